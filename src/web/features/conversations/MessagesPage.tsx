// /messages (issue 35): the member's conversations, newest first (photo, name, the last line, when, and
// how many are unread), a page at a time; how a conversation starts when there is none; and who can read
// them. The list follows the live stream (the member layout refreshes it on news) or, without it, polls.
import { MessagesSquare, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ConversationSummary } from '../../../common/contracts/conversations';
import { paths, ROUTES } from '../../../common/routes';
import { LoadMore } from '../../components/ui/LoadMore';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { EmptyState, LoadFailed } from '../../components/ui/ListStates';
import { PersonAvatar } from '../../components/ui/PersonAvatar';
import { LoadingState } from '../../components/ui/Spinner';
import { formatDateTime } from '../../lib/format-date';
import { useLiveStatus } from '../../lib/live';
import { usePageTitle } from '../../lib/use-page-title';
import { useConversationList } from './api';
import { formatListTime } from './message-times';
import { unreadMessagesLabel } from './news';
import { WhoCanRead } from './WhoCanRead';

export const LIST_TEXTS = {
  loading: 'Loading your conversations...',
  loadFailed: 'Your conversations could not be loaded.',
  moreFailed: 'More conversations could not be loaded.',
};

export function MessagesPage() {
  usePageTitle('Messages');
  const live = useLiveStatus() === 'live';
  const list = useConversationList({ live });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="animate-rise">
      <header>
        <p className="eyebrow text-brand-deep">Messages</p>
        <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">Your conversations</h1>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
          Private conversations with your connections and the organisers.
        </p>
      </header>
      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start">
        <section aria-labelledby="conversations-heading" aria-busy={list.isFetchingNextPage || undefined}>
          <h2 id="conversations-heading" className="sr-only">
            Conversations
          </h2>
          {list.isPending ? (
            <LoadingState label={LIST_TEXTS.loading} />
          ) : list.isError && !list.data ? (
            <LoadFailed message={LIST_TEXTS.loadFailed} read={list} />
          ) : items.length === 0 ? (
            <EmptyState icon={MessagesSquare} title="No conversations yet" boxed>
              A conversation starts with an introduction: once you and another member have both agreed to meet, write to them from{' '}
              <Link to={ROUTES.connections} className="font-semibold text-ink underline decoration-brand underline-offset-4">
                your connections
              </Link>{' '}
              or their page in the{' '}
              <Link to={ROUTES.members} className="font-semibold text-ink underline decoration-brand underline-offset-4">
                members’ directory
              </Link>
              .
            </EmptyState>
          ) : (
            <Card className="overflow-hidden">
              <ul className="divide-y divide-line">
                {items.map((conversation) => (
                  <li key={conversation.id}>
                    <ConversationRow conversation={conversation} />
                  </li>
                ))}
              </ul>
              <LoadMore
                list={list}
                label="Load more conversations"
                failedMessage={LIST_TEXTS.moreFailed}
                className="border-t border-line bg-cream/50 px-5 py-4"
              />
            </Card>
          )}
        </section>
        <aside className="lg:sticky lg:top-24">
          <WhoCanRead />
          <p className="mt-4 flex items-start gap-2 px-1 text-sm leading-6 text-stone">
            <ShieldCheck className="mt-1 size-4 shrink-0 text-brand-deep" aria-hidden="true" />
            You can write to members you are connected with. Organisers can write to any member, and you can reply.
          </p>
        </aside>
      </div>
    </div>
  );
}

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { other, unread } = conversation;
  const unreadNow = unread > 0;
  const last = conversation.lastDeleted
    ? 'Message deleted'
    : conversation.lastLine
      ? `${conversation.lastFromMe ? 'You: ' : ''}${conversation.lastLine}`
      : 'No messages yet';
  return (
    <Link
      to={paths.conversation(conversation.id)}
      aria-label={`${other.name}${other.isOrganiser ? ', organiser' : ''}${unreadNow ? `, ${unreadMessagesLabel(unread)}` : ''}: ${last}`}
      className={cn(
        'group flex items-center gap-4 px-5 py-4 transition-colors hover:bg-cream/70 sm:px-6',
        unreadNow && 'bg-brand-soft/35',
      )}
    >
      <PersonAvatar name={other.name} photoUrl={other.photoUrl} size="lg" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className={cn('min-w-0 truncate text-ink', unreadNow ? 'font-bold' : 'font-semibold')}>
            {other.name}
            {other.isOrganiser ? (
              <span className="ml-2 rounded-full bg-ink px-2 py-0.5 align-middle text-[0.65rem] font-semibold tracking-[0.12em] text-cream uppercase">
                Organiser
              </span>
            ) : null}
          </p>
          <time
            dateTime={conversation.lastAt}
            title={formatDateTime(conversation.lastAt)}
            className={cn('shrink-0 text-xs tabular-nums', unreadNow ? 'font-semibold text-brand-deep' : 'text-stone')}
          >
            {formatListTime(conversation.lastAt)}
          </time>
        </div>
        <div className="mt-1 flex items-center justify-between gap-3">
          <p
            className={cn(
              'min-w-0 truncate text-sm',
              conversation.lastDeleted ? 'text-stone italic' : unreadNow ? 'font-medium text-ink' : 'text-stone',
            )}
          >
            {last}
          </p>
          {unreadNow ? (
            <span
              aria-hidden="true"
              className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand-deep px-1.5 text-[0.68rem] leading-none font-bold text-cream tabular-nums"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
