// Factories that take overrides: createMember({ onboarded: false }), createAdmin(), …
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createPasswordAccount } from '../../src/server/auth/accounts';
import {
  adminUsers,
  attendeeInterests,
  attendees,
  attendeeSummaries,
  bannedUsers,
  conversations,
  accessRequests,
  pushSubscriptions,
  users,
} from '../../src/server/db/schema';
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
  accessLinkSignUp?: boolean;
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
  const { userId } = await createPasswordAccount(t.auth, t.db, {
    email,
    password,
    name: `${firstName} ${lastName}`.trim(),
    accessLinkSignUp: overrides.accessLinkSignUp ?? false,
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
  const member = await createMember(t, {
    firstName: 'Avery',
    lastName: 'Admin',
    ...overrides,
    email: overrides.email ?? uniqueEmail('admin'),
  });
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
  overrides: Partial<typeof accessRequests.$inferInsert> & { approved?: boolean } = {},
) {
  const approved = overrides.approved ?? true;
  const now = t.clock.now();
  const [row] = await t.db
    .insert(accessRequests)
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
export async function createConversations(
  t: TestApp,
  rows: Array<Partial<typeof conversations.$inferInsert> & { name: string }>,
) {
  if (rows.length === 0) return [];
  return t.db
    .insert(conversations)
    .values(rows.map((values) => ({ step: 'complete' as const, status: 'pending' as const, ...values })))
    .returning();
}

/** An administrator's Web Push subscription, written directly (e.g. one pointing at a local push service). */
export async function createPushSubscription(
  t: TestApp,
  values: Pick<typeof pushSubscriptions.$inferInsert, 'userId' | 'endpoint' | 'p256dh' | 'auth'>,
) {
  const [row] = await t.db.insert(pushSubscriptions).values(values).returning();
  return row;
}

type InterestSpec = string | { name: string; category?: string | null };
type ProfileExtras = {
  interests?: InterestSpec[];
  summary?: string;
  archived?: boolean;
  lastLogin?: Date | null;
  createdAt?: Date;
};

/** Interests (in the order given) and one summary for member rows, each set in one multi-row insert. */
async function addProfileDetails(t: TestApp, rows: Array<{ attendeeId: string; interests?: InterestSpec[]; summary?: string }>) {
  const base = Date.now();
  const interests = rows.flatMap(({ attendeeId, interests = [] }) =>
    interests.map((spec, i) => {
      const { name, category = null } = typeof spec === 'string' ? { name: spec } : spec;
      return { attendeeId, interestName: name, category, createdAt: new Date(base + i) };
    }),
  );
  if (interests.length) await t.db.insert(attendeeInterests).values(interests);
  const summaries = rows
    .filter((row) => row.summary !== undefined)
    .map(({ attendeeId, summary }) => ({ attendeeId, summaryText: summary! }));
  if (summaries.length) await t.db.insert(attendeeSummaries).values(summaries);
}

/** A member who can sign in, with interests, a summary, and archive / last-login / joined dates as given. */
export async function createMemberWithProfile(t: TestApp, overrides: MemberOverrides & ProfileExtras = {}) {
  const member = await createMember(t, overrides);
  const attendeeId = member.attendeeId!;
  const { archived, lastLogin, createdAt } = overrides;
  if (archived !== undefined || lastLogin !== undefined || createdAt !== undefined) {
    await t.db.update(attendees).set({ archived, lastLogin, createdAt }).where(eq(attendees.id, attendeeId));
  }
  await addProfileDetails(t, [{ attendeeId, interests: overrides.interests, summary: overrides.summary }]);
  return { ...member, attendeeId };
}

export type AttendeeRowSpec = Partial<typeof attendees.$inferInsert> & {
  interests?: InterestSpec[];
  summary?: string;
  banned?: boolean;
};

/** Many member rows without sign-in accounts (as the old product's data has), in a few multi-row inserts. */
export async function createAttendeeRows(t: TestApp, specs: AttendeeRowSpec[]) {
  if (specs.length === 0) return [];
  const rows = await t.db
    .insert(attendees)
    .values(
      specs.map(({ interests: _interests, summary: _summary, banned: _banned, ...values }) => ({
        email: uniqueEmail('row'),
        firstName: 'Jamie',
        lastName: 'Row',
        onboardingCompleted: true,
        ...values,
      })),
    )
    .returning();
  await addProfileDetails(
    t,
    rows.map((row, i) => ({ attendeeId: row.id, interests: specs[i].interests, summary: specs[i].summary })),
  );
  const banned = rows.filter((_, i) => specs[i].banned).map((row) => ({ email: row.email.toLowerCase(), userId: row.userId }));
  if (banned.length) await t.db.insert(bannedUsers).values(banned);
  return rows;
}
