import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_ROUTES } from '../../../common/contracts/dashboard-routes';
import { ASK_QUESTIONS, type Conversation } from '../../../common/contracts/ask';
import {
  INBOX_ENDPOINTS as INBOX,
  INBOX_MESSAGES as M,
  type AdminConversationView,
  type AnswerConversationRequest,
} from '../../../common/contracts/inbox';
import { GENERAL_MESSAGES } from '../../../common/messages';
import { recordOnboardingConversation } from '../../auth/onboarding-history';
import { auditLog, conversations } from '../../db/schema';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { createAdmin, createConversation, createConversations, createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let adminCookie: string;
let memberCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  adminCookie = (await t.signIn(admin.email, admin.password)).cookie;
  const m = await createMember(t);
  memberCookie = (await t.signIn(m.email, m.password)).cookie;
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const names = (items: Conversation[]) => items.map((c) => c.name);
/** An administrator's answer or action; each test checks the status it expects. */
type Answer = Promise<{ status: number; body: any }>;
const answer = (id: string, body: AnswerConversationRequest): Answer =>
  t.call(INBOX.answer, { params: { id }, body, cookie: adminCookie });
const act = (action: 'archive' | 'unarchive', id: string): Answer =>
  t.call(INBOX[action], { params: { id }, cookie: adminCookie });

describe('who may use the admin routes', () => {
  const ADMIN_ROUTES: Array<[string, (cookie?: string) => Promise<{ status: number; body: unknown }>]> = [
    ['GET /api/admin/conversations', (cookie) => t.call(INBOX.list, { cookie })],
    ['GET /api/admin/conversations?view=archived', (cookie) => t.call(INBOX.list, { query: { view: 'archived' }, cookie })],
    ['GET /api/admin/conversations/export?view=all', (cookie) => t.call(INBOX.export, { query: { view: 'all' }, cookie })],
    [
      'POST /api/admin/conversations/:id/answer',
      (cookie) => t.call(INBOX.answer, { params: { id: MISSING }, body: { response: 'Hello' }, cookie }),
    ],
    ['POST /api/admin/conversations/:id/archive', (cookie) => t.call(INBOX.archive, { params: { id: MISSING }, cookie })],
    ['POST /api/admin/conversations/:id/unarchive', (cookie) => t.call(INBOX.unarchive, { params: { id: MISSING }, cookie })],
  ];
  it.each(ADMIN_ROUTES)('%s: visitor 401, member 403', async (_route, send) => {
    expect((await send()).status).toBe(401);
    expect(await send(memberCookie)).toMatchObject({ status: 403, body: { error: { message: GENERAL_MESSAGES.adminOnly } } });
  });
});

describe('the three lists', () => {
  it('show pending, answered and archived entries newest first, paged, with totals; onboarding entries never', async () => {
    const fresh = await createTestApp();
    try {
      const a = await createAdmin(fresh);
      const cookie = (await fresh.signIn(a.email, a.password)).cookie;
      const m = await createMember(fresh);
      const at = (minutes: number) => new Date(Date.parse('2026-02-01T00:00:00Z') + minutes * 60_000);
      await createConversations(fresh, [
        { name: 'P1', userId: m.userId, email: null, timestamp: at(1) },
        { name: 'P2', email: 'p2@example.com', timestamp: at(2) },
        { name: 'P3', email: 'p3@example.com', timestamp: at(3) },
        { name: 'Onboarding', email: 'new@example.com', step: 'name_completed', timestamp: at(4) },
        { name: 'Half', email: 'half@example.com', step: 'answer_provided', timestamp: at(5) },
        { name: 'A1', status: 'answered', adminResponse: 'r', respondedAt: at(20), timestamp: at(6) },
        { name: 'A2', status: 'answered', adminResponse: 'r', respondedAt: at(20), timestamp: at(7) },
        { name: 'X1', status: 'answered', adminResponse: 'r', archived: true, timestamp: at(8) },
        { name: 'X2', status: 'pending', archived: true, timestamp: at(9) },
      ]);
      await recordOnboardingConversation(fresh.db, m, 'Morgan Reyes', at(10));
      const list = async (query: { view?: AdminConversationView; page?: number; pageSize?: number }) =>
        (await fresh.call(INBOX.list, { query, cookie, expect: 200 })).body;

      const pending = await list({ view: 'pending' });
      expect(names(pending.items)).toEqual(['P3', 'P2', 'P1']);
      expect(pending).toMatchObject({ view: 'pending', total: 3, page: 1, pageSize: 25 });
      // The email comes from the account when the entry has none.
      expect(pending.items.find((c) => c.name === 'P1')?.email).toBe(m.email);
      expect(names((await list({ view: 'answered' })).items)).toEqual(['A2', 'A1']);
      expect(names((await list({ view: 'archived' })).items)).toEqual(['X2', 'X1']);
      expect(names((await list({})).items)).toEqual(['P3', 'P2', 'P1']);

      const page2 = await list({ view: 'pending', page: 2, pageSize: 2 });
      expect(names(page2.items)).toEqual(['P1']);
      expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect((await list({ view: 'pending', page: 9 })).items).toEqual([]);

      // Same count as the header's badge.
      expect((await fresh.request(DASHBOARD_ROUTES.summary.path, { cookie })).body.pendingConversations).toBe(3);
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['view=everything', M.invalidView],
    ['pageSize=101', M.invalidPageSize],
    ['pageSize=0', M.invalidPageSize],
    ['page=-1', M.invalidPage],
    ['page=1.5', M.invalidPage],
  ])('refuses ?%s with 400', async (query, message) => {
    // Raw HTTP on purpose: query strings the typed client would not send.
    const response = await t.request(`/api/admin/conversations?${query}`, { cookie: adminCookie });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });
});

describe('answering', () => {
  it('sets the reply, emails the member a link to /chat, and audits it', async () => {
    const m = await createMember(t, { firstName: 'Kemi', lastName: 'Ade' });
    const entry = await createConversation(t, {
      name: 'Kemi Ade',
      userId: m.userId,
      email: null,
      question: ASK_QUESTIONS[2],
      answer: 'Cash flow',
    });
    t.clock.set(new Date('2026-05-05T15:30:00.000Z'));
    const answered = await answer(entry.id, { response: '  Talk to Priya.  ' });
    t.clock.reset();
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ success: true, message: M.responseSent, emailed: true });
    expect(answered.body.conversation).toMatchObject({
      id: entry.id,
      status: 'answered',
      adminResponse: 'Talk to Priya.',
      respondedAt: '2026-05-05T15:30:00.000Z',
      viewed: false,
      isNewReply: true,
      email: m.email,
    });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, entry.id));
    expect(row).toMatchObject({ status: 'answered', adminResponse: 'Talk to Priya.', viewed: false });

    const mail = t.outbox().findLast((message) => message.to.includes(m.email))!;
    expect(mail.subject).toBe('You have a reply from the FMC team');
    expect(mail.text).toContain('Hello Kemi Ade,');
    expect(mail.text).toContain(ASK_QUESTIONS[2]);
    expect(mail.links).toContain('http://localhost:3000/chat');

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetEmail, m.email));
    expect(audits.map((a) => [a.action, a.actorEmail, a.details])).toEqual([
      ['conversation.answer', admin.email, { conversationId: entry.id }],
    ]);
  });

  it('answers again after the member has seen it, making it new again', async () => {
    const entry = await createConversation(t, {
      name: 'Re',
      email: 're@example.com',
      status: 'answered',
      adminResponse: 'First',
      respondedAt: new Date(),
      viewed: true,
    });
    const again = await answer(entry.id, { response: 'Second thoughts' });
    expect(again.body.conversation).toMatchObject({ adminResponse: 'Second thoughts', viewed: false, isNewReply: true });
  });

  it('refuses a blank or over-long response with 400 and changes nothing', async () => {
    const entry = await createConversation(t, { name: 'Blank', email: 'blank@example.com' });
    for (const [body, message] of [
      [{ response: '   ' }, M.responseRequired],
      [{}, M.responseRequired],
      [{ response: 'x'.repeat(10001) }, M.responseTooLong],
    ] as const) {
      const response = await answer(entry.id, body as AnswerConversationRequest);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, entry.id));
    expect(row).toMatchObject({ status: 'pending', adminResponse: null });
  });

  it('answers a missing, malformed or onboarding id with 404', async () => {
    const m = await createMember(t);
    const onboarding = await recordOnboardingConversation(t.db, m, 'Morgan Reyes');
    for (const id of [MISSING, 'nope', onboarding.id]) {
      const response = await answer(id, { response: 'Hi' });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(M.notFound);
    }
  });

  it('refuses an archived entry with 409 and leaves it untouched', async () => {
    const entry = await createConversation(t, {
      name: 'Arch',
      email: 'arch@example.com',
      status: 'answered',
      adminResponse: 'Old',
      archived: true,
    });
    const response = await answer(entry.id, { response: 'New' });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(M.answerArchived);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, entry.id));
    expect(row.adminResponse).toBe('Old');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetEmail, 'arch@example.com'))).toHaveLength(0);
  });

  it('keeps the answer when the email cannot be sent', async () => {
    const broken = await createTestApp();
    try {
      const a = await createAdmin(broken);
      const cookie = (await broken.signIn(a.email, a.password)).cookie;
      // A member's entry: news goes only to an account's address (mail/delivery.ts).
      await createMember(broken, { email: 'mail@example.com' });
      const entry = await createConversation(broken, { name: 'Mail', email: 'mail@example.com' });
      // A file where the outbox folder should be: every email fails to be written.
      writeFileSync(broken.config.mail.outboxDir, 'not a folder');
      allowConsole(/\[notifications\] team-reply: could not email mail@example.com/);
      const response = await broken.call(INBOX.answer, {
        params: { id: entry.id },
        cookie,
        body: { response: 'Still here' },
        expect: 200,
      });
      expect(response.body).toMatchObject({ success: true, emailed: false });
      const [row] = await broken.db.select().from(conversations).where(eq(conversations.id, entry.id));
      expect(row).toMatchObject({ status: 'answered', adminResponse: 'Still here' });
    } finally {
      await broken.close();
    }
  });
});

