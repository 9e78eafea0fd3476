// npm run bench:digest — newsletters by email, digests and the bell (issue 34, decision 053), on PostgreSQL, in
// its own database (fmc_bench_digest, so it never disturbs the other benches' databases):
//   1. a newsletter to every member queued (the recipients' rows and the batch jobs), timed, beside a floor
//      measured in the same run: the same recipients only counted;
//   2. the floor of SMTP against the in-process SMTP server of the tests (tests/support/smtp-server.ts; each
//      message dropped once received): the app's mailer with one connection per message (`?pool=false`, as
//      it sent before decision 053's amendment), pooled one message at a time, and pooled as many at once as
//      the pool has connections;
//   3. a digest run for every member with a daily digest due and ten unseen notifications each: total time,
//      peak memory of this process (sampled every 50 ms), through the app's pooled mailer;
//   4. the bell: GET of the unread count through the real server (NODE_ENV=production, its own process) for a
//      member with 1,000 notifications kept, 50 of them unread, beside the floor (bench/bare-server.ts: the
//      same query on bare Hono + pg, no session) in the same run, and the query's plan (EXPLAIN ANALYZE).
//   BENCH_NEWSLETTER_MEMBERS (100,000) and BENCH_DIGEST_MEMBERS (100,000): the two scales; BENCH_DIGEST_STEPS
//   (newsletter,smtp,digest,bell): which of the four run; BENCH_BELL_SAMPLES (500): requests per server.
import { loadavg } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { loadConfig } from '../src/server/env';
import { sendDueDigests } from '../src/server/features/notifications/digest';
import {
  countNewsletterRecipients,
  queueNewsletterEmail,
  registerNewsletterJobs,
} from '../src/server/features/posts/newsletter-email';
import { createScheduler } from '../src/server/jobs/scheduler';
import { createMailDelivery, type Mailer } from '../src/server/mail/delivery';
import { createMailer, type MailTransport } from '../src/server/mail/mailer';
import { NOTIFICATION_ROUTES } from '../src/common/contracts/notifications-routes';
import { endpointUrl } from '../src/common/contracts/endpoint';
import { countUnread } from '../src/server/features/notifications/service';
import { startSmtpServer } from '../tests/support/smtp-server';
import { SERVER_URL, databaseUrl, ms, percentile, printTable, sessionCookie, startServer, withClient } from './common';
import { captureQueries, literal } from './lists';

const DB = process.env.BENCH_DIGEST_DB ?? 'fmc_bench_digest';
const NEWSLETTER_MEMBERS = Number(process.env.BENCH_NEWSLETTER_MEMBERS ?? 100_000);
const DIGEST_MEMBERS = Number(process.env.BENCH_DIGEST_MEMBERS ?? 100_000);
const ITEMS_PER_MEMBER = 10;
const STEPS = new Set((process.env.BENCH_DIGEST_STEPS ?? 'newsletter,smtp,digest,bell').split(','));
const BELL_SAMPLES = Number(process.env.BENCH_BELL_SAMPLES ?? 500);
const BELL_WARMUP = 50;
const PROGRESS_EVERY = 5000;
/** The member whose bell is measured: 1,000 notifications kept (the last 83 days), 50 of them unread. */
const BELL_USER = 'u-bell';
const BELL_TOKEN = 'bench-session-bell';
const BELL_KEPT = 1000;
const BELL_UNREAD = 50;
/** The digest hour of every member (UTC), and the run's clock: the day after the data was written. */
const RUN_AT = new Date(Date.UTC(2031, 0, 15, 8, 0, 0));

