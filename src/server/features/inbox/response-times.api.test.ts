// GET /api/admin/response-times and PUT /api/admin/response-target (issue 20): the figures against a known
// set of questions and the test clock, worked out by hand below; the community's weeks (London, where the
// first week of the period starts in summer time); the first reply kept when a question is answered again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_ROUTES } from '../../../common/contracts/inbox-routes';
import { INBOX_ENDPOINTS as INBOX, RESPONSE_TIME_MESSAGES } from '../../../common/contracts/inbox';
import { markAuditLog } from '../../../../tests/support/audit';
import { createConversation, createConversations } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
const NOW = new Date('2026-11-25T12:00:00Z'); // a Wednesday; its week began on Monday November 23rd
const H = 3600_000;
const at = (iso: string) => new Date(iso);
const after = (iso: string, hours: number) => new Date(at(iso).getTime() + hours * H);

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'Europe/London' } });
  t.clock.set(NOW);
  Object.assign(cookies, (await signInEachKind(t, { deactivated: true })).cookies);
  const answered = (name: string, asked: string, hours: number, by: string) => ({
    name,
    status: 'answered' as const,
    adminResponse: 'Reply',
    timestamp: at(asked),
    respondedAt: after(asked, hours),
    firstRespondedAt: after(asked, hours),
    firstResponderEmail: by,
  });
  await createConversations(t, [
    answered('A', '2026-11-23T10:00:00Z', 2, 'ada@example.com'),
    answered('B', '2026-11-16T09:00:00Z', 10, 'ada@example.com'),
    answered('C', '2026-11-10T12:00:00Z', 50, 'ben@example.com'),
    { name: 'D', timestamp: at('2026-11-24T12:00:00Z') }, // waiting 24 h: within the target so far
    { name: 'E', timestamp: at('2026-11-20T12:00:00Z') }, // waiting 5 days: past it
    { name: 'F', timestamp: at('2026-08-01T00:00:00Z') }, // waiting since before the period
    answered('G', '2026-08-01T00:00:00Z', 1, 'ada@example.com'), // answered before the period
    { name: 'H', step: 'name_completed', timestamp: at('2026-11-24T09:00:00Z') }, // never submitted
    answered('I', '2026-09-06T23:30:00Z', 1, 'ben@example.com'), // Monday 7 September, 00:30 in London
    answered('J', '2026-09-06T22:30:00Z', 1, 'ben@example.com'), // Sunday 6 September, 23:30 in London
    { name: 'K', status: 'answered', adminResponse: 'R', archived: true, timestamp: at('2026-08-02T00:00:00Z') },
  ]);
});
afterAll(() => t.close());

describeAdminOnly(
  [
    [INBOX.responseTimes, {}],
    [INBOX.responseTarget, { body: { hours: 24 } }],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string; deactivated: string } }),
  { withDeactivated: true },
);

const figures = async () => {
  const response = await t.call(INBOX.responseTimes, { cookie: cookies.admin, expect: 200 });
  return response.body;
};

