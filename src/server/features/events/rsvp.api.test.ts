// Members act on events (issue 18): who may answer, each answer and its changes, capacity and the waitlist
// under concurrency, the online link's visibility, the attendee list's opt-in, 'People to meet here', and
// the organisers' side: capacity rules, cancellation and new-time emails, counts, the CSV and check-in.
import { markAuditLog, type AuditRow } from '../../../../tests/support/audit';
import { randomBytes, randomUUID } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { EVENT_ENDPOINTS as EVENTS, type RsvpInput, type RsvpSaved } from '../../../common/contracts/events';
import { ADMIN_EVENT_ENDPOINTS as ADMIN, type EventInput } from '../../../common/contracts/events-admin';
import { attendees, connectionRequests, eventPeopleToMeet, eventRsvps, events, sessions, users } from '../../db/schema';
import { banForTest, createMember, createMemberWithProfile, uniqueEmail } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { parseCsv } from '../../../../tests/support/csv';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};

// 10:00 on Wednesday 13 March 2024 in UTC, the community's zone here.
const NOW = new Date('2024-03-13T10:00:00Z');
const ONLINE = 'https://meet.example.com/salon-room';

let newAudits: (action?: string | RegExp) => Promise<AuditRow[]>;

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'UTC' } });
  t.clock.set(NOW);
  const signedIn = await signInEachKind(t, { deactivated: true });
  Object.assign(cookies, signedIn.cookies);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(events);
  newAudits = await markAuditLog(t);
  await t.db.delete(connectionRequests);
});

type Person = { attendeeId: string; email: string; cookie: string; firstName: string; lastName: string };
async function person(overrides: Parameters<typeof createMemberWithProfile>[1] = {}): Promise<Person> {
  const m = await createMemberWithProfile(t, overrides);
  return { ...m, cookie: (await t.signIn(m.email, m.password)).cookie };
}

/**
 * A member signed in without a password: the account, the member row and a session row written directly,
 * with the cookie signed as Better Auth signs it. Twenty of them in a second, where twenty password hashes
 * and sign-ins take half a minute on a busy machine.
 */
async function crowdMember(): Promise<Person> {
  const context = await t.auth.$context;
  const email = uniqueEmail('crowd');
  const userId = randomUUID();
  await t.db.insert(users).values({ id: userId, name: 'Crowd Member', email, emailVerified: true });
  const [row] = await t.db
    .insert(attendees)
    .values({ userId, email, firstName: 'Crowd', lastName: 'Member', onboardingCompleted: true })
    .returning();
  const token = randomBytes(24).toString('base64url');
  await t.db.insert(sessions).values({ id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 7 * 86_400_000) });
  const value = `${token}.${await makeSignature(token, context.secret)}`;
  return {
    attendeeId: row.id,
    email,
    firstName: 'Crowd',
    lastName: 'Member',
    cookie: `${context.authCookies.sessionToken.name}=${encodeURIComponent(value)}`,
  };
}

async function addEvent(values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(events)
    .values({
      title: 'Cultural Salon',
      date: new Date('2024-04-02T18:30:00Z'),
      onlineLink: ONLINE,
      location: 'Mercer Street Loft',
      ...values,
    })
    .returning();
  return row;
}

const cookieOf = (who: Person | string) => (typeof who === 'string' ? who : who.cookie);
const answer = (who: Person | string, id: string, body: RsvpInput) =>
  t.call(EVENTS.answer, { params: { id }, cookie: cookieOf(who), body });
/** An answer that must be taken: its body. */
const answered = async (who: Person, id: string, body: RsvpInput) =>
  (await t.call(EVENTS.answer, { params: { id }, cookie: who.cookie, body, expect: 200 })).body;
const withdraw = (who: Person, id: string) => t.call(EVENTS.withdraw, { params: { id }, cookie: who.cookie });
const detail = async (who: Person | string, id: string) =>
  (await t.call(EVENTS.event, { params: { id }, cookie: cookieOf(who), expect: 200 })).body;
const mailsTo = (email: string) => t.outbox().filter((m) => m.to.toLowerCase() === email.toLowerCase());
const statusOf = async (eventId: string, attendeeId: string) =>
  (
    await t.db
      .select()
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.attendeeId, attendeeId)))
  )[0]?.status ?? null;
