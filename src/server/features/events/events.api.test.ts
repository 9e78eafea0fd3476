// Events (spec 5 'Events split', 7.1, 9; NOTES: administrators manage them): who may read and write,
// the split at today's date in the configured time zone, the past five, validation, edit and delete.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_EVENT_ROUTES } from '../../../common/contracts/events-routes';
import { SESSION_ROUTES } from '../../../common/contracts/session-routes';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { EVENT_ENDPOINTS as EVENTS } from '../../../common/contracts/events';
import { ADMIN_EVENT_ENDPOINTS as ADMIN, type EventInput } from '../../../common/contracts/events-admin';
import { events } from '../../db/schema';
import { markAuditLog, type AuditRow } from '../../../../tests/support/audit';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};

// 22:00 on Tuesday 12 March 2024 in Los Angeles (PDT, UTC-7): already Wednesday the 13th in UTC.
const NOW = new Date('2024-03-13T05:00:00Z');

let newAudits: (action?: string | RegExp) => Promise<AuditRow[]>;

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'America/Los_Angeles' } });
  t.clock.set(NOW);
  const signedIn = await signInEachKind(t);
  Object.assign(cookies, signedIn.cookies);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(events);
  newAudits = await markAuditLog(t);
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const VALID = {
  title: 'Cultural Salon',
  date: '2024-04-02T18:30',
  speakers: ['Priya Raman'],
  location: 'Mercer Street Loft',
  link: 'https://example.com/salon',
};

describeAdminOnly(
  [
    [ADMIN.list, {}],
    [ADMIN.create, { body: VALID }],
    [ADMIN.update, { params: { id: SOME_ID }, body: VALID }],
    [ADMIN.remove, { params: { id: SOME_ID } }],
    // Refused before the id or the body is looked at.
    [ADMIN.update, { params: { id: 'not-an-id' }, body: {} as EventInput }],
    [ADMIN.remove, { params: { id: 'not-an-id' } }],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string } }),
);

const add = async (body: EventInput) => (await t.call(ADMIN.create, { body, cookie: cookies.admin, expect: 201 })).body.event;
const insert = (title: string, date: string) => t.db.insert(events).values({ title, date: new Date(date) });
const upcoming = async (query: { page?: number; pageSize?: number } = {}) =>
  (await t.call(EVENTS.upcoming, { query, cookie: cookies.member, expect: 200 })).body;
const past = async () => (await t.call(EVENTS.past, { cookie: cookies.member, expect: 200 })).body;
const titles = (list: { items: Array<{ title: string }> }) => list.items.map((e) => e.title);
const eventCount = async () => (await t.db.select({ n: count() }).from(events))[0].n;
const auditCount = async () => (await newAudits(/^event\./)).length;

