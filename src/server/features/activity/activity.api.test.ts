// GET /api/admin/activity, /actors and /export (issue 20): administrators only; filters by actor, action,
// subject and the community's calendar days; paged newest first; the CSV; and the log itself refusing to be
// changed or removed, whoever asks the database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_ENDPOINTS as ACTIVITY, type ActivityPage } from '../../../common/contracts/activity';
import { INPUT_MESSAGES } from '../../../common/messages';
import { ACTIVITY_MESSAGES } from '../../../common/contracts/activity';
import { recordAudit } from '../../audit/record';
import { auditLog } from '../../db/schema';
import { markAuditLog } from '../../../../tests/support/audit';
import { parseCsv } from '../../../../tests/support/csv';
import { createAdmin } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
let ada: { userId: string; email: string };
let ben: { userId: string; email: string };

// Los Angeles: March 9th 2026 is 23 hours long (clocks go forward), and its days start at 08:00 or 07:00 UTC.
const TIME_ZONE = 'America/Los_Angeles';

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE } });
  const signedIn = await signInEachKind(t, { deactivated: true });
  Object.assign(cookies, signedIn.cookies);
  ada = { userId: signedIn.admin.userId, email: signedIn.admin.email };
  const second = await createAdmin(t);
  ben = { userId: second.userId, email: second.email };
  // A known history, written the way features write it.
  const write = (actor: typeof ada, action: Parameters<typeof recordAudit>[1]['action'], at: string, extra: object = {}) =>
    recordAudit(t.db, { actor, action, at: new Date(at), ...extra });
  await write(ada, 'member.ban', '2026-03-08T07:59:00Z', { targetEmail: 'mallory@example.com', reason: 'Spam' }); // Mar 7 in LA
  await write(ada, 'member.unban', '2026-03-08T08:00:00Z', { targetEmail: 'mallory@example.com' }); // Mar 8, 00:00 in LA
  await write(ben, 'event.update', '2026-03-09T12:00:00Z', {
    details: { eventId: 'e1', title: 'Spring Salon' },
    changes: [{ field: 'Capacity', from: 40, to: 60 }],
  });
  await write(ben, 'post.publish', '2026-03-10T06:59:00Z', { details: { title: '50% Off Week' } }); // Mar 9, 23:59 in LA
  await write(ada, 'spotlight.create', '2026-03-10T07:00:00Z', { details: { title: 'Summer_Show' } }); // Mar 10 in LA
});
afterAll(() => t.close());

describeAdminOnly(
  [
    [ACTIVITY.list, {}],
    [ACTIVITY.list, { query: { action: 'member.ban', page: 2 } }],
    [ACTIVITY.actors, {}],
    [ACTIVITY.export, {}],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string; deactivated: string } }),
  { withDeactivated: true },
);

type ListQuery = {
  actor?: string;
  action?: string;
  subject?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
};
const list = async (query: ListQuery = {}) => (await t.call(ACTIVITY.list, { query, cookie: cookies.admin, expect: 200 })).body;
/** Only the history written above (the sign-ins of the set-up write nothing; the test's own exports do). */
const known = (page: ActivityPage) => page.items.filter((entry) => entry.action !== 'activity.export');

describe('the list', () => {
  it('answers newest first with who, what, on whom or what, the label, the area, the reason and the changes', async () => {
    const page = await list();
    expect(known(page).map((entry) => entry.action)).toEqual([
      'spotlight.create',
      'post.publish',
      'event.update',
      'member.unban',
      'member.ban',
    ]);
    expect(page.items.find((entry) => entry.action === 'event.update')).toMatchObject({
      label: 'Event edited',
      area: 'Events',
      actorEmail: ben.email,
      subject: 'Spring Salon',
      changes: [{ field: 'Capacity', from: 40, to: 60 }],
      createdAt: '2026-03-09T12:00:00.000Z',
    });
    expect(page.items.find((entry) => entry.action === 'member.ban')).toMatchObject({
      label: 'Member deactivated',
      subject: 'mallory@example.com',
      reason: 'Spam',
      changes: [],
    });
  });

  it('filters by administrator, whatever the case of the address', async () => {
    expect(known(await list({ actor: ben.email.toUpperCase() })).map((e) => e.action)).toEqual(['post.publish', 'event.update']);
  });

  it('filters by action', async () => {
    const page = await list({ action: 'member.unban' });
    expect(page.items.map((e) => e.action)).toEqual(['member.unban']);
    expect(page.total).toBe(1);
  });

  it('searches on whom or what, with % and _ meaning themselves', async () => {
    expect((await list({ subject: 'MALLORY' })).items.map((e) => e.action)).toEqual(['member.unban', 'member.ban']);
    expect((await list({ subject: '50%' })).items.map((e) => e.subject)).toEqual(['50% Off Week']);
    // As a wildcard, _ would match the space in 'Spring Salon'.
    expect((await list({ subject: 'g_s' })).items).toEqual([]);
    expect((await list({ subject: 'r_s' })).items.map((e) => e.subject)).toEqual(['Summer_Show']);
  });

  it('takes days as the community’s calendar days, both ends included', async () => {
    const actions = async (query: ListQuery) => known(await list(query)).map((e) => e.action);
    expect(await actions({ from: '2026-03-08', to: '2026-03-08' })).toEqual(['member.unban']);
    expect(await actions({ from: '2026-03-09', to: '2026-03-09' })).toEqual(['post.publish', 'event.update']);
    expect(await actions({ to: '2026-03-07' })).toEqual(['member.ban']);
    expect(await actions({ from: '2026-03-10', action: 'spotlight.create' })).toEqual(['spotlight.create']);
  });

  it('pages in SQL with the filtered total; a page past the end is empty with the total', async () => {
    const first = await list({ actor: ada.email, pageSize: 2 });
    const second = await list({ actor: ada.email, pageSize: 2, page: 2 });
    const ofAda = known(await list({ actor: ada.email })).length;
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.items).toHaveLength(2);
    expect([...first.items, ...second.items].map((e) => e.id)).toEqual(
      (await list({ actor: ada.email, pageSize: 4 })).items.map((e) => e.id),
    );
    expect(ofAda).toBe(3);
    const beyond = await list({ actor: ada.email, page: 99 });
    expect(beyond).toMatchObject({ items: [], total: first.total, page: 99 });
  });

  it('refuses bad filters with a clear message and a 400', async () => {
    const cases: Array<[string, string, string]> = [
      ['?action=member.delete', 'action', ACTIVITY_MESSAGES.unknownAction],
      ['?from=2026-02-30', 'from', ACTIVITY_MESSAGES.invalidFrom],
      ['?to=yesterday', 'to', ACTIVITY_MESSAGES.invalidTo],
      ['?from=2026-03-10&to=2026-03-01', 'to', ACTIVITY_MESSAGES.fromAfterTo],
      [`?subject=${'x'.repeat(201)}`, 'subject', ACTIVITY_MESSAGES.searchTooLong],
      ['?subject=%00', 'subject', INPUT_MESSAGES.unsupportedCharacter],
      ['?page=0', 'page', ACTIVITY_MESSAGES.invalidPage],
      ['?pageSize=101', 'pageSize', ACTIVITY_MESSAGES.invalidPageSize],
    ];
    for (const [query, field, message] of cases) {
      // Raw HTTP: query strings as typed in an address, some the contract's type would not allow.
      const response = await t.request(`${ACTIVITY.list.path}${query}`, { cookie: cookies.admin });
      expect(response.status, query).toBe(400);
      expect(response.body.error.fields?.[field] ?? response.body.error.message, query).toBe(message);
    }
  });
});

