// npm run bench:questions — open questions at scale (issue 36, decisions 057 and 062), on PostgreSQL, in
// its own database (fmc_bench_questions): a copy of bench:directory's 100,000 members with profiles filled
// (CREATE DATABASE … TEMPLATE fmc_bench_directory, so run `npm run bench:directory` once first), then in SQL
// 50,000 open questions (routed to 5 members each), 200,000 answers (a fifth marked helpful) and thanks.
// Then, one request at a time after a warm-up, each through the real app server (HTTP, session, JSON) and,
// as the floor, through the bare Hono + pg server running the same service function (bench/bare-server.ts):
// asking an open question (routing it to the five best members among 100,000, the routes and the news
// written), the questions page (all, a topic, 'asked of me') and a question's page with its answers.
//   npm run bench:questions              (re)create the data from the directory's, then measure
//   npm run bench:questions -- --reuse   measure on the data already there
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
import { OPEN_QUESTION_ROUTES } from '../src/common/contracts/open-questions-routes';

const SOURCE_DB = process.env.BENCH_DIRECTORY_DB ?? 'fmc_bench_directory';
const DB = process.env.BENCH_QUESTIONS_DB ?? 'fmc_bench_questions';
const QUESTIONS = 50_000;
const ANSWERS = 200_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);

/** What members ask: each names a need the directory's offerings answer (bench:directory's OFFERS). */
const ASKS = [
  'Can anyone recommend someone for franchise law reviews before we sign a second location?',
  'Looking for podcast launch coaching: we record the pilot next month.',
  'Who has done retail site selection in Lisbon or Porto and can share what mattered?',
  'I need feedback on our fundraising decks from someone who has raised a seed round.',
  'Any video editing freelancers you trust for short social clips?',
  'How did you approach newsletter growth past the first thousand readers?',
  'Hiring operators for two new studios: where do you find good ones?',
  'We are rethinking our brand strategy after a merger. Who has been through it?',
  'Supply chain intros in Asia for packaging, anyone?',
  'Which AI tools for small teams actually saved you time this year?',
];