const goingCount = async (eventId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'going')))
  )[0].n;

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const SOME_MEMBER = '00000000-0000-4000-8000-000000000001';

describe('who may call the member routes', () => {
  /** Each route of one event, as a caller would call it. */
  const eventRoutes = (id: string, cookie?: string) =>
    [
      ['event', () => t.call(EVENTS.event, { params: { id }, cookie })],
      ['answer', () => t.call(EVENTS.answer, { params: { id }, body: { rsvp: 'going' }, cookie })],
      ['withdraw', () => t.call(EVENTS.withdraw, { params: { id }, cookie })],
      ['attendees', () => t.call(EVENTS.attendees, { params: { id }, cookie })],
      ['peopleToMeet', () => t.call(EVENTS.peopleToMeet, { params: { id }, cookie })],
      ['calendarFile', () => t.call(EVENTS.calendarFile, { params: { id }, cookie })],
    ] as const;

  it.each(['event', 'answer', 'withdraw', 'attendees', 'peopleToMeet', 'calendarFile'])(
    '%s: visitors 401, not onboarded 403, deactivated 403, and nothing is written',
    async (name) => {
      const event = await addEvent();
      const send = (cookie?: string) => eventRoutes(event.id, cookie).find(([key]) => key === name)![1]();
      expect((await send()).status).toBe(401);
      expect((await send(cookies.notOnboarded)).status).toBe(403);
      expect(await send(cookies.deactivated)).toMatchObject({ status: 403, body: { error: { code: 'BANNED_USER' } } });
      expect((await t.db.select({ n: count() }).from(eventRsvps))[0].n).toBe(0);
    },
  );

  it.each(['calendarFeed', 'makeCalendarFeed', 'revokeCalendarFeed'] as const)(
    '%s: visitors 401, not onboarded 403, deactivated 403',
    async (name) => {
      const send = (cookie?: string) =>
        name === 'makeCalendarFeed'
          ? t.call(EVENTS.makeCalendarFeed, { body: { replace: true }, cookie })
          : t.call(EVENTS[name], { cookie });
      expect((await send()).status).toBe(401);
      expect((await send(cookies.notOnboarded)).status).toBe(403);
      expect((await send(cookies.deactivated)).status).toBe(403);
    },
  );

  it('answers an unknown or malformed event 404 Event not found, for every member route', async () => {
    for (const id of [SOME_ID, 'not-an-id']) {
      for (const [name, send] of eventRoutes(id, cookies.member)) {
        const response = await send();
        expect(response.status, `${name} ${id}`).toBe(404);
        expect(response.body).toMatchObject({ error: { message: 'Event not found' } });
      }
    }
  });
});

describeAdminOnly(
  [
    [ADMIN.cancel, { params: { id: SOME_ID } }],
    [ADMIN.attendees, { params: { id: SOME_ID } }],
    [ADMIN.exportAttendees, { params: { id: SOME_ID } }],
    [ADMIN.attendance, { params: { id: SOME_ID, attendeeId: SOME_MEMBER }, body: { attended: true } }],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string; deactivated: string } }),
  { withDeactivated: true },
);

