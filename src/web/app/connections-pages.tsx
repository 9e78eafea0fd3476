// The connections pages composed (issue 17, issue 35): the connections feature's pages, with the
// conversations feature's 'Message' on each connection. Loaded when one of them is first opened.
import { ConnectionRequestPage, ConnectionsPage as ConnectionsFeaturePage } from '../features/connections/pages';
import { MessageButton } from '../features/conversations/MessageButton';

export { ConnectionRequestPage };

export function ConnectionsPage() {
  return (
    <ConnectionsFeaturePage messageAction={(person) => <MessageButton memberId={person.attendeeId} name={person.fullName} />} />
  );
}
