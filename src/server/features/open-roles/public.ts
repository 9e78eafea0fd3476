// What other features may use of open roles. The moderation queue (features/message-reports, decision 069)
// takes a report on a role the caller may see and did not post, and its 'hide' outcome removes the role as
// the organisers' own Remove does (the poster is told why).
import { findRole, ownMemberId, type Caller, type Writer } from './deps';

export { removeRole, type RemoveDeps } from './moderation';

/** The role as the caller may see it (else the same 404 as reading it), and who posted it. */
export async function findReportableRole(db: Writer, caller: Caller, id: string, now: Date) {
  const me = ownMemberId(caller);
  const role = await findRole(db, caller, me, id, now);
  return { me, roleId: role.id, posterId: role.poster_id };
}