describe('the administrators who acted', () => {
  it('lists each with their count, most recent first', async () => {
    const { actors } = (await t.call(ACTIVITY.actors, { cookie: cookies.admin, expect: 200 })).body;
    const byEmail = Object.fromEntries(actors.map((actor) => [actor.email, actor.actions]));
    expect(byEmail[ben.email]).toBe(2);
    expect(byEmail[ada.email]).toBeGreaterThanOrEqual(3);
  });
});

describe('the export', () => {
  it('streams the filtered log as CSV, names the file, and records itself', async () => {
    t.clock.set(new Date('2026-03-11T18:00:00Z'));
    const newRows = await markAuditLog(t);
    const response = await t.call(ACTIVITY.export, { query: { subject: 'mallory' }, cookie: cookies.admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toContain('fmc-activity-filtered-2026-03-11.csv');
    const rows = parseCsv(String(response.body).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['When', 'Administrator', 'Action', 'Action name', 'Subject', 'Changes', 'Reason', 'Details']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[3], row[4], row[6]])).toEqual([
      ['2026-03-08T08:00:00.000Z', ada.email, 'Member reactivated', 'member.unban', 'mallory@example.com', ''],
      ['2026-03-08T07:59:00.000Z', ada.email, 'Member deactivated', 'member.ban', 'mallory@example.com', 'Spam'],
    ]);
    const recorded = await newRows();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ action: 'activity.export', actorEmail: ada.email, details: { subject: 'mallory' } });
    t.clock.reset();
  });

  it('writes each change as "Field: before → after"', async () => {
    const response = await t.call(ACTIVITY.export, { query: { action: 'event.update' }, cookie: cookies.admin });
    const rows = parseCsv(String(response.body).replace(/^\uFEFF/, ''));
    expect(rows[1][5]).toBe('Capacity: 40 → 60');
    expect(response.headers.get('content-disposition')).toContain('fmc-activity-filtered-');
  });

  it('answers 404 with a message, and records nothing, when nothing matches', async () => {
    const newRows = await markAuditLog(t);
    const response = await t.call(ACTIVITY.export, { query: { subject: 'nobody-at-all' }, cookie: cookies.admin, expect: 404 });
    expect(response.body.error.message).toBe(ACTIVITY_MESSAGES.nothingToExport);
    expect(await newRows()).toHaveLength(0);
  });
});

describe('the log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE from anyone who can reach the database, and keeps every row', async () => {
    const countRows = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
    /** The database's own refusal (the query builder wraps it). */
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'done',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    const before = await countRows();
    expect(await refusal(t.db.execute(sql`update audit_log set reason = 'rewritten'`))).toMatch(/append-only: UPDATE is refused/);
    expect(await refusal(t.db.execute(sql`delete from audit_log`))).toMatch(/append-only: DELETE is refused/);
    expect(await refusal(t.db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE is refused/);
    expect(await refusal(t.db.update(auditLog).set({ actorEmail: 'someone-else@example.com' }))).toMatch(/append-only/);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(sql`reason = 'rewritten' or actor_email = 'someone-else@example.com'`),
    ).toEqual([]);
    expect(await countRows()).toBe(before);
  });

  it('keeps an action’s record when the administrator’s account is deleted', async () => {
    const gone = await createAdmin(t);
    await recordAudit(t.db, { actor: gone, action: 'post.create', at: new Date(), details: { title: 'Kept' } });
    await t.db.execute(sql`delete from admin_users where user_id = ${gone.userId}`);
    await t.db.execute(sql`delete from users where id = ${gone.userId}`);
    const page = await list({ actor: gone.email });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ action: 'post.create', actorEmail: gone.email, subject: 'Kept' });
  });
});
