// /members/:id composed (issue 33): the directory feature's member page, with the connections feature's
// Connect action in the place its state (from the page's answer) says. Loaded only when the page is opened.
import { ConnectAction } from '../features/connections/ConnectAction';
import { MemberProfilePage } from '../features/directory/MemberProfilePage';

export function MemberProfileRoute() {
  return <MemberProfilePage connectAction={(member, state) => <ConnectAction member={member} initialState={state} />} />;
}
