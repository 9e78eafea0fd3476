// Factories that take overrides: createMember({ onboarded: false }), createAdmin(), …
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createCredentialAccount } from '../../src/server/auth/accounts';
import { adminPushTokens, adminUsers, attendees, bannedUsers, conversations, magicLinkRequests, users } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

export const DEFAULT_PASSWORD = 'correct-horse-42';
let counter = 0;
export const uniqueEmail = (prefix = 'member') => `${prefix}.${++counter}.${randomBytes(3).toString('hex')}@example.com`;

type MemberOverrides = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  onboarded?: boolean;
  /** false: an account with no attendee row. */
  withAttendee?: boolean;
  magicLinkSignup?: boolean;
  banned?: boolean;
  company?: string;
  jobTitle?: string;
  industry?: string;
};

/** An account that can sign in, with (by default) an onboarded attendee row. */
export async function createMember(t: TestApp, overrides: MemberOverrides = {}) {
  const email = (overrides.email ?? uniqueEmail()).toLowerCase();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const firstName = overrides.firstName ?? 'Morgan';
  const lastName = overrides.lastName ?? 'Reyes';
  const { userId } = await createCredentialAccount(t.auth, {
    email,
    password,
    name: `${firstName} ${lastName}`.trim(),
    magicLinkSignup: overrides.magicLinkSignup ?? false,
  });
  let attendeeId: string | null = null;
  if (overrides.withAttendee !== false) {
    const [row] = await t.db
      .insert(attendees)
      .values({
        userId,
        email,
        firstName,
        lastName,
        company: overrides.company ?? 'Northwind Franchising',
        jobTitle: overrides.jobTitle ?? 'Director of Partnerships',
        industry: overrides.industry ?? 'Franchise',
        onboardingCompleted: overrides.onboarded ?? true,
      })
      .returning();
    attendeeId = row.id;
  }
  if (overrides.banned) await banForTest(t, userId, email);
  return { userId, email, password, attendeeId, firstName, lastName };
}

export async function createAdmin(t: TestApp, overrides: MemberOverrides = {}) {
  const member = await createMember(t, { firstName: 'Avery', lastName: 'Admin', ...overrides, email: overrides.email ?? uniqueEmail('admin') });
  await t.db.insert(adminUsers).values({ userId: member.userId });
  return member;
}

/** Bans the way the product does: the auth library's flag, the banned_users record, sessions ended. */
export async function banForTest(t: TestApp, userId: string, email: string) {
  const context = await t.auth.$context;
  await t.db.update(users).set({ banned: true, banReason: 'Administrative action' }).where(eq(users.id, userId));
  await t.db.insert(bannedUsers).values({ userId, email });
  await context.internalAdapter.deleteUserSessions(userId);
}

export async function createAccessRequest(
  t: TestApp,
  overrides: Partial<typeof magicLinkRequests.$inferInsert> & { approved?: boolean } = {},
) {
  const approved = overrides.approved ?? true;
  const now = t.clock.now();
  const [row] = await t.db
    .insert(magicLinkRequests)
    .values({
      email: uniqueEmail('invitee'),
      firstName: 'Jordan',
      lastName: 'Blake',
      ...(approved
        ? {
            status: 'approved' as const,
            approved: true,
            approvedAt: now,
            token: randomBytes(32).toString('base64url'),
            expiresAt: new Date(now.getTime() + 72 * 3600_000),
          }
        : {}),
      ...overrides,
    })
    .returning();
  return row;
}

export async function createConversation(t: TestApp, values: Partial<typeof conversations.$inferInsert> & { name: string }) {
  const [row] = await t.db
    .insert(conversations)
    .values({ step: 'complete', status: 'pending', ...values })
    .returning();
  return row;
}

/** Many entries in one multi-row insert (a single statement, however many rows). */
export async function createConversations(t: TestApp, rows: Array<Partial<typeof conversations.$inferInsert> & { name: string }>) {
  if (rows.length === 0) return [];
  return t.db
    .insert(conversations)
    .values(rows.map((values) => ({ step: 'complete' as const, status: 'pending' as const, ...values })))
    .returning();
}

/** An administrator's Web Push subscription, written directly (e.g. one pointing at a local push service). */
export async function createPushSubscription(
  t: TestApp,
  values: Pick<typeof adminPushTokens.$inferInsert, 'adminEmail' | 'userId' | 'endpoint' | 'p256dh' | 'auth'>,
) {
  const [row] = await t.db.insert(adminPushTokens).values({ platform: 'web', ...values }).returning();
  return row;
}
