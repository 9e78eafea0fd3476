// Reporting a message and the organisers' moderation queue (issue 35, item 5; decision 055): who may report
// what, the queue showing only the reported message and the few before it, each decision's effects (the
// Activity log, the reporter told, the sender warned or deactivated), and who may call each route.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ATTENTION_ENDPOINTS } from '../../../common/contracts/attention';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { GENERAL_MESSAGES } from '../../../common/messages';
import {
  MESSAGE_REPORT_ENDPOINTS as REPORTS,
  MESSAGE_REPORT_TEXTS as T,
  REPORT_CONTEXT_MESSAGES,
} from '../../../common/contracts/message-reports';
import { markAuditLog } from '../../../../tests/support/audit';
import { createMember } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createThread, hideThreadBefore } from '../../../../tests/support/conversations';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { messageReports, notifications, privateConversations, privateMessages, users } from '../../db/schema';

let t: TestApp;
let each: Awaited<ReturnType<typeof signInEachKind>>;
type Person = Awaited<ReturnType<typeof createMember>> & { cookie: string; id: string };

async function person(firstName: string): Promise<Person> {
  const member = await createMember(t, { firstName, lastName: 'Tester' });
  return { ...member, id: member.attendeeId!, cookie: (await t.signIn(member.email, member.password)).cookie };
}

let ana: Person;
let ben: Person;
let cy: Person;

beforeAll(async () => {
  t = await createTestApp();
  each = await signInEachKind(t, { deactivated: true });
  ana = await person('Ana');
  ben = await person('Ben');
  cy = await person('Cy');
});
afterAll(() => t.close());

/** Twelve lines, Ana and Ben in turn, Ben's the odd ones: 'line 1' … 'line 12'. */
const twelveLines = () =>
  createThread(
    t,
    ana.id,
    ben.id,
    Array.from({ length: 12 }, (_, i) => ({ from: i % 2 === 0 ? ben.id : ana.id, body: `line ${i + 1}` })),
  );

const report = (
  cookie: string | undefined,
  conversationId: string,
  messageId: string,
  reason: unknown = 'Rude and threatening',
) => t.call(REPORTS.report, { params: { id: conversationId, messageId }, body: { reason } as { reason: string }, cookie });

const queue = async (query: { page?: number; pageSize?: number } = {}) =>
  (await t.call(REPORTS.queue, { query, cookie: each.cookies.admin, expect: 200 })).body;

const decide = (id: string, outcome: 'dismiss' | 'warn' | 'deactivate', note?: string) =>
  t.call(REPORTS.decide, { params: { id }, body: { outcome, note }, cookie: each.cookies.admin });

