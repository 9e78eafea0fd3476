// npm run bench:lists — the administrators' lists at scale: the members log (first page, a deep page and
// two searches), the pending inbox and the access-request list, each timed through the real server on
// the large (fmc_bench) and the small (fmc_bench_small) scale data, one request at a time. Then each
// list's SQL — captured from the real service functions — under EXPLAIN (ANALYZE, BUFFERS) on the large
// data, written to bench/results/explain.txt with a one-line summary of the scans each plan uses.
import { mkdirSync, writeFileSync } from 'node:fs';
import type pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { loadConfig } from '../src/server/env';
import { listAccessRequests } from '../src/server/features/access-requests/requests';
import { getCommunityHealth, listHealthFigure } from '../src/server/features/community-health/service';
import { listAdminConversations } from '../src/server/features/inbox/inbox';
import { newRepliesQuery } from '../src/server/features/ask/reply-poll';
import { getResponseTimes } from '../src/server/features/inbox/response-times';
import { listMembers } from '../src/server/features/members/service';
import {
  adminCookie,
  LARGE_DB,
  SMALL_DB,
  databaseUrl,
  memberEmail,
  memberUserId,
  ms,
  percentile,
  printTable,
  startServer,
  withClient,
} from './common';
import { ACCESS_REQUEST_ROUTES } from '../src/common/contracts/access-requests-routes';
import { ASK_ROUTES } from '../src/common/contracts/ask-routes';
import { COMMUNITY_HEALTH_ROUTES } from '../src/common/contracts/community-health-routes';
import { INBOX_ROUTES } from '../src/common/contracts/inbox-routes';
import { MEMBER_ROUTES } from '../src/common/contracts/members-routes';
import { endpointUrl } from '../src/common/contracts/endpoint';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARMUP = 10;

/** `budgetMs`: the p50 the list must stay under at 100,000 members (30 ms unless its issue says otherwise). */
type ListCase = { label: string; path: string; run: (db: Database) => Promise<unknown>; budgetMs?: number };

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: '/tmp/fmc-bench-explain',
  AUTH_SECRET: 'x'.repeat(32),
  TIME_ZONE: 'UTC',
});
const memberDeps = (db: Database) => ({ db, now: () => new Date(), timeZone: config.timeZone });

export const LIST_CASES: ListCase[] = [
  {
    label: 'members log, page 1',
    path: endpointUrl(MEMBER_ROUTES.list, {}, { page: 1, pageSize: 25 }),
    run: (db) => listMembers(memberDeps(db), { search: undefined, archived: false, page: 1, pageSize: 25 }),
  },
  {
    label: 'members log, page 30',
    path: endpointUrl(MEMBER_ROUTES.list, {}, { page: 30, pageSize: 25 }),
    run: (db) => listMembers(memberDeps(db), { search: undefined, archived: false, page: 30, pageSize: 25 }),
  },
  {
    label: "members log, search 'garcia'",
    path: endpointUrl(MEMBER_ROUTES.list, {}, { search: 'garcia', page: 1, pageSize: 25 }),
    run: (db) => listMembers(memberDeps(db), { search: 'garcia', archived: false, page: 1, pageSize: 25 }),
  },
  {
    label: "members log, search 'member42'",
    path: endpointUrl(MEMBER_ROUTES.list, {}, { search: 'member42', page: 1, pageSize: 25 }),
    run: (db) => listMembers(memberDeps(db), { search: 'member42', archived: false, page: 1, pageSize: 25 }),
  },
  {
    label: 'pending inbox, page 1',
    path: endpointUrl(INBOX_ROUTES.list, {}, { view: 'pending', page: 1, pageSize: 25 }),
    run: (db) => listAdminConversations(db, 'pending', 1, 25),
  },
  {
    label: 'access requests, page 1',
    path: endpointUrl(ACCESS_REQUEST_ROUTES.adminList, {}, { page: 1, pageSize: 25 }),
    run: (db) => listAccessRequests({ db, config, now: () => new Date() } as never, 1, 25),
  },
  // Issue 20: the response times and community health (p50 < 200 ms at 100,000 members, 1,000,000 conversations).
  {
    label: 'response times',
    path: endpointUrl(INBOX_ROUTES.responseTimes),
    run: (db) => getResponseTimes(memberDeps(db)),
    budgetMs: 200,
  },
  {
    label: 'community health, 30 days',
    path: endpointUrl(COMMUNITY_HEALTH_ROUTES.figures, {}, { days: 30 }),
    run: (db) => getCommunityHealth(memberDeps(db), { days: 30 }),
    budgetMs: 200,
  },
  {
    label: 'community health, 90 days',
    path: endpointUrl(COMMUNITY_HEALTH_ROUTES.figures, {}, { days: 90 }),
    run: (db) => getCommunityHealth(memberDeps(db), { days: 90 }),
    budgetMs: 200,
  },
  {
    label: 'health list: asked to join, 90 d',
    path: endpointUrl(COMMUNITY_HEALTH_ROUTES.list, {}, { figure: 'requested', days: 90, page: 1, pageSize: 25 }),
    run: (db) => listHealthFigure(memberDeps(db), { figure: 'requested', days: 90, page: 1, pageSize: 25 }),
    budgetMs: 200,
  },
  {
    label: 'health list: active last week',
    path: endpointUrl(COMMUNITY_HEALTH_ROUTES.list, {}, { figure: 'weeklyActive', days: 30, page: 1, pageSize: 25 }),
    run: (db) => listHealthFigure(memberDeps(db), { figure: 'weeklyActive', days: 30, page: 1, pageSize: 25 }),
    budgetMs: 200,
  },
];

