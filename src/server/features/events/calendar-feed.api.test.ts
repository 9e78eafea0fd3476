// Calendars through the real app (issue 18): one event's .ics as the member downloads it, read back with
// ical.js (the time in the community zone, the UID kept across an update, SEQUENCE bumped, CANCEL), and the
// personal feed: no cookie, the token the only key and stored hashed, only that member's Going events,
// revocable and regenerable, rate limited.
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_ENDPOINTS as EVENTS, type RsvpInput } from '../../../common/contracts/events';
import { ADMIN_EVENT_ENDPOINTS as ADMIN } from '../../../common/contracts/events-admin';
import { attendees, calendarFeeds, events } from '../../db/schema';
import { banForTest, createMember } from '../../../../tests/support/factories';
import { signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
const NOW = new Date('2024-03-13T10:00:00Z');
const ONLINE = 'https://meet.example.com/salon-room';

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'America/New_York' } });
  t.clock.set(NOW);
  Object.assign(cookies, (await signInEachKind(t)).cookies);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(events);
  await t.db.delete(calendarFeeds);
});

async function person() {
  const m = await createMember(t);
  return { ...m, cookie: (await t.signIn(m.email, m.password)).cookie };
}
type Person = Awaited<ReturnType<typeof person>>;

/** An event through the dashboard, as administrators add them: 7:30 PM New York time on 2 April. */
async function addEvent(title = 'Cultural Salon') {
  const response = await t.call(ADMIN.create, {
    cookie: cookies.admin,
    body: { title, date: '2024-04-02T19:30', location: 'Mercer Street Loft', onlineLink: ONLINE },
    expect: 201,
  });
  return response.body.event;
}
const going = (who: Person, id: string, rsvp: RsvpInput['rsvp'] = 'going') =>
  t.call(EVENTS.answer, { params: { id }, cookie: who.cookie, body: { rsvp } });

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}

