// /members/:id composed (issue 33, issue 35): the directory feature's member page, with the connections
// feature's Connect action in the place its state (from the page's answer) says, the blocks feature's Block
// beside it (decision 055; organisers moderate instead), and the conversations feature's Message once the
// two are connected (an organiser may write to any member). Loaded only when the page is opened.
import { BlockAction } from '../features/blocks/BlockAction';
import { ConnectAction } from '../features/connections/ConnectAction';
import { MessageButton } from '../features/conversations/MessageButton';
import { MemberProfilePage } from '../features/directory/MemberProfilePage';
import { useMe } from '../lib/session';

export function MemberProfileRoute() {
  const organiser = useMe().user?.isAdmin === true;
  return (
    <MemberProfilePage
      connectAction={(member, state) => (
        <div className="flex flex-wrap items-center gap-3">
          <ConnectAction member={member} initialState={state} />
          {organiser ? null : <BlockAction member={member} />}
        </div>
      )}
      messageAction={(member, state) =>
        state.kind === 'connected' || organiser ? (
          <MessageButton memberId={member.attendeeId} name={member.fullName} size="md" />
        ) : null
      }
    />
  );
}
