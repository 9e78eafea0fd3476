// Faults (issue 7, item 7): what happens to data and to the server when things break.
//   A. kill -9 of the server in the middle of a burst of Ask saves, access requests and one-time-link
//      sign-ups, on the embedded PGlite (DATA_DIR) and on PostgreSQL (a throwaway cluster of our own).
//      After a restart on the same data, every write that was answered 2xx must be there, whole, and
//      nothing half-written.
//   B. PostgreSQL stopping under a running server (fast shutdown, then an immediate one) and coming
//      back ~5 s later, then its connections being terminated inside transactions while it stays up:
//      requests get 503 with the plain message (never 500, never a hang), the server does not crash,
//      and requests succeed again by themselves.
// Run: npm run bench:faults            (all three scenarios)
//      npm run bench:faults -- pglite   (or: postgres, restart; several may be named)
// Knobs (environment): FAULTS_REQUESTS (burst size, 300), FAULTS_CLIENTS (concurrent clients, 4),
// FAULTS_KILL_AT (fraction of answers after which to kill, 0.4), FAULTS_OUTAGE_MS (5000),
// FAULTS_PG_BIN (folder of initdb/pg_ctl; found under /usr/lib/postgresql otherwise), FAULTS_PG_PORT (55432).
// The server runs exactly as `npm run serve` runs it (NODE_ENV=production, src/server/index.ts through
// tsx), but as `node --import tsx` so that the process we kill is the one holding the database (the
// `tsx` command is a wrapper that starts the server in a child process). RATE_LIMIT=false for the burst.
// Everything lives in temporary folders that are removed at the end; nothing is written to the repo.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ASK_QUESTIONS, type SaveConversationRequest } from '../src/common/contracts/ask';
import { GENERAL_MESSAGES } from '../src/common/messages';
import { chatToSaveRequest, type ChatState } from '../src/web/features/ask/chat-machine';
import { createAuth } from '../src/server/auth/auth';
import { createPasswordAccount } from '../src/server/auth/accounts';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { lockFilePath } from '../src/server/db/lock';
import { attendees, accessRequests } from '../src/server/db/schema';
import { loadConfig } from '../src/server/env';
import { createMailDelivery } from '../src/server/mail/delivery';
import { createMailer } from '../src/server/mail/mailer';
import { freePort } from '../tests/support/free-port';
import { ACCESS_REQUEST_ROUTES } from '../src/common/contracts/access-requests-routes';
import { ASK_ROUTES } from '../src/common/contracts/ask-routes';
import { HEALTH_ROUTES } from '../src/common/contracts/health-routes';
import { PROFILE_ROUTES } from '../src/common/contracts/profile-routes';
import { SESSION_ROUTES } from '../src/common/contracts/session-routes';
import { endpointUrl } from '../src/common/contracts/endpoint';

const ROOT = path.resolve(import.meta.dirname, '..');
const REQUESTS = Number(process.env.FAULTS_REQUESTS ?? 300);
const CLIENTS = Number(process.env.FAULTS_CLIENTS ?? 4);
const KILL_AT = Number(process.env.FAULTS_KILL_AT ?? 0.4);
const OUTAGE_MS = Number(process.env.FAULTS_OUTAGE_MS ?? 5000);
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 55432);
/** No request may take longer than this, outage or not. */
const REQUEST_BOUND_MS = 10_000;
const MEMBER = {
  email: 'fault.member@bench.example.com',
  password: randomBytes(12).toString('base64url'),
  firstName: 'Fay',
  lastName: 'Bench',
};

// ---------------------------------------------------------------------------------------------------
// Results