const newsOf = (userId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

// One conversation per pair: each test starts with none (their messages and reports go with them).
beforeEach(async () => {
  await t.db.delete(privateConversations);
});

describe('reporting a message', () => {
  it('lets a member of the conversation report the other member’s message, once', async () => {
    const thread = await twelveLines();
    const first = await report(ana.cookie, thread.id, thread.messages[8].id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: T.reported('message'), created: true });
    const again = await report(ana.cookie, thread.id, thread.messages[8].id, 'Still rude');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: T.alreadyReported('message'), created: false });
    const rows = await t.db.select().from(messageReports);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterId: ana.id,
      messageId: thread.messages[8].id,
      reason: 'Rude and threatening',
      status: 'open',
    });
  });

  it('refuses a member’s own message, a deleted one, and one outside the caller’s conversations', async () => {
    const thread = await createThread(t, ana.id, ben.id, [
      { from: ben.id, body: 'hello' },
      { from: ana.id, body: 'hi' },
      { from: ben.id, body: 'gone', deleted: true },
    ]);
    const own = await report(ana.cookie, thread.id, thread.messages[1].id);
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ error: { code: 'OWN_MESSAGE', message: T.ownMessage } });
    const deleted = await report(ana.cookie, thread.id, thread.messages[2].id);
    expect(deleted.status).toBe(409);
    expect(deleted.body).toMatchObject({ error: { code: 'MESSAGE_DELETED' } });
    // Another member, not in the conversation: as if there were no such message.
    const stranger = await report(cy.cookie, thread.id, thread.messages[0].id);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ error: { message: T.messageNotFound } });
    // The message named under another conversation's id.
    const other = await createThread(t, ana.id, cy.id, [{ from: cy.id, body: 'elsewhere' }]);
    expect((await report(ana.cookie, other.id, thread.messages[0].id)).status).toBe(404);
    // The organisers are not members of it either.
    expect((await report(each.cookies.admin, thread.id, thread.messages[0].id)).status).toBe(404);
    expect(await t.db.select().from(messageReports)).toEqual([]);
  });

  it('does not report what the caller deleted from their own view', async () => {
    const thread = await twelveLines();
    await hideThreadBefore(t, thread.id, ana.id, 4);
    expect((await report(ana.cookie, thread.id, thread.messages[2].id)).status).toBe(404);
    expect((await report(ana.cookie, thread.id, thread.messages[6].id)).status).toBe(201);
    // What the report keeps starts after what Ana deleted: messages 5 to 7.
    const [kept] = await t.db.select().from(messageReports);
    expect(kept.context.map((copy) => copy.seq)).toEqual([5, 6, 7]);
  });

  it('asks for a reason, bounded', async () => {
    const thread = await twelveLines();
    const missing = await report(ana.cookie, thread.id, thread.messages[0].id, '   ');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { fields: { reason: T.reasonRequired } } });
    const long = await report(ana.cookie, thread.id, thread.messages[0].id, 'x'.repeat(1001));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: { fields: { reason: T.reasonTooLong } } });
    expect(await t.db.select().from(messageReports)).toEqual([]);
  });

  it('decides the caller first: visitor 401, not onboarded 403, deactivated 403', async () => {
    const thread = await twelveLines();
    const id = thread.messages[0].id;
    expect((await report(undefined, thread.id, id)).status).toBe(401);
    const pending = await report(each.cookies.notOnboarded, thread.id, id);
    expect(pending.status).toBe(403);
    expect(pending.body).toMatchObject({ error: { message: GENERAL_MESSAGES.membersOnly } });
    const deactivated = await report(each.cookies.deactivated, thread.id, id);
    expect(deactivated.status).toBe(403);
    expect(deactivated.body).toMatchObject({ error: { code: 'BANNED_USER' } });
  });

  it('answers a malformed id as an unknown message', async () => {
    const thread = await twelveLines();
    expect((await report(ana.cookie, 'not-an-id', thread.messages[0].id)).status).toBe(404);
    expect((await report(ana.cookie, thread.id, 'not-an-id')).status).toBe(404);
  });
});

