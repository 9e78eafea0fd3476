// The caller middleware's fast path (one query for a live session, verified cookies remembered) must
// answer exactly as Better Auth's own path would: these drive the real app with real sessions.
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_TOOL_ENDPOINTS, AI_TOOL_TEXTS } from '../../common/contracts/ai-tools';
import { ASK_ROUTES } from '../../common/contracts/ask-routes';
import { CONVERSATION_ENDPOINTS, CONVERSATIONS_TEXTS } from '../../common/contracts/conversations';
import { OPEN_QUESTION_ENDPOINTS, OPEN_QUESTIONS_TEXTS } from '../../common/contracts/open-questions';
import { OPEN_ROLE_ENDPOINTS, OPEN_ROLES_TEXTS } from '../../common/contracts/open-roles';
import { SESSION_ROUTES } from '../../common/contracts/session-routes';
import { sessions } from '../db/schema';
import { callerMiddleware, type AppEnv, type CallerExtra } from './caller';
import { createAdmin, createConversation, createMember } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** The session cookie's value in a `name=value` cookie header, and a copy with `value` in its place. */
function splitCookie(cookie: string) {
  const at = cookie.indexOf('=');
  return { name: cookie.slice(0, at), value: decodeURIComponent(cookie.slice(at + 1)) };
}
const withValue = (cookie: string, value: string) => `${splitCookie(cookie).name}=${encodeURIComponent(value)}`;

async function signedInMember() {
  const member = await createMember(t);
  const { cookie } = await t.signIn(member.email, member.password);
  const token = splitCookie(cookie).value.split('.')[0];
  return { member, cookie, token };
}

const kindOf = async (cookie: string) => (await t.request(SESSION_ROUTES.me.path, { cookie })).body.kind;

describe('the session cookie', () => {
  it('is refused with a wrong signature, even after the right one was seen', async () => {
    const { cookie, token } = await signedInMember();
    expect(await kindOf(cookie)).toBe('member');
    const signature = splitCookie(cookie).value.split('.')[1];
    const forged = withValue(cookie, `${token}.${signature.slice(0, -2)}${signature.endsWith('AA=') ? 'BB' : 'AA'}=`);
    expect(await kindOf(forged)).toBe('visitor');
    expect(await kindOf(withValue(cookie, token))).toBe('visitor');
    expect((await t.request(ASK_ROUTES.replies.path, { cookie: forged })).status).toBe(401);
    expect(await kindOf(cookie)).toBe('member');
  });

  it('stops working at sign-out although it was verified before', async () => {
    const { cookie } = await signedInMember();
    expect((await t.request(ASK_ROUTES.replies.path, { cookie })).status).toBe(200);
    await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect((await t.request(ASK_ROUTES.replies.path, { cookie })).status).toBe(401);
  });
});

describe('a value read with the session', () => {
  // Only the fast path reads it, so this fails if Better Auth's cookies stopped passing our own check
  // (a new format or signature): every request would then quietly take the slow path.
  const probe: CallerExtra = { method: 'GET', path: '/probe', name: 'probe_user_id', select: (user) => sql`${user.id}` };
  const probeApp = new Hono<AppEnv>()
    .use('*', (c, next) => callerMiddleware(t.db, t.auth, [probe])(c, next))
    .get('*', (c) => c.json({ kind: c.get('caller').kind, extra: c.get('callerExtra') ?? null }));
  const ask = async (path: string, cookie: string) => (await probeApp.request(path, { headers: { cookie } })).json();

  it('is read for a cookie Better Auth signed, on the route that declared it only', async () => {
    const { member, cookie } = await signedInMember();
    expect(await ask('/probe', cookie)).toEqual({ kind: 'member', extra: member.userId });
    expect(await ask('/elsewhere', cookie)).toEqual({ kind: 'member', extra: null });
  });

  it('is not read for a session due for its refresh, which Better Auth answers', async () => {
    const { cookie, token } = await signedInMember();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + DAY_MS) })
      .where(eq(sessions.token, token));
    expect(await ask('/probe', cookie)).toEqual({ kind: 'member', extra: null });
  });
});

