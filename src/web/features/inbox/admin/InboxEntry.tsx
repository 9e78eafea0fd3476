// One member question in the inbox: who asked and when, titled by the start of the member's own words with
// the question as a tag (issue 32), the answer (or, with 'Show all message details', every saved question
// and answer), the Shareable badge, and what can be done in
// this view: answer (pending), archive or edit the response (answered), unarchive (archive), and the
// answers feature's FAQ action beside them.
import { AlertTriangle, Archive, ArchiveRestore, BookOpenCheck, PenLine, Send, Share2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { conversationTag, conversationTitle, hasFollowupDetails, type Conversation } from '../../../../common/contracts/ask';
import { Badge } from '../../../components/ui/Badge';
import { answerConversationSchema, formatDuration, type AdminConversationView } from '../../../../common/contracts/inbox';
import { Form, placeServerErrors, SubmitButton, useZodForm } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { FieldLabel } from '../../../components/ui/Field';
import { RowAction } from '../../../components/ui/RowAction';
import { TeamReply } from '../../../components/ui/TeamReply';
import { StatusPill } from '../../../components/ui/StatusPill';
import { useBrand } from '../../../lib/config';
import { formatDateTime } from '../../../lib/format-date';
import { useAnswerConversation, useArchiveConversation, useUnarchiveConversation } from './api';
import { isPastTarget, waitedSeconds } from './response-times-format';

/** For a pending entry: the time now, and the response target once it is known. */
export type WaitingClock = { now: number; targetHours?: number };

/** 'Waiting 3 h', and past the target a badge that says so in words, not only in colour. */
function Waiting({ entry, clock }: { entry: Conversation; clock: WaitingClock }) {
  const waited = waitedSeconds(entry.timestamp, clock.now);
  const late = clock.targetHours !== undefined && isPastTarget(waited, clock.targetHours);
  return (
    <>
      <span className={cn('font-semibold', late ? 'text-danger' : 'text-ink')}>Waiting {formatDuration(waited)}</span>
      {late ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-danger px-2 py-0.5 text-[0.68rem] font-semibold tracking-wide text-white">
          <AlertTriangle className="size-3" aria-hidden="true" />
          Past the {clock.targetHours} h target
        </span>
      ) : null}
    </>
  );
}

function StatusBadge({ entry }: { entry: Conversation }) {
  return entry.status === 'answered' ? (
    <StatusPill tone="success">Answered</StatusPill>
  ) : (
    <StatusPill tone="waiting">Pending</StatusPill>
  );
}

function Details({ entry }: { entry: Conversation }) {
  const pairs =
    entry.questionsAndAnswers.length > 0
      ? entry.questionsAndAnswers
      : [{ question: entry.question ?? '', answer: entry.answer ?? '' }];
  return (
    <dl className="mt-4 divide-y divide-line rounded-xl border border-line bg-cream/50">
      {pairs.map((pair, index) => (
        <div key={index} className="px-4 py-3">
          <dt className="eyebrow text-stone">{pairs.length > 1 ? `Question ${index + 1}` : 'Question'}</dt>
          <dd className="mt-1 font-semibold text-ink">{pair.question}</dd>
          <dd className="mt-1 leading-7 whitespace-pre-line text-ink">{pair.answer}</dd>
        </div>
      ))}
      <div className="px-4 py-3">
        <dt className="eyebrow text-stone">Additional details</dt>
        <dd className="mt-1 leading-7 whitespace-pre-line text-ink">
          {hasFollowupDetails(entry.followup) ? (
            entry.followup
          ) : (
            <span className="text-stone">None (answered “{entry.followup || 'no'}”)</span>
          )}
        </dd>
      </div>
      <div className="grid gap-3 px-4 py-3 sm:grid-cols-3">
        <div>
          <dt className="eyebrow text-stone">Email</dt>
          <dd className="mt-1 text-sm break-all text-ink">{entry.email ?? 'Not given'}</dd>
        </div>
        <div>
          <dt className="eyebrow text-stone">Submitted</dt>
          <dd className="mt-1 text-sm text-ink">{formatDateTime(entry.timestamp)}</dd>
        </div>
        <div>
          <dt className="eyebrow text-stone">May be shared</dt>
          <dd className="mt-1 text-sm text-ink">{entry.sharePermission ? 'Yes' : 'No'}</dd>
        </div>
      </div>
    </dl>
  );
}

type AnswerFormProps = {
  entry: Conversation;
  initial?: string;
  onDone?: () => void;
  onCancel?: () => void;
  /** Told as the answer is sent, while the card is still on screen (the list moves focus once it goes). */
  onSending?: (id: string) => void;
  className?: string;
};

