// Shared by the bench scripts: database names, the deterministic scale-data identities (so every script,
// and pgbench, can name a member without reading the database) and small helpers.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Where PostgreSQL is: BENCH_PG_URL names the server (any database on it; default the local one). */
export const SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const LARGE_DB = process.env.BENCH_DB ?? 'fmc_bench';
export const SMALL_DB = process.env.BENCH_SMALL_DB ?? 'fmc_bench_small';

export function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The scale data's fixed values. Members are numbered 1..members. */
export const BENCH = {
  authSecret: 'bench-secret-that-is-at-least-32-characters-long',
  password: 'bench-password',
  adminEmail: 'admin@bench.example',
  adminUserId: 'bench-admin',
  /** Members n with a live session the load test can use (the first ones that may sign in). */
  sessionCount: 2_000,
  cookiePrefix: 'fmc',
};

export const memberUserId = (n: number) => `u${String(n).padStart(7, '0')}`;
export const memberEmail = (n: number) => `member${n}@bench.example`;
export const sessionToken = (n: number) => `bench-session-${String(n).padStart(7, '0')}`;
/** Deactivated (1%) and archived (5%) members, by number. */
export const isDeactivated = (n: number) => n % 100 === 0;
export const isArchived = (n: number) => n % 20 === 1;
export const maySignIn = (n: number) => !isDeactivated(n) && !isArchived(n);

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** Seeds a benchmark's database: runs `steps` (label, SQL) in order and prints each one's rows and time after
 * `tag`; a statement with `$1` gets `param` (the members' password hash). */
export async function runSeedSteps(c: pg.Client, tag: string, steps: Array<[string, string]>, param?: unknown) {
  for (const [label, text] of steps) {
    const t = process.hrtime.bigint();
    const result = await c.query(text, text.includes('$1') ? [param] : []);
    console.log(
      `[${tag}] ${label.padEnd(20)} ${String(result.rowCount ?? 0).padStart(9)} rows ${ms(t).toFixed(0).padStart(7)} ms`,
    );
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** The p50 and p99 of `samples` (ms). */
export function timings(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** `run` `warmup` times, then `samples` times timed, one at a time: the p50 and p99 of the timed ones (ms). Each
 * try is given its number, counted from 0 through the warm-up and on into the timed tries. */
export async function timeRuns(run: (i: number) => Promise<unknown>, warmup: number, samples: number) {
  for (let i = 0; i < warmup; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t = process.hrtime.bigint();
    await run(warmup + i);
    times.push(ms(t));
  }
  return timings(times);
}

export function printTable(rows: Array<Record<string, string | number>>) {
  if (rows.length === 0) return;
  const headers = Object.keys(rows[0]);
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(headers.map((h) => String(row[h] ?? ''))));
}

// ---------------------------------------------------------------------------------------------------
/** CPU seconds a process has used (user + system), from /proc/<pid>/stat; 0 once it is gone. */
export function processCpuSeconds(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds used so far by every PostgreSQL process on this machine (the server and its backends). */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += processCpuSeconds(Number(entry));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return total;
}

// Server processes. Each runs in its own Node process (`node --import tsx`, one process, so its pid is
// the one whose memory is read), away from the load generator and from this script.

export type ServerProcess = { kind: 'app' | 'bare'; pid: number; baseUrl: string; stop(): Promise<void> };

/** `env`: more settings for the server; `compiled`: the app as `npm run serve` runs it (dist/server, decision
 * 075) rather than its sources through tsx. The server's standard output (its log, a line a request at the
 * default level) goes to a file in its data folder, as a log collector would take it, not into this process. */
export type ServerOptions = { env?: Record<string, string>; compiled?: boolean };

export async function startServer(
  kind: 'app' | 'bare',
  dbName: string,
  port: number,
  options: ServerOptions = {},
): Promise<ServerProcess> {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync, openSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const entry = kind === 'app' ? (options.compiled ? 'dist/server/index.js' : 'src/server/index.ts') : 'bench/bare-server.ts';
  // A server left over from a run that crashed would answer the health check and every measured request in
  // place of this one, which could not listen: refuse to measure it.
  const leftover = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`something already answers on port ${port}: stop it (a bench server left by a crashed run?)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl(dbName),
    DATA_DIR: dataDir,
    AUTH_SECRET: BENCH.authSecret,
    RATE_LIMIT: 'false',
    ...options.env,
  };
  // BENCH_NODE_ARGS: extra flags for the server processes, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const loader = options.compiled && kind === 'app' ? ['--enable-source-maps'] : ['--import', 'tsx'];
  const logFile = openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [...nodeArgs, ...loader, entry], { env, stdio: ['ignore', logFile, 'pipe'] });
  let output = '';
  let stopping = false;
  const { readFileSync } = await import('node:fs');
  const serverLog = () => readFileSync(path.join(dataDir, 'server.log'), 'utf8');
  child.stderr!.on('data', (chunk) => {
    output += chunk;
    // Requests still queued when the load ends fail as the server closes: not part of the measurement.
    if (!stopping) process.stderr.write(`[${kind} server] ${chunk}`);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${kind} server exited: ${output}${serverLog()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${kind} server did not start: ${output}${serverLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    kind,
    pid: child.pid!,
    baseUrl,
    async stop() {
      stopping = true;
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The signed session cookie a browser of member n (or the administrator) sends, as Better Auth signs it. */
export async function sessionCookie(token: string): Promise<string> {
  const { makeSignature } = await import('better-auth/crypto');
  const signature = await makeSignature(token, BENCH.authSecret);
  return `${BENCH.cookiePrefix}.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

export const adminCookie = () => sessionCookie('bench-session-admin');