describe('a member answers', () => {
  it('goes through Going, Maybe, Can’t go and back, and withdraws; the counts follow', async () => {
    const event = await addEvent();
    const me = await person();
    const step = async (rsvp: RsvpInput['rsvp'], message: string) => {
      const response = await t.call(EVENTS.answer, { params: { id: event.id }, cookie: me.cookie, body: { rsvp }, expect: 200 });
      expect(response.body.message).toBe(message);
      return response.body.event;
    };
    expect((await detail(me, event.id)).myRsvp).toBeNull();
    expect(await step('going', "You're going")).toMatchObject({ goingCount: 1, myRsvp: { status: 'going', showOnList: false } });
    expect(await step('maybe', 'Saved: maybe')).toMatchObject({ goingCount: 0, myRsvp: { status: 'maybe' } });
    expect(await step('not_going', "Saved: you can't go")).toMatchObject({ goingCount: 0, myRsvp: { status: 'not_going' } });
    expect(await step('going', "You're going")).toMatchObject({ goingCount: 1, myRsvp: { status: 'going' } });
    const withdrawn = await withdraw(me, event.id);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ message: 'Your answer was withdrawn', event: { goingCount: 0, myRsvp: null } });
    expect(await statusOf(event.id, me.attendeeId)).toBeNull();
  });

  it('shows each member their own answer only; another member cannot see or change it', async () => {
    const event = await addEvent();
    const [ann, ben] = [await person(), await person()];
    await answer(ann, event.id, { rsvp: 'going', showOnList: false });
    expect((await detail(ben, event.id)).myRsvp).toBeNull();
    await answer(ben, event.id, { rsvp: 'not_going' });
    await withdraw(ben, event.id);
    expect(await statusOf(event.id, ann.attendeeId)).toBe('going');
    expect((await detail(ann, event.id)).myRsvp).toMatchObject({ status: 'going' });
    const upcoming = (await t.call(EVENTS.upcoming, { cookie: ben.cookie, expect: 200 })).body;
    expect(upcoming.items[0]).toMatchObject({ id: event.id, goingCount: 1, myRsvp: null });
  });

  it.each([
    [{ rsvp: 'waitlist' }, 'rsvp', "Choose Going, Maybe or Can't go."],
    [{ rsvp: 'yes' }, 'rsvp', "Choose Going, Maybe or Can't go."],
    [{}, 'rsvp', "Choose Going, Maybe or Can't go."],
    [{ rsvp: 'going', showOnList: 'yes' }, 'showOnList', 'Say whether to show you on the attendee list (true or false).'],
  ])('refuses %j with a message on its field, writing nothing', async (body, field, message) => {
    const event = await addEvent();
    // Raw HTTP: bodies the request's type does not allow.
    const response = await t.request(endpointUrl(EVENTS.answer, { id: event.id }), {
      method: 'PUT',
      cookie: cookies.member,
      json: body,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    expect((await t.db.select({ n: count() }).from(eventRsvps))[0].n).toBe(0);
  });

  it('refuses any change once the event has started, and on a cancelled event, keeping the answer', async () => {
    const event = await addEvent({ date: new Date('2024-03-13T18:00:00Z') });
    const me = await person();
    await answer(me, event.id, { rsvp: 'going' });
    t.clock.set(new Date('2024-03-13T18:00:00Z'));
    for (const response of [await answer(me, event.id, { rsvp: 'maybe' }), await withdraw(me, event.id)]) {
      expect(response).toMatchObject({
        status: 409,
        body: { error: { message: 'This event has already started: answers can no longer change.' } },
      });
    }
    expect(await statusOf(event.id, me.attendeeId)).toBe('going');

    const cancelled = await addEvent({ cancelledAt: NOW });
    t.clock.set(NOW);
    const refused = await answer(me, cancelled.id, { rsvp: 'going' });
    expect(refused).toMatchObject({ status: 409, body: { error: { message: 'This event was cancelled.' } } });
    expect(await statusOf(cancelled.id, me.attendeeId)).toBeNull();
  });
});

