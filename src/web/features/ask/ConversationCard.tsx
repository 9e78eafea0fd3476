// One saved entry as a card (spec 2.4): initial avatar, name, date, Pending or Answered, the title (the
// start of the member's own words, the question as a tag: issue 32), and a panel that opens on 'Your
// Response', the team's response and when it came.
import { ChevronDown } from 'lucide-react';
import { conversationTag, conversationTitle, type Conversation } from '../../../common/contracts/ask';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../components/ui/cn';
import { TeamReply } from '../../components/ui/TeamReply';
import { useDisclosure } from '../../components/ui/use-disclosure';
import { useBrand } from '../../lib/config';
import { formatShortDate } from '../../lib/format-date';
import { initialOf } from '../../lib/names';

export function StatusBadge({ status, className }: { status: Conversation['status']; className?: string }) {
  const answered = status === 'answered';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-[0.68rem] font-semibold tracking-[0.14em] uppercase',
        answered ? 'bg-success-soft text-success ring-1 ring-success/20' : 'bg-brand-soft text-brand-deep ring-1 ring-brand/30',
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', answered ? 'bg-success' : 'bg-brand-deep')} />
      {answered ? 'Answered' : 'Pending'}
    </span>
  );
}

/** The conversation's question as a small tag; its full wording stays in the transcript. */
export function TopicTag({
  tag,
  tone = 'neutral',
  className,
}: {
  tag: string;
  tone?: 'neutral' | 'on-dark';
  className?: string;
}) {
  return (
    <Badge tone={tone} className={className}>
      <span className="sr-only">Topic: </span>
      {tag}
    </Badge>
  );
}

export function ConversationCard({ entry, defaultOpen = false }: { entry: Conversation; defaultOpen?: boolean }) {
  const { shortName } = useBrand();
  const details = useDisclosure(defaultOpen);
  /** The team's reply, once the entry is answered. */
  const reply = entry.status === 'answered' ? entry.adminResponse : null;
  const title = conversationTitle(entry);
  const tag = conversationTag(entry);
  return (
    <article aria-label={`Your entry: ${title}`} className="overflow-hidden rounded-2xl border border-line bg-paper shadow-card">
      <div className="p-5 sm:p-6">
        <div className="flex items-start gap-3.5">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-ink font-display text-lg text-brand-bright ring-2 ring-brand/25"
          >
            {initialOf(entry.name)}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
              <p className="truncate font-semibold text-ink">{entry.name}</p>
              <StatusBadge status={entry.status} />
            </div>
            <p className="mt-0.5 text-sm text-stone">
              <time dateTime={entry.timestamp}>{formatShortDate(entry.timestamp)}</time>
            </p>
          </div>
        </div>
        {tag ? <TopicTag tag={tag} className="mt-4" /> : null}
        <p className={cn('font-display text-xl leading-snug break-words text-ink', tag ? 'mt-2' : 'mt-4')}>{title}</p>
      </div>
      <button
        {...details.toggleProps}
        className="flex w-full items-center justify-between gap-3 border-t border-line bg-cream/60 px-5 py-3 text-left text-sm font-semibold text-ink transition-colors hover:bg-cream sm:px-6"
      >
        {details.open ? 'Hide details' : reply ? `Read the ${shortName} Team's response` : 'Show details'}
        <ChevronDown className={cn('size-4 text-stone transition-transform', details.open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div {...details.panelProps} className="space-y-5 border-t border-line px-5 py-5 sm:px-6">
        <section>
          <h3 className="eyebrow text-stone">Your Response</h3>
          <p className="mt-2 leading-7 whitespace-pre-line text-ink">{entry.displayedAnswer}</p>
        </section>
        {reply ? (
          <TeamReply team={`${shortName} Team`} reply={reply} respondedAt={entry.respondedAt} heading="h3" />
        ) : (
          <p className="rounded-xl border border-dashed border-line px-4 py-3 text-sm leading-6 text-stone">
            The {shortName} Team has not replied yet. Their response will appear here.
          </p>
        )}
      </div>
    </article>
  );
}