type Check = { scenario: string; name: string; ok: boolean; detail: string };
const checks: Check[] = [];
function check(scenario: string, name: string, ok: boolean, detail = '') {
  checks.push({ scenario, name, ok, detail });
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`);
}
const log = (line: string) => console.log(`[faults] ${line}`);
/** FAULTS_KEEP=1 keeps the temporary data folders (with server.log) for a look afterwards. */
function removeUnlessKept(dir: string) {
  if (process.env.FAULTS_KEEP) log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------------
// A PostgreSQL cluster of our own (never the machine's shared one)

function findPgBin(): string | undefined {
  if (process.env.FAULTS_PG_BIN) return process.env.FAULTS_PG_BIN;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const version of versions)
      if (existsSync(path.join(base, version, 'bin/pg_ctl'))) return path.join(base, version, 'bin');
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  return pgConfig.status === 0 ? pgConfig.stdout.trim() : undefined;
}

class OwnCluster {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'fmc-faults-pg-'));
  readonly data = path.join(this.dir, 'data');
  readonly logFile = path.join(this.dir, 'postgres.log');
  /** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
  private readonly asRoot = process.getuid?.() === 0;

  constructor(
    readonly bin: string,
    readonly port: number,
  ) {
    if (this.asRoot) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      chownSync(this.dir, uid, gid);
    }
  }

  private run(command: string, args: string[]) {
    const [file, argv] = this.asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(this.bin, command), ...args]]
      : [path.join(this.bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  }

  init() {
    this.run('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  }
  start() {
    this.run('pg_ctl', [
      '-D',
      this.data,
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`,
      '-l',
      this.logFile,
      '-w',
      'start',
    ]);
  }
  stop(mode: 'fast' | 'immediate') {
    this.run('pg_ctl', ['-D', this.data, '-m', mode, '-w', 'stop']);
  }
  version() {
    return this.run('postgres', ['--version']).trim();
  }
  url(database = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }
  async createDatabase(name: string) {
    const client = new pg.Client({ connectionString: this.url() });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    return this.url(name);
  }
  destroy() {
    try {
      this.stop('immediate');
    } catch {
      /* already stopped */
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------
// The server, as its own process

class ServerProcess {
  child: ChildProcess | undefined;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }> = Promise.resolve({ code: null, signal: null });
  readonly base: string;

  constructor(
    readonly env: Record<string, string>,
    readonly port: number,
    readonly logFile: string,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  get alive() {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  /** Starts the server and answers how long it took until /api/health said ok. */
  async start(timeoutMs = 60_000): Promise<number> {
    const started = Date.now();
    const out = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...this.env },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    this.child = child;
    this.exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    while (Date.now() - started < timeoutMs) {
      if (!this.alive) throw new Error(`the server exited at start (see ${this.logFile}):\n${this.logTail()}`);
      try {
        const response = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (response.status === 200) return Date.now() - started;
      } catch {
        /* not listening yet */
      }
      await sleep(100);
    }
    throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${this.logTail()}`);
  }

  async kill9() {
    this.child?.kill('SIGKILL');
    return this.exit;
  }

  async stop() {
    if (!this.alive) return this.exit;
    this.child?.kill('SIGTERM');
    return this.exit;
  }

  logText() {
    return existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8') : '';
  }
  logTail(lines = 30) {
    return this.logText().split('\n').slice(-lines).join('\n');
  }
}

function serverEnv(dataDir: string, port: number, databaseUrl?: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** The approved access requests whose one-time links the burst signs up with, one per third of the burst. */
const signUpEmail = (run: string, k: number) => `fault-signup-${run}-${k}@bench.example.com`;

/**
 * Makes the onboarded member the burst signs in as, directly in the database (as
 * tests/e2e/support/prepare-data.ts), and the approved requests of the burst's sign-ups: their tokens.
 */
async function prepareData(env: Record<string, string>, run: string) {
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite-dir', dataDir: config.dataDir, lockOwner: 'the fault bench' },
  );
  const mailer = createMailer(config.mail, () => {});
  try {
    const auth = createAuth({
      db: database.db,
      config,
      mailer: createMailDelivery({ db: database.db, transport: mailer, config, now: () => new Date() }),
      now: () => new Date(),
    });
    const { userId } = await createPasswordAccount(auth, database.db, {
      email: MEMBER.email,
      password: MEMBER.password,
      name: `${MEMBER.firstName} ${MEMBER.lastName}`,
      accessLinkSignUp: false,
    });
    await database.db
      .insert(attendees)
      .values({ userId, email: MEMBER.email, firstName: MEMBER.firstName, lastName: MEMBER.lastName, onboardingCompleted: true });
    const now = new Date();
    const links = await database.db
      .insert(accessRequests)
      .values(
        Array.from({ length: Math.ceil(REQUESTS / 3) }, (_, k) => ({
          email: signUpEmail(run, k),
          firstName: 'Fault',
          lastName: `Signup ${k}`,
          status: 'approved' as const,
          approved: true,
          approvedAt: now,
          token: randomBytes(32).toString('base64url'),
          expiresAt: new Date(now.getTime() + 3600_000),
        })),
      )
      .returning({ token: accessRequests.token });
    return { memberId: userId, tokens: links.map((link) => link.token!) };
  } finally {
    mailer.close();
    await database.close();
  }
}

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: server.base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: MEMBER.email, password: MEMBER.password }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

type Outcome = { status: number | 'error' | 'timeout'; ms: number; body: any; error?: string };

async function send(
  server: ServerProcess,
  method: string,
  pathname: string,
  init: { cookie?: string; json?: unknown } = {},
): Promise<Outcome> {
  const started = performance.now();
  const headers: Record<string, string> = { origin: server.base };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${server.base}${pathname}`, {
      method,
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(REQUEST_BOUND_MS),
    });
    const text = await response.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: response.status, ms: performance.now() - started, body };
  } catch (error) {
    const name = (error as Error).name;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      status: name === 'TimeoutError' ? 'timeout' : 'error',
      ms: performance.now() - started,
      body: null,
      error: cause?.code ?? cause?.message ?? (error as Error).message,
    };
  }
}

/** A finished Ask chat, built the way the browser builds its save request. */
function askChat(marker: string, i: number): SaveConversationRequest {
  const question = ASK_QUESTIONS[i % ASK_QUESTIONS.length];
  return chatToSaveRequest({
    step: 'complete',
    name: `${MEMBER.firstName} ${marker}`,
    question,
    answer: `answer ${marker}`,
    followup: i % 3 === 0 ? 'no' : `followup ${marker}`,
    sharePermission: i % 2 === 0,
    error: null,
  } satisfies ChatState)!;
}

