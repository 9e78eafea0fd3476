// /user/dashboard's chunk: the member dashboard with the onboarding modal over it (spec 4.4) and, above
// it, the Ask feature's notice of unread replies and the connections feature's notice of requests
// waiting for an answer; in the home's cards, the events feature's time and the connections feature's
// Connect action: five features composed here.
import { ConnectAction } from '../features/connections/ConnectAction';
import { ConnectionRequestsNotice } from '../features/connections/ConnectionRequestsNotice';
import { NewRepliesNotice } from '../features/ask/NewRepliesNotice';
import { UserDashboardPage } from '../features/dashboard/UserDashboardPage';
import { EventWhen } from '../features/events/EventWhen';
import { OnboardingModal } from '../features/onboarding/OnboardingModal';

export function UserDashboard() {
  return (
    <>
      <NewRepliesNotice />
      <ConnectionRequestsNotice />
      <UserDashboardPage
        onboarding={<OnboardingModal />}
        renderEventWhen={(iso) => <EventWhen iso={iso} stacked />}
        renderConnect={(recommendation) => <ConnectAction member={recommendation} />}
      />
    </>
  );
}
