// Several app servers (issue item 8): two instances of the real server on one PostgreSQL database, on
// different ports, sharing only what the README says to share (DATABASE_URL, AUTH_SECRET, the VAPID keys
// and STORAGE_DIR; each has its own DATA_DIR), proving that whichever instance answers makes no difference.
//
//   npm run bench:multi        # needs the local PostgreSQL; recreates the database fmc_multi
//
// Settings: MULTI_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), MULTI_PORT (3401: A, B, and the
// next three for the push pair and the control). Exits 1 when any check fails. Takes about half a minute.
//
// The instances run as in production (NODE_ENV=production, rate limits on, TRUST_PROXY=true as behind a
// load balancer; each request names its client address in X-Forwarded-For). A browser talks to one site,
// so every request carries the same Origin, PUBLIC_BASE_URL, whichever instance it reaches. One check
// needs a second pair in NODE_ENV=test: delivering Web Push to a push service on 127.0.0.1, which
// production refuses (only the browsers' push services are allowed).
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import webpush from 'web-push';
import { ASK_QUESTIONS } from '../src/common/contracts/ask';
import { ASK_ROUTES } from '../src/common/contracts/ask-routes';
import { PUSH_ROUTES } from '../src/common/contracts/push-routes';
import { readOutbox } from '../tests/support/outbox';
import { Client, recreateDatabase, ROOT, startApp, type AppProcess } from './app-process';
import { ACCESS_REQUEST_ROUTES } from '../src/common/contracts/access-requests-routes';
import { SESSION_ROUTES } from '../src/common/contracts/session-routes';
import { UPLOAD_ROUTES } from '../src/common/contracts/uploads-routes';
import { endpointUrl } from '../src/common/contracts/endpoint';

const ADMIN_URL = process.env.MULTI_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.MULTI_PORT ?? 3401);
const SITE = 'http://localhost:8080'; // the load balancer's address: what browsers see, on every instance

