// Web Push against a real local push service: an HTTP server on 127.0.0.1 that records what it is sent.
// The browser side is played with real keys, so the test decrypts exactly what a browser would.
import { createPublicKey, verify, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASK_ROUTES } from '../../common/contracts/ask-routes';
import { ASK_QUESTIONS } from '../../common/contracts/ask';
import { ADMIN_INBOX_PAGE } from '../../common/contracts/inbox';
import { PUSH_ENDPOINTS as E, PUSH_MESSAGES as M } from '../../common/contracts/push';
import { auditLog, pushSubscriptions } from '../db/schema';
import { allowConsole } from '../../../tests/support/fail-on-console';
import { createAdmin, createMember, createPushSubscription } from '../../../tests/support/factories';
import { signInEachKind } from '../../../tests/support/guards';
import { browserKeys, startPushService } from '../../../tests/support/push-service';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let adminCookie: string;
let memberCookie: string;
let memberId: string;
beforeAll(async () => {
  t = await createTestApp();
  push = await startPushService();
  admin = await createAdmin(t);
  adminCookie = (await t.signIn(admin.email, admin.password)).cookie;
  const m = await createMember(t, { firstName: 'Ada', lastName: 'Lovelace' });
  memberCookie = (await t.signIn(m.email, m.password)).cookie;
  memberId = m.userId;
});
afterAll(async () => {
  await push.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(pushSubscriptions);
  push.received.length = 0;
  push.state.status = 201;
  push.state.hold = false;
});
afterEach(() => push.release());

const ask = (name: string, question: string = ASK_QUESTIONS[1]) =>
  t.request(ASK_ROUTES.save.path, {
    cookie: memberCookie,
    json: { name, question, answer: 'Founders in Lagos', followup: 'no', sharePermission: true },
  });
const subscribe = (path: string, keys = browserKeys(), who: { email: string; userId: string } = admin) =>
  createPushSubscription(t, {
    userId: who.userId,
    endpoint: `http://127.0.0.1:${push.port}${path}`,
    p256dh: keys.p256dh,
    auth: keys.auth,
  }).then((row) => ({ row, keys }));
const subscriptionExists = async (id: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).length === 1;
const consoleErrors = () => vi.mocked(console.error).mock.calls.map((args) => args.join(' '));

