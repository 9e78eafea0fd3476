// A member's status in the Members Log (spec 2.5 tab 4): deactivating (banning) and reactivating, archiving
// and unarchiving. A ban uses the auth library's own flag, so sign-in refuses the member, and ends every
// session they have at once; the banned_users row is the spec's record of it, and the audit log says who
// did it and why. Either change also gives back the member's places at upcoming events (issue 28).
import { eq, inArray, lt, sql } from 'drizzle-orm';
import {
  BAN_MESSAGES,
  MEMBER_ARCHIVE_MESSAGES,
  MEMBER_MESSAGES,
  type MemberActionResult,
  type MemberByEmail,
} from '../../../common/contracts/members';
import { normalizeEmail } from '../../../common/names';
import { changeOf, recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { attendees, bannedUsers, calendarFeeds, endedSessions, sessions, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { releasePlacesOf } from '../events/public';
import type { MemberDeps } from './service';

const DEFAULT_BAN_REASON = 'Administrative action';

/** As long as a session lives (30 days): after that an old cookie means nothing anyway. */
const ENDED_SESSION_MEMORY_MS = 30 * 24 * 3600_000;
/** The member rows of an address, or of its account: a ban names an address, which may have no account yet. */
async function memberIdsOf(tx: Database, email: string, userId: string | undefined): Promise<string[]> {
  const rows = await tx
    .select({ id: attendees.id })
    .from(attendees)
    .where(sql`lower(${attendees.email}) = ${email}${userId ? sql` or ${attendees.userId} = ${userId}` : sql``}`);
  return rows.map((row) => row.id);
}

/**
 * Deactivates the member: sign-in refuses them, every session ends, their places at upcoming events go to
 * the waitlist, and their calendar feed address stops for good (reactivating does not revive it: they make
 * a new one, as after revoking).
 */
export async function banMember(deps: MemberDeps, actor: AuditActor, input: MemberByEmail): Promise<MemberActionResult> {
  const { db } = deps;
  const now = deps.now();
  const email = normalizeEmail(input.email);
  const reason = input.reason || DEFAULT_BAN_REASON;
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (user && user.id === actor.userId) throw badRequest('You cannot deactivate your own account.', 'SELF_BAN');
    const inserted = await tx
      .insert(bannedUsers)
      .values({ email, userId: user?.id ?? null, bannedAt: now, bannedReason: reason })
      .onConflictDoNothing()
      .returning({ id: bannedUsers.id });
    if (user) {
      await tx.update(users).set({ banned: true, banReason: reason, updatedAt: now }).where(eq(users.id, user.id));
      // Remember the ended sessions, so a browser still holding one is told why (then forget old ones).
      await tx.delete(endedSessions).where(lt(endedSessions.endedAt, new Date(now.getTime() - ENDED_SESSION_MEMORY_MS)));
      await tx.execute(
        sql`insert into ${endedSessions} (token, user_id, reason, ended_at)
            select ${sessions.token}, ${sessions.userId}, 'banned', ${now} from ${sessions} where ${sessions.userId} = ${user.id}
            on conflict (token) do nothing`,
      );
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
    }
    const memberIds = await memberIdsOf(tx, email, user?.id);
    if (memberIds.length > 0) await tx.delete(calendarFeeds).where(inArray(calendarFeeds.attendeeId, memberIds));
    const released = await releasePlacesOf(deps.events, tx, memberIds, now);
    if (inserted.length === 0)
      return { released, result: { success: true as const, alreadyBanned: true, message: BAN_MESSAGES.alreadyBanned } };
    await recordAudit(tx, {
      actor,
      action: 'member.ban',
      targetEmail: email,
      reason,
      changes: [changeOf('Status', 'Active', 'Deactivated')],
      details: released.events > 0 ? { placesReleased: released.events } : undefined,
      at: now,
    });
    return { released, result: { success: true as const, alreadyBanned: false, message: BAN_MESSAGES.banned } };
  });
  outcome.released.sendEmails();
  return outcome.result;
}

export async function unbanMember(db: Database, actor: AuditActor, input: MemberByEmail, now: Date): Promise<MemberActionResult> {
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(bannedUsers)
      .where(sql`lower(${bannedUsers.email}) = ${email}`)
      .returning({ id: bannedUsers.id });
    const unflagged = await tx
      .update(users)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: now })
      .where(sql`lower(${users.email}) = ${email} and ${users.banned} = true`)
      .returning({ id: users.id });
    if (removed.length === 0 && unflagged.length === 0) throw badRequest(BAN_MESSAGES.notBanned, 'NOT_BANNED');
    await tx
      .delete(endedSessions)
      .where(sql`${endedSessions.userId} in (select ${users.id} from ${users} where lower(${users.email}) = ${email})`);
    await recordAudit(tx, {
      actor,
      action: 'member.unban',
      targetEmail: email,
      reason: input.reason ?? null,
      changes: [changeOf('Status', 'Deactivated', 'Active')],
      at: now,
    });
    return { success: true as const, message: BAN_MESSAGES.unbanned };
  });
}

// ---------------------------------------------------------------------------------------------------
// Archiving: hidden from the main list, restorable (spec 4.5). Doing it twice changes nothing.

/** Archiving also hides the member from everyone else, so their places at upcoming events go to the waitlist. */
export async function archiveMember(deps: MemberDeps, actor: AuditActor, email: string): Promise<MemberActionResult> {
  await setArchived(deps, actor, email, true);
  return { success: true, message: MEMBER_ARCHIVE_MESSAGES.archived };
}

export async function unarchiveMember(deps: MemberDeps, actor: AuditActor, email: string): Promise<MemberActionResult> {
  await setArchived(deps, actor, email, false);
  return { success: true, message: MEMBER_ARCHIVE_MESSAGES.unarchived };
}

async function setArchived(deps: MemberDeps, actor: AuditActor, rawEmail: string, archived: boolean) {
  const now = deps.now();
  const email = normalizeEmail(rawEmail);
  const released = await deps.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: attendees.id, archived: attendees.archived })
      .from(attendees)
      .where(sql`lower(${attendees.email}) = ${email}`)
      .for('update')
      .limit(1);
    if (!member) {
      const reason = MEMBER_MESSAGES.notFound;
      throw notFound(archived ? MEMBER_ARCHIVE_MESSAGES.archiveFailed(reason) : MEMBER_MESSAGES.unarchiveFailed(reason));
    }
    if (member.archived === archived) return null;
    await tx.update(attendees).set({ archived, updatedAt: now }).where(eq(attendees.id, member.id));
    const places = archived ? await releasePlacesOf(deps.events, tx, [member.id], now) : null;
    await recordAudit(tx, {
      actor,
      action: archived ? 'member.archive' : 'member.unarchive',
      targetEmail: email,
      changes: [changeOf('Archived', !archived, archived)],
      details: places && places.events > 0 ? { placesReleased: places.events } : undefined,
      at: now,
    });
    return places;
  });
  released?.sendEmails();
}