describe('the moderation queue', () => {
  it(`shows the reported message and the ${REPORT_CONTEXT_MESSAGES} before it, never the rest of the thread`, async () => {
    const thread = await twelveLines();
    await report(ana.cookie, thread.id, thread.messages[8].id, 'Line 9 is a threat');
    const page = await queue();
    expect(page.total).toBe(1);
    expect(page.open).toBe(1);
    const [item] = page.items;
    expect(item.messages.map((m) => m.body)).toEqual(['line 4', 'line 5', 'line 6', 'line 7', 'line 8', 'line 9']);
    expect(item.messages.filter((m) => m.reported).map((m) => m.body)).toEqual(['line 9']);
    expect(item.messages.map((m) => m.fromSender)).toEqual([false, true, false, true, false, true]);
    expect(item).toMatchObject({
      status: 'open',
      reason: 'Line 9 is a threat',
      reporter: { attendeeId: ana.id, fullName: 'Ana Tester' },
      author: { attendeeId: ben.id, fullName: 'Ben Tester', deactivated: false },
      decision: null,
    });
    const everything = JSON.stringify(page);
    for (const hidden of ['line 1"', 'line 2"', 'line 3"', 'line 10', 'line 11', 'line 12'])
      expect(everything).not.toContain(hidden);
  });

  it('keeps what was reported when the sender deletes it afterwards', async () => {
    const thread = await twelveLines();
    await report(ana.cookie, thread.id, thread.messages[10].id);
    // Ben deletes it (S's delete clears the body): the queue still shows what Ana reported.
    await t.db
      .update(privateMessages)
      .set({ body: '', deletedAt: new Date() })
      .where(eq(privateMessages.id, thread.messages[10].id));
    const [item] = (await queue()).items;
    expect(item.messages.at(-1)).toMatchObject({ body: 'line 11', reported: true, deleted: false });
  });

  it('lists open reports first, oldest first, then decided ones', async () => {
    const thread = await twelveLines();
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    await report(ana.cookie, thread.id, thread.messages[0].id, 'first');
    t.clock.set(new Date('2026-11-20T11:00:00Z'));
    await report(ana.cookie, thread.id, thread.messages[2].id, 'second');
    t.clock.set(new Date('2026-11-20T12:00:00Z'));
    await report(ana.cookie, thread.id, thread.messages[4].id, 'third');
    const first = (await queue()).items.find((item) => item.reason === 'first')!;
    expect((await decide(first.id, 'dismiss')).status).toBe(200);
    t.clock.reset();
    const page = await queue();
    expect(page.items.map((item) => [item.reason, item.status])).toEqual([
      ['second', 'open'],
      ['third', 'open'],
      ['first', 'dismissed'],
    ]);
    expect(page.open).toBe(2);
    const paged = await queue({ page: 2, pageSize: 2 });
    expect(paged.items.map((item) => item.reason)).toEqual(['first']);
    expect(paged.total).toBe(3);
  });

  it('is counted on the admin home', async () => {
    const thread = await twelveLines();
    await report(ana.cookie, thread.id, thread.messages[0].id);
    const home = await t.call(ATTENTION_ENDPOINTS.needsAttention, { cookie: each.cookies.admin, expect: 200 });
    expect(home.body.messageReports.total).toBe(1);
    expect(home.body.messageReports.oldestAt).not.toBeNull();
    expect(JSON.stringify(home.body)).not.toContain('line 1');
  });
});