async function seed() {
  await withClient(SERVER_URL, async (c) => {
    const source = await c.query(`select 1 from pg_database where datname = $1`, [SOURCE_DB]);
    if (source.rowCount === 0) throw new Error(`${SOURCE_DB} is missing: run \`npm run bench:directory\` once first`);
    await c.query(`drop database if exists ${DB} with (force)`);
    // A template may have no other connection while it is copied.
    await c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [SOURCE_DB]);
    await c.query(`create database ${DB} template ${SOURCE_DB}`);
  });
  const url = databaseUrl(DB);
  // The schema may have moved on since the directory's data was made: bring the copy up to date.
  const { openDatabase } = await import('../src/server/db/client');
  await (await openDatabase({ kind: 'postgres', url, poolSize: 1 })).close();
  await withClient(url, async (c) => {
    await c.query(`set synchronous_commit = off`);
    const asks = `array[${ASKS.map((a) => `'${a.replace(/'/g, "''")}'`).join(',')}]`;
    const steps: Array<[string, string]> = [
      // The organisers' topic list (the directory's data has the members' skills, not the curated list).
      [
        'topics',
        `insert into topics (name) select distinct on (lower(interest_name)) interest_name from attendee_interests
         order by lower(interest_name), interest_name on conflict do nothing`,
      ],
      [
        'numbered members',
        `create temporary table m as
           select a.id, row_number() over (order by a.id) as n, array(select lower(i.interest_name)
             from attendee_interests i where i.attendee_id = a.id) as topic_keys,
             array(select i.interest_name from attendee_interests i where i.attendee_id = a.id) as topics
           from attendees a join users u on u.id = a.user_id
           where a.onboarding_completed and not a.archived and not u.banned`,
      ],
      ['index', `create index on m (n)`],
      [
        'questions',
        `insert into open_questions (asker_id, body, topics, topic_keys, anonymous, faq_consent, closed_at,
           first_member_answer_at, created_at)
         select m.id, (${asks})[1 + k % 10] || ' (' || k || ')', m.topics[1:1], m.topic_keys[1:1], k % 3 = 0, k % 4 = 0,
           case when k % 10 = 0 then now() - (k % 180) * interval '1 day' + interval '3 days' end,
           case when k % 5 <> 0 then now() - (k % 180) * interval '1 day' + interval '6 hours' end,
           now() - (k % 180) * interval '1 day' - (k % 1440) * interval '1 minute'
         from generate_series(1, ${QUESTIONS}) k
         join m on m.n = 1 + (k * 7919) % (select count(*) from m)`,
      ],
      [
        'numbered questions',
        `create temporary table q as select id, created_at, row_number() over (order by id) as k from open_questions`,
      ],
      ['index', `create index on q (k)`],
      [
        'routes',
        `insert into open_question_routes (question_id, member_id, round, created_at)
         select q.id, m.id, case when r <= 5 then 1 else 2 end, q.created_at
         from q cross join generate_series(1, 5) r
         join m on m.n = 1 + (q.k * 104729 + r * 15485863) % (select count(*) from m)
         on conflict do nothing`,
      ],
      [
        'answers',
        `insert into open_question_answers (question_id, author_id, body, from_team, helpful_at, thanks_count, created_at)
         select q.id, m.id, 'From what I have seen, start with the basics and ask me anything (' || j || ').',
           false, case when j % 5 = 0 then q.created_at + interval '2 days' end, j % 4, q.created_at + (j % 48) * interval '1 hour'
         from generate_series(1, ${ANSWERS}) j
         -- Most questions get a few answers; one in a hundred gets many (the long pages).
         join q on q.k = 1 + case when j % 10 = 0 then (j / 10) % (${QUESTIONS} / 100) * 100 else (j * 31) % ${QUESTIONS} end
         join m on m.n = 1 + (j * 6007) % (select count(*) from m)`,
      ],
      [
        'counts',
        `update open_questions o set answer_count = c.answers, helpful_count = c.helpful
         from (select question_id, count(*) as answers, count(helpful_at) as helpful from open_question_answers group by 1) c
         where c.question_id = o.id`,
      ],
    ];
    await runSeedSteps(c, 'bench:questions', steps);
    await c.query('vacuum (analyze)');
  });
}

const time = (run: (i: number) => Promise<unknown>) => timeRuns(run, WARMUP, SAMPLES);

