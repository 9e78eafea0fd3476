// Who may write to whom (issue 35 item 1, decision 054), read in SQL for one member or for each row of a
// list: connections (an accepted introduction either way), organisers to any member, and a member to an
// organiser in a thread that exists already (the organiser opened it). A block either way, a removed
// connection, or the other member archived or deactivated closes the thread for writing; reading stays.
import { sql, type SQL } from 'drizzle-orm';
import { CONVERSATIONS_TEXTS as T, type ConversationPerson } from '../../../common/contracts/conversations';
import { audienceIncludes, memberPhotoUrl, type Audience } from '../../../common/contracts/member-fields';
import { forbidden } from '../../http/errors';

/** What a thread's page and the send decide from, about the other member of the pair. */
export type PairFacts = {
  other_id: string;
  other_first_name: string;
  other_last_name: string;
  other_photo_key: string | null;
  other_photo_visible_to: Audience;
  other_is_organiser: boolean;
  /** Not archived, not deactivated, onboarded. */
  other_shown: boolean;
  connected: boolean;
  /** They were connected once, and the connection was removed. */
  was_connected: boolean;
  i_blocked: boolean;
  they_blocked: boolean;
};

/**
 * The facts about the member in `other` (a column or a value) as seen by `me`, as SQL select items named as
 * PairFacts. `other` must name its table (a bare "id" inside these subqueries would be their own).
 */
export function pairFactColumns(me: string, other: SQL): SQL {
  return sql`o.id as other_id, o.first_name as other_first_name, o.last_name as other_last_name,
    o.photo_key as other_photo_key, o.photo_visible_to as other_photo_visible_to,
    exists (select 1 from admin_users organiser where organiser.user_id = o.user_id) as other_is_organiser,
    (o.archived = false and o.onboarding_completed = true
      and not exists (select 1 from banned_users banned where lower(banned.email) = lower(o.email))
      and not exists (select 1 from users account where account.id = o.user_id and account.banned = true)) as other_shown,
    exists (select 1 from connection_requests linked where linked.status = 'accepted'
      and ((linked.from_attendee_id = ${me} and linked.to_attendee_id = o.id)
        or (linked.from_attendee_id = o.id and linked.to_attendee_id = ${me}))) as connected,
    exists (select 1 from connection_requests linked where linked.status = 'removed'
      and ((linked.from_attendee_id = ${me} and linked.to_attendee_id = o.id)
        or (linked.from_attendee_id = o.id and linked.to_attendee_id = ${me}))) as was_connected,
    exists (select 1 from member_blocks b where b.blocker_id = ${me} and b.blocked_id = o.id) as i_blocked,
    exists (select 1 from member_blocks b where b.blocker_id = o.id and b.blocked_id = ${me}) as they_blocked
    from attendees o where o.id = ${other}`;
}

export type WriteRule = { canWrite: true } | { canWrite: false; code: string; text: string };

/**
 * Whether the caller may write to the other member now. `meIsOrganiser`: the caller is an administrator;
 * `threadExists`: the pair already has a conversation (a member may answer an organiser there).
 */
export function writeRuleOf(facts: PairFacts, meIsOrganiser: boolean, threadExists: boolean): WriteRule {
  const name = `${facts.other_first_name} ${facts.other_last_name}`.trim();
  if (facts.i_blocked) return { canWrite: false, code: 'CONVERSATION_CLOSED', text: T.youBlocked(name) };
  // Blocked by them, or they left: the same neutral words, which do not say which.
  if (facts.they_blocked || !facts.other_shown) return { canWrite: false, code: 'CONVERSATION_CLOSED', text: T.closed };
  if (facts.connected || meIsOrganiser || (facts.other_is_organiser && threadExists)) return { canWrite: true };
  if (facts.was_connected) return { canWrite: false, code: 'CONVERSATION_CLOSED', text: T.connectionRemoved };
  return { canWrite: false, code: 'NOT_CONNECTED', text: T.notConnected(name) };
}

/** Throws the 403 of a closed rule. */
export function requireWritable(rule: WriteRule): void {
  if (!rule.canWrite) throw forbidden(rule.text, rule.code);
}

/** The other member as a row of the list or the thread shows them: a photo only when they let the caller
 * see it, and never to a member they blocked (who sees their name only). */
export function personOf(facts: PairFacts, meIsOrganiser: boolean): ConversationPerson {
  const relation = meIsOrganiser ? 'organiser' : facts.connected ? 'connection' : 'member';
  const showsPhoto = !!facts.other_photo_key && !facts.they_blocked && audienceIncludes(facts.other_photo_visible_to, relation);
  return {
    id: facts.other_id,
    name: `${facts.other_first_name} ${facts.other_last_name}`.trim(),
    photoUrl: showsPhoto ? memberPhotoUrl(facts.other_id, facts.other_photo_key!, 96) : null,
    isOrganiser: facts.other_is_organiser,
  };
}
