// npm run bench:digest — newsletters by email and digests (issue 34, decision 053), on PostgreSQL, in its own
// database (fmc_bench_digest, so it never disturbs the other benches' databases):
//   1. a newsletter to every member queued (the recipients' rows and the batch jobs), timed, beside a floor
//      measured in the same run: the same recipients only counted;
//   2. a digest run for every member with a daily digest due and ten unseen notifications each: total time,
//      peak memory of this process (sampled every 50 ms), and SMTP throughput against the in-process SMTP
//      server of the tests (tests/support/smtp-server.ts; each message dropped once received), beside a
//      floor: the same number of messages sent with the same mailer and nothing else.
//   BENCH_NEWSLETTER_MEMBERS (100,000) and BENCH_DIGEST_MEMBERS (100,000): the two scales.
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
import { createMailer } from '../src/server/mail/mailer';
import { startSmtpServer } from '../tests/support/smtp-server';
import { SERVER_URL, databaseUrl, ms, printTable, withClient } from './common';

const DB = process.env.BENCH_DIGEST_DB ?? 'fmc_bench_digest';
const NEWSLETTER_MEMBERS = Number(process.env.BENCH_NEWSLETTER_MEMBERS ?? 100_000);
const DIGEST_MEMBERS = Number(process.env.BENCH_DIGEST_MEMBERS ?? 100_000);
const ITEMS_PER_MEMBER = 10;
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

async function main() {
  const url = databaseUrl(DB);
  const rows: Array<Record<string, string | number>> = [];
  console.log(
    `[bench:digest] load average before seeding: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
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
  const smtpMailer = createMailer(config.mail, () => {});
  const now = () => RUN_AT;
  // The stand-in keeps each message it receives; the bench drops them, so its memory is the digest's.
  const transport = {
    async send(message: Parameters<typeof smtpMailer.send>[0]) {
      await smtpMailer.send(message);
      smtp.clear();
    },
    close: () => smtpMailer.close(),
    log: () => {},
  };
  const mailer: Mailer = createMailDelivery({ db, transport, config, now });
  const jobs = createScheduler({ db, now });
  const newsletterJobs = registerNewsletterJobs(jobs, { db, config, mailer, now });
  await jobs.start({ poll: false });

  // 1. A newsletter to every member, queued.
  console.log(
    `[bench:digest] load average before measuring: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
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
  rows.push({
    measure: `newsletter queued for ${queued.toLocaleString('en-US')} members (${jobsQueued} batch jobs)`,
    ms: queueMs.toFixed(0),
    floor: `${floorMs.toFixed(0)} ms (the ${counted.toLocaleString('en-US')} recipients counted)`,
    target: '< 10,000 ms',
    verdict: queueMs < 10_000 ? 'met' : 'MISSED',
  });

  // 2. The floor of SMTP: the same mailer, one message after another, nothing else.
  const floorMessages = Math.min(2000, DIGEST_MEMBERS);
  t = process.hrtime.bigint();
  for (let i = 0; i < floorMessages; i++)
    await transport.send({ to: `floor${i}@bench.example`, subject: 'Floor', text: 'Floor.', html: '<p>Floor.</p>' });
  const floorRate = floorMessages / (ms(t) / 1000);

  // 3. The digest run.
  console.log(
    `[bench:digest] load average before the digest run: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  t = process.hrtime.bigint();
  const { result, rssMb, heapMb } = await withPeakMemory(() => sendDueDigests({ db, config, mailer, now }));
  const digestMs = ms(t);
  const pending = await withClient(url, async (c) =>
    Number((await c.query('select count(*) from notifications where email_pending')).rows[0].count),
  );
  rows.push({
    measure: `digest run: ${result.sent.toLocaleString('en-US')} sent of ${result.due.toLocaleString('en-US')} due, ${(DIGEST_MEMBERS * ITEMS_PER_MEMBER).toLocaleString('en-US')} unseen items (${pending} left pending)`,
    ms: digestMs.toFixed(0),
    floor: `SMTP alone: ${floorRate.toFixed(0)} messages/s`,
    target: 'bounded memory',
    verdict: `${(result.sent / (digestMs / 1000)).toFixed(0)} digests/s; peak RSS ${rssMb.toFixed(0)} MB, heap ${heapMb.toFixed(0)} MB`,
  });
  console.log(
    `[bench:digest] load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(rows);

  await jobs.stop();
  mailer.close();
  await smtp.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
