// Deactivating (banning) and reactivating members. A ban uses the auth library's own flag, so sign-in
// refuses the member, and ends every session they have at once; the banned_users row is the spec's
// record of it, and the audit log says who did it and why.
import { eq, sql } from 'drizzle-orm';
import type { MemberByEmail } from '../../../common/contracts/members';
import { BAN_MESSAGES } from '../../../common/messages';
import { normalizeEmail } from '../../../common/names';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { auditLog, bannedUsers, sessions, users } from '../../db/schema';
import { badRequest } from '../../http/errors';

const DEFAULT_BAN_REASON = 'Administrative action';

export async function banMember(db: Database, actor: Pick<SignedInCaller, 'userId' | 'email'>, input: MemberByEmail, now: Date) {
  const email = normalizeEmail(input.email);
  const reason = input.reason || DEFAULT_BAN_REASON;
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (user && user.id === actor.userId) throw badRequest('You cannot deactivate your own account.', 'SELF_BAN');
    const inserted = await tx
      .insert(bannedUsers)
      .values({ email, userId: user?.id ?? null, bannedAt: now, bannedReason: reason })
      .onConflictDoNothing()
      .returning({ id: bannedUsers.id });
    if (user) {
      await tx.update(users).set({ banned: true, banReason: reason, updatedAt: now }).where(eq(users.id, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
    }
    if (inserted.length === 0) return { success: true, alreadyBanned: true, message: BAN_MESSAGES.alreadyBanned };
    await tx.insert(auditLog).values({ actorUserId: actor.userId, actorEmail: actor.email, action: 'member.ban', targetEmail: email, reason, createdAt: now });
    return { success: true, alreadyBanned: false, message: BAN_MESSAGES.banned };
  });
}

export async function unbanMember(db: Database, actor: Pick<SignedInCaller, 'userId' | 'email'>, input: MemberByEmail, now: Date) {
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    const removed = await tx.delete(bannedUsers).where(sql`lower(${bannedUsers.email}) = ${email}`).returning({ id: bannedUsers.id });
    const unflagged = await tx
      .update(users)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: now })
      .where(sql`lower(${users.email}) = ${email} and ${users.banned} = true`)
      .returning({ id: users.id });
    if (removed.length === 0 && unflagged.length === 0) throw badRequest(BAN_MESSAGES.notBanned, 'NOT_BANNED');
    await tx.insert(auditLog).values({
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action: 'member.unban',
      targetEmail: email,
      reason: input.reason ?? null,
      createdAt: now,
    });
    return { success: true, message: BAN_MESSAGES.unbanned };
  });
}