async function main() {
  if (!process.argv.includes('--reuse')) {
    const started = process.hrtime.bigint();
    await seed();
    console.log(`[bench:questions] data ready in ${(ms(started) / 1000).toFixed(1)} s`);
  }
  const url = databaseUrl(DB);
  // Members with a session (bench/data.ts signs the first ones in) who are in the directory: each asks once.
  const askers = await withClient(url, async (c) => {
    const numbers = Array.from({ length: BENCH.sessionCount }, (_, i) => i + 1).filter(maySignIn);
    const { rows } = await c.query<{ user_id: string; id: string; topics: string[] }>(
      `select a.user_id, a.id, array(select i.interest_name from attendee_interests i where i.attendee_id = a.id) as topics
       from attendees a where a.user_id = any($1) and a.in_directory and a.onboarding_completed`,
      [numbers.map(memberUserId)],
    );
    const byUser = new Map(rows.map((row) => [row.user_id, row]));
    return numbers.flatMap((n) => {
      const row = byUser.get(memberUserId(n));
      return row ? [{ n, attendeeId: row.id, topics: row.topics }] : [];
    });
  });
  if (askers.length < WARMUP + SAMPLES) throw new Error(`only ${askers.length} members can ask`);
  const popular = await withClient(
    url,
    async (c) => (await c.query<{ id: string }>(`select id from open_questions order by answer_count desc, id limit 100`)).rows,
  );
  const topics = [...new Set(askers.flatMap((a) => a.topics))];
  const app = await startServer('app', DB, 3911);
  const bare = await startServer('bare', DB, 3912);
  const rows: Array<Record<string, string | number>> = [];
  const cookies = await Promise.all(askers.map(({ n }) => sessionCookie(sessionToken(n))));
  const get = async (base: string, path: string, cookie?: string) => {
    const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const record = (label: string, target: number, appTimes: { p50: number; p99: number }, floor: { p50: number; p99: number }) => {
    rows.push({
      case: label,
      'app p50 ms': appTimes.p50.toFixed(1),
      'app p99 ms': appTimes.p99.toFixed(1),
      'floor p50 ms': floor.p50.toFixed(1),
      'floor p99 ms': floor.p99.toFixed(1),
      target: `p50 < ${target}`,
      met: appTimes.p50 < target ? 'met' : 'MISSED',
    });
    console.log(`[bench:questions] ${JSON.stringify(rows.at(-1))}`);
  };
  try {
    const body = (i: number) => `${ASKS[i % ASKS.length]} Asked in the bench, ${i}.`;
    const topicOf = (i: number) => askers[i].topics.slice(0, 1);
    // The floor first (it writes nothing): the routing query alone, for the same askers and words.
    const routeFloor = await time((i) =>
      get(
        bare.baseUrl,
        `/questions/route?a=${askers[i].attendeeId}&q=${encodeURIComponent(body(i))}&t=${encodeURIComponent(topicOf(i).join(','))}`,
      ),
    );
    let routed = 0;
    const ask = await time(async (i) => {
      const response = await fetch(`${app.baseUrl}${endpointUrl(OPEN_QUESTION_ROUTES.ask)}`, {
        method: 'POST',
        headers: { cookie: cookies[i], origin: app.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ body: body(i), topics: topicOf(i), anonymous: i % 2 === 0 }),
      });
      if (response.status !== 201) throw new Error(`ask answered ${response.status}: ${await response.text()}`);
      routed += ((await response.json()) as { routed: number }).routed;
    });
    console.log(`[bench:questions] ${WARMUP + SAMPLES} questions asked, ${routed} members asked in all`);
    record('ask an open question (routed among 100,000 members)', 100, ask, routeFloor);

    const member = (i: number) => askers[(i * 7) % askers.length];
    const lists: Array<[string, (i: number) => string]> = [
      ['questions page: all, newest first', () => ''],
      ['questions page: one topic', (i) => `topic=${encodeURIComponent(topics[i % topics.length])}`],
      ['questions page: asked of me', () => 'filter=asked-of-me'],
    ];
    for (const [label, query] of lists) {
      const appTimes = await time((i) =>
        get(app.baseUrl, `${endpointUrl(OPEN_QUESTION_ROUTES.list)}?${query(i)}`, cookies[(i * 7) % askers.length]),
      );
      const floor = await time((i) => get(bare.baseUrl, `/questions/list?a=${member(i).attendeeId}&${query(i)}`));
      record(label, 30, appTimes, floor);
    }
    const page = await time((i) =>
      get(
        app.baseUrl,
        `${endpointUrl(OPEN_QUESTION_ROUTES.question, { id: popular[i % popular.length].id })}?order=helpful`,
        cookies[(i * 7) % askers.length],
      ),
    );
    const pageFloor = await time((i) =>
      get(bare.baseUrl, `/questions/read?a=${member(i).attendeeId}&id=${popular[i % popular.length].id}`),
    );
    record("a question's page, most helpful first (the 100 most answered)", 30, page, pageFloor);
  } finally {
    await app.stop();
    await bare.stop();
  }
  const counts = await withClient(url, async (c) => {
    const {
      rows: [row],
    } = await c.query<{ members: string; questions: string; answers: string }>(
      `select (select count(*) from attendees) as members, (select count(*) from open_questions) as questions,
         (select count(*) from open_question_answers) as answers`,
    );
    return row;
  });
  console.log(`[bench:questions] ${counts.members} members, ${counts.questions} questions, ${counts.answers} answers`);
  printTable(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
