// npm run bench:data — (re)creates the scale databases on PostgreSQL and fills them in SQL
// (INSERT … SELECT generate_series): the large one (fmc_bench: 100,000 members, 1% deactivated and 5%
// archived, 1,000,000 conversations, 20,000 access requests, 2,000 posts) and the small one
// (fmc_bench_small: the same shape at 1,000 members) that the admin lists are compared with.
// The schema comes from the real migrations. Every account shares one real password hash (Better Auth's
// scrypt), and the first BENCH.sessionCount members who may sign in get a real session row, stored as
// Better Auth stores it; the load test signs their cookies with the bench AUTH_SECRET.
//   npm run bench:data                 both databases
//   npm run bench:data -- --only small one of them (large | small)
import { hashPassword } from 'better-auth/crypto';
import { openDatabase } from '../src/server/db/client';
import { BENCH, LARGE_DB, SERVER_URL, SMALL_DB, databaseUrl, ms, withClient } from './common';

export type Scale = { db: string; members: number; conversations: number; accessRequests: number; posts: number };

export const SCALES: Record<'large' | 'small', Scale> = {
  large: { db: LARGE_DB, members: 100_000, conversations: 1_000_000, accessRequests: 20_000, posts: 2_000 },
  small: { db: SMALL_DB, members: 1_000, conversations: 10_000, accessRequests: 200, posts: 20 },
};

const FIRST = `array['Ada','Ben','Chloe','Dev','Elena','Farid','Grace','Hugo','Ines','Jonas','Kemi','Liam','Maya','Nils','Olga','Pablo','Quinn','Rosa','Sami','Tara','Umar','Vera','Wes','Xenia','Yusuf','Zoe','Amir','Bea','Carl','Dana']`;
const LAST = `array['Abbott','Baker','Castro','Dubois','Evans','Fischer','Garcia','Hansen','Ito','Jensen','Kowalski','Lopez','Mensah','Novak','Okafor','Petrov','Quist','Rossi','Sato','Tanaka','Ueda','Varga','Weber','Xu','Young','Zhang','Alvarez','Brooks','Cohen','Diaz']`;
const TITLES = `array['Founder','CEO','Franchise Director','Head of Growth','Producer','Creator','Editor','Investor','Operations Lead','Brand Manager']`;
const INDUSTRIES = `array['Franchising','Media','Creator Economy','Retail','Hospitality','Fitness','Education','Food & Beverage']`;
const INTERESTS = `array['Franchising','Podcasting','Video','Newsletters','Investing','Marketing','Retail','Fitness','AI tools','Events']`;

