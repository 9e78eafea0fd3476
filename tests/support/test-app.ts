// Builds the real app on a fresh database for one test file: PGlite restored from the run's migrated
// template, or, when TEST_DATABASE_URL is set (npm run test:pg), a new PostgreSQL database cloned from
// the migrated template database. Requests go through app.request(), exactly as the server runs them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../../src/server/app';
import { openDatabase, PGLITE_OPTIONS, type DatabaseHandle } from '../../src/server/db/client';
import { loadConfig, type Config } from '../../src/server/env';
import { createMailer } from '../../src/server/mail/mailer';
import { createCall } from './call';
import { recordSecrets } from './log-capture';
import { cookieSecrets, linkSecrets, type Secret } from './log-secrets';
import { readOutbox } from './outbox';

/** The tokens in the links of every email the app wrote, for the log check (a test may have made the outbox
 * unreadable on purpose, to make sending fail). */
function recordEmailedSecrets(outboxDir: string) {
  try {
    recordSecrets(readOutbox(outboxDir).flatMap((message) => linkSecrets([message.text, ...message.links].join('\n'))));
  } catch {
    /* no outbox to read */
  }
}

/** The passwords a request's body sends (any field whose name says password), for the log check. */
function passwordsIn(json: unknown): Secret[] {
  if (!json || typeof json !== 'object') return [];
  return Object.entries(json as Record<string, unknown>).flatMap(([key, value]) =>
    /password/i.test(key) && typeof value === 'string' ? [{ kind: 'password', value }] : [],
  );
}

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestClock = { now: () => Date; set(date: Date): void; advance(ms: number): void; reset(): void };

/** Real time by default; set() freezes it at a moment, advance() moves it, reset() returns to real time. */
function createClock(): TestClock {
  let frozen: Date | null = null;
  return {
    now: () => (frozen ? new Date(frozen) : new Date()),
    set: (date) => {
      frozen = new Date(date);
    },
    advance: (ms) => {
      frozen = new Date((frozen ?? new Date()).getTime() + ms);
    },
    reset: () => {
      frozen = null;
    },
  };
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = process.env.TEST_DATABASE_TEMPLATE ?? 'fmc_test_template';
    // TEST_DATABASE_PREFIX lets a run by hand keep its databases apart from test:pg's.
    const name = `${process.env.TEST_DATABASE_PREFIX ?? 'fmc_test_'}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
    return {
      handle,
      async drop() {
        const again = new pg.Client({ connectionString: adminUrl });
        await again.connect();
        // pg-pool's end() resolves once it has asked its connections to close, not once they have: a
        // forced drop at once can terminate one still closing, which the pool then logs as a lost
        // connection. So wait (a second at most) for the database's own backends to go first.
        for (let tries = 0; tries < 50; tries++) {
          const { rows } = await again.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await again.query(`drop database if exists ${name} with (force)`);
        await again.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new Blob([dump]) });
  return { handle: await openDatabase({ kind: 'pglite-instance', client }), drop: async () => {} };
}

/** `webDir`: a folder of built pages to serve, as dist/web in production. */
export type TestAppOptions = { env?: Record<string, string | undefined>; webDir?: string };

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    RATE_LIMIT: 'false',
    ...options.env,
  });
  const { handle, drop } = await openTestDatabase();
  const mailLog: string[] = [];
  const mailer = createMailer(config.mail, (line) => mailLog.push(line));
  const clock = createClock();
  const {
    app,
    auth,
    afterAnswer,
    jobs,
    live,
    mailer: mail,
    lifecycle,
  } = createApp({
    config,
    database: handle,
    mailer,
    now: clock.now,
    webDir: options.webDir,
  });

  /** Sends a request like a browser on the app's own origin; `cookie` signs it in. It returns once the
   * work the request left for after its answer (an email) is done too, so a test reads the outbox as a
   * person would a moment later; to see the answer alone, use `app.request` and then `settled()`. */
  async function request(
    pathname: string,
    init: { method?: string; json?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(pathname, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    recordSecrets([...passwordsIn(init.json), ...response.headers.getSetCookie().flatMap(cookieSecrets)]);
    const text = await response.text();
    await afterAnswer.settled();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body, headers: response.headers };
  }

  /** Signs in with email and password; answers the cookie to send, or throws with the server's answer. */
  async function signIn(email: string, password: string) {
    const response = await request('/api/auth/sign-in/email', { json: { email, password } });
    const setCookie = response.headers.get('set-cookie');
    if (response.status !== 200 || !setCookie) {
      throw Object.assign(new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`), { response });
    }
    return { cookie: setCookie.split(';')[0], body: response.body };
  }

  return {
    app,
    auth,
    config,
    /** Live delivery, when the test asked for it (env LIVE: 'true'). */
    live,
    /** Serving or stopping: a test marks the start of a shutdown with lifecycle.beginStopping(). */
    lifecycle,
    db: handle.db,
    database: handle,
    clock,
    mailLog,
    /** What the features send through (mail/delivery.ts): registered templates, settings, refusals. */
    mail,
    outbox: () => readOutbox(config.mail.outboxDir),
    request,
    /** An endpoint as its definition describes it, typed (tests/support/call.ts); `request` for raw HTTP. */
    call: createCall(request),
    signIn,
    /** Resolves when the work requests left for after their answers (emails) has finished. */
    settled: () => afterAnswer.settled(),
    /** The app's scheduler, not started: a test that drives timed work starts it (`{ poll: false }`), moves
     * the clock and calls `jobs.runDue()`. */
    jobs,
    async close() {
      recordEmailedSecrets(config.mail.outboxDir);
      // Work a request left for later (the new-question push, scheduled with setImmediate) starts before
      // the database closes: on PGlite a request can finish without the event loop ever turning.
      await new Promise((resolve) => setImmediate(resolve));
      await afterAnswer.settled();
      await jobs.stop();
      await live?.close();
      mailer.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
