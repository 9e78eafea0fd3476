// The member's home, GET /api/home (issue 19 item 1): who may read it, and each part as the member sees
// it: the next event they are Going to (with its online link), the newest newsletter and whether it is
// new since their last visit, their top recommendation, and what their profile lacks. Never another
// member's events. The visit is recorded by POST /api/home/seen; the GET changes nothing (decision 041).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOME_ENDPOINTS } from '../../../common/contracts/home';
import { createMemberWithProfile } from '../../../../tests/support/factories';
import { signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { attendees, eventRsvps, events, posts } from '../../db/schema';
import { eq } from 'drizzle-orm';

const NOW = new Date('2031-06-10T12:00:00Z');
const MINUTE = 60_000;
let t: TestApp;
let cookies: Awaited<ReturnType<typeof signInEachKind>>['cookies'];

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'UTC' } });
  t.clock.set(NOW);
  cookies = (await signInEachKind(t, { deactivated: true })).cookies;
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(events);
  await t.db.delete(posts);
});

const home = async (cookie: string) => (await t.call(HOME_ENDPOINTS.home, { cookie, expect: 200 })).body;
const homeAs = (cookie?: string) => t.call(HOME_ENDPOINTS.home, { cookie });
/** What the page does when it opens: records the view, and reads the home. */
async function visit(cookie: string) {
  await t.call(HOME_ENDPOINTS.seen, { cookie, expect: 200 });
  return home(cookie);
}
const visitsOf = async (attendeeId: string) =>
  (
    await t.db
      .select({ seen: attendees.homeSeenAt, previous: attendees.homePreviousVisitAt, updatedAt: attendees.updatedAt })
      .from(attendees)
      .where(eq(attendees.id, attendeeId))
  )[0];
async function member(overrides: Parameters<typeof createMemberWithProfile>[1] = {}) {
  const m = await createMemberWithProfile(t, overrides);
  return { ...m, cookie: (await t.signIn(m.email, m.password)).cookie };
}
const addEvent = async (values: Partial<typeof events.$inferInsert> & { date: Date }) =>
  (
    await t.db
      .insert(events)
      .values({ title: 'Salon', ...values })
      .returning()
  )[0];
const rsvp = (eventId: string, attendeeId: string, status: 'going' | 'maybe' | 'not_going' | 'waitlist') =>
  t.db.insert(eventRsvps).values({ eventId, attendeeId, status });
let slugs = 0;
const publish = (title: string, publishedAt: Date, status: 'published' | 'draft' = 'published') =>
  t.db.insert(posts).values({ title, slug: `home-${++slugs}`, content: 'Body', status, publishedAt });

