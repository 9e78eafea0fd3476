// npm run bench:messages — private messages at scale (issue 35, decision 054), on the local PostgreSQL:
//
// 1. Seed (fmc_messages, recreated; INSERT … SELECT generate_series): 100,000 members, 500,000
//    conversations (each member in ten: pairs n and n+1, n+2, n+3, n+5, n+8), 5,000,000 messages (ten a
//    conversation), a fifth of the members' sides with one unread message. Sessions for members 1..2,000.
//    A dedicated database, not bench:data's fmc_bench: that one's million Ask conversations and interests
//    take longer to write than these and nothing here reads them.
// 2. Reads through a real app server (A): the conversation list's first page, opening a thread (its last
//    50), the unread count; each beside its floor (bench/bare-server.ts: the same operation's SQL through
//    the same pg pool, no session, no middleware), in the same run. Sequential requests, one at a time,
//    after a warm-up; member and thread chosen at random each time.
// 3. Send → the other member's open page on ANOTHER app server: B holds the streams (5 tabs of each of
//    the first STREAMS / 5 members); a member sends through A; the recipient's stream on B hears it and the
//    page's fetch of the thread on B returns (what it then draws). One send at a time.
//
// Settings: BENCH_PG_URL, MESSAGES_STREAMS (5000), MESSAGES_SAMPLES (200 reads, 100 sends),
// MESSAGES_SKIP_SEED=1 (reuse fmc_messages as the last run left it), MESSAGES_SKIP_READS=1 (only part 3), MESSAGES_PORT (3431: A, B, floor).
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CONVERSATION_ROUTES } from '../src/common/contracts/conversations-routes';
import { endpointUrl } from '../src/common/contracts/endpoint';
import { openDatabase } from '../src/server/db/client';
import { recreateDatabase, sleep, startApp, type AppProcess } from './app-process';
import { BENCH, databaseUrl, ms, percentile, printTable, SERVER_URL, sessionCookie, startServer } from './common';

const DB = 'fmc_messages';
const MEMBERS = 100_000;
const OFFSETS = [1, 2, 3, 5, 8];
const PER_CONVERSATION = 10;
const SESSIONS = 2_000;
const STREAMS = Number(process.env.MESSAGES_STREAMS ?? 5000);
const PER_MEMBER = 5;
const STREAM_MEMBERS = Math.ceil(STREAMS / PER_MEMBER);
const READS = Number(process.env.MESSAGES_SAMPLES ?? 200);
const SENDS = Math.min(100, READS);
const PORT = Number(process.env.MESSAGES_PORT ?? 3431);
const SITE = 'http://localhost:8080';
const token = (n: number) => `msg-session-${String(n).padStart(6, '0')}`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const log = (line: string) => console.log(`[bench:messages] ${line}`);

