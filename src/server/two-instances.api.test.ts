// Two app instances over one database, as behind a load balancer: whatever one instance does, the other
// sees. Both are built by createApp with their own auth library instance; they share only the database
// and the configuration (secrets included), like two servers configured as the README says. In one
// process, so it catches state kept per app instance (in createApp's closures or the auth library's
// instance), not module-level state; the separate-process version, on PostgreSQL, is `npm run bench:multi`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_ROUTES } from '../common/contracts/access-requests-routes';
import { SESSION_ROUTES } from '../common/contracts/session-routes';
import { PUSH_ENDPOINTS } from '../common/contracts/push';
import { createAdmin, createMember } from '../../tests/support/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../tests/support/test-app';
import { createApp } from './app';
import { pushSubscriptions } from './db/schema';
import { createMailer, type MailTransport } from './mail/mailer';

let t: TestApp;
let mailerB: MailTransport;
let appB: ReturnType<typeof createApp>['app'];
let afterAnswerB: ReturnType<typeof createApp>['afterAnswer'];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'true' } });
  mailerB = createMailer(t.config.mail);
  ({ app: appB, afterAnswer: afterAnswerB } = createApp({
    config: t.config,
    database: t.database,
    mailer: mailerB,
    now: t.clock.now,
  }));
});
afterAll(async () => {
  await afterAnswerB.settled();
  mailerB.close();
  await t.close();
});

/** A request to instance B, sent like t.request sends one to A. */
async function onB(pathname: string, init: { method?: string; json?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await appB.request(pathname, {
    method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('two app instances on one database', () => {
  it('share sessions: signed in on A is signed in on B, signed out on A is signed out on B', async () => {
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    expect((await onB(SESSION_ROUTES.me.path, { cookie })).body.kind).toBe('member');
    expect((await t.request('/api/auth/sign-out', { cookie, json: {} })).status).toBe(200);
    expect((await onB(SESSION_ROUTES.me.path, { cookie })).body.kind).toBe('visitor');
  });

  it('count one rate limit: 5 access requests per address, alternating A and B', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const json = { email: `two-apps-${i}@example.com`, firstName: 'Sam', lastName: 'Ask' };
      statuses.push(
        (i % 2
          ? await onB(ACCESS_REQUEST_ROUTES.submit.path, { json })
          : await t.request(ACCESS_REQUEST_ROUTES.submit.path, { json })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('send the email a request leaves for after its answer from the instance that answered', async () => {
    const member = await createMember(t);
    const asked = await onB('/api/auth/request-password-reset', { json: { email: member.email, redirectTo: '/reset-password' } });
    expect(asked.status).toBe(200);
    await afterAnswerB.settled();
    const link = t
      .outbox()
      .findLast((m) => m.to.includes(member.email))!
      .links.find((l) => l.includes('/reset-password'))!;
    // The token B stored works on A.
    const reset = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'reset-on-a-1', token: new URL(link).searchParams.get('token') },
    });
    expect(reset.status).toBe(200);
    await t.signIn(member.email, 'reset-on-a-1');
  });

  it('keep one push subscription: saved on A, saved again on B, removed on B', async () => {
    const admin = await createAdmin(t);
    const { cookie } = await t.signIn(admin.email, admin.password);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/two-apps';
    const json = {
      endpoint,
      keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
    };
    const rows = async () => (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length;
    await t.call(PUSH_ENDPOINTS.subscribe, { cookie, body: json, expect: 201 });
    // The second app is reached with raw HTTP: the typed client calls the first.
    expect((await onB(PUSH_ENDPOINTS.subscribe.path, { cookie, json })).status).toBe(201);
    expect(await rows()).toBe(1);
    expect((await onB(PUSH_ENDPOINTS.unsubscribe.path, { cookie, method: 'DELETE', json: { endpoint } })).status).toBe(200);
    expect(await rows()).toBe(0);
  });
});