export type ListResult = { label: string; db: string; p50: number; p95: number };

async function timeLists(dbName: string, port: number): Promise<ListResult[]> {
  const server = await startServer('app', dbName, port);
  const cookie = await adminCookie();
  const results: ListResult[] = [];
  try {
    for (const c of LIST_CASES) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + SAMPLES; i++) {
        const t = process.hrtime.bigint();
        const response = await fetch(server.baseUrl + c.path, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${c.path} answered ${response.status}`);
        if (i >= WARMUP) times.push(ms(t));
      }
      times.sort((a, b) => a - b);
      results.push({ label: c.label, db: dbName, p50: percentile(times, 50), p95: percentile(times, 95) });
    }
  } finally {
    await server.stop();
  }
  return results;
}

/** Runs `work` against the database and answers every statement it sent, with its values. */
export async function captureQueries(dbName: string, work: (db: Database) => Promise<unknown>) {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(dbName), poolSize: 1 });
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const captured: Array<{ text: string; values: unknown[] }> = [];
  const capture = (client: pg.PoolClient) => {
    const marked = client as unknown as { captured?: boolean; query: (...args: unknown[]) => unknown };
    if (marked.captured) return client;
    marked.captured = true;
    const original = marked.query.bind(client);
    marked.query = (...args: unknown[]) => {
      const [config, values] = args;
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const params = (Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? [])) as unknown[];
      captured.push({ text, values: params });
      return original(...args);
    };
    return client;
  };
  // Every statement goes through a client the pool checks out: with a callback (pool.query) or a promise
  // (a transaction).
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: unknown }).connect = (...args: unknown[]) => {
    const callback = args[0] as ((error: Error | undefined, client: pg.PoolClient, done: unknown) => void) | undefined;
    if (callback)
      return connect((error: Error | undefined, client: pg.PoolClient, done: unknown) =>
        callback(error, client && capture(client), done),
      );
    return (connect() as Promise<pg.PoolClient>).then(capture);
  };
  try {
    await work(handle.db);
  } finally {
    await handle.close();
  }
  return captured;
}

/** A value written as an SQL literal, to inline a captured statement's parameters for EXPLAIN. */
export const literal = (value: unknown) =>
  value === null || value === undefined
    ? 'null'
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : `'${String(value instanceof Date ? value.toISOString() : value).replace(/'/g, "''")}'`;

/** The scans of a plan, e.g. 'Index Scan using attendees_created_id_idx' or 'Seq Scan on attendees'. */
function scans(plan: string): string[] {
  const found =
    plan.match(/(Parallel )?(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)( Backward)? (using|on) \S+/g) ?? [];
  return [...new Set(found)];
}

export async function explainLists(dbName = LARGE_DB): Promise<{ file: string; summary: Array<Record<string, string>> }> {
  const cases: ListCase[] = [
    ...LIST_CASES,
    {
      label: "members' poll (replies)",
      path: endpointUrl(ASK_ROUTES.replies),
      run: async (db) => newRepliesQuery(db).execute({ userId: memberUserId(4242), email: memberEmail(4242) }),
    },
  ];
  const out: string[] = [];
  const summary: Array<Record<string, string>> = [];
  await withClient(databaseUrl(dbName), async (client) => {
    for (const c of cases) {
      const queries = await captureQueries(dbName, c.run);
      for (const [i, q] of queries.entries()) {
        // Inline the values, so the plan is the one a custom plan for these values gets.
        const sqlText = q.text.replace(/\$(\d+)/g, (_, n) => literal(q.values[Number(n) - 1]));
        const { rows } = await client.query(`explain (analyze, buffers) ${sqlText}`);
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?';
        out.push(`=== ${c.label} (${c.path}), query ${i + 1} of ${queries.length}\n${sqlText}\n\n${plan}\n`);
        summary.push({ list: c.label, query: `${i + 1}/${queries.length}`, 'exec ms': time, scans: scans(plan).join(', ') });
      }
    }
  });
  mkdirSync('bench/results', { recursive: true });
  const file = 'bench/results/explain.txt';
  writeFileSync(file, `EXPLAIN (ANALYZE, BUFFERS) on ${dbName}, ${new Date().toISOString()}\n\n${out.join('\n')}`);
  return { file, summary };
}

export async function runLists() {
  const large = await timeLists(LARGE_DB, 3403);
  const small = await timeLists(SMALL_DB, 3404);
  return LIST_CASES.map((c, i) => ({ label: c.label, large: large[i], small: small[i] }));
}

export function listsTable(rows: Awaited<ReturnType<typeof runLists>>) {
  return rows.map(({ label, large, small }, i) => ({
    list: label,
    'p50 ms 100k': large.p50.toFixed(1),
    'p95 ms 100k': large.p95.toFixed(1),
    'p50 ms 1k': small.p50.toFixed(1),
    ratio: `${(large.p50 / small.p50).toFixed(2)}×`,
    'p50 budget': `< ${LIST_CASES[i].budgetMs ?? 30} ms ${large.p50 < (LIST_CASES[i].budgetMs ?? 30) ? 'met' : 'MISSED'}`,
    '≤ 2× 1k': large.p50 <= 2 * small.p50 ? 'met' : 'MISSED',
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  (async () => {
    console.log(`[bench:lists] ${SAMPLES} sequential requests per list (after ${WARMUP}), ${LARGE_DB} vs ${SMALL_DB}`);
    printTable(listsTable(await runLists()));
    const { file, summary } = await explainLists();
    console.log(`\nquery plans on ${LARGE_DB} (full output in ${file}):`);
    printTable(summary);
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