describe('archiving', () => {
  it('archives an answered entry, unarchives it, and audits each change once', async () => {
    const email = 'cycle@example.com';
    const entry = await createConversation(t, {
      name: 'Cycle',
      email,
      status: 'answered',
      adminResponse: 'Done',
      respondedAt: new Date(),
    });
    const inList = async (view: AdminConversationView) =>
      (await t.call(INBOX.list, { query: { view, pageSize: 100 }, cookie: adminCookie, expect: 200 })).body.items.some(
        (c) => c.id === entry.id,
      );
    expect(await inList('answered')).toBe(true);

    const archived = await act('archive', entry.id);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ success: true, message: M.archived, conversation: { id: entry.id, archived: true } });
    expect(await inList('answered')).toBe(false);
    expect(await inList('archived')).toBe(true);
    // Archiving twice (a double click) changes nothing.
    expect((await act('archive', entry.id)).status).toBe(200);

    const unarchived = await act('unarchive', entry.id);
    expect(unarchived.body).toMatchObject({ success: true, message: M.unarchived, conversation: { archived: false } });
    expect(await inList('answered')).toBe(true);
    expect(await inList('archived')).toBe(false);
    expect((await act('unarchive', entry.id)).status).toBe(200);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetEmail, email));
    expect(audits.map((a) => a.action).sort()).toEqual(['conversation.archive', 'conversation.unarchive']);
  });

  it('refuses to archive a pending entry with 409', async () => {
    const entry = await createConversation(t, { name: 'Waiting', email: 'waiting@example.com' });
    const response = await act('archive', entry.id);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(M.archiveNeedsAnswer);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, entry.id));
    expect(row.archived).toBe(false);
  });

  it('answers missing or malformed ids with 404', async () => {
    for (const action of ['archive', 'unarchive'] as const) {
      for (const id of [MISSING, 'x']) {
        const response = await act(action, id);
        expect(response.status).toBe(404);
        expect(response.body.error.message).toBe(M.notFound);
      }
    }
  });
});
