// /user/dashboard's chunk: the member dashboard with the onboarding modal over it (spec 4.4), two
// features composed here.
import { UserDashboardPage } from '../features/dashboard/UserDashboardPage';
import { OnboardingModal } from '../features/onboarding/OnboardingModal';

export function UserDashboard() {
  return <UserDashboardPage onboarding={<OnboardingModal />} />;
}