describe('members read events', () => {
  it('refuses visitors and members who have not finished onboarding', async () => {
    for (const endpoint of [EVENTS.upcoming, EVENTS.past]) {
      expect((await t.call(endpoint, {})).status).toBe(401);
      expect((await t.call(endpoint, { cookie: cookies.notOnboarded })).status).toBe(403);
    }
  });

  it("splits at the start of today in the configured zone, not UTC's", async () => {
    // Entered as Los Angeles wall-clock times, as the dashboard's form sends them.
    await add({ ...VALID, title: 'Earlier today in LA', date: '2024-03-12T09:00' });
    await add({ ...VALID, title: 'Midnight starting today in LA', date: '2024-03-12T00:00' });
    await add({ ...VALID, title: 'Late yesterday in LA', date: '2024-03-11T23:59' });
    const [stored] = await t.db.select().from(events).where(eq(events.title, 'Earlier today in LA'));
    expect(stored.date.toISOString()).toBe('2024-03-12T16:00:00.000Z');

    expect(titles(await upcoming())).toEqual(['Midnight starting today in LA', 'Earlier today in LA']);
    expect(titles(await past())).toEqual(['Late yesterday in LA']);

    // An hour later it is Wednesday in Los Angeles too, and Tuesday's events have passed.
    t.clock.set(new Date('2024-03-13T07:00:00Z'));
    expect(titles(await upcoming())).toEqual([]);
    expect(titles(await past())).toEqual(['Earlier today in LA', 'Midnight starting today in LA', 'Late yesterday in LA']);
  });

  it('lists upcoming events soonest first, in pages', async () => {
    await insert('In a month', '2024-04-12T18:00:00Z');
    await insert('Tomorrow', '2024-03-13T18:00:00Z');
    await insert('In a year', '2025-03-12T18:00:00Z');
    await insert('Next week', '2024-03-19T18:00:00Z');
    const all = await upcoming();
    expect(titles(all)).toEqual(['Tomorrow', 'Next week', 'In a month', 'In a year']);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    const second = await upcoming({ page: 2, pageSize: 3 });
    expect(titles(second)).toEqual(['In a year']);
    expect(second.total).toBe(4);
    expect((await upcoming({ page: 9, pageSize: 3 })).total).toBe(4);
    expect((await t.call(EVENTS.upcoming, { query: { pageSize: 500 }, cookie: cookies.member })).status).toBe(400);
  });

  it('shows the five most recent past events, newest first', async () => {
    for (let day = 1; day <= 7; day++) await insert(`March ${day}`, `2024-03-0${day}T18:00:00Z`);
    const list = await past();
    expect(titles(list)).toEqual(['March 7', 'March 6', 'March 5', 'March 4', 'March 3']);
    expect(list.items[0]).toEqual({
      id: expect.any(String),
      title: 'March 7',
      date: '2024-03-07T18:00:00.000Z',
      speakers: [],
      location: null,
      link: null,
      description: null,
      coverImageUrl: null,
      capacity: null,
      cancelled: false,
      goingCount: 0,
      spotsLeft: null,
      online: false,
      started: true,
      myRsvp: null,
    });
  });

  it('answers empty lists when there are no events', async () => {
    expect(await upcoming()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect(await past()).toEqual({ items: [] });
  });

  it('tells the browser the community time zone', async () => {
    expect((await t.request(SESSION_ROUTES.config.path)).body.timeZone).toBe('America/Los_Angeles');
  });
});

describe('administrators add events', () => {
  it('stores the instant the local date-time means, trims and drops blank speakers, and audits', async () => {
    const event = await add({
      title: '  Cultural Salon: Hospitality After Dark ',
      date: '2024-07-04T19:00',
      speakers: ['  Grace Liu ', '', '   ', 'Kwame Mensah'],
      location: ' Harbor & Vine ',
      link: 'https://example.com/salons/after-dark',
    });
    expect(event).toMatchObject({
      title: 'Cultural Salon: Hospitality After Dark',
      date: '2024-07-05T02:00:00.000Z',
      localDateTime: '2024-07-04T19:00',
      upcoming: true,
      speakers: ['Grace Liu', 'Kwame Mensah'],
      location: 'Harbor & Vine',
      link: 'https://example.com/salons/after-dark',
    });
    const [audit] = await newAudits('event.create');
    expect(audit).toMatchObject({ details: { eventId: event.id, title: event.title, date: event.date } });
  });

  it('keeps location and link empty when they are left out or blank', async () => {
    const event = await add({ title: 'Open studio', date: '2024-05-01T10:00', location: '  ', link: '' });
    expect(event).toMatchObject({ speakers: [], location: null, link: null });
  });

  it.each([
    [{ ...VALID, title: '   ' }, 'title', 'Please enter a title'],
    [{ ...VALID, title: undefined }, 'title', 'Please enter a title'],
    [{ ...VALID, title: 'x'.repeat(201) }, 'title', 'The title must be at most 200 characters'],
    [{ ...VALID, date: '' }, 'date', 'Please enter the date and time'],
    [{ ...VALID, date: undefined }, 'date', 'Please enter the date and time'],
    [{ ...VALID, date: '2024-02-30T18:00' }, 'date', 'Please enter a real date and time'],
    [{ ...VALID, date: '2024-04-02T18:30:00Z' }, 'date', 'Please enter a real date and time'],
    [{ ...VALID, date: 'next tuesday' }, 'date', 'Please enter a real date and time'],
    [
      { ...VALID, speakers: Array.from({ length: 21 }, (_, i) => `Speaker ${i}`) },
      'speakers',
      'You can list at most 20 speakers',
    ],
    [{ ...VALID, speakers: ['x'.repeat(121)] }, 'speakers.0', "Each speaker's name must be at most 120 characters"],
    [{ ...VALID, speakers: 'Priya Raman' }, 'speakers', 'You can list at most 20 speakers'],
    [{ ...VALID, location: 'x'.repeat(201) }, 'location', 'The location must be at most 200 characters'],
    [{ ...VALID, link: 'javascript:alert(1)' }, 'link', 'Enter a full http(s) address, such as https://example.com/salon'],
    [{ ...VALID, link: '//evil.example.com/salon' }, 'link', 'Enter a full http(s) address, such as https://example.com/salon'],
    [{ ...VALID, link: 'ftp://files.example.com' }, 'link', 'Enter a full http(s) address, such as https://example.com/salon'],
    [{ ...VALID, link: 'example.com' }, 'link', 'Enter a full http(s) address, such as https://example.com/salon'],
  ])('refuses %j with a message on its field and writes nothing', async (body, field, message) => {
    // Raw HTTP: some of these bodies have fields of the wrong type or none at all.
    const response = await t.request(ADMIN_EVENT_ROUTES.create.path, { cookie: cookies.admin, json: body });
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    expect(await eventCount()).toBe(0);
    expect(await auditCount()).toBe(0);
  });

  it('names every problem at once', async () => {
    const response = await t.call(ADMIN.create, {
      cookie: cookies.admin,
      body: { title: '', date: '', link: 'nope' },
      expect: 400,
    });
    expect(Object.keys(response.body.error.fields ?? {}).sort()).toEqual(['date', 'link', 'title']);
  });
});

describe('administrators list, edit and delete events', () => {
  it('lists upcoming soonest first, then past newest first, paged in the database', async () => {
    await insert('Past, older', '2024-03-01T18:00:00Z');
    await insert('Upcoming, later', '2024-05-01T18:00:00Z');
    await insert('Past, recent', '2024-03-10T18:00:00Z');
    await insert('Upcoming, sooner', '2024-03-20T18:00:00Z');
    const list = async (query: { when?: 'upcoming' | 'past'; page?: number; pageSize?: number }) =>
      (await t.call(ADMIN.list, { query, cookie: cookies.admin, expect: 200 })).body;

    const all = await list({});
    expect(titles(all)).toEqual(['Upcoming, sooner', 'Upcoming, later', 'Past, recent', 'Past, older']);
    expect(all.items.map((e) => e.upcoming)).toEqual([true, true, false, false]);
    expect(all).toMatchObject({ total: 4, timeZone: 'America/Los_Angeles' });
    expect(all.items[0].localDateTime).toBe('2024-03-20T11:00');

    expect(titles(await list({ when: 'upcoming' }))).toEqual(['Upcoming, sooner', 'Upcoming, later']);
    const pastPage = await list({ when: 'past', page: 2, pageSize: 1 });
    expect(titles(pastPage)).toEqual(['Past, older']);
    expect(pastPage.total).toBe(2);
    // Raw HTTP: a value the query's type does not allow.
    const refused = await t.request(endpointUrl(ADMIN_EVENT_ROUTES.list, {}, { when: 'soon' }), { cookie: cookies.admin });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Choose which events: upcoming, past or all.');
  });

  it('edits an event and audits the change', async () => {
    const event = await add(VALID);
    const response = await t.call(ADMIN.update, {
      params: { id: event.id },
      cookie: cookies.admin,
      body: {
        ...VALID,
        title: 'Cultural Salon (moved)',
        date: '2024-03-01T18:30',
        speakers: ['Priya Raman', 'Daniel Whitfield'],
        link: '',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: 'Event updated',
      event: { id: event.id, title: 'Cultural Salon (moved)', date: '2024-03-02T02:30:00.000Z', upcoming: false, link: null },
    });
    expect(titles(await upcoming())).toEqual([]);
    expect(titles(await past())).toEqual(['Cultural Salon (moved)']);
    const [audit] = await newAudits('event.update');
    expect(audit.details).toMatchObject({ eventId: event.id, title: 'Cultural Salon (moved)' });
    // Before → after, for each field that changed and only those (the place stayed).
    expect(audit.subject).toBe('Cultural Salon (moved)');
    expect(audit.changes).toEqual([
      { field: 'Title', from: 'Cultural Salon', to: 'Cultural Salon (moved)' },
      { field: 'Starts', from: '2024-04-03T01:30:00.000Z', to: '2024-03-02T02:30:00.000Z' },
      { field: 'Speakers', from: 'Priya Raman', to: 'Priya Raman, Daniel Whitfield' },
      { field: 'Link', from: 'https://example.com/salon', to: null },
    ]);
  });

  it('refuses an invalid edit and changes nothing', async () => {
    const event = await add(VALID);
    const response = await t.call(ADMIN.update, {
      params: { id: event.id },
      cookie: cookies.admin,
      body: { ...VALID, title: '' },
      expect: 400,
    });
    expect(response.body.error.fields?.title).toBe('Please enter a title');
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row.title).toBe(VALID.title);
  });

  it('deletes an event and audits it', async () => {
    const event = await add(VALID);
    const response = await t.call(ADMIN.remove, { params: { id: event.id }, cookie: cookies.admin, expect: 200 });
    expect(response.body.message).toBe('Event deleted');
    expect(await eventCount()).toBe(0);
    const [audit] = await newAudits('event.delete');
    expect(audit.details).toMatchObject({ eventId: event.id, title: VALID.title });
  });

  it.each([
    ['PUT', SOME_ID],
    ['DELETE', SOME_ID],
    ['PUT', 'not-an-id'],
    ['DELETE', 'not-an-id'],
  ])('%s of an unknown or malformed id (%s) is 404 Record not found', async (method, id) => {
    const response =
      method === 'PUT'
        ? await t.call(ADMIN.update, { params: { id }, body: VALID, cookie: cookies.admin, expect: 404 })
        : await t.call(ADMIN.remove, { params: { id }, cookie: cookies.admin, expect: 404 });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe('Record not found');
    expect(await auditCount()).toBe(0);
  });
});