function AnswerForm({ entry, initial = '', onDone, onCancel, onSending, className }: AnswerFormProps) {
  const id = useId();
  // The schema the server parses the answer with: the same required and too-long messages, here first.
  const form = useZodForm(answerConversationSchema, { defaultValues: { response: initial } });
  const error = form.formState.errors.response?.message;
  const { onChange, ...registration } = form.register('response');
  const answer = useAnswerConversation();

  const submit = ({ response }: { response: string }) => {
    onSending?.(entry.id);
    // Toasts come from the mutation itself; this only tidies the form when it is still on screen.
    answer.mutate(
      { id: entry.id, response },
      {
        onSuccess: () => {
          form.reset({ response: '' });
          onDone?.();
        },
        onError: (failure) => placeServerErrors(form, failure),
      },
    );
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      className={cn('flex flex-col border-t border-line bg-cream/40 px-5 py-5 sm:px-6', className)}
    >
      <FieldLabel htmlFor={id}>Your response to {entry.name}</FieldLabel>
      <textarea
        id={id}
        required
        rows={3}
        {...registration}
        onChange={(event) => {
          if (error) form.clearErrors('response');
          return onChange(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="Write the team’s reply…"
        className="block min-h-28 w-full flex-1 resize-y rounded-xl border border-line bg-paper px-4 py-3 text-[0.95rem] leading-7 text-ink shadow-[inset_0_1px_2px_rgb(13_12_11/0.04)] transition-colors placeholder:text-stone/60 hover:border-ink/30 focus:border-brand-deep focus-visible:outline-2 focus-visible:outline-offset-1 aria-[invalid=true]:border-danger"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={answer.isPending}>
            Cancel
          </Button>
        ) : null}
        <SubmitButton variant="primary" size="sm" busy={answer.isPending} busyLabel="Sending...">
          <Send className="size-3.5" aria-hidden="true" />
          {initial ? 'Update Response' : 'Send Response'}
        </SubmitButton>
      </div>
    </Form>
  );
}

function TeamResponse({ entry }: { entry: Conversation }) {
  const { shortName } = useBrand();
  if (!entry.adminResponse) return null;
  return (
    <TeamReply
      team={`${shortName} Team`}
      reply={entry.adminResponse}
      respondedAt={entry.respondedAt}
      heading="h4"
      readByMember={entry.viewed}
      className="mt-4"
    />
  );
}

export function InboxEntry({
  entry,
  view,
  showDetails,
  onAnswering,
  waiting,
  faqAction,
}: {
  entry: Conversation;
  view: AdminConversationView;
  showDetails: boolean;
  onAnswering?: (id: string) => void;
  waiting?: WaitingClock;
  /** Publish to FAQ or Edit FAQ entry, among the answered and archived views' actions. */
  faqAction?: ReactNode;
}) {
  const titleId = useId();
  const tag = conversationTag(entry);
  const [editing, setEditing] = useState(false);
  const archive = useArchiveConversation();
  const unarchive = useUnarchiveConversation();

  const onArchive = () => archive.mutate(entry.id);
  const onUnarchive = () => unarchive.mutate(entry.id);

  return (
    <article
      aria-labelledby={titleId}
      data-entry-id={entry.id}
      tabIndex={-1}
      className={cn(
        'overflow-hidden rounded-2xl border border-line/90 bg-paper shadow-card outline-offset-4 focus-visible:outline-2',
        view === 'pending' && 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)]',
      )}
    >
      <div className="min-w-0 p-5 sm:p-6">
        <div className="flex items-start gap-3.5 sm:gap-4">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-ink font-display text-lg text-brand-bright ring-2 ring-brand/25"
          >
            {(entry.name.trim()[0] ?? '?').toUpperCase()}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{entry.name}</p>
                <p className="truncate text-sm text-stone">{entry.email ?? 'No email'}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {entry.inFaq ? (
                  <Badge tone="success" icon={BookOpenCheck}>
                    In the FAQ
                  </Badge>
                ) : null}
                {entry.sharePermission ? (
                  <Badge tone="bold" icon={Share2}>
                    Shareable
                  </Badge>
                ) : null}
                <StatusBadge entry={entry} />
              </div>
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone">
              <span>
                Asked <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
              </span>
              {waiting ? <Waiting entry={entry} clock={waiting} /> : null}
            </p>
          </div>
        </div>

        {tag ? (
          <Badge className="mt-5">
            <span className="sr-only">Topic: </span>
            {tag}
          </Badge>
        ) : null}
        <h3
          id={titleId}
          className={cn('font-display text-xl leading-snug break-words text-ink sm:text-2xl', tag ? 'mt-2' : 'mt-5')}
        >
          {conversationTitle(entry)}
        </h3>
        {view === 'pending' && showDetails ? (
          <Details entry={entry} />
        ) : (
          <p className={cn('mt-2 leading-7 whitespace-pre-line text-ink/90', view === 'pending' && 'line-clamp-4')}>
            {entry.displayedAnswer}
          </p>
        )}
        {view !== 'pending' && !editing ? <TeamResponse entry={entry} /> : null}
      </div>

      {view === 'pending' ? <AnswerForm entry={entry} onSending={onAnswering} className="lg:border-t-0 lg:border-l" /> : null}
      {view === 'answered' && editing ? (
        <AnswerForm
          entry={entry}
          initial={entry.adminResponse ?? ''}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {view === 'answered' && !editing ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-line bg-cream/40 px-5 py-3 sm:px-6">
          {faqAction}
          <RowAction icon={PenLine} label="Edit response" subject={`to ${entry.name}`} onClick={() => setEditing(true)} />
          <RowAction
            icon={Archive}
            label="Archive"
            subject={`the conversation with ${entry.name}`}
            busy={archive.isPending}
            busyLabel="Archiving..."
            onClick={onArchive}
          />
        </div>
      ) : null}
      {view === 'archived' ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-line bg-cream/40 px-5 py-3 sm:px-6">
          {faqAction}
          <RowAction
            icon={ArchiveRestore}
            label="Unarchive"
            subject={`the conversation with ${entry.name}`}
            busy={unarchive.isPending}
            busyLabel="Restoring..."
            onClick={onUnarchive}
          />
        </div>
      ) : null}
    </article>
  );
}
