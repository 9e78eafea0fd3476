// Community health (issue 20 item 3, decision 030): the joining funnel of the people who asked to join in
// the last 30 or 90 days, introductions requested and accepted, Going to past events and checked in, and
// the members active each community week (TIME_ZONE, Monday to Sunday, as the response times count weeks).
// Everything is computed in SQL, a handful of queries whatever the size of the community. Each figure is a
// predicate over one of its row sources (FUNNEL, INTRODUCTIONS and GOING below, and the weeks PostgreSQL
// keeps in member_active_weeks): the summary counts the rows it keeps, the list pages through the same
// rows, so a list always holds exactly the people its figure counts.
import { sql, type SQL } from 'drizzle-orm';
import {
  COMMUNITY_HEALTH_MESSAGES,
  type ActiveWeek,
  type CommunityHealth,
  type CommunityHealthQuery,
  type HealthFigure,
  type HealthListPage,
  type HealthListQuery,
  type HealthListRow,
  type HealthWindow,
} from '../../../common/contracts/community-health';
import { wallTimeAt, weekStartBefore } from '../../../common/zoned-time';
import type { Database } from '../../db/client';
import { countMembers, memberCondition, NOT_MEMBER_ACCOUNTS } from '../../db/members';
import { rowsOf } from '../../db/rows';
import { badRequest } from '../../http/errors';

export type CommunityHealthDeps = { db: Database; now: () => Date; timeZone: string };

const DAY_MS = 24 * 3600_000;

type Period = { since: Date; now: Date; timeZone: string };
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

// ---------------------------------------------------------------------------------------------------
// The row sources. The figures are predicates over their columns; a list adds each row's person (name and
// email), the date that puts the row in the figure and what it is.

/**
 * The joining cohort: one row per person (lower-cased email) who asked to join in the period, with when
 * they were approved and signed up, and, once they have an account, whether their profile is complete now
 * (what the member home's 'complete your profile' reads: company, job title, industry, an interest and a
 * latest summary, none blank) and when they first asked a question, met someone and answered an event
 * (kept on their member row by PostgreSQL, migration 0018).
 */
function cohortSource({ since, now }: Period) {
  const until = (first: SQL) => sql`case when ${first} <= ${ts(now)} then ${first} end`;
  return sql`
    with requests as (
      select lower(r.email) as email,
        min(r.created_at) as requested_at,
        min(r.approved_at) filter (where r.approved_at <= ${ts(now)}) as approved_at,
        min(r.completed_at) filter (where r.status = 'signed_up' and r.completed_at <= ${ts(now)}) as signed_up_at,
        max(nullif(btrim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')), '')) as requested_name
      from access_requests r
      where r.created_at >= ${ts(since)} and r.created_at <= ${ts(now)}
      group by lower(r.email)
    )
    select q.email, q.requested_at, q.signed_up_at,
      coalesce(q.approved_at, q.signed_up_at) as approved_at,
      coalesce(nullif(btrim(a.first_name || ' ' || a.last_name), ''), q.requested_name, '') as name,
      a.id is not null
        and btrim(coalesce(a.company, '')) <> '' and btrim(coalesce(a.job_title, '')) <> '' and btrim(coalesce(a.industry, '')) <> ''
        -- Each a scalar look-up by the member's index (EXISTS would be planned as a hash of every interest).
        and coalesce((select true from attendee_interests i where i.attendee_id = a.id limit 1), false)
        and btrim(coalesce((select s.summary_text from attendee_summaries s where s.attendee_id = a.id
                            order by s.created_at desc, s.id desc limit 1), '')) <> '' as profile_complete,
      ${until(sql`a.first_question_at`)} as first_question_at,
      ${until(sql`a.first_introduction_at`)} as first_introduction_at,
      ${until(sql`a.first_rsvp_at`)} as first_rsvp_at
    from requests q
    -- A lookup by the email index for each person who signed up (LIMIT keeps it one: a join would read
    -- every member to match a few thousand people).
    left join lateral (
      select * from attendees m where lower(m.email) = q.email and q.signed_up_at is not null limit 1
    ) a on true`;
}