describe('deciding a report', () => {
  async function openReport(reason = 'Not OK') {
    const thread = await twelveLines();
    await report(ana.cookie, thread.id, thread.messages[8].id, reason);
    return (await queue()).items[0];
  }

  it('dismisses: the report closes, the Activity log says so, the reporter is told', async () => {
    const item = await openReport();
    const log = await markAuditLog(t);
    const before = (await newsOf(ana.userId, 'report-outcome')).length;
    const answer = await decide(item.id, 'dismiss', 'Banter between friends');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: T.decided('message', 'dismiss'),
      report: {
        status: 'dismissed',
        decision: { outcome: 'dismiss', note: 'Banter between friends', decidedBy: each.admin.email },
      },
    });
    const [row] = await log('message-report.dismiss');
    expect(row).toMatchObject({ targetEmail: ben.email, reason: 'Banter between friends', actorEmail: each.admin.email });
    expect(row.changes).toEqual([{ field: 'Report', from: 'Open', to: 'Dismissed' }]);
    // No message text in the log.
    expect(JSON.stringify(row)).not.toContain('line ');
    const told = await newsOf(ana.userId, 'report-outcome');
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)).toMatchObject({ title: T.outcomeTitle, body: T.outcomeBody('message', 'dismiss') });
    expect(t.outbox().some((mail) => mail.to === ana.email && mail.subject.includes('reviewed your report'))).toBe(true);
    // The sender hears nothing of a dismissed report.
    expect(await newsOf(ben.userId, 'moderation-warning')).toHaveLength(0);
  });

  it('warns: the sender is told (with the note), and so is the reporter', async () => {
    const item = await openReport();
    const log = await markAuditLog(t);
    const answer = await decide(item.id, 'warn', 'Please keep it civil.');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ report: { status: 'warned' } });
    expect(await log('message-report.warn')).toHaveLength(1);
    const [warning] = await newsOf(ben.userId, 'moderation-warning');
    expect(warning).toMatchObject({ title: T.warningTitle });
    expect(warning.body).toContain('Please keep it civil.');
    const mail = t.outbox().find((m) => m.to === ben.email && m.subject.includes('A warning'));
    expect(mail?.text).toContain('Please keep it civil.');
    // The warning never names who reported it.
    expect(mail?.text).not.toContain('Ana');
    expect((await newsOf(ana.userId, 'report-outcome')).at(-1)?.body).toBe(T.outcomeBody('message', 'warn'));
    await t.db.delete(notifications).where(eq(notifications.userId, ben.userId));
  });

  it('answers a report decided already 409, and an unknown one 404', async () => {
    const item = await openReport();
    expect((await decide(item.id, 'dismiss')).status).toBe(200);
    const twice = await decide(item.id, 'warn');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { code: 'ALREADY_DECIDED', message: T.alreadyDecided } });
    expect((await decide('0b7a3c1e-0000-4000-8000-000000000000', 'dismiss')).status).toBe(404);
    // A malformed id, sent raw: the same 404.
    const malformed = endpointUrl(REPORTS.decide, { id: 'nope' });
    expect(
      (await t.request(malformed, { method: 'POST', json: { outcome: 'dismiss' }, cookie: each.cookies.admin })).status,
    ).toBe(404);
  });

  it('refuses an outcome it does not know, writing nothing', async () => {
    const item = await openReport();
    const wrong = await t.call(REPORTS.decide, {
      params: { id: item.id },
      body: { outcome: 'ban' } as never,
      cookie: each.cookies.admin,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { fields: { outcome: T.outcomeRequired } } });
    expect((await queue()).items[0].status).toBe('open');
  });

  it('deactivates the sender as the Members Log does: sessions end, both rows in the Activity log', async () => {
    const dee = await person('Dee');
    const thread = await createThread(t, ana.id, dee.id, [{ from: dee.id, body: 'nasty' }]);
    await report(ana.cookie, thread.id, thread.messages[0].id);
    const item = (await queue()).items[0];
    const log = await markAuditLog(t);
    const answer = await decide(item.id, 'deactivate');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ report: { status: 'deactivated', author: { deactivated: true } } });
    const [account] = await t.db.select({ banned: users.banned }).from(users).where(eq(users.id, dee.userId));
    expect(account.banned).toBe(true);
    // Dee's open session ends at once (decision 009).
    const after = await report(dee.cookie, thread.id, thread.messages[0].id);
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ error: { code: 'BANNED_USER' } });
    expect((await log()).map((row) => row.action).sort()).toEqual(['member.ban', 'message-report.deactivate']);
    expect((await newsOf(ana.userId, 'report-outcome')).at(-1)?.body).toBe(T.outcomeBody('message', 'deactivate'));
  });

  it('leaves the report open when deactivating is refused (the organiser’s own account)', async () => {
    const thread = await createThread(t, ana.id, each.admin.attendeeId!, [
      { from: each.admin.attendeeId!, body: 'from the team' },
    ]);
    await report(ana.cookie, thread.id, thread.messages[0].id);
    const item = (await queue()).items[0];
    const refused = await decide(item.id, 'deactivate');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'SELF_BAN' } });
    expect((await queue()).items[0]).toMatchObject({ status: 'open', decision: null });
  });
});

// Every admin route refuses visitors, members and members not yet onboarded before reading anything.
describeAdminOnly(
  [
    [REPORTS.queue, {}],
    [REPORTS.decide, { params: { id: '0b7a3c1e-0000-4000-8000-000000000000' }, body: { outcome: 'dismiss' } }],
  ],
  () => ({ t, cookies: each.cookies }),
  { withDeactivated: true },
);