describe('the figures', () => {
  it('match the hand-worked numbers for the last 12 weeks, with the default 48-hour target', async () => {
    const result = await figures();
    // In the period: A (2 h), B (10 h), C (50 h), I (1 h) answered; D and E waiting.
    // Sorted replies 1, 2, 10, 50 h: the median is between 2 and 10 h (6 h); the 90th percentile is
    // 10 h + 0.7 × 40 h = 38 h. Within 48 h: I, A, B. Known: the four answered and E (waiting past 48 h).
    expect(result).toMatchObject({
      targetHours: 48,
      since: '2026-09-06T23:00:00.000Z',
      asked: 6,
      answered: 4,
      medianSeconds: 6 * 3600,
      p90Seconds: 38 * 3600,
      withinTarget: 3,
      decided: 5,
      waiting: 3,
      waitingPastTarget: 2,
      oldestWaiting: {
        name: 'F',
        askedAt: '2026-08-01T00:00:00.000Z',
        waitingSeconds: (NOW.getTime() - at('2026-08-01T00:00:00Z').getTime()) / 1000,
      },
    });
    expect(result.organisers).toEqual([
      { email: 'ada@example.com', answered: 2, medianSeconds: 6 * 3600 },
      { email: 'ben@example.com', answered: 2, medianSeconds: 25.5 * 3600 },
    ]);
  });

  it('gives every one of the 12 weeks, Monday to Sunday in the community’s time zone, empty ones included', async () => {
    const { weeks } = await figures();
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({
      weekStart: '2026-09-07',
      asked: 1,
      answered: 1,
      medianSeconds: 3600,
      withinTarget: 1,
      decided: 1,
    });
    expect(weeks.at(-1)).toEqual({
      weekStart: '2026-11-23',
      asked: 2,
      answered: 1,
      medianSeconds: 2 * 3600,
      withinTarget: 1,
      decided: 1,
    });
    const byWeek = Object.fromEntries(weeks.map((week) => [week.weekStart, week]));
    expect(byWeek['2026-11-16']).toEqual({
      weekStart: '2026-11-16',
      asked: 2,
      answered: 1,
      medianSeconds: 10 * 3600,
      withinTarget: 1,
      decided: 2,
    });
    expect(byWeek['2026-11-09']).toEqual({
      weekStart: '2026-11-09',
      asked: 1,
      answered: 1,
      medianSeconds: 50 * 3600,
      withinTarget: 0,
      decided: 1,
    });
    expect(byWeek['2026-10-05']).toEqual({
      weekStart: '2026-10-05',
      asked: 0,
      answered: 0,
      medianSeconds: null,
      withinTarget: 0,
      decided: 0,
    });
    expect(weeks.map((week) => week.weekStart)).toEqual([...weeks.map((week) => week.weekStart)].sort());
  });

  it('measure against a new target at once, and record who set it', async () => {
    const newRows = await markAuditLog(t);
    const saved = await t.call(INBOX.responseTarget, { cookie: cookies.admin, body: { hours: 4 }, expect: 200 });
    expect(saved.body).toEqual({ success: true, message: RESPONSE_TIME_MESSAGES.targetSaved, targetHours: 4 });
    const result = await figures();
    // Within 4 h: I (1 h) and A (2 h). Known: the four answered, D (24 h) and E.
    expect(result).toMatchObject({ targetHours: 4, withinTarget: 2, decided: 6, waitingPastTarget: 3 });
    const [audit] = await newRows('conversation.response-target');
    expect(audit.changes).toEqual([{ field: 'Target (hours)', from: 48, to: 4 }]);
    await t.call(INBOX.responseTarget, { cookie: cookies.admin, body: { hours: 48 } });
  });

  it('refuses a target that is not a whole number of hours from 1 to 720, and keeps the one set', async () => {
    for (const hours of [0, 721, 1.5, '48', null]) {
      // Raw HTTP on purpose: some of these are not numbers, which the typed client would not send.
      const response = await t.request(INBOX_ROUTES.responseTarget.path, {
        method: 'PUT',
        cookie: cookies.admin,
        json: { hours },
      });
      expect(response.status, String(hours)).toBe(400);
      expect(response.body.error.fields?.hours ?? response.body.error.message).toBe(RESPONSE_TIME_MESSAGES.targetInvalid);
    }
    expect((await figures()).targetHours).toBe(48);
  });

  it('count a question answered twice by its first reply, and its first organiser', async () => {
    t.clock.set(at('2026-11-25T08:00:00Z'));
    const entry = await createConversation(t, { name: 'Twice', timestamp: at('2026-11-25T06:00:00Z') });
    const answer = () => t.call(INBOX.answer, { params: { id: entry.id }, cookie: cookies.admin, body: { response: 'Here' } });
    expect((await answer()).status).toBe(200);
    t.clock.set(NOW);
    expect((await answer()).status).toBe(200);
    const result = await figures();
    // The first reply came after 2 h, not 6 h: seven answered now, the new one within the target.
    expect(result).toMatchObject({ asked: 7, answered: 5, withinTarget: 4 });
    const week = result.weeks.at(-1)!;
    expect(week).toMatchObject({ asked: 3, answered: 2, medianSeconds: 2 * 3600 });
    expect(result.organisers.map((organiser) => organiser.answered).reduce((a, b) => a + b)).toBe(5);
  });
});
