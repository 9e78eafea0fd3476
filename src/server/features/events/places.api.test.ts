// Places at events held by members who can no longer come (issue 28): an archived member's session cannot
// take a seat; archiving or deactivating a member gives their places to the waitlist; organisers can take a
// member's answer off an event (audited); and a member cannot change one answer without end.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_ROUTES } from '../../../common/contracts/members-routes';
import { EVENT_ENDPOINTS as EVENTS, type RsvpInput } from '../../../common/contracts/events';
import { ADMIN_EVENT_ENDPOINTS as ADMIN } from '../../../common/contracts/events-admin';
import { markAuditLog } from '../../../../tests/support/audit';
import { createMemberWithProfile } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { calendarFeeds, eventRsvps, events } from '../../db/schema';

let t: TestApp;
let admin: string;
const cookies: Record<string, string> = {};
const NOW = new Date('2024-03-13T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'UTC' } });
  t.clock.set(NOW);
  const signedIn = await signInEachKind(t, { deactivated: true });
  Object.assign(cookies, signedIn.cookies);
  admin = signedIn.cookies.admin;
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(events);
});

type Person = { attendeeId: string; email: string; cookie: string; firstName: string; lastName: string };
async function person(firstName: string): Promise<Person> {
  const m = await createMemberWithProfile(t, { firstName, lastName: 'Reyes' });
  return { ...m, cookie: (await t.signIn(m.email, m.password)).cookie };
}

async function addEvent(values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(events)
    .values({ title: 'Cultural Salon', date: new Date('2024-04-02T18:30:00Z'), location: 'Mercer Street Loft', ...values })
    .returning();
  return row;
}

const answer = (who: Person, id: string, body: RsvpInput) => t.call(EVENTS.answer, { params: { id }, cookie: who.cookie, body });
const detail = async (who: Person, id: string) =>
  (await t.call(EVENTS.event, { params: { id }, cookie: who.cookie, expect: 200 })).body;
const listed = async (who: Person, id: string) =>
  (await t.call(EVENTS.attendees, { params: { id }, cookie: who.cookie, expect: 200 })).body.items.map((a) => a.fullName);
const statusOf = async (eventId: string, attendeeId: string) =>
  (
    await t.db
      .select()
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.attendeeId, attendeeId)))
  )[0]?.status ?? null;
const mailsTo = (email: string) => t.outbox().filter((m) => m.to.toLowerCase() === email.toLowerCase());
const archive = (email: string) => t.request(MEMBER_ROUTES.archive.path, { cookie: admin, json: { email } });
const deactivate = (email: string) =>
  t.request(MEMBER_ROUTES.ban.path, { cookie: admin, json: { email, reason: 'Left the network' } });
const removeAnswer = (eventId: string, attendeeId: string) =>
  t.call(ADMIN.removeAnswer, { params: { id: eventId, attendeeId }, cookie: admin });

describe('an archived member, whatever session they still hold', () => {
  it('cannot answer an event, so cannot take the last seat while hidden from the list', async () => {
    const event = await addEvent({ capacity: 1 });
    const hidden = await person('Hana');
    const next = await person('Nico');
    expect((await archive(hidden.email)).status).toBe(200);

    const refused = await answer(hidden, event.id, { rsvp: 'going', showOnList: true });
    expect(refused).toMatchObject({
      status: 403,
      body: { error: { code: 'ARCHIVED_MEMBER', message: expect.stringContaining('archived') } },
    });
    expect(await statusOf(event.id, hidden.attendeeId)).toBeNull();

    // The seat is still there for a member others can see.
    expect((await answer(next, event.id, { rsvp: 'going', showOnList: true })).body).toMatchObject({ message: "You're going" });
    expect(await listed(next, event.id)).toEqual(['Nico Reyes']);
    // Reading stays open to them: only what reaches others is refused.
    expect((await t.call(EVENTS.event, { params: { id: event.id }, cookie: hidden.cookie })).status).toBe(200);
  });
});

describe('archiving or deactivating a member who is going', () => {
  it.each([
    ['archiving', archive],
    ['deactivating', deactivate],
  ])('%s gives their seat to the first on the waitlist, who is told', async (_label, act) => {
    const event = await addEvent({ capacity: 1 });
    const leaving = await person('Lee');
    const waiting = await person('Wren');
    const later = await person('Lou');
    await answer(leaving, event.id, { rsvp: 'going', showOnList: true });
    await answer(waiting, event.id, { rsvp: 'going', showOnList: true });
    await answer(later, event.id, { rsvp: 'going' });
    expect(await statusOf(event.id, waiting.attendeeId)).toBe('waitlist');
    const past = await addEvent({ title: 'Winter Salon', date: new Date('2024-02-01T18:30:00Z') });
    await t.db.insert(eventRsvps).values({ eventId: past.id, attendeeId: leaving.attendeeId, status: 'going', respondedAt: NOW });
    const audits = await markAuditLog(t);

    expect((await act(leaving.email)).status).toBe(200);

    expect(await statusOf(event.id, leaving.attendeeId)).toBeNull();
    expect(await statusOf(event.id, waiting.attendeeId)).toBe('going');
    expect(await statusOf(event.id, later.attendeeId)).toBe('waitlist');
    // Who went to a past event is history, kept.
    expect(await statusOf(past.id, leaving.attendeeId)).toBe('going');
    const seen = await detail(later, event.id);
    expect(seen).toMatchObject({ goingCount: 1, spotsLeft: 0, myRsvp: { status: 'waitlist', waitlistPosition: 1 } });
    expect(await listed(later, event.id)).toEqual(['Wren Reyes']);
    const promotions = mailsTo(waiting.email).filter((m) => m.subject.includes('Cultural Salon'));
    expect(promotions).toHaveLength(1);
    const [row] = await audits(/^member\.(archive|ban)$/);
    expect(row.details).toMatchObject({ placesReleased: 1 });
  });

  it('takes a deactivated member off a waitlist too, so the queue moves for those who can come', async () => {
    const event = await addEvent({ capacity: 1 });
    const going = await person('Gus');
    const first = await person('Fay');
    const second = await person('Sol');
    for (const who of [going, first, second]) await answer(who, event.id, { rsvp: 'going' });
    await deactivate(first.email);
    expect(await statusOf(event.id, first.attendeeId)).toBeNull();
    expect((await detail(second, event.id)).myRsvp).toMatchObject({ status: 'waitlist', waitlistPosition: 1 });
  });

  it('ends a deactivated member’s calendar feed for good: reactivating does not bring the old address back', async () => {
    const member = await person('Cal');
    const made = await t.call(EVENTS.makeCalendarFeed, { cookie: member.cookie, body: { replace: false }, expect: 200 });
    const feedUrl = new URL(made.body.feed.url!);
    expect((await t.request(feedUrl.pathname)).status).toBe(200);

    await deactivate(member.email);
    expect(await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.attendeeId, member.attendeeId))).toEqual([]);
    expect((await t.request(MEMBER_ROUTES.unban.path, { cookie: admin, json: { email: member.email } })).status).toBe(200);
    expect((await t.request(feedUrl.pathname)).status).toBe(404);
  });
});

