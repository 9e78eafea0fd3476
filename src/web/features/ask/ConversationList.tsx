// The member's past entries, newest first: the desktop sidebar (light) and the mobile drawer (dark). Each
// is titled by the start of the member's own words, its question a small tag (issue 32). A reply not yet
// opened is marked 'New' on desktop and 'New reply' on mobile (spec 2.4).
import { MessagesSquare, RotateCw } from 'lucide-react';
import { conversationTag, conversationTitle, type Conversation } from '../../../common/contracts/ask';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/Spinner';
import { formatShortDate } from '../../lib/format-date';
import { TopicTag } from './ConversationCard';

export type ConversationListProps = {
  entries: Conversation[];
  status: 'pending' | 'error' | 'success';
  selectedId: string | null;
  onOpen: (entry: Conversation) => void;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  tone: 'light' | 'dark';
};

export function ConversationList({
  entries,
  status,
  selectedId,
  onOpen,
  onRetry,
  hasMore,
  loadingMore,
  onLoadMore,
  tone,
}: ConversationListProps) {
  const dark = tone === 'dark';
  const muted = dark ? 'text-mist' : 'text-stone';

  if (status === 'pending') {
    return (
      <div role="status" className={cn('flex items-center gap-3 px-5 py-6 text-sm', muted)}>
        <Spinner className={cn('size-4', dark ? 'text-brand-bright' : 'text-brand-deep')} />
        Loading your conversations...
      </div>
    );
  }
  if (status === 'error' && entries.length === 0) {
    return (
      <div className={cn('px-5 py-6 text-sm leading-6', muted)}>
        <p>Your conversations could not be loaded.</p>
        <Button variant={dark ? 'outline-light' : 'outline'} size="sm" className="mt-3" onClick={onRetry}>
          <RotateCw className="size-3.5" aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <div className={cn('flex flex-col items-center px-6 py-10 text-center text-sm leading-6', muted)}>
        <span
          className={cn(
            'grid size-11 place-items-center rounded-full',
            dark ? 'bg-cream/[0.06] text-brand-bright' : 'bg-cream-2 text-brand-deep',
          )}
        >
          <MessagesSquare className="size-5" aria-hidden="true" />
        </span>
        <p className={cn('mt-3 font-semibold', dark ? 'text-cream' : 'text-ink')}>No conversations yet</p>
        <p className="mt-1">Your questions and the team’s replies will be kept here.</p>
      </div>
    );
  }

  return (
    <div>
      <ul className="space-y-1 px-2 py-2">
        {entries.map((entry) => {
          const selected = entry.id === selectedId;
          const tag = conversationTag(entry);
          return (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => onOpen(entry)}
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'group relative w-full rounded-xl px-3.5 py-3 text-left transition-colors',
                  dark ? (selected ? 'bg-cream/[0.09]' : 'hover:bg-cream/[0.05]') : selected ? 'bg-cream-2' : 'hover:bg-cream/80',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute inset-y-3 left-0 w-0.5 rounded-full bg-brand transition-opacity',
                    selected ? 'opacity-100' : 'opacity-0',
                  )}
                />
                {tag ? <TopicTag tag={tag} tone={dark ? 'on-dark' : 'neutral'} className="mb-1.5" /> : null}
                <span className="flex items-start justify-between gap-3">
                  <span className={cn('min-w-0 text-sm leading-5 font-semibold break-words', dark ? 'text-cream' : 'text-ink')}>
                    {conversationTitle(entry)}
                  </span>
                  {entry.isNewReply ? (
                    dark ? (
                      <span className="mt-0.5 shrink-0 rounded-full bg-brand px-2 py-0.5 text-[0.62rem] font-bold tracking-[0.12em] text-ink uppercase">
                        New reply
                      </span>
                    ) : (
                      <span className="mt-0.5 shrink-0 rounded-full bg-danger px-2 py-0.5 text-[0.62rem] font-bold tracking-[0.12em] text-white uppercase">
                        New
                      </span>
                    )
                  ) : null}
                </span>
                <span className={cn('mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.7rem] font-medium', muted)}>
                  <time dateTime={entry.timestamp}>{formatShortDate(entry.timestamp)}</time>
                  <span aria-hidden="true">·</span>
                  <span className="inline-flex items-center gap-1.5">
                    <span
                      aria-hidden="true"
                      className={cn(
                        'size-1.5 rounded-full',
                        entry.status === 'answered' ? 'bg-success' : dark ? 'bg-brand-bright' : 'bg-brand-deep',
                      )}
                    />
                    {entry.status === 'answered' ? 'Answered' : 'Pending'}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <div className="px-4 pb-4">
          <Button
            variant={dark ? 'outline-light' : 'outline'}
            size="sm"
            className="w-full"
            busy={loadingMore}
            busyLabel="Loading..."
            onClick={onLoadMore}
          >
            Show older conversations
          </Button>
        </div>
      ) : null}
    </div>
  );
}