describe('who may read the home', () => {
  it('answers a visitor 401, a member not onboarded or deactivated 403, a member and an administrator 200', async () => {
    expect((await homeAs()).status).toBe(401);
    expect((await homeAs(cookies.notOnboarded)).status).toBe(403);
    const banned = await t.call(HOME_ENDPOINTS.home, { cookie: cookies.deactivated, expect: 403 });
    expect(banned.body.error.code).toBe('BANNED_USER');
    expect((await homeAs(cookies.member)).status).toBe(200);
    expect((await homeAs(cookies.admin)).status).toBe(200);
  });

  it('records a view only for a member or an administrator, and only from our own pages', async () => {
    expect((await t.call(HOME_ENDPOINTS.seen, {})).status).toBe(401);
    expect((await t.call(HOME_ENDPOINTS.seen, { cookie: cookies.notOnboarded })).status).toBe(403);
    expect((await t.call(HOME_ENDPOINTS.seen, { cookie: cookies.deactivated })).status).toBe(403);
    expect((await t.call(HOME_ENDPOINTS.seen, { cookie: cookies.admin })).status).toBe(200);
    const me = await member();
    const forged = await t.call(HOME_ENDPOINTS.seen, { cookie: me.cookie, headers: { origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect((await visitsOf(me.attendeeId)).seen).toBeNull();
  });
});

describe('reading the home changes nothing', () => {
  it('leaves the member row as it was, however often and however far apart the GETs come', async () => {
    const me = await member();
    await publish('June issue', new Date(NOW.getTime() - 24 * 3600_000));
    const before = await visitsOf(me.attendeeId);
    expect((await home(me.cookie)).newsletter).toMatchObject({ isNew: true });
    t.clock.set(new Date(NOW.getTime() + 24 * 3600_000));
    expect((await home(me.cookie)).newsletter).toMatchObject({ isNew: true });
    expect(await visitsOf(me.attendeeId)).toEqual(before);
    expect(before.seen).toBeNull();
  });

  it('records the view with the POST: it answers the previous visit, and the next GET reads it', async () => {
    const me = await member();
    await publish('June issue', new Date(NOW.getTime() - 24 * 3600_000));
    expect((await t.call(HOME_ENDPOINTS.seen, { cookie: me.cookie, expect: 200 })).body).toEqual({ previousVisitAt: null });
    expect((await visitsOf(me.attendeeId)).seen).toEqual(NOW);
    t.clock.set(new Date(NOW.getTime() + 24 * 3600_000));
    const next = await t.call(HOME_ENDPOINTS.seen, { cookie: me.cookie, expect: 200 });
    expect(next.body).toEqual({ previousVisitAt: NOW.toISOString() });
    expect((await home(me.cookie)).newsletter).toMatchObject({ title: 'June issue', isNew: false });
  });
});

describe("the member's home", () => {
  it('shows the soonest event the member is Going to, with its online link, and never one they are not', async () => {
    const me = await member();
    const other = await member();
    const hour = 3600_000;
    const started = await addEvent({ title: 'Started', date: new Date(NOW.getTime() - hour) });
    const cancelled = await addEvent({ title: 'Cancelled', date: new Date(NOW.getTime() + hour), cancelledAt: NOW });
    const maybe = await addEvent({ title: 'Maybe', date: new Date(NOW.getTime() + 2 * hour) });
    const othersOnly = await addEvent({ title: 'Theirs', date: new Date(NOW.getTime() + 3 * hour) });
    const next = await addEvent({
      title: 'Summer Salon',
      date: new Date(NOW.getTime() + 48 * hour),
      onlineLink: 'https://meet.example.com/x',
      location: 'Loft',
    });
    const later = await addEvent({ title: 'Autumn Salon', date: new Date(NOW.getTime() + 96 * hour) });
    for (const event of [started, cancelled, next, later]) await rsvp(event.id, me.attendeeId, 'going');
    await rsvp(maybe.id, me.attendeeId, 'maybe');
    await rsvp(othersOnly.id, other.attendeeId, 'going');

    const mine = await home(me.cookie);
    expect(mine.nextEvent).toMatchObject({
      id: next.id,
      title: 'Summer Salon',
      location: 'Loft',
      onlineLink: 'https://meet.example.com/x',
      cancelled: false,
    });
    expect(mine.nextEvent!.date).toBe(next.date.toISOString());
    expect((await home(other.cookie)).nextEvent).toMatchObject({ id: othersOnly.id, onlineLink: null });
    expect((await home(cookies.member)).nextEvent).toBeNull();
  });

  it("marks the newest newsletter New until the member's next visit, and a newer one New again", async () => {
    const me = await member();
    await publish('Older issue', new Date(NOW.getTime() - 10 * 24 * 3600_000));
    await publish('Draft issue', NOW, 'draft');
    await publish('June issue', new Date(NOW.getTime() - 24 * 3600_000));

    // A first visit: what is there is new to a new member; a reload is the same visit.
    expect((await visit(me.cookie)).newsletter).toMatchObject({ title: 'June issue', isNew: true });
    t.clock.set(new Date(NOW.getTime() + 10 * MINUTE));
    expect((await visit(me.cookie)).newsletter).toMatchObject({ title: 'June issue', isNew: true });

    // Back the next day: seen on the last visit, so no longer new.
    t.clock.set(new Date(NOW.getTime() + 24 * 3600_000));
    expect((await visit(me.cookie)).newsletter).toMatchObject({ title: 'June issue', isNew: false });

    // A newer issue while away is new on the next visit.
    await publish('July issue', new Date(NOW.getTime() + 30 * 3600_000));
    t.clock.set(new Date(NOW.getTime() + 48 * 3600_000));
    expect((await visit(me.cookie)).newsletter).toMatchObject({ title: 'July issue', isNew: true });
    const [row] = await t.db.select({ seen: attendees.homeSeenAt }).from(attendees).where(eq(attendees.id, me.attendeeId));
    expect(row.seen).toEqual(new Date(NOW.getTime() + 48 * 3600_000));
  });

  it('says there is no newsletter while none is published', async () => {
    await publish('Draft issue', NOW, 'draft');
    expect((await home(cookies.member)).newsletter).toBeNull();
  });

  it('names the top recommended connection with its Why Connect text, and lists the profile parts missing', async () => {
    const me = await member({ industry: 'Franchising', company: 'North Co', jobTitle: 'Founder' });
    const match = await member({
      firstName: 'Priya',
      lastName: 'Home',
      industry: 'Franchising',
      company: 'South Co',
      jobTitle: 'COO',
    });
    const mine = await home(me.cookie);
    expect(mine.recommendation).toMatchObject({ attendeeId: match.attendeeId, fullName: 'Priya Home', company: 'South Co' });
    expect(mine.recommendation!.whyConnect.length).toBeGreaterThan(20);
    expect(mine.missingProfileParts).toEqual(['interests', 'summary']);

    const complete = await member({
      industry: 'Media',
      company: 'Paper Co',
      jobTitle: 'Editor',
      interests: [{ name: 'Podcasts' }],
      summary: 'Runs a newsroom.',
    });
    expect((await home(complete.cookie)).missingProfileParts).toEqual([]);
  });
});