/** Introduction requests sent in the period (the people are joined only to list them). */
function introductionSource({ since, now }: Period) {
  return sql`
    select cr.from_attendee_id, cr.to_attendee_id, cr.created_at, cr.accepted_at,
      cr.accepted_at is not null and cr.accepted_at <= ${ts(now)} as accepted
    from connection_requests cr
    where cr.created_at >= ${ts(since)} and cr.created_at <= ${ts(now)}`;
}

/** Members Going to the events that took place in the period and were not cancelled. */
function goingSource({ since, now }: Period) {
  return sql`
    select e.title, e.date, er.attended_at, er.attendee_id
    from events e
    join event_rsvps er on er.event_id = e.id and er.status = 'going'
    where e.date >= ${ts(since)} and e.date <= ${ts(now)} and e.cancelled_at is null`;
}

/** The accounts not counted: those that are not a member's by the one definition (db/members.ts): the
 * administrators, the deactivated, and the accounts of member rows not onboarded or archived. */
const NOT_COUNTED = NOT_MEMBER_ACCOUNTS;

/** A row of member_active_weeks `w` that counts: its account is a member's. */
const COUNTED_ACCOUNT = sql`w.user_id not in ${NOT_COUNTED}`;

/**
 * The weeks each account was active in are kept by PostgreSQL (member_active_weeks, migration 0017): its
 * triggers bucket every sign of someone being there (a session begun or renewed, a sign-in, a question
 * sent, an event answered, an introduction asked for, accepted or declined) into the community's week as
 * it is written. They bucket in community_settings.time_zone; when that is not TIME_ZONE (the first read
 * after the migration, or a new TIME_ZONE), it is written and the weeks rebuilt from the sources, once,
 * under the settings row's lock, so two servers never rebuild twice.
 */
async function syncActiveWeeks(db: Database, timeZone: string) {
  const zoneNow = async (tx: Database, lock: boolean) =>
    rowsOf<{ zone: string | null }>(
      await tx.execute(sql`select time_zone as zone from community_settings where id = 1 ${lock ? sql`for update` : sql``}`),
    )[0]?.zone;
  if ((await zoneNow(db, false)) === timeZone) return;
  await db.transaction(async (tx) => {
    if ((await zoneNow(tx as unknown as Database, true)) === timeZone) return;
    await tx.execute(sql`update community_settings set time_zone = ${timeZone} where id = 1`);
    await tx.execute(sql`select rebuild_member_active_weeks(${timeZone})`);
    // The table was just written anew: its statistics, which choose how a week is counted, follow it now
    // rather than when autovacuum next passes.
    await tx.execute(sql`analyze member_active_weeks`);
  });
}

/**
 * The count of the accounts active in each community week from `first` to `last` (ISO dates of their
 * Mondays): the week's total (the sum of its slots), which PostgreSQL's triggers keep as
 * member_active_weeks changes (migration 0018), less the week's rows of the accounts not counted, read
 * down each such account's own index.
 * Weeks nobody was active in are absent.
 */
async function countActiveWeeks(db: Database, first: string, last: string): Promise<Map<string, number>> {
  const inWeeks = (column: SQL) => sql`${column} between ${first}::date and ${last}::date`;
  const rows = rowsOf<{ week: string; active: number }>(
    await db.execute(sql`
      select t.week_start::text as week, (t.accounts - coalesce(left_out.accounts, 0))::int as active
      from (select t.week_start, sum(t.accounts) as accounts from member_active_week_totals t where ${inWeeks(sql`t.week_start`)}
            group by t.week_start) t
      left join (
        select w.week_start, count(*) as accounts
        from ${NOT_COUNTED} n (user_id) join member_active_weeks w on w.user_id = n.user_id and ${inWeeks(sql`w.week_start`)}
        group by w.week_start
      ) left_out on left_out.week_start = t.week_start`),
  );
  return new Map(rows.map((row) => [row.week, row.active]));
}

