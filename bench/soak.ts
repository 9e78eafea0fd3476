// Soak (issue item 6): 500 members polling for replies and 20 asking questions for SOAK_MINUTES against the
// real server process, started here with NODE_ENV=production. Passes when there is no error response,
// the server's heap does not grow after warm-up, and every question the server accepted is in the database.
//
//   npm run bench:soak                      # 10 minutes on PostgreSQL (database fmc_soak, recreated)
//   SOAK_MINUTES=1 npm run bench:soak       # a quick try
//   SOAK_DB=pglite npm run bench:soak       # the embedded database instead
//
// Settings: SOAK_MINUTES (10), SOAK_DB (postgres | pglite), SOAK_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres,
// the server where fmc_soak is dropped and created), SOAK_PORT (3391), SOAK_POLLERS (500), SOAK_ASKERS (20),
// SOAK_WARMUP_MINUTES (2, or a fifth of a shorter run), SOAK_JSON (a file to write the full result to).
//
// The server runs with RATE_LIMIT=false: every member signs in from this one address, far past the
// sign-in limit of 10 a minute, and askers would otherwise be counted by the question limit. Nothing
// else differs from production. Members are written straight into the database (as tests/e2e does),
// then each signs in through POST /api/auth/sign-in/email and keeps that real session.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { ASK_QUESTIONS } from '../src/common/contracts/ask';
import { ASK_ROUTES } from '../src/common/contracts/ask-routes';
import { createAuth } from '../src/server/auth/auth';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { accounts, attendees, conversations, users } from '../src/server/db/schema';
import { loadConfig } from '../src/server/env';
import { createMailDelivery } from '../src/server/mail/delivery';
import { createMailer } from '../src/server/mail/mailer';
import { Client, recreateDatabase, sleep, startApp, type AppProcess } from './app-process';
import { SESSION_ROUTES } from '../src/common/contracts/session-routes';
import { endpointUrl } from '../src/common/contracts/endpoint';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const ENGINE = (process.env.SOAK_DB ?? 'postgres') as 'postgres' | 'pglite';
const ADMIN_URL = process.env.SOAK_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.SOAK_PORT ?? 3391);
const POLLERS = Number(process.env.SOAK_POLLERS ?? 500);
const ASKERS = Number(process.env.SOAK_ASKERS ?? 20);
const POLL_MS = 30_000;
const WARMUP_MS = Number(process.env.SOAK_WARMUP_MINUTES ?? Math.min(2, MINUTES / 5)) * 60_000;
const SAMPLE_MS = 10_000;
const PASSWORD = randomBytes(12).toString('base64url');
const ORIGIN = `http://127.0.0.1:${PORT}`;

if (!['postgres', 'pglite'].includes(ENGINE)) throw new Error('SOAK_DB must be postgres or pglite');
if (!(MINUTES > 0)) throw new Error('SOAK_MINUTES must be a positive number');

// ---------------------------------------------------------------------------------------------------
// Recording

type Sample = { at: number; rss: number; heapUsed: number | null; cpu: number };
const latencies = new Map<string, number[]>();
const errors: Array<{ label: string; status: number | string; at: number; body?: string }> = [];
let requests = 0;
let inFlight = 0;

