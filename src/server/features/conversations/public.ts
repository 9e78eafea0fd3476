// What other features may use of conversations. Report and block (features of their own) read who may
// write to whom and a member's place in a conversation from here.
export { pairFactColumns, writeRuleOf, type PairFacts, type WriteRule } from './access';
export { findOwnConversation, tellMember, type OwnConversation } from './deps';
// Open roles' 'I'm interested' between connected members opens their conversation (decision 069).
export { openConversation } from './threads';
