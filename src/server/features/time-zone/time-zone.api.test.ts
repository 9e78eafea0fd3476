// The community's time zone in the database (decision 040): who may read and choose it, TIME_ZONE winning,
// and every reader following a change without a restart: the events' "today", the public configuration
// and a daily job's time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EVENT_ENDPOINTS as EVENTS } from '../../../common/contracts/events-admin';
import { SESSION_ENDPOINTS } from '../../../common/contracts/session';
import { TIME_ZONE_ENDPOINTS as ZONE, TIME_ZONE_MESSAGES } from '../../../common/contracts/time-zone';
import { instantOfWallTime, parseLocalDateTime } from '../../../common/zoned-time';
import { markAuditLog } from '../../../../tests/support/audit';
import { createAccessRequest, createAdmin } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { accessRequests } from '../../db/schema';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(cookies, (await signInEachKind(t, { deactivated: true })).cookies);
  const otherAdmin = await createAdmin(t);
  cookies.otherAdmin = (await t.signIn(otherAdmin.email, otherAdmin.password)).cookie;
});
afterAll(() => t.close());

describeAdminOnly(
  [
    [ZONE.read, {}],
    [ZONE.choose, { body: { timeZone: 'Asia/Tokyo' } }],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string; deactivated: string } }),
  { withDeactivated: true },
);

describe('who may read and choose the community time zone', () => {
  it('is UTC until chosen; callers who are not administrators changed nothing', async () => {
    expect((await t.call(ZONE.read, { cookie: cookies.admin, expect: 200 })).body).toEqual({
      timeZone: 'UTC',
      source: 'default',
    });
  });

  it('refuses a name that is not a zone with a clear 400, and stores Intl’s own name', async () => {
    for (const timeZone of ['Mars/Olympus', '', '+05:00', 'x'.repeat(80), 'Europe/London; drop table']) {
      const refused = await t.call(ZONE.choose, { cookie: cookies.admin, body: { timeZone }, expect: 400 });
      expect(refused.body.error.message, timeZone).toMatch(/time zone/);
    }
    const saved = await t.call(ZONE.choose, { cookie: cookies.admin, body: { timeZone: 'US/Pacific' }, expect: 200 });
    expect(saved.body.zone).toEqual({ timeZone: 'America/Los_Angeles', source: 'chosen' });
    expect(saved.body.message).toBe(TIME_ZONE_MESSAGES.saved('America/Los_Angeles'));
  });

  it('records who changed it, and another administrator sees the change', async () => {
    const since = await markAuditLog(t);
    await t.call(ZONE.choose, { cookie: cookies.otherAdmin, body: { timeZone: 'Europe/Paris' }, expect: 200 });
    const [row] = await since('event.time-zone');
    expect(row.changes).toEqual([{ field: 'Time zone', from: 'America/Los_Angeles', to: 'Europe/Paris' }]);
    expect((await t.call(ZONE.read, { cookie: cookies.admin, expect: 200 })).body.timeZone).toBe('Europe/Paris');
  });
});

describe('every reader follows a change without a restart', () => {
  it('moves the events’ “today”, the form’s local times and the public configuration at once', async () => {
    await t.call(ZONE.choose, { cookie: cookies.admin, body: { timeZone: 'Pacific/Auckland' }, expect: 200 });
    // 23:30 in New York on 1 June is already 2 June in Auckland.
    t.clock.set(instantOfWallTime(parseLocalDateTime('2031-06-01T23:30')!, 'America/New_York'));
    const created = await t.call(EVENTS.create, {
      cookie: cookies.admin,
      body: { title: 'Harbour Salon', date: '2031-06-02T18:30' },
      expect: 201,
    });
    expect(created.body.event.date).toBe('2031-06-02T06:30:00.000Z');
    expect((await t.call(SESSION_ENDPOINTS.config, { expect: 200 })).body.timeZone).toBe('Pacific/Auckland');

    await t.call(ZONE.choose, { cookie: cookies.admin, body: { timeZone: 'America/New_York' }, expect: 200 });
    const listed = await t.call(EVENTS.list, { cookie: cookies.admin, query: { when: 'all' }, expect: 200 });
    expect(listed.body.timeZone).toBe('America/New_York');
    const salon = listed.body.items.find((item) => item.id === created.body.event.id)!;
    expect(salon.localDateTime).toBe('2031-06-02T02:30');
    expect((await t.call(SESSION_ENDPOINTS.config, { expect: 200 })).body.timeZone).toBe('America/New_York');
  });

  it('moves a daily job’s time: the access-request digest goes at 09:00 on the new zone’s clocks', async () => {
    const digests = () => t.outbox().filter((m) => /waited more than a day$/.test(m.subject));
    await t.call(ZONE.choose, { cookie: cookies.admin, body: { timeZone: 'UTC' }, expect: 200 });
    t.clock.set(new Date('2031-07-01T12:00:00Z'));
    await t.jobs.start({ poll: false });
    await t.jobs.runDue();
    await t.db.delete(accessRequests);
    await createAccessRequest(t, { approved: false, createdAt: new Date('2031-06-28T10:00:00Z') });

    await t.call(ZONE.choose, { cookie: cookies.admin, body: { timeZone: 'Asia/Tokyo' }, expect: 200 });
    const before = digests().length;
    // 09:00 in Tokyo on 2 July is 00:00 UTC: not a minute before.
    t.clock.set(new Date('2031-07-01T23:59:00Z'));
    await t.jobs.runDue();
    expect(digests().length).toBe(before);
    t.clock.set(new Date('2031-07-02T00:00:00Z'));
    await t.jobs.runDue();
    const sent = digests().length;
    expect(sent).toBeGreaterThan(before);
    // 09:00 UTC, the old zone's time: the occurrence queued for it is skipped, nothing is sent twice.
    t.clock.set(new Date('2031-07-02T09:00:00Z'));
    await t.jobs.runDue();
    expect(digests().length).toBe(sent);
  });
});

describe('TIME_ZONE set explicitly', () => {
  it('wins: read as the environment’s, and a choice is refused with 409 and the reason, writing nothing', async () => {
    const fixed = await createTestApp({ env: { TIME_ZONE: 'Europe/Berlin' } });
    try {
      const admin = await createAdmin(fixed);
      const cookie = (await fixed.signIn(admin.email, admin.password)).cookie;
      expect((await fixed.call(ZONE.read, { cookie, expect: 200 })).body).toEqual({
        timeZone: 'Europe/Berlin',
        source: 'environment',
      });
      const refused = await fixed.call(ZONE.choose, { cookie, body: { timeZone: 'Asia/Tokyo' }, expect: 409 });
      expect(refused.body.error.message).toBe(TIME_ZONE_MESSAGES.fixedByEnvironment('Europe/Berlin'));
      expect((await fixed.call(SESSION_ENDPOINTS.config, { expect: 200 })).body.timeZone).toBe('Europe/Berlin');
    } finally {
      await fixed.close();
    }
  });
});
