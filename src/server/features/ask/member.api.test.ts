import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK_ROUTES } from '../../../common/contracts/ask-routes';
import { ASK_MESSAGES as M, ASK_QUESTIONS, CHAT_MESSAGES } from '../../../common/contracts/ask';
import { GENERAL_MESSAGES } from '../../../common/messages';
import { recordOnboardingConversation } from '../../auth/onboarding-history';
import { attendees, conversations, users } from '../../db/schema';
import { createAdmin, createConversation, createConversations, createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { askSessionReads } from './routes';
import { ASK_ENDPOINTS as ASK } from '../../../common/contracts/ask';
import { INBOX_ENDPOINTS as INBOX } from '../../../common/contracts/inbox';

let t: TestApp;
let ada: Awaited<ReturnType<typeof createMember>>;
let adaCookie: string;
let bob: Awaited<ReturnType<typeof createMember>>;
let bobCookie: string;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ada = await createMember(t, { firstName: 'Ada', lastName: 'Lovelace' });
  adaCookie = (await t.signIn(ada.email, ada.password)).cookie;
  bob = await createMember(t, { firstName: 'Bob', lastName: 'Stone' });
  bobCookie = (await t.signIn(bob.email, bob.password)).cookie;
  const admin = await createAdmin(t);
  adminCookie = (await t.signIn(admin.email, admin.password)).cookie;
});
afterAll(() => t.close());

const chat = {
  name: 'Ada Lovelace',
  question: ASK_QUESTIONS[0],
  answer: 'We need two engineers, remote is fine.',
  followup: 'Ideally with analytical engines experience.',
  sharePermission: true,
};
const rowsOf = (userId: string) => t.db.select().from(conversations).where(eq(conversations.userId, userId));

