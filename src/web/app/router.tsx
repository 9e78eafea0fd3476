// The route table of spec 2.1. The public pages, the member area and the admin area are separate chunks:
// the member and admin areas are loaded only once a guard has let the caller in, so a visitor never
// downloads them, and the public pages only when one is shown, so the member home does not (decision 048).
import { lazy, Suspense, useRef, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { ROUTES } from '../../common/routes';
import { isInside, useMe, useSession } from '../lib/session';
import { AdminOnly, AdminRoute, FullPageLoading, loginRedirectState, MemberRoute, PublicOnlyRoute } from './guards';
import { AuthLayout } from './layouts/AuthLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { Root, RouteErrorPage } from './Root';

/** The component `name` of a module that is loaded when it first renders. */
function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// Public pages: a chunk shared with the light public site (decision 014), which the member home never needs;
// their frame (PublicLayout) is in the main bundle, so it is drawn at once and holds the page's loading state.
const publicPages = () => import('./public-pages');
const LandingPage = lazyExport(publicPages, 'LandingPage');
const AboutPage = lazyExport(publicPages, 'AboutPage');
const MasteryouPage = lazyExport(publicPages, 'MasteryouPage');
const PrivacyPolicyPage = lazyExport(publicPages, 'PrivacyPolicyPage');

// Sign-in pages: a chunk of their own (with the form schemas), which neither home page needs.
const signInPages = () => import('./sign-in-pages');
const LoginPage = lazyExport(signInPages, 'LoginPage');
const AccessLinkPage = lazyExport(signInPages, 'AccessLinkPage');
const ResetPasswordPage = lazyExport(signInPages, 'ResetPasswordPage');
const AuthContinuePage = lazyExport(signInPages, 'AuthContinuePage');

// Member area: the layout, the home page and the small pages in one chunk, loaded only once a guard has
// let the caller in; each larger page in a chunk of its own, so the member home downloads only itself.
const UnsubscribePage = lazyExport(() => import('../features/email-delivery/UnsubscribePage'), 'UnsubscribePage');
const SetupPage = lazy(() => import('../features/setup/SetupPage').then((m) => ({ default: m.SetupPage })));

const memberArea = () => import('./member-area');
const MemberLayout = lazyExport(memberArea, 'MemberLayout');
const MemberHome = lazyExport(memberArea, 'MemberHome');
const NotFoundPage = lazyExport(memberArea, 'NotFoundPage');
const ComingSoonPage = lazyExport(memberArea, 'ComingSoonPage');
const AskChat = lazyExport(() => import('./ask-chat'), 'AskChat');
const FaqPage = lazyExport(() => import('../features/answers/FaqPage'), 'FaqPage');
const ProfilePage = lazyExport(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const Recommendations = lazyExport(() => import('./recommendations'), 'Recommendations');
const connectionPages = () => import('./connections-pages');
const ConnectionsPage = lazyExport(connectionPages, 'ConnectionsPage');
const ConnectionRequestPage = lazyExport(connectionPages, 'ConnectionRequestPage');
const messagePages = () => import('./messages');
const MessagesPage = lazyExport(messagePages, 'MessagesPage');
const ConversationRoute = lazyExport(messagePages, 'ConversationRoute');
const questionPages = () => import('./questions');
const QuestionsPage = lazyExport(questionPages, 'QuestionsPage');
const QuestionRoute = lazyExport(questionPages, 'QuestionRoute');
const openRolePages = () => import('./open-roles');
const RolesPage = lazyExport(openRolePages, 'RolesPage');
const RolePage = lazyExport(openRolePages, 'RolePage');
const AiToolsRoute = lazyExport(() => import('./ai-tools'), 'AiToolsRoute');
const NewslettersPage = lazyExport(() => import('../features/posts/NewslettersPage'), 'NewslettersPage');
const NewsletterPostPage = lazyExport(() => import('../features/posts/NewsletterPostPage'), 'NewsletterPostPage');
const eventsPages = () => import('../features/events/EventsPages');
const UpcomingEventsPage = lazyExport(eventsPages, 'UpcomingEventsPage');
const PastEventsPage = lazyExport(eventsPages, 'PastEventsPage');
const EventDetailRoute = lazyExport(() => import('./event-detail'), 'EventDetailRoute');
const DirectoryPage = lazyExport(() => import('../features/directory/pages'), 'DirectoryPage');
const MemberProfileRoute = lazyExport(() => import('./member-profile'), 'MemberProfileRoute');
const notificationPages = () => import('../features/notifications/pages');
const NotificationsPage = lazyExport(notificationPages, 'NotificationsPage');
const NotificationSettingsPage = lazyExport(notificationPages, 'NotificationSettingsPage');
const AccountSettingsPage = lazyExport(() => import('../features/account/AccountSettingsPage'), 'AccountSettingsPage');
const BlockedMembersPage = lazyExport(() => import('../features/blocks/BlockedMembersPage'), 'BlockedMembersPage');
// The newsletter editor is administrators' code: its own chunk, never part of the member area's.
const NewsletterAdminPage = lazyExport(() => import('../features/posts/admin'), 'NewsletterAdminPage');

// Admin area: its own chunk (app/admin composes the features' dashboard panels).
const adminArea = () => import('./admin');
const AdminDashboardPage = lazyExport(adminArea, 'AdminDashboardPage');
const AdminProfileScreen = lazyExport(adminArea, 'AdminProfileScreen');
const AdminApiScreen = lazyExport(adminArea, 'AdminApiScreen');
const AdminSecurityScreen = lazyExport(adminArea, 'AdminSecurityScreen');
const SecurityPage = lazyExport(() => import('../features/security/SecurityPage'), 'SecurityPage');

function InMemberLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <MemberLayout>{children}</MemberLayout>
    </Suspense>
  );
}