describe('Web Push to administrators', () => {
  it('sends each admin subscription one encrypted, VAPID-signed notification about the new question', async () => {
    const { keys } = await subscribe('/push/abc');
    // A subscription of someone who is not an administrator (any more) is not notified.
    const exAdmin = await createMember(t);
    await subscribe('/push/not-admin', browserKeys(), exAdmin);

    const saved = await ask('Ada Lovelace');
    expect(saved.status).toBe(201);
    await vi.waitFor(() => expect(push.received).toHaveLength(1), { timeout: 5000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(push.received).toHaveLength(1);

    const [request] = push.received;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/push/abc');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);

    const payload = JSON.parse(
      ece.decrypt(request.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8'),
    );
    expect(payload).toEqual({ title: 'New question from Ada Lovelace', body: ASK_QUESTIONS[1], url: ADMIN_INBOX_PAGE });
    expect(payload.url).toBe('/admin/dashboard?tab=conversations');

    // The VAPID header: a JWT for this push service's origin, signed with the server's key.
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers.authorization));
    expect(match).not.toBeNull();
    const [jwt, publicKey] = [match![1], match![2]];
    expect(publicKey).toBe(t.config.vapid.publicKey);
    const [header, claims, signature] = jwt.split('.');
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
      aud: `http://127.0.0.1:${push.port}`,
      sub: t.config.vapid.subject,
    });
    const point = Buffer.from(publicKey, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
  });

  it('answers the member before the push service has answered', async () => {
    await subscribe('/push/slow');
    push.state.hold = true;
    // The app itself, not t.request (which waits for the work after the answer too).
    const saved = await t.app.request(ASK_ROUTES.save.path, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: memberCookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada Lovelace',
        question: ASK_QUESTIONS[1],
        answer: 'Founders',
        followup: 'no',
        sharePermission: true,
      }),
    });
    expect(saved.status).toBe(201);
    await vi.waitFor(() => expect(push.received).toHaveLength(1), { timeout: 5000, interval: 20 });
    push.release();
    await t.settled();
  });

  it('forgets a subscription the push service calls gone (410), and keeps notifying the others', async () => {
    const gone = await subscribe('/push/gone');
    push.state.status = 410;
    await ask('Ada Lovelace');
    await vi.waitFor(async () => expect(await subscriptionExists(gone.row.id)).toBe(false), { timeout: 5000, interval: 20 });
    expect(push.received.map((r) => r.path)).toEqual(['/push/gone']);

    push.state.status = 201;
    await subscribe('/push/alive');
    await ask('Ada Lovelace');
    await vi.waitFor(() => expect(push.received.map((r) => r.path)).toEqual(['/push/gone', '/push/alive']), {
      timeout: 5000,
      interval: 20,
    });
  });

  it('forgets a subscription answered 404 too', async () => {
    const missing = await subscribe('/push/missing');
    push.state.status = 404;
    await ask('Ada Lovelace');
    await vi.waitFor(async () => expect(await subscriptionExists(missing.row.id)).toBe(false), { timeout: 5000, interval: 20 });
  });

  it('logs a push service failure (500) and keeps the subscription; the member’s entry is saved', async () => {
    allowConsole(/\[push\] could not notify 127\.0\.0\.1:\d+: the push service answered 500/);
    const failing = await subscribe('/push/broken');
    push.state.status = 500;
    const saved = await ask('Ada Lovelace');
    expect(saved.status).toBe(201);
    await vi.waitFor(() => expect(consoleErrors().some((line) => line.includes('answered 500'))).toBe(true), {
      timeout: 5000,
      interval: 20,
    });
    expect(await subscriptionExists(failing.row.id)).toBe(true);
  });

  it('logs an unreachable push service; the member’s entry is saved', async () => {
    allowConsole(/\[push\] could not notify 127\.0\.0\.1:\d+/);
    // A port that was free a moment ago: nothing listens there.
    const closed = await startPushService();
    const port = closed.port;
    await closed.close();
    const keys = browserKeys();
    const row = await createPushSubscription(t, {
      userId: admin.userId,
      endpoint: `http://127.0.0.1:${port}/push/nobody`,
      p256dh: keys.p256dh,
      auth: keys.auth,
    });
    const saved = await ask('Ada Lovelace');
    expect(saved.status).toBe(201);
    await vi.waitFor(() => expect(consoleErrors().some((line) => line.includes('could not notify'))).toBe(true), {
      timeout: 5000,
      interval: 20,
    });
    expect(await subscriptionExists(row.id)).toBe(true);
  });
});

/** Held to the definition by t.call; typed loosely here, as these tests read each refusal after its status. */
type Answer = { status: number; body: any; headers: Headers };
const keep = (body: unknown, cookie = adminCookie, app: TestApp = t): Promise<Answer> =>
  app.call(E.subscribe, { cookie, body: body as never });

describe('who may use the push subscription routes', () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/x';
  const ROUTES = [
    [
      'subscribe',
      201,
      (cookie?: string) =>
        t.call(E.subscribe, { cookie, body: { endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } } }),
    ],
    ['unsubscribe', 200, (cookie?: string) => t.call(E.unsubscribe, { cookie, body: { endpoint } })],
  ] as const;
  it.each(ROUTES)(
    '%s: visitor 401, not onboarded 403, deactivated 403; a member and an administrator may',
    async (_name, ok, send) => {
      const kinds = await signInEachKind(t, { deactivated: true });
      expect((await send()).status).toBe(401);
      expect((await send(kinds.cookies.notOnboarded)).status).toBe(403);
      expect((await send(kinds.cookies.deactivated)).status).toBe(403);
      expect((await send(kinds.cookies.member)).status).toBe(ok);
      expect((await send(kinds.cookies.admin)).status).toBe(ok);
    },
  );
});