describe('a session near or past its end', () => {
  it('is a visitor once the session has expired', async () => {
    const { cookie, token } = await signedInMember();
    expect(await kindOf(cookie)).toBe('member');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    expect(await kindOf(cookie)).toBe('visitor');
    expect((await t.request(ASK_ROUTES.replies.path, { cookie })).status).toBe(401);
  });

  it('stays signed in when due for its refresh, and the refresh moves its end a week away', async () => {
    const { cookie, token } = await signedInMember();
    // One day left of seven: past the one-day update age, so Better Auth refreshes it on this request.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + DAY_MS) })
      .where(eq(sessions.token, token));
    expect(await kindOf(cookie)).toBe('member');
    const [row] = await t.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.token, token));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);
    expect((await t.request(ASK_ROUTES.replies.path, { cookie })).status).toBe(200);
  });
});

describe("the members' poll", () => {
  it('counts unseen replies to entries saved with the account and, without one, under the email', async () => {
    const { member, cookie } = await signedInMember();
    const respondedAt = new Date('2026-03-04T05:06:07.089Z');
    await createConversation(t, {
      name: 'Entry',
      userId: member.userId,
      status: 'answered',
      adminResponse: 'Yes',
      respondedAt: new Date('2026-01-01T00:00:00Z'),
    });
    await createConversation(t, {
      name: 'Entry',
      userId: null,
      email: member.email.toUpperCase(),
      status: 'answered',
      adminResponse: 'Later',
      respondedAt,
    });
    await createConversation(t, {
      name: 'Entry',
      userId: member.userId,
      status: 'answered',
      adminResponse: 'Seen',
      viewed: true,
      respondedAt: new Date('2025-12-01T00:00:00Z'),
    });
    await createConversation(t, { name: 'Entry', userId: member.userId, status: 'pending' });
    const poll = await t.request(ASK_ROUTES.replies.path, { cookie });
    expect(poll.status).toBe(200);
    expect(poll.body).toEqual({ newReplies: 2, latestRespondedAt: respondedAt.toISOString() });
  });

  it('answers the same through the session refresh, when the answer is read on its own', async () => {
    const { member, cookie, token } = await signedInMember();
    const respondedAt = new Date('2026-05-06T07:08:09.010Z');
    await createConversation(t, {
      name: 'Entry',
      userId: null,
      email: member.email,
      status: 'answered',
      adminResponse: 'Hello',
      respondedAt,
    });
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + DAY_MS) })
      .where(eq(sessions.token, token));
    const poll = await t.request(ASK_ROUTES.replies.path, { cookie });
    expect(poll.body).toEqual({ newReplies: 1, latestRespondedAt: respondedAt.toISOString() });
  });

  it('answers no replies and no time for a member with none', async () => {
    const { cookie } = await signedInMember();
    expect((await t.request(ASK_ROUTES.replies.path, { cookie })).body).toEqual({ newReplies: 0, latestRespondedAt: null });
  });
});

describe('an organiser whose account has no member profile', () => {
  it("is refused, with 403 NO_PROFILE and the feature's own words, what only a member does", async () => {
    const organiser = await createAdmin(t, { withAttendee: false });
    const { cookie } = await t.signIn(organiser.email, organiser.password);
    const someone = await createMember(t);
    const refusals = [
      [
        await t.call(OPEN_QUESTION_ENDPOINTS.ask, { cookie, body: { body: 'Who knows leases?', anonymous: false } }),
        OPEN_QUESTIONS_TEXTS.noProfile,
      ],
      [
        await t.call(OPEN_ROLE_ENDPOINTS.post, {
          cookie,
          body: {
            title: 'Head of Payments',
            company: 'Northwind',
            place: 'Lisbon',
            remote: false,
            kind: 'full-time',
            description: 'Lead our payments team.',
            apply: 'introduction',
            topics: [],
          },
        }),
        OPEN_ROLES_TEXTS.noProfile,
      ],
      [
        await t.call(AI_TOOL_ENDPOINTS.suggest, {
          cookie,
          body: { name: 'Scribe', link: 'https://scribe.example.com', purpose: 'Notes.', priceBand: 'free', topics: [] },
        }),
        AI_TOOL_TEXTS.noProfile,
      ],
      [
        await t.call(CONVERSATION_ENDPOINTS.open, { cookie, body: { memberId: someone.attendeeId! } }),
        CONVERSATIONS_TEXTS.noProfile,
      ],
    ] as const;
    for (const [answer, message] of refusals) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body).toMatchObject({ error: { code: 'NO_PROFILE', message } });
    }
  });
});