describe('capacity and the waitlist', () => {
  it('sends Going past the capacity to the waitlist, and gives a freed place to the first waitlisted, who is emailed', async () => {
    const event = await addEvent({ capacity: 2 });
    const [ann, ben, cal, dee] = [await person(), await person(), await person(), await person({ firstName: 'Dee' })];
    await answer(ann, event.id, { rsvp: 'going' });
    await answer(ben, event.id, { rsvp: 'going' });
    const full = await answered(cal, event.id, { rsvp: 'going' });
    expect(full.message).toBe('The event is full: you are on the waitlist');
    expect(full.event).toMatchObject({ goingCount: 2, spotsLeft: 0, myRsvp: { status: 'waitlist', waitlistPosition: 1 } });
    expect((await answered(dee, event.id, { rsvp: 'going' })).event.myRsvp).toMatchObject({ waitlistPosition: 2 });
    // Asking again keeps the place in the queue.
    expect((await answered(cal, event.id, { rsvp: 'going' })).event.myRsvp).toMatchObject({
      status: 'waitlist',
      waitlistPosition: 1,
    });

    await withdraw(ann, event.id);
    expect(await statusOf(event.id, cal.attendeeId)).toBe('going');
    const [promotion] = mailsTo(cal.email);
    expect(promotion.subject).toBe("You're going: Cultural Salon");
    expect(promotion.text).toContain('Tuesday, April 2, 2024 at 6:30 PM UTC');
    expect(promotion.links).toContain(`http://localhost:3000/salonss/${event.id}`);
    expect((await detail(dee, event.id)).myRsvp).toMatchObject({ status: 'waitlist', waitlistPosition: 1 });

    await answer(ben, event.id, { rsvp: 'maybe' });
    expect(await statusOf(event.id, dee.attendeeId)).toBe('going');
    expect(mailsTo(dee.email).map((m) => m.subject)).toEqual(["You're going: Cultural Salon"]);
    expect(await goingCount(event.id)).toBe(2);
  });

  it('gives the last place to exactly one of 20 members asking at once; the others queue in order', async () => {
    const event = await addEvent({ capacity: 3 });
    for (const early of [await crowdMember(), await crowdMember()]) await answer(early, event.id, { rsvp: 'going' });
    const crowd = await Promise.all(Array.from({ length: 20 }, () => crowdMember()));
    // Raw HTTP: all at once, without t.request waiting for each answer's emails.
    const responses = await Promise.all(
      crowd.map((p) =>
        t.app.request(endpointUrl(EVENTS.answer, { id: event.id }), {
          method: 'PUT',
          headers: { origin: 'http://localhost:3000', cookie: p.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ rsvp: 'going' }),
        }),
      ),
    );
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as RsvpSaved[];
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(bodies.filter((b) => b.event.myRsvp?.status === 'going')).toHaveLength(1);
    const positions = bodies.map((b) => b.event.myRsvp?.waitlistPosition).filter((n) => n !== null);
    expect(positions.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(await goingCount(event.id)).toBe(3);
    await t.settled();
  });

  it('refuses a capacity below the members already going, with a message on the field, and changes nothing', async () => {
    const event = await addEvent({ capacity: 5 });
    for (const p of [await person(), await person(), await person()]) await answer(p, event.id, { rsvp: 'going' });
    const response = await t.call(ADMIN.update, {
      params: { id: event.id },
      cookie: cookies.admin,
      body: { title: 'Cultural Salon', date: '2024-04-02T18:30', capacity: 2 },
      expect: 409,
    });
    expect(response.body.error.fields?.capacity).toBe('3 members are already going: the capacity cannot be below 3.');
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ capacity: 5, sequence: 0 });
    expect(await newAudits('event.update')).toHaveLength(0);
  });

  it.each([0, -1, 1.5, '10', 100_001])('refuses the capacity %j', async (capacity) => {
    // Raw HTTP: '10' is a capacity of the wrong type.
    const response = await t.request(endpointUrl(ADMIN.create), {
      cookie: cookies.admin,
      json: { title: 'Salon', date: '2024-04-02T18:30', capacity },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.capacity).toBe(
      'Enter a capacity of at least 1 (at most 100,000), or leave it empty for no limit',
    );
  });

  it('fills new places from the waitlist, first in first, when the capacity is raised or removed', async () => {
    const event = await addEvent({ capacity: 1 });
    const [ann, ben, cal, dee] = [await person(), await person(), await person(), await person()];
    for (const p of [ann, ben, cal, dee]) await answer(p, event.id, { rsvp: 'going' });
    const save = (capacity: number | null) =>
      t.call(ADMIN.update, {
        params: { id: event.id },
        cookie: cookies.admin,
        expect: 200,
        body: { title: 'Cultural Salon', date: '2024-04-02T18:30', onlineLink: ONLINE, location: 'Mercer Street Loft', capacity },
      });
    expect((await save(2)).status).toBe(200);
    expect([await statusOf(event.id, ben.attendeeId), await statusOf(event.id, cal.attendeeId)]).toEqual(['going', 'waitlist']);
    expect(mailsTo(ben.email)).toHaveLength(1);
    expect((await save(null)).body.event.counts).toMatchObject({ going: 4, waitlist: 0 });
    expect(mailsTo(dee.email).map((m) => m.subject)).toEqual(["You're going: Cultural Salon"]);
  });
});