describe('a member saves a completed chat', () => {
  it('stores a pending, complete entry with their account and email, and answers it with 201', async () => {
    t.clock.set(new Date('2026-03-01T10:00:00.000Z'));
    const saved = await t.call(ASK.save, { cookie: adaCookie, body: { ...chat, name: '  Ada Lovelace ' }, expect: 201 });
    t.clock.reset();
    expect(saved.body).toMatchObject({
      name: 'Ada Lovelace',
      email: ada.email,
      question: ASK_QUESTIONS[0],
      status: 'pending',
      step: 'complete',
      sharePermission: true,
      timestamp: '2026-03-01T10:00:00.000Z',
      displayedAnswer: `${chat.answer}\n\nAdditional details: ${chat.followup}`,
      questionsAndAnswers: [{ question: ASK_QUESTIONS[0], answer: chat.answer }],
      adminResponse: null,
      viewed: false,
      archived: false,
      isNewReply: false,
    });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, saved.body.id));
    expect(row).toMatchObject({ userId: ada.userId, email: ada.email, status: 'pending', step: 'complete' });

    const list = await t.call(ASK.list, { cookie: adaCookie, expect: 200 });
    expect(list.body.items.map((c: { id: string }) => c.id)).toContain(saved.body.id);
  });

  it('keeps the pairs it is given', async () => {
    const pairs = [
      { question: ASK_QUESTIONS[1], answer: 'Founders' },
      { question: ASK_QUESTIONS[2], answer: 'Hiring' },
    ];
    const saved = await t.call(ASK.save, {
      cookie: adaCookie,
      body: { ...chat, question: ASK_QUESTIONS[1], questionsAndAnswers: pairs },
      expect: 201,
    });
    expect(saved.body.questionsAndAnswers).toEqual(pairs);
  });

  it.each([
    [{ ...chat, name: ' ' }, M.nameRequired],
    [{ ...chat, question: 'What is the meaning of life?' }, M.chooseQuestion],
    [{ ...chat, answer: '   ' }, M.answerRequired],
    [{ ...chat, answer: 'x'.repeat(5001) }, M.answerTooLong],
    [{ ...chat, followup: '' }, M.followupRequired],
    [{ ...chat, sharePermission: 'maybe' }, CHAT_MESSAGES.yesOrNo],
    [{ ...chat, questionsAndAnswers: Array.from({ length: 11 }, () => ({ question: 'q', answer: 'a' })) }, M.tooManyPairs],
    [[], GENERAL_MESSAGES.invalidInput],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const before = (await rowsOf(bob.userId)).length;
    // Raw HTTP on purpose: some of these bodies are of the wrong type, which the typed client would not send.
    const response = await t.request(ASK_ROUTES.save.path, { cookie: bobCookie, json: body });
    expect(response.status).toBe(400);
    if (message !== GENERAL_MESSAGES.invalidInput) expect(response.body.error.message).toBe(message);
    expect(response.body.error.message).toBeTruthy();
    expect(await rowsOf(bob.userId)).toHaveLength(before);
  });

  it('refuses a body that is not JSON with 400', async () => {
    // Raw HTTP on purpose: a body cut short.
    const response = await t.app.request(ASK_ROUTES.save.path, {
      method: 'POST',
      headers: { cookie: bobCookie, 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
  });

  it('limits one member to 20 entries an hour', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT: 'true' } });
    try {
      const m = await createMember(limited);
      const cookie = (await limited.signIn(m.email, m.password)).cookie;
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await limited.call(ASK.save, { cookie, body: chat })).status);
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('a member sees only their own entries', () => {
  it('lists complete entries newest first, paged, with totals', async () => {
    const m = await createMember(t);
    const cookie = (await t.signIn(m.email, m.password)).cookie;
    const base = Date.parse('2026-01-01T00:00:00Z');
    await createConversations(
      t,
      Array.from({ length: 5 }, (_, i) => ({
        name: `Entry ${i}`,
        userId: m.userId,
        email: m.email,
        question: ASK_QUESTIONS[0],
        answer: 'a',
        timestamp: new Date(base + i * 60_000),
      })),
    );
    await recordOnboardingConversation(t.db, m, 'Morgan Reyes');
    const first = await t.call(ASK.list, { query: { page: 1, pageSize: 2 }, cookie, expect: 200 });
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2, newReplies: 0 });
    expect(first.body.items.map((c: { name: string }) => c.name)).toEqual(['Entry 4', 'Entry 3']);
    const last = await t.call(ASK.list, { query: { page: 3, pageSize: 2 }, cookie, expect: 200 });
    expect(last.body.items.map((c: { name: string }) => c.name)).toEqual(['Entry 0']);
    expect((await t.call(ASK.list, { query: { pageSize: 500 }, cookie })).status).toBe(400);
    // Raw HTTP on purpose: a page that is not a number.
    expect((await t.request('/api/conversations?page=abc', { cookie })).body.error.message).toBe(M.invalidPage);
  });

  it('finds entries saved without an account by email (any case), never another account’s entries', async () => {
    const m = await createMember(t);
    const cookie = (await t.signIn(m.email, m.password)).cookie;
    const byEmail = await createConversation(t, { name: 'Old entry', userId: null, email: m.email.toUpperCase() });
    // Someone else's account, even with this member's email on it, is not theirs.
    const other = await createConversation(t, { name: 'Not yours', userId: bob.userId, email: m.email });
    const list = await t.call(ASK.list, { cookie, expect: 200 });
    const ids = list.body.items.map((c: { id: string }) => c.id);
    expect(ids).toContain(byEmail.id);
    expect(ids).not.toContain(other.id);
    expect((await t.call(ASK.viewed, { params: { id: byEmail.id }, cookie })).status).toBe(200);
    expect((await t.call(ASK.viewed, { params: { id: other.id }, cookie })).status).toBe(404);
  });

  it('does not let another member read, mark or archive it', async () => {
    const entry = await createConversation(t, {
      name: 'Ada Lovelace',
      userId: ada.userId,
      email: ada.email,
      question: ASK_QUESTIONS[3],
      status: 'answered',
      adminResponse: 'Here is who to meet.',
      respondedAt: new Date(),
    });
    const bobsList = await t.call(ASK.list, { query: { pageSize: 100 }, cookie: bobCookie, expect: 200 });
    expect(bobsList.body.items.map((c: { id: string }) => c.id)).not.toContain(entry.id);

    const viewed = await t.call(ASK.viewed, { params: { id: entry.id }, cookie: bobCookie, expect: 404 });
    expect(viewed.body.error.message).toBe(M.notFound);

    for (const action of ['archive', 'unarchive'] as const) {
      expect((await t.call(INBOX[action], { params: { id: entry.id }, cookie: bobCookie })).status).toBe(403);
    }
    expect(
      (await t.call(INBOX.answer, { params: { id: entry.id }, cookie: bobCookie, body: { response: 'mine now' } })).status,
    ).toBe(403);
    expect((await t.call(INBOX.list, { query: { view: 'answered' }, cookie: bobCookie })).status).toBe(403);

    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, entry.id));
    expect(row).toMatchObject({ viewed: false, archived: false, adminResponse: 'Here is who to meet.' });
  });

  it('answers unknown and malformed ids with 404 and a message', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const response = await t.call(ASK.viewed, { params: { id }, cookie: adaCookie, expect: 404 });
      expect(response.body.error.message).toBe(M.notFound);
    }
  });

  it('does not show onboarding entries, nor let them be marked', async () => {
    const m = await createMember(t);
    const cookie = (await t.signIn(m.email, m.password)).cookie;
    const onboarding = await recordOnboardingConversation(t.db, m, '  Morgan Reyes ');
    expect(onboarding).toMatchObject({
      step: 'name_completed',
      status: 'pending',
      name: 'Morgan Reyes',
      userId: m.userId,
      email: m.email,
    });
    expect((await t.call(ASK.list, { cookie, expect: 200 })).body.total).toBe(0);
    expect((await t.call(ASK.viewed, { params: { id: onboarding.id }, cookie })).status).toBe(404);
    await expect(recordOnboardingConversation(t.db, m, '   ')).rejects.toThrow(M.nameRequired);
  });
});

