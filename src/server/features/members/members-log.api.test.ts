// The Members Log (spec 2.5 tab 4): who may use it, the paged search, the same queries for every page
// size, administrators who are not members, the detail with its audit trail, archiving. Deactivation
// ending sessions and blocking sign-in is proven in session/auth-flows.api.test.ts ('deactivation'); the
// export has its own file.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_ROUTES } from '../../../common/contracts/profile-routes';
import { lastLoginRelative, MEMBER_ENDPOINTS as MEMBERS, type MemberPage } from '../../../common/contracts/members';
import { adminUsers, attendees, auditLog } from '../../db/schema';
import {
  createAdmin,
  createAttendeeRows,
  createMember,
  createMemberWithProfile,
  uniqueEmail,
} from '../../../../tests/support/factories';
import { describeAdminOnly } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  cookies.admin = (await t.signIn(admin.email, admin.password)).cookie;
  const member = await createMember(t);
  cookies.member = (await t.signIn(member.email, member.password)).cookie;
  // Signed in, then their member row loses onboarding: the server must treat them as not onboarded.
  const pending = await createMember(t);
  cookies.notOnboarded = (await t.signIn(pending.email, pending.password)).cookie;
  await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.id, pending.attendeeId!));
});
afterAll(() => t.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const someone = { email: 'someone@example.com' };
describeAdminOnly(
  [
    [MEMBERS.list, {}],
    [MEMBERS.list, { query: { search: 'a', archived: true } }],
    [MEMBERS.detail, { params: { id: SOME_ID } }],
    [MEMBERS.export, {}],
    [MEMBERS.archive, { body: someone }],
    [MEMBERS.unarchive, { body: someone }],
    [MEMBERS.ban, { body: someone }],
    [MEMBERS.unban, { body: someone }],
    // The administrator's own profile (the profile feature's routes), guarded alike.
    ['GET', PROFILE_ROUTES.adminGet.path],
    ['PUT', PROFILE_ROUTES.adminUpdate.path, { firstName: 'Mallory', lastName: 'Member' }],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string } }),
);

type ListQuery = { search?: string; archived?: boolean; page?: number; pageSize?: number };
const list = async (query: ListQuery = {}) => (await t.call(MEMBERS.list, { query, cookie: cookies.admin, expect: 200 })).body;

