// What other server features may use of Ask: a conversation row in the browser's shape, and the SQL that
// picks out questions, orders them and says which are in the FAQ. The inbox lists and answers them; the
// answers feature publishes them.
export { inFaq, isComplete, newestConversationsFirst, toConversation, type Row, type RowWithFaq } from './conversation-rows';
