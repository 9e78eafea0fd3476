// /members/:id composed (issue 33): the directory feature's member page, with the connections feature's
// Connect action in the place its state (from the page's answer) says, and the blocks feature's Block beside
// it (decision 055). Loaded only when the page is opened.
import { BlockAction } from '../features/blocks/BlockAction';
import { ConnectAction } from '../features/connections/ConnectAction';
import { MemberProfilePage } from '../features/directory/MemberProfilePage';

export function MemberProfileRoute() {
  return (
    <MemberProfilePage
      connectAction={(member, state) => (
        <div className="flex flex-wrap items-center gap-3">
          <ConnectAction member={member} initialState={state} />
          <BlockAction member={member} />
        </div>
      )}
    />
  );
}
