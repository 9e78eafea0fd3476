import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK_MESSAGES as M, ASK_QUESTIONS, CHAT_MESSAGES } from '../../../common/contracts/ask';
import { GENERAL_MESSAGES } from '../../../common/messages';
import { recordOnboardingConversation } from '../../auth/onboarding-history';
import { attendees, conversations, users } from '../../db/schema';
import { createAdmin, createConversation, createConversations, createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { askSessionReads } from './routes';

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
    const saved = await t.request('/api/conversations', { cookie: adaCookie, json: { ...chat, name: '  Ada Lovelace ' } });
    t.clock.reset();
    expect(saved.status).toBe(201);
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

    const list = await t.request('/api/conversations', { cookie: adaCookie });
    expect(list.status).toBe(200);
    expect(list.body.items.map((c: { id: string }) => c.id)).toContain(saved.body.id);
  });

  it('keeps the pairs it is given', async () => {
    const pairs = [
      { question: ASK_QUESTIONS[1], answer: 'Founders' },
      { question: ASK_QUESTIONS[2], answer: 'Hiring' },
    ];
    const saved = await t.request('/api/conversations', {
      cookie: adaCookie,
      json: { ...chat, question: ASK_QUESTIONS[1], questionsAndAnswers: pairs },
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
    const response = await t.request('/api/conversations', { cookie: bobCookie, json: body });
    expect(response.status).toBe(400);
    if (message !== GENERAL_MESSAGES.invalidInput) expect(response.body.error.message).toBe(message);
    expect(response.body.error.message).toBeTruthy();
    expect(await rowsOf(bob.userId)).toHaveLength(before);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await t.app.request('/api/conversations', {
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
      for (let i = 0; i < 21; i++) statuses.push((await limited.request('/api/conversations', { cookie, json: chat })).status);
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
    const first = await t.request('/api/conversations?page=1&pageSize=2', { cookie });
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2, newReplies: 0 });
    expect(first.body.items.map((c: { name: string }) => c.name)).toEqual(['Entry 4', 'Entry 3']);
    const last = await t.request('/api/conversations?page=3&pageSize=2', { cookie });
    expect(last.body.items.map((c: { name: string }) => c.name)).toEqual(['Entry 0']);
    expect((await t.request('/api/conversations?pageSize=500', { cookie })).status).toBe(400);
    expect((await t.request('/api/conversations?page=abc', { cookie })).body.error.message).toBe(M.invalidPage);
  });

  it('finds entries saved without an account by email (any case), never another account’s entries', async () => {
    const m = await createMember(t);
    const cookie = (await t.signIn(m.email, m.password)).cookie;
    const byEmail = await createConversation(t, { name: 'Old entry', userId: null, email: m.email.toUpperCase() });
    // Someone else's account, even with this member's email on it, is not theirs.
    const other = await createConversation(t, { name: 'Not yours', userId: bob.userId, email: m.email });
    const list = await t.request('/api/conversations', { cookie });
    const ids = list.body.items.map((c: { id: string }) => c.id);
    expect(ids).toContain(byEmail.id);
    expect(ids).not.toContain(other.id);
    expect((await t.request(`/api/conversations/${byEmail.id}/viewed`, { method: 'POST', cookie })).status).toBe(200);
    expect((await t.request(`/api/conversations/${other.id}/viewed`, { method: 'POST', cookie })).status).toBe(404);
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
    const bobsList = await t.request('/api/conversations?pageSize=100', { cookie: bobCookie });
    expect(bobsList.body.items.map((c: { id: string }) => c.id)).not.toContain(entry.id);

    const viewed = await t.request(`/api/conversations/${entry.id}/viewed`, { method: 'POST', cookie: bobCookie });
    expect(viewed.status).toBe(404);
    expect(viewed.body.error.message).toBe(M.notFound);

    for (const action of ['archive', 'unarchive']) {
      expect(
        (await t.request(`/api/admin/conversations/${entry.id}/${action}`, { method: 'POST', cookie: bobCookie })).status,
      ).toBe(403);
    }
    expect(
      (await t.request(`/api/admin/conversations/${entry.id}/answer`, { cookie: bobCookie, json: { response: 'mine now' } }))
        .status,
    ).toBe(403);
    expect((await t.request('/api/admin/conversations?view=answered', { cookie: bobCookie })).status).toBe(403);

    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, entry.id));
    expect(row).toMatchObject({ viewed: false, archived: false, adminResponse: 'Here is who to meet.' });
  });

  it('answers unknown and malformed ids with 404 and a message', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const response = await t.request(`/api/conversations/${id}/viewed`, { method: 'POST', cookie: adaCookie });
      expect(response.status).toBe(404);
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
    expect((await t.request('/api/conversations', { cookie })).body.total).toBe(0);
    expect((await t.request(`/api/conversations/${onboarding.id}/viewed`, { method: 'POST', cookie })).status).toBe(404);
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
    expect(askSessionReads.map((read) => `${read.method} ${read.path}`)).toEqual(['GET /api/conversations/replies']);
  });

  it('counts new replies and drops to zero once each is viewed', async () => {
    const m = await createMember(t);
    const cookie = (await t.signIn(m.email, m.password)).cookie;
    const poll = async () => (await t.request('/api/conversations/replies', { cookie })).body;
    expect(await poll()).toEqual({ newReplies: 0, latestRespondedAt: null });

    const first = await t.request('/api/conversations', { cookie, json: chat });
    const second = await t.request('/api/conversations', { cookie, json: { ...chat, question: ASK_QUESTIONS[4] } });
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
    await t.request(`/api/admin/conversations/${first.body.id}/answer`, {
      cookie: adminCookie,
      json: { response: 'First reply' },
    });
    t.clock.set(new Date('2026-04-02T09:00:00.000Z'));
    await t.request(`/api/admin/conversations/${second.body.id}/answer`, {
      cookie: adminCookie,
      json: { response: 'Second reply' },
    });
    t.clock.reset();

    expect(await poll()).toEqual({ newReplies: 2, latestRespondedAt: '2026-04-02T09:00:00.000Z' });
    const list = await t.request('/api/conversations', { cookie });
    expect(list.body.newReplies).toBe(2);
    expect(list.body.items.filter((c: { isNewReply: boolean }) => c.isNewReply)).toHaveLength(2);

    const viewed = await t.request(`/api/conversations/${first.body.id}/viewed`, { method: 'POST', cookie });
    expect(viewed.status).toBe(200);
    expect(viewed.body).toMatchObject({ id: first.body.id, viewed: true, isNewReply: false, adminResponse: 'First reply' });
    expect((await poll()).newReplies).toBe(1);
    await t.request(`/api/conversations/${second.body.id}/viewed`, { method: 'POST', cookie });
    expect(await poll()).toEqual({ newReplies: 0, latestRespondedAt: '2026-04-02T09:00:00.000Z' });
    // Other members' replies never count.
    expect((await t.request('/api/conversations/replies', { cookie: bobCookie })).body.newReplies).toBe(0);
  });
});

