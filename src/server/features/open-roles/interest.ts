// 'I'm interested' (issue 39 item 1, decision 069). The member asks the role's poster for an introduction
// that carries the role: the connections' own Connect, so the double opt-in holds (no address travels
// before the poster accepts) and its one live request per pair (an advisory lock and a unique index) makes
// exactly one request however many calls arrive at once. A request already open between them, either way,
// carries the role instead (no second email); connected members get their conversation, with a draft
// about the role. The interest itself is one row per member and role.
import { sql } from 'drizzle-orm';
import { OPEN_ROLES_TEXTS as T, type RoleInterestResult } from '../../../common/contracts/open-roles';
import { paths } from '../../../common/routes';
import { rowsOf } from '../../db/rows';
import { badRequest, conflict } from '../../http/errors';
import { ownMemberId, readRoleAs, type Caller, type OpenRoleDeps, type Writer } from './deps';

/** Records the interest once; answers whether this call recorded it. */
async function recordInterest(db: Writer, roleId: string, memberId: string, requestId: string | null, now: Date) {
  const inserted = rowsOf<{ role_id: string }>(
    await db.execute(sql`
      insert into open_role_interests (role_id, member_id, request_id, created_at)
      values (${roleId}, ${memberId}, ${requestId}, ${now.toISOString()})
      on conflict (role_id, member_id) do update set request_id = coalesce(open_role_interests.request_id, excluded.request_id)
      returning role_id, (xmax = 0) as inserted`),
  ) as Array<{ role_id: string; inserted?: boolean }>;
  return inserted[0]?.inserted === true;
}

export async function sayInterested(
  deps: OpenRoleDeps,
  caller: Caller,
  id: string,
): Promise<RoleInterestResult & { created: boolean }> {
  const me = ownMemberId(caller);
  const now = deps.now();
  const role = await readRoleAs(deps.db, caller, id, now);
  if (role.mine) throw badRequest(T.ownRole, 'OWN_ROLE');
  if (role.state !== 'open') throw conflict(T.notOpen, 'NOT_OPEN');
  if (role.apply === 'link') throw badRequest(T.applyByLink, 'APPLY_BY_LINK');
  const firstName = role.poster.name.split(' ')[0] || role.poster.name;
  const poster = role.poster.id;

  const asMessage = async (): Promise<RoleInterestResult> => {
    const conversationId = await deps.contacts.openConversation(caller, poster);
    await recordInterest(deps.db, id, me, null, now);
    return {
      outcome: 'message',
      message: T.message(firstName),
      created: false,
      requestId: null,
      conversationId,
      draft: T.messageDraft(role.title, role.company, `${deps.config.publicBaseUrl}${paths.openRole(id)}`),
    };
  };

  const state = await deps.contacts.pairState(me, poster);
  if (state.kind === 'connected') return asMessage();
  let requestId: string | null;
  let created = false;
  if (state.kind === 'open') {
    requestId = state.requestId;
  } else {
    const sent = await deps.contacts.requestIntroduction(caller, poster, T.requestNote(role.title, role.company));
    // The poster had asked in the same moment: Connect accepted their request, so they are connected now.
    if (sent.connected) return asMessage();
    requestId = sent.requestId;
    created = sent.created;
  }
  const first = await recordInterest(deps.db, id, me, requestId, now);
  return {
    outcome: created ? 'requested' : 'attached',
    message: created ? T.requested(firstName) : first ? T.attached(firstName) : T.alreadyInterested,
    created,
    requestId,
    conversationId: null,
    draft: null,
  };
}