/** `/`: the member home for members and administrators (and, under its name modal, for an account still to
 * be onboarded: spec 4.4), the public landing page for everyone else. */
function HomeRoute() {
  const me = useMe();
  const { leaving } = useSession();
  // Whether this page has shown the member home: a session that then ends elsewhere (revoked, deactivated,
  // expired) goes to sign in, as on every member page; the member's own sign-out (`leaving`) does not.
  const shownHome = useRef(false);
  if (leaving) {
    shownHome.current = false;
    return <FullPageLoading />;
  }
  if (me.kind === 'deactivated' || (shownHome.current && !isInside(me.kind) && me.kind !== 'not_onboarded')) {
    return <Navigate to={ROUTES.login} replace state={loginRedirectState(me.kind, ROUTES.home)} />;
  }
  if (isInside(me.kind) || me.kind === 'not_onboarded') {
    shownHome.current = true;
    return (
      <InMemberLayout>
        <MemberHome />
      </InMemberLayout>
    );
  }
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}

/** Unknown paths: a signed-in member sees a not-found page in the member area; anyone else the landing page. */
function CatchAllRoute() {
  const me = useMe();
  const { leaving } = useSession();
  if (leaving) return <FullPageLoading />;
  if (!isInside(me.kind)) return <Navigate to={ROUTES.home} replace />;
  return (
    <InMemberLayout>
      <NotFoundPage />
    </InMemberLayout>
  );
}

/** /user/chat, the chat's second address (spec 2.1): the chat has one, /chat; links and bookmarks to the
 * old one still open it, with their query (?about=) and fragment. */
function ChatRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: ROUTES.chat, search, hash }} replace />;
}

/** /user/dashboard, the member home's old address (decision 041): links and bookmarks to it open the one
 * home at /, with their query and fragment. Behind the member guard, so a visitor signs in first. */
function UserDashboardRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: ROUTES.home, search, hash }} replace />;
}

const comingSoon: Array<{ path: string; title: string }> = [{ path: ROUTES.contact, title: 'Contact' }];

