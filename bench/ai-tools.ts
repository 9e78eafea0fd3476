// npm run bench:ai-tools — the AI Tools list at scale (issue 39, decision 071), on PostgreSQL, in its own
// database (fmc_bench_ai_tools, so it never disturbs the other benches' data): bench/data.ts's 100,000
// members (no questions, access requests or posts), five connections each (as bench:directory makes them),
// then in SQL 20 topics, 8 categories, 2,000 tools in the library (plus 200 suggestions waiting and 100
// removed) and about 90,000 'I use it' marks, skewed as real use is (tool k used by ~3,000/k^0.7 members).
// Then, one request at a time after a warm-up: the list as members read it (the first page, a topic, a
// category, a search, a topic and a category, a later page), each through the real server (HTTP, session,
// JSON) and, as the floor, the same service function called in this process on the same database. The list's
// statements, as the first member sends them, go under EXPLAIN (ANALYZE, BUFFERS) into
// bench/results/ai-tools-explain.txt.
//   npm run bench:ai-tools              (re)create the data, then measure
//   npm run bench:ai-tools -- --reuse   measure on the data already there
import { mkdirSync, writeFileSync } from 'node:fs';
import { hashPassword } from 'better-auth/crypto';
import { aiToolListQuerySchema, type AiToolListQueryInput } from '../src/common/contracts/ai-tools';
import { AI_TOOL_ROUTES } from '../src/common/contracts/ai-tools-routes';
import { endpointUrl } from '../src/common/contracts/endpoint';
import type { SignedInCaller } from '../src/server/auth/caller';
import { openDatabase } from '../src/server/db/client';
import { listAiTools } from '../src/server/features/ai-tools/library';
import {
  BENCH,
  SERVER_URL,
  databaseUrl,
  maySignIn,
  memberUserId,
  ms,
  printTable,
  sessionCookie,
  sessionToken,
  startServer,
  timings,
  withClient,
  runSeedSteps,
} from './common';
import { statements } from './data';
import { captureQueries, literal } from './lists';

const DB = process.env.BENCH_AI_TOOLS_DB ?? 'fmc_bench_ai_tools';
const MEMBERS = 100_000;
const TOOLS = 2_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const TARGET_P50_MS = 20;

const TOPICS = [
  'Writing',
  'Video',
  'Research',
  'Design',
  'Sales',
  'Finance',
  'Legal',
  'Hiring',
  'Analytics',
  'Customer support',
  'Podcasting',
  'Newsletters',
  'Translation',
  'Meetings',
  'Coding',
  'Images',
  'Audio',
  'Social media',
  'Spreadsheets',
  'Presentations',
];
const CATEGORIES = [
  'Writing',
  'Video and audio',
  'Research',
  'Design',
  'Sales and marketing',
  'Operations',
  'Finance',
  'Engineering',
];
const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

