// GET /api/admin/community-health and /list (issue 20 item 3): every figure against a small known data set
// and the test clock, for 30 and for 90 days (worked out by hand below); each figure's list holding exactly
// the people it counts; paging; the refusals; and only administrators let in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMUNITY_HEALTH_ENDPOINTS as HEALTH,
  COMMUNITY_HEALTH_MESSAGES as M,
  type HealthFigure,
  type HealthListPage,
  type HealthWindow,
} from '../../../common/contracts/community-health';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../../app';
import { rowsOf } from '../../db/rows';
import {
  adminUsers,
  attendees,
  connectionRequests,
  eventRsvps,
  events,
  memberActiveWeeks,
  sessions,
  users,
} from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import {
  createAccessRequest,
  createConversation,
  createMember,
  createMemberWithProfile,
} from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
const NOW = new Date('2026-11-25T12:00:00Z'); // a Wednesday; its week began on Monday November 23rd
const at = (iso: string) => new Date(iso);
const complete = { interests: ['Franchising'], summary: 'Runs forty franchise locations.' };

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'Europe/London' } });
  t.clock.set(NOW);
  Object.assign(cookies, (await signInEachKind(t, { deactivated: true })).cookies);
  // The callers' sign-ins: now, whatever day the suite runs.
  await t.db.update(sessions).set({ createdAt: NOW, updatedAt: NOW });

  // Who asked to join. 30 days back is October 26th, 12:00; 90 days back, August 27th, 12:00.
  const request = (email: string, firstName: string, created: string, extra: Parameters<typeof createAccessRequest>[1] = {}) =>
    createAccessRequest(t, { email, firstName, lastName: 'Test', createdAt: at(created), approved: false, ...extra });
  const approvedOn = (day: string) => ({ approved: true, status: 'approved' as const, approvedAt: at(day) });
  const signedUpOn = (day: string) => ({ ...approvedOn(day), status: 'signed_up' as const, used: true, completedAt: at(day) });
  await request('ann@example.com', 'Ann', '2026-11-20T09:00:00Z', signedUpOn('2026-11-21T09:00:00Z'));
  await request('bo@example.com', 'Bo', '2026-11-01T09:00:00Z', {
    ...signedUpOn('2026-11-03T09:00:00Z'),
    approvedAt: at('2026-11-02T09:00:00Z'),
  });
  await request('cy@example.com', 'Cy', '2026-11-05T09:00:00Z'); // an earlier request of the same person: counted once
  await request('CY@example.com', 'Cy', '2026-11-10T09:00:00Z', approvedOn('2026-11-11T09:00:00Z'));
  await request('di@example.com', 'Di', '2026-11-15T09:00:00Z');
  await request('ed@example.com', 'Ed', '2026-09-15T09:00:00Z', signedUpOn('2026-09-16T09:00:00Z')); // within 90 days only
  await request('fay@example.com', 'Fay', '2026-07-01T09:00:00Z', signedUpOn('2026-07-02T09:00:00Z')); // before both

  const ann = await createMemberWithProfile(t, { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', ...complete });
  const bo = await createMember(t, { email: 'bo@example.com', firstName: 'Bo', lastName: 'Park' }); // no interests: incomplete
  const ed = await createMemberWithProfile(t, { email: 'ed@example.com', firstName: 'Ed', lastName: 'Stone', ...complete });
  await createMemberWithProfile(t, { email: 'fay@example.com', firstName: 'Fay', lastName: 'Wu', ...complete });
  const gus = await createMember(t, { email: 'gus@example.com', firstName: 'Gus', lastName: 'Old' });
  const hal = await createMemberWithProfile(t, {
    email: 'hal@example.com',
    firstName: 'Hal',
    lastName: 'Old',
    lastLogin: at('2026-11-03T10:00:00Z'),
  });

  await createConversation(t, { name: 'Ann Lee', userId: ann.userId, timestamp: at('2026-11-22T10:00:00Z') });
  await createConversation(t, {
    name: 'Ann Lee',
    userId: ann.userId,
    step: 'name_completed',
    timestamp: at('2026-11-21T09:05:00Z'),
  });
  await createConversation(t, { name: 'Ed Stone', userId: ed.userId, timestamp: at('2026-10-02T10:00:00Z') });
  await createConversation(t, {
    name: 'Bo Park',
    userId: bo.userId,
    step: 'name_completed',
    timestamp: at('2026-11-03T09:05:00Z'),
  });

  const expires = at('2026-12-31T00:00:00Z');
  await t.db.insert(connectionRequests).values([
    {
      fromAttendeeId: ann.attendeeId,
      toAttendeeId: bo.attendeeId!,
      status: 'accepted',
      createdAt: at('2026-11-22T11:00:00Z'),
      acceptedAt: at('2026-11-23T09:00:00Z'),
      expiresAt: expires,
    },
    {
      fromAttendeeId: gus.attendeeId!,
      toAttendeeId: hal.attendeeId,
      status: 'pending',
      createdAt: at('2026-10-10T11:00:00Z'),
      expiresAt: expires,
    },
  ]);

  const [e1, e0, e2, e3] = await t.db
    .insert(events)
    .values([
      { title: 'Autumn Salon', date: at('2026-11-24T18:00:00Z') },
      { title: 'September Salon', date: at('2026-10-01T18:00:00Z') },
      { title: 'Winter Salon', date: at('2026-11-30T18:00:00Z') }, // not yet
      { title: 'Cancelled Salon', date: at('2026-11-15T18:00:00Z'), cancelledAt: at('2026-11-10T00:00:00Z') },
    ])
    .returning();
  const rsvp = (eventId: string, attendeeId: string, status: 'going' | 'maybe', responded: string, attended?: string) => ({
    eventId,
    attendeeId,
    status,
    respondedAt: at(responded),
    createdAt: at(responded),
    attendedAt: attended ? at(attended) : null,
  });
  await t.db
    .insert(eventRsvps)
    .values([
      rsvp(e1.id, ann.attendeeId, 'going', '2026-11-21T12:00:00Z', '2026-11-24T18:30:00Z'),
      rsvp(e1.id, bo.attendeeId!, 'going', '2026-11-20T12:00:00Z'),
      rsvp(e1.id, hal.attendeeId, 'maybe', '2026-11-03T10:00:00Z'),
      rsvp(e0.id, ed.attendeeId, 'going', '2026-09-20T12:00:00Z'),
      rsvp(e0.id, gus.attendeeId!, 'going', '2026-09-25T12:00:00Z', '2026-10-01T18:10:00Z'),
      rsvp(e2.id, gus.attendeeId!, 'going', '2026-11-24T12:00:00Z'),
      rsvp(e3.id, hal.attendeeId, 'going', '2026-11-03T10:00:00Z'),
    ]);
  // Gus signed in on Tuesday November 17th.
  await t.db.insert(sessions).values({
    id: 'gus-session',
    token: 'gus-session-token',
    userId: gus.userId,
    expiresAt: expires,
    createdAt: at('2026-11-17T08:00:00Z'),
    updatedAt: at('2026-11-17T08:00:00Z'),
  });
});
afterAll(() => t.close());

