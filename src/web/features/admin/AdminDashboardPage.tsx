// /admin/dashboard (spec 2.5): the frame of the five tabs. Each tab's tools arrive in later releases; the
// tabs say so plainly. Radix Tabs gives arrow-key navigation between them.
import * as Tabs from '@radix-ui/react-tabs';
import { Hourglass, Image, KeyRound, Link2, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { API } from '../../../common/routes';
import { Badge } from '../../components/ui/Badge';
import { api } from '../../lib/api';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { AdminHeader } from './AdminHeader';
import { MagicLinksTab } from './magic-links/MagicLinksTab';
import { ConversationsInbox } from './conversations/ConversationsInbox';
import { MembersLogTab } from './members-log/MembersLogTab';
import { SidebarUrlsTab } from './sidebar-urls/SidebarUrlsTab';
import { SpotlightTab } from './spotlight/SpotlightTab';

/** `planned` lists what a tab that is not built yet will do; built tabs render their own tools. */
type Tab = { value: string; label: string; icon: LucideIcon; summary: string; planned?: string[] };

const TABS: Tab[] = [
  {
    value: 'spotlight',
    label: 'Spotlight',
    icon: Image,
    summary: 'The carousel on the members’ home page.',
  },
  {
    value: 'sidebar',
    label: 'Sidebar URLs',
    icon: Link2,
    summary: 'Where each item of the member sidebar points.',
  },
  {
    value: 'conversations',
    label: 'Conversations',
    icon: MessagesSquare,
    summary: 'Members’ questions and the team’s answers.',
  },
  {
    value: 'members',
    label: 'Members Log',
    icon: Users,
    summary: 'Every member, searchable and exportable.',
  },
  {
    value: 'magic-links',
    label: 'Magic Links',
    icon: KeyRound,
    summary: 'Access requests and the one-time sign-up links they become.',
  },
];

type DashboardSummary = { pendingConversations: number; pendingAccessRequests: number };

/** The header's counts (spec 2.5), refreshed every 60 seconds (spec 9). A failure leaves the badges off. */
function useDashboardSummary(): Partial<DashboardSummary> {
  const query = useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: () => api<DashboardSummary>(API.adminSummary),
    refetchInterval: PENDING_REFRESH_MS,
    retry: false,
  });
  return query.data ?? {};
}

export const PENDING_REFRESH_MS = 60_000;

function CountBadge({ count, label, className }: { count?: number; label: string; className?: string }) {
  if (!count) return null;
  return (
    <span
      className={cn('inline-flex min-w-6 items-center justify-center rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white tabular-nums', className)}
    >
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

export function AdminDashboardPage() {
  const summary = useDashboardSummary();
  const pending = summary.pendingConversations;
  // The open tab lives in the address (?tab=conversations), so a notification or a shared link opens it.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const currentTab = TABS.some((tab) => tab.value === requested) ? requested! : TABS[0].value;
  useEffect(() => {
    document.title = pending ? `(${pending}) Admin Dashboard` : 'Admin Dashboard';
  }, [pending]);

  return (
    <div className="min-h-dvh bg-cream">
      <AdminHeader />
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-7xl px-4 pt-10 pb-20 outline-none sm:px-8 sm:pt-14">
        <div className="flex flex-wrap items-center gap-4">
          <h1 className="font-display text-4xl sm:text-5xl">Admin Dashboard</h1>
          <CountBadge count={pending} label="pending conversations" className="px-3 py-1 text-sm" />
        </div>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">Members, requests and content, in one place.</p>

        <Tabs.Root value={currentTab} onValueChange={(tab) => setSearchParams({ tab }, { replace: true })} className="mt-10">
          <Tabs.List
            aria-label="Dashboard sections"
            className="flex flex-wrap gap-2 sm:flex-nowrap sm:gap-1 sm:overflow-x-auto sm:border-b sm:border-line"
          >
            {TABS.map(({ value, label, icon: Icon }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className={cn(
                  'group relative flex h-10 shrink-0 items-center gap-2 rounded-full border border-line bg-paper px-4 text-sm font-semibold whitespace-nowrap text-stone transition-colors',
                  'hover:text-ink data-[state=active]:border-ink data-[state=active]:bg-ink data-[state=active]:text-cream',
                  'sm:-mb-px sm:h-12 sm:rounded-none sm:rounded-t-lg sm:border-0 sm:border-b-2 sm:border-transparent sm:bg-transparent',
                  'sm:data-[state=active]:border-brand-deep sm:data-[state=active]:bg-transparent sm:data-[state=active]:text-ink',
                )}
              >
                <Icon className="size-4 text-stone group-data-[state=active]:text-brand-bright sm:group-data-[state=active]:text-brand-deep" aria-hidden="true" />
                {label}
                {value === 'magic-links' ? <CountBadge count={summary.pendingAccessRequests} label="pending requests" /> : null}
                {value === 'conversations' ? <CountBadge count={pending} label="pending" /> : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} className="pt-8 outline-none focus-visible:outline-2">
              {tab.value === 'magic-links' ? (
                <MagicLinksTab />
              ) : tab.value === 'conversations' ? (
                <ConversationsInbox />
              ) : tab.value === 'members' ? (
                <MembersLogTab />
              ) : tab.value === 'sidebar' ? (
                <SidebarUrlsTab />
              ) : tab.value === 'spotlight' ? (
                <SpotlightTab />
              ) : (
                <TabFrame tab={tab} />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </main>
    </div>
  );
}

function TabFrame({ tab }: { tab: Tab }) {
  const Icon = tab.icon;
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-6 border-b border-line p-7 sm:flex-row sm:items-center sm:p-9">
        <div className="grid size-14 shrink-0 place-items-center rounded-2xl bg-ink text-brand-bright">
          <Icon className="size-6" aria-hidden="true" />
        </div>
        <div>
          <h2 className="font-display text-2xl sm:text-3xl">{tab.label}</h2>
          <p className="mt-1 text-stone">{tab.summary}</p>
        </div>
      </div>
      <div className="grid gap-8 p-7 sm:p-9 md:grid-cols-[1fr_1.2fr]">
        <div>
          <Badge tone="brand">
            <Hourglass className="mr-1.5 size-3" aria-hidden="true" />
            Not built yet
          </Badge>
          <p className="mt-4 leading-7 text-ink">
            The {tab.label} tools are not built yet. They arrive in a later release; nothing here changes any data today.
          </p>
        </div>
        <div>
          <p className="eyebrow text-stone">What it will do</p>
          <ul className="mt-4 space-y-3">
            {(tab.planned ?? []).map((line) => (
              <li key={line} className="flex gap-3 leading-7 text-ink">
                <span aria-hidden="true" className="mt-[0.7rem] size-1.5 shrink-0 rotate-45 bg-brand" />
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
