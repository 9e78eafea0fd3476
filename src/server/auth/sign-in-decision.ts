// The sign-in decision of spec 4.2, run by the server every time a session is about to be created, so
// no sign-in path (password, Google) can skip it.
import { eq, sql } from 'drizzle-orm';
import { LOGIN_MESSAGES } from '../../common/messages';
import { isRealName, isValidFullName, normalizeEmail, splitFullName } from '../../common/names';
import type { Database } from '../db/client';
import { adminUsers, attendees, bannedUsers } from '../db/schema';
import { findOnboardingEvidence } from './onboarding-history';

export type SignInUser = { id: string; email: string; name: string; accessLinkSignUp?: boolean | null; banned?: boolean | null };

export type SignInOutcome =
  | { allowed: true; destination: '/admin/dashboard' | '/' }
  | { allowed: false; code: 'BANNED_USER' | 'SETUP_INCOMPLETE' | 'ACCOUNT_NOT_FOUND'; message: string };

const refuse = (code: Extract<SignInOutcome, { allowed: false }>['code'], message: string): SignInOutcome => ({
  allowed: false,
  code,
  message,
});

/** Finds the member row of an account: by account id, else by email (then links it to the account). */
async function findAttendeeForUser(db: Database, user: SignInUser) {
  const [byUser] = await db.select().from(attendees).where(eq(attendees.userId, user.id)).limit(1);
  if (byUser) return byUser;
  const [byEmail] = await db
    .select()
    .from(attendees)
    .where(sql`lower(${attendees.email}) = ${normalizeEmail(user.email)}`)
    .limit(1);
  if (byEmail && !byEmail.userId) {
    const [linked] = await db.update(attendees).set({ userId: user.id }).where(eq(attendees.id, byEmail.id)).returning();
    return linked;
  }
  return byEmail;
}

export async function decideSignIn(db: Database, user: SignInUser, now: Date): Promise<SignInOutcome> {
  const email = normalizeEmail(user.email);

  // 1. Banned: by the auth library's flag or the banned_users record.
  const [ban] = await db
    .select({ id: bannedUsers.id })
    .from(bannedUsers)
    .where(sql`lower(${bannedUsers.email}) = ${email}`)
    .limit(1);
  if (user.banned || ban) return refuse('BANNED_USER', LOGIN_MESSAGES.banned);

  // 2. Administrator.
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.userId, user.id)).limit(1);
  if (admin) {
    // Their member row's last login too, so the Members Log is right for an administrator who is also a member.
    await db.update(attendees).set({ lastLogin: now }).where(eq(attendees.userId, user.id));
    return { allowed: true, destination: '/admin/dashboard' };
  }

  const attendee = await findAttendeeForUser(db, user);

  // 3. Onboarded member: record the login.
  if (attendee?.onboardingCompleted) {
    await db.update(attendees).set({ lastLogin: now }).where(eq(attendees.id, attendee.id));
    return { allowed: true, destination: '/' };
  }

  // 4. Member not yet onboarded: their conversation history decides.
  if (attendee) {
    const evidence = await findOnboardingEvidence(db, { userId: user.id, email: user.email });
    if (!evidence.qualifies) return refuse('SETUP_INCOMPLETE', LOGIN_MESSAGES.setupIncomplete);
    const hasNames = isRealName(attendee.firstName) && isRealName(attendee.lastName);
    const names = hasNames
      ? { firstName: attendee.firstName, lastName: attendee.lastName }
      : evidence.named
        ? splitFullName(evidence.named)
        : splitFullName(user.name);
    await db
      .update(attendees)
      .set({ ...names, onboardingCompleted: true, lastLogin: now, updatedAt: now })
      .where(eq(attendees.id, attendee.id));
    return { allowed: true, destination: '/' };
  }

  // 5. No member row, but the account came from an approved access request: create the member.
  if (user.accessLinkSignUp) {
    const fromName = isValidFullName(user.name) ? splitFullName(user.name) : undefined;
    const names = fromName ?? { firstName: email.split('@')[0], lastName: '' };
    // findAttendeeForUser found no row for this email, so this is the member's first row.
    await db.insert(attendees).values({ userId: user.id, email, ...names, onboardingCompleted: true, lastLogin: now });
    return { allowed: true, destination: '/' };
  }

  // 6. Anything else is not an approved member.
  return refuse('ACCOUNT_NOT_FOUND', LOGIN_MESSAGES.accountNotFound);
}