/** Each figure: its source, the predicate that keeps its rows, and how a row is listed. */
const FUNNEL: Record<string, { where: SQL; at: SQL; what: string }> = {
  requested: { where: sql`true`, at: sql`requested_at`, what: 'Asked to join' },
  approved: { where: sql`approved_at is not null`, at: sql`approved_at`, what: 'Approved' },
  signedUp: { where: sql`signed_up_at is not null`, at: sql`signed_up_at`, what: 'Signed up' },
  profileComplete: { where: sql`profile_complete`, at: sql`signed_up_at`, what: 'Signed up; profile complete now' },
  firstQuestion: { where: sql`first_question_at is not null`, at: sql`first_question_at`, what: 'First question' },
  firstIntroduction: {
    where: sql`first_introduction_at is not null`,
    at: sql`first_introduction_at`,
    what: 'First introduction',
  },
  firstRsvp: { where: sql`first_rsvp_at is not null`, at: sql`first_rsvp_at`, what: 'First event answered' },
};
const otherName = sql`btrim(t.first_name || ' ' || t.last_name)`;
const INTRODUCTIONS: Record<string, { where: SQL; at: SQL; what: SQL }> = {
  introductionsRequested: { where: sql`true`, at: sql`intros.created_at`, what: sql`'Asked to meet ' || ${otherName}` },
  introductionsAccepted: { where: sql`accepted`, at: sql`intros.accepted_at`, what: sql`${otherName} || ' accepted'` },
};
const GOING: Record<string, { where: SQL; at: SQL; what: SQL }> = {
  rsvpsGoing: { where: sql`true`, at: sql`going.date`, what: sql`'Going to ' || title` },
  rsvpsAttended: { where: sql`attended_at is not null`, at: sql`going.date`, what: sql`'Checked in at ' || title` },
};

// ---------------------------------------------------------------------------------------------------
// Weeks