describe('push subscriptions', () => {
  const p256dh = `B${'A'.repeat(86)}`;
  const auth = 'A'.repeat(22);
  const rows = (endpoint: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

  it("upserts a member's browser subscription, then removes it", async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/send/abc';
    const first = await keep({ endpoint, keys: { p256dh, auth } }, memberCookie);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ success: true, message: M.subscribed });
    const newAuth = 'B'.repeat(22);
    await keep({ endpoint, keys: { p256dh, auth: newAuth } }, memberCookie);
    const kept = await rows(endpoint);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: memberId, auth: newAuth, p256dh });

    const removed = await t.call(E.unsubscribe, { cookie: memberCookie, body: { endpoint }, expect: 200 });
    expect(removed.body).toEqual({ success: true, message: M.unsubscribed });
    expect(await rows(endpoint)).toHaveLength(0);
  });

  it('gives a browser to whoever subscribed it last; another person cannot forget it', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/send/shared';
    await keep({ endpoint, keys: { p256dh, auth } }, memberCookie);
    await keep({ endpoint, keys: { p256dh, auth } });
    expect((await rows(endpoint)).map((r) => r.userId)).toEqual([admin.userId]);
    // The member it belonged to before forgets nothing of the administrator's.
    await t.call(E.unsubscribe, { cookie: memberCookie, body: { endpoint }, expect: 200 });
    expect((await rows(endpoint)).map((r) => r.userId)).toEqual([admin.userId]);
  });

  it("audits an administrator's devices and not a member's (decision 052's amendment)", async () => {
    const actions = async (userId: string) =>
      (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorUserId, userId))).map(
        (row) => row.action,
      );
    const memberEndpoint = 'https://fcm.googleapis.com/fcm/send/member-device';
    await keep({ endpoint: memberEndpoint, keys: { p256dh, auth } }, memberCookie);
    await t.call(E.unsubscribe, { cookie: memberCookie, body: { endpoint: memberEndpoint }, expect: 200 });
    expect(await actions(memberId)).toEqual([]);

    const before = (await actions(admin.userId)).length;
    const adminEndpoint = 'https://fcm.googleapis.com/fcm/send/admin-device';
    await keep({ endpoint: adminEndpoint, keys: { p256dh, auth } });
    await t.call(E.unsubscribe, { cookie: adminCookie, body: { endpoint: adminEndpoint }, expect: 200 });
    expect((await actions(admin.userId)).slice(before)).toEqual(['push.subscribe', 'push.unsubscribe']);
  });

  it.each([
    [{ endpoint: 'http://push.example.com/x', keys: { p256dh, auth } }, M.endpointInvalid],
    [{ endpoint: 'not a url', keys: { p256dh, auth } }, M.endpointInvalid],
    [{ endpoint: `https://fcm.googleapis.com/fcm/send/${'x'.repeat(2100)}`, keys: { p256dh, auth } }, M.endpointInvalid],
    [{ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'short', auth } }, M.keysInvalid],
    [{ endpoint: 'https://fcm.googleapis.com/fcm/send/x' }, M.keysInvalid],
  ])('refuses %j with 400', async (body, message) => {
    const response = await keep(body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });
});

describe('push endpoints', () => {
  it("accepts only the browsers' push services, so the server never posts to an internal address", async () => {
    const t2 = await createTestApp();
    try {
      const a = await createAdmin(t2);
      const cookie = (await t2.signIn(a.email, a.password)).cookie;
      const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
      for (const endpoint of [
        'https://10.0.0.5/push',
        'https://metadata.internal/x',
        'https://fcm.googleapis.com.evil.example/x',
      ]) {
        const response = await keep({ endpoint, keys }, cookie, t2);
        expect(response.status).toBe(400);
        expect(response.body.error.message).toBe("This browser's push service is not supported.");
      }
      const allowed = await keep({ endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/abc', keys }, cookie, t2);
      expect(allowed.status).toBe(201);
    } finally {
      await t2.close();
    }
  });
});
