// npm run bench:live — live delivery and sessions from memory (issue 19, decisions 023 and 024), one run,
// side by side, on the local PostgreSQL:
//
// 1. Streams: two real app servers (A and B) on one database (fmc_live, recreated). 5,000 streams held on
//    B (1,000 members × 5 tabs, the per-member limit): B's resident memory and heap added per stream, B's
//    CPU at rest (heartbeats and the channel's pings only) with and without them, and answer → screen
//    latency: an administrator answers through A, the member's stream on B receives the reply, and the
//    page's refetch of the count on B returns (what the browser then draws). 100 answers, one at a time.
// 2. The members' poll (bench/poll.ts, on the scale data of `npm run bench:data`): the app with sessions
//    from memory (LIVE on, the production default), the app reading the session on every request (LIVE=false),
//    the bare Hono + pg floor and pgbench.
//
// Settings: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), LIVE_STREAMS (5000), LIVE_SAMPLES
// (100), LIVE_REST_SECONDS (30), LIVE_SKIP_POLL=1 (only part 1). Needs wrk and pgbench for part 2.
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ASK_QUESTIONS } from '../src/common/contracts/ask';
import { ASK_ROUTES } from '../src/common/contracts/ask-routes';
import { endpointUrl } from '../src/common/contracts/endpoint';
import { INBOX_ROUTES } from '../src/common/contracts/inbox-routes';
import { recreateDatabase, sleep, startApp, type AppProcess } from './app-process';
import { BENCH, percentile, printTable, SERVER_URL, sessionCookie } from './common';
import { pollTable, runPoll } from './poll';

const STREAMS = Number(process.env.LIVE_STREAMS ?? 5000);
const PER_MEMBER = 5;
const MEMBERS = Math.ceil(STREAMS / PER_MEMBER);
const SAMPLES = Number(process.env.LIVE_SAMPLES ?? 100);
const REST_SECONDS = Number(process.env.LIVE_REST_SECONDS ?? 30);
const PORT = Number(process.env.LIVE_PORT ?? 3411);
const SITE = 'http://localhost:8080';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const token = (n: number) => `live-session-${String(n).padStart(6, '0')}`;

/** Members 1..MEMBERS with a session each, an administrator with one, and a pending question per sampled member. */
async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       select 'live-member-' || n, 'Member ' || n, 'live' || n || '@bench.example', true, now(), now() from generate_series(1, $1) n`,
      [MEMBERS],
    );
    await client.query(
      `insert into attendees (user_id, email, first_name, last_name, onboarding_completed)
       select 'live-member-' || n, 'live' || n || '@bench.example', 'Member', n::text, true from generate_series(1, $1) n`,
      [MEMBERS],
    );
    await client.query(
      `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
       select 's' || n, 'live-session-' || lpad(n::text, 6, '0'), 'live-member-' || n, now() + interval '30 days', now(), now()
       from generate_series(1, $1) n`,
      [MEMBERS],
    );
    await client.query(
      `insert into users (id, name, email, email_verified, created_at, updated_at) values ('live-admin', 'Avery Admin', 'admin@live.bench.example', true, now(), now())`,
    );
    await client.query(`insert into admin_users (user_id) values ('live-admin')`);
    await client.query(
      `insert into sessions (id, token, user_id, expires_at, created_at, updated_at) values ('s-admin', 'live-session-admin', 'live-admin', now() + interval '30 days', now(), now())`,
    );
    const { rows } = await client.query<{ id: string; n: number }>(
      `insert into conversations (user_id, email, name, question, answer, status, step, timestamp)
       select 'live-member-' || n, 'live' || n || '@bench.example', 'Member ' || n, $2, 'A question for the bench', 'pending', 'complete', now()
       from generate_series(1, $1) n returning id, substr(user_id, 13)::int as n`,
      [Math.min(SAMPLES, MEMBERS), ASK_QUESTIONS[0]],
    );
    return rows;
  } finally {
    await client.end();
  }
}

type Stream = { request: http.ClientRequest; ready: Promise<void>; replies: Map<string, (at: number) => void>; close(): void };

/** Opens one SSE stream on `base` with `cookie`; `ready` resolves on the stream's ready event. */
function openStream(base: string, cookie: string, agent: http.Agent): Stream {
  const replies = new Map<string, (at: number) => void>();
  let resolveReady: () => void = () => undefined;
  let rejectReady: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => ((resolveReady = resolve), (rejectReady = reject)));
  const request = http.get(
    `${base}/api/live`,
    { agent, headers: { cookie, origin: SITE, accept: 'text/event-stream' } },
    (response) => {
      if (response.statusCode !== 200) {
        rejectReady(new Error(`stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      // Ended before ready: the server could not catch the stream up (the database was too busy).
      response.on('close', () => rejectReady(new Error('stream ended before ready')));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: ready')) resolveReady();
          if (frame.includes('event: reply')) {
            const id = /"conversationId":"([^"]+)"/.exec(frame)?.[1];
            if (id) replies.get(id)?.(at);
          }
        }
      });
    },
  );
  request.on('error', (error) => rejectReady(error));
  return { request, ready, replies, close: () => request.destroy() };
}

async function settledMemory(app: AppProcess) {
  const heap = await app.heap();
  await sleep(500);
  return { rss: app.rss(), heapUsed: heap?.heapUsed ?? NaN };
}

async function cpuAtRest(app: AppProcess, seconds: number) {
  const before = app.cpuSeconds();
  await sleep(seconds * 1000);
  return ((app.cpuSeconds() - before) / seconds) * 100;
}