// ---------------------------------------------------------------------------------------------------
// A. kill -9 during a burst

type Sent =
  | { kind: 'ask'; i: number; marker: string; body: SaveConversationRequest; outcome?: Outcome; id?: string }
  | { kind: 'access'; i: number; marker: string; email: string; outcome?: Outcome }
  | { kind: 'signup'; i: number; marker: string; email: string; token: string; outcome?: Outcome };

const is2xx = (outcome?: Outcome) => typeof outcome?.status === 'number' && outcome.status >= 200 && outcome.status < 300;

async function burstAndKill(server: ServerProcess, cookie: string, run: string, tokens: string[]) {
  const sent: Sent[] = [];
  let next = 0;
  let answered = 0;
  let killed = false;
  let killedAfter = 0;
  const killAt = Math.max(1, Math.floor(REQUESTS * KILL_AT));
  let killDone: Promise<{ code: number | null; signal: NodeJS.Signals | null } | undefined> = Promise.resolve(undefined);
  const started = performance.now();

  async function client() {
    while (!killed && next < REQUESTS) {
      const i = next++;
      const marker = `${run}-${i}`;
      if (i % 3 === 0) {
        const item: Sent = { kind: 'ask', i, marker, body: askChat(marker, i) };
        sent.push(item);
        item.outcome = await send(server, 'POST', endpointUrl(ASK_ROUTES.save), { cookie, json: item.body });
        if (is2xx(item.outcome)) item.id = item.outcome.body?.id;
      } else if (i % 3 === 1) {
        const item: Sent = { kind: 'access', i, marker, email: `fault-${marker}@bench.example.com` };
        sent.push(item);
        item.outcome = await send(server, 'POST', endpointUrl(ACCESS_REQUEST_ROUTES.submit), {
          json: { email: item.email, firstName: 'Fault', lastName: `Bench ${marker}` },
        });
      } else {
        const k = Math.floor(i / 3);
        const item: Sent = { kind: 'signup', i, marker, email: signUpEmail(run, k), token: tokens[k] };
        sent.push(item);
        item.outcome = await send(server, 'POST', endpointUrl(ACCESS_REQUEST_ROUTES.signUp, { token: item.token }), {
          json: { password: `pw-${marker}` },
        });
      }
      if (is2xx(sent.find((s) => s.i === i)?.outcome)) answered++;
      if (!killed && answered >= killAt) {
        killed = true;
        killedAfter = performance.now() - started;
        killDone = server.kill9();
      }
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client));
  if (!killed) {
    killed = true;
    killDone = server.kill9();
  }
  const exit = await killDone;
  return { sent, killedAfterMs: killedAfter, exit };
}

