// npm run bench:poll — the members' 30-second poll (GET /api/conversations/replies) under load, against
// the scale data on PostgreSQL: the real server process, the bare floor (bench/bare-server.ts: the same
// SQL through the same pool, no auth) and pgbench running the same SQL, one after the other in one run.
// Load: wrk, BENCH_CONNECTIONS connections (default 100) for BENCH_SECONDS (default 30) after a warm-up,
// each request with the next of BENCH.sessionCount members' real session cookies.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../src/server/db/client';
import { newRepliesQuery } from '../src/server/features/ask/reply-poll';
import {
  BENCH,
  LARGE_DB,
  databaseUrl,
  postgresCpuSeconds,
  processCpuSeconds,
  printTable,
  sessionCookie,
  sessionToken,
  startServer,
  withClient,
} from './common';
import { ASK_ROUTES } from '../src/common/contracts/ask-routes';
import { endpointUrl } from '../src/common/contracts/endpoint';

/** `nodeUs` / `postgresUs`: CPU time per request of the server process and of all PostgreSQL processes. */
export type LoadResult = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  nodeUs?: number;
  postgresUs?: number;
};

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const THREADS = 2;

function requireTool(name: string, hint: string) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
  if (!found) throw new Error(`${name} is not installed: ${hint}`);
}