/** The statements, in order; each is timed. $1 is the shared password hash where used. */
export function statements(s: Scale): Array<[label: string, sql: string]> {
  const N = s.members;
  const C = s.conversations;
  return [
    [
      'users',
      `insert into users (id, name, email, email_verified, role, banned, ban_reason, created_at, updated_at)
       select 'u' || lpad(n::text, 7, '0'),
              (${FIRST})[1 + n % 30] || ' ' || (${LAST})[1 + (n / 30) % 30],
              'member' || n || '@bench.example', true, 'user',
              n % 100 = 0, case when n % 100 = 0 then 'Administrative action' end,
              now() - (${N} - n) * interval '7 minutes', now()
       from generate_series(1, ${N}) n`,
    ],
    [
      'accounts',
      `insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
       select 'a' || lpad(n::text, 7, '0'), 'u' || lpad(n::text, 7, '0'), 'credential', 'u' || lpad(n::text, 7, '0'), $1, now(), now()
       from generate_series(1, ${N}) n`,
    ],
    [
      'attendees',
      `insert into attendees (user_id, first_name, last_name, email, company, job_title, industry,
                              onboarding_completed, archived, last_login, created_at, updated_at)
       select 'u' || lpad(n::text, 7, '0'), (${FIRST})[1 + n % 30], (${LAST})[1 + (n / 30) % 30],
              'member' || n || '@bench.example', 'Company ' || (n % 5000), (${TITLES})[1 + n % 10], (${INDUSTRIES})[1 + n % 8],
              true, n % 20 = 1,
              case when n % 10 = 0 then null else now() - (n % 2000) * interval '1 hour' end,
              now() - (${N} - n) * interval '7 minutes', now()
       from generate_series(1, ${N}) n`,
    ],
    [
      'attendee_interests',
      `insert into attendee_interests (attendee_id, interest_name, category, created_at)
       select a.id, (${INTERESTS})[1 + (abs(hashtext(a.email)) + i) % 10], 'Topic', a.created_at
       from attendees a cross join generate_series(0, 1) i`,
    ],
    [
      'attendee_summaries',
      `insert into attendee_summaries (attendee_id, summary_text, created_at)
       select a.id, a.first_name || ' works in ' || a.industry || ' as ' || a.job_title || ' at ' || a.company || '.', a.created_at
       from attendees a where hashtext(a.email) % 2 = 0`,
    ],
    [
      'banned_users',
      `insert into banned_users (user_id, email, banned_at, banned_reason)
       select 'u' || lpad(n::text, 7, '0'), 'member' || n || '@bench.example', now() - interval '3 days', 'Administrative action'
       from generate_series(100, ${N}, 100) n`,
    ],
    [
      'sessions',
      `insert into sessions (id, token, expires_at, ip_address, user_agent, user_id, created_at, updated_at)
       select 's' || lpad(n::text, 7, '0'), 'bench-session-' || lpad(n::text, 7, '0'), now() + interval '30 days',
              '127.0.0.1', 'bench', 'u' || lpad(n::text, 7, '0'), now(), now()
       from generate_series(1, ${N}) n
       where n % 100 <> 0 and n % 20 <> 1
       order by n limit ${BENCH.sessionCount}`,
    ],
    [
      'administrator',
      `with u as (
         insert into users (id, name, email, email_verified, role) values ('${BENCH.adminUserId}', 'Bench Admin', '${BENCH.adminEmail}', true, 'admin')
         returning id),
       a as (insert into accounts (id, account_id, provider_id, user_id, password) select 'a-admin', id, 'credential', id, $1 from u),
       s as (insert into sessions (id, token, expires_at, user_id) select 's-admin', 'bench-session-admin', now() + interval '30 days', id from u)
       insert into admin_users (user_id) select id from u`,
    ],
    // Each member has ten entries: the onboarding one, then nine finished questions. 2% of all entries
    // wait in the pending inbox, 10% are archived, 5% were saved without an account (matched by email).
    // The answered ones had their first reply 1 to 97 hours after (never after now) from one of three
    // organisers: what the response times read.
    [
      'conversations',
      `insert into conversations (user_id, name, email, question, answer, followup, share_permission, status, step,
                                  timestamp, questions_and_answers, admin_response, responded_at, first_responded_at,
                                  first_responder_email, viewed, archived)
       select case when k % 20 = 7 then null else 'u' || lpad(m::text, 7, '0') end,
              (${FIRST})[1 + m % 30] || ' ' || (${LAST})[1 + (m / 30) % 30],
              'member' || m || '@bench.example',
              case when j > 0 then 'How do I grow a franchise network past ' || k || ' locations without losing quality?' end,
              case when j > 0 then 'We have ' || (k % 40) || ' locations and a small team.' end,
              null, k % 3 = 0,
              case when j = 0 or k % 50 = 0 then 'pending' else 'answered' end,
              case when j = 0 then 'name_completed' else 'complete' end,
              now() - (${C} - k) * interval '1 minute',
              case when j = 0 then '[]'::jsonb else jsonb_build_array(jsonb_build_object('question', 'Growth', 'answer', 'Locations')) end,
              case when j > 0 and k % 50 <> 0 then 'Start with a documented playbook and a pilot region. (' || k || ')' end,
              case when j > 0 and k % 50 <> 0 then now() - (${C} - k) * interval '1 minute' + interval '1 hour' end,
              case when j > 0 and k % 50 <> 0 then least(now(), now() - (${C} - k) * interval '1 minute' + (1 + k % 97) * interval '1 hour') end,
              case when j > 0 and k % 50 <> 0 then 'organiser' || (k % 3) || '@bench.example' end,
              j > 0 and k % 50 <> 0 and k % 7 <> 0,
              j > 0 and k % 10 = 3
       from (select k, 1 + (k - 1) % ${N} as m, (k - 1) / ${N} as j from generate_series(1, ${C}) k) g`,
    ],
    [
      'access_requests',
      `insert into access_requests (email, first_name, last_name, token, expires_at, status, approved, approved_at, used, completed_at, created_at, updated_at)
       select case when k % 10 < 7 then 'member' || (${N} - ${s.accessRequests} + k) else 'request' || k end || '@bench.example',
              (${FIRST})[1 + k % 30], (${LAST})[1 + k % 29],
              case when k % 10 < 9 then 'bench-link-' || k end,
              case when k % 10 < 9 then now() - (${s.accessRequests} - k) * interval '30 minutes' + interval '7 days' end,
              case when k % 10 < 7 then 'signed_up' when k % 10 < 9 then 'approved' else 'pending' end,
              k % 10 < 9, case when k % 10 < 9 then now() - (${s.accessRequests} - k) * interval '30 minutes' end,
              k % 10 < 7, case when k % 10 < 7 then now() - (${s.accessRequests} - k) * interval '30 minutes' end,
              now() - (${s.accessRequests} - k) * interval '30 minutes', now()
       from generate_series(1, ${s.accessRequests}) k`,
    ],
    // Community health (decision 030) reads these over the last 90 days. Sign-ins: Better Auth keeps a
    // session 30 days, so the table holds about a month of them; here two a member, spread over 90 days
    // (more than it would hold, so the weekly figures read at least as much as in life).
    [
      'sign-ins',
      `insert into sessions (id, token, expires_at, ip_address, user_agent, user_id, created_at, updated_at)
       select 'h' || k, 'bench-sign-in-' || k, now() - (k::bigint * 129600 / ${2 * N}) * interval '1 minute' + interval '30 days',
              '127.0.0.1', 'bench', 'u' || lpad((1 + (k * 7919) % ${N})::text, 7, '0'),
              now() - (k::bigint * 129600 / ${2 * N}) * interval '1 minute', now() - (k::bigint * 129600 / ${2 * N}) * interval '1 minute' + (k % 3) * interval '1 day'
       from generate_series(1, ${2 * N}) k`,
    ],
    // Introductions: one request per member every 200 days or so, over the last 120 days; a third
    // accepted a day later, a tenth declined. Pairs (n, n + 17) never repeat.
    [
      'connection_requests',
      `with m as (select id, substr(user_id, 2)::int as n from attendees where user_id ~ '^u[0-9]+$')
       insert into connection_requests (from_attendee_id, to_attendee_id, status, created_at, expires_at, accepted_at, declined_at)
       select f.id, t.id,
              case when k % 3 = 0 then 'accepted' when k % 10 = 1 then 'declined' else 'pending' end,
              now() - (k::bigint * 172800 / ${N / 2}) * interval '1 minute', now() - (k::bigint * 172800 / ${N / 2}) * interval '1 minute' + interval '30 days',
              case when k % 3 = 0 then now() - (k::bigint * 172800 / ${N / 2}) * interval '1 minute' + interval '1 day' end,
              case when k % 10 = 1 and k % 3 <> 0 then now() - (k::bigint * 172800 / ${N / 2}) * interval '1 minute' + interval '2 days' end
       from generate_series(1, ${N / 2}) k
       join m f on f.n = k join m t on t.n = 1 + (k + 16) % ${N}`,
    ],
    // Events: one every three days over the last year and the next month, each with members Going
    // (some on the waitlist or Maybe), and 60% of those Going checked in at the past ones.
    [
      'events',
      `insert into events (title, date, location, created_at, updated_at)
       select 'Salon ' || e, now() - (e - 10) * interval '3 days', 'London', now() - (e + 20) * interval '3 days', now()
       from generate_series(0, 131) e`,
    ],
    [
      'event_rsvps',
      `with ev as (select id, date, row_number() over (order by date) as e from events),
            m as (select id, substr(user_id, 2)::int as n from attendees where user_id ~ '^u[0-9]+$')
       insert into event_rsvps (event_id, attendee_id, status, waitlisted_at, attended_at, responded_at, created_at)
       select ev.id, m.id,
              case when j % 10 = 9 then 'maybe' else 'going' end, null,
              case when j % 10 < 6 and ev.date < now() then ev.date + interval '10 minutes' end,
              ev.date - (1 + j % 14) * interval '1 day', ev.date - (1 + j % 14) * interval '1 day'
       from ev cross join generate_series(0, ${Math.max(20, N / 500)} - 1) j
       join m on m.n = 1 + (ev.e * 977 + j * 37) % ${N}`,
    ],
    [
      'posts',
      `insert into posts (slug, title, description, content, tags, status, author_id, published_at, created_at, updated_at)
       select 'post-' || k, 'Newsletter ' || k, 'What happened this week, issue ' || k,
              repeat('A paragraph of newsletter text about franchising, media and the creator economy. ', 25),
              array['newsletter', 'issue-' || k % 12], case when k % 10 = 0 then 'draft' else 'published' end,
              '${BENCH.adminUserId}', case when k % 10 = 0 then null else now() - (${s.posts} - k) * interval '1 day' end,
              now() - (${s.posts} - k) * interval '1 day', now()
       from generate_series(1, ${s.posts}) k`,
    ],
  ];
}

