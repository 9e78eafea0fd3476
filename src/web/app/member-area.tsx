// The member area's chunk: its layout and pages, loaded only after the member guard lets the caller in.
export { MemberLayout } from './layouts/MemberLayout';
export { MemberHomePage } from '../features/dashboard/MemberHomePage';
export { UserDashboardPage } from '../features/dashboard/UserDashboardPage';
export { ComingSoonPage } from '../features/placeholders/ComingSoonPage';
export { LaterReleasePage } from '../features/placeholders/LaterReleasePage';
export { NotFoundPage } from '../features/placeholders/NotFoundPage';
export { AskChatPage } from '../features/ask/AskChatPage';
export { ProfilePage } from '../features/profile/ProfilePage';
export { RecommendationsPage } from '../features/recommendations/RecommendationsPage';
export { PastEventsPage, UpcomingEventsPage } from '../features/events/EventsPages';