function wrk(baseUrl: string, linesFile: string, seconds: number): LoadResult & { raw: string } {
  const result = spawnSync(
    'wrk',
    [
      `-t${THREADS}`,
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      '--timeout',
      '5s',
      '-s',
      path.resolve('bench/rotate.lua'),
      baseUrl,
      '--',
      linesFile,
    ],
    { encoding: 'utf8' },
  );
  const line = result.stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk failed: ${result.stdout}${result.stderr}`);
  const data = JSON.parse(line.slice('WRK_JSON '.length));
  const errors = Object.values(data.errors as Record<string, number>).reduce((a, b) => a + b, 0);
  return {
    label: '',
    rps: data.requests / (data.durationUs / 1e6),
    p50: data.p50Us / 1000,
    p99: data.p99Us / 1000,
    errors,
    requests: data.requests,
    raw: result.stdout,
  };
}

/** Members with a session in the scale data, in order. */
export async function sessionMembers(): Promise<number[]> {
  return withClient(databaseUrl(LARGE_DB), async (c) => {
    const { rows } = await c.query<{ n: string }>(
      `select substr(user_id, 2)::int as n from sessions where token like 'bench-session-0%' order by 1`,
    );
    return rows.map((r) => Number(r.n));
  });
}

export async function measure(label: string, server: { baseUrl: string; pid: number }, linesFile: string): Promise<LoadResult> {
  wrk(server.baseUrl, linesFile, WARMUP_SECONDS);
  const before = { node: processCpuSeconds(server.pid), postgres: postgresCpuSeconds() };
  const result = wrk(server.baseUrl, linesFile, SECONDS);
  const perRequestUs = (seconds: number) => (seconds * 1e6) / result.requests;
  return {
    ...result,
    label,
    nodeUs: perRequestUs(processCpuSeconds(server.pid) - before.node),
    postgresUs: perRequestUs(postgresCpuSeconds() - before.postgres),
  };
}

/** The poll's SQL exactly as the app prepares it (newRepliesQuery), its values computed by pgbench from a
 * member number. */
function pgbenchScript(members: number[]): string {
  const { sql, params } = newRepliesQuery(drizzle.mock() as unknown as Database).toSQL();
  const values: Record<string, string> = {
    userId: `'u' || lpad(:n::text, 7, '0')`,
    email: `'member' || :n || '@bench.example'`,
  };
  const names = params.map((param) => (param as { name?: string }).name ?? '');
  if (names.some((name) => !(name in values))) throw new Error(`unexpected parameters: ${JSON.stringify(params)}`);
  const text = sql.replace(/\$(\d+)/g, (_, n: string) => `(${values[names[Number(n) - 1]]})`).replace(/\s+/g, ' ');
  return `\\set n random(${members[0]}, ${members[members.length - 1]})\n${text};\n`;
}

function pgbench(members: number[]): LoadResult {
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'fmc-pgbench-')), 'replies.sql');
  writeFileSync(script, pgbenchScript(members));
  const url = new URL(databaseUrl(LARGE_DB));
  const args = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    '-n',
    '-M',
    'prepared',
  ];
  args.push('-c', '10', '-j', String(THREADS), '-T', String(SECONDS), '-f', script, '-r', url.pathname.slice(1));
  const run = spawnSync('pgbench', args, { encoding: 'utf8' });
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
  if (!tps) throw new Error(`pgbench failed: ${run.stdout}${run.stderr}`);
  const processed = /number of transactions actually processed: (\d+)/.exec(run.stdout)?.[1];
  return {
    label: 'pgbench, same SQL (10 clients = the pool size)',
    rps: Number(tps),
    p50: Number(latency),
    p99: NaN,
    errors: 0,
    requests: Number(processed),
  };
}

export async function runPoll(): Promise<LoadResult[]> {
  requireTool('wrk', 'apt-get install -y wrk (see bench/README.md)');
  requireTool('pgbench', 'apt-get install -y postgresql-client');
  const members = await sessionMembers();
  if (members.length === 0) throw new Error(`no bench sessions in ${LARGE_DB}: run npm run bench:data first`);
  const dir = mkdtempSync(path.join(tmpdir(), 'fmc-poll-'));
  const appLines = path.join(dir, 'app.txt');
  const bareLines = path.join(dir, 'bare.txt');
  const cookies = await Promise.all(members.map((n) => sessionCookie(sessionToken(n))));
  writeFileSync(appLines, cookies.map((cookie) => `${endpointUrl(ASK_ROUTES.replies)}\t${cookie}`).join('\n') + '\n');
  writeFileSync(bareLines, members.map((n) => `/replies?m=${n}\t`).join('\n') + '\n');

  const results: LoadResult[] = [];
  const app = await startServer('app', LARGE_DB, 3401);
  try {
    // Every cookie must be a signed-in member, or the figures would measure 401s.
    for (const cookie of [cookies[0], cookies[cookies.length - 1]]) {
      const response = await fetch(`${app.baseUrl}/api/conversations/replies`, { headers: { cookie } });
      if (response.status !== 200)
        throw new Error(`poll as a bench member answered ${response.status}: ${await response.text()}`);
    }
    results.push(await measure('app: GET /api/conversations/replies (signed in)', app, appLines));
  } finally {
    await app.stop();
  }
  const bare = await startServer('bare', LARGE_DB, 3402);
  try {
    results.push(await measure('floor: bare Hono + same SQL + same pool', bare, bareLines));
  } finally {
    await bare.stop();
  }
  results.push(pgbench(members));
  return results;
}

export function pollTable(results: LoadResult[]) {
  const floor = results.find((r) => r.label.startsWith('floor'))!;
  const pgb = results.find((r) => r.label.startsWith('pgbench'))!;
  return results.map((r) => ({
    run: r.label,
    'req/s': r.rps.toFixed(0),
    'p50 ms': r.p50.toFixed(2),
    'p99 ms': Number.isNaN(r.p99) ? '-' : r.p99.toFixed(2),
    'vs floor': `${((r.rps / floor.rps) * 100).toFixed(0)}%`,
    'vs pgbench': `${((r.rps / pgb.rps) * 100).toFixed(0)}%`,
    errors: r.errors,
    'server CPU µs/req': r.nodeUs === undefined ? '-' : r.nodeUs.toFixed(0),
    'PostgreSQL CPU µs/req': r.postgresUs === undefined ? '-' : r.postgresUs.toFixed(0),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `[bench:poll] ${CONNECTIONS} connections, ${SECONDS} s each (after ${WARMUP_SECONDS} s warm-up), ${BENCH.sessionCount} sessions, database ${LARGE_DB}`,
  );
  runPoll()
    .then((results) => {
      printTable(pollTable(results));
      const app = results[0];
      const floor = results[1];
      console.log(
        `target p99 < 50 ms: ${app.p99 < 50 ? 'met' : 'MISSED'} (${app.p99.toFixed(1)} ms); target >= 60% of floor: ${app.rps / floor.rps >= 0.6 ? 'met' : 'MISSED'} (${((app.rps / floor.rps) * 100).toFixed(0)}%)`,
      );
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