export async function fill(scale: Scale, passwordHash: string) {
  const started = process.hrtime.bigint();
  await withClient(SERVER_URL, async (c) => {
    await c.query(`drop database if exists ${scale.db} with (force)`);
    await c.query(`create database ${scale.db}`);
  });
  const url = databaseUrl(scale.db);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await handle.close();
  console.log(`[bench:data] ${scale.db}: created and migrated in ${ms(started).toFixed(0)} ms`);
  await withClient(url, async (c) => {
    await c.query(`set synchronous_commit = off`);
    await c.query(`set maintenance_work_mem = '256MB'`);
    for (const [label, text] of statements(scale)) {
      const t = process.hrtime.bigint();
      const result = await c.query(text, text.includes('$1') ? [passwordHash] : []);
      console.log(
        `[bench:data] ${scale.db}: ${label.padEnd(20)} ${String(result.rowCount ?? 0).padStart(9)} rows ${ms(t).toFixed(0).padStart(7)} ms`,
      );
    }
    const t = process.hrtime.bigint();
    await c.query('vacuum (analyze)');
    console.log(`[bench:data] ${scale.db}: vacuum analyze ${ms(t).toFixed(0)} ms`);
  });
  console.log(`[bench:data] ${scale.db}: done in ${(ms(started) / 1000).toFixed(1)} s`);
}

async function main() {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  if (only && only !== 'large' && only !== 'small') throw new Error('--only takes large or small');
  const started = process.hrtime.bigint();
  const passwordHash = await hashPassword(BENCH.password);
  for (const key of ['small', 'large'] as const) {
    if (!only || only === key) await fill(SCALES[key], passwordHash);
  }
  console.log(`[bench:data] total ${(ms(started) / 1000).toFixed(1)} s`);
}

// Run as a script only: bench/directory.ts imports fill() for its own database.
if (process.argv[1] && import.meta.filename === (await import('node:path')).resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