const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: ROUTES.home, element: <HomeRoute /> },
      { path: ROUTES.userChat, element: <ChatRedirect /> },
      {
        element: <PublicLayout />,
        children: [
          { path: ROUTES.aboutUs, element: <AboutPage /> },
          { path: ROUTES.masteryou, element: <MasteryouPage /> },
          { path: ROUTES.privacyPolicy, element: <PrivacyPolicyPage /> },
          // For anyone, signed in or not: the link's token is what counts (issue 34).
          { path: ROUTES.unsubscribe, element: <UnsubscribePage /> },
        ],
      },
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: ROUTES.login, element: <LoginPage /> },
              { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
              { path: ROUTES.accessLink, element: <AccessLinkPage /> },
            ],
          },
        ],
      },
      {
        path: ROUTES.authContinue,
        element: (
          <Suspense fallback={<FullPageLoading />}>
            <AuthContinuePage />
          </Suspense>
        ),
      },
      // First run: not behind the public-page guard, as the page goes on after it has signed the administrator in.
      {
        element: <AuthLayout />,
        children: [
          {
            path: ROUTES.setup,
            element: (
              <Suspense fallback={<FullPageLoading />}>
                <SetupPage />
              </Suspense>
            ),
          },
        ],
      },
      {
        element: <AdminRoute />,
        children: [
          { path: ROUTES.adminDashboard, element: <AdminDashboardPage /> },
          { path: ROUTES.adminProfile, element: <AdminProfileScreen /> },
          { path: ROUTES.adminApi, element: <AdminApiScreen /> },
          { path: ROUTES.adminSecurity, element: <AdminSecurityScreen /> },
        ],
      },
      {
        // Placeholders hold nothing private: anyone may open them inside the member layout, where a
        // signed-out visitor meets the Login button and the sidebar's click rule (decision 006).
        element: (
          <Suspense fallback={<FullPageLoading />}>
            <MemberLayout />
          </Suspense>
        ),
        children: comingSoon.map(({ path, title }) => ({ path, element: <ComingSoonPage title={title} /> })),
      },
      {
        element: <MemberRoute />,
        children: [
          { path: ROUTES.userDashboard, element: <UserDashboardRedirect /> },
          {
            element: (
              <Suspense fallback={<FullPageLoading />}>
                <MemberLayout />
              </Suspense>
            ),
            children: [
              { path: ROUTES.chat, element: <AskChat /> },
              { path: ROUTES.answers, element: <FaqPage /> },
              { path: ROUTES.profile, element: <ProfilePage /> },
              { path: ROUTES.recommendations, element: <Recommendations /> },
              { path: ROUTES.connections, element: <ConnectionsPage /> },
              { path: ROUTES.connectionRequest, element: <ConnectionRequestPage /> },
              { path: ROUTES.messages, element: <MessagesPage /> },
              { path: ROUTES.conversation, element: <ConversationRoute /> },
              { path: ROUTES.questions, element: <QuestionsPage /> },
              { path: ROUTES.question, element: <QuestionRoute /> },
              { path: ROUTES.openRoles, element: <RolesPage /> },
              { path: ROUTES.openRole, element: <RolePage /> },
              { path: ROUTES.aiTools, element: <AiToolsRoute /> },
              { path: ROUTES.newsletters, element: <NewslettersPage /> },
              { path: ROUTES.newsletter, element: <NewslettersPage /> },
              { path: ROUTES.newsletterPost, element: <NewsletterPostPage /> },
              { path: ROUTES.upcomingEvents, element: <UpcomingEventsPage /> },
              { path: ROUTES.pastEvents, element: <PastEventsPage /> },
              { path: ROUTES.eventDetail, element: <EventDetailRoute /> },
              { path: ROUTES.members, element: <DirectoryPage /> },
              { path: ROUTES.memberLocation, element: <DirectoryPage grouped /> },
              { path: ROUTES.memberProfile, element: <MemberProfileRoute /> },
              { path: ROUTES.notifications, element: <NotificationsPage /> },
              { path: ROUTES.notificationSettings, element: <NotificationSettingsPage /> },
              { path: ROUTES.blockedMembers, element: <BlockedMembersPage /> },
              { path: ROUTES.accountSettings, element: <AccountSettingsPage /> },
              { path: ROUTES.security, element: <SecurityPage /> },
              {
                path: ROUTES.newsletterAdmin,
                element: (
                  <AdminOnly>
                    <NewsletterAdminPage />
                  </AdminOnly>
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <CatchAllRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
