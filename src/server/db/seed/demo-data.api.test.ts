import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createAdministrator } from '../../features/admins/service';
import {
  attendeeInterests,
  attendees,
  attendeeSummaries,
  bannedUsers,
  conversations,
  events,
  accessRequests,
  posts,
  sidebarUrls,
  spotlightCarousel,
  accounts,
  users,
} from '../schema';
import { ASK_QUESTIONS, DEMO_MEMBERS, DEMO_ORGANISERS, newDemoPassword, seedDemoData } from './demo-data';

const NOW = new Date('2025-03-14T15:30:00Z');
const DAY = 24 * 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function tableCounts() {
  const count = async (table: Parameters<ReturnType<TestApp['db']['select']>['from']>[0]) => {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row.n;
  };
  return {
    attendees: await count(attendees),
    interests: await count(attendeeInterests),
    summaries: await count(attendeeSummaries),
    banned: await count(bannedUsers),
    conversations: await count(conversations),
    requests: await count(accessRequests),
    events: await count(events),
    posts: await count(posts),
    spotlight: await count(spotlightCarousel),
    sidebar: await count(sidebarUrls),
    users: await count(users),
  };
}

describe('seedDemoData', () => {
  it('fills an empty database with members, every conversation state, requests, events, posts and the spotlight', async () => {
    const { signIns, ...result } = await seedDemoData(t, { force: false, now: NOW });
    const withAccounts = DEMO_MEMBERS.filter((m) => !m.neverLoggedIn).length;
    expect(result).toEqual({
      // Onboarded, neither deactivated nor archived: the one definition of a member.
      members: DEMO_MEMBERS.filter((m) => m.onboarded !== false && !m.banned && !m.archived).length,
      conversations: 24,
      faqEntries: 4,
      accessRequests: 7 + withAccounts,
      events: 10,
      rsvps: expect.any(Number),
      introductions: 16,
      posts: 6,
      spotlight: 4,
    });
    expect(result.members).toBeGreaterThanOrEqual(25);
    expect(result.rsvps).toBeGreaterThanOrEqual(50);

    const counts = await tableCounts();
    expect(counts).toMatchObject({
      attendees: DEMO_MEMBERS.length + DEMO_ORGANISERS.length,
      summaries: DEMO_MEMBERS.length,
      banned: 3,
      sidebar: 1,
      users: withAccounts + DEMO_ORGANISERS.length,
    });

    // Two demo members can sign in, with passwords made for this run.
    expect(signIns.map((s) => s.email)).toEqual(['daniel.whitfield@example.com', 'sofia.rossi@example.com']);
    expect(signIns.map((s) => s.name)).toEqual(['Daniel Whitfield', 'Sofia Rossi']);
    const signInEmails = new Set(signIns.map((s) => s.email));

    expect(signInEmails.size).toBe(2);

    // Members: example.com addresses, 2–4 interests each, a few archived or not onboarded, dates in range;
    // an account for each who ever signed in (the organisers' own rows have no profile).
    const members = (await t.db.select().from(attendees)).filter((m) => m.company);
    const neverSignedIn = new Set(DEMO_MEMBERS.filter((m) => m.neverLoggedIn).map((m) => `${m.firstName} ${m.lastName}`));
    for (const m of members) {
      expect(m.email).toMatch(/^[a-z]+\.[a-z-]+@example\.com$/);
      expect(m.userId === null).toBe(neverSignedIn.has(`${m.firstName} ${m.lastName}`));
      expect(m.firstName && m.lastName && m.company && m.jobTitle && m.industry).toBeTruthy();
      expect(m.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(m.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 366 * DAY);
      if (m.lastLogin) {
        expect(m.lastLogin.getTime()).toBeLessThanOrEqual(NOW.getTime());
        expect(m.lastLogin.getTime()).toBeGreaterThanOrEqual(m.createdAt.getTime());
        expect(m.lastLogin.getTime()).toBeGreaterThan(NOW.getTime() - 61 * DAY);
      }
    }
    expect(members.filter((m) => !m.onboardingCompleted).length).toBeGreaterThanOrEqual(2);
    expect(members.filter((m) => m.archived).length).toBeGreaterThanOrEqual(2);
    expect(members.some((m) => m.lastLogin === null)).toBe(true);
    const interestsPer = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(attendeeInterests)
      .groupBy(attendeeInterests.attendeeId);
    expect(interestsPer).toHaveLength(members.length);
    for (const { n } of interestsPer) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }

    const bans = await t.db.select().from(bannedUsers);
    const memberEmails = new Set(members.map((m) => m.email));
    for (const ban of bans) {
      expect(memberEmails.has(ban.email)).toBe(true);
      expect(ban).toMatchObject({ bannedReason: 'Administrative action' });
      const [account] = await t.db.select({ banned: users.banned }).from(users).where(eq(users.email, ban.email));
      expect(account?.banned ?? true).toBe(true);
    }

    // Conversations in every state.
    const entries = await t.db.select().from(conversations);
    const complete = entries.filter((c) => c.step === 'complete');
    const pending = complete.filter((c) => c.status === 'pending' && !c.archived);
    const answered = complete.filter((c) => c.status === 'answered' && !c.archived);
    const archived = complete.filter((c) => c.archived);
    const onboarding = entries.filter((c) => c.step === 'name_completed');
    expect(pending.length).toBeGreaterThan(0);
    expect(answered.filter((c) => c.viewed).length).toBeGreaterThan(0);
    expect(answered.filter((c) => !c.viewed).length).toBeGreaterThan(0);
    expect(archived.length).toBeGreaterThan(0);
    expect(onboarding.length).toBeGreaterThan(0);
    expect(complete.length + onboarding.length).toBe(entries.length);
    const organiserEmails = new Set(DEMO_ORGANISERS.map((o) => `${o.firstName}.${o.lastName}@example.com`.toLowerCase()));
    for (const c of [...answered, ...archived]) {
      expect(c.adminResponse).toBeTruthy();
      // Recorded as the inbox records a reply: the first one's time and the organiser who wrote it.
      expect(c.firstRespondedAt).toEqual(c.respondedAt);
      expect(organiserEmails.has(c.firstResponderEmail!)).toBe(true);
      expect(c.respondedAt!.getTime()).toBeGreaterThan(c.timestamp.getTime());
      expect(c.respondedAt!.getTime()).toBeLessThan(NOW.getTime());
    }
    for (const c of pending) expect(c).toMatchObject({ adminResponse: null, respondedAt: null });
    const fixedQuestions = new Set<string>(Object.values(ASK_QUESTIONS));
    for (const c of complete) {
      expect(c.questionsAndAnswers.length).toBeGreaterThan(0);
      for (const pair of c.questionsAndAnswers) {
        expect(fixedQuestions.has(pair.question)).toBe(true);
        expect(pair.answer).toBeTruthy();
      }
      expect(c.question).toBe(c.questionsAndAnswers[0].question);
      expect(memberEmails.has(c.email!)).toBe(true);
    }
    expect(complete.some((c) => c.followup?.toLowerCase() === 'no')).toBe(true);
    expect(complete.some((c) => c.followup?.toLowerCase() !== 'no')).toBe(true);
    expect(new Set(complete.map((c) => c.sharePermission))).toEqual(new Set([true, false]));
    for (const c of onboarding) expect(c).toMatchObject({ status: 'pending', question: null, questionsAndAnswers: [] });

    // Access requests: pending without a token, approved for 72 hours, expired, signed up.
    const requests = await t.db.select().from(accessRequests);
    const pendingRequests = requests.filter((r) => r.status === 'pending');
    expect(pendingRequests.length).toBeGreaterThan(0);
    for (const r of pendingRequests) expect(r).toMatchObject({ token: null, approved: false, expiresAt: null });
    const open = requests.filter((r) => r.status === 'approved' && r.expiresAt! > NOW);
    expect(open.length).toBeGreaterThanOrEqual(2);
    for (const r of open) {
      expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r.expiresAt!.getTime()).toBe(NOW.getTime() + 72 * 3_600_000);
    }
    expect(requests.filter((r) => r.status === 'approved' && r.expiresAt! <= NOW)).toHaveLength(1);
    const signedUp = requests.filter((r) => r.status === 'signed_up');
    expect(signedUp).toHaveLength(withAccounts);
    for (const r of signedUp) {
      expect(r.completedAt).toBeInstanceOf(Date);
      expect(memberEmails.has(r.email)).toBe(true);
    }

    // Events relative to now.
    const allEvents = await t.db.select().from(events);
    const upcoming = allEvents.filter((e) => e.date > NOW);
    expect(upcoming).toHaveLength(4);
    expect(allEvents.filter((e) => e.date < NOW)).toHaveLength(6);
    // 'Upcoming' means today or later and 'past' before today: none falls on today itself.
    const today = NOW.toISOString().slice(0, 10);
    expect(allEvents.some((e) => e.date.toISOString().slice(0, 10) === today)).toBe(false);
    for (const e of allEvents) expect(e.speakers.length).toBeGreaterThan(0);

    // Posts: published, unique hyphenated slugs, multi-paragraph, demo images.
    const allPosts = await t.db.select().from(posts);
    for (const p of allPosts) {
      expect(p.status).toBe('published');
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.content.split('\n').length).toBeGreaterThan(1);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.publishedAt!.getTime()).toBeLessThan(NOW.getTime());
      if (p.imageUrl) expect(p.imageUrl).toMatch(/^\/demo\/post-[1-5]\.svg$/);
    }
    expect(allPosts.filter((p) => p.imageUrl === null)).toHaveLength(1);

    const spotlight = await t.db.select().from(spotlightCarousel).orderBy(spotlightCarousel.displayOrder);
    expect(spotlight.map((s) => [s.displayOrder, s.imageUrl, s.isActive])).toEqual([
      [1, '/demo/spotlight-1.svg', true],
      [2, '/demo/spotlight-2.svg', true],
      [3, '/demo/spotlight-3.svg', true],
      [4, '/demo/spotlight-4.svg', true],
    ]);

    const [sidebar] = await t.db.select().from(sidebarUrls);
    expect(sidebar).toMatchObject({ id: 1, askFmc: null, upcomingEvents: null, newsletters: null, contact: null });
  });

  it('refuses a database that already has members and changes nothing', async () => {
    const before = await tableCounts();
    await expect(seedDemoData(t, { force: false, now: NOW })).rejects.toThrow(
      // The organisers are administrators: their own rows are not counted.
      `The database already has ${before.attendees - DEMO_ORGANISERS.length} members; run with --force to add the demo content anyway.`,
    );
    expect(await tableCounts()).toEqual(before);
  });

  it('with force, skips what is already there instead of duplicating it', async () => {
    const before = await tableCounts();
    const later = new Date(NOW.getTime() + 3 * DAY);
    const result = await seedDemoData(t, { force: true, now: later });
    expect(result).toEqual({
      members: 0,
      conversations: 0,
      faqEntries: 0,
      accessRequests: 0,
      events: 0,
      rsvps: 0,
      introductions: 0,
      posts: 0,
      spotlight: 0,
      signIns: [],
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('with force, adds only the missing rows next to existing members', async () => {
    await t.db.delete(posts).where(sql`${posts.imageUrl} is null`);
    await t.db.delete(attendees).where(sql`lower(${attendees.email}) = 'amara.okafor@example.com'`);
    await t.db.insert(attendees).values({ email: 'Someone.Else@Example.com', firstName: 'Someone', lastName: 'Else' });
    const before = await tableCounts();
    const result = await seedDemoData(t, { force: true, now: NOW });
    // Amara's introductions went with her row (they cascade); they come back with her.
    expect(result).toEqual({
      members: 1,
      conversations: 0,
      faqEntries: 0,
      accessRequests: 0,
      events: 0,
      rsvps: 0,
      introductions: 2,
      posts: 1,
      spotlight: 0,
      signIns: [],
    });
    const after = await tableCounts();
    expect(after.attendees).toBe(before.attendees + 1);
    expect(after.interests).toBe(before.interests + 3);
    expect(after.summaries).toBe(before.summaries + 1);
  });

  it('leaves nothing half-written when a step fails', async () => {
    await t.db.delete(attendees).where(sql`lower(${attendees.email}) = 'grace.liu@example.com'`);
    await t.db.delete(spotlightCarousel).where(sql`${spotlightCarousel.displayOrder} = 4`);
    const before = await tableCounts();
    // The spotlight is written after the members, conversations and requests: make that insert fail.
    const failingDb = new Proxy(t.db, {
      get(target, prop) {
        if (prop !== 'transaction') return Reflect.get(target, prop);
        return (body: (tx: unknown) => Promise<unknown>) =>
          target.transaction((tx) =>
            body(
              new Proxy(tx, {
                get(txTarget, txProp) {
                  if (txProp === 'insert') {
                    return (table: unknown) => {
                      if (table === spotlightCarousel) throw new Error('simulated failure');
                      return txTarget.insert(table as typeof attendees);
                    };
                  }
                  const value = Reflect.get(txTarget, txProp);
                  return typeof value === 'function' ? value.bind(txTarget) : value;
                },
              }),
            ),
          );
      },
    });
    await expect(seedDemoData({ db: failingDb, auth: t.auth }, { force: true, now: NOW })).rejects.toThrow('simulated failure');
    expect(await tableCounts()).toEqual(before);
  });
});

describe('seeding after the administrator was created', () => {
  it('does not count the administrator as an existing member', async () => {
    const fresh = await createTestApp();
    try {
      await createAdministrator(fresh, { email: 'first-admin@example.com', password: 'secret123' });
      const added = await seedDemoData(fresh, { force: false, now: new Date() });
      expect(added.members).toBe(DEMO_MEMBERS.filter((m) => m.onboarded !== false && !m.banned && !m.archived).length);
    } finally {
      await fresh.close();
    }
  });
});

describe('the demo members who can sign in', () => {
  it('sign in to the member area with the passwords answered once, which are new on every run and kept only as hashes', async () => {
    const first = await createTestApp();
    const second = await createTestApp();
    try {
      const { signIns } = await seedDemoData(first, { force: false, now: new Date() });
      const { signIns: again } = await seedDemoData(second, { force: false, now: new Date() });
      expect(signIns).toHaveLength(2);
      for (const [index, signIn] of signIns.entries()) {
        expect(signIn.password.length).toBeGreaterThanOrEqual(16);
        // Nothing read alike: no 0/O/o, no 1/l/I.
        expect(signIn.password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]+$/);
        expect(again[index].email).toBe(signIn.email);
        expect(again[index].password).not.toBe(signIn.password);
        const { body } = await first.signIn(signIn.email, signIn.password);
        expect(body.redirectTo).toBe('/');
        const stored = await first.db
          .select({ password: accounts.password })
          .from(accounts)
          .innerJoin(users, eq(users.id, accounts.userId))
          .where(eq(users.email, signIn.email));
        expect(stored).toHaveLength(1);
        expect(stored[0].password).not.toContain(signIn.password);
      }
      allowConsole(/Invalid password/);
      await expect(first.signIn(signIns[0].email, again[0].password)).rejects.toThrow(/sign-in failed: 401/);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps an existing account and its password when the demo content is added again', async () => {
    const fresh = await createTestApp();
    try {
      const { signIns } = await seedDemoData(fresh, { force: false, now: new Date() });
      await fresh.db.delete(attendees).where(eq(attendees.email, signIns[0].email));
      const { signIns: again, members } = await seedDemoData(fresh, { force: true, now: new Date() });
      expect(members).toBe(1);
      expect(again).toEqual([]);
      const { body } = await fresh.signIn(signIns[1].email, signIns[1].password);
      expect(body.redirectTo).toBe('/');
    } finally {
      await fresh.close();
    }
  });
});

describe('newDemoPassword', () => {
  it('makes 16 characters none of which reads like another', () => {
    for (let i = 0; i < 200; i++) expect(newDemoPassword()).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
  });
});