describeAdminOnly(
  [
    [HEALTH.figures, {}],
    [HEALTH.figures, { query: { days: 90 } }],
    [HEALTH.list, { query: { figure: 'requested' } }],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string; deactivated: string } }),
  { withDeactivated: true },
);

const figures = async (query: { days?: HealthWindow } = {}) =>
  (await t.call(HEALTH.figures, { query, cookie: cookies.admin, expect: 200 })).body;
type ListQuery = { figure: HealthFigure; days?: HealthWindow; week?: string; page?: number; pageSize?: number };
const list = async (query: ListQuery) => (await t.call(HEALTH.list, { query, cookie: cookies.admin, expect: 200 })).body;
const firstNames = (page: HealthListPage) => page.items.map((row) => row.name.split(' ')[0]);

describe('the figures', () => {
  it('count the last 30 days by default', async () => {
    const result = await figures();
    expect(result).toMatchObject({ days: 30, since: '2026-10-26T12:00:00.000Z', until: NOW.toISOString() });
    // Ann, Bo, Cy (twice) and Di asked; Ann, Bo and Cy were approved; Ann and Bo signed up; only Ann's
    // profile is complete and only she asked a question; both answered the Autumn Salon; Ann asked Bo to meet.
    expect(result.counts).toEqual({
      requested: 4,
      approved: 3,
      signedUp: 2,
      profileComplete: 1,
      firstQuestion: 1,
      firstIntroduction: 2,
      firstRsvp: 2,
      introductionsRequested: 1,
      introductionsAccepted: 1,
      rsvpsGoing: 2,
      rsvpsAttended: 1,
      // Every member by the one definition (db/members.ts): the member, Ann, Bo, Ed, Fay, Gus and Hal; not
      // the administrator, the deactivated member, nor the member not onboarded yet.
      activeMembers: 7,
    });
  });

  it('count the last 90 days, Ed’s request and the September Salon included', async () => {
    const result = await figures({ days: 90 });
    expect(result).toMatchObject({ days: 90, since: '2026-08-27T12:00:00.000Z' });
    expect(result.counts).toEqual({
      requested: 5,
      approved: 4,
      signedUp: 3,
      profileComplete: 2,
      firstQuestion: 2,
      firstIntroduction: 2,
      firstRsvp: 3,
      introductionsRequested: 2,
      introductionsAccepted: 1,
      rsvpsGoing: 4,
      rsvpsAttended: 2,
      activeMembers: 7,
    });
  });

  it('give the active members of every community week the period touches, the latest full week as the headline', async () => {
    const thirty = await figures({ days: 30 });
    // Week of Nov 16: Ann (question, introduction, RSVP), Bo (RSVP), Gus (signed in). This week: Bo accepted,
    // Gus answered the Winter Salon, and the member signed in (the not-onboarded member too, who is not
    // a member yet: not counted). Nov 2: Hal.
    expect(thirty.weeks).toEqual([
      { weekStart: '2026-10-26', active: 0, current: false },
      { weekStart: '2026-11-02', active: 1, current: false },
      { weekStart: '2026-11-09', active: 0, current: false },
      { weekStart: '2026-11-16', active: 3, current: false },
      { weekStart: '2026-11-23', active: 3, current: true },
    ]);
    expect(thirty.lastWeek).toEqual({ weekStart: '2026-11-16', active: 3, current: false });
    const ninety = await figures({ days: 90 });
    expect(ninety.weeks).toHaveLength(14);
    expect(ninety.weeks[0]).toEqual({ weekStart: '2026-08-24', active: 0, current: false });
    const active = Object.fromEntries(
      ninety.weeks.filter((week) => week.active > 0).map((week) => [week.weekStart, week.active]),
    );
    // Ed answered on Sunday Sept 20th and asked on Oct 2nd; Gus answered on Sept 25th and asked to meet Hal on Oct 10th.
    expect(active).toEqual({
      '2026-09-14': 1,
      '2026-09-21': 1,
      '2026-09-28': 1,
      '2026-10-05': 1,
      '2026-11-02': 1,
      '2026-11-16': 3,
      '2026-11-23': 3,
    });
    expect(ninety.lastWeek).toEqual(thirty.lastWeek);
  });

  it('refuses a period other than 30 or 90 days with a clear message', async () => {
    for (const days of ['60', 'abc', '', '30.0', '090']) {
      // Raw HTTP: periods the contract's type would not let t.call send.
      const response = await t.request(`${HEALTH.figures.path}?days=${days}`, { cookie: cookies.admin });
      expect(response.status, days).toBe(400);
      expect(response.body.error.message, days).toBe(M.invalidDays);
    }
  });
});

