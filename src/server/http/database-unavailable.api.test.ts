// While the database is down (here: closed under the app), every route answers 503 with the plain
// message: our own routes in { error: { code, message } }, Better Auth's routes in its { code, message }.
// Never a 500, and never a member treated as signed out. bench/faults.ts does the same against a real
// PostgreSQL being stopped and started (bench/FAULTS.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_ROUTES } from '../../common/contracts/access-requests-routes';
import { ASK_ROUTES } from '../../common/contracts/ask-routes';
import { SESSION_ROUTES } from '../../common/contracts/session-routes';
import { ASK_QUESTIONS } from '../../common/contracts/ask';
import { GENERAL_MESSAGES } from '../../common/messages';
import { allowConsole } from '../../../tests/support/fail-on-console';
import { createMember } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let cookie: string;
let member: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t);
  ({ cookie } = await t.signIn(member.email, member.password));
  await t.database.close();
});
afterAll(() => t.close());

const unavailable = { code: 'UNAVAILABLE', message: GENERAL_MESSAGES.unavailable };

describe('the database is down', () => {
  it('answers 503 with the plain message on our routes, signed in or not', async () => {
    // Better Auth logs the failed session lookup itself before our answer.
    allowConsole(/database unavailable/, /Better Auth.*INTERNAL_SERVER_ERROR/);
    const requests = [
      t.request(SESSION_ROUTES.me.path, { cookie }),
      t.request(ASK_ROUTES.list.path, { cookie }),
      t.request(ASK_ROUTES.save.path, {
        cookie,
        json: { name: 'Ada', question: ASK_QUESTIONS[0], answer: 'A designer', followup: 'no', sharePermission: true },
      }),
      t.request(ACCESS_REQUEST_ROUTES.submit.path, {
        json: { email: 'new.person@example.com', firstName: 'New', lastName: 'Person' },
      }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ error: unavailable });
    }
  });

  it("answers 503 on Better Auth's routes too, in their answer shape: the session check and sign-in", async () => {
    // Better Auth and its router log the failures themselves before our answer.
    allowConsole(/database unavailable/, /Better Auth.*INTERNAL_SERVER_ERROR/, /SERVER_ERROR/);
    const session = await t.request('/api/auth/get-session', { cookie });
    expect(session.status).toBe(503);
    expect(session.body).toEqual(unavailable);
    const signIn = await t.request('/api/auth/sign-in/email', { json: { email: member.email, password: member.password } });
    expect(signIn.status).toBe(503);
    expect(signIn.body).toEqual(unavailable);
  });
});
