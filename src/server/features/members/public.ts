// What other features use of the Members Log: deactivating a member the way its Deactivate button does
// (the reports queue's 'Deactivate', decision 055): sign-in refused, every session ended (decision 009),
// places at events given back, and its own audit row.
export { banMember } from './status';
export type { MemberDeps } from './service';
