// /messages/:id (issue 35): one conversation. The other member in the header (their page a link away);
// the messages by day, the member's own on the right and the other's on the left, each with its time;
// 'Earlier messages' at the top (or scrolling up to it) pages back and keeps the reader where they were;
// the composer at the foot, or the server's reason when the member may not write. For the member's own
// last message: Sent, Delivered (it reached a page of the other member) or Read. A message of one's own
// can be deleted for 15 minutes; the whole conversation can be deleted from one's own list.
//
// Opening it marks it read up to its last message; news of a message in it (the live stream) fetches it
// again and marks it read while the tab is in view, or delivered while it is not. Reporting and blocking
// come from another feature through the slots below (app/ composes them).
import { useQueryClient } from '@tanstack/react-query';
import { Check, CheckCheck, EllipsisVertical, LockKeyhole, MessagesSquare, MoreHorizontal, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { Message, Thread } from '../../../common/contracts/conversations';
import { MESSAGE_DELETE_WINDOW_MS } from '../../../common/contracts/conversations-routes';
import { ROUTES } from '../../../common/routes';
import { ArrowLink } from '../../components/ui/ArrowLink';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { ConfirmDelete, ConfirmRemove } from '../../components/ui/ConfirmDialog';
import { NotFoundState, ReadStates } from '../../components/ui/ListStates';
import { MemberLink } from '../../components/ui/MemberLink';
import { MenuButton, type MenuButtonItem } from '../../components/ui/MenuButton';
import { PersonAvatar } from '../../components/ui/PersonAvatar';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format-date';
import { useLive, useLiveStatus } from '../../lib/live';
import { notify } from '../../lib/notify';
import { refreshQueries } from '../../lib/refresh';
import { usePageTitle } from '../../lib/use-page-title';
import { fetchOlderMessages, markRead, useDeleteMessage, useHideConversation, useSendMessage, useThread } from './api';
import { MessageComposer } from './MessageComposer';
import { MessageText } from '../../components/ui/MessageText';
import { dayKey, formatDayHeading, formatMessageTime } from './message-times';
import { markDelivered, threadKey } from './news';
import { WHO_CAN_READ_ID } from './WhoCanRead';

/** What another feature adds to a conversation (report, block: composed by app/). */
export type ConversationSlots = {
  /** More items in a message's menu (each message has one once it has an item). */
  messageMenuItems?: (message: Message, thread: Thread) => MenuButtonItem[];
  /** More items in the conversation's menu, in the header. */
  conversationMenuItems?: (thread: Thread) => MenuButtonItem[];
  /** Drawn once in the page: the dialogs those items open. */
  extras?: ReactNode;
};

export const THREAD_TEXTS = {
  loading: 'Loading the conversation...',
  loadFailed: 'This conversation could not be loaded.',
  olderFailed: 'Earlier messages could not be loaded.',
  notFound: 'This conversation is not here',
};

/** A scroll this close to the end counts as at the end: a new message keeps the view there. */
const NEAR_END_PX = 120;
/** A scroll this close to the top loads the earlier messages. */
const NEAR_TOP_PX = 48;

export function ConversationPage(slots: ConversationSlots) {
  const { id = '' } = useParams();
  // A new conversation starts afresh: its earlier pages and scroll position are its own.
  return <Conversation key={id} id={id} {...slots} />;
}

function Conversation({ id, messageMenuItems, conversationMenuItems, extras }: ConversationSlots & { id: string }) {
  const live = useLiveStatus() === 'live';
  const query = useThread(id, { live });
  const thread = query.data;
  usePageTitle(thread ? `Messages with ${thread.other.name}` : 'Messages');

  return (
    <div className="flex h-[calc(100dvh-9rem)] min-h-[28rem] animate-rise flex-col lg:h-[calc(100dvh-11rem)]">
      <ArrowLink to={ROUTES.messages} direction="back" className="self-start">
        All messages
      </ArrowLink>
      <div className="mt-4 flex min-h-0 flex-1 flex-col">
        <ReadStates
          read={query}
          loadingLabel={THREAD_TEXTS.loading}
          failedMessage={THREAD_TEXTS.loadFailed}
          notFound={
            <NotFoundState
              icon={MessagesSquare}
              title={THREAD_TEXTS.notFound}
              back={{ to: ROUTES.messages, label: 'See your conversations' }}
            >
              It may have been deleted from your list, or the address is not quite right.
            </NotFoundState>
          }
        >
          {(loaded) => (
            <ThreadView thread={loaded} messageMenuItems={messageMenuItems} conversationMenuItems={conversationMenuItems} />
          )}
        </ReadStates>
      </div>
      {extras}
    </div>
  );
}

/** A new key for each message written, kept across retries of the same text (the server answers the same message). */
function newClientKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Re-renders every `ms`, so what depends on the clock (a message's 15 minutes to delete) follows it. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

type MessageStatus = 'Sent' | 'Delivered' | 'Read';

function ThreadView({
  thread,
  messageMenuItems,
  conversationMenuItems,
}: Pick<ConversationSlots, 'messageMenuItems' | 'conversationMenuItems'> & { thread: Thread }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { other } = thread;
  const now = useNow(30_000);

  // Earlier pages, fetched as the member scrolls up; the newest page is the query's and follows it.
  const [older, setOlder] = useState<Message[]>([]);
  const [olderCursor, setOlderCursor] = useState<number | null | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const cursor = olderCursor === undefined ? thread.olderCursor : olderCursor;

  const messages = useMemo(() => {
    const bySeq = new Map<number, Message>();
    for (const message of older) bySeq.set(message.seq, message);
    for (const message of thread.messages) bySeq.set(message.seq, message);
    return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  }, [older, thread.messages]);
  const lastSeq = messages.at(-1)?.seq ?? 0;
  const mine = (message: Message) => message.senderId !== other.id;
  const lastTheirsSeq = messages.findLast((message) => !mine(message))?.seq ?? 0;

  // --- Scrolling: start at the end; stay there as messages come; keep the place when earlier ones load.
  const scroller = useRef<HTMLDivElement>(null);
  const nearEnd = useRef(true);
  const keepFromEnd = useRef<number | null>(null);
  const shownLast = useRef(0);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (keepFromEnd.current !== null) {
      element.scrollTop = element.scrollHeight - keepFromEnd.current;
      keepFromEnd.current = null;
      return;
    }
    const newest = messages.at(-1);
    const grew = lastSeq > shownLast.current;
    if (shownLast.current === 0 || (grew && (nearEnd.current || (newest && mine(newest))))) {
      element.scrollTop = element.scrollHeight;
    }
    shownLast.current = lastSeq;
    // `mine` reads the thread's other member, fixed for this view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages, lastSeq]);

  const loadOlder = useCallback(async () => {
    if (cursor === null || loadingOlder) return;
    const element = scroller.current;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await fetchOlderMessages(thread.id, cursor);
      if (element) keepFromEnd.current = element.scrollHeight - element.scrollTop;
      setOlder((current) => [...page.messages, ...current]);
      setOlderCursor(page.olderCursor);
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [cursor, loadingOlder, thread.id]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    nearEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
    if (element.scrollTop < NEAR_TOP_PX && cursor !== null && !loadingOlder && !olderFailed) void loadOlder();
  };

  // --- Read and delivered: up to the last message, read while the tab is in view, delivered while not.
  const marked = useRef({ read: thread.readSeq, delivered: 0 });
  useEffect(() => {
    const mark = () => {
      // The member's own messages are read and delivered for them by sending: only the other's count.
      if (lastTheirsSeq === 0) return;
      if (document.visibilityState === 'visible') {
        if (lastTheirsSeq <= marked.current.read && thread.unread === 0) return;
        marked.current.read = lastSeq;
        void markRead(queryClient, thread.id, lastSeq).catch(() => {
          marked.current.read = 0;
        });
      } else if (lastTheirsSeq > marked.current.delivered && lastTheirsSeq > marked.current.read) {
        marked.current.delivered = lastSeq;
        void markDelivered(thread.id, lastSeq).catch(() => undefined);
      }
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [lastSeq, lastTheirsSeq, thread.id, thread.unread, queryClient]);

  // --- Live: a message in this conversation (or a change to it) reads it again at once.
  const [announcement, setAnnouncement] = useState('');
  const announcedSeq = useRef(lastSeq);
  useLive((news) => {
    if ((news.type === 'message' || news.type === 'conversation-changed') && news.conversationId === thread.id) {
      void refreshQueries(queryClient, threadKey(thread.id));
    }
  });
  useEffect(() => {
    const newest = messages.at(-1);
    if (newest && newest.seq > announcedSeq.current && !mine(newest) && !newest.deletedAt) {
      setAnnouncement(`New message from ${other.name}: ${newest.body}`);
    }
    announcedSeq.current = Math.max(announcedSeq.current, lastSeq);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastSeq]);

  // --- Writing.
  // A page that opened the thread may hand it a draft to start from (open roles' 'I'm interested', decision 069).
  const { state } = useLocation() as { state: { draft?: unknown } | null };
  const [text, setText] = useState(() => (typeof state?.draft === 'string' ? state.draft : ''));
  const clientKey = useRef(newClientKey());
  const send = useSendMessage(thread.id);
  const sendNow = () => {
    const body = text.trim();
    if (!body) return;
    send.mutate(
      { body, clientKey: clientKey.current },
      {
        onSuccess: () => {
          setText('');
          clientKey.current = newClientKey();
          nearEnd.current = true;
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  // --- Deleting a message, and the conversation.
  const [deleting, setDeleting] = useState<Message | null>(null);
  const deleteMessage = useDeleteMessage(thread.id);
  const [hiding, setHiding] = useState(false);
  const hide = useHideConversation(thread.id);

  const lastOwn = [...messages].reverse().find((message) => mine(message) && !message.deletedAt);
  const status: MessageStatus | null = lastOwn
    ? thread.otherReadSeq >= lastOwn.seq
      ? 'Read'
      : thread.otherDeliveredSeq >= lastOwn.seq
        ? 'Delivered'
        : 'Sent'
    : null;

  const itemsFor = (message: Message): MenuButtonItem[] => {
    const own =
      mine(message) && !message.deletedAt && now - new Date(message.createdAt).getTime() < MESSAGE_DELETE_WINDOW_MS
        ? [
            {
              key: 'delete',
              label: 'Delete message',
              icon: <Trash2 className="size-4 text-danger" aria-hidden="true" />,
              onSelect: () => setDeleting(message),
            },
          ]
        : [];
    return message.deletedAt ? own : [...own, ...(messageMenuItems?.(message, thread) ?? [])];
  };

  const conversationItems: MenuButtonItem[] = [
    {
      key: 'who-can-read',
      label: 'Who can read your messages',
      icon: <LockKeyhole className="size-4 text-brand-deep" aria-hidden="true" />,
      onSelect: () => void navigate(`${ROUTES.messages}#${WHO_CAN_READ_ID}`),
    },
    ...(conversationMenuItems?.(thread) ?? []),
    {
      key: 'delete-conversation',
      label: 'Delete conversation',
      icon: <Trash2 className="size-4 text-danger" aria-hidden="true" />,
      onSelect: () => setHiding(true),
    },
  ];

  const firstName = other.name.split(' ')[0] || other.name;
  const days = groupByDay(messages);

  return (
    <Card className="flex min-h-0 flex-1 flex-col overflow-hidden">
      <header className="flex items-center gap-3 border-b border-line px-4 py-3 sm:gap-4 sm:px-6">
        <PersonAvatar name={other.name} photoUrl={other.photoUrl} size="md" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-display text-xl leading-tight text-ink sm:text-2xl">
            {other.isOrganiser ? (
              other.name
            ) : (
              <MemberLink
                id={other.id}
                name={other.name}
                className="inline-block min-h-6 max-w-full truncate rounded align-bottom underline decoration-transparent underline-offset-4 transition hover:decoration-brand"
              />
            )}
          </h1>
          <p className="text-xs text-stone">{other.isOrganiser ? 'Organiser' : 'Member'} · Private conversation</p>
        </div>
        <MenuButton
          label="Conversation options"
          items={conversationItems}
          buttonClassName="grid size-10 shrink-0 place-items-center rounded-full text-stone transition hover:bg-ink/[0.06] hover:text-ink data-[state=open]:bg-ink/[0.06]"
          menuClassName="w-64 animate-rise rounded-2xl border border-line bg-paper p-2 shadow-lift"
        >
          <EllipsisVertical className="size-5" aria-hidden="true" />
        </MenuButton>
      </header>

      <div
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        aria-label={`Messages with ${other.name}`}
        aria-busy={loadingOlder || undefined}
        className="min-h-0 flex-1 overflow-y-auto bg-cream/40 px-3 py-5 outline-none focus-visible:ring-2 focus-visible:ring-[var(--focus-ring)] focus-visible:ring-inset sm:px-6"
      >
        <div className="flex flex-col items-center gap-2 pb-4">
          {cursor !== null ? (
            <>
              {olderFailed ? (
                <p role="alert" className="text-sm font-medium text-danger">
                  {THREAD_TEXTS.olderFailed}
                </p>
              ) : null}
              <Button variant="outline" size="sm" busy={loadingOlder} busyLabel="Loading..." onClick={() => void loadOlder()}>
                Earlier messages
              </Button>
            </>
          ) : (
            <p className="flex items-center gap-2 text-center text-xs text-stone">
              <LockKeyhole className="size-3.5 shrink-0" aria-hidden="true" />
              <span>
                The start of your private conversation with {firstName}.{' '}
                <Link
                  to={`${ROUTES.messages}#${WHO_CAN_READ_ID}`}
                  className="font-semibold text-ink underline decoration-brand underline-offset-4"
                >
                  Who can read it
                </Link>
              </span>
            </p>
          )}
        </div>

        {messages.length === 0 ? (
          <div className="grid place-items-center py-10 text-center">
            <PersonAvatar name={other.name} photoUrl={other.photoUrl} size="xl" />
            <p className="mt-4 font-display text-xl text-ink">Say hello to {firstName}</p>
            <p className="mt-1 max-w-xs text-sm text-stone">Your first message starts the conversation.</p>
          </div>
        ) : (
          <ol className="space-y-6">
            {days.map((day) => (
              <li key={day.key}>
                <h2 className="mb-3 flex items-center gap-3 text-[0.7rem] font-semibold tracking-[0.14em] text-stone uppercase">
                  <span aria-hidden="true" className="h-px flex-1 bg-line" />
                  <time dateTime={day.key}>{formatDayHeading(day.messages[0].createdAt)}</time>
                  <span aria-hidden="true" className="h-px flex-1 bg-line" />
                </h2>
                <ol className="space-y-1.5">
                  {day.messages.map((message, index) => {
                    const next = day.messages[index + 1];
                    const endsRun = !next || mine(next) !== mine(message) || minutesBetween(message, next) > 5;
                    return (
                      <MessageRow
                        key={message.seq}
                        message={message}
                        mine={mine(message)}
                        senderName={mine(message) ? 'You' : firstName}
                        showTime={endsRun}
                        status={message === lastOwn ? status : null}
                        items={itemsFor(message)}
                      />
                    );
                  })}
                </ol>
              </li>
            ))}
          </ol>
        )}
      </div>

      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      <div className="border-t border-line bg-paper px-3 pt-3 pb-3 sm:px-6 sm:pb-4">
        <MessageComposer
          value={text}
          onChange={(value) => {
            setText(value);
          }}
          onSend={sendNow}
          label={`Message ${other.name}`}
          whyNot={thread.canWrite ? null : (thread.whyNotText ?? 'This conversation is closed. You can still read it.')}
          sending={send.isPending}
        />
      </div>

      <ConfirmDelete
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this message?"
        description={`It will show as ‘Message deleted’ for you and ${firstName}.`}
        busy={deleteMessage.isPending}
        onConfirm={() =>
          deleting &&
          deleteMessage.mutate(deleting.id, {
            onError: (error) => notify.error(errorMessage(error)),
            onSettled: () => setDeleting(null),
          })
        }
      />
      <ConfirmRemove
        open={hiding}
        onClose={() => setHiding(false)}
        title="Delete this conversation?"
        description={`It goes from your list of messages. ${firstName} keeps their copy; if either of you writes again, it comes back with only the new messages.`}
        confirmLabel="Delete conversation"
        busy={hide.isPending}
        onConfirm={() =>
          hide.mutate(undefined, {
            onSuccess: (result) => {
              notify.success(result.message);
              void navigate(ROUTES.messages);
            },
            onError: (error) => notify.error(errorMessage(error)),
            onSettled: () => setHiding(false),
          })
        }
      />
    </Card>
  );
}

function minutesBetween(a: Message, b: Message): number {
  return Math.abs(new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime()) / 60_000;
}

function groupByDay(messages: Message[]): Array<{ key: string; messages: Message[] }> {
  const days: Array<{ key: string; messages: Message[] }> = [];
  for (const message of messages) {
    const key = dayKey(message.createdAt);
    const day = days.at(-1);
    if (day?.key === key) day.messages.push(message);
    else days.push({ key, messages: [message] });
  }
  return days;
}

function MessageRow({
  message,
  mine,
  senderName,
  showTime,
  status,
  items,
}: {
  message: Message;
  mine: boolean;
  senderName: string;
  showTime: boolean;
  status: MessageStatus | null;
  items: MenuButtonItem[];
}) {
  const deleted = Boolean(message.deletedAt);
  const time = formatMessageTime(message.createdAt);
  return (
    <li data-message={message.seq} className={cn('group/message flex items-end gap-1.5', mine ? 'flex-row-reverse' : 'flex-row')}>
      <div className={cn('flex max-w-[85%] flex-col sm:max-w-[70%]', mine ? 'items-end' : 'items-start')}>
        <div
          className={cn(
            'rounded-[1.25rem] px-4 py-2.5 text-[0.95rem] leading-6 whitespace-pre-wrap [overflow-wrap:anywhere]',
            deleted
              ? 'border border-dashed border-ink/20 bg-transparent text-stone italic'
              : mine
                ? 'surface-dark rounded-br-md bg-ink text-cream'
                : 'rounded-bl-md border border-line bg-paper text-ink shadow-[0_1px_2px_rgb(13_12_11/0.05)]',
          )}
        >
          <span className="sr-only">{senderName}: </span>
          {deleted ? <p>Message deleted</p> : <MessageText text={message.body} />}
        </div>
        {showTime || status ? (
          <p className="mt-1 flex items-center gap-1.5 px-1 text-[0.7rem] text-stone">
            {showTime ? (
              <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
                {time}
              </time>
            ) : null}
            {status ? <StatusMark status={status} /> : null}
          </p>
        ) : null}
      </div>
      {items.length ? (
        <div className="mb-6 opacity-100 transition-opacity sm:opacity-0 sm:group-focus-within/message:opacity-100 sm:group-hover/message:opacity-100">
          <MenuButton
            label={`Options for ${mine ? 'your' : `${senderName}’s`} message sent at ${time}`}
            items={items}
            buttonClassName="grid size-8 place-items-center rounded-full text-stone transition hover:bg-ink/[0.06] hover:text-ink data-[state=open]:bg-ink/[0.06]"
            menuClassName="w-52 animate-rise rounded-2xl border border-line bg-paper p-2 shadow-lift"
          >
            <MoreHorizontal className="size-4" aria-hidden="true" />
          </MenuButton>
        </div>
      ) : null}
    </li>
  );
}

function StatusMark({ status }: { status: MessageStatus }) {
  const Icon = status === 'Sent' ? Check : CheckCheck;
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center gap-1 font-medium', status === 'Read' ? 'text-brand-deep' : 'text-stone')}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {status}
    </span>
  );
}