describe('Add to calendar', () => {
  it('downloads a standard .ics: the community zone, UID kept across updates, SEQUENCE bumped, CANCEL at the end', async () => {
    const event = await addEvent();
    const me = await person();
    await going(me, event.id);
    const download = async () => {
      const response = await t.call(EVENTS.calendarFile, { params: { id: event.id }, cookie: me.cookie, expect: 200 });
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="cultural-salon.ics"');
      return String(response.body);
    };

    const first = await download();
    expect(first).toContain('DTSTART;TZID=America/New_York:20240402T193000');
    const original = read(first);
    expect(original.method).toBe('PUBLISH');
    expect(original.events[0].startDate.toJSDate().toISOString()).toBe('2024-04-02T23:30:00.000Z');
    expect(original.events[0].sequence).toBe(0);
    expect(original.events[0].description).toContain(`Join online: ${ONLINE}`);

    // The administrator moves it by a day: the same UID, the next SEQUENCE, the new time.
    const moved = await t.call(ADMIN.update, {
      params: { id: event.id },
      cookie: cookies.admin,
      body: { title: 'Cultural Salon', date: '2024-04-03T19:30', location: 'Mercer Street Loft', onlineLink: ONLINE },
    });
    expect(moved.status).toBe(200);
    const updated = read(await download());
    expect(updated.events[0].uid).toBe(original.events[0].uid);
    expect(updated.events[0].sequence).toBe(1);
    expect(updated.events[0].startDate.toJSDate().toISOString()).toBe('2024-04-03T23:30:00.000Z');

    expect((await t.call(ADMIN.cancel, { params: { id: event.id }, cookie: cookies.admin })).status).toBe(200);
    const cancelled = read(await download());
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.events[0].uid).toBe(original.events[0].uid);
    expect(cancelled.events[0].sequence).toBe(2);
    expect(cancelled.events[0].component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

describe('the personal calendar feed', () => {
  const feedOf = async (who: Person) => (await t.call(EVENTS.calendarFeed, { cookie: who.cookie, expect: 200 })).body;
  const makeFeed = async (who: Person, replace = true) =>
    (await t.call(EVENTS.makeCalendarFeed, { cookie: who.cookie, body: { replace }, expect: 200 })).body;
  /** Fetched like a calendar app: no cookie, no Origin. */
  const fetchFeed = (url: string) => t.app.request(new URL(url).pathname);

  it('is made on demand, shown again, and lists only the member’s Going events, with their online links', async () => {
    const me = await person();
    const other = await person();
    expect(await feedOf(me)).toEqual({ url: null, createdAt: null });
    const made = await makeFeed(me);
    expect(made.message).toBe('Your calendar address is ready');
    expect(made.feed.url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await feedOf(me)).url).toBe(made.feed.url);
    // A second click on 'Create' keeps the address; only 'replace' makes a new one.
    expect((await makeFeed(me, false)).feed.url).toBe(made.feed.url);

    const mine = await addEvent('Mine');
    const maybe = await addEvent('Maybe');
    const theirs = await addEvent('Theirs');
    const cancelled = await addEvent('Called off');
    await going(me, mine.id);
    await going(me, maybe.id, 'maybe');
    await going(other, theirs.id);
    await going(me, cancelled.id);
    await t.call(ADMIN.cancel, { params: { id: cancelled.id }, cookie: cookies.admin, expect: 200 });

    const response = await fetchFeed(made.feed.url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const feed = read(await response.text());
    const byTitle = feed.events.sort((a, b) => a.summary.localeCompare(b.summary));
    expect(byTitle.map((e) => [e.summary, e.component.getFirstPropertyValue('status')])).toEqual([
      ['Cancelled: Called off', 'CANCELLED'],
      ['Mine', 'CONFIRMED'],
    ]);
    expect(byTitle[1].startDate.toJSDate().toISOString()).toBe('2024-04-02T23:30:00.000Z');
    expect(byTitle[1].description).toContain(ONLINE);
  });

  it('keeps only a hash of the token', async () => {
    const me = await person();
    const { feed } = await makeFeed(me);
    const token = new URL(feed.url!).pathname.slice('/calendar/'.length, -'.ics'.length);
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.attendeeId, me.attendeeId!));
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('stops working at once when regenerated or revoked', async () => {
    const me = await person();
    const first = (await makeFeed(me)).feed.url!;
    const second = await makeFeed(me);
    expect(second.message).toBe('New calendar address made: the old one no longer works');
    expect(second.feed.url).not.toBe(first);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second.feed.url!)).status).toBe(200);

    const revoked = await t.call(EVENTS.revokeCalendarFeed, { cookie: me.cookie });
    expect(revoked.body).toMatchObject({ message: 'Calendar address revoked', feed: { url: null } });
    const gone = await fetchFeed(second.feed.url!);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe('This calendar address is not valid (it may have been revoked).');
    expect(await feedOf(me)).toEqual({ url: null, createdAt: null });
  });

  it('answers malformed and unknown tokens, and a deactivated member’s, the same 404', async () => {
    for (const path of [
      '/calendar/nope.ics',
      `/calendar/${'a'.repeat(43)}.ics`,
      `/calendar/${'a'.repeat(43)}`,
      '/calendar/%00.ics',
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
    const me = await person();
    const { feed } = await makeFeed(me);
    const [row] = await t.db.select().from(attendees).where(eq(attendees.id, me.attendeeId!));
    await banForTest(t, row.userId!, row.email);
    expect((await fetchFeed(feed.url!)).status).toBe(404);
  });
});

describe('the feed is rate limited', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT: 'true' } });
  });
  afterAll(() => limited.close());

  it('refuses a token fetched more than 60 times in an hour, saying when to try again', async () => {
    const member = await createMember(limited);
    const { cookie } = await limited.signIn(member.email, member.password);
    const made = await limited.call(EVENTS.makeCalendarFeed, { cookie, body: { replace: false }, expect: 200 });
    const path = new URL(made.body.feed.url!).pathname;
    for (let i = 0; i < 60; i++) expect((await limited.app.request(path)).status).toBe(200);
    const refused = await limited.app.request(path);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
