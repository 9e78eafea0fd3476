// /user/dashboard's chunk: the member dashboard with the onboarding modal over it (spec 4.4) and, above
// it, the Ask feature's notice of unread replies: three features composed here.
import { NewRepliesNotice } from '../features/conversations/NewRepliesNotice';
import { UserDashboardPage } from '../features/dashboard/UserDashboardPage';
import { OnboardingModal } from '../features/onboarding/OnboardingModal';

export function UserDashboard() {
  return (
    <>
      <NewRepliesNotice />
      <UserDashboardPage onboarding={<OnboardingModal />} />
    </>
  );
}