async function killScenario(engine: 'pglite' | 'postgres', cluster?: OwnCluster) {
  const scenario = `A. kill -9 mid-burst (${engine})`;
  console.log(`\n== ${scenario}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `fmc-faults-${engine}-`));
  try {
    const databaseUrl = cluster ? await cluster.createDatabase(`faults_${randomBytes(4).toString('hex')}`) : undefined;
    const port = await freePort();
    const env = serverEnv(dataDir, port, databaseUrl);
    const run = randomBytes(3).toString('hex');
    const { memberId, tokens } = await prepareData(env, run);
    const server = new ServerProcess(env, port, path.join(dataDir, 'server.log'));
    const firstStartMs = await server.start();
    const cookie = await signIn(server);
    log(
      `server up in ${firstStartMs} ms (pid ${server.child?.pid}); burst of ${REQUESTS} requests from ${CLIENTS} clients, kill -9 after ${Math.floor(REQUESTS * KILL_AT)} answers`,
    );
    const { sent, killedAfterMs, exit } = await burstAndKill(server, cookie, run, tokens);
    const ok = sent.filter((s) => is2xx(s.outcome));
    const unknown = sent.filter((s) => !is2xx(s.outcome));
    const otherStatuses = unknown.filter((s) => typeof s.outcome?.status === 'number');
    log(
      `killed after ${Math.round(killedAfterMs)} ms (exit: ${JSON.stringify(exit)}); sent ${sent.length}: ${ok.length} answered 2xx ` +
        `(${ok.filter((s) => s.kind === 'ask').length} Ask saves, ${ok.filter((s) => s.kind === 'access').length} access requests, ` +
        `${ok.filter((s) => s.kind === 'signup').length} sign-ups), ` +
        `${unknown.length} cut off by the kill (${[...new Set(unknown.map((s) => s.outcome?.error ?? s.outcome?.status))].join(', ')})`,
    );
    check(
      scenario,
      'the burst was answered 2xx until the kill',
      otherStatuses.length === 0,
      otherStatuses.length
        ? `non-2xx answers: ${otherStatuses.map((s) => s.outcome?.status).join(', ')}`
        : `${ok.length} answers, ${unknown.length} in flight or after the kill`,
    );
    check(scenario, 'the server was killed by SIGKILL', exit?.signal === 'SIGKILL', JSON.stringify(exit));

    const lockLeft = existsSync(lockFilePath(dataDir));
    if (engine === 'pglite') {
      check(
        scenario,
        'the kill left a stale lock file behind (the restart must take it over)',
        lockLeft,
        lockLeft ? readFileSync(lockFilePath(dataDir), 'utf8') : 'no lock file',
      );
    }

    // Restart on the same data.
    let restartMs = -1;
    try {
      restartMs = await server.start();
      check(scenario, 'the server restarts on the same data after kill -9', true, `healthy in ${restartMs} ms`);
    } catch (error) {
      check(scenario, 'the server restarts on the same data after kill -9', false, (error as Error).message);
      return;
    }
    const after = await send(server, 'POST', endpointUrl(ASK_ROUTES.save), { cookie, json: askChat(`after-${run}`, 1) });
    check(
      scenario,
      'the member session survives and a new save succeeds after the restart',
      after.status === 201,
      `status ${after.status}`,
    );
    const list = await send(server, 'GET', endpointUrl(ASK_ROUTES.list, {}, { pageSize: 1 }), { cookie });
    const stopped = await server.stop();
    check(
      scenario,
      'the restarted server stops cleanly on SIGTERM',
      stopped.code === 0 && (engine !== 'pglite' || !existsSync(lockFilePath(dataDir))),
      JSON.stringify(stopped),
    );
    const crashes = server.logText().match(/\[http\] unexpected error|Uncaught|unhandled/gi) ?? [];
    check(
      scenario,
      'no unexpected errors in the server log',
      crashes.length === 0,
      crashes.length ? `${crashes.length} found` : '',
    );

    // Verify in the database itself.
    const database = await openDatabase(
      databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite-dir', dataDir, lockOwner: 'the fault bench' },
    );
    try {
      await verifyBurst(scenario, database, memberId, run, sent, list.body?.total);
    } finally {
      await database.close();
    }
  } finally {
    removeUnlessKept(dataDir);
  }
}

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

type ConversationRow = {
  id: string;
  user_id: string | null;
  email: string | null;
  name: string | null;
  question: string | null;
  answer: string | null;
  followup: string | null;
  share_permission: boolean;
  status: string;
  step: string;
  timestamp: Date | string | null;
  questions_and_answers: Array<{ question: string; answer: string }> | null;
};
type SignUpRow = {
  email: string;
  used: boolean;
  status: string;
  completed_at: unknown;
  user_id: string | null;
  access_link_sign_up: boolean | null;
  logins: number;
  attendee_user_id: string | null;
  onboarding_completed: boolean | null;
  first_name: string | null;
};
type AccessRow = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  token: string | null;
  expires_at: unknown;
  status: string;
  approved: boolean;
  approved_at: unknown;
  used: boolean;
  created_at: unknown;
  updated_at: unknown;
};

/**
 * Half-written, precisely:
 *  - an Ask save is one row; it is whole when it belongs to the member (user_id and email), has step
 *    'complete', status 'pending', a name, a question, an answer and a followup equal to what was sent,
 *    a non-empty questions_and_answers array and a timestamp;
 *  - an access request is one row; it is whole when it is 'pending', not approved, not used, has no
 *    token and no expiry (those come with approval), has email, first and last name and its dates; and
 *    there is one open request per email;
 *  - a one-time-link sign-up is four writes (the link spent, the user, its password login, the member
 *    row); each link is whole when it is either spent with all three, or unspent with none of them;
 *  - no row anywhere points at an account that is not there (sessions, accounts, attendees, conversations).
 */
async function verifyBurst(
  scenario: string,
  database: DatabaseHandle,
  memberId: string,
  run: string,
  sent: Sent[],
  listedTotal: unknown,
) {
  const conversations = await rows<ConversationRow>(
    database,
    sql`select * from conversations where answer like ${`answer ${run}-%`}`,
  );
  const requests = await rows<AccessRow>(
    database,
    sql`select * from access_requests where email like ${`fault-${run}-%@bench.example.com`}`,
  );
  const byAnswer = new Map(conversations.map((row) => [row.answer, row]));
  const byEmail = new Map<string, AccessRow[]>();
  for (const row of requests) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);

  const asks = sent.filter((s): s is Extract<Sent, { kind: 'ask' }> => s.kind === 'ask');
  const access = sent.filter((s): s is Extract<Sent, { kind: 'access' }> => s.kind === 'access');
  const okAsks = asks.filter((s) => is2xx(s.outcome));
  const okAccess = access.filter((s) => is2xx(s.outcome));

  const missingAsks = okAsks.filter((s) => !conversations.some((row) => row.id === s.id));
  check(
    scenario,
    'every Ask save answered 2xx is in the database (by id)',
    missingAsks.length === 0,
    `${okAsks.length - missingAsks.length}/${okAsks.length} present${missingAsks.length ? `; missing ${missingAsks.map((s) => s.id).join(', ')}` : ''}`,
  );
  const missingAccess = okAccess.filter((s) => !byEmail.has(s.email));
  check(
    scenario,
    'every access request answered 2xx is in the database (by email)',
    missingAccess.length === 0,
    `${okAccess.length - missingAccess.length}/${okAccess.length} present${missingAccess.length ? `; missing ${missingAccess.map((s) => s.email).join(', ')}` : ''}`,
  );

  const sentAsk = new Map(asks.map((s) => [s.body.answer, s]));
  const halfAsks = conversations.filter((row) => {
    const request = sentAsk.get(row.answer ?? '');
    return (
      !request ||
      row.user_id !== memberId ||
      row.email !== MEMBER.email ||
      row.step !== 'complete' ||
      row.status !== 'pending' ||
      row.name !== request.body.name ||
      row.question !== request.body.question ||
      row.followup !== request.body.followup ||
      row.share_permission !== request.body.sharePermission ||
      !row.timestamp ||
      !Array.isArray(row.questions_and_answers) ||
      row.questions_and_answers.length === 0
    );
  });
  check(
    scenario,
    'no half-written Ask entry',
    halfAsks.length === 0,
    `${conversations.length} rows checked${halfAsks.length ? `; bad: ${halfAsks.map((r) => r.id).join(', ')}` : ''}`,
  );
  const duplicateAsks = conversations.length - byAnswer.size;
  check(scenario, 'no Ask save stored twice', duplicateAsks === 0, duplicateAsks ? `${duplicateAsks} duplicates` : '');

  const halfAccess = requests.filter(
    (row) =>
      row.status !== 'pending' ||
      row.approved ||
      row.used ||
      row.token !== null ||
      row.expires_at !== null ||
      row.approved_at !== null ||
      !row.first_name ||
      !row.last_name ||
      !row.created_at ||
      !row.updated_at ||
      !access.some((s) => s.email === row.email),
  );
  check(
    scenario,
    'no half-written access request',
    halfAccess.length === 0,
    `${requests.length} rows checked${halfAccess.length ? `; bad: ${halfAccess.map((r) => r.email).join(', ')}` : ''}`,
  );
  const duplicateAccess = [...byEmail.values()].filter((list) => list.length > 1).length;
  check(scenario, 'one open request per email', duplicateAccess === 0, duplicateAccess ? `${duplicateAccess} emails twice` : '');

  const signUps = sent.filter((s): s is Extract<Sent, { kind: 'signup' }> => s.kind === 'signup');
  const links = await rows<SignUpRow>(
    database,
    sql`select r.email, r.used, r.status, r.completed_at, u.id as user_id, u.access_link_sign_up,
        (select count(*)::int from accounts a
          where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null) as logins,
        t.user_id as attendee_user_id, t.onboarding_completed, t.first_name
      from access_requests r
      left join users u on lower(u.email) = lower(r.email)
      left join attendees t on lower(t.email) = lower(r.email)
      where r.email like ${`fault-signup-${run}-%@bench.example.com`}`,
  );
  const spent = (row: SignUpRow) =>
    row.used &&
    row.status === 'signed_up' &&
    !!row.completed_at &&
    !!row.user_id &&
    row.access_link_sign_up === true &&
    row.logins === 1 &&
    row.attendee_user_id === row.user_id &&
    row.onboarding_completed === true &&
    row.first_name === 'Fault';
  const unspent = (row: SignUpRow) =>
    !row.used && row.status === 'approved' && !row.completed_at && !row.user_id && !row.attendee_user_id;
  const linkByEmail = new Map(links.map((row) => [row.email, row]));
  const okSignUps = signUps.filter((s) => is2xx(s.outcome));
  const missingSignUps = okSignUps.filter((s) => !spent(linkByEmail.get(s.email)!));
  check(
    scenario,
    'every sign-up answered 2xx has its spent link, account, password login and onboarded member',
    missingSignUps.length === 0,
    `${okSignUps.length - missingSignUps.length}/${okSignUps.length} whole${missingSignUps.length ? `; not: ${missingSignUps.map((s) => s.email).join(', ')}` : ''}`,
  );
  const halfSignUps = links.filter((row) => !spent(row) && !unspent(row));
  check(
    scenario,
    'no half-written sign-up (each link spent with all its rows, or unspent with none)',
    halfSignUps.length === 0,
    `${links.length} links checked${halfSignUps.length ? `; bad: ${halfSignUps.map((r) => JSON.stringify(r)).join(', ')}` : ''}`,
  );

  const unknownAsks = asks.filter((s) => !is2xx(s.outcome));
  const unknownAccess = access.filter((s) => !is2xx(s.outcome));
  const unknownSignUps = signUps.filter((s) => !is2xx(s.outcome));
  log(
    `cut-off requests: ${unknownAsks.filter((s) => byAnswer.has(s.body.answer)).length}/${unknownAsks.length} Ask saves and ` +
      `${unknownAccess.filter((s) => byEmail.has(s.email)).length}/${unknownAccess.length} access requests and ` +
      `${unknownSignUps.filter((s) => spent(linkByEmail.get(s.email)!)).length}/${unknownSignUps.length} sign-ups ` +
      `were committed anyway (allowed: whole or absent)`,
  );

  const [orphans] = await rows<Record<string, number>>(
    database,
    sql`select
      (select count(*)::int from sessions s where not exists (select 1 from users u where u.id = s.user_id)) as sessions,
      (select count(*)::int from accounts a where not exists (select 1 from users u where u.id = a.user_id)) as accounts,
      (select count(*)::int from attendees t where t.user_id is not null and not exists (select 1 from users u where u.id = t.user_id)) as attendees,
      (select count(*)::int from conversations c where c.user_id is not null and not exists (select 1 from users u where u.id = c.user_id)) as conversations,
      (select count(*)::int from users u where not exists (select 1 from accounts a where a.user_id = u.id)) as users_without_login`,
  );
  const orphanTotal = Object.values(orphans).reduce((sum, n) => sum + Number(n), 0);
  check(
    scenario,
    'no orphan rows (sessions, accounts, attendees, conversations without their account; accounts without a login)',
    orphanTotal === 0,
    JSON.stringify(orphans),
  );

  // Every table reads end to end (a damaged page or index would fail here).
  const tables = await rows<{ table_name: string }>(
    database,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const unreadable: string[] = [];
  for (const { table_name } of tables) {
    try {
      await database.db.execute(sql.raw(`select count(*) from "${table_name}"`));
    } catch (error) {
      unreadable.push(`${table_name}: ${(error as Error).message}`);
    }
  }
  check(
    scenario,
    'every table reads in full after recovery',
    unreadable.length === 0,
    `${tables.length} tables${unreadable.length ? `; ${unreadable.join('; ')}` : ''}`,
  );
  const memberTotal = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from conversations where user_id = ${memberId} and step = 'complete'`,
  );
  check(
    scenario,
    "the member's own list (API, after restart) agrees with the database",
    listedTotal === memberTotal[0].n,
    `API total ${listedTotal}, database ${memberTotal[0].n}`,
  );
}