describe('who may use the member routes', () => {
  const MEMBER_ROUTES: Array<[string, string, unknown?]> = [
    ['POST', '/api/conversations', chat],
    ['GET', '/api/conversations'],
    ['GET', '/api/conversations/replies'],
    ['POST', '/api/conversations/00000000-0000-4000-8000-000000000000/viewed'],
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

  it.each(MEMBER_ROUTES)('%s %s: visitor 401, not onboarded 403, deactivated 403', async (method, path, json) => {
    const visitor = await t.request(path, { method, json });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.message).toBe(GENERAL_MESSAGES.signInRequired);
    const newcomer = await t.request(path, { method, json, cookie: cookies.notOnboarded });
    expect(newcomer.status).toBe(403);
    expect(newcomer.body.error.message).toBe(GENERAL_MESSAGES.membersOnly);
    const deactivated = await t.request(path, { method, json, cookie: cookies.deactivated });
    expect(deactivated.status).toBe(403);
    expect(deactivated.body.error.code).toBe('BANNED_USER');
  });

  it('writes nothing for a refused caller', async () => {
    const before = await t.db.select().from(conversations);
    await t.request('/api/conversations', { json: chat });
    await t.request('/api/conversations', { json: chat, cookie: cookies.notOnboarded });
    expect(await t.db.select().from(conversations)).toHaveLength(before.length);
  });
});