async function seed(url: string, passwordHash: string) {
  await withClient(SERVER_URL, async (c) => {
    await c.query(`drop database if exists ${DB} with (force)`);
    await c.query(`create database ${DB}`);
  });
  await (await openDatabase({ kind: 'postgres', url, poolSize: 1 })).close();
  await withClient(url, async (c) => {
    await c.query(`set synchronous_commit = off`);
    await c.query(`set maintenance_work_mem = '256MB'`);
    // Triggers off while filling (the use counts are set from the marks in one statement at the end).
    await c.query(`set session_replication_role = replica`);
    const scale = { db: DB, members: MEMBERS, conversations: 0, accessRequests: 0, posts: 0 };
    const topics = sqlArray(TOPICS);
    const steps: Array<[string, string]> = [
      ...statements(scale),
      [
        'connections',
        `insert into connection_requests (from_attendee_id, to_attendee_id, status, accepted_at, expires_at, created_at)
         select a.id, b.id, 'accepted', now(), now() + interval '30 days', now()
         from (select id, row_number() over (order by id) as n from attendees) a
         join lateral (select k from generate_series(1, 5) k) ks on true
         join (select id, row_number() over (order by id) as n from attendees) b on b.n = (a.n + ks.k * 7919) % ${MEMBERS} + 1
         where a.id <> b.id
         on conflict do nothing`,
      ],
      ['topics', `insert into topics (name) select unnest(${topics}) on conflict do nothing`],
      [
        'categories',
        `insert into ai_tool_categories (name, position) select name, ord - 1 from unnest(${sqlArray(CATEGORIES)}) with ordinality as c(name, ord)`,
      ],
      [
        'numbered members',
        `create temporary table m as select id, row_number() over (order by id) as n from attendees where onboarding_completed`,
      ],
      ['index', `create index on m (n)`],
      [
        'tools',
        `insert into ai_tools (name, link, purpose, topics, topic_keys, price_band, category_id, status, suggested_by,
           decided_by, decided_at, created_at, updated_at)
         select 'Tool ' || k || ' ' || (array['Draft','Clip','Sense','Form','Pitch','Ledger','Clause','Scout'])[1 + k % 8],
           'https://tool' || k || '.example.com',
           'What tool ' || k || ' is for: ' || (array['first drafts of long documents','cutting videos into clips',
             'summarising research papers','slide and image design','sales emails that get answers',
             'meeting notes and follow-ups','bookkeeping and invoices','reviewing code'])[1 + k % 8] || '.',
           array[(${topics})[1 + k % 20], (${topics})[1 + (k / 20) % 20]],
           array[lower((${topics})[1 + k % 20]), lower((${topics})[1 + (k / 20) % 20])],
           (array['free','freemium','paid','enterprise'])[1 + k % 4],
           (select id from ai_tool_categories where position = k % 8),
           case when k <= ${TOOLS} then 'approved' when k <= ${TOOLS + 200} then 'pending' else 'removed' end,
           (select id from m where m.n = 1 + (k * 104729) % ${MEMBERS}),
           'bench-admin', now(), now() - k * interval '1 hour', now()
         from generate_series(1, ${TOOLS + 300}) k`,
      ],
      [
        'numbered tools',
        `create temporary table tl as select id, row_number() over (order by created_at desc, id) as k from ai_tools`,
      ],
      [
        'marks',
        `insert into ai_tool_users (tool_id, member_id, created_at)
         select tl.id, m.id, now() from tl
         join lateral generate_series(1, greatest(1, floor(3000 / power(tl.k, 0.7)))::int) j on true
         join m on m.n = 1 + (tl.k * 7919 + j * 104729) % ${MEMBERS}
         on conflict do nothing`,
      ],
      [
        'use counts',
        `update ai_tools t set use_count = c.n from (select tool_id, count(*) as n from ai_tool_users group by 1) c
         where c.tool_id = t.id`,
      ],
    ];
    await runSeedSteps(c, 'bench:ai-tools', steps, passwordHash);
    await c.query(`set session_replication_role = origin`);
    await c.query('vacuum (analyze)');
  });
}

async function explain(url: string, cases: Array<{ label: string; query: AiToolListQueryInput }>, caller: SignedInCaller) {
  const out: string[] = [];
  await withClient(url, async (client) => {
    for (const { label, query } of cases) {
      const parsed = aiToolListQuerySchema.parse(query);
      const queries = await captureQueries(DB, (db) => listAiTools({ db }, caller, parsed));
      for (const [i, q] of queries.entries()) {
        const sqlText = q.text.replace(/\$(\d+)/g, (_, n) => {
          const value = q.values[Number(n) - 1];
          // An array parameter (the page's tool ids, the caller's connections) as PostgreSQL's array text.
          return Array.isArray(value) ? literal(`{${value.join(',')}}`) : literal(value);
        });
        const { rows } = await client.query(`explain (analyze, buffers) ${sqlText}`);
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        console.log(`[bench:ai-tools] explain ${label}, statement ${i + 1}: ${/Execution Time: [\d.]+ ms/.exec(plan)?.[0]}`);
        out.push(`=== ${label}, statement ${i + 1} of ${queries.length}\n${sqlText}\n\n${plan}\n`);
      }
    }
  });
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/ai-tools-explain.txt',
    `EXPLAIN (ANALYZE, BUFFERS) on ${DB}, ${new Date().toISOString()}\n\n${out.join('\n')}`,
  );
}

