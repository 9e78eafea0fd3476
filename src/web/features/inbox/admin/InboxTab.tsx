// The dashboard's Conversations tab (spec 2.5 tab 3): Pending, Answered and Archive, newest first and
// paged by the server; answer, archive and unarchive; 'Show all message details' in Pending; CSV
// exports of the current view or of everything; and browser notifications for new questions. The FAQ
// view and each question's FAQ action are the answers feature's, given by the dashboard (app/admin).
import * as Tabs from '@radix-ui/react-tabs';
import { Archive, BookOpenCheck, Download, Inbox, MessagesSquare, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Conversation } from '../../../../common/contracts/ask';
import {
  ADMIN_CONVERSATION_VIEWS,
  INBOX_TOASTS,
  type AdminConversationView,
  type ConversationExportView,
} from '../../../../common/contracts/inbox';
import { NotificationsControl } from '../../../components/NotificationsControl';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { EmptyState, LoadFailed } from '../../../components/ui/ListStates';
import { PagedCardList } from '../../../components/ui/PagedCardList';
import { PanelHeading } from '../../../components/ui/PanelHeading';
import { LoadingState } from '../../../components/ui/Spinner';
import { Switch } from '../../../components/ui/Switch';
import { useLastPage } from '../../../components/ui/use-last-page';
import { useDashboardSummary } from '../../../lib/dashboard-summary';
import { useRefreshInbox } from '../../../lib/inbox-refresh';
import { notify } from '../../../lib/notify';
import { useCsvExport } from '../../../lib/use-csv-export';
import { downloadConversationsCsv, useAdminConversations, useResponseTimes } from './api';
import { InboxEntry } from './InboxEntry';
import { ResponseTimes } from './ResponseTimes';

/** The three lists of questions, and what members read in Answers from the team. */
type InboxView = AdminConversationView | 'faq';
const INBOX_VIEWS: readonly InboxView[] = [...ADMIN_CONVERSATION_VIEWS, 'faq'];
const VIEW_LABELS: Record<InboxView, string> = { pending: 'Pending', answered: 'Answered', archived: 'Archive', faq: 'FAQ' };

const LOAD_FAILED: Record<AdminConversationView, string> = {
  pending: INBOX_TOASTS.loadPendingFailed,
  answered: INBOX_TOASTS.loadAnsweredFailed,
  archived: INBOX_TOASTS.loadArchivedFailed,
};

const EMPTY: Record<AdminConversationView, { icon: LucideIcon; title: string; text: string }> = {
  pending: { icon: Inbox, title: 'No pending conversations', text: 'New questions from members appear here, newest first.' },
  answered: {
    icon: MessagesSquare,
    title: 'No answered conversations',
    text: 'Questions you answer move here until you archive them.',
  },
  archived: {
    icon: Archive,
    title: 'The archive is empty',
    text: 'Archived conversations are kept here and can be restored at any time.',
  },
};

/** A push (a new question, among others), relayed by the service worker to open pages (public/sw.js). */
function useRefreshOnPush(refresh: () => unknown) {
  useEffect(() => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === 'push') refresh();
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [refresh]);
}

/** 'Export Current' exports the list shown; the FAQ view has none, so only 'Export All' is offered there. */
function ExportButtons({ view }: { view: AdminConversationView | null }) {
  const { exporting, exportCsv: run } = useCsvExport({
    download: (target: ConversationExportView) => downloadConversationsCsv(target),
    nothingMessage: INBOX_TOASTS.noConversationsToExport,
    failedMessage: INBOX_TOASTS.exportConversationsFailed,
    feature: 'inbox',
  });
  const busy = exporting?.target ?? null;
  return (
    <div className={cn('grid gap-2 sm:flex sm:flex-wrap', view ? 'grid-cols-2' : 'grid-cols-1')}>
      {view ? (
        <Button
          variant="outline"
          size="sm"
          busy={busy === view}
          busyLabel="Exporting..."
          disabled={busy !== null}
          onClick={() => run(view)}
        >
          <Download className="size-4" aria-hidden="true" />
          Export Current
        </Button>
      ) : null}
      <Button
        variant="dark"
        size="sm"
        busy={busy === 'all'}
        busyLabel="Exporting..."
        disabled={busy !== null}
        onClick={() => run('all')}
      >
        <Download className="size-4" aria-hidden="true" />
        Export All
      </Button>
    </div>
  );
}

const WAITING_TICK_MS = 60_000;

/** The time now, moved on every minute, so the pending list's waiting times keep up between refreshes. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), WAITING_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** An answer just sent: which entry, where it stood, and when (a later, unrelated refresh must not move focus). */
type Answered = { id: string; index: number; at: number };
const ANSWER_FOCUS_WINDOW_MS = 30_000;

/** What the answers feature adds to the inbox: an answered question's FAQ action, and the FAQ view. */
type FaqSlots = {
  renderFaqAction: (entry: Conversation) => ReactNode;
  faqView: ReactNode;
};

