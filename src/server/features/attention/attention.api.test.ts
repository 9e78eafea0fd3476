// GET /api/admin/attention, the admin home (decision 039): only administrators; what waits, oldest first,
// flagged past the response target; this week's events only (the community's Monday to Sunday) with their
// counts; the introductions accepted this week; the lists bounded, the totals exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENTION_ENDPOINTS, ATTENTION_LIST_LIMIT } from '../../../common/contracts/attention';
import { INBOX_ENDPOINTS } from '../../../common/contracts/inbox';
import { connectionRequests, eventRsvps, events } from '../../db/schema';
import { createAccessRequest, createConversation, createMember } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
// A Wednesday in London (UTC+0 in November); its week runs from Monday November 23rd, 00:00, to the 30th.
const NOW = new Date('2026-11-25T12:00:00Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'Europe/London' } });
  t.clock.set(NOW);
  Object.assign(cookies, (await signInEachKind(t, { deactivated: true })).cookies);
});
afterAll(() => t.close());

describeAdminOnly(
  [[ATTENTION_ENDPOINTS.needsAttention, {}]],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string; deactivated: string } }),
  { withDeactivated: true },
);

const readAttention = async () => (await t.call(ATTENTION_ENDPOINTS.needsAttention, { cookie: cookies.admin, expect: 200 })).body;

describe('with nothing waiting', () => {
  it('answers empty lists and zero counts, with the week it looked at', async () => {
    expect(await readAttention()).toEqual({
      questions: { total: 0, pastTarget: 0, targetHours: 48, oldest: [] },
      accessRequests: { total: 0, oldest: [] },
      week: { start: '2026-11-23T00:00:00.000Z', end: '2026-11-30T00:00:00.000Z' },
      events: { total: 0, items: [] },
      introductions: { acceptedThisWeek: 0 },
      messageReports: { total: 0, oldestAt: null },
    });
  });
});