describe('the online link', () => {
  it('is shown only to members going and to administrators, never in a list', async () => {
    const event = await addEvent({ capacity: 1 });
    const [going, maybe, waiting, none] = [await person(), await person(), await person(), await person()];
    await answer(going, event.id, { rsvp: 'going' });
    await answer(maybe, event.id, { rsvp: 'maybe' });
    await answer(waiting, event.id, { rsvp: 'going' });

    expect((await detail(going, event.id)).onlineLink).toBe(ONLINE);
    expect((await detail(cookies.admin, event.id)).onlineLink).toBe(ONLINE);
    for (const other of [maybe, waiting, none]) {
      const seen = await detail(other, event.id);
      expect(seen).toMatchObject({ onlineLink: null, online: true });
      expect(JSON.stringify(seen)).not.toContain('meet.example.com');
      const file = await t.call(EVENTS.calendarFile, { params: { id: event.id }, cookie: other.cookie, expect: 200 });
      expect(file.body).not.toContain('meet.example.com');
    }
    for (const who of [going, cookies.admin]) {
      const upcoming = await t.call(EVENTS.upcoming, { cookie: cookieOf(who) });
      const past = await t.call(EVENTS.past, { cookie: cookieOf(who) });
      expect(JSON.stringify(upcoming.body)).not.toContain('meet.example.com');
      expect(JSON.stringify(past.body)).not.toContain('meet.example.com');
    }
    const answerBody = await answer(maybe, event.id, { rsvp: 'not_going' });
    expect(JSON.stringify(answerBody.body)).not.toContain('meet.example.com');
  });
});

