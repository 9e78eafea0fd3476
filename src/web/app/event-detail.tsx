// /salonss/:id composed (issue 18): the events feature's page, with the connections feature's Connect
// action (issue 17) on each 'People to meet here' card. The card already shows the 'Why Connect?' text, so
// the form leaves it out; people to meet never include anyone the member has a request or a connection
// with, so each starts from nothing. The chunk is loaded only when the page is opened (router.tsx).
import { ConnectAction } from '../features/connections/ConnectAction';
import { EventDetailPage } from '../features/events/EventDetailPage';

export function EventDetailRoute() {
  return <EventDetailPage connectAction={(person) => <ConnectAction member={person} />} />;
}