async function seed(url: string) {
  await withClient(SERVER_URL, async (c) => {
    await c.query(`drop database if exists ${DB} with (force)`);
    await c.query(`create database ${DB}`);
  });
  const migrated = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await migrated.close();
  const members = Math.max(NEWSLETTER_MEMBERS, DIGEST_MEMBERS);
  const yesterday = new Date(RUN_AT.getTime() - 12 * 3600_000).toISOString();
  const before = new Date(RUN_AT.getTime() - 3 * 24 * 3600_000).toISOString();
  await withClient(url, async (c) => {
    await c.query('set synchronous_commit = off');
    const steps: Array<[string, string]> = [
      [
        'users',
        `insert into users (id, name, email, email_verified, role, created_at, updated_at)
         select 'u' || lpad(n::text, 7, '0'), 'Member ' || n, 'member' || n || '@bench.example', true, 'user', now(), now()
         from generate_series(1, ${members}) n`,
      ],
      [
        'attendees',
        `insert into attendees (user_id, first_name, last_name, email, onboarding_completed)
         select 'u' || lpad(n::text, 7, '0'), 'Member', n::text, 'member' || n || '@bench.example', true
         from generate_series(1, ${members}) n`,
      ],
      [
        'digest preferences',
        `insert into notification_preferences (user_id, digest, digest_hour, time_zone, updated_at)
         select 'u' || lpad(n::text, 7, '0'), 'daily', 8, 'UTC', '${before}'
         from generate_series(1, ${DIGEST_MEMBERS}) n`,
      ],
      [
        'unseen notifications',
        `insert into notifications (user_id, kind, title, body, link, created_at, email_pending)
         select 'u' || lpad(n::text, 7, '0'), 'team-reply', 'A reply from the team ' || i, 'About your question number ' || i,
                '/chat', '${yesterday}'::timestamptz + i * interval '1 minute', true
         from generate_series(1, ${DIGEST_MEMBERS}) n cross join generate_series(1, ${ITEMS_PER_MEMBER}) i`,
      ],
      [
        'post',
        `insert into posts (id, slug, title, content) values ('00000000-0000-4000-8000-000000000001', 'bench', 'Bench letter', 'Text.')`,
      ],
      [
        'bell member',
        `insert into users (id, name, email, email_verified, role, created_at, updated_at)
         values ('${BELL_USER}', 'Bell Member', 'bell@bench.example', true, 'user', now(), now())`,
      ],
      [
        'bell member onboarded',
        `insert into attendees (user_id, first_name, last_name, email, onboarding_completed)
         values ('${BELL_USER}', 'Bell', 'Member', 'bell@bench.example', true)`,
      ],
      [
        'bell member session',
        `insert into sessions (id, token, expires_at, user_id)
         values ('s-bell', '${BELL_TOKEN}', now() + interval '30 days', '${BELL_USER}')`,
      ],
      [
        'bell notifications',
        `insert into notifications (user_id, kind, title, body, link, created_at, read_at)
         select '${BELL_USER}', 'team-reply', 'A reply from the team ' || i, 'About your question number ' || i, '/chat',
                now() - i * interval '2 hours',
                case when i <= ${BELL_UNREAD} then null else now() - i * interval '2 hours' + interval '1 hour' end
         from generate_series(1, ${BELL_KEPT}) i`,
      ],
      ['analyze', 'analyze'],
    ];
    for (const [label, text] of steps) {
      const t = process.hrtime.bigint();
      const result = await c.query(text);
      console.log(
        `[bench:digest] ${label.padEnd(22)} ${String(result.rowCount ?? 0).padStart(9)} rows ${ms(t).toFixed(0).padStart(7)} ms`,
      );
    }
  });
}

/** The peak of this process's memory while `work` runs (sampled every 50 ms). */
async function withPeakMemory<T>(work: () => Promise<T>) {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 50);
  try {
    const result = await work();
    return { result, rssMb: rss / 1048576, heapMb: heap / 1048576 };
  } finally {
    clearInterval(timer);
  }
}

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Sends `count` floor messages through `transport`, `atOnce` at a time; answers messages per second. */
async function sendFloor(transport: MailTransport, count: number, atOnce: number): Promise<number> {
  let next = 0;
  const t = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < count) {
        const i = next++;
        await transport.send({ to: `floor${i}@bench.example`, subject: 'Floor', text: 'Floor.', html: '<p>Floor.</p>' });
      }
    }),
  );
  return count / (ms(t) / 1000);
}

/** `samples` sequential GETs of `url` after BELL_WARMUP; answers p50 and p99 in ms and the last body. */
async function timeGets(url: string, headers: Record<string, string>, samples: number) {
  const times: number[] = [];
  let body: unknown;
  for (let i = 0; i < BELL_WARMUP + samples; i++) {
    const t = process.hrtime.bigint();
    const response = await fetch(url, { headers });
    body = await response.json();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
    if (i >= BELL_WARMUP) times.push(ms(t));
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), body };
}