async function timed<T extends { status: number; body: unknown }>(label: string, run: () => Promise<T>): Promise<T | null> {
  const started = performance.now();
  inFlight++;
  requests++;
  try {
    const result = await run();
    const ms = performance.now() - started;
    (latencies.get(label) ?? latencies.set(label, []).get(label)!).push(ms);
    if (result.status >= 400)
      errors.push({ label, status: result.status, at: Date.now(), body: JSON.stringify(result.body).slice(0, 200) });
    return result;
  } catch (error) {
    errors.push({ label, status: `network: ${(error as Error).message}`, at: Date.now() });
    return null;
  } finally {
    inFlight--;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const mb = (bytes: number) => bytes / 1024 / 1024;
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** Least-squares slope of y over x (x in minutes): bytes per minute. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return num / den;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

// ---------------------------------------------------------------------------------------------------
// Set-up

type Member = { email: string; firstName: string; lastName: string; client: Client };

async function openForSetup(env: Record<string, string>): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : openDatabase({ kind: 'pglite-dir', dataDir: env.DATA_DIR, lockOwner: 'the soak set-up' });
}

/** Writes `count` onboarded members with one password (hashed once), in a few multi-row inserts. */
async function createMembers(env: Record<string, string>, count: number): Promise<Member[]> {
  const database = await openForSetup(env);
  const config = loadConfig(env);
  const mailer = createMailer(config.mail);
  try {
    const auth = createAuth({
      db: database.db,
      config,
      mailer: createMailDelivery({ db: database.db, transport: mailer, config, now: () => new Date() }),
      now: () => new Date(),
    });
    const hash = await (await auth.$context).password.hash(PASSWORD);
    const members: Member[] = Array.from({ length: count }, (_, i) => ({
      email: `soak-${String(i + 1).padStart(4, '0')}@soak.example.com`,
      firstName: i < ASKERS ? 'Asker' : 'Poller',
      lastName: String(i + 1),
      client: new Client(ORIGIN),
    }));
    for (let start = 0; start < members.length; start += 200) {
      const batch = members.slice(start, start + 200).map((m) => ({ ...m, id: randomBytes(16).toString('hex') }));
      await database.db.transaction(async (tx) => {
        await tx
          .insert(users)
          .values(batch.map((m) => ({ id: m.id, email: m.email, name: `${m.firstName} ${m.lastName}`, emailVerified: true })));
        await tx.insert(accounts).values(
          batch.map((m) => ({
            id: randomBytes(16).toString('hex'),
            userId: m.id,
            accountId: m.id,
            providerId: 'credential',
            password: hash,
          })),
        );
        await tx.insert(attendees).values(
          batch.map((m) => ({
            userId: m.id,
            email: m.email,
            firstName: m.firstName,
            lastName: m.lastName,
            company: 'Soak Franchising',
            jobTitle: 'Director',
            industry: 'Franchise',
            onboardingCompleted: true,
          })),
        );
      });
    }
    return members;
  } finally {
    mailer.close();
    await database.close();
  }
}

/** Every member signs in through the real endpoint, a few at a time (each sign-in is a password hash on the server). */
async function signInAll(server: AppProcess, members: Member[]) {
  let next = 0;
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < members.length) {
        const member = members[next++];
        const response = await timed('POST /api/auth/sign-in/email', () =>
          member.client.request(server.url, '/api/auth/sign-in/email', { json: { email: member.email, password: PASSWORD } }),
        );
        if (response?.status !== 200 || !member.client.cookie) failures.push(`${member.email}: ${response?.status}`);
      }
    }),
  );
  if (failures.length) throw new Error(`sign-in failed for ${failures.length} members, e.g. ${failures.slice(0, 3).join(', ')}`);
}

// ---------------------------------------------------------------------------------------------------
// Load

const jitter = (ms: number, fraction: number) => ms * (1 - fraction + Math.random() * 2 * fraction);

/** Sleeps until `ms` from now or the end of the run, whichever comes first; answers false at the end. */
async function pause(ms: number, endAt: number) {
  const wait = Math.min(ms, endAt - Date.now());
  if (wait > 0) await sleep(wait);
  return Date.now() < endAt;
}

/** The Ask page's 30-second reply poll (src/web/features/ask/reply-poll.ts), ±10 %, first poll spread over 30 s. */
async function poller(server: AppProcess, member: Member, endAt: number) {
  if (!(await pause(Math.random() * POLL_MS, endAt))) return;
  do {
    await timed(`GET ${ASK_ROUTES.replies.path}`, () => member.client.request(server.url, ASK_ROUTES.replies.path));
  } while (await pause(jitter(POLL_MS, 0.1), endAt));
}

type Submitted = { marker: string; id: string | null; status: number | null };
const submitted: Submitted[] = [];

/**
 * A member on the Ask page: loads who they are and their list, polls replies every 30 s while there, and
 * goes through the five chat steps at a person's pace (5–15 s a step) before saving; then reads the list
 * again and waits 20–60 s before the next chat.
 */