const isoDay = (date: Date, timeZone: string) => {
  const { year, month, day } = wallTimeAt(date, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The community weeks the period touches, oldest first: [start, end) of each, the last one under way. */
function periodWeeks({ since, now, timeZone }: Period) {
  let back = 0;
  while (weekStartBefore(now, timeZone, back) > since) back++;
  return Array.from({ length: back + 1 }, (_, index) => {
    const weeksBack = back - index;
    const start = weekStartBefore(now, timeZone, weeksBack);
    const end = weeksBack === 0 ? new Date(now.getTime() + 1) : weekStartBefore(now, timeZone, weeksBack - 1);
    return { weekStart: isoDay(start, timeZone), start, end, current: weeksBack === 0 };
  });
}

function periodOf(deps: CommunityHealthDeps, days: HealthWindow): Period {
  const now = deps.now();
  return { since: new Date(now.getTime() - days * DAY_MS), now, timeZone: deps.timeZone };
}

// ---------------------------------------------------------------------------------------------------
// The figures

const countsOf = (figures: Record<string, { where: SQL }>) =>
  sql.join(
    Object.entries(figures).map(([name, { where }]) => sql`(count(*) filter (where ${where}))::int as ${sql.identifier(name)}`),
    sql`, `,
  );

export async function getCommunityHealth(deps: CommunityHealthDeps, query: CommunityHealthQuery): Promise<CommunityHealth> {
  const { db } = deps;
  const period = periodOf(deps, query.days);
  const weeks = periodWeeks(period);
  await syncActiveWeeks(db, deps.timeZone);
  type Counts = Record<string, number>;
  const [[funnel], [introductions], [going], byWeek, [{ activeMembers }]] = await Promise.all([
    db.execute(sql`select ${countsOf(FUNNEL)} from (${cohortSource(period)}) cohort`).then((r) => rowsOf<Counts>(r)),
    db.execute(sql`select ${countsOf(INTRODUCTIONS)} from (${introductionSource(period)}) intros`).then((r) => rowsOf<Counts>(r)),
    db.execute(sql`select ${countsOf(GOING)} from (${goingSource(period)}) going`).then((r) => rowsOf<Counts>(r)),
    countActiveWeeks(db, weeks[0].weekStart, weeks.at(-1)!.weekStart),
    countMembers(db).then((activeMembers) => [{ activeMembers }]),
  ]);
  const activeWeeks: ActiveWeek[] = weeks.map((week) => ({
    weekStart: week.weekStart,
    active: byWeek.get(week.weekStart) ?? 0,
    current: week.current,
  }));
  return {
    days: query.days,
    since: period.since.toISOString(),
    until: period.now.toISOString(),
    counts: { ...funnel, ...introductions, ...going, activeMembers } as CommunityHealth['counts'],
    weeks: activeWeeks,
    lastWeek: activeWeeks.at(-2)!,
  };
}

// ---------------------------------------------------------------------------------------------------
// The list behind a figure

type ListRow = { name: string; email: string; at: Date | string | null; what: string; total: number };

/** The figure's rows as name, email, at and what, newest first; `where` keeps the figure's rows. */
function figureRows(figure: HealthFigure, period: Period): SQL {
  if (figure in FUNNEL) {
    const { where, at, what } = FUNNEL[figure];
    return sql`select name, email, ${at} as at, ${what} as what from (${cohortSource(period)}) cohort where ${where}`;
  }
  if (figure in INTRODUCTIONS) {
    const { where, at, what } = INTRODUCTIONS[figure];
    return sql`
      select btrim(f.first_name || ' ' || f.last_name) as name, f.email, ${at} as at, ${what} as what
      from (${introductionSource(period)}) intros
      join attendees f on f.id = intros.from_attendee_id join attendees t on t.id = intros.to_attendee_id
      where ${where}`;
  }
  if (figure in GOING) {
    const { where, at, what } = GOING[figure];
    return sql`
      select btrim(a.first_name || ' ' || a.last_name) as name, a.email, ${at} as at, ${what} as what
      from (${goingSource(period)}) going join attendees a on a.id = going.attendee_id
      where ${where}`;
  }
  return sql`
    select btrim(a.first_name || ' ' || a.last_name) as name, a.email, a.last_login as at, 'Last signed in' as what
    from attendees a where ${memberCondition('a')}`;
}

/** One page of the people or records a figure counts, newest first, with the figure's total. */
export async function listHealthFigure(deps: CommunityHealthDeps, query: HealthListQuery): Promise<HealthListPage> {
  const period = periodOf(deps, query.days);
  if (query.figure === 'weeklyActive') {
    await syncActiveWeeks(deps.db, deps.timeZone);
    const weeks = periodWeeks(period);
    const week = query.week === undefined ? weeks.at(-2)! : weeks.find((candidate) => candidate.weekStart === query.week);
    if (!week)
      throw badRequest(COMMUNITY_HEALTH_MESSAGES.invalidWeek, 'INVALID_INPUT', { week: COMMUNITY_HEALTH_MESSAGES.invalidWeek });
    return listActiveWeek(deps, query, week.weekStart);
  }
  const rows = rowsOf<ListRow>(
    await deps.db.execute(sql`
      select name, email, at, what, (count(*) over ())::int as total
      from (${figureRows(query.figure, period)}) figure
      order by at desc nulls last, lower(email), what
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  // A page past the end has no row to carry the total: count it then.
  const total =
    rows[0]?.total ??
    (query.page === 1
      ? 0
      : rowsOf<{ total: number }>(
          await deps.db.execute(sql`select count(*)::int as total from (${figureRows(query.figure, period)}) figure`),
        )[0].total);
  const items: HealthListRow[] = rows.map((row) => ({
    name: row.name ?? '',
    email: row.email,
    at: row.at === null ? null : new Date(row.at).toISOString(),
    what: row.what,
  }));
  return {
    figure: query.figure,
    days: query.days,
    week: null,
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A week's active members, the most recently seen first: a page read down the week's index, and the
 * week's count, so no more than a page of rows is joined to its people. */
async function listActiveWeek(deps: CommunityHealthDeps, query: HealthListQuery, weekStart: string): Promise<HealthListPage> {
  const inWeek = sql`w.week_start = ${weekStart}::date and ${COUNTED_ACCOUNT}`;
  const [rows, total] = await Promise.all([
    deps.db
      .execute(
        sql`select coalesce(nullif(btrim(a.first_name || ' ' || a.last_name), ''), u.name, '') as name, u.email, w.last_seen_at as at
          from (select w.user_id, w.last_seen_at from member_active_weeks w where ${inWeek}
                order by w.last_seen_at desc, w.user_id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}) w
          join users u on u.id = w.user_id left join attendees a on a.user_id = w.user_id
          order by w.last_seen_at desc, w.user_id`,
      )
      .then((r) => rowsOf<Omit<ListRow, 'what' | 'total'>>(r)),
    countActiveWeeks(deps.db, weekStart, weekStart).then((counts) => counts.get(weekStart) ?? 0),
  ]);
  return {
    figure: query.figure,
    days: query.days,
    week: weekStart,
    items: rows.map((row) => ({
      name: row.name,
      email: row.email,
      at: new Date(row.at!).toISOString(),
      what: 'Last seen in the week',
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