async function main() {
  const url = databaseUrl(DB);
  const rows: Array<Record<string, string | number>> = [];
  // Each row is printed as soon as it is measured too: a long run stopped early keeps what it measured.
  const record = (...measured: Array<Record<string, string | number>>) => {
    for (const row of measured) console.log(`[bench:digest] ${Object.values(row).filter(Boolean).join(' · ')}`);
    rows.push(...measured);
  };
  console.log(`[bench:digest] steps: ${[...STEPS].join(', ')}; load average before seeding: ${loadAverage()}`);
  await seed(url);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  const db = database.db;
  const smtp = await startSmtpServer();
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'bench-digest-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SMTP_URL: smtp.url,
    DATA_DIR: outboxDir,
    TIME_ZONE: 'UTC',
    AUTH_SECRET: 'x'.repeat(40),
  });
  // The stand-in keeps each message it receives; the bench drops them, so its memory is the digest's.
  // During the digest run, a line every PROGRESS_EVERY messages: how far, how fast, memory, load.
  let progress: { sent: number; started: bigint } | undefined;
  const dropping = (inner: MailTransport): MailTransport => ({
    async send(message) {
      await inner.send(message);
      smtp.clear();
      if (progress && ++progress.sent % PROGRESS_EVERY === 0) {
        const seconds = ms(progress.started) / 1000;
        const memory = process.memoryUsage();
        console.log(
          `[bench:digest] ${progress.sent} digests in ${seconds.toFixed(0)} s (${(progress.sent / seconds).toFixed(1)}/s), RSS ${(memory.rss / 1048576).toFixed(0)} MB, heap ${(memory.heapUsed / 1048576).toFixed(0)} MB, load ${loadAverage()}`,
        );
      }
    },
    close: () => inner.close(),
    log: () => {},
  });
  // The app's mailer as the server makes it (pooled, SMTP_POOL_CONNECTIONS at their default).
  const transport = dropping(createMailer(config.mail, () => {}));
  const now = () => RUN_AT;
  const mailer: Mailer = createMailDelivery({ db, transport, config, now });
  const jobs = createScheduler({ db, now });
  const newsletterJobs = registerNewsletterJobs(jobs, { db, config, mailer, now });
  await jobs.start({ poll: false });

  // 1. A newsletter to every member, queued.
  if (STEPS.has('newsletter')) {
    console.log(`[bench:digest] load average before the newsletter: ${loadAverage()}`);
    let t = process.hrtime.bigint();
    const counted = await countNewsletterRecipients(db);
    const floorMs = ms(t);
    t = process.hrtime.bigint();
    const queued = await queueNewsletterEmail(
      { db, config, mailer, now },
      newsletterJobs,
      '00000000-0000-4000-8000-000000000001',
      null,
    );
    const queueMs = ms(t);
    const jobsQueued = await withClient(url, async (c) =>
      Number((await c.query(`select count(*) from pgboss.job where name = 'posts.newsletter-batch'`)).rows[0].count),
    );
    record({
      measure: `newsletter queued for ${queued.toLocaleString('en-US')} members (${jobsQueued} batch jobs)`,
      result: `${queueMs.toFixed(0)} ms`,
      floor: `${floorMs.toFixed(0)} ms (the ${counted.toLocaleString('en-US')} recipients counted)`,
      target: '< 10,000 ms',
      verdict: queueMs < 10_000 ? 'met' : 'MISSED',
    });
    // Not sent here: the app server of step 4 would otherwise pick the batches up while the bell is measured.
    await withClient(url, (c) => c.query(`delete from pgboss.job where name = 'posts.newsletter-batch'`));
  }

  // 2. The floor of SMTP: the app's mailer and nothing else, before (a connection per message) and after (pooled).
  let floorRate = NaN;
  if (STEPS.has('smtp')) {
    console.log(`[bench:digest] load average before the SMTP floor: ${loadAverage()}`);
    const unpooled = dropping(createMailer({ ...config.mail, smtpUrl: `${smtp.url}?pool=false` }, () => {}));
    const unpooledRate = await sendFloor(unpooled, 200, 1);
    unpooled.close();
    const pooledRate = await sendFloor(transport, 2000, 1);
    const connections = config.mail.pool.connections;
    floorRate = await sendFloor(transport, 2000, connections);
    record(
      {
        measure: 'SMTP alone: one connection per message, one at a time (200 messages)',
        result: `${unpooledRate.toFixed(0)} messages/s`,
        floor: '',
        target: '',
        verdict: '',
      },
      {
        measure: 'SMTP alone: pooled, one at a time (2,000 messages)',
        result: `${pooledRate.toFixed(0)} messages/s`,
        floor: '',
        target: '',
        verdict: '',
      },
      {
        measure: `SMTP alone: pooled, ${connections} at a time (2,000 messages)`,
        result: `${floorRate.toFixed(0)} messages/s`,
        floor: '',
        target: '',
        verdict: '',
      },
    );
  }

  // 3. The digest run.
  if (STEPS.has('digest')) {
    console.log(`[bench:digest] load average before the digest run: ${loadAverage()}`);
    const t = process.hrtime.bigint();
    progress = { sent: 0, started: t };
    const { result, rssMb, heapMb } = await withPeakMemory(() => sendDueDigests({ db, config, mailer, now }));
    const digestMs = ms(t);
    progress = undefined;
    const pending = await withClient(url, async (c) =>
      Number((await c.query('select count(*) from notifications where email_pending')).rows[0].count),
    );
    record({
      measure: `digest run: ${result.sent.toLocaleString('en-US')} sent of ${result.due.toLocaleString('en-US')} due, ${(DIGEST_MEMBERS * ITEMS_PER_MEMBER).toLocaleString('en-US')} unseen items (${pending} left pending)`,
      result: `${digestMs.toFixed(0)} ms, ${(result.sent / (digestMs / 1000)).toFixed(1)} digests/s`,
      floor: Number.isNaN(floorRate) ? '' : `SMTP alone: ${floorRate.toFixed(0)} messages/s`,
      target: 'bounded memory',
      verdict: `peak RSS ${rssMb.toFixed(0)} MB, heap ${heapMb.toFixed(0)} MB`,
    });
    console.log(`[bench:digest] load average after the digest run: ${loadAverage()}`);
  }

  await jobs.stop();
  mailer.close();
  await smtp.close();
  await database.close();

  // 4. The bell: the unread count through the real server, beside the bare floor, and its plan.
  if (STEPS.has('bell')) {
    console.log(`[bench:digest] load average before the bell: ${loadAverage()}`);
    const cookie = await sessionCookie(BELL_TOKEN);
    const app = await startServer('app', DB, 3411);
    let appTimes;
    try {
      appTimes = await timeGets(`${app.baseUrl}${endpointUrl(NOTIFICATION_ROUTES.unreadCount)}`, { cookie }, BELL_SAMPLES);
    } finally {
      await app.stop();
    }
    const bare = await startServer('bare', DB, 3412);
    let bareTimes;
    try {
      bareTimes = await timeGets(`${bare.baseUrl}/unread?u=${BELL_USER}`, {}, BELL_SAMPLES);
    } finally {
      await bare.stop();
    }
    const [query] = await captureQueries(DB, (captured) => countUnread(captured, BELL_USER, new Date()));
    const sqlText = query.text.replace(/\$(\d+)/g, (_, n) => literal(query.values[Number(n) - 1]));
    const plan = await withClient(url, async (c) =>
      (await c.query(`explain (analyze, buffers) ${sqlText}`)).rows.map((r) => r['QUERY PLAN']).join('\n'),
    );
    console.log(`[bench:digest] the unread count's plan:\n${sqlText}\n${plan}`);
    record({
      measure: `the bell: GET unread count (${BELL_UNREAD} unread of ${BELL_KEPT} kept; ${BELL_SAMPLES} sequential requests)`,
      result: `p50 ${appTimes.p50.toFixed(2)} ms, p99 ${appTimes.p99.toFixed(2)} ms (answer ${JSON.stringify(appTimes.body)})`,
      floor: `bare Hono + pg: p50 ${bareTimes.p50.toFixed(2)} ms, p99 ${bareTimes.p99.toFixed(2)} ms`,
      target: 'p50 < 5 ms',
      verdict: appTimes.p50 < 5 ? 'met' : 'MISSED',
    });
    console.log(`[bench:digest] load average after the bell: ${loadAverage()}`);
  }
  printTable(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
