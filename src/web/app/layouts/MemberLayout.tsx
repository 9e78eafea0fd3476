// The member area's frame (spec 2.2): a fixed top bar, the sidebar (fixed from `lg`, a slide-over below),
// the Ask bar docked at the bottom on small screens and the page. The frame runs the Ask reply poll once for
// every page and shares its count (src/web/lib/new-replies): the sidebar's Ask item, the menu button and
// the Ask bar carry it, as does the tab's title, and pages (the dashboard's notice, the chat)
// read it. It also holds the tab's live stream (src/web/lib/live.ts, decision 023; ./live-news.ts): a
// reply, a connection request or acceptance, or a change to an event the member is going to refreshes
// what it changed at once, with a toast, and the reply poll rests while the stream is open. The sidebar's
// Connections item carries the count of connection requests waiting for an answer (the connections
// feature's summary, refreshed every minute), and its Messages item the unread messages (the conversations
// feature's count, which the live stream keeps current; polled without it), which the tab's title counts
// too. The bell (the notifications feature) counts what is unread.
import {
  Bell,
  Briefcase,
  CalendarDays,
  CircleHelp,
  History,
  House,
  LogOut,
  Mail,
  Menu,
  MessageCircle,
  MessageSquareText,
  Newspaper,
  ShieldCheck,
  Sparkles,
  UserRound,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { DEFAULT_SIDEBAR_LINKS, isExternalTarget, ROUTES, type SidebarLinkKey } from '../../../common/routes';
import { BrandLockup } from '../../components/BrandLockup';
import { buttonClasses } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { CountBadge } from '../../components/ui/CountBadge';
import { MenuButton, type MenuButtonItem } from '../../components/ui/MenuButton';
import { Sheet } from '../../components/ui/Sheet';
import { SkipLink } from '../../components/ui/SkipLink';
import { LoadingState } from '../../components/ui/Spinner';
import { readStoredUser } from '../../lib/browser-storage';
import { ownPhotoQueryOptions } from '../../lib/own-photo';
import { useAskLabel, useConfig } from '../../lib/config';
import { newRepliesLabel, NewRepliesProvider, useNewReplies, useNewRepliesInTitle } from '../../lib/new-replies';
import { isInside, useMe, useSession } from '../../lib/session';
import { requestsWaitingLabel, useConnectionSummary } from '../../features/connections/api';
import { unreadMessagesLabel, useUnreadMessages } from '../../features/conversations/news';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { useReplyStatus } from '../../features/ask/reply-poll';
import { useLiveNews } from './live-news';
import { useSidebarLinks } from './sidebar-links';
import { TargetLink } from '../../components/TargetLink';

/** The top bar changes style once the page has scrolled more than this (spec 9). */
const SCROLL_THRESHOLD_PX = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

function AccountMenu() {
  const me = useMe();
  const { brand } = useConfig();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const email = me.user?.email ?? readStoredUser(brand.shortName)?.email ?? '';
  const initial = (email.trim()[0] ?? '?').toUpperCase();
  // The member's own photo in place of the initial (decision 044); an account without a member row has none.
  const photo = useQuery({ ...ownPhotoQueryOptions(), enabled: Boolean(me.user?.attendeeId) });
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const photoUrl = photo.data?.photoUrl && photo.data.photoUrl !== failedUrl ? photo.data.photoUrl : null;
  const icon = 'size-4 text-brand-deep';
  const items: MenuButtonItem[] = [
    ...(me.kind === 'admin'
      ? [
          {
            key: 'admin',
            label: 'Admin Dashboard',
            icon: <ShieldCheck className={icon} aria-hidden="true" />,
            onSelect: () => void navigate(ROUTES.adminDashboard),
          },
        ]
      : []),
    {
      key: 'profile',
      label: 'Profile',
      icon: <UserRound className={icon} aria-hidden="true" />,
      onSelect: () => void navigate(ROUTES.profile),
    },
    {
      key: 'logout',
      label: 'Logout',
      icon: <LogOut className={icon} aria-hidden="true" />,
      onSelect: () => void signOut(ROUTES.home),
    },
  ];
  return (
    <MenuButton
      label={`Account menu for ${email}`}
      items={items}
      buttonClassName="grid size-10 place-items-center rounded-full bg-brand font-display text-lg text-ink shadow-[inset_0_1px_0_rgb(255_255_255/0.3)] transition hover:bg-brand-bright data-[state=open]:ring-2 data-[state=open]:ring-brand-bright/60 data-[state=open]:ring-offset-2 data-[state=open]:ring-offset-ink"
      menuClassName="w-72 animate-rise rounded-2xl border border-line bg-paper p-2 shadow-lift"
      header={
        <div className="border-b border-line px-3 pt-2 pb-3 mb-1">
          <span className="eyebrow block text-stone">Signed in as</span>
          <span className="mt-1.5 block truncate text-sm font-semibold text-ink">{email}</span>
        </div>
      }
    >
      {photoUrl ? (
        <img src={photoUrl} alt="" onError={() => setFailedUrl(photoUrl)} className="size-10 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </MenuButton>
  );
}

function TopBar({ onOpenMenu, menuOpen, unreadMessages }: { onOpenMenu: () => void; menuOpen: boolean; unreadMessages: number }) {
  const me = useMe();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const newReplies = useNewReplies() ?? 0;
  // The menu's button carries what its items do: the replies and the unread messages.
  const waiting = [
    newReplies > 0 ? newRepliesLabel(newReplies) : null,
    unreadMessages > 0 ? unreadMessagesLabel(unreadMessages) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'surface-dark fixed inset-x-0 top-0 z-40 h-16 border-b text-cream transition-[background-color,box-shadow,border-color] duration-300',
        scrolled
          ? 'border-brand/30 bg-ink/90 shadow-[0_12px_32px_-14px_rgb(0_0_0/0.7)] backdrop-blur-md'
          : 'border-ink-line bg-ink',
      )}
    >
      <div className="flex h-full items-center gap-2 px-3 sm:px-5 lg:px-6">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={waiting ? `Open navigation, ${waiting}` : 'Open navigation'}
          aria-expanded={menuOpen}
          className="relative grid size-11 shrink-0 place-items-center rounded-full text-cream transition hover:bg-cream/10 lg:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
          {newReplies + unreadMessages > 0 ? (
            <CountBadge count={newReplies + unreadMessages} className="absolute top-0 right-0 ring-2 ring-ink" />
          ) : null}
        </button>
        <BrandLockup className="mr-auto max-w-[13rem] sm:max-w-none" />
        {isInside(me.kind) ? <NotificationBell /> : null}
        {me.user ? (
          <AccountMenu />
        ) : (
          <Link to={ROUTES.login} className={buttonClasses('primary', 'sm')}>
            Login
          </Link>
        )}
      </div>
    </header>
  );
}

type SidebarItem = { key: SidebarLinkKey; label: string; icon: LucideIcon; alsoActiveOn?: string[] };

function useSidebarItems(): SidebarItem[] {
  const askLabel = useAskLabel();
  return [
    { key: 'askFmc', label: askLabel, icon: MessageSquareText, alsoActiveOn: [ROUTES.userChat, ROUTES.answers] },
    { key: 'upcomingEvents', label: 'UPCOMING EVENTS', icon: CalendarDays },
    { key: 'pastEvents', label: 'PAST EVENTS', icon: History },
    { key: 'newsletters', label: 'NEWSLETTERS', icon: Newspaper, alsoActiveOn: [ROUTES.newsletter] },
    { key: 'aiTools', label: 'AI TOOLS', icon: Sparkles },
    { key: 'openRoles', label: 'OPEN ROLES', icon: Briefcase },
    { key: 'contact', label: 'CONTACT', icon: Mail },
  ];
}

const PLACEHOLDER_KEYS: ReadonlySet<SidebarLinkKey> = new Set<SidebarLinkKey>();

function isActiveTarget(pathname: string, target: string, alsoActiveOn: string[] = []): boolean {
  if (isExternalTarget(target)) return false;
  const path = target.split(/[?#]/)[0];
  return pathname === path || pathname.startsWith(`${path}/`) || alsoActiveOn.includes(pathname);
}

const navItemClass = (active: boolean) =>
  cn(
    'group relative flex h-11 items-center gap-3.5 rounded-xl px-4 text-[0.72rem] font-semibold tracking-[0.16em] uppercase transition-colors',
    active ? 'bg-cream/[0.07] text-brand-bright' : 'text-cream/80 hover:bg-cream/[0.04] hover:text-cream',
  );

function SidebarNav({ onNavigate, unreadMessages }: { onNavigate?: () => void; unreadMessages: number }) {
  const items = useSidebarItems();
  const links = useSidebarLinks();
  const { pathname } = useLocation();
  const me = useMe();
  const { brand, links: configLinks } = useConfig();
  const contactEmail = configLinks.contactEmail;
  const newReplies = useNewReplies() ?? 0;
  // Requests waiting for the member's answer: the same query (and 60-second refresh) as the dashboard's notice.
  const connections = useConnectionSummary({ enabled: isInside(me.kind) });
  const openRequests = isInside(me.kind) ? (connections.data?.openRequests ?? 0) : 0;
  return (
    <div className="flex h-full flex-col">
      <nav aria-label="Member" className="px-3 pt-5">
        <ul className="space-y-1">
          {items.map(({ key, label, icon: Icon, alsoActiveOn }) => {
            const target = links[key];
            // The default CONTACT page is for writing to the organisers: hidden until they set CONTACT_EMAIL.
            if (key === 'contact' && !contactEmail && target === DEFAULT_SIDEBAR_LINKS.contact) return null;
            // A 'Coming Soon' placeholder is reachable by address, not advertised until the organisers point
            // it somewhere real (decision 041). None is now: OPEN ROLES (decision 069) and AI TOOLS (decision
            // 071) are real pages.
            if (PLACEHOLDER_KEYS.has(key) && target === DEFAULT_SIDEBAR_LINKS[key]) return null;
            const active = isActiveTarget(pathname, target, alsoActiveOn);
            return (
              <li key={key}>
                <TargetLink
                  target={target}
                  className={navItemClass(active)}
                  onNavigate={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  aria-label={key === 'askFmc' && newReplies > 0 ? `${label}, ${newRepliesLabel(newReplies)}` : undefined}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute inset-y-2.5 left-0 w-0.5 rounded-full bg-brand transition-opacity',
                      active ? 'opacity-100' : 'opacity-0',
                    )}
                  />
                  <Icon
                    className={cn('size-[1.05rem] shrink-0', active ? 'text-brand-bright' : 'text-mist group-hover:text-cream')}
                    aria-hidden="true"
                  />
                  {label}
                  {key === 'askFmc' && newReplies > 0 ? <CountBadge count={newReplies} className="ml-auto" /> : null}
                </TargetLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {isInside(me.kind) ? (
        <nav aria-label="Your account" className="mt-6 border-t border-ink-line px-3 pt-5">
          <p className="eyebrow px-4 pb-2 text-mist/80">Your space</p>
          <ul className="space-y-1">
            {[
              { to: ROUTES.home, label: 'Home', icon: House },
              // The members' directory (issue 33).
              { to: ROUTES.members, label: 'Members', icon: UsersRound },
              {
                to: ROUTES.connections,
                label: 'Connections',
                icon: Users,
                count: openRequests,
                countLabel: requestsWaitingLabel,
              },
              // Private messages (issue 35), beside the connections they are with.
              {
                to: ROUTES.messages,
                label: 'Messages',
                icon: MessageCircle,
                count: unreadMessages,
                countLabel: unreadMessagesLabel,
              },
              // Open questions members answer (issue 36).
              { to: ROUTES.questions, label: 'Questions', icon: CircleHelp },
              // The bell in the top bar carries the unread count; here the page is one entry among the member's own.
              { to: ROUTES.notifications, label: 'Notifications', icon: Bell },
              { to: ROUTES.profile, label: 'Profile', icon: UserRound },
            ].map(({ to, label, icon: Icon, count = 0, countLabel }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={onNavigate}
                  className={({ isActive }) => navItemClass(isActive)}
                  end={to === ROUTES.home}
                  aria-label={count > 0 && countLabel ? `${label}, ${countLabel(count)}` : undefined}
                >
                  {({ isActive }) => (
                    <>
                      <Icon
                        className={cn('size-[1.05rem] shrink-0', isActive ? 'text-brand-bright' : 'text-mist')}
                        aria-hidden="true"
                      />
                      {label}
                      {count > 0 ? <CountBadge count={count} className="ml-auto" /> : null}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-auto px-7 pt-8 pb-6 text-[0.7rem] leading-5 text-mist/80">
        <p>
          © {new Date().getFullYear()} {brand.shortName}
        </p>
        <Link
          to={ROUTES.privacyPolicy}
          onClick={onNavigate}
          className="rounded underline-offset-4 hover:text-cream hover:underline"
        >
          Privacy Policy
        </Link>
      </div>
    </div>
  );
}

/**
 * Whether the Ask bar shows on this page: small screens, every page except those that offer their own
 * way to ask (the chat, the team's answers, and the home with its 'Have a question' card), where it would
 * only repeat it.
 */
const PAGES_WITH_THEIR_OWN_ASK: readonly string[] = [
  ROUTES.home,
  ROUTES.userDashboard,
  ROUTES.chat,
  ROUTES.userChat,
  ROUTES.answers,
];
/** A conversation (/messages/:id) has its composer at the foot of the screen, where the bar would cover it. */
const showsAskBar = (pathname: string) =>
  !PAGES_WITH_THEIR_OWN_ASK.includes(pathname) && !pathname.startsWith(`${ROUTES.messages}/`);

/**
 * Small screens, every page but those above: a shortcut to Ask (spec 2.2), docked to the bottom of the
 * screen on a solid bar of its own (issue 32: a floating button covered controls such as 'Add to
 * calendar'). The page keeps room for the bar at its end (the main's bottom padding), so the last of the
 * content scrolls clear of it; toasts rise above it (the root's `data-ask-bar`, which sets
 * `--ask-bar-height` in styles.css, read by the Toaster).
 */
function AskBar() {
  const links = useSidebarLinks();
  const label = useAskLabel();
  const newReplies = useNewReplies() ?? 0;
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.askBar = '';
    return () => {
      delete root.dataset.askBar;
    };
  }, []);
  return (
    <nav
      aria-label={`${label} shortcut`}
      className="surface-dark fixed inset-x-0 bottom-0 z-30 h-[var(--ask-bar-height)] border-t border-ink-line bg-ink px-4 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] shadow-[0_-12px_32px_-18px_rgb(13_12_11/0.6)] lg:hidden"
    >
      <TargetLink
        target={links.askFmc}
        aria-label={newReplies > 0 ? `${label}, ${newRepliesLabel(newReplies)}` : undefined}
        className="mx-auto flex h-12 max-w-md items-center justify-center gap-2.5 rounded-full bg-brand px-6 text-[0.75rem] font-semibold tracking-[0.16em] text-ink transition hover:bg-brand-bright"
      >
        <MessageSquareText className="size-5" aria-hidden="true" />
        {label}
        {newReplies > 0 ? <CountBadge count={newReplies} className="ring-2 ring-brand" /> : null}
      </TargetLink>
    </nav>
  );
}

export function MemberLayout({ children }: { children?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const me = useMe();
  const inside = isInside(me.kind);
  // One poll for the whole member area, resting while the live stream is open; none for a signed-out
  // visitor on a placeholder page.
  const live = useLiveNews(inside, pathname);
  const replies = useReplyStatus({ enabled: inside, live });
  const newReplies = inside ? (replies.data?.newReplies ?? null) : null;
  const unread = useUnreadMessages({ enabled: inside, live });
  const unreadMessages = inside ? (unread.data?.count ?? 0) : 0;
  // The tab's title counts what waits for the member: the team's replies and the messages unread.
  useNewRepliesInTitle(newReplies === null && unreadMessages === 0 ? null : (newReplies ?? 0) + unreadMessages);
  const askBar = showsAskBar(pathname);

  return (
    <NewRepliesProvider count={newReplies}>
      <div className="min-h-dvh bg-cream">
        <SkipLink />
        <TopBar onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} unreadMessages={unreadMessages} />
        <aside
          aria-label="Sidebar"
          data-member-sidebar
          className="surface-dark fixed top-16 bottom-0 left-0 z-30 hidden w-64 overflow-y-auto border-r border-ink-line bg-ink text-cream lg:block"
        >
          <SidebarNav unreadMessages={unreadMessages} />
        </aside>
        <Sheet open={menuOpen} onOpenChange={setMenuOpen} side="left" title="Menu" description="Member area navigation">
          <SidebarNav onNavigate={() => setMenuOpen(false)} unreadMessages={unreadMessages} />
        </Sheet>
        <main id="main-content" tabIndex={-1} className="min-h-dvh pt-16 outline-none lg:pl-64">
          <div
            className={cn(
              'mx-auto w-full max-w-6xl px-5 pt-8 sm:px-8 lg:px-12 lg:pt-12 lg:pb-16',
              // Room for the Ask bar (its height, the home indicator's included) and a gap.
              askBar ? 'pb-[calc(var(--ask-bar-height)+2.5rem)]' : 'pb-12',
            )}
          >
            <Suspense fallback={<LoadingState />}>{children ?? <Outlet />}</Suspense>
          </div>
        </main>
        {askBar ? <AskBar /> : null}
      </div>
    </NewRepliesProvider>
  );
}
