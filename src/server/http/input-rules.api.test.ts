// What the attacker of issue 14 sent (findings 1 and 3), against the whole app: a pattern that froze the
// server, and text the database cannot store, in bodies, nested JSON, paths and query strings, to our
// routes and to Better Auth's. Each is a prompt 4xx with a plain message. And issue 28's (finding 4):
// names with a line break, a direction override or nothing visible, which landed in other members' emails.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_ENDPOINTS } from '../../common/contracts/health';
import { ASK_QUESTIONS } from '../../common/contracts/ask';
import { INPUT_MESSAGES } from '../../common/messages';
import { REQUEST_ACCESS_MESSAGES } from '../../common/contracts/access-requests';
import { accessRequests, attendees } from '../db/schema';
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
      t.call(HEALTH_ENDPOINTS.check, {}),
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

describe('line breaks and hidden characters in one-line text (issue 28, finding 4)', () => {
  const ATTACKER_LAST_NAME = 'X\r\n\r\nYour membership expires today: https://evil.example/login';

  it.each([
    ['a line break starting a paragraph of its own', { firstName: 'Morgan', lastName: ATTACKER_LAST_NAME }],
    ['a right-to-left override', { firstName: 'Ali\u202Eecila', lastName: 'Reyes' }],
    ['a zero-width space as both names', { firstName: '\u200B', lastName: '\u200B' }],
    ['a bell', { firstName: 'Morgan', lastName: '\u0007' }],
  ])('a profile name with %s is a 400 with the plain message, and the profile is unchanged', async (_, names) => {
    const before = await t.request('/api/profile', { cookie: member });
    const response = await t.request('/api/profile', { method: 'PUT', cookie: member, json: { ...names, company: 'Northwind' } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(INPUT_MESSAGES.notOneLine);
    expect(Object.values(response.body.error.fields)).toContain(INPUT_MESSAGES.notOneLine);
    expect((await t.request('/api/profile', { cookie: member })).body).toEqual(before.body);
  });

  it('is refused wherever a name comes in, and nothing is stored', async () => {
    const before = await t.db.select().from(accessRequests);
    const visitor = await t.request('/api/access-requests', {
      json: { email: 'line.break@example.com', firstName: 'Ada', lastName: ATTACKER_LAST_NAME },
    });
    expect(visitor.status).toBe(400);
    expect(visitor.body.error.fields).toEqual({ lastName: INPUT_MESSAGES.notOneLine });
    const addUser = await t.request('/api/admin/access-requests', {
      cookie: admin,
      json: { email: 'line.break@example.com', firstName: 'Ali\u202Eecila' },
    });
    expect(addUser.status).toBe(400);
    expect(addUser.body.error.fields).toEqual({ firstName: INPUT_MESSAGES.notOneLine });
    expect(await t.db.select().from(accessRequests)).toEqual(before);
  });

  it('still lets an answer run over several lines', async () => {
    const chat = {
      name: 'Ada',
      question: ASK_QUESTIONS[0],
      answer: 'Two roles:\r\n- a designer\n- an editor',
      followup: 'no',
      sharePermission: true,
    };
    const saved = await t.request('/api/conversations', { cookie: member, json: chat });
    expect(saved.status).toBe(201);
    const refused = await t.request('/api/conversations', { cookie: member, json: { ...chat, answer: 'Yes \u202Ereversed' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ answer: INPUT_MESSAGES.hiddenCharacter });
  });

  it('a name stored before the rule reaches another member’s email on one line', async () => {
    // Written straight to the database, as the attacker's PUT was accepted before.
    const sender = await createMember(t, { firstName: 'Morgan', lastName: ATTACKER_LAST_NAME });
    const recipient = await createMember(t, { firstName: 'Priya', lastName: 'Natarajan' });
    const { cookie } = await t.signIn(sender.email, sender.password);
    const sent = await t.request('/api/connections/requests', { cookie, json: { toAttendeeId: recipient.attendeeId } });
    expect(sent.status).toBe(201);
    const email = t.outbox().find((message) => message.to === recipient.email);
    expect(email?.text).toContain('Morgan X Your membership expires today');
    expect(email!.text.split('\n').filter((line) => line.startsWith('Your membership'))).toEqual([]);
    expect(email!.subject).toBe('Morgan X Your membership expires today: https://evil.example/login would like to connect');
    const [row] = await t.db.select().from(attendees).where(eq(attendees.id, sender.attendeeId!));
    expect(row.lastName).toBe(ATTACKER_LAST_NAME); // what is stored stays as it was: only what is shown is made one line
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
