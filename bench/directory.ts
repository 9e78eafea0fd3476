// npm run bench:directory — the members' directory at 100,000 members with profiles filled (issue 33,
// decision 047), on PostgreSQL, in its own database (fmc_bench_directory, so it never disturbs the
// others' fmc_bench): bench/data.ts's members, then in SQL a headline, a place, an offering and a
// looking-for for each, a bio for each, a mix of audiences (10% show their place only to connections, 5%
// their offering, 3% left the directory), five connections each and 40 upcoming events of 400 going.
// Then, one request at a time, after a warm-up: the directory searched with two facets chosen and the
// facet counts computed, and a member's page, each through the real server (HTTP, session, JSON) and,
// as the floor, the same service function called in this process on the same database.
//   npm run bench:directory              (re)create the data, then measure
//   npm run bench:directory -- --reuse   measure on the data already there
//   npm run bench:directory -- --reuse --explain   also write each search's statements under
//     EXPLAIN (ANALYZE, BUFFERS), as the first signed-in member sends them, to bench/results/directory-explain.txt
import { mkdirSync, writeFileSync } from 'node:fs';
import { hashPassword } from 'better-auth/crypto';
import type { SignedInCaller } from '../src/server/auth/caller';
import { endpointUrl } from '../src/common/contracts/endpoint';
import { DIRECTORY_ROUTES } from '../src/common/contracts/directory-routes';
import type { DirectoryQueryInput } from '../src/common/contracts/directory';
import { directoryQuerySchema } from '../src/common/contracts/directory';
import { openDatabase } from '../src/server/db/client';
import { getDirectoryMember, listDirectory } from '../src/server/features/directory/service';
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
import { statements } from './data';
import { captureQueries, literal } from './lists';

const DB = process.env.BENCH_DIRECTORY_DB ?? 'fmc_bench_directory';
const MEMBERS = 100_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);

const CITIES = `array['Lisbon','Porto','Madrid','Berlin','London','Paris','Oslo','Austin','Toronto','Lagos','Nairobi','Sydney','Dublin','Milan','Warsaw','Denver','Boston','Seattle','Accra','Cape Town']`;
const COUNTRIES = `array['Portugal','Portugal','Spain','Germany','United Kingdom','France','Norway','USA','Canada','Nigeria','Kenya','Australia','Ireland','Italy','Poland','USA','USA','USA','Ghana','South Africa']`;
const OFFERS = `array['franchise law reviews','podcast launch coaching','retail site selection','fundraising decks','video editing','newsletter growth','hiring operators','brand strategy','supply chain intros','AI tools for small teams']`;
const ASKS = `array['investors for a second location','a podcast co-host','franchise lawyers','a fractional CFO','video editors','newsletter sponsors','operators in Spain','a brand designer','suppliers in Asia','AI consultants']`;
const HEADLINES = `array['Building franchise brands','Podcaster and producer','Retail operator','Investor in consumer brands','Video creator','Newsletter writer','Operations lead','Brand strategist','Food and beverage founder','Fitness studio owner']`;

/**
 * The database, created and migrated, then filled in SQL: bench/data.ts's members (no questions, access
 * requests or posts), then the profiles. Written with triggers off (`session_replication_role = replica`)
 * then the bio and skills copies and the directory's entries filled in one statement each (what the triggers
 * would have written), the entries' indexes built after them: minutes instead of the better part of an hour
 * on a loaded machine.
 */
async function seed(url: string, passwordHash: string) {
  await withClient(SERVER_URL, async (c) => {
    await c.query(`drop database if exists ${DB} with (force)`);
    await c.query(`create database ${DB}`);
  });
  const migrated = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await migrated.close();
  await withClient(url, async (c) => {
    await c.query(`set synchronous_commit = off`);
    await c.query(`set maintenance_work_mem = '256MB'`);
    await c.query(`set session_replication_role = replica`);
    const scale = { db: DB, members: MEMBERS, conversations: 0, accessRequests: 0, posts: 0 };
    await runSeedSteps(c, 'bench:directory', statements(scale), passwordHash);
  });
  await fillProfiles(url);
}