function ViewPanel({
  view,
  showDetails,
  renderFaqAction,
}: {
  view: AdminConversationView;
  showDetails: boolean;
  renderFaqAction: FaqSlots['renderFaqAction'];
}) {
  const [page, setPage] = useState(1);
  const query = useAdminConversations(view, page);
  const { data } = query;
  const now = useNow();
  // The target comes with the response times; until they arrive, entries show their waiting time alone.
  const targetHours = useResponseTimes().data?.targetHours;
  const panel = useRef<HTMLDivElement>(null);
  const answered = useRef<Answered | null>(null);
  const onAnswering = useCallback(
    (id: string) => {
      const index = data?.items.findIndex((item) => item.id === id) ?? -1;
      answered.current = { id, index: Math.max(0, index), at: Date.now() };
    },
    [data],
  );

  // 'Send Response' moves the entry to Answered, which takes its card (and the focus) away: focus the
  // entry that took its place, else the one before it, else the empty list, never the page's <body>.
  useEffect(() => {
    const sent = answered.current;
    if (!sent || !data || Date.now() - sent.at > ANSWER_FOCUS_WINDOW_MS) return;
    if (data.items.some((item) => item.id === sent.id)) return;
    answered.current = null;
    const next = data.items[Math.min(sent.index, data.items.length - 1)];
    const target = next
      ? panel.current?.querySelector<HTMLElement>(`[data-entry-id="${CSS.escape(next.id)}"]`)
      : panel.current?.querySelector<HTMLElement>('[data-inbox-empty]');
    target?.focus({ preventScroll: false });
  }, [data]);

  useEffect(() => {
    if (query.isError) notify.error(LOAD_FAILED[view]);
  }, [query.isError, query.errorUpdatedAt, view]);

  // After an answer or an archive empties the last page, step back to the page that still has entries.
  const lastPage = useLastPage(query, page, setPage);

  // A link to one question (?tab=conversations&entry=…, from the admin home, decision 039): the pending
  // list pages on until it shows the entry, then brings it into view and focuses it, once. An entry
  // answered meanwhile is simply not there: the list shows what still waits.
  const [searchParams] = useSearchParams();
  const requested = view === 'pending' ? searchParams.get('entry') : null;
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!requested || opened.current === requested || !data || query.isPlaceholderData) return;
    if (data.items.some((item) => item.id === requested)) {
      opened.current = requested;
      const target = panel.current?.querySelector<HTMLElement>(`[data-entry-id="${CSS.escape(requested)}"]`);
      target?.scrollIntoView({ block: 'center' });
      target?.focus({ preventScroll: true });
    } else if (data.page < lastPage) setPage(data.page + 1);
    else opened.current = requested;
  }, [requested, data, lastPage, query.isPlaceholderData]);

  if (query.isPending) return <LoadingState label="Loading conversations..." />;
  if (query.isError && !data) return <LoadFailed message={LOAD_FAILED[view]} read={query} />;
  if (!data || data.items.length === 0) {
    const empty = EMPTY[view];
    return (
      <div ref={panel}>
        <div data-inbox-empty tabIndex={-1} className="rounded-xl outline-none focus-visible:outline-2">
          <EmptyState icon={empty.icon} title={empty.title} boxed>
            {empty.text}
          </EmptyState>
        </div>
      </div>
    );
  }
  return (
    <PagedCardList
      ref={panel}
      list={query}
      label="Pages"
      onPage={setPage}
      // The entry the address names keeps a ring, so the eye finds it however it was opened.
      itemClassName={(entry) => entry.id === requested && 'rounded-2xl ring-2 ring-brand-deep ring-offset-4 ring-offset-cream'}
      renderItem={(entry) => (
        <InboxEntry
          entry={entry}
          view={view}
          showDetails={showDetails}
          onAnswering={onAnswering}
          waiting={view === 'pending' ? { now, targetHours } : undefined}
          faqAction={renderFaqAction(entry)}
        />
      )}
    />
  );
}

export function InboxTab({ renderFaqAction, faqView }: FaqSlots) {
  const [view, setView] = useState<InboxView>('pending');
  const [showDetails, setShowDetails] = useState(false);
  const pendingCount = useDashboardSummary()?.pendingConversations;
  const refresh = useRefreshInbox();
  useRefreshOnPush(refresh);

  return (
    <div className="space-y-6">
      <ResponseTimes />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-6 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <PanelHeading icon={MessagesSquare} title="Conversations" summary="Members’ questions and the team’s answers." />
          <ExportButtons view={view === 'faq' ? null : view} />
        </div>
        <div className="border-t border-line bg-cream/50 px-6 py-3 sm:px-8">
          <NotificationsControl />
        </div>
      </Card>

      <Tabs.Root value={view} onValueChange={(value) => setView(value as InboxView)}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Tabs.List
            aria-label="Conversation views"
            className="inline-flex w-full rounded-full border border-line bg-paper p-1 shadow-card sm:w-auto"
          >
            {INBOX_VIEWS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="flex h-10 flex-1 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold text-stone transition-colors hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-cream sm:flex-none sm:gap-2 sm:px-5"
              >
                {value === 'faq' ? <BookOpenCheck className="hidden size-4 sm:block" aria-hidden="true" /> : null}
                {VIEW_LABELS[value]}
                {value === 'pending' && pendingCount ? (
                  <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-[0.7rem] leading-5 font-bold text-white tabular-nums">
                    {pendingCount}
                    <span className="sr-only"> waiting for an answer</span>
                  </span>
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {view === 'pending' ? (
            <Switch checked={showDetails} onChange={setShowDetails} label="Show all message details" />
          ) : null}
        </div>
        {ADMIN_CONVERSATION_VIEWS.map((value) => (
          <Tabs.Content key={value} value={value} className="pt-6 outline-none focus-visible:outline-2">
            <ViewPanel view={value} showDetails={showDetails} renderFaqAction={renderFaqAction} />
          </Tabs.Content>
        ))}
        <Tabs.Content value="faq" className="pt-6 outline-none focus-visible:outline-2">
          {faqView}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