async function seed(url: string) {
  const started = process.hrtime.bigint();
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await handle.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const offsets = `array[${OFFSETS.join(',')}]`;
  const steps: Array<[string, string]> = [
    [
      'users',
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       select 'msg-' || n, 'Member ' || n, 'msg' || n || '@bench.example', true, now(), now() from generate_series(1, ${MEMBERS}) n`,
    ],
    [
      'attendees',
      `insert into attendees (user_id, email, first_name, last_name, onboarding_completed)
       select 'msg-' || n, 'msg' || n || '@bench.example', 'Member', n::text, true from generate_series(1, ${MEMBERS}) n`,
    ],
    [
      'sessions',
      `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
       select 's' || n, 'msg-session-' || lpad(n::text, 6, '0'), 'msg-' || n, now() + interval '30 days', now(), now()
       from generate_series(1, ${SESSIONS}) n`,
    ],
    // Member n's attendee id, for the pairs (dropped at the end).
    [
      'bench_members',
      `create table bench_members as select substr(user_id, 5)::int as n, id from attendees;
       create unique index on bench_members (n)`,
    ],
    [
      'conversations',
      `insert into private_conversations (member_low, member_high, last_seq, last_message_at, created_at)
       select least(x.id, y.id), greatest(x.id, y.id), ${PER_CONVERSATION},
              now() - ((x.n * 7919 + d.off * 104729) % 43200) * interval '1 minute', now() - interval '60 days'
       from bench_members x cross join unnest(${offsets}) d(off)
       join bench_members y on y.n = 1 + (x.n - 1 + d.off) % ${MEMBERS}`,
    ],
    [
      'messages',
      `insert into private_messages (conversation_id, seq, sender_id, body, created_at)
       select c.id, s, case when s % 2 = 1 then c.member_low else c.member_high end,
              'Message ' || s || ': are we still on for the franchise panel on Thursday? I can bring the numbers.',
              c.last_message_at - (${PER_CONVERSATION} - s) * interval '3 minutes'
       from private_conversations c cross join generate_series(1, ${PER_CONVERSATION}) s`,
    ],
    // The last message (an even seq) is the high member's: a fifth of the low members have not read it.
    [
      'sides',
      `insert into private_conversation_members (conversation_id, member_id, unread_count, read_seq, delivered_seq, last_message_at, created_at)
       select c.id, side.member_id, side.unread, ${PER_CONVERSATION} - side.unread, ${PER_CONVERSATION} - side.unread, c.last_message_at, c.created_at
       from private_conversations c
       cross join lateral (values (c.member_low, case when abs(hashtext(c.id::text)) % 5 = 0 then 1 else 0 end), (c.member_high, 0)) side(member_id, unread)`,
    ],
    // Each sampled send's pair is connected (n and n+1, for the first members).
    [
      'connections',
      `insert into connection_requests (from_attendee_id, to_attendee_id, status, expires_at, accepted_at)
       select x.id, y.id, 'accepted', now() + interval '30 days', now()
       from bench_members x join bench_members y on y.n = x.n + 1 where x.n <= ${STREAM_MEMBERS}`,
    ],
    ['analyze', `vacuum (analyze)`],
  ];
  try {
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    for (const [label, text] of steps) {
      const t = process.hrtime.bigint();
      const result = await client.query(text);
      const rows = Array.isArray(result) ? '' : String(result.rowCount ?? '');
      log(`seed ${label.padEnd(14)} ${rows.padStart(9)} rows ${ms(t).toFixed(0).padStart(8)} ms (load ${load()})`);
    }
  } finally {
    await client.end();
  }
  log(`seeded in ${(ms(started) / 1000).toFixed(1)} s`);
}

type Sample = { n: number; attendeeId: string; userId: string; conversationId: string; otherN: number };

/** `count` (member, one of their conversations) pairs among the members with a session, chosen at random. */
async function samples(url: string, count: number, within: number): Promise<Sample[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Sample>(
      `select b.n, b.id as "attendeeId", 'msg-' || b.n as "userId", m.conversation_id as "conversationId", o.n as "otherN"
       from (select 1 + floor(random() * $2)::int as n from generate_series(1, $1)) pick
       join bench_members b on b.n = pick.n
       cross join lateral (select conversation_id from private_conversation_members where member_id = b.id order by random() limit 1) m
       join private_conversations c on c.id = m.conversation_id
       join bench_members o on o.id = case when c.member_low = b.id then c.member_high else c.member_low end`,
      [count, within],
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function timed(count: number, request: (i: number) => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count + 20; i++) {
    const started = process.hrtime.bigint();
    const response = await request(i % count);
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    if (i >= 20) times.push(ms(started));
  }
  return times.sort((x, y) => x - y);
}

const p = (times: number[], q: number) => percentile(times, q).toFixed(1);

async function measureReads(app: AppProcess, floorUrl: string, url: string) {
  const picked = await samples(url, READS, SESSIONS);
  const cookies = await Promise.all(picked.map((s) => sessionCookie(token(s.n))));
  const get = (base: string, pathname: string, cookie?: string) =>
    fetch(`${base}${pathname}`, { headers: cookie ? { cookie, origin: SITE } : {} });
  const rows: Array<Record<string, string>> = [];
  const reads: Array<[string, (s: Sample) => string, (s: Sample) => string, number]> = [
    ['conversation list, first page (20)', () => CONVERSATION_ROUTES.list.path, (s) => `/messages/list?a=${s.attendeeId}`, 20],
    [
      'opening a thread (its last 50)',
      (s) => endpointUrl(CONVERSATION_ROUTES.thread, { id: s.conversationId }),
      (s) => `/messages/thread?a=${s.attendeeId}&c=${s.conversationId}`,
      20,
    ],
    ['unread count', () => CONVERSATION_ROUTES.unread.path, (s) => `/messages/unread?a=${s.attendeeId}`, Infinity],
  ];
  for (const [measure, appPath, floorPath, target] of reads) {
    const appTimes = await timed(picked.length, (i) => get(app.url, appPath(picked[i]), cookies[i]));
    const floorTimes = await timed(picked.length, (i) => get(floorUrl, floorPath(picked[i])));
    const met = Number.isFinite(target) ? (percentile(appTimes, 50) < target ? 'met' : 'MISSED') : '';
    rows.push({
      measure,
      'app p50 / p99 (ms)': `${p(appTimes, 50)} / ${p(appTimes, 99)}`,
      'floor p50 / p99 (ms)': `${p(floorTimes, 50)} / ${p(floorTimes, 99)}`,
      target: Number.isFinite(target) ? `p50 < ${target} ms: ${met}` : 'one indexed read',
    });
  }
  return rows;
}

type Stream = { member: number; ready: Promise<void>; heard: Map<string, (at: number) => void>; close(): void };

/** Opens one SSE stream on `base`; `ready` resolves on the ready event; `heard` is told of each message event. */
function openStream(base: string, member: number, cookie: string, agent: http.Agent): Stream {
  const heard = new Map<string, (at: number) => void>();
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
          if (frame.includes('event: message')) {
            const id = /"conversationId":"([^"]+)"/.exec(frame)?.[1];
            if (id) heard.get(id)?.(at);
          }
        }
      });
    },
  );
  request.on('error', (error) => rejectReady(error));
  return { member, ready, heard, close: () => request.destroy() };
}

async function measureSends(a: AppProcess, b: AppProcess, url: string) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams: Stream[] = [];
  const rows: Array<Record<string, string>> = [];
  try {
    const cookies = await Promise.all(Array.from({ length: STREAM_MEMBERS + 1 }, (_, i) => sessionCookie(token(i + 1))));
    const opening = performance.now();
    let failed = 0;
    let firstError = '';
    for (let i = 0; i < STREAMS; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, STREAMS - i) }, async (_, k) => {
          const member = 1 + ((i + k) % STREAM_MEMBERS);
          const stream = openStream(b.url, member, cookies[member - 1], agent);
          try {
            await stream.ready;
            streams.push(stream);
          } catch (error) {
            failed++;
            firstError ||= String(error);
            stream.close();
          }
        }),
      );
    }
    const openSeconds = (performance.now() - opening) / 1000;
    log(`${streams.length} streams open on B in ${openSeconds.toFixed(1)} s, ${failed} refused (${firstError}); load ${load()}`);
    await sleep(3000);

    // Member n (a stream member) has B's pages open; member n+1, connected, writes to them through A.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows: pairs } = await client.query<{ n: number; id: string }>(
      `select x.n, c.id from bench_members x join bench_members y on y.n = x.n + 1
       join private_conversations c on c.member_low = least(x.id, y.id) and c.member_high = greatest(x.id, y.id)
       where x.n <= $1 order by x.n`,
      [Math.min(SENDS, STREAM_MEMBERS)],
    );
    await client.end();
    const toEvent: number[] = [];
    const toScreen: number[] = [];
    for (const pair of pairs) {
      // Every tab of the recipient hears it (the sender's own tabs too: not these); the first one's page
      // fetches the thread.
      const listeners = streams.filter((stream) => stream.member === pair.n);
      const heard = new Promise<number>((resolve, reject) => {
        for (const stream of listeners) stream.heard.set(pair.id, resolve);
        setTimeout(() => reject(new Error(`no message event for ${pair.id} within 10 s`)), 10_000).unref();
      });
      const started = performance.now();
      const sent = await fetch(`${a.url}${endpointUrl(CONVERSATION_ROUTES.send, { id: pair.id })}`, {
        method: 'POST',
        headers: { cookie: cookies[pair.n], origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'Are you at the salon tonight?', clientKey: `bench-${pair.id}-${Date.now()}` }),
      });
      if (sent.status !== 201) throw new Error(`send answered ${sent.status}: ${await sent.text()}`);
      await sent.arrayBuffer();
      if (listeners.length === 0) throw new Error(`member ${pair.n} has no stream open on B`);
      const at = await heard;
      for (const stream of listeners) stream.heard.delete(pair.id);
      const page = await fetch(`${b.url}${endpointUrl(CONVERSATION_ROUTES.thread, { id: pair.id })}`, {
        headers: { cookie: cookies[pair.n - 1], origin: SITE },
      });
      if (!page.ok) throw new Error(`thread on B answered ${page.status}`);
      await page.arrayBuffer();
      toEvent.push(at - started);
      toScreen.push(performance.now() - started);
    }
    toEvent.sort((x, y) => x - y);
    toScreen.sort((x, y) => x - y);
    rows.push(
      {
        measure: 'streams held on B',
        value: `${streams.length} of ${STREAMS} (${STREAM_MEMBERS} members × ${PER_MEMBER})`,
        target: '',
      },
      {
        measure: `send through A → event on B (${toEvent.length} sends)`,
        value: `p50 ${p(toEvent, 50)} ms, p99 ${p(toEvent, 99)} ms`,
        target: '',
      },
      {
        measure: 'send through A → event on B → thread fetched on B (screen)',
        value: `p50 ${p(toScreen, 50)} ms, p99 ${p(toScreen, 99)} ms`,
        target: `p99 < 500 ms: ${percentile(toScreen, 99) < 500 ? 'met' : 'MISSED'}`,
      },
    );
    return rows;
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
  }
}

async function main() {
  log(`${new Date().toISOString()}, load average ${load()}`);
  const url = process.env.MESSAGES_SKIP_SEED === '1' ? databaseUrl(DB) : await recreateDatabase(SERVER_URL, DB);
  if (process.env.MESSAGES_SKIP_SEED !== '1') await seed(url);
  const env = (name: string) => ({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    AUTH_SECRET: BENCH.authSecret,
    PUBLIC_BASE_URL: SITE,
    RATE_LIMIT: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `fmc-messages-${name}-`)),
  });
  const a = await startApp({ name: 'A', port: PORT, env: env('a') });
  const b = await startApp({ name: 'B', port: PORT + 1, env: env('b') });
  const floor = await startServer('bare', DB, PORT + 2);
  try {
    if (process.env.MESSAGES_SKIP_READS !== '1') {
      const reads = await measureReads(a, floor.baseUrl, url);
      log(`reads done; load ${load()}`);
      printTable(reads);
    }
    await floor.stop();
    const sends = await measureSends(a, b, url);
    log(`sends done; load ${load()}`);
    printTable(sends);
  } finally {
    await floor.stop();
    await Promise.all([a.stop(), b.stop()]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
