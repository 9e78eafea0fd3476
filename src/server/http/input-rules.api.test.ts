// What the attacker of issue 14 sent (findings 1 and 3), against the whole app: a pattern that froze the
// server, and text the database cannot store, in bodies, nested JSON, paths and query strings, to our
// routes and to Better Auth's. Each is a prompt 4xx with a plain message.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK_QUESTIONS } from '../../common/contracts/conversations';
import { INPUT_MESSAGES } from '../../common/messages';
import { REQUEST_ACCESS_MESSAGES } from '../../common/contracts/access-requests';
import { accessRequests } from '../db/schema';
import { allowConsole } from '../../../tests/support/fail-on-console';
import { createAdmin, createMember } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdmin(t);
  const m = await createMember(t);
  admin = (await t.signIn(a.email, a.password)).cookie;
  member = (await t.signIn(m.email, m.password)).cookie;
});
afterAll(() => t.close());

describe('the email pattern that froze the server (finding 1)', () => {
  it.each([
    ['the attacker’s 64 000 dots', `a@${'.'.repeat(64_000)}@`],
    ['a body near the 256 KB limit', `a@${'.'.repeat(250_000)}@`],
  ])('answers %s at once, and the health check meanwhile too', async (_, email) => {
    const started = performance.now();
    const [request, health] = await Promise.all([
      t.request('/api/access-requests', { json: { email, firstName: 'Ada', lastName: 'Lovelace' } }),
      t.request('/api/health'),
    ]);
    const elapsed = performance.now() - started;
    expect(request.status).toBe(400);
    expect(request.body.error.fields.email).toBe('The email address is too long');
    expect(health.status).toBe(200);
    // It took 4.6 s and a minute before; a second is room for a busy test machine.
    expect(elapsed).toBeLessThan(1000);
  });

  it('still takes a plain address and refuses a malformed one with the spec message', async () => {
    const bad = await t.request('/api/access-requests', { json: { email: 'ada@example', firstName: 'Ada', lastName: 'L' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(REQUEST_ACCESS_MESSAGES.invalidEmail);
    const good = await t.request('/api/access-requests', {
      json: { email: 'ada.l@example.com', firstName: 'Ada', lastName: 'L' },
    });
    expect(good.status).toBe(201);
  });
});

describe('text the database cannot store (finding 3)', () => {
  const refusedPlainly = (response: { status: number; body: any }) => {
    expect(response.status).toBe(400);
    expect(response.body.error?.message ?? response.body.message).toBe(INPUT_MESSAGES.unsupportedCharacter);
  };

  it('is refused in a visitor’s access request, and nothing is stored', async () => {
    const before = await t.db.select().from(accessRequests);
    refusedPlainly(
      await t.request('/api/access-requests', { json: { email: 'nul@example.com', firstName: 'A\u0000', lastName: 'B' } }),
    );
    refusedPlainly(
      await t.request('/api/access-requests', { json: { email: 'nul@example.com', firstName: 'A', lastName: 'B\ud800' } }),
    );
    expect(await t.db.select().from(accessRequests)).toEqual(before);
  });

  it('is refused anywhere in a body, the Q&A list and unknown fields included, with where it was', async () => {
    const chat = { name: 'Ada', question: ASK_QUESTIONS[0], answer: 'Yes', followup: 'no', sharePermission: true };
    const nested = await t.request('/api/conversations', {
      cookie: member,
      json: { ...chat, questionsAndAnswers: [{ question: ASK_QUESTIONS[0], answer: 'half an emoji \ud83d' }] },
    });
    refusedPlainly(nested);
    expect(nested.body.error.fields).toEqual({ 'questionsAndAnswers.0.answer': INPUT_MESSAGES.unsupportedCharacter });
    const unknown = await t.request('/api/profile', {
      method: 'PUT',
      cookie: member,
      json: { firstName: 'Ada', lastName: 'L', note: 'x\u0000' },
    });
    refusedPlainly(unknown);
    expect(unknown.body.error.fields).toEqual({ note: INPUT_MESSAGES.unsupportedCharacter });
  });

  it('in a path is the answer for an unknown record, never a 500', async () => {
    expect((await t.request('/api/access-links/%00')).status).toBe(410);
    expect((await t.request('/api/access-links/%00/sign-up', { json: { password: 'a-password' } })).status).toBe(410);
    expect((await t.request('/api/admin/members/%00', { cookie: admin })).status).toBe(404);
    expect((await t.request(`/api/admin/events/${'x'.repeat(100_000)}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
  });

  it('in a query string is a 400 with the plain message', async () => {
    refusedPlainly(await t.request('/api/admin/members?search=%00', { cookie: admin }));
    refusedPlainly(await t.request('/api/admin/posts?search=a%00b', { cookie: admin }));
    refusedPlainly(await t.request('/api/admin/members/export?search=%00', { cookie: admin }));
  });

  it('is refused before Better Auth sees it: the reset token, the sign-in email', async () => {
    refusedPlainly(await t.request('/api/auth/reset-password', { json: { token: 'x\u0000', newPassword: 'a-new-password' } }));
    refusedPlainly(
      await t.request('/api/auth/sign-in/email', { json: { email: 'ada\u0000@example.com', password: 'whatever-1' } }),
    );
    refusedPlainly(await t.request('/api/auth/callback/google?state=%00&code=x'));
  });
});

describe('the error handler, behind the contracts', () => {
  it('answers a database refusing such text with a 400 and one line in the log, not a 500', async () => {
    allowConsole(/text the database cannot store got past validation/);
    // A route that passes a NUL straight to the database, as a contract that forgot the rule would. Routes
    // can only be added before the first request, so on an app of its own.
    const own = await createTestApp();
    try {
      own.app.get('/test-only/unstorable', async (c) => c.json(await own.db.execute(sql`select ${'a\u0000b'}::text as value`)));
      const response = await own.request('/test-only/unstorable');
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({ code: 'INVALID_INPUT', message: INPUT_MESSAGES.unsupportedCharacter });
    } finally {
      await own.close();
    }
  });
});