describeAdminOnly(
  [
    [
      ADMIN.removeAnswer,
      { params: { id: '00000000-0000-4000-8000-000000000000', attendeeId: '00000000-0000-4000-8000-000000000001' } },
    ],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string; deactivated: string } }),
  { withDeactivated: true },
);

describe('an organiser removes a member’s answer', () => {
  it('frees the seat for the first on the waitlist, who is emailed, and is audited', async () => {
    const event = await addEvent({ capacity: 1 });
    const holder = await person('Hal');
    const waiting = await person('Wyn');
    await answer(holder, event.id, { rsvp: 'going', showOnList: true });
    await answer(waiting, event.id, { rsvp: 'going' });
    const audits = await markAuditLog(t);

    const removed = await t.call(ADMIN.removeAnswer, {
      params: { id: event.id, attendeeId: holder.attendeeId },
      cookie: admin,
      expect: 200,
    });
    expect(removed.body.message).toBe("Hal Reyes's answer was removed; a place they held went to the waitlist");
    expect(await statusOf(event.id, holder.attendeeId)).toBeNull();
    expect(await statusOf(event.id, waiting.attendeeId)).toBe('going');
    expect(mailsTo(waiting.email).filter((m) => m.subject.includes('Cultural Salon'))).toHaveLength(1);
    const page = (await t.call(ADMIN.attendees, { params: { id: event.id }, cookie: admin, expect: 200 })).body;
    expect(page.items.map((a) => a.fullName)).toEqual(['Wyn Reyes']);
    expect(await audits('event.remove_answer')).toMatchObject([
      {
        targetEmail: holder.email,
        changes: [{ field: 'Answer', from: 'going', to: null }],
        details: { eventId: event.id, title: 'Cultural Salon' },
      },
    ]);
  });

  it('answers 404 for a member who has not answered and for an unknown event, and 409 once the event has begun', async () => {
    const event = await addEvent();
    const member = await person('Mo');
    expect((await removeAnswer(event.id, member.attendeeId)).body).toMatchObject({
      error: { message: 'This member has not answered this event' },
    });
    expect((await removeAnswer('00000000-0000-4000-8000-000000000000', member.attendeeId)).status).toBe(404);
    await answer(member, event.id, { rsvp: 'maybe' });
    t.clock.set(new Date('2024-04-02T19:00:00Z'));
    const late = await removeAnswer(event.id, member.attendeeId);
    expect(late.status).toBe(409);
    expect(await statusOf(event.id, member.attendeeId)).toBe('maybe');
  });
});

describe('changing an answer over and over', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { TIME_ZONE: 'UTC', RATE_LIMIT: 'true' } });
    limited.clock.set(NOW);
  });
  afterAll(() => limited.close());

  it('is refused with a 429 that says what to wait for, per member and event, until the window passes', async () => {
    const [event] = await limited.db
      .insert(events)
      .values({ title: 'Cultural Salon', date: new Date('2024-04-02T18:30:00Z') })
      .returning();
    const [other] = await limited.db
      .insert(events)
      .values({ title: 'Spring Salon', date: new Date('2024-04-09T18:30:00Z') })
      .returning();
    const m = await createMemberWithProfile(limited, { firstName: 'Toggle' });
    const cookie = (await limited.signIn(m.email, m.password)).cookie;
    const put = (id: string, rsvp: RsvpInput['rsvp']) => limited.call(EVENTS.answer, { params: { id }, cookie, body: { rsvp } });

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await put(event.id, i % 2 ? 'maybe' : 'going')).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await put(event.id, 'not_going');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: {
        message: expect.stringMatching(
          /^You have changed your answer to this event many times in a short while\. Please try again in \d+ minutes?\.$/,
        ),
      },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const withdrawn = await limited.call(EVENTS.withdraw, { params: { id: event.id }, cookie });
    expect(withdrawn.status).toBe(429);
    // The refused changes changed nothing; another event is its own count.
    expect((await limited.call(EVENTS.event, { params: { id: event.id }, cookie, expect: 200 })).body.myRsvp?.status).toBe(
      'maybe',
    );
    expect((await put(other.id, 'going')).status).toBe(200);

    limited.clock.advance(601_000);
    expect((await put(event.id, 'not_going')).status).toBe(200);
  });
});