describe('the list behind each figure', () => {
  it('holds exactly the people each figure counts, newest first', async () => {
    for (const days of [30, 90] as const) {
      const { counts } = await figures({ days });
      for (const [figure, count] of Object.entries(counts)) {
        const page = await list({ figure: figure as HealthFigure, days, pageSize: 100 });
        expect(page.total, `${figure} ${days}`).toBe(count);
        expect(page.items, `${figure} ${days}`).toHaveLength(count);
      }
    }
    expect(firstNames(await list({ figure: 'requested', days: 30 }))).toEqual(['Ann', 'Di', 'Cy', 'Bo']);
    expect(firstNames(await list({ figure: 'requested', days: 90 }))).toEqual(['Ann', 'Di', 'Cy', 'Bo', 'Ed']);
    expect(firstNames(await list({ figure: 'signedUp', days: 90 }))).toEqual(['Ann', 'Bo', 'Ed']);
    expect(firstNames(await list({ figure: 'profileComplete', days: 90 }))).toEqual(['Ann', 'Ed']);
    expect(firstNames(await list({ figure: 'firstIntroduction', days: 30 }))).toEqual(['Ann', 'Bo']);
    expect(firstNames(await list({ figure: 'rsvpsAttended', days: 90 }))).toEqual(['Ann', 'Gus']);
    const accepted = await list({ figure: 'introductionsAccepted', days: 30 });
    expect(accepted.items).toEqual([
      { name: 'Ann Lee', email: 'ann@example.com', at: '2026-11-23T09:00:00.000Z', what: 'Bo Park accepted' },
    ]);
    const question = await list({ figure: 'firstQuestion', days: 30 });
    expect(question.items).toEqual([
      { name: 'Ann Lee', email: 'ann@example.com', at: '2026-11-22T10:00:00.000Z', what: 'First question' },
    ]);
  });

  it('lists a week’s active members, the latest full week by default', async () => {
    const lastWeek = await list({ figure: 'weeklyActive', days: 30 });
    expect(lastWeek.week).toBe('2026-11-16');
    expect(firstNames(lastWeek)).toEqual(['Ann', 'Bo', 'Gus']);
    expect(lastWeek.items[0].at).toBe('2026-11-22T11:00:00.000Z');
    const early = await list({ figure: 'weeklyActive', days: 90, week: '2026-09-14' });
    expect(firstNames(early)).toEqual(['Ed']);
    const thisWeek = await list({ figure: 'weeklyActive', days: 30, week: '2026-11-23' });
    expect(thisWeek.total).toBe(3);
    expect(thisWeek.items.map((row) => row.email)).not.toContain('hal@example.com');
  });

  it('pages in SQL with the total; a page past the end is empty, with the total', async () => {
    const first = await list({ figure: 'requested', days: 30, pageSize: 3 });
    const second = await list({ figure: 'requested', days: 30, pageSize: 3, page: 2 });
    expect(firstNames(first)).toEqual(['Ann', 'Di', 'Cy']);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(firstNames(second)).toEqual(['Bo']);
    expect(await list({ figure: 'requested', days: 30, page: 9 })).toMatchObject({ items: [], total: 4, page: 9 });
    expect(await list({ figure: 'rsvpsGoing', days: 30, page: 2, pageSize: 5 })).toMatchObject({ items: [], total: 2 });
  });

  it('refuses an unknown figure, period, week or page with a clear message and a 400', async () => {
    const cases: Array<[string, string]> = [
      ['figure=members', M.invalidFigure],
      ['', M.invalidFigure],
      ['figure=requested&days=7', M.invalidDays],
      ['figure=weeklyActive&week=2026-11-17', M.invalidWeek],
      ['figure=weeklyActive&days=30&week=2026-09-14', M.invalidWeek],
      ['figure=weeklyActive&week=soon', M.invalidWeek],
      ['figure=requested&page=0', M.invalidPage],
      ['figure=requested&pageSize=101', M.invalidPageSize],
    ];
    for (const [query, message] of cases) {
      // Raw HTTP: query strings the contract's type would not let t.call send.
      const response = await t.request(`${HEALTH.list.path}?${query}`, { cookie: cookies.admin });
      expect(response.status, query).toBe(400);
      expect(response.body.error.message, query).toBe(message);
    }
  });

  it('writes nothing: reading the figures leaves the audit log as it was', async () => {
    const count = async () => rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from audit_log`))[0].n;
    const before = await count();
    await figures({ days: 90 });
    await list({ figure: 'activeMembers', days: 90 });
    expect(await count()).toBe(before);
  });
});

// Last: it adds a member active this week, which the figures above do not expect.
describe('the weeks PostgreSQL keeps', () => {
  it('follows activity as it happens, and rebuilds the weeks once when the community’s time zone changes', async () => {
    const before = (await figures()).weeks.at(-1)!.active;
    // After the first read the weeks are kept by PostgreSQL's triggers: a new member's sign-in, question and
    // introduction this week count them once, and the week's list holds them.
    const newcomer = await createMember(t, { email: 'ivy@example.com', firstName: 'Ivy', lastName: 'New' });
    await t.db.insert(sessions).values({
      id: 'ivy-session',
      token: 'ivy-session-token',
      userId: newcomer.userId,
      expiresAt: at('2026-12-25T00:00:00Z'),
      createdAt: at('2026-11-24T08:00:00Z'),
      updatedAt: at('2026-11-24T08:00:00Z'),
    });
    await createConversation(t, { name: 'Ivy New', userId: newcomer.userId, timestamp: at('2026-11-24T09:00:00Z') });
    const thisWeek = await figures();
    expect(thisWeek.weeks.at(-1)!.active).toBe(before + 1);
    const listed = await list({ figure: 'weeklyActive', week: '2026-11-23', pageSize: 100 });
    expect(listed.items.find((row) => row.email === 'ivy@example.com')).toMatchObject({ at: '2026-11-24T09:00:00.000Z' });

    // Sunday 22:30 UTC is Sunday in London but Monday in Tokyo: in a new time zone the weeks are rebuilt.
    await t.db.insert(sessions).values({
      id: 'ivy-late',
      token: 'ivy-late-token',
      userId: newcomer.userId,
      expiresAt: at('2026-12-25T00:00:00Z'),
      createdAt: at('2026-11-15T22:30:00Z'),
      updatedAt: at('2026-11-15T22:30:00Z'),
    });
    const ivyWeeks = async () =>
      (await t.db.select().from(memberActiveWeeks).where(eq(memberActiveWeeks.userId, newcomer.userId)))
        .map((row) => row.weekStart)
        .sort();
    await figures();
    expect(await ivyWeeks()).toEqual(['2026-11-09', '2026-11-23']);
    // A second server with another TIME_ZONE (as after a change of it) rebuilds the weeks in its zone.
    const tokyo = createApp({
      config: { ...t.config, timeZoneFromEnvironment: 'Asia/Tokyo', timeZone: 'Asia/Tokyo' },
      database: t.database,
      mailer: createMailer(t.config.mail),
      now: t.clock.now,
    });
    const response = await tokyo.app.request(HEALTH.figures.path, { headers: { cookie: cookies.admin } });
    expect(response.status).toBe(200);
    expect(await ivyWeeks()).toEqual(['2026-11-16', '2026-11-23']);
    // Back in London: rebuilt again, once.
    await figures();
    expect(await ivyWeeks()).toEqual(['2026-11-09', '2026-11-23']);
  });
});

// Last too: they add members and activity the figures above do not expect.
describe('the firsts and week totals PostgreSQL keeps', () => {
  const firstQuestions = async () => (await list({ figure: 'firstQuestion', days: 30, pageSize: 100 })).items;

  it('keeps each member’s earliest question, introduction and event answered as they happen, on their account', async () => {
    const { counts: before } = await figures();
    await createAccessRequest(t, {
      email: 'jo@example.com',
      firstName: 'Jo',
      lastName: 'Test',
      createdAt: at('2026-11-22T09:00:00Z'),
      approved: true,
      status: 'signed_up',
      approvedAt: at('2026-11-22T10:00:00Z'),
      used: true,
      completedAt: at('2026-11-22T11:00:00Z'),
    });
    const jo = await createMember(t, { email: 'jo@example.com', firstName: 'Jo', lastName: 'Marsh' });
    const kit = await createMember(t, { email: 'kit@example.com', firstName: 'Kit', lastName: 'Vale' });
    // A later question, then an earlier one written after it: the earlier is Jo's first.
    await createConversation(t, { name: 'Jo Marsh', userId: jo.userId, timestamp: at('2026-11-24T10:00:00Z') });
    await createConversation(t, { name: 'Jo Marsh', userId: jo.userId, timestamp: at('2026-11-23T10:00:00Z') });
    // An entry left before its end is no question.
    await createConversation(t, {
      name: 'Jo Marsh',
      userId: jo.userId,
      step: 'name_completed',
      timestamp: at('2026-11-22T12:00:00Z'),
    });
    await t.db.insert(connectionRequests).values({
      fromAttendeeId: kit.attendeeId!,
      toAttendeeId: jo.attendeeId!,
      status: 'pending',
      createdAt: at('2026-11-24T11:00:00Z'),
      expiresAt: at('2026-12-31T00:00:00Z'),
    });
    // Answered after the clock's now (a test clock behind the data): not yet a first.
    const [later] = await t.db
      .insert(events)
      .values({ title: 'Spring Salon', date: at('2027-03-01T18:00:00Z') })
      .returning();
    await t.db.insert(eventRsvps).values({
      eventId: later.id,
      attendeeId: jo.attendeeId!,
      status: 'going',
      respondedAt: at('2026-11-26T09:00:00Z'),
      createdAt: at('2026-11-26T09:00:00Z'),
    });

    const { counts } = await figures();
    expect(counts).toMatchObject({
      requested: before.requested + 1,
      signedUp: before.signedUp + 1,
      firstQuestion: before.firstQuestion + 1,
      firstIntroduction: before.firstIntroduction + 1,
      firstRsvp: before.firstRsvp,
    });
    expect((await firstQuestions()).find((row) => row.email === 'jo@example.com')).toMatchObject({
      at: '2026-11-23T10:00:00.000Z',
    });
    const introductions = (await list({ figure: 'firstIntroduction', days: 30, pageSize: 100 })).items;
    expect(introductions.find((row) => row.email === 'jo@example.com')).toMatchObject({ at: '2026-11-24T11:00:00.000Z' });

    // Jo's member row taken off the account, then given it back: the first question follows the account.
    await t.db.update(attendees).set({ userId: null }).where(eq(attendees.id, jo.attendeeId!));
    expect((await figures()).counts.firstQuestion).toBe(before.firstQuestion);
    await t.db.update(attendees).set({ userId: jo.userId }).where(eq(attendees.id, jo.attendeeId!));
    expect((await figures()).counts.firstQuestion).toBe(before.firstQuestion + 1);
    expect((await firstQuestions()).find((row) => row.email === 'jo@example.com')).toMatchObject({
      at: '2026-11-23T10:00:00.000Z',
    });
  });

  it('keeps each week’s count right as members are deactivated, made administrators or deleted', async () => {
    const thisWeek = async () => (await figures()).weeks.at(-1)!.active;
    const lem = await createMember(t, { email: 'lem@example.com', firstName: 'Lem', lastName: 'Hart' });
    const before = await thisWeek();
    await createConversation(t, { name: 'Lem Hart', userId: lem.userId, timestamp: at('2026-11-24T15:00:00Z') });
    await createConversation(t, { name: 'Lem Hart', userId: lem.userId, timestamp: at('2026-11-24T16:00:00Z') });
    expect(await thisWeek()).toBe(before + 1);

    await t.db.update(users).set({ banned: true }).where(eq(users.id, lem.userId));
    expect(await thisWeek()).toBe(before);
    expect((await list({ figure: 'weeklyActive', week: '2026-11-23', pageSize: 100 })).total).toBe(before);
    await t.db.update(users).set({ banned: false }).where(eq(users.id, lem.userId));
    expect(await thisWeek()).toBe(before + 1);
    await t.db.insert(adminUsers).values({ userId: lem.userId });
    expect(await thisWeek()).toBe(before);
    await t.db.delete(adminUsers).where(eq(adminUsers.userId, lem.userId));
    expect(await thisWeek()).toBe(before + 1);

    await t.db.delete(users).where(eq(users.id, lem.userId));
    expect(await thisWeek()).toBe(before);
    expect((await list({ figure: 'weeklyActive', week: '2026-11-23', pageSize: 100 })).total).toBe(before);
    // Every week's kept total is the count of its rows; and a rebuild (here after the time zone is
    // forgotten) writes them anew, mending any drift.
    const keptTotals = async () => {
      const kept = await t.db.execute(sql`
        select t.week_start::text as week, sum(t.accounts)::int as accounts,
          (select count(*)::int from member_active_weeks w where w.week_start = t.week_start) as counted
        from member_active_week_totals t group by t.week_start`);
      return rowsOf<{ week: string; accounts: number; counted: number }>(kept);
    };
    const expectTotalsRight = async () => {
      const totals = await keptTotals();
      expect(totals.length).toBeGreaterThan(0);
      for (const row of totals) expect(row.accounts, row.week).toBe(row.counted);
    };
    await expectTotalsRight();
    await t.db.execute(sql`update member_active_week_totals set accounts = accounts + 5
      where (week_start, slot) in (select week_start, slot from member_active_week_totals where week_start = '2026-11-23' limit 1)`);
    expect(await thisWeek()).toBe(before + 5);
    await t.db.execute(sql`update community_settings set time_zone = null where id = 1`);
    expect(await thisWeek()).toBe(before);
    await expectTotalsRight();
  });
});