describe('the list, its search and its pages', () => {
  let app: TestApp;
  let cookie: string;
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

  beforeAll(async () => {
    app = await createTestApp();
    const admin = await createAdmin(app, { email: 'boss@admins.example' });
    cookie = (await app.signIn(admin.email, admin.password)).cookie;
    await app.db
      .update(attendees)
      .set({ createdAt: day(-100) })
      .where(eq(attendees.id, admin.attendeeId!));
    await createAttendeeRows(app, [
      {
        firstName: 'Quinn',
        lastName: 'Abara',
        email: 'quinn@alpha.example',
        company: 'Zephyr Foods',
        jobTitle: 'Head of Growth',
        industry: 'Franchise',
        createdAt: day(1),
        lastLogin: new Date('2026-03-05T12:00:00Z'),
      },
      {
        firstName: 'Rosa',
        lastName: 'Oyelaran',
        email: 'rosa@beta.example',
        company: 'Kettle Media',
        jobTitle: 'Producer',
        industry: 'Media',
        createdAt: day(2),
        interests: ['Podcasts'],
        summary: 'Makes shows.',
      },
      {
        firstName: 'Sami',
        lastName: 'Virtanen',
        email: 'sami@gamma.example',
        company: 'Halo Studio',
        jobTitle: 'Creator Lead',
        industry: 'Creator Economy',
        createdAt: day(3),
        banned: true,
      },
      {
        firstName: 'Tove',
        lastName: 'Lindqvist',
        email: 'tove@delta.example',
        company: '50% Club',
        jobTitle: 'Founder',
        industry: 'Media',
        createdAt: day(4),
        archived: true,
      },
      {
        firstName: 'Uma',
        lastName: 'Castellanos',
        email: 'uma@epsilon.example',
        company: 'Under_Score Ltd',
        jobTitle: 'Analyst',
        industry: 'Retail',
        createdAt: day(5),
      },
    ]);
  });
  afterAll(() => app.close());

  const get = async (query: ListQuery = {}) => (await app.call(MEMBERS.list, { query, cookie, expect: 200 })).body;
  const names = (page: MemberPage) => page.items.map((m) => m.firstName);

  it('lists members newest first, leaves archived ones out, and counts them', async () => {
    const page = await get();
    expect(names(page)).toEqual(['Uma', 'Sami', 'Rosa', 'Quinn', 'Avery']);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 25 });
  });

  it("includes archived members with 'Show Archived'", async () => {
    const page = await get({ archived: true });
    expect(names(page)).toEqual(['Uma', 'Tove', 'Sami', 'Rosa', 'Quinn', 'Avery']);
    expect(page.items.find((m) => m.firstName === 'Tove')!.archived).toBe(true);
    expect(page.total).toBe(6);
  });

  it('carries everything a row and the detail show', async () => {
    const page = await get();
    const rosa = page.items.find((m) => m.firstName === 'Rosa')!;
    expect(rosa).toMatchObject({
      lastName: 'Oyelaran',
      email: 'rosa@beta.example',
      company: 'Kettle Media',
      jobTitle: 'Producer',
      industry: 'Media',
      onboarded: true,
      archived: false,
      isBanned: false,
      authUserId: null,
      lastLogin: null,
      lastLoginFormatted: 'Never',
      createdAt: day(2).toISOString(),
      createdAtFormatted: 'Jan 3, 2026',
      interests: [{ name: 'Podcasts', category: null }],
      summaries: ['Makes shows.'],
    });
    expect(page.items.find((m) => m.firstName === 'Sami')!.isBanned).toBe(true);
    const quinn = page.items.find((m) => m.firstName === 'Quinn')!;
    expect(quinn).toMatchObject({ lastLogin: '2026-03-05T12:00:00.000Z', lastLoginFormatted: 'Mar 5, 2026' });
    const avery = page.items.find((m) => m.firstName === 'Avery')!;
    expect(avery.authUserId).toEqual(expect.any(String));
  });

  it('searches every field without case, the formatted last login included', async () => {
    const cases: Array<[search: string, expected: string[]]> = [
      ['quinn', ['Quinn']], // first name
      ['OYELARAN', ['Rosa']], // last name
      ['gamma.EXAMPLE', ['Sami']], // email
      ['kettle', ['Rosa']], // company
      ['creator lead', ['Sami']], // job title
      ['retail', ['Uma']], // industry
      ['Mar 5, 2026', ['Quinn']], // the last login as the table shows it
      ['mar 5', ['Quinn']],
      ['sami virt', ['Sami']], // the full name
      ['never', ['Uma', 'Sami', 'Rosa']], // no login yet ('Never'); Avery, the administrator, signed in above
      ['media', ['Rosa']], // Tove is archived
    ];
    for (const [search, expected] of cases) {
      const page = await get({ search });
      expect(names(page), search).toEqual(expected);
      expect(page.total, search).toBe(expected.length);
    }
    expect(names(await get({ search: 'media', archived: true }))).toEqual(['Tove', 'Rosa']);
  });

  it('never matches across two fields, and follows a profile as it changes', async () => {
    for (const search of ['virtanen sami', 'studio creator', 'producer media', 'abara quinn@']) {
      expect((await get({ search, archived: true })).total, search).toBe(0);
    }
    const quinn = (await get({ search: 'quinn' })).items[0];
    await app.db.update(attendees).set({ company: 'Lantern Ventures' }).where(eq(attendees.id, quinn.attendeeId));
    expect(names(await get({ search: 'LANTERN' }))).toEqual(['Quinn']);
    expect((await get({ search: 'zephyr' })).total).toBe(0);
    await app.db.update(attendees).set({ company: 'Zephyr Foods' }).where(eq(attendees.id, quinn.attendeeId));
  });

  it('takes % and _ in a search literally', async () => {
    expect(names(await get({ search: '50%', archived: true }))).toEqual(['Tove']);
    expect(names(await get({ search: 'r_s' }))).toEqual(['Uma']);
    expect((await get({ search: '%' })).total).toBe(0);
  });

  it('pages with a total on every page, even past the last', async () => {
    const first = await get({ pageSize: 2, page: 1 });
    const second = await get({ pageSize: 2, page: 2 });
    const third = await get({ pageSize: 2, page: 3 });
    expect([names(first), names(second), names(third)]).toEqual([['Uma', 'Sami'], ['Rosa', 'Quinn'], ['Avery']]);
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    const beyond = await get({ pageSize: 2, page: 9 });
    expect(beyond).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it('refuses a bad query with a clear 400', async () => {
    for (const [query, message] of [
      ['?pageSize=101', 'The page size must be a whole number from 1 to 100.'],
      ['?page=0', 'The page must be a whole number from 1.'],
      ['?archived=maybe', 'Show Archived must be true or false.'],
      [`?search=${'x'.repeat(201)}`, 'The search must be at most 200 characters.'],
    ]) {
      // Raw HTTP: query strings as a browser's address bar would send them, out of range.
      const response = await app.request(`${MEMBERS.list.path}${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });
});

describe('the same queries per page, whatever its size', () => {
  it('reads a page of 25 members with interests, summaries and bans in one query, and the total from its kept counter', async () => {
    const app = await createTestApp();
    try {
      const admin = await createAdmin(app);
      const { cookie } = await app.signIn(admin.email, admin.password);
      await app.db
        .update(attendees)
        .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
        .where(eq(attendees.id, admin.attendeeId!));
      await createAttendeeRows(
        app,
        Array.from({ length: 30 }, (_, i) => ({
          firstName: `Member${i}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
          interests: [`Interest ${i}`, { name: 'Franchising', category: 'Industry' }],
          summary: `Summary ${i}`,
          banned: i % 3 === 0,
        })),
      );
      // Every statement goes through the driver's query(): PGlite's client, or node-postgres's pool.
      const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const spy = vi.spyOn(client, 'query');
      const sqlOf = (call: unknown[]) => String(typeof call[0] === 'string' ? call[0] : (call[0] as { text?: string }).text);

      const small = await app.call(MEMBERS.list, { query: { pageSize: 1 }, cookie, expect: 200 });
      const smallQueries = spy.mock.calls.map(sqlOf);
      spy.mockClear();
      const full = await app.call(MEMBERS.list, { query: { pageSize: 25 }, cookie, expect: 200 });
      const fullQueries = spy.mock.calls.map(sqlOf);
      spy.mockRestore();

      expect(small.body.items).toHaveLength(1);
      const items = (full.body as MemberPage).items;
      expect(items).toHaveLength(25);
      expect(items.every((m) => m.interests.length === 2 && m.summaries.length === 1)).toBe(true);
      expect(items.filter((m) => m.isBanned).length).toBeGreaterThan(5);
      expect(full.body.total).toBe(31);
      // The same number of queries for 1 row or 25 (the rest identify the caller), and the list is one of them.
      expect(fullQueries).toHaveLength(smallQueries.length);
      const listQueries = fullQueries.filter((text) => text.includes('attendee_interests'));
      expect(listQueries).toHaveLength(1);
      expect(listQueries[0]).toContain('attendee_summaries');
      expect(listQueries[0]).toContain('banned_users');
      // The total is counted on its own: a window count in the page's query read the whole list (bench/README.md).
      expect(listQueries[0]).not.toContain('count(*) over ()');
      // Unfiltered, the total is the counter the triggers keep (migration 0006): no count of the members at all.
      expect(fullQueries.filter((text) => /count\(\*\)::int from "attendees"/.test(text))).toHaveLength(0);
      expect(fullQueries.filter((text) => /from list_totals/.test(text))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('archiving', () => {
  it('hides a member from the list and restores them, with the spec messages and audit entries', async () => {
    const member = await createMemberWithProfile(t, { firstName: 'Archie', lastName: 'Vale' });
    const inList = async (archived = false) => (await list({ search: member.email, archived })).items.map((m) => m.email);

    const archive = await t.call(MEMBERS.archive, { cookie: cookies.admin, body: { email: member.email.toUpperCase() } });
    expect(archive.status).toBe(200);
    expect(archive.body).toEqual({ success: true, message: 'Member archived successfully' });
    expect(await inList()).toEqual([]);
    expect(await inList(true)).toEqual([member.email]);
    // Archiving twice changes nothing and records nothing new.
    expect((await t.call(MEMBERS.archive, { cookie: cookies.admin, body: { email: member.email } })).status).toBe(200);

    const unarchive = await t.call(MEMBERS.unarchive, { cookie: cookies.admin, body: { email: member.email } });
    expect(unarchive.body).toEqual({ success: true, message: 'Member unarchived successfully' });
    expect(await inList()).toEqual([member.email]);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetEmail, member.email));
    expect(audits.map((a) => a.action).sort()).toEqual(['member.archive', 'member.unarchive']);
  });

  it('answers an unknown email 404 with the spec failure message, and a missing one 400', async () => {
    const unknown = await t.call(MEMBERS.archive, { cookie: cookies.admin, body: { email: uniqueEmail('ghost') }, expect: 404 });
    expect(unknown.body.error.message).toBe('Failed to archive member: Member not found');
    const unknownRestore = await t.call(MEMBERS.unarchive, {
      cookie: cookies.admin,
      body: { email: uniqueEmail('ghost') },
      expect: 404,
    });
    expect(unknownRestore.body.error.message).toBe('Failed to unarchive member: Member not found');
    // Raw HTTP: a body without the email the contract's type requires.
    const missing = await t.request(MEMBERS.archive.path, { cookie: cookies.admin, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please enter an email address');
  });
});

describe('the member detail', () => {
  it('shows the member and every deactivation, reactivation and archive, newest first', async () => {
    const member = await createMemberWithProfile(t, {
      firstName: 'Dara',
      lastName: 'Quill',
      interests: ['Retail'],
      summary: 'Runs shops.',
    });
    const act = (action: 'ban' | 'unban' | 'archive' | 'unarchive', extra: { reason?: string }) =>
      t.call(MEMBERS[action], { cookie: cookies.admin, body: { email: member.email, ...extra }, expect: 200 });
    t.clock.set(new Date('2026-04-01T10:00:00Z'));
    expect((await act('ban', { reason: 'Spam' })).body.message).toBe('User has been banned successfully');
    t.clock.advance(60_000);
    expect((await act('unban', {})).body).toEqual({ success: true, message: 'User has been unbanned successfully' });
    t.clock.advance(60_000);
    await act('archive', {});
    t.clock.advance(60_000);
    await act('unarchive', {});
    t.clock.advance(60_000);
    await act('ban', {});
    t.clock.reset();

    const detail = (await t.call(MEMBERS.detail, { params: { id: member.attendeeId! }, cookie: cookies.admin, expect: 200 }))
      .body;
    expect(detail.member).toMatchObject({
      attendeeId: member.attendeeId,
      email: member.email,
      isBanned: true,
      archived: false,
      interests: [{ name: 'Retail', category: null }],
      summaries: ['Runs shops.'],
    });
    expect(detail.activity.map((a) => [a.action, a.label])).toEqual([
      ['member.ban', 'Member deactivated'],
      ['member.unarchive', 'Member unarchived'],
      ['member.archive', 'Member archived'],
      ['member.unban', 'Member reactivated'],
      ['member.ban', 'Member deactivated'],
    ]);
    expect(detail.activity[4]).toMatchObject({ reason: 'Spam', createdAt: '2026-04-01T10:00:00.000Z' });
    expect(detail.activity[4].actorEmail).toMatch(/^admin\./);
  });

  it('answers an unknown or malformed id 404', async () => {
    for (const id of [SOME_ID, 'not-a-uuid']) {
      const response = await t.call(MEMBERS.detail, { params: { id }, cookie: cookies.admin, expect: 404 });
      expect(response.body.error.message).toBe('Member not found');
    }
  });
});

describe('the relative last-login text (spec 9)', () => {
  it('says Today, Yesterday, days, weeks and months', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000 - 1000).toISOString();
    expect(lastLoginRelative(null, now)).toBe('Never');
    expect(lastLoginRelative(ago(0), now)).toBe('Today');
    expect(lastLoginRelative(ago(1), now)).toBe('Yesterday');
    expect(lastLoginRelative(ago(6), now)).toBe('6 days ago');
    expect(lastLoginRelative(ago(7), now)).toBe('1 week ago');
    expect(lastLoginRelative(ago(29), now)).toBe('4 weeks ago');
    expect(lastLoginRelative(ago(30), now)).toBe('1 month ago');
    expect(lastLoginRelative(ago(95), now)).toBe('3 months ago');
  });
});

describe('administrators in the Members Log', () => {
  it('leaves out administrators who are not members, from the list, its totals, its search and the export', async () => {
    const app = await createTestApp();
    try {
      // An administrator as admin:create and the first-run setup make one: a member row without a profile.
      const owner = await createAdmin(app, { email: uniqueEmail('owner'), firstName: 'owner', lastName: 'Admin' });
      await app.db
        .update(attendees)
        .set({ company: null, jobTitle: null, industry: null })
        .where(eq(attendees.id, owner.attendeeId!));
      // Administrators who also are members: one with a member profile, one who joined through an access link.
      const organiser = await createAdmin(app, { email: uniqueEmail('organiser'), company: 'Crestline Brands' });
      const promoted = await createMember(app, {
        email: uniqueEmail('promoted'),
        accessLinkSignUp: true,
        company: '',
        jobTitle: '',
        industry: '',
      });
      await app.db.insert(adminUsers).values({ userId: promoted.userId });
      const member = await createMember(app, { email: uniqueEmail('member') });
      const archived = await createMember(app, { email: uniqueEmail('archived') });
      await app.db.update(attendees).set({ archived: true }).where(eq(attendees.id, archived.attendeeId!));

      const { cookie } = await app.signIn(owner.email, owner.password);
      const get = async (query: ListQuery) => (await app.call(MEMBERS.list, { query, cookie, expect: 200 })).body;
      const listed = await get({ pageSize: 100 });
      expect(listed.items.map((m) => m.email).sort()).toEqual([organiser.email, promoted.email, member.email].sort());
      expect(listed.total).toBe(3);
      const withArchived = await get({ pageSize: 100, archived: true });
      expect(withArchived.items.map((m) => m.email)).toContain(archived.email);
      expect(withArchived.items.map((m) => m.email)).not.toContain(owner.email);
      expect(withArchived.total).toBe(4);
      // The kept counters still count every member row; the list takes the administrators' own out.
      const [kept] = (
        (await app.db.execute(sql`select value from list_totals where name = 'members_not_archived'`)) as unknown as {
          rows: Array<{ value: string }>;
        }
      ).rows;
      expect(Number(kept.value)).toBe(4);

      for (const search of ['owner', 'Admin', 'never']) {
        const found = await get({ search, archived: true });
        expect(found.items.map((m) => m.email)).not.toContain(owner.email);
        expect(found.total).toBe(found.items.length);
      }

      const exported = await app.call(MEMBERS.export, { query: { archived: true }, cookie });
      expect(exported.status).toBe(200);
      const csv = String(exported.body);
      expect(csv).not.toContain(owner.email);
      for (const listedEmail of [organiser.email, promoted.email, member.email, archived.email])
        expect(csv).toContain(listedEmail);
    } finally {
      await app.close();
    }
  });

  it("records an administrator's logins, so one who is also a member shows when they last signed in", async () => {
    const app = await createTestApp();
    try {
      const organiser = await createAdmin(app, { email: uniqueEmail('organiser'), company: 'Crestline Brands' });
      const before = (await app.db.select().from(attendees).where(eq(attendees.id, organiser.attendeeId!)))[0];
      expect(before.lastLogin).toBeNull();
      app.clock.set(new Date('2026-03-05T12:00:00Z'));
      const { cookie } = await app.signIn(organiser.email, organiser.password);
      const listed = (await app.call(MEMBERS.list, { cookie, expect: 200 })).body;
      const row = listed.items.find((m) => m.email === organiser.email)!;
      expect(row).toMatchObject({ lastLogin: '2026-03-05T12:00:00.000Z', lastLoginFormatted: 'Mar 5, 2026' });
    } finally {
      await app.close();
    }
  });
});