type Result = { name: string; ok: boolean; detail: string };
const results: Result[] = [];
function check(name: string, ok: boolean, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`);
}

/** A distinct client address from a documentation range, as the load balancer would forward it. */
let addressSeq = 0;
const clientAddress = () => `198.51.100.${++addressSeq}`;
const browser = () => new Client(SITE, { 'x-forwarded-for': clientAddress() });

/** A tiny PNG (1×1), enough for the upload route's content sniffing. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A push service on 127.0.0.1 that keeps what it is sent. */
async function startPushService() {
  const received: Array<{ path: string; headers: IncomingHttpHeaders; body: Buffer }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, received, close: () => new Promise((r) => server.close(r)) };
}

/** Checks a VAPID Authorization header (`vapid t=<JWT>, k=<key>`) was signed by the private half of `publicKey`. */
function vapidSignedBy(authorization: string | undefined, publicKey: string): boolean {
  const match = /^vapid t=([^,\s]+),\s*k=([^,\s]+)$/.exec(authorization ?? '');
  if (!match || match[2] !== publicKey) return false;
  const [header, payload, signature] = match[1].split('.');
  const point = Buffer.from(publicKey, 'base64url'); // 0x04 || x || y
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  return verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
}

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

async function main() {
  const databaseUrl = await recreateDatabase(ADMIN_URL, 'fmc_multi');
  const vapid = webpush.generateVAPIDKeys();
  const shared = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'fmc-multi-storage-')),
    PUBLIC_BASE_URL: SITE,
    TRUST_PROXY: 'true',
    HOST: '127.0.0.1',
  };
  const dataDirs: string[] = [];
  const ownDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fmc-multi-data-'));
    dataDirs.push(dir);
    return dir;
  };
  const running: AppProcess[] = [];
  const start = async (name: string, port: number, env: Record<string, string>) => {
    const app = await startApp({ name, port, env });
    running.push(app);
    return app;
  };

  try {
    // ---- start: both at once on an empty database, as a deploy that starts every instance together does
    const dataDirA = ownDataDir();
    const [A, B] = await Promise.all([
      start('A', PORT, { ...shared, NODE_ENV: 'production', DATA_DIR: dataDirA }),
      start('B', PORT + 1, { ...shared, NODE_ENV: 'production', DATA_DIR: ownDataDir() }),
    ]).catch((error) => {
      check(
        'both instances start at the same moment on an empty database (migrations)',
        false,
        (error as Error).message.split('\n').slice(0, 6).join(' | '),
      );
      throw error;
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows: applied } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    check(
      'both instances start at the same moment on an empty database (migrations)',
      true,
      `${applied[0].n} migrations applied once`,
    );

    // ---- an administrator, made with the real command against the shared database
    const adminEmail = 'admin@multi.example.com';
    const adminPassword = randomBytes(9).toString('base64url');
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/create-admin.ts', '--email', adminEmail, '--password', adminPassword],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', ...shared, DATA_DIR: ownDataDir() },
        encoding: 'utf8',
      },
    );
    if (cli.status !== 0) throw new Error(`admin:create failed: ${cli.stderr}`);

    // ---- sessions
    const admin = browser();
    const signIn = await admin.request(A.url, '/api/auth/sign-in/email', {
      json: { email: adminEmail, password: adminPassword },
    });
    const meOnB = await admin.request(B.url, endpointUrl(SESSION_ROUTES.me));
    check(
      'a session made on A is recognised on B',
      signIn.status === 200 && meOnB.body?.kind === 'admin',
      `sign-in on A ${signIn.status}, /api/me on B: ${meOnB.body?.kind}`,
    );

    // A one-time link made on B is used on A; the new member then signs in on B and is known on A.
    const memberEmail = 'member@multi.example.com';
    const memberPassword = randomBytes(9).toString('base64url');
    const link = await admin.request(B.url, endpointUrl(ACCESS_REQUEST_ROUTES.adminCreate), {
      json: { email: memberEmail, firstName: 'Morgan', lastName: 'Reyes' },
    });
    const visitor = browser();
    const verified = await visitor.request(
      A.url,
      endpointUrl(ACCESS_REQUEST_ROUTES.verifyLink, { token: String(link.body?.token) }),
    );
    const signedUp = await visitor.request(
      A.url,
      endpointUrl(ACCESS_REQUEST_ROUTES.signUp, { token: String(link.body?.token) }),
      {
        json: { password: memberPassword },
      },
    );
    const reused = await visitor.request(B.url, endpointUrl(ACCESS_REQUEST_ROUTES.signUp, { token: String(link.body?.token) }), {
      json: { password: memberPassword },
    });
    check(
      'a one-time link made on B works on A, once',
      link.status === 201 && verified.body?.success === true && signedUp.status === 201 && reused.status >= 400,
      `create on B ${link.status}, verify on A ${verified.status}, sign-up on A ${signedUp.status}, again on B ${reused.status}`,
    );
    const member = browser();
    await member.request(B.url, '/api/auth/sign-in/email', { json: { email: memberEmail, password: memberPassword } });
    const memberOnA = await member.request(A.url, endpointUrl(SESSION_ROUTES.me));
    check(
      'a member signed in on B is a member on A',
      memberOnA.body?.kind === 'member',
      `GET /api/me on A: ${memberOnA.body?.kind}`,
    );

    // Sign-out on A ends the session on B at once.
    const second = browser();
    await second.request(A.url, '/api/auth/sign-in/email', { json: { email: memberEmail, password: memberPassword } });
    const cookie = second.cookie;
    const before = await second.request(B.url, endpointUrl(SESSION_ROUTES.me));
    const out = await second.request(A.url, '/api/auth/sign-out', { json: {} });
    second.cookie = cookie; // a second tab still holds the old cookie
    const after = await second.request(B.url, endpointUrl(SESSION_ROUTES.me));
    check(
      'sign-out on A ends that session on B',
      before.body?.kind === 'member' && out.status === 200 && after.body?.kind === 'visitor',
      `B before: ${before.body?.kind}, sign-out on A ${out.status}, B after: ${after.body?.kind}`,
    );

    // A password-reset link emailed by A is used on B; every session of that account ends everywhere.
    const forgetful = browser();
    const reset = await forgetful.request(A.url, '/api/auth/request-password-reset', {
      json: { email: memberEmail, redirectTo: '/reset-password' },
    });
    // A answers before it looks the email up (the same answer in the same time for anyone), then sends it.
    const resetMail = () =>
      readOutbox(path.join(dataDirA, 'outbox')).find((m) => m.to.includes(memberEmail) && m.subject.startsWith('Reset'));
    for (let i = 0; i < 50 && !resetMail(); i++) await new Promise((r) => setTimeout(r, 100));
    const mail = resetMail();
    const token = mail?.links.map((l) => new URL(l).searchParams.get('token')).find(Boolean);
    const newPassword = randomBytes(9).toString('base64url');
    const done = await forgetful.request(B.url, '/api/auth/reset-password', { json: { token, newPassword } });
    const oldSessionOnA = await member.request(A.url, endpointUrl(SESSION_ROUTES.me));
    const again = browser();
    const withNew = await again.request(A.url, '/api/auth/sign-in/email', {
      json: { email: memberEmail, password: newPassword },
    });
    check(
      'a password-reset link from A works on B and ends the sessions on A',
      reset.status === 200 && done.status === 200 && oldSessionOnA.body?.kind === 'visitor' && withNew.status === 200,
      `request on A ${reset.status}, reset on B ${done.status}, old session on A: ${oldSessionOnA.body?.kind}, new password on A ${withNew.status}`,
    );

    // ---- rate limits, counted in the database
    // Access requests: 5 per address per 10 minutes, alternating A and B.
    {
      const from = clientAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const target = i % 2 ? B : A;
        const r = await new Client(SITE, { 'x-forwarded-for': from }).request(
          target.url,
          endpointUrl(ACCESS_REQUEST_ROUTES.submit),
          {
            json: { email: `asker${i}@multi.example.com`, firstName: 'Sam', lastName: 'Ask' },
          },
        );
        statuses.push(r.status);
      }
      check(
        'the access-request limit (5 per address) counts across A and B',
        statuses.join(',') === '201,201,201,201,201,429,429',
        `A,B,A,…: ${statuses.join(' ')}`,
      );
    }
    // Sign-in (Better Auth's limiter on the database): 10 a minute per address, alternating. Each attempt
    // names another email, so only the address limit is met (the per-account one is checked below).
    {
      const from = clientAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const r = await new Client(SITE, { 'x-forwarded-for': from }).request(i % 2 ? B.url : A.url, '/api/auth/sign-in/email', {
          json: { email: `stranger${i}@multi.example.com`, password: 'not-the-password' },
        });
        statuses.push(r.status);
      }
      check(
        'the sign-in limit (10 a minute per address) counts across A and B',
        statuses.slice(0, 10).every((s) => s === 401) && statuses.slice(10).every((s) => s === 429),
        statuses.join(' '),
      );
    }
    // The same, all at once: 24 simultaneous attempts split over A and B; exactly 10 get through.
    {
      const from = clientAddress();
      const statuses = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          new Client(SITE, { 'x-forwarded-for': from })
            .request(i % 2 ? B.url : A.url, '/api/auth/sign-in/email', {
              json: { email: `crowd${i}@multi.example.com`, password: 'not-the-password' },
            })
            .then((r) => r.status),
        ),
      );
      const through = statuses.filter((s) => s !== 429).length;
      check(
        '24 simultaneous sign-ins over A and B: exactly 10 get through',
        through === 10,
        `${through} answered, ${statuses.length - through} refused with 429`,
      );
    }
    // Questions: 20 an hour per member, alternating.
    {
      const asker = browser();
      await asker.request(A.url, '/api/auth/sign-in/email', { json: { email: memberEmail, password: newPassword } });
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const r = await asker.request(i % 2 ? B.url : A.url, ASK_ROUTES.save.path, {
          json: {
            name: 'Morgan Reyes',
            question: ASK_QUESTIONS[0],
            answer: `question ${i}`,
            followup: 'no',
            sharePermission: true,
          },
        });
        statuses.push(r.status);
      }
      check(
        'the question limit (20 an hour per member) counts across A and B',
        statuses.slice(0, 20).every((s) => s === 201) && statuses[20] === 429,
        `${statuses.filter((s) => s === 201).length}×201, then ${statuses[20]}`,
      );
    }
    // Sign-in per account: 10 wrong passwords for one email in 15 minutes, each from its own address,
    // alternating; then even the right one waits (the member is not needed after this).
    {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const r = await browser().request(i % 2 ? B.url : A.url, '/api/auth/sign-in/email', {
          json: { email: memberEmail, password: i < 10 ? 'not-the-password' : newPassword },
        });
        statuses.push(r.status);
      }
      check(
        'the per-account sign-in limit (10 per 15 minutes, any address) counts across A and B',
        statuses.slice(0, 10).every((s) => s === 401) && statuses[10] === 429,
        statuses.join(' '),
      );
    }

    // ---- uploads: stored through A, served by B from the shared STORAGE_DIR
    {
      const form = new FormData();
      form.set('purpose', 'post-image');
      form.set('file', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
      const stored = await admin.request(A.url, endpointUrl(UPLOAD_ROUTES.upload), { body: form });
      const url = stored.body?.url as string | undefined;
      const served = url ? await fetch(`${B.url}${url}`) : null;
      const bytes = served ? Buffer.from(await served.arrayBuffer()) : Buffer.alloc(0);
      check(
        'an upload stored through A is served by B',
        stored.status === 201 && served?.status === 200 && bytes.equals(PNG),
        `upload on A ${stored.status} → ${url}, GET on B ${served?.status}, ${bytes.length} bytes`,
      );
    }

    // ---- push subscriptions (production pair): one key for the browser, one row whichever instance saves it
    {
      const [configA, configB] = await Promise.all(
        [A, B].map((x) => new Client(SITE).request(x.url, endpointUrl(SESSION_ROUTES.config))),
      );
      check(
        'A and B give browsers the same VAPID public key',
        configA.body?.push?.vapidPublicKey === vapid.publicKey && configB.body?.push?.vapidPublicKey === vapid.publicKey,
      );
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const subscription = {
        endpoint: `https://fcm.googleapis.com/fcm/send/multi-${randomBytes(8).toString('hex')}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
      const count = async () =>
        (await client.query('select count(*)::int as n from push_subscriptions where endpoint = $1', [subscription.endpoint]))
          .rows[0].n as number;
      const onA = await admin.request(A.url, PUSH_ROUTES.subscribe.path, { json: subscription });
      const afterA = await count();
      const onB = await admin.request(B.url, PUSH_ROUTES.subscribe.path, { json: subscription });
      const afterB = await count();
      const removed = await admin.request(B.url, PUSH_ROUTES.unsubscribe.path, {
        method: 'DELETE',
        json: { endpoint: subscription.endpoint },
      });
      const afterDelete = await count();
      check(
        'a push subscription saved on A is the same one on B (saved again: still one; removed on B: gone)',
        onA.status === 201 && onB.status === 201 && removed.status === 200 && afterA === 1 && afterB === 1 && afterDelete === 0,
        `rows: ${afterA} after A, ${afterB} after B, ${afterDelete} after DELETE on B`,
      );
    }

    // ---- push delivery (second pair, NODE_ENV=test so that a push service on 127.0.0.1 may be used; the
    // API accepts only https endpoints, so that subscription is written into the table as the tests do).
    // A question asked on C and one asked on D: both notifications reach the browser, signed with the
    // shared VAPID key the browser subscribed with, and decrypt with the browser's keys.
    {
      const push = await startPushService();
      const [C, D] = await Promise.all([
        start('C', PORT + 2, { ...shared, NODE_ENV: 'test', DATA_DIR: ownDataDir() }),
        start('D', PORT + 3, { ...shared, NODE_ENV: 'test', DATA_DIR: ownDataDir() }),
      ]);
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const { rows: adminRows } = await client.query('select id from users where email = $1', [adminEmail]);
      await client.query(`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`, [
        adminRows[0].id,
        `http://127.0.0.1:${push.port}/push/${randomBytes(6).toString('hex')}`,
        ecdh.getPublicKey().toString('base64url'),
        auth,
      ]);
      // Signed in on A: C and D, in NODE_ENV=test, check passwords with the test suite's cheaper hashing
      // (decision 027), which refuses a production hash; the session, shared in PostgreSQL, is what counts.
      const adminCD = browser();
      await adminCD.request(A.url, '/api/auth/sign-in/email', { json: { email: adminEmail, password: adminPassword } });
      const statuses: number[] = [];
      for (const [instance, name] of [
        [C, 'Asked on C'],
        [D, 'Asked on D'],
      ] as const) {
        const r = await adminCD.request(instance.url, ASK_ROUTES.save.path, {
          json: {
            name,
            question: ASK_QUESTIONS[1],
            answer: 'A question that wakes the administrators',
            followup: 'no',
            sharePermission: false,
          },
        });
        statuses.push(r.status);
      }
      for (let i = 0; i < 100 && push.received.length < 2; i++) await new Promise((r) => setTimeout(r, 100));
      const titles = push.received.map((delivered) => {
        try {
          return JSON.parse(
            ece.decrypt(delivered.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
          ).title as string;
        } catch {
          return '(not decryptable)';
        }
      });
      const signed = push.received.every((delivered) =>
        vapidSignedBy(delivered.headers.authorization as string, vapid.publicKey),
      );
      check(
        'questions asked on C and on D both reach the admin’s browser, signed with the shared VAPID key',
        statuses.every((s) => s === 201) &&
          push.received.length === 2 &&
          signed &&
          titles.sort().join('|') === 'New question from Asked on C|New question from Asked on D',
        `asked: ${statuses.join(' ')}, push service got ${push.received.length}, VAPID signature ${signed ? 'valid' : 'INVALID'}, titles: ${titles.join('; ')}`,
      );
      await Promise.all([C.stop(), D.stop()]);
      await push.close();
    }

    // ---- the control: an instance that shares the database but NOT the secrets (it generates its own)
    {
      const { AUTH_SECRET: _a, VAPID_PUBLIC_KEY: _p, VAPID_PRIVATE_KEY: _k, ...withoutSecrets } = shared;
      const E = await start('E', PORT + 4, { ...withoutSecrets, NODE_ENV: 'production', DATA_DIR: ownDataDir() });
      const meOnE = await admin.request(E.url, endpointUrl(SESSION_ROUTES.me));
      const meOnA = await admin.request(A.url, endpointUrl(SESSION_ROUTES.me));
      const configE = await new Client(SITE).request(E.url, endpointUrl(SESSION_ROUTES.config));
      check(
        'control: an instance with its own generated secrets does not know A’s sessions and advertises another VAPID key',
        meOnA.body?.kind === 'admin' && meOnE.body?.kind === 'visitor' && configE.body?.push?.vapidPublicKey !== vapid.publicKey,
        `GET /api/me on A: ${meOnA.body?.kind}, on E: ${meOnE.body?.kind}`,
      );
      await E.stop();
    }

    const unexpected = [A, B].flatMap((x) =>
      x.log.filter((line) => /unexpected error|failed to start/i.test(line)).map((line) => `${x.name}: ${line}`),
    );
    check('no unexpected server errors logged by A or B', unexpected.length === 0, unexpected.slice(0, 3).join(' | '));
    await client.end();
  } finally {
    await Promise.all(running.map((x) => x.stop()));
    for (const dir of [...dataDirs, shared.STORAGE_DIR]) rmSync(dir, { recursive: true, force: true });
  }

  const failed = results.filter((r) => !r.ok);
  console.log(`\n${results.length - failed.length}/${results.length} checks passed`);
  process.exitCode = failed.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  if (!results.some((r) => !r.ok)) console.error('stopped before every check ran');
  process.exit(1);
});
