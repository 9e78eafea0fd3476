// /messages and /messages/:id composed (issue 35): the conversations feature's pages. Reporting a message
// and blocking a member (another feature) take the thread's slots here: `messageMenuItems` (a message's
// menu), `conversationMenuItems` (the header's menu) and `extras` (the dialogs they open).
import { ConversationPage, MessagesPage } from '../features/conversations/pages';

export { MessagesPage };

export function ConversationRoute() {
  return <ConversationPage />;
}