async function runStreams() {
  const url = await recreateDatabase(SERVER_URL, 'fmc_live');
  const env = (name: string) => ({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    AUTH_SECRET: BENCH.authSecret,
    PUBLIC_BASE_URL: SITE,
    RATE_LIMIT: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `fmc-live-${name}-`)),
  });
  const a = await startApp({ name: 'A', port: PORT, env: env('a') });
  const b = await startApp({ name: 'B', port: PORT + 1, env: env('b'), probe: true });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams: Stream[] = [];
  try {
    const questions = await seed(url);
    const cookies = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => sessionCookie(token(i + 1))));
    const adminCookie = await sessionCookie('live-session-admin');
    await sleep(3000);
    const restIdle = await cpuAtRest(b, REST_SECONDS);
    const before = await settledMemory(b);

    const opening = performance.now();
    // Opened 50 at a time, as pages would arrive; one the server could not catch up (its pool busy for
    // more than 5 s) is opened again, as the browser's client would after its backoff.
    let retried = 0;
    const open = async (i: number) => {
      for (let attempt = 0; ; attempt++) {
        const stream = openStream(b.url, cookies[i % MEMBERS], agent);
        try {
          await stream.ready;
          streams[i] = stream;
          return;
        } catch (error) {
          stream.close();
          if (attempt >= 5) throw error;
          retried++;
          await sleep(500);
        }
      }
    };
    for (let i = 0; i < STREAMS; i += 50)
      await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, (_, k) => open(i + k)));
    const openSeconds = (performance.now() - opening) / 1000;
    await sleep(3000);
    const after = await settledMemory(b);
    const restStreams = await cpuAtRest(b, REST_SECONDS);

    // Answer → screen: through A; the stream on B hears it; the page's refetch on B returns.
    const toEvent: number[] = [];
    const toScreen: number[] = [];
    for (const question of questions) {
      const memberStream = streams[question.n - 1];
      const heard = new Promise<number>((resolve, reject) => {
        memberStream.replies.set(question.id, resolve);
        setTimeout(() => reject(new Error(`no reply event for ${question.id} within 10 s`)), 10_000).unref();
      });
      const started = performance.now();
      const answered = await fetch(`${a.url}${endpointUrl(INBOX_ROUTES.answer, { id: question.id })}`, {
        method: 'POST',
        headers: { cookie: adminCookie, origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify({ response: 'Meet the agency founders on Tuesday.' }),
      });
      if (!answered.ok) throw new Error(`answer failed: ${answered.status} ${await answered.text()}`);
      const at = await heard;
      const count = await fetch(`${b.url}${ASK_ROUTES.replies.path}`, {
        headers: { cookie: cookies[question.n - 1], origin: SITE },
      });
      if (!count.ok) throw new Error(`replies on B answered ${count.status}`);
      await count.text();
      toEvent.push(at - started);
      toScreen.push(performance.now() - started);
    }
    toEvent.sort((x, y) => x - y);
    toScreen.sort((x, y) => x - y);
    const rssPerStream = (after.rss - before.rss) / STREAMS;
    const heapPerStream = (after.heapUsed - before.heapUsed) / STREAMS;
    return {
      openSeconds,
      rows: [
        {
          measure: `streams held on B`,
          value: `${STREAMS} (${MEMBERS} members × ${PER_MEMBER}), opened in ${openSeconds.toFixed(1)} s, ${retried} opened again`,
          target: '',
        },
        { measure: 'B resident memory: before → with the streams', value: `${mb(before.rss)} → ${mb(after.rss)}`, target: '' },
        { measure: 'resident memory added per stream', value: kb(rssPerStream), target: '' },
        { measure: 'heap added per stream (after a full GC)', value: kb(heapPerStream), target: '' },
        { measure: `B CPU at rest, no streams (${REST_SECONDS} s)`, value: `${restIdle.toFixed(2)}% of a core`, target: '' },
        {
          measure: `B CPU at rest, ${STREAMS} streams (${REST_SECONDS} s: heartbeats, pings)`,
          value: `${restStreams.toFixed(2)}% of a core`,
          target: '',
        },
        {
          measure: `answer through A → event on B (${toEvent.length} answers)`,
          value: `p50 ${percentile(toEvent, 50).toFixed(1)} ms, p99 ${percentile(toEvent, 99).toFixed(1)} ms`,
          target: '',
        },
        {
          measure: 'answer through A → event on B → count refetched on B (screen)',
          value: `p50 ${percentile(toScreen, 50).toFixed(1)} ms, p99 ${percentile(toScreen, 99).toFixed(1)} ms`,
          target: `p99 < 500 ms: ${percentile(toScreen, 99) < 500 ? 'met' : 'MISSED'}`,
        },
      ],
    };
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
    await Promise.all([a.stop(), b.stop()]);
  }
}

async function main() {
  console.log(
    `[bench:live] ${new Date().toISOString()}, load average ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const streams = await runStreams();
  printTable(streams.rows);
  if (process.env.LIVE_SKIP_POLL === '1') return;
  const withMemory = await runPoll();
  process.env.LIVE = 'false';
  const withoutMemory = await runPoll();
  delete process.env.LIVE;
  console.log('\nThe poll with sessions from memory (LIVE on, the production default):');
  printTable(pollTable(withMemory));
  console.log('\nThe poll reading the session on every request (LIVE=false, decision 018 alone):');
  printTable(pollTable(withoutMemory));
  const app = withMemory[0];
  const floor = withMemory[1];
  console.log(
    `sessions from memory: ${((app.rps / floor.rps) * 100).toFixed(0)}% of the floor (target >= 80%: ${app.rps / floor.rps >= 0.8 ? 'met' : 'MISSED'}), p99 ${app.p99.toFixed(1)} ms (target < 50 ms: ${app.p99 < 50 ? 'met' : 'MISSED'})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
