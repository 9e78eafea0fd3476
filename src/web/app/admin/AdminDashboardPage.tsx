// /admin/dashboard (spec 2.5, with the Newsletters and Events tabs NOTES.md adds, and the admin home of
// decision 039 first): one tab per tool; the tabs say so plainly. Radix Tabs gives arrow-key navigation
// between them; at phone width the strip becomes a menu (DashboardTabMenu). The frame is here; each tab's
// panel is its feature's (features/<name>/admin/).
import * as Tabs from '@radix-ui/react-tabs';
import {
  BellRing,
  CalendarDays,
  Flag,
  HeartPulse,
  History,
  Image,
  KeyRound,
  Link2,
  MessagesSquare,
  Newspaper,
  Sparkles,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '../../components/ui/cn';
import { ActivityTab } from '../../features/activity/admin/ActivityTab';
import { NeedsAttentionPanel } from '../../features/attention/admin/NeedsAttentionPanel';
import { AccessRequestsTab } from '../../features/access-requests/admin/AccessRequestsTab';
import { FaqAction } from '../../features/answers/admin/FaqAction';
import { FaqEntries } from '../../features/answers/admin/FaqEntries';
import { CommunityHealthTab } from '../../features/community-health/admin/CommunityHealthTab';
import { OffersAndAsksCard } from '../../features/community-health/admin/OffersAndAsksCard';
import { OpenQuestionsCard } from '../../features/community-health/admin/OpenQuestionsCard';
import { IntroductionsPanel } from '../../features/connections/admin/IntroductionsPanel';
import { MemberConnectionsCount } from '../../features/connections/admin/MemberConnectionsCount';
import { MessageMemberRow } from '../../features/conversations/admin/MessageMemberRow';
import { SidebarUrlsTab } from '../../features/content/admin/SidebarUrlsTab';
import { SpotlightTab } from '../../features/content/admin/SpotlightTab';
import { EventsTab } from '../../features/events/admin/EventsTab';
import { TimeZoneCard } from '../../features/time-zone/TimeZoneCard';
import { InboxTab } from '../../features/inbox/admin/InboxTab';
import { MembersLogTab } from '../../features/members/admin/MembersLogTab';
import { ReportsTab } from '../../features/message-reports/admin/ReportsTab';
import { AiToolsTab } from '../../features/ai-tools/admin/AiToolsTab';
import { NewslettersTab } from '../../features/posts/admin';
import { TopicsPanel } from '../../features/topics/admin/TopicsPanel';
import { useDashboardSummary } from '../../lib/dashboard-summary';
import { useAdminLive } from './use-admin-live';
import { AdminFrame } from './AdminFrame';
import { DashboardTabMenu } from './DashboardTabMenu';

/** A tab: its name in the address (?tab=), its label and icon, and the feature's panel it shows. */
export type Tab = { value: string; label: string; icon: LucideIcon; summary: string; Panel: ComponentType };

const TABS: Tab[] = [
  {
    value: 'attention',
    label: 'Needs attention',
    icon: BellRing,
    summary: 'What is waiting for you: questions, access requests and this week’s events.',
    Panel: NeedsAttentionPanel,
  },
  {
    value: 'spotlight',
    label: 'Spotlight',
    icon: Image,
    summary: 'The carousel on the members’ home page.',
    Panel: SpotlightTab,
  },
  {
    value: 'sidebar',
    label: 'Sidebar URLs',
    icon: Link2,
    summary: 'Where each item of the member sidebar points.',
    Panel: SidebarUrlsTab,
  },
  {
    value: 'conversations',
    label: 'Conversations',
    icon: MessagesSquare,
    summary: 'Members’ questions and the team’s answers.',
    // Answers from the team lives inside it: each question's FAQ action, and the FAQ view.
    Panel: () => <InboxTab renderFaqAction={(entry) => <FaqAction entry={entry} />} faqView={<FaqEntries />} />,
  },
  {
    value: 'reports',
    label: 'Reports',
    icon: Flag,
    summary: 'Messages members reported, each with the few before it, and your decisions.',
    Panel: ReportsTab,
  },
  {
    value: 'members',
    label: 'Members Log',
    icon: Users,
    summary: 'Every member, searchable and exportable.',
    // A member's detail lists their connections count (the connections feature's) and offers to write to
    // them (the conversations feature's Message).
    Panel: () => (
      <MembersLogTab
        detailRows={(attendeeId) => (
          <>
            <MemberConnectionsCount attendeeId={attendeeId} />
            <MessageMemberRow attendeeId={attendeeId} />
          </>
        )}
      />
    ),
  },
  {
    value: 'magic-links',
    label: 'Magic Links',
    icon: KeyRound,
    summary: 'Access requests and the one-time sign-up links they become.',
    Panel: AccessRequestsTab,
  },
  {
    value: 'newsletters',
    label: 'Newsletters',
    icon: Newspaper,
    summary: 'What members read in Newsletters.',
    Panel: NewslettersTab,
  },
  {
    value: 'events',
    label: 'Events',
    icon: CalendarDays,
    summary: 'The Cultural Salons members see.',
    Panel: () => <EventsTab settings={<TimeZoneCard />} />,
  },
  {
    value: 'ai-tools',
    label: 'AI Tools',
    icon: Sparkles,
    summary: 'Tools members suggest, the library they use, and its categories.',
    Panel: AiToolsTab,
  },
  {
    value: 'introductions',
    label: 'Introductions',
    icon: UserPlus,
    summary: 'Members asking to meet, and how often both agree.',
    Panel: IntroductionsPanel,
  },
  {
    value: 'health',
    label: 'Health',
    icon: HeartPulse,
    summary: 'How the community is joining, meeting and coming back, and what members offer and ask.',
    // What members offer and ask sits beside the topics they pick from (decision 046): an ask many share is
    // a topic to add.
    Panel: () => (
      <div className="grid gap-8">
        <CommunityHealthTab />
        <div className="grid items-start gap-8 xl:grid-cols-2">
          <OffersAndAsksCard />
          <OpenQuestionsCard />
          <TopicsPanel />
        </div>
      </div>
    ),
  },
  { value: 'activity', label: 'Activity', icon: History, summary: 'Who did what, and when.', Panel: ActivityTab },
];

/** A tab's count: the number, with what it counts for screen readers ('3 pending requests'). */
export function CountBadge({ count, label, className }: { count?: number; label: string; className?: string }) {
  if (!count) return null;
  return (
    <span
      className={cn(
        'inline-flex min-w-6 items-center justify-center rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white tabular-nums',
        className,
      )}
    >
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/** Beside the title: '3 pending', which opens the Conversations tab where they wait. */
function PendingBadge({ count, onOpen }: { count?: number; onOpen: () => void }) {
  if (!count) return null;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${count} pending ${count === 1 ? 'conversation' : 'conversations'}: open Conversations`}
      className="inline-flex h-9 items-center gap-2 rounded-full bg-danger px-3.5 text-sm font-semibold text-white shadow-card transition-colors hover:bg-danger/90"
    >
      <MessagesSquare className="size-4" aria-hidden="true" />
      <span className="tabular-nums">{count}</span> pending
    </button>
  );
}

export function AdminDashboardPage() {
  useAdminLive();
  const summary = useDashboardSummary();
  const pending = summary?.pendingConversations;
  // The open tab lives in the address (?tab=conversations), so a notification or a shared link opens it.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const currentTab = TABS.some((tab) => tab.value === requested) ? requested! : TABS[0].value;
  useEffect(() => {
    document.title = pending ? `(${pending}) Admin Dashboard` : 'Admin Dashboard';
  }, [pending]);
  // In the strip the badges are narrower, so eleven tabs keep to one line at 1280 px.
  const countOf = (tab: string, className?: string) =>
    tab === 'magic-links' ? (
      <CountBadge count={summary?.pendingAccessRequests} label="pending requests" className={className} />
    ) : tab === 'conversations' ? (
      <CountBadge count={pending} label="pending" className={className} />
    ) : null;
  // Where the strip scrolls sideways, the open tab is brought into it (a link may open the last one).
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabList.current?.querySelector<HTMLElement>('[data-state="active"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [currentTab]);

  return (
    <AdminFrame width="wide">
      <div className="flex flex-wrap items-center gap-4">
        <h1 className="font-display text-4xl sm:text-5xl">Admin Dashboard</h1>
        <PendingBadge count={pending} onOpen={() => setSearchParams({ tab: 'conversations' }, { replace: true })} />
      </div>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">Members, requests and content, in one place.</p>

      <Tabs.Root value={currentTab} onValueChange={(tab) => setSearchParams({ tab }, { replace: true })} className="mt-10">
        {/* At phone width thirteen tabs would wrap into rows that fill the screen: a menu holds them there. */}
        <DashboardTabMenu
          tabs={TABS}
          current={currentTab}
          onChoose={(tab) => setSearchParams({ tab }, { replace: true })}
          countOf={countOf}
        />
        <Tabs.List
          ref={tabList}
          aria-label="Dashboard sections"
          className="hidden sm:flex sm:flex-nowrap sm:overflow-x-auto sm:overscroll-x-contain sm:border-b sm:border-line"
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                'group relative -mb-px flex h-12 shrink-0 items-center gap-1.5 rounded-t-lg border-b-2 border-transparent px-1 text-[0.8125rem] font-semibold whitespace-nowrap text-stone transition-colors 2xl:gap-2 2xl:px-4 2xl:text-sm',
                'hover:text-ink data-[state=active]:border-brand-deep data-[state=active]:text-ink',
                // The strip scrolls sideways, which clips anything outside it: the ring is drawn inside the
                // tab, above its underline, so all four sides stay visible.
                'focus-visible:outline-offset-[-5px]',
              )}
            >
              {/* Thirteen tabs fit one line at 1280 px with their names alone, a little smaller: the icons and
                  the full size show on screens of 1536 px and more. */}
              <Icon className="size-4 text-stone group-data-[state=active]:text-brand-deep max-2xl:hidden" aria-hidden="true" />
              {label}
              {countOf(value, 'min-w-5 px-1.5')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="pt-8 outline-none focus-visible:outline-2">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </AdminFrame>
  );
}
