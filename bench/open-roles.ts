// npm run bench:roles — open roles at scale (issue 39, decision 069), on PostgreSQL, in its own database
// (fmc_bench_roles): a copy of bench:directory's 100,000 members (CREATE DATABASE … TEMPLATE
// fmc_bench_directory, so run `npm run bench:directory` once first), then in SQL 20,000 roles posted by them
// over the last 90 days (so about two thirds are past their 30 days; a tenth closed, a few removed, a few
// pinned), with the directory's topics. Then, one request at a time after a warm-up, through the real app
// server (HTTP, session, JSON): the roles list with two filters (kind and remote; kind and a topic; kind and
// a place's beginning), the list with a search word, and the list with none; beside each, the list's SQL
// alone (the floor) and its plan, which must read an index of open_roles.
//   npm run bench:roles              (re)create the data from the directory's, then measure
//   npm run bench:roles -- --reuse   measure on the data already there
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
  timeRuns,
  withClient,
  runSeedSteps,
} from './common';
import { endpointUrl } from '../src/common/contracts/endpoint';
import { OPEN_ROLE_ROUTES, ROLE_KINDS } from '../src/common/contracts/open-roles-routes';

const SOURCE_DB = process.env.BENCH_DIRECTORY_DB ?? 'fmc_bench_directory';
const DB = process.env.BENCH_ROLES_DB ?? 'fmc_bench_roles';
const ROLES = 20_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);

const TITLES = [
  'Head of Partnerships',
  'Franchise Development Manager',
  'Podcast Producer',
  'Growth Advisor',
  'Board Member, Retail',
  'Video Editor',
  'Operations Lead',
  'Brand Strategist',
  'Fractional CFO',
  'Newsletter Editor',
];
const PLACES = ['Lisbon', 'Porto', 'London', 'Berlin', 'New York', 'Austin', 'Madrid', 'Paris', 'Toronto', 'Dublin'];