describe('polling for replies', () => {
  it('is read with the session on the very route that serves it', () => {
    // The caller middleware matches method and path exactly: a poll route that moved without its session
    // read would still answer, one query slower a request, and no other test would notice.
    for (const read of askSessionReads) {
      expect(t.app.routes.filter((route) => route.method === read.method && route.path === read.path)).toHaveLength(1);
    }
    expect(askSessionReads.map((read) => `${read.method} ${read.path}`)).toEqual([`${ASK.replies.method} ${ASK.replies.path}`]);
  });

  it('counts new replies and drops to zero once each is viewed', async () => {
    const m = await createMember(t);
    const cookie = (await t.signIn(m.email, m.password)).cookie;
    const poll = async () => (await t.call(ASK.replies, { cookie, expect: 200 })).body;
    expect(await poll()).toEqual({ newReplies: 0, latestRespondedAt: null });

    const first = await t.call(ASK.save, { cookie, body: chat, expect: 201 });
    const second = await t.call(ASK.save, { cookie, body: { ...chat, question: ASK_QUESTIONS[4] }, expect: 201 });
    // Answered without the account, matched by email: counts too.
    await createConversation(t, {
      name: 'Old',
      userId: null,
      email: m.email,
      status: 'answered',
      adminResponse: 'Old reply',
      respondedAt: new Date('2025-01-01T00:00:00Z'),
      viewed: true,
    });
    expect((await poll()).newReplies).toBe(0);

    t.clock.set(new Date('2026-04-01T09:00:00.000Z'));
    await t.call(INBOX.answer, { params: { id: first.body.id }, cookie: adminCookie, body: { response: 'First reply' } });
    t.clock.set(new Date('2026-04-02T09:00:00.000Z'));
    await t.call(INBOX.answer, { params: { id: second.body.id }, cookie: adminCookie, body: { response: 'Second reply' } });
    t.clock.reset();

    expect(await poll()).toEqual({ newReplies: 2, latestRespondedAt: '2026-04-02T09:00:00.000Z' });
    const list = await t.call(ASK.list, { cookie, expect: 200 });
    expect(list.body.newReplies).toBe(2);
    expect(list.body.items.filter((c: { isNewReply: boolean }) => c.isNewReply)).toHaveLength(2);

    const viewed = await t.call(ASK.viewed, { params: { id: first.body.id }, cookie, expect: 200 });
    expect(viewed.body).toMatchObject({ id: first.body.id, viewed: true, isNewReply: false, adminResponse: 'First reply' });
    expect((await poll()).newReplies).toBe(1);
    await t.call(ASK.viewed, { params: { id: second.body.id }, cookie });
    expect(await poll()).toEqual({ newReplies: 0, latestRespondedAt: '2026-04-02T09:00:00.000Z' });
    // Other members' replies never count.
    expect((await t.call(ASK.replies, { cookie: bobCookie, expect: 200 })).body.newReplies).toBe(0);
  });
});

describe('who may use the member routes', () => {
  const MEMBER_ROUTES: Array<[string, (cookie?: string) => Promise<{ status: number; body: unknown }>]> = [
    ['POST /api/conversations', (cookie) => t.call(ASK.save, { body: chat, cookie })],
    ['GET /api/conversations', (cookie) => t.call(ASK.list, { cookie })],
    ['GET /api/conversations/replies', (cookie) => t.call(ASK.replies, { cookie })],
    [
      'POST /api/conversations/:id/viewed',
      (cookie) => t.call(ASK.viewed, { params: { id: '00000000-0000-4000-8000-000000000000' }, cookie }),
    ],
  ];
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    // Signed in, then their member row loses onboarding: the server must treat them as not onboarded.
    const pending = await createMember(t);
    cookies.notOnboarded = (await t.signIn(pending.email, pending.password)).cookie;
    await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.email, pending.email));
    const flagged = await createMember(t);
    cookies.deactivated = (await t.signIn(flagged.email, flagged.password)).cookie;
    await t.db.update(users).set({ banned: true }).where(eq(users.id, flagged.userId));
  });

  it.each(MEMBER_ROUTES)('%s: visitor 401, not onboarded 403, deactivated 403', async (_route, send) => {
    expect(await send()).toMatchObject({ status: 401, body: { error: { message: GENERAL_MESSAGES.signInRequired } } });
    expect(await send(cookies.notOnboarded)).toMatchObject({
      status: 403,
      body: { error: { message: GENERAL_MESSAGES.membersOnly } },
    });
    expect(await send(cookies.deactivated)).toMatchObject({ status: 403, body: { error: { code: 'BANNED_USER' } } });
  });

  it('writes nothing for a refused caller', async () => {
    const before = await t.db.select().from(conversations);
    await t.call(ASK.save, { body: chat });
    await t.call(ASK.save, { body: chat, cookie: cookies.notOnboarded });
    expect(await t.db.select().from(conversations)).toHaveLength(before.length);
  });
});
