// The conversations pages' chunk (app/messages.tsx composes them; app/router.tsx loads it when one of
// them is first opened).
export { ConversationPage, type ConversationSlots } from './ConversationPage';
export { MessagesPage } from './MessagesPage';