async function main() {
  const url = databaseUrl(DB);
  if (!process.argv.includes('--reuse')) {
    const started = process.hrtime.bigint();
    await seed(url, await hashPassword(BENCH.password));
    console.log(`[bench:ai-tools] data ready in ${(ms(started) / 1000).toFixed(1)} s`);
  }
  const signedIn = Array.from({ length: 3 * BENCH.sessionCount }, (_, i) => i + 1)
    .filter(maySignIn)
    .slice(0, 200);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  const callers = await withClient(url, async (c) => {
    const rows = await c.query<{ id: string; user_id: string; email: string; first_name: string; last_name: string }>(
      `select id, user_id, email, first_name, last_name from attendees where user_id = any($1)`,
      [signedIn.map(memberUserId)],
    );
    const byUser = new Map(rows.rows.map((row) => [row.user_id, row]));
    return signedIn.flatMap((n) => {
      const row = byUser.get(memberUserId(n));
      if (!row) return [];
      const caller: SignedInCaller = {
        kind: 'member',
        userId: row.user_id,
        email: row.email,
        name: `${row.first_name} ${row.last_name}`,
        sessionId: `s${n}`,
        attendee: { id: row.id, firstName: row.first_name, lastName: row.last_name, onboarded: true, archived: false },
      };
      return [{ n, caller }];
    });
  });
  const category = await withClient(
    url,
    async (c) => (await c.query<{ id: string }>(`select id from ai_tool_categories where position = 1`)).rows[0].id,
  );
  const cases: Array<{ label: string; query: AiToolListQueryInput }> = [
    { label: 'first page, most used first', query: {} },
    { label: 'one topic', query: { topic: 'Video' } },
    { label: 'one category', query: { category } },
    { label: "search 'clip'", query: { search: 'clip' } },
    { label: 'a topic and a category', query: { topic: 'Video', category } },
    { label: 'page 5', query: { page: 5 } },
  ];
  await explain(url, cases, callers[0].caller);
  const server = await startServer('app', DB, 3921);
  const rows: Array<Record<string, string | number>> = [];
  try {
    const cookies = await Promise.all(callers.map(({ n }) => sessionCookie(sessionToken(n))));
    const time = async (run: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < WARMUP; i++) await run(i);
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const t = process.hrtime.bigint();
        await run(i);
        samples.push(ms(t));
      }
      return timings(samples);
    };
    const http = async (path: string, cookie: string) => {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.json();
    };
    for (const { label, query } of cases) {
      const parsed = aiToolListQuerySchema.parse(query);
      const sample = await listAiTools({ db: handle.db }, callers[0].caller, parsed);
      const named = sample.items.reduce((sum, item) => sum + item.connections.length, 0);
      const app = await time((i) => http(endpointUrl(AI_TOOL_ROUTES.list, {}, query), cookies[i % cookies.length]));
      const floor = await time((i) => listAiTools({ db: handle.db }, callers[i % callers.length].caller, parsed));
      rows.push({
        case: `tools list: ${label}`,
        shown: sample.items.length,
        'connections named': named,
        'app p50 ms': app.p50.toFixed(1),
        'app p99 ms': app.p99.toFixed(1),
        'in-process p50 ms': floor.p50.toFixed(1),
        'in-process p99 ms': floor.p99.toFixed(1),
        target: `p50 < ${TARGET_P50_MS}`,
        met: app.p50 < TARGET_P50_MS ? 'met' : 'MISSED',
      });
      console.log(`[bench:ai-tools] ${JSON.stringify(rows.at(-1))}`);
    }
  } finally {
    await server.stop();
    await handle.close();
  }
  const counts = await withClient(url, async (c) => {
    const {
      rows: [row],
    } = await c.query<{ members: string; tools: string; approved: string; marks: string; connections: string }>(
      `select (select count(*) from attendees) as members, (select count(*) from ai_tools) as tools,
         (select count(*) from ai_tools where status = 'approved') as approved, (select count(*) from ai_tool_users) as marks,
         (select count(*) from connection_requests where status = 'accepted') as connections`,
    );
    return row;
  });
  console.log(
    `[bench:ai-tools] ${counts.members} members, ${counts.tools} tools (${counts.approved} in the library), ${counts.marks} marks, ${counts.connections} connections`,
  );
  printTable(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