async function fillProfiles(url: string) {
  await withClient(url, async (c) => {
    await c.query(`set synchronous_commit = off`);
    await c.query(`set maintenance_work_mem = '256MB'`);
    await c.query(`set session_replication_role = replica`);
    const steps: Array<[string, string]> = [
      [
        'profiles',
        `update attendees a set
           headline = (${HEADLINES})[1 + n % 10] || ' #' || (n % 997),
           city = (${CITIES})[1 + n % 20], country = (${COUNTRIES})[1 + n % 20],
           offering = (${OFFERS})[1 + n % 10] || ', and ' || (${OFFERS})[1 + (n / 10) % 10],
           looking_for = (${ASKS})[1 + (n / 7) % 10],
           website_url = 'https://member' || n || '.example',
           location_visible_to = case when n % 10 = 3 then 'connections' else 'members' end,
           offering_visible_to = case when n % 20 = 7 then 'connections' else 'members' end,
           in_directory = n % 33 <> 5
         from (select id, row_number() over (order by created_at, id) as n from attendees) numbered
         where numbered.id = a.id`,
      ],
      [
        'bios',
        `insert into attendee_summaries (attendee_id, summary_text)
         select id, 'I have spent years in ' || coalesce(industry, 'business') || '. ' || coalesce(offering, '') ||
                E'.\\n\\nAsk me about ' || coalesce(looking_for, 'anything') || '.'
         from attendees where not exists (select 1 from attendee_summaries s where s.attendee_id = attendees.id)`,
      ],
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
      [
        'events',
        `insert into events (title, date) select 'Salon ' || k, now() + k * interval '1 day' from generate_series(1, 40) k`,
      ],
      [
        'rsvps',
        `insert into event_rsvps (event_id, attendee_id, status, show_on_list)
         select e.id, a.id, 'going', a.n % 4 <> 0
         from (select id, row_number() over (order by date) as k from events) e
         join (select id, row_number() over (order by id) as n from attendees) a on a.n % 250 = e.k
         on conflict do nothing`,
      ],
    ];
    await runSeedSteps(c, 'bench:directory', steps);
    // What the triggers of migration 0021 keep: the latest bio and the skills, copied onto each row.
    await c.query(`update attendees a set
      directory_summary = (select s.summary_text from attendee_summaries s where s.attendee_id = a.id
        order by s.created_at desc, s.id desc limit 1),
      directory_interests = (select string_agg(i.interest_name, E'\\n' order by i.created_at, i.id)
        from attendee_interests i where i.attendee_id = a.id)`);
    // What the triggers of migrations 0024 and 0037 keep: each member's directory entry and its copy without
    // the words, their indexes built afterwards.
    const indexes = (
      await c.query<{ name: string; definition: string }>(
        `select indexname as name, indexdef as definition from pg_indexes
         where tablename in ('directory_entries', 'directory_filters') and indexname not like '%_pkey'`,
      )
    ).rows;
    for (const { name } of indexes) await c.query(`drop index ${name}`);
    const t = process.hrtime.bigint();
    await c.query(`truncate directory_entries, directory_filters`);
    await c.query(`select directory_write_entries(array(select id from attendees))`);
    for (const { definition } of indexes) await c.query(definition);
    console.log(`[bench:directory] directory entries and their ${indexes.length} indexes in ${ms(t).toFixed(0)} ms`);
    await c.query(`set session_replication_role = origin`);
    await c.query('vacuum (analyze)');
  });
}

/** Each search's statements, as `caller` sends them, under EXPLAIN (ANALYZE, BUFFERS), into one file. */
async function explainSearches(
  url: string,
  searches: Array<{ label: string; query: DirectoryQueryInput }>,
  caller: SignedInCaller,
) {
  const out: string[] = [];
  await withClient(url, async (client) => {
    for (const { label, query } of searches) {
      const parsed = directoryQuerySchema.parse(query);
      const queries = await captureQueries(DB, (db) =>
        listDirectory({ db, now: () => new Date(), timeZone: () => 'UTC' }, caller, parsed),
      );
      await client.query('begin');
      for (const [i, q] of queries.entries()) {
        // The transaction's own statements are not plans: begin and commit are skipped, a `set local` is run.
        if (/^\s*(begin|commit|rollback)\b/i.test(q.text)) continue;
        if (/^\s*set\b/i.test(q.text)) {
          await client.query(q.text);
          continue;
        }
        const sqlText = q.text.replace(/\$(\d+)/g, (_, n) => literal(q.values[Number(n) - 1]));
        const { rows } = await client.query(`explain (analyze, buffers) ${sqlText}`);
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        console.log(`[bench:directory] explain ${label}, statement ${i + 1}: ${/Execution Time: [\d.]+ ms/.exec(plan)?.[0]}`);
        out.push(`=== ${label}, statement ${i + 1} of ${queries.length}\n${sqlText}\n\n${plan}\n`);
      }
      await client.query('rollback');
    }
  });
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/directory-explain.txt',
    `EXPLAIN (ANALYZE, BUFFERS) on ${DB}, ${new Date().toISOString()}\n\n${out.join('\n')}`,
  );
}