// ---------------------------------------------------------------------------------------------------
// B. PostgreSQL restarting under the app

type Probe = { name: string; method: string; path: string; member?: boolean; json?: (i: number) => unknown };

async function restartScenario(cluster: OwnCluster) {
  const scenario = 'B. PostgreSQL restarting under the app';
  console.log(`\n== ${scenario}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-faults-restart-'));
  const databaseUrl = await cluster.createDatabase(`faults_${randomBytes(4).toString('hex')}`);
  const port = await freePort();
  const env = serverEnv(dataDir, port, databaseUrl);
  const run = randomBytes(3).toString('hex');
  await prepareData(env, run);
  const server = new ServerProcess(env, port, path.join(dataDir, 'server.log'));
  try {
    await server.start();
    const cookie = await signIn(server);
    const probes: Probe[] = [
      { name: 'health', method: 'GET', path: endpointUrl(HEALTH_ROUTES.check) },
      { name: 'me', method: 'GET', path: endpointUrl(SESSION_ROUTES.me), member: true },
      { name: 'list Ask', method: 'GET', path: endpointUrl(ASK_ROUTES.list), member: true },
      {
        name: 'save Ask',
        method: 'POST',
        path: endpointUrl(ASK_ROUTES.save),
        member: true,
        json: (i) => askChat(`${run}-${i}`, i),
      },
      {
        name: 'access request',
        method: 'POST',
        path: endpointUrl(ACCESS_REQUEST_ROUTES.submit),
        json: (i) => ({ email: `fault-${run}-${i}@bench.example.com`, firstName: 'Fault', lastName: 'Bench' }),
      },
      {
        name: 'profile (transaction)',
        method: 'PUT',
        path: endpointUrl(PROFILE_ROUTES.update),
        member: true,
        json: (i) => ({ firstName: MEMBER.firstName, lastName: `Bench ${i}` }),
      },
      { name: 'auth get-session', method: 'GET', path: '/api/auth/get-session', member: true },
      {
        name: 'sign-in',
        method: 'POST',
        path: '/api/auth/sign-in/email',
        json: () => ({ email: MEMBER.email, password: MEMBER.password }),
      },
    ];
    type Record_ = { at: number; probe: string; outcome: Outcome };
    const records: Record_[] = [];
    const t0 = performance.now();
    let stopTrickle = false;
    let counter = 0;
    async function trickle(offset: number) {
      for (let k = offset; !stopTrickle; k++) {
        const probe = probes[k % probes.length];
        const i = counter++;
        const at = performance.now() - t0;
        const outcome = await send(server, probe.method, probe.path, {
          cookie: probe.member ? cookie : undefined,
          json: probe.json?.(i),
        });
        records.push({ at, probe: probe.name, outcome });
        await sleep(50);
      }
    }
    const workers = [0, 2, 4].map((offset) => trickle(offset));

    type Mode = 'fast' | 'immediate' | 'terminate';
    const phases: Array<{ mode: Mode; stopAt: number; stoppedAt: number; startedAt: number; recoveredAt?: number }> = [];
    await sleep(3000);
    for (const mode of ['fast', 'immediate', 'terminate'] as const) {
      const stopAt = performance.now() - t0;
      if (mode === 'terminate') {
        // PostgreSQL stays up; connections die inside transactions instead (an administrator's
        // pg_terminate_backend, a pooler or a network cut). Extra profile saves keep transactions open.
        log(`PostgreSQL up; terminating the app's connections that sit idle in a transaction, for ${OUTAGE_MS} ms`);
        const killed = await terminateInTransaction(server, cluster, databaseUrl, cookie, OUTAGE_MS);
        log(`${killed} connections terminated inside a transaction`);
      } else {
        cluster.stop(mode);
        log(`PostgreSQL stopped (-m ${mode}) at ${Math.round(performance.now() - t0)} ms; down for ${OUTAGE_MS} ms`);
        await sleep(OUTAGE_MS);
        cluster.start();
      }
      const stoppedAt = stopAt;
      const startedAt = performance.now() - t0;
      if (mode !== 'terminate') log(`PostgreSQL accepting again at ${Math.round(startedAt)} ms`);
      const phase: (typeof phases)[number] = { mode, stopAt, stoppedAt, startedAt };
      phases.push(phase);
      // Recovered: every probe has succeeded since the start, and nothing failed after that point.
      const deadline = performance.now() + 30_000;
      while (performance.now() < deadline) {
        await sleep(250);
        const since = records.filter((r) => r.at >= startedAt);
        const allSeen = probes.every((p) => since.some((r) => r.probe === p.name && is2xx(r.outcome)));
        if (allSeen) {
          const lastFailure = since
            .filter((r) => !is2xx(r.outcome))
            .reduce((max, r) => Math.max(max, r.at + r.outcome.ms), startedAt);
          phase.recoveredAt = lastFailure;
          break;
        }
      }
      await sleep(3000);
    }
    stopTrickle = true;
    await Promise.all(workers);

    check(scenario, 'the server process never exited', server.alive, server.alive ? '' : JSON.stringify(await server.exit));
    // Requests answered before the first stop began (one in flight at that moment may rightly fail).
    const before = records.filter((r) => r.at + r.outcome.ms < phases[0].stopAt);
    const beforeBad = before.filter((r) => !is2xx(r.outcome));
    check(
      scenario,
      'steady state before the outage: all 2xx',
      beforeBad.length === 0,
      `${before.length} requests${beforeBad.length ? `; ${beforeBad.map((r) => `${r.probe} → ${r.outcome.status} ${JSON.stringify(r.outcome.body)?.slice(0, 100)}`).join(' | ')}` : ''}`,
    );
    const statuses = new Map<string, number>();
    for (const r of records)
      statuses.set(`${r.probe}:${r.outcome.status}`, (statuses.get(`${r.probe}:${r.outcome.status}`) ?? 0) + 1);
    log(`answers over the whole run (probe:status count): ${[...statuses].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    const bad = records.filter((r) => !is2xx(r.outcome) && r.outcome.status !== 503);
    check(
      scenario,
      'every failure is a 503 (no 500, no other status, no timeout, no dropped connection)',
      bad.length === 0,
      bad.length
        ? bad
            .slice(0, 8)
            .map((r) => `${r.probe} → ${r.outcome.status} ${r.outcome.error ?? JSON.stringify(r.outcome.body)?.slice(0, 120)}`)
            .join(' | ')
        : `${records.filter((r) => r.outcome.status === 503).length} × 503`,
    );
    // /api/auth/* answers in Better Auth's shape ({ code, message }); every other route in { error: { code, message } }.
    const unplain = records.filter(
      (r) =>
        r.outcome.status === 503 &&
        r.probe !== 'health' &&
        (r.outcome.body?.error?.message ?? r.outcome.body?.message) !== GENERAL_MESSAGES.unavailable,
    );
    check(
      scenario,
      `every 503 carries the plain message ("${GENERAL_MESSAGES.unavailable}")`,
      unplain.length === 0,
      unplain
        .slice(0, 4)
        .map((r) => `${r.probe}: ${JSON.stringify(r.outcome.body)?.slice(0, 160)}`)
        .join(' | '),
    );
    const slowest = records.reduce((max, r) => (r.outcome.ms > max.outcome.ms ? r : max), records[0]);
    const phaseOf = (at: number) => phases.find((p) => at >= p.stopAt && at < (p.recoveredAt ?? Infinity))?.mode ?? 'steady';
    check(
      scenario,
      `no request took longer than ${REQUEST_BOUND_MS / 1000} s`,
      slowest.outcome.ms < REQUEST_BOUND_MS,
      `slowest ${Math.round(slowest.outcome.ms)} ms (${slowest.probe}, ${slowest.outcome.status}, during ${phaseOf(slowest.at)})`,
    );
    for (const phase of phases) {
      const recovered = phase.recoveredAt !== undefined;
      const failures = records.filter(
        (r) => r.at >= phase.stopAt && r.at < (phase.recoveredAt ?? Infinity) && !is2xx(r.outcome),
      ).length;
      const firstOk = records
        .filter((r) => r.at >= phase.startedAt && is2xx(r.outcome))
        .reduce((min, r) => Math.min(min, r.at + r.outcome.ms), Infinity);
      check(
        scenario,
        phase.mode === 'terminate'
          ? 'recovers by itself after connections die inside transactions'
          : `recovers by itself after a ${phase.mode} stop`,
        recovered,
        recovered
          ? `first 2xx ${Math.round(firstOk - phase.startedAt)} ms and last failure ${Math.round(phase.recoveredAt! - phase.startedAt)} ms after PostgreSQL was back; ${failures} requests failed (503) in the ${Math.round(phase.startedAt - phase.stopAt)} ms fault`
          : 'not every probe succeeded within 30 s of PostgreSQL being back',
      );
    }
    const after = records.filter(
      (r) => phases.every((p) => p.recoveredAt !== undefined) && r.at > (phases.at(-1)!.recoveredAt ?? 0) + 500,
    );
    check(
      scenario,
      'all 2xx after recovery',
      after.length > 0 && after.every((r) => is2xx(r.outcome)),
      `${after.length} requests`,
    );
    const reasons = new Map<string, number>();
    for (const match of server.logText().matchAll(/\[http\] database unavailable: (.*)/g)) {
      const reason = match[1].replace(/[0-9a-f-]{36}/g, '<id>').slice(0, 90);
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    log(`503 reasons in the server log: ${[...reasons].map(([r, n]) => `${n} × "${r}"`).join('; ')}`);
    const unexpected = server.logText().match(/\[http\] unexpected error/g) ?? [];
    check(
      scenario,
      'no "[http] unexpected error" in the server log',
      unexpected.length === 0,
      unexpected.length ? `${unexpected.length} found` : '',
    );
    const errorLines = server
      .logText()
      .split('\n')
      .filter((l) => /error/i.test(l) && !/database unavailable|connection lost|idle connection error/.test(l));
    if (errorLines.length)
      log(
        `other error lines in the server log (first 12 of ${errorLines.length}):\n    ${errorLines.slice(0, 12).join('\n    ')}`,
      );
    const stopped = await server.stop();
    check(scenario, 'the server still stops cleanly on SIGTERM', stopped.code === 0, JSON.stringify(stopped));
  } finally {
    if (server.alive) await server.kill9();
    removeUnlessKept(dataDir);
  }
}

/** Runs profile saves (each a transaction) while terminating every connection of the app's database
 * that sits 'idle in transaction', i.e. between two statements of a transaction. Answers how many died. */
async function terminateInTransaction(
  server: ServerProcess,
  cluster: OwnCluster,
  databaseUrl: string,
  cookie: string,
  durationMs: number,
) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  const until = performance.now() + durationMs;
  let killed = 0;
  const savers = Array.from({ length: 3 }, async (_, w) => {
    for (let i = 0; performance.now() < until; i++) {
      await send(server, 'PUT', endpointUrl(PROFILE_ROUTES.update), {
        cookie,
        json: { firstName: MEMBER.firstName, lastName: `Saver ${w}-${i}` },
      });
    }
  });
  while (performance.now() < until) {
    const result = await admin.query(
      `select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and state like 'idle in transaction%' and pid <> pg_backend_pid()`,
      [database],
    );
    killed += result.rows.filter((r) => r.ok).length;
  }
  await Promise.all(savers);
  await admin.end();
  return killed;
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const runs = (name: string) => wanted.length === 0 || wanted.includes(name);
  const bin = findPgBin();
  console.log(`Faults bench — ${new Date().toISOString()}`);
  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.platform()} ${os.release()}, Node ${process.version}, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `burst: ${REQUESTS} requests, ${CLIENTS} concurrent clients, kill -9 after ${Math.round(KILL_AT * 100)}% answered; outage ${OUTAGE_MS} ms; RATE_LIMIT=false`,
  );

  let cluster: OwnCluster | undefined;
  try {
    if ((runs('postgres') || runs('restart')) && bin) {
      let port = PG_PORT;
      while (
        !(await new Promise<boolean>((resolve) => {
          const probe = createServer()
            .once('error', () => resolve(false))
            .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
        }))
      )
        port++;
      cluster = new OwnCluster(bin, port);
      cluster.init();
      cluster.start();
      console.log(`PostgreSQL: ${cluster.version()}, own cluster in ${cluster.dir} on port ${port}`);
    }
    if (runs('pglite')) await killScenario('pglite');
    if (runs('postgres')) {
      if (cluster) await killScenario('postgres', cluster);
      else
        check(
          'A. kill -9 mid-burst (postgres)',
          'PostgreSQL binaries found (FAULTS_PG_BIN)',
          false,
          'initdb/pg_ctl not found: skipped',
        );
    }
    if (runs('restart')) {
      if (cluster) await restartScenario(cluster);
      else
        check(
          'B. PostgreSQL restarting under the app',
          'PostgreSQL binaries found (FAULTS_PG_BIN)',
          false,
          'initdb/pg_ctl not found: skipped',
        );
    }
  } finally {
    cluster?.destroy();
  }

  console.log('\n== Summary');
  const scenarios = [...new Set(checks.map((c) => c.scenario))];
  for (const scenario of scenarios) {
    const mine = checks.filter((c) => c.scenario === scenario);
    const failed = mine.filter((c) => !c.ok);
    console.log(`${failed.length ? 'FAIL' : 'PASS'}  ${scenario}: ${mine.length - failed.length}/${mine.length} checks passed`);
    for (const c of failed) console.log(`        ✗ ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
  }
  const failed = checks.filter((c) => !c.ok).length;
  console.log(failed ? `\n${failed} check(s) failed.` : '\nAll checks passed.');
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