describe('with things waiting', () => {
  beforeAll(async () => {
    const ask = (name: string, asked: string, extra: Parameters<typeof createConversation>[1] | object = {}) =>
      createConversation(t, {
        name,
        answer: `${name} needs an introduction to a franchise lawyer.`,
        timestamp: at(asked),
        ...extra,
      });
    await ask('Newest Nia', '2026-11-25T11:00:00Z');
    await ask('Oldest Olu', '2026-11-20T09:00:00Z', { answer: `${'A long question about leases. '.repeat(12)}` });
    await ask('Recent Rae', '2026-11-24T20:00:00Z'); // 16 hours: within 48
    await ask('Middle Mo', '2026-11-22T10:00:00Z'); // 74 hours: past 48
    await ask('Fourth Fay', '2026-11-25T08:00:00Z');
    await ask('Fifth Finn', '2026-11-25T09:00:00Z');
    await ask('Sixth Sol', '2026-11-25T10:00:00Z');
    // Not waiting: archived, answered, or not finished.
    await ask('Archived Abe', '2026-11-01T09:00:00Z', { archived: true });
    await ask('Answered Ann', '2026-11-01T09:00:00Z', { status: 'answered', adminResponse: 'Yes.' });
    await ask('Unfinished Una', '2026-11-01T09:00:00Z', { step: 'name_completed' });

    await createAccessRequest(t, { approved: false, firstName: 'Later', lastName: 'Lee', createdAt: at('2026-11-24T09:00:00Z') });
    await createAccessRequest(t, { approved: false, firstName: 'Early', lastName: 'Ede', createdAt: at('2026-11-10T09:00:00Z') });
    await createAccessRequest(t, { createdAt: at('2026-11-01T09:00:00Z') }); // approved: a link, not waiting
    await createAccessRequest(t, { status: 'signed_up', used: true, createdAt: at('2026-11-02T09:00:00Z') });

    const [salon, supper] = await t.db
      .insert(events)
      .values([
        { title: 'Tuesday Salon', date: at('2026-11-24T18:00:00Z'), capacity: 2 },
        { title: 'Saturday Supper', date: at('2026-11-28T19:00:00Z') },
        { title: 'Last Sunday Night', date: at('2026-11-22T23:30:00Z') }, // last week
        { title: 'Next Monday Breakfast', date: at('2026-11-30T08:00:00Z') }, // next week
        { title: 'Cancelled Thursday', date: at('2026-11-26T18:00:00Z'), cancelledAt: at('2026-11-20T00:00:00Z') },
      ])
      .returning();
    const [ada, bo, cy, dee] = await Promise.all([createMember(t), createMember(t), createMember(t), createMember(t)]);
    await t.db.insert(eventRsvps).values([
      { eventId: salon.id, attendeeId: ada.attendeeId!, status: 'going', attendedAt: at('2026-11-24T18:20:00Z') },
      { eventId: salon.id, attendeeId: bo.attendeeId!, status: 'going' },
      { eventId: salon.id, attendeeId: cy.attendeeId!, status: 'waitlist', waitlistedAt: at('2026-11-23T09:00:00Z') },
      { eventId: supper.id, attendeeId: cy.attendeeId!, status: 'maybe' },
    ]);
    const introduction = (from: string, to: string, status: 'accepted' | 'pending', acceptedAt: string | null) => ({
      fromAttendeeId: from,
      toAttendeeId: to,
      status,
      createdAt: at('2026-11-15T09:00:00Z'),
      expiresAt: at('2026-12-15T09:00:00Z'),
      acceptedAt: acceptedAt ? at(acceptedAt) : null,
    });
    await t.db.insert(connectionRequests).values([
      introduction(ada.attendeeId!, bo.attendeeId!, 'accepted', '2026-11-24T10:00:00Z'),
      introduction(bo.attendeeId!, cy.attendeeId!, 'accepted', '2026-11-23T00:30:00Z'),
      introduction(ada.attendeeId!, cy.attendeeId!, 'accepted', '2026-11-21T10:00:00Z'), // last week
      introduction(dee.attendeeId!, ada.attendeeId!, 'pending', null),
    ]);
  });

  it('lists the five questions waiting longest, oldest first, flagging those past the target', async () => {
    const { questions } = await readAttention();
    expect(questions.total).toBe(7);
    expect(questions.pastTarget).toBe(2);
    expect(questions.targetHours).toBe(48);
    expect(questions.oldest).toHaveLength(ATTENTION_LIST_LIMIT);
    expect(questions.oldest.map((q) => [q.name, q.pastTarget])).toEqual([
      ['Oldest Olu', true],
      ['Middle Mo', true],
      ['Recent Rae', false],
      ['Fourth Fay', false],
      ['Fifth Finn', false],
    ]);
    expect(questions.oldest[0].askedAt).toBe('2026-11-20T09:00:00.000Z');
    // The member's own words, cut short with an ellipsis.
    expect(questions.oldest[0].excerpt).toMatch(/^A long question about leases\. A long.*…$/);
    expect(Array.from(questions.oldest[0].excerpt).length).toBeLessThanOrEqual(140);
    expect(questions.oldest[1].excerpt).toBe('Middle Mo needs an introduction to a franchise lawyer.');
  });

  it('measures the flag against the target the organisers set', async () => {
    await t.call(INBOX_ENDPOINTS.responseTarget, { cookie: cookies.admin, body: { hours: 100 }, expect: 200 });
    const { questions } = await readAttention();
    expect(questions.targetHours).toBe(100);
    expect(questions.pastTarget).toBe(1);
    expect(questions.oldest.slice(0, 2).map((q) => q.pastTarget)).toEqual([true, false]);
    await t.call(INBOX_ENDPOINTS.responseTarget, { cookie: cookies.admin, body: { hours: 48 }, expect: 200 });
  });

  it('lists access requests waiting for an administrator, oldest first', async () => {
    const { accessRequests } = await readAttention();
    expect(accessRequests.total).toBe(2);
    expect(accessRequests.oldest.map((r) => [r.name, r.requestedAt])).toEqual([
      ['Early Ede', '2026-11-10T09:00:00.000Z'],
      ['Later Lee', '2026-11-24T09:00:00.000Z'],
    ]);
  });

  it('lists only this week’s events that go ahead, with Going against capacity, the waitlist and check-ins', async () => {
    const { events: week } = await readAttention();
    expect(week.total).toBe(2);
    expect(week.items.map(({ id: _id, ...item }) => item)).toEqual([
      {
        title: 'Tuesday Salon',
        date: '2026-11-24T18:00:00.000Z',
        going: 2,
        capacity: 2,
        waitlist: 1,
        checkedIn: 1,
        started: true,
      },
      {
        title: 'Saturday Supper',
        date: '2026-11-28T19:00:00.000Z',
        going: 0,
        capacity: null,
        waitlist: 0,
        checkedIn: 0,
        started: false,
      },
    ]);
  });

  it('counts the introductions accepted since Monday', async () => {
    expect((await readAttention()).introductions).toEqual({ acceptedThisWeek: 2 });
  });

  it('is read, never changed, by reading it', async () => {
    expect(await readAttention()).toEqual(await readAttention());
  });
});