async function asker(server: AppProcess, member: Member, index: number, endAt: number) {
  const c = member.client;
  let pollAt = Date.now() + Math.random() * POLL_MS;
  const pollWhenDue = async () => {
    if (Date.now() < pollAt) return;
    pollAt = Date.now() + jitter(POLL_MS, 0.1);
    await timed(`GET ${ASK_ROUTES.replies.path}`, () => c.request(server.url, ASK_ROUTES.replies.path));
  };
  const list = `${ASK_ROUTES.list.path}?page=1&pageSize=20`;
  if (!(await pause(Math.random() * 20_000, endAt))) return;
  await timed('GET /api/me', () => c.request(server.url, endpointUrl(SESSION_ROUTES.me)));
  await timed('GET /api/conversations', () => c.request(server.url, list));
  let chat = 0;
  for (;;) {
    // Name, question, answer, follow-up, permission: typed in the browser, nothing sent until the end.
    for (let step = 0; step < 5; step++) {
      if (!(await pause(5_000 + Math.random() * 10_000, endAt))) return;
      await pollWhenDue();
    }
    if (Date.now() >= endAt) return;
    const marker = `soak:${index}:${++chat}:${randomBytes(4).toString('hex')}`;
    const record: Submitted = { marker, id: null, status: null };
    submitted.push(record);
    const response = await timed(`POST ${ASK_ROUTES.save.path}`, () =>
      c.request(server.url, ASK_ROUTES.save.path, {
        json: {
          name: `${member.firstName} ${member.lastName}`,
          question: ASK_QUESTIONS[(index + chat) % ASK_QUESTIONS.length],
          answer: `I am looking for two franchise partners in the north-west (${marker}).`,
          followup: chat % 2 ? 'no' : 'Ideally people who have run a multi-unit operation before.',
          sharePermission: chat % 3 !== 0,
        },
      }),
    );
    record.status = response?.status ?? null;
    record.id = response?.status === 201 ? (response.body as { id: string }).id : null;
    await timed('GET /api/conversations', () => c.request(server.url, list));
    if (!(await pause(20_000 + Math.random() * 40_000, endAt))) return;
    await pollWhenDue();
  }
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-soak-'));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: ORIGIN,
    RATE_LIMIT: 'false',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
  };
  if (ENGINE === 'postgres') env.DATABASE_URL = await recreateDatabase(ADMIN_URL, 'fmc_soak');

  const members = POLLERS + ASKERS;
  console.log(
    `soak: ${POLLERS} pollers + ${ASKERS} askers for ${MINUTES} min on ${ENGINE} (warm-up ${fmt(WARMUP_MS / 60_000)} min)`,
  );
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${fmt(mb(os.totalmem()) / 1024)} GB, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const t0 = performance.now();
  const all = await createMembers(env, members);
  console.log(`created ${members} members in ${fmt((performance.now() - t0) / 1000)} s`);

  const server = await startApp({ name: 'server', port: PORT, env, probe: true });
  const serverLines = server.log.length;
  let verified = false;
  try {
    const t1 = performance.now();
    await signInAll(server, all);
    const signInSeconds = (performance.now() - t1) / 1000;
    console.log(`signed in ${members} members through the real endpoint in ${fmt(signInSeconds)} s`);
    const signInLatencies = latencies.get('POST /api/auth/sign-in/email') ?? [];
    latencies.delete('POST /api/auth/sign-in/email');
    const signInRequests = requests;
    requests = 0;

    const samples: Sample[] = [];
    const runStart = Date.now();
    const endAt = runStart + MINUTES * 60_000;
    const cpuAtStart = server.cpuSeconds();
    const sampler = (async () => {
      do {
        const heap = await server.heap();
        samples.push({
          at: Date.now() - runStart,
          rss: server.rss(),
          heapUsed: heap?.heapUsed ?? null,
          cpu: server.cpuSeconds(),
        });
        const last = samples[samples.length - 1];
        process.stdout.write(
          `  ${fmt(last.at / 60_000, 2)} min  rss ${fmt(mb(last.rss))} MB  heap ${fmt(mb(last.heapUsed ?? NaN))} MB  requests ${requests}  errors ${errors.length}  in flight ${inFlight}\n`,
        );
      } while (await pause(SAMPLE_MS, endAt + 1));
    })();

    const pollers = all.slice(ASKERS);
    const askers = all.slice(0, ASKERS);
    await Promise.all([...pollers.map((m) => poller(server, m, endAt)), ...askers.map((m, i) => asker(server, m, i + 1, endAt))]);
    await sampler;
    const runSeconds = (Date.now() - runStart) / 1000;
    const cpuUsed = server.cpuSeconds() - cpuAtStart;

    // Stop the server first (PGlite belongs to one process), then read the database directly.
    const exitCode = await server.stop();
    const database = await openForSetup(env);
    const ids = submitted.filter((s) => s.id).map((s) => s.id!);
    const found = ids.length
      ? await database.db
          .select({ id: conversations.id, answer: conversations.answer })
          .from(conversations)
          .where(inArray(conversations.id, ids))
      : [];
    const foundById = new Map(found.map((row) => [row.id, row.answer ?? '']));
    const missing = submitted.filter((s) => !s.id || !foundById.get(s.id)?.includes(s.marker));
    const [{ total }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(conversations);
    await database.close();
    verified = true;

    // ---- report
    const after = samples.filter((s) => s.at >= WARMUP_MS);
    const heapPoints = after.filter((s) => s.heapUsed !== null).map((s) => [s.at / 60_000, s.heapUsed!] as [number, number]);
    const rssPoints = after.map((s) => [s.at / 60_000, s.rss] as [number, number]);
    const firstThree = after.slice(0, 3);
    const lastThree = after.slice(-3);
    const heapWarm = median(firstThree.map((s) => s.heapUsed ?? NaN));
    const heapEnd = median(lastThree.map((s) => s.heapUsed ?? NaN));
    const rssWarm = median(firstThree.map((s) => s.rss));
    const rssEnd = median(lastThree.map((s) => s.rss));
    const heapSlope = slope(heapPoints);
    const rssSlope = slope(rssPoints);
    // 'No growth': the live heap's trend after warm-up stays under 0.5 MB a minute, or the end is within 5 MB of the warm-up.
    const memoryOk = heapPoints.length < 3 ? null : mb(heapSlope) < 0.5 || mb(heapEnd - heapWarm) < 5;

    const allLatencies = [...latencies.values()].flat().sort((a, b) => a - b);
    const rows = [...latencies.entries()].map(([label, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        label,
        count: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1],
      };
    });
    const serverErrors = server.log.slice(serverLines).filter((line) => /error|unexpected|unavailable/i.test(line));

    console.log('\n== soak result ==');
    console.log(`date            ${startedAt.toISOString()}`);
    console.log(
      `database        ${ENGINE === 'postgres' ? 'PostgreSQL (fmc_soak)' : 'PGlite'}; server NODE_ENV=production, RATE_LIMIT=false; node ${process.version}`,
    );
    console.log(
      `load            ${POLLERS} pollers (every 30 s ±10 %), ${ASKERS} askers (5 steps of 5–15 s, then 20–60 s), ${fmt(runSeconds / 60, 2)} min`,
    );
    console.log(
      `sign-in         ${signInRequests} sign-ins in ${fmt(signInSeconds)} s, p50 ${fmt(
        percentile(
          [...signInLatencies].sort((a, b) => a - b),
          50,
        ),
      )} ms`,
    );
    console.log(
      `requests        ${requests} (${fmt(requests / runSeconds)} req/s), server CPU ${fmt((cpuUsed / runSeconds) * 100)} % of one core`,
    );
    console.log(`error responses ${errors.length}`);
    console.log(
      `latency         all: p50 ${fmt(percentile(allLatencies, 50))} ms, p99 ${fmt(percentile(allLatencies, 99))} ms, max ${fmt(allLatencies[allLatencies.length - 1])} ms`,
    );
    for (const row of rows)
      console.log(
        `                ${row.label}: ${row.count}, p50 ${fmt(row.p50)} ms, p99 ${fmt(row.p99)} ms, max ${fmt(row.max)} ms`,
      );
    console.log(
      `memory (heap)   after warm-up ${fmt(mb(heapWarm))} MB, at the end ${fmt(mb(heapEnd))} MB, slope ${fmt(mb(heapSlope), 3)} MB/min (live heap after a full GC)`,
    );
    console.log(
      `memory (RSS)    after warm-up ${fmt(mb(rssWarm))} MB, at the end ${fmt(mb(rssEnd))} MB, slope ${fmt(mb(rssSlope), 3)} MB/min`,
    );
    console.log(
      `questions       ${submitted.length} submitted, ${ids.length} accepted (201), ${found.length} found in the database, ${missing.length} missing; ${total} rows in total`,
    );
    console.log(`server exit     ${exitCode}; server log lines naming an error: ${serverErrors.length}`);
    for (const error of errors.slice(0, 10)) console.log(`  error: ${error.label} → ${error.status} ${error.body ?? ''}`);
    for (const line of serverErrors.slice(0, 10)) console.log(`  server: ${line}`);

    const pass = errors.length === 0 && missing.length === 0 && memoryOk !== false && exitCode === 0;
    console.log(
      `\n${pass ? 'PASS' : 'FAIL'}: ${errors.length} error responses, ${missing.length} missing questions, memory ${memoryOk === null ? 'not judged (run too short)' : memoryOk ? 'flat' : 'GROWING'}`,
    );

    if (process.env.SOAK_JSON) {
      writeFileSync(
        process.env.SOAK_JSON,
        JSON.stringify(
          {
            startedAt,
            engine: ENGINE,
            minutes: MINUTES,
            pollers: POLLERS,
            askers: ASKERS,
            requests,
            errors,
            rows,
            samples,
            submitted: submitted.length,
            accepted: ids.length,
            missing,
            pass,
          },
          null,
          2,
        ),
      );
    }
    process.exitCode = pass ? 0 : 1;
  } finally {
    await server.stop();
    if (!verified) console.error(server.log.slice(-40).join('\n'));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