async function main() {
  const url = databaseUrl(DB);
  if (!process.argv.includes('--reuse')) {
    const started = process.hrtime.bigint();
    await seed(url, await hashPassword(BENCH.password));
    console.log(`[bench:directory] data ready in ${(ms(started) / 1000).toFixed(1)} s`);
  }
  const signedIn = Array.from({ length: 3 * BENCH.sessionCount }, (_, i) => i + 1)
    .filter(maySignIn)
    .slice(0, 200);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  const deps = { db: handle.db, now: () => new Date(), timeZone: () => 'UTC' };
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
  // Every member signed in by the load test goes to the first upcoming event, so the event facet has counts.
  const firstEvent = await withClient(url, async (c) => {
    const id = (await c.query<{ id: string }>(`select id from events where date > now() order by date limit 1`)).rows[0].id;
    await c.query(
      `insert into event_rsvps (event_id, attendee_id, status, show_on_list)
       select $1, a.id, 'going', true from attendees a where a.user_id in (select user_id from sessions)
       on conflict do nothing`,
      [id],
    );
    // As autovacuum would soon after such an insert: the planner's estimate of the event's RSVPs is its statistics'.
    await c.query('analyze event_rsvps');
    return id;
  });
  const others = await withClient(
    url,
    async (c) =>
      (
        await c.query<{ id: string }>(`select a.id from attendees a join users u on u.id = a.user_id
          where a.in_directory and a.onboarding_completed and not a.archived and not u.banned order by random() limit 200`)
      ).rows,
  );
  const searches: Array<{ label: string; query: DirectoryQueryInput }> = [
    // Filters that meet in this data (Madrid's members are in Creator Economy or Education; the Garcias
    // live in Lisbon, Berlin, Austin…), so each case lists members, not an empty page.
    { label: "'franchise' + industry + place", query: { q: 'franchise', industry: 'Education', place: 'Madrid, Spain' } },
    { label: "'podcast' + topic + new this month", query: { q: 'podcast', topic: 'Video', newThisMonth: 'true' } },
    { label: "'garcia' + place + event", query: { q: 'garcia', place: 'Lisbon, Portugal', eventId: firstEvent } },
    { label: 'no search, industry + topic', query: { industry: 'Media', topic: 'Investing' } },
  ];
  if (process.argv.includes('--explain')) await explainSearches(url, searches, callers[0].caller);
  const server = await startServer('app', DB, 3901);
  const rows: Array<Record<string, string | number>> = [];
  try {
    const cookies = await Promise.all(callers.map(({ n }) => sessionCookie(sessionToken(n))));
    const time = (run: (i: number) => Promise<unknown>) => timeRuns(run, WARMUP, SAMPLES);
    // The machine's floor, in the same run: PostgreSQL reading every row of the list's copy of the entries
    // once, on one core (100,000 rows; the no-search case's facets read about a quarter of them, and do more
    // with each). Machines differ by half from one session to the next; this line says how fast this one is.
    const bareRead = await withClient(url, async (c) => {
      await c.query('set max_parallel_workers_per_gather = 0');
      return time(() => c.query('select sum(length(industry)) from directory_filters'));
    });
    rows.push({
      case: 'floor: PostgreSQL reads all 100,000 entries once',
      matches: MEMBERS,
      'app p50 ms': '',
      'app p99 ms': '',
      'in-process p50 ms': bareRead.p50.toFixed(1),
      'in-process p99 ms': bareRead.p99.toFixed(1),
      target: '',
      met: '',
    });
    const http = async (path: string, cookie: string) => {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.json();
    };
    // --page-only: the member's page alone (the searches take minutes on a loaded machine).
    for (const { label, query } of process.argv.includes('--page-only') ? [] : searches) {
      const parsed = directoryQuerySchema.parse(query);
      const sample = (await listDirectory(deps, callers[0].caller, parsed)) as { total: number };
      const app = await time((i) => http(endpointUrl(DIRECTORY_ROUTES.list, {}, query), cookies[i % cookies.length]));
      const floor = await time((i) => listDirectory(deps, callers[i % callers.length].caller, parsed));
      rows.push({
        case: `directory ${label}`,
        matches: sample.total,
        'app p50 ms': app.p50.toFixed(1),
        'app p99 ms': app.p99.toFixed(1),
        'in-process p50 ms': floor.p50.toFixed(1),
        'in-process p99 ms': floor.p99.toFixed(1),
        target: 'p50 < 50, p99 < 150',
        met: app.p50 < 50 && app.p99 < 150 ? 'met' : 'MISSED',
      });
      console.log(`[bench:directory] ${JSON.stringify(rows.at(-1))}`);
    }
    const page = await time((i) =>
      http(endpointUrl(DIRECTORY_ROUTES.member, { attendeeId: others[i % others.length].id }), cookies[i % cookies.length]),
    );
    const pageFloor = await time((i) =>
      getDirectoryMember(deps, callers[i % callers.length].caller, others[i % others.length].id),
    );
    rows.push({
      case: "a member's page",
      matches: 1,
      'app p50 ms': page.p50.toFixed(1),
      'app p99 ms': page.p99.toFixed(1),
      'in-process p50 ms': pageFloor.p50.toFixed(1),
      'in-process p99 ms': pageFloor.p99.toFixed(1),
      target: 'p50 < 20',
      met: page.p50 < 20 ? 'met' : 'MISSED',
    });
  } finally {
    await server.stop();
    await handle.close();
  }
  printTable(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