async function createCopy() {
  await withClient(SERVER_URL, async (c) => {
    const source = await c.query(`select 1 from pg_database where datname = $1`, [SOURCE_DB]);
    if (source.rowCount === 0) throw new Error(`${SOURCE_DB} is missing: run \`npm run bench:directory\` once first`);
    await c.query(`drop database if exists ${DB} with (force)`);
    // A template may have no other connection while it is copied (another bench may be copying it too).
    for (let attempt = 1; ; attempt++) {
      try {
        await c.query(`create database ${DB} template ${SOURCE_DB}`);
        return;
      } catch (error) {
        if (attempt === 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      }
    }
  });
}

async function seed() {
  await createCopy();
  const url = databaseUrl(DB);
  // The schema may have moved on since the directory's data was made: bring the copy up to date.
  const { openDatabase } = await import('../src/server/db/client');
  await (await openDatabase({ kind: 'postgres', url, poolSize: 1 })).close();
  await withClient(url, async (c) => {
    await c.query(`set synchronous_commit = off`);
    const titles = `array[${TITLES.map((t) => `'${t}'`).join(',')}]`;
    const places = `array[${PLACES.map((p) => `'${p}'`).join(',')}]`;
    const kinds = `array[${ROLE_KINDS.map((k) => `'${k}'`).join(',')}]`;
    const steps: Array<[string, string]> = [
      [
        'topics',
        `insert into topics (name) select distinct on (lower(interest_name)) interest_name from attendee_interests
         order by lower(interest_name), interest_name on conflict do nothing`,
      ],
      ['numbered topics', `create temporary table t as select name, row_number() over (order by name) as n from topics`],
      [
        'numbered members',
        `create temporary table m as
           select a.id, row_number() over (order by a.id) as n
           from attendees a join users u on u.id = a.user_id
           where a.onboarding_completed and not a.archived and not u.banned`,
      ],
      ['index', `create index on m (n)`],
      [
        'roles',
        `insert into open_roles (poster_id, title, company, place, remote, kind, description, apply, apply_url, topics, topic_keys,
           pinned, created_at, expires_at, closed_at, removed_at, removed_reason)
         select m.id, (${titles})[1 + k % 10] || ' ' || k, 'Company ' || (k % 997),
           case when k % 5 = 0 then '' else (${places})[1 + (k / 7) % 10] end, k % 5 in (0, 1),
           (${kinds})[1 + (k / 3) % 4],
           'We are looking for someone to join us. Read more at https://company' || (k % 997) || '.example/jobs (' || k || ').',
           case when k % 4 = 0 then 'link' else 'introduction' end,
           case when k % 4 = 0 then 'https://company' || (k % 997) || '.example/apply' end,
           array[(select name from t where t.n = 1 + k % (select count(*) from t))],
           array[(select lower(name) from t where t.n = 1 + k % (select count(*) from t))],
           k % 2000 = 0,
           now() - (k % 90) * interval '1 day' - (k % 1440) * interval '1 minute',
           now() - (k % 90) * interval '1 day' - (k % 1440) * interval '1 minute' + interval '30 days',
           case when (k / 10) % 10 = 0 then now() - (k % 90) * interval '1 day' + interval '5 days' end,
           case when k % 97 = 0 then now() end,
           case when k % 97 = 0 then 'Bench' end
         from generate_series(1, ${ROLES}) k
         join m on m.n = 1 + (k * 7919) % (select count(*) from m)`,
      ],
    ];
    await runSeedSteps(c, 'bench:roles', steps);
    await c.query('vacuum (analyze)');
  });
}

const time = (run: (i: number) => Promise<unknown>) => timeRuns(run, WARMUP, SAMPLES);

async function main() {
  if (!process.argv.includes('--reuse')) {
    const started = process.hrtime.bigint();
    await seed();
    console.log(`[bench:roles] data ready in ${(ms(started) / 1000).toFixed(1)} s`);
  }
  const url = databaseUrl(DB);
  const viewers = await withClient(url, async (c) => {
    const numbers = Array.from({ length: BENCH.sessionCount }, (_, i) => i + 1).filter(maySignIn);
    const { rows } = await c.query<{ user_id: string }>(
      `select a.user_id from attendees a where a.user_id = any($1) and a.in_directory and a.onboarding_completed`,
      [numbers.map(memberUserId)],
    );
    const known = new Set(rows.map((row) => row.user_id));
    return numbers.filter((n) => known.has(memberUserId(n)));
  });
  if (viewers.length < WARMUP + SAMPLES) throw new Error(`only ${viewers.length} members can sign in`);
  const topics = await withClient(url, async (c) =>
    (
      await c.query<{ name: string }>(
        `select name from open_roles, unnest(topics) name group by name order by count(*) desc limit 20`,
      )
    ).rows.map((row) => row.name),
  );
  const cookies = await Promise.all(viewers.map((n) => sessionCookie(sessionToken(n))));
  const app = await startServer('app', DB, 3921);
  const rows: Array<Record<string, string | number>> = [];
  const cases: Array<[string, (i: number) => Record<string, string>]> = [
    ['kind and remote', (i) => ({ kind: ROLE_KINDS[i % 4], place: 'remote' })],
    ['kind and a topic', (i) => ({ kind: ROLE_KINDS[i % 4], topic: topics[i % topics.length] })],
    ['kind and a place’s beginning', (i) => ({ kind: ROLE_KINDS[i % 4], place: PLACES[i % PLACES.length].slice(0, 3) })],
    ['a search word and remote', (i) => ({ q: TITLES[i % TITLES.length].split(' ')[0], place: 'remote' })],
    ['no filter (pinned, then newest)', () => ({})],
  ];
  try {
    for (const [label, query] of cases) {
      const appTimes = await time(async (i) => {
        const path = `${endpointUrl(OPEN_ROLE_ROUTES.list)}?${new URLSearchParams(query(i))}`;
        const response = await fetch(`${app.baseUrl}${path}`, { headers: { cookie: cookies[i % cookies.length] } });
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        const body = (await response.json()) as { items: unknown[] };
        if (i === 0) console.log(`[bench:roles] ${label}: ${body.items.length} roles on the first page`);
      });
      const target = 30;
      rows.push({
        case: `roles list: ${label}`,
        'app p50 ms': appTimes.p50.toFixed(1),
        'app p99 ms': appTimes.p99.toFixed(1),
        target: `p50 < ${target}`,
        met: appTimes.p50 < target ? 'met' : 'MISSED',
      });
      console.log(`[bench:roles] ${JSON.stringify(rows.at(-1))}`);
    }
  } finally {
    await app.stop();
  }
  // The plan of the list with two filters, as the server writes it (roles.ts), for the record.
  await withClient(url, async (c) => {
    const { rows: plan } = await c.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off)
       select r.id from open_roles r join attendees poster on poster.id = r.poster_id
       where r.closed_at is null and r.removed_at is null and r.expires_at > now() and r.kind = 'board' and r.remote
         and poster.archived = false
       order by r.pinned desc nulls last, r.created_at desc nulls last, r.id desc nulls last limit 21`,
    );
    console.log(`[bench:roles] plan of the list with kind and remote:\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
  });
  const counts = await withClient(url, async (c) => {
    const {
      rows: [row],
    } = await c.query<{ members: string; roles: string; open: string }>(
      `select (select count(*) from attendees) as members, (select count(*) from open_roles) as roles,
         (select count(*) from open_roles where closed_at is null and removed_at is null and expires_at > now()) as open`,
    );
    return row;
  });
  console.log(`[bench:roles] ${counts.members} members, ${counts.roles} roles, ${counts.open} open`);
  printTable(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
