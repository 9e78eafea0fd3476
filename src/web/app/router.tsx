// The route table of spec 2.1. Public pages are in the main bundle; the member area and the admin area
// are separate chunks loaded only once a guard has let the caller in, so a visitor never downloads them.
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '../../common/routes';
import { AuthContinuePage } from '../features/auth/AuthContinuePage';
import { AboutPage } from '../features/public/AboutPage';
import { LandingPage } from '../features/public/LandingPage';
import { MasteryouPage } from '../features/public/MasteryouPage';
import { PrivacyPolicyPage } from '../features/public/PrivacyPolicyPage';
import { isInside, useMe, useSession } from '../lib/session';
import { AdminOnly, AdminRoute, FullPageLoading, MemberRoute, PublicOnlyRoute } from './guards';
import { AuthLayout } from './layouts/AuthLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { Root, RouteErrorPage } from './Root';

// Member area: the layout, the home page and the small pages in one chunk, loaded only once a guard has
// let the caller in; each larger page in a chunk of its own, so the member home downloads only itself.
// Sign-in pages: a chunk of their own (with the form schemas), which neither home page needs.
const authPages = () => import('../features/auth/pages');
const LoginPage = lazy(() => authPages().then((m) => ({ default: m.LoginPage })));
const MagicLinkPage = lazy(() => authPages().then((m) => ({ default: m.MagicLinkPage })));
const ResetPasswordPage = lazy(() => authPages().then((m) => ({ default: m.ResetPasswordPage })));

const memberArea = () => import('./member-area');
const MemberLayout = lazy(() => memberArea().then((m) => ({ default: m.MemberLayout })));
const MemberHomePage = lazy(() => memberArea().then((m) => ({ default: m.MemberHomePage })));
const UserDashboardPage = lazy(() => import('../features/dashboard/UserDashboardPage').then((m) => ({ default: m.UserDashboardPage })));
const NotFoundPage = lazy(() => memberArea().then((m) => ({ default: m.NotFoundPage })));
const ComingSoonPage = lazy(() => memberArea().then((m) => ({ default: m.ComingSoonPage })));
const AskChatPage = lazy(() => import('../features/ask/AskChatPage').then((m) => ({ default: m.AskChatPage })));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const RecommendationsPage = lazy(() =>
  import('../features/recommendations/RecommendationsPage').then((m) => ({ default: m.RecommendationsPage })),
);
const NewslettersPage = lazy(() => import('../features/newsletters/NewslettersPage').then((m) => ({ default: m.NewslettersPage })));
const NewsletterPostPage = lazy(() => import('../features/newsletters/NewsletterPostPage').then((m) => ({ default: m.NewsletterPostPage })));
const UpcomingEventsPage = lazy(() => import('../features/events/EventsPages').then((m) => ({ default: m.UpcomingEventsPage })));
const PastEventsPage = lazy(() => import('../features/events/EventsPages').then((m) => ({ default: m.PastEventsPage })));
// The newsletter editor is administrators' code: its own chunk, never part of the member area's.
const NewsletterAdminPage = lazy(() => import('../features/newsletters/admin').then((m) => ({ default: m.NewsletterAdminPage })));

// Admin area: its own chunk.
const adminArea = () => import('../features/admin');
const AdminDashboardPage = lazy(() => adminArea().then((m) => ({ default: m.AdminDashboardPage })));
const AdminProfilePage = lazy(() => adminArea().then((m) => ({ default: m.AdminProfilePage })));

function InMemberLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <MemberLayout>{children}</MemberLayout>
    </Suspense>
  );
}

/** `/`: the member home for members and administrators, the public landing page for everyone else. */
function HomeRoute() {
  const me = useMe();
  const { leaving } = useSession();
  if (leaving) return <FullPageLoading />;
  if (isInside(me.kind)) {
    return (
      <InMemberLayout>
        <MemberHomePage />
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

const comingSoon: Array<{ path: string; title: string }> = [
  { path: ROUTES.aiTools, title: 'AI Tools' },
  { path: ROUTES.openRoles, title: 'Open Roles' },
  { path: ROUTES.memberLocation, title: 'Member Location' },
  { path: ROUTES.contact, title: 'Contact' },
];

const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: ROUTES.home, element: <HomeRoute /> },
      {
        element: <PublicLayout />,
        children: [
          { path: ROUTES.aboutUs, element: <AboutPage /> },
          { path: ROUTES.masteryou, element: <MasteryouPage /> },
          { path: ROUTES.privacyPolicy, element: <PrivacyPolicyPage /> },
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
              { path: ROUTES.magicLink, element: <MagicLinkPage /> },
            ],
          },
        ],
      },
      { path: ROUTES.authContinue, element: <AuthContinuePage /> },
      {
        element: <AdminRoute />,
        children: [
          { path: ROUTES.adminDashboard, element: <AdminDashboardPage /> },
          { path: ROUTES.adminProfile, element: <AdminProfilePage /> },
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
          {
            element: (
              <Suspense fallback={<FullPageLoading />}>
                <MemberLayout />
              </Suspense>
            ),
            children: [
              { path: ROUTES.userDashboard, element: <UserDashboardPage /> },
              { path: ROUTES.chat, element: <AskChatPage /> },
              { path: ROUTES.userChat, element: <AskChatPage /> },
              { path: ROUTES.profile, element: <ProfilePage /> },
              { path: ROUTES.recommendations, element: <RecommendationsPage /> },
              { path: ROUTES.newsletters, element: <NewslettersPage /> },
              { path: ROUTES.newsletter, element: <NewslettersPage /> },
              { path: ROUTES.newsletterPost, element: <NewsletterPostPage /> },
              { path: ROUTES.upcomingEvents, element: <UpcomingEventsPage /> },
              { path: ROUTES.pastEvents, element: <PastEventsPage /> },
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