describe('the attendee list', () => {
  it('shows only members going who chose to appear, and still may be seen', async () => {
    const event = await addEvent();
    const listed = await person({ firstName: 'Lena', lastName: 'Listed', jobTitle: 'Founder', company: 'Listed Co' });
    const unlisted = await person({ firstName: 'Uma', lastName: 'Unlisted' });
    const maybe = await person({ firstName: 'May', lastName: 'Maybe' });
    const banned = await person({ firstName: 'Bo', lastName: 'Banned' });
    const archived = await person({ firstName: 'Ari', lastName: 'Archived' });
    await answer(listed, event.id, { rsvp: 'going', showOnList: true });
    await answer(unlisted, event.id, { rsvp: 'going' });
    await answer(maybe, event.id, { rsvp: 'maybe', showOnList: true });
    await answer(banned, event.id, { rsvp: 'going', showOnList: true });
    await answer(archived, event.id, { rsvp: 'going', showOnList: true });
    const bannedRow = (await t.db.select().from(attendees).where(eq(attendees.id, banned.attendeeId)))[0];
    await banForTest(t, bannedRow.userId!, bannedRow.email);
    await t.db.update(attendees).set({ archived: true }).where(eq(attendees.id, archived.attendeeId));

    const attendeesOf = async () =>
      (await t.call(EVENTS.attendees, { params: { id: event.id }, cookie: unlisted.cookie, expect: 200 })).body;
    const list = await attendeesOf();
    expect(list).toEqual({
      items: [
        {
          attendeeId: listed.attendeeId,
          firstName: 'Lena',
          lastName: 'Listed',
          fullName: 'Lena Listed',
          jobTitle: 'Founder',
          company: 'Listed Co',
          industry: 'Franchise',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 24,
    });
    expect(JSON.stringify(list)).not.toContain(listed.email);

    const optOut = await answer(listed, event.id, { rsvp: 'going', showOnList: false });
    expect(optOut.body).toMatchObject({ message: 'You no longer appear on the attendee list' });
    expect((await attendeesOf()).items).toEqual([]);
  });

  it('is paged by name', async () => {
    const event = await addEvent();
    for (const name of ['Cleo', 'amir', 'Bea'])
      await answer(await person({ firstName: name }), event.id, { rsvp: 'going', showOnList: true });
    const page = async (n: number) =>
      (
        await t.call(EVENTS.attendees, {
          params: { id: event.id },
          query: { page: n, pageSize: 2 },
          cookie: cookies.member,
          expect: 200,
        })
      ).body;
    expect((await page(1)).items.map((a) => a.fullName)).toEqual(['amir Reyes', 'Bea Reyes']);
    expect(await page(2)).toMatchObject({ total: 3, items: [{ fullName: 'Cleo Reyes' }] });
  });
});

describe('People to meet here', () => {
  it('ranks the listed attendees for a member going, leaving out the unlisted, the connected and those not going', async () => {
    const event = await addEvent();
    const me = await person({ industry: 'Hospitality', interests: ['Franchising', 'Podcasts'] });
    const sameIndustry = await person({ firstName: 'Ines', lastName: 'Industry', industry: 'Hospitality' });
    const sharedInterests = await person({
      firstName: 'Sam',
      lastName: 'Shared',
      industry: 'Media',
      interests: ['podcasts', 'Franchising'],
    });
    const plain = await person({ firstName: 'Pat', lastName: 'Plain', industry: 'Retail' });
    const unlisted = await person({ firstName: 'Una', lastName: 'Unlisted', industry: 'Hospitality' });
    const connected = await person({ firstName: 'Cory', lastName: 'Connected', industry: 'Hospitality' });
    const maybe = await person({ firstName: 'Mo', lastName: 'Maybe', industry: 'Hospitality' });
    for (const p of [sameIndustry, sharedInterests, plain, connected])
      await answer(p, event.id, { rsvp: 'going', showOnList: true });
    await answer(unlisted, event.id, { rsvp: 'going' });
    await answer(maybe, event.id, { rsvp: 'maybe', showOnList: true });
    await t.db.insert(connectionRequests).values({
      fromAttendeeId: connected.attendeeId,
      toAttendeeId: me.attendeeId,
      status: 'accepted',
      acceptedAt: new Date(),
      expiresAt: new Date(),
    });

    const ask = async (who: Person) =>
      (await t.call(EVENTS.peopleToMeet, { params: { id: event.id }, cookie: who.cookie, expect: 200 })).body;
    expect(await ask(me)).toEqual({ items: [], going: false });
    await answer(me, event.id, { rsvp: 'going' });
    const people = await ask(me);
    expect(people.going).toBe(true);
    expect(people.items.map((p) => p.fullName)).toEqual(['Ines Industry', 'Sam Shared', 'Pat Plain']);
    expect(people.items[0].whyConnect).toContain('Hospitality');
    expect(people.items[1].whyConnect).toContain('You share an interest in');

    // Kept for the list's version, and read back through the same rules: someone who opts out, or is
    // deactivated, leaves it at once.
    expect(await t.db.select().from(eventPeopleToMeet)).toHaveLength(1);
    await answer(sameIndustry, event.id, { rsvp: 'going', showOnList: false });
    expect((await ask(me)).items.map((p) => p.fullName)).toEqual(['Sam Shared', 'Pat Plain']);
    const sam = (await t.db.select().from(attendees).where(eq(attendees.id, sharedInterests.attendeeId)))[0];
    await t.db.update(users).set({ banned: true }).where(eq(users.id, sam.userId!));
    expect((await ask(me)).items.map((p) => p.fullName)).toEqual(['Pat Plain']);
  });
});

describe('the organisers', () => {
  const put = (id: string, body: EventInput) => t.call(ADMIN.update, { params: { id }, cookie: cookies.admin, body });
  const base = { title: 'Cultural Salon', date: '2024-04-02T18:30', location: 'Mercer Street Loft', onlineLink: ONLINE };

  it('see each event’s answers counted by kind', async () => {
    const event = await addEvent({ capacity: 1 });
    for (const [rsvp, n] of [
      ['going', 2],
      ['maybe', 1],
      ['not_going', 1],
    ] as const) {
      for (let i = 0; i < n; i++) await answer(await person(), event.id, { rsvp });
    }
    const list = (await t.call(ADMIN.list, { cookie: cookies.admin, expect: 200 })).body;
    expect(list.items[0]).toMatchObject({
      capacity: 1,
      onlineLink: ONLINE,
      counts: { going: 1, maybe: 1, notGoing: 1, waitlist: 1, attended: 0 },
    });
  });

  it('email everyone going, and only them, when the time changes; the calendar sequence moves on', async () => {
    const event = await addEvent();
    const [going, maybe] = [await person(), await person()];
    await answer(going, event.id, { rsvp: 'going' });
    await answer(maybe, event.id, { rsvp: 'maybe' });
    expect((await put(event.id, { ...base, title: 'Cultural Salon' })).status).toBe(200);
    expect([...mailsTo(going.email), ...mailsTo(maybe.email)]).toHaveLength(0);
    expect((await t.db.select().from(events).where(eq(events.id, event.id)))[0].sequence).toBe(0);

    expect((await put(event.id, { ...base, date: '2024-04-03T19:00' })).status).toBe(200);
    const [mail] = mailsTo(going.email);
    expect(mail.subject).toBe('New time: Cultural Salon');
    expect(mail.text).toContain(
      'It now takes place on Wednesday, April 3, 2024 at 7:00 PM UTC (it was Tuesday, April 2, 2024 at 6:30 PM UTC).',
    );
    expect(mailsTo(maybe.email)).toHaveLength(0);
    expect((await t.db.select().from(events).where(eq(events.id, event.id)))[0].sequence).toBe(1);
  });

  it('cancel an upcoming event: everyone going is emailed, answers close; twice, or a past event, is refused', async () => {
    const event = await addEvent();
    const [going, waiting] = [await person(), await person()];
    await answer(going, event.id, { rsvp: 'going' });
    await answer(waiting, event.id, { rsvp: 'maybe' });
    const cancel = (id: string) => t.call(ADMIN.cancel, { params: { id }, cookie: cookies.admin });
    const response = await cancel(event.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: 'Event cancelled; members who were going have been emailed',
      event: { cancelled: true },
    });
    expect(mailsTo(going.email).map((m) => m.subject)).toEqual(['Cancelled: Cultural Salon']);
    expect(mailsTo(waiting.email)).toHaveLength(0);
    expect((await detail(going, event.id)).cancelled).toBe(true);
    expect(await cancel(event.id)).toMatchObject({
      status: 409,
      body: { error: { message: 'This event is already cancelled.' } },
    });

    const past = await addEvent({ date: new Date('2024-03-01T18:00:00Z') });
    expect(await cancel(past.id)).toMatchObject({
      status: 409,
      body: { error: { message: 'A past event cannot be cancelled.' } },
    });
    expect((await t.db.select().from(events).where(eq(events.id, past.id)))[0].cancelledAt).toBeNull();
  });

  it('deleting an upcoming event tells everyone going', async () => {
    const event = await addEvent();
    const going = await person();
    await answer(going, event.id, { rsvp: 'going' });
    expect((await t.call(ADMIN.remove, { params: { id: event.id }, cookie: cookies.admin })).status).toBe(200);
    expect(mailsTo(going.email).map((m) => m.subject)).toEqual(['Cancelled: Cultural Salon']);
  });

  it('list, search and filter the answers, and export them as CSV (BOM, formulas neutralised, ISO date in the name)', async () => {
    const event = await addEvent({ title: 'Salon: Creators & Co' });
    const ann = await person({ firstName: 'Ann', lastName: 'Able', company: '=HYPERLINK("x")' });
    const ben = await person({ firstName: 'Ben', lastName: 'Baker', company: 'Baker Media' });
    await answer(ann, event.id, { rsvp: 'going', showOnList: true });
    await answer(ben, event.id, { rsvp: 'maybe' });

    const list = async (query: { status?: 'maybe'; search?: string }) =>
      (await t.call(ADMIN.attendees, { params: { id: event.id }, query, cookie: cookies.admin, expect: 200 })).body;
    expect((await list({})).items.map((a) => [a.fullName, a.status, a.showOnList])).toEqual([
      ['Ann Able', 'going', true],
      ['Ben Baker', 'maybe', false],
    ]);
    expect((await list({ status: 'maybe' })).items.map((a) => a.fullName)).toEqual(['Ben Baker']);
    expect((await list({ search: 'BAKER med' })).items.map((a) => a.fullName)).toEqual(['Ben Baker']);
    expect((await list({ search: '%' })).items).toEqual([]);
    // Raw HTTP: a filter the query's type does not allow.
    const attendeesPath = endpointUrl(ADMIN.attendees, { id: event.id });
    expect((await t.request(`${attendeesPath}?status=soon`, { cookie: cookies.admin })).status).toBe(400);

    // Raw HTTP: the CSV's bytes, its byte order mark included.
    const response = await t.app.request(endpointUrl(ADMIN.exportAttendees, { id: event.id }), {
      headers: { cookie: cookies.admin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="attendees-salon-creators-co-2024-03-13.csv"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Company',
      'Job Title',
      'Response',
      'On Attendee List',
      'Attended',
      'Responded At',
    ]);
    expect(rows[1]).toEqual([
      'Ann',
      'Able',
      ann.email,
      `'=HYPERLINK("x")`,
      'Director of Partnerships',
      'Going',
      'Yes',
      'No',
      NOW.toISOString(),
    ]);
    expect(rows[2].slice(0, 6)).toEqual(['Ben', 'Baker', ben.email, 'Baker Media', 'Director of Partnerships', 'Maybe']);
    const empty = await t.call(ADMIN.exportAttendees, {
      params: { id: event.id },
      query: { status: 'waitlist' },
      cookie: cookies.admin,
    });
    expect(empty).toMatchObject({ status: 404, body: { error: { message: 'Nobody to export: no member matches.' } } });
  });

  it('check members in once the event has started; the member then sees You went', async () => {
    const event = await addEvent({ date: new Date('2024-03-12T18:00:00Z') });
    const early = await addEvent({ date: new Date('2024-03-20T18:00:00Z') });
    const me = await person();
    t.clock.set(new Date('2024-03-01T00:00:00Z'));
    await answer(me, event.id, { rsvp: 'going' });
    await answer(me, early.id, { rsvp: 'going' });
    t.clock.set(NOW);
    const mark = (id: string, attendeeId: string, attended: boolean) =>
      t.call(ADMIN.attendance, { params: { id, attendeeId }, cookie: cookies.admin, body: { attended } });

    const tooEarly = await mark(early.id, me.attendeeId, true);
    expect(tooEarly).toMatchObject({
      status: 409,
      body: { error: { message: 'Members can be checked in once the event has started.' } },
    });
    expect((await mark(event.id, SOME_MEMBER, true)).status).toBe(404);
    expect(await mark(event.id, 'nobody', true)).toMatchObject({
      status: 404,
      body: { error: { message: 'This member has not answered this event' } },
    });
    // Raw HTTP: an answer of the wrong type.
    const wrongType = await t.request(endpointUrl(ADMIN.attendance, { id: event.id, attendeeId: me.attendeeId }), {
      method: 'PUT',
      cookie: cookies.admin,
      json: { attended: 'yes' },
    });
    expect(wrongType.status).toBe(400);

    const marked = await mark(event.id, me.attendeeId, true);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ message: 'Marked as attended', attendee: { attended: true }, counts: { attended: 1 } });
    const past = (await t.call(EVENTS.past, { cookie: me.cookie, expect: 200 })).body;
    expect(past.items[0]).toMatchObject({ id: event.id, myRsvp: { attended: true } });
    expect((await mark(event.id, me.attendeeId, false)).body).toMatchObject({ counts: { attended: 0 } });
    const audit = await newAudits(/^event\..*check_in$/);
    expect(audit.map((a) => [a.action, a.targetEmail])).toEqual(
      expect.arrayContaining([
        ['event.check_in', me.email],
        ['event.undo_check_in', me.email],
      ]),
    );
  });
});

describe('an answer needs a member record', () => {
  it('refuses an administrator without one, clearly', async () => {
    const event = await addEvent();
    const bare = await createMember(t, { withAttendee: false });
    const { adminUsers } = await import('../../db/schema');
    await t.db.insert(adminUsers).values({ userId: bare.userId });
    const { cookie } = await t.signIn(bare.email, bare.password);
    const response = await answer(cookie, event.id, { rsvp: 'going' });
    expect(response).toMatchObject({
      status: 403,
      body: { error: { message: 'Your account has no member profile, so it cannot answer events.' } },
    });
  });
});
