// Community health (issue 20 item 3, decision 030): the joining funnel of the people who asked to join in
// the last 30 or 90 days, introductions requested and accepted, Going to past events and checked in, and
// the members active each community week (TIME_ZONE, Monday to Sunday: weekStartBefore, as the response times count weeks).
// Everything is computed in SQL, a handful of queries whatever the size of the community. Each figure is a
// predicate over one of four row sources (FUNNEL, INTRODUCTIONS and GOING below, and the activity signs):
// the summary counts the rows it keeps, the list pages through the same rows, so a list always holds
// exactly the people its figure counts.
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
 * latest summary, none blank) and when they first asked a question, met someone and answered an event.
 */
function cohortSource({ since, now }: Period) {
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
        and coalesce((select true from attendee_interests i where i.attendee_id = a.id limit 1), false)
        and btrim(coalesce((select s.summary_text from attendee_summaries s where s.attendee_id = a.id
                            order by s.created_at desc, s.id desc limit 1), '')) <> '' as profile_complete,
      (select min(c.timestamp) from conversations c
        where c.user_id = a.user_id and c.step = 'complete' and c.timestamp <= ${ts(now)}) as first_question_at,
      least(
        (select min(cr.created_at) from connection_requests cr where cr.from_attendee_id = a.id and cr.created_at <= ${ts(now)}),
        (select min(cr.created_at) from connection_requests cr where cr.to_attendee_id = a.id and cr.created_at <= ${ts(now)})
      ) as first_introduction_at,
      (select min(er.created_at) from event_rsvps er where er.attendee_id = a.id and er.created_at <= ${ts(now)}) as first_rsvp_at
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

/** After `from attendees a`: members are people with an account who are not deactivated nor administrators. */
const MEMBER_JOIN = sql`
  join users u on u.id = a.user_id and u.banned is not true
  where not exists (select 1 from admin_users au where au.user_id = a.user_id)`;

/**
 * Every sign of someone being there between `from` and `until`, one row per sign, by account: a session
 * begun or renewed (Better Auth renews a used session daily), the last sign-in, a question sent, an event
 * answered, an introduction asked for, accepted or declined. Who of them is a member is decided after.
 */
function activitySignsSource(from: Date, until: Date) {
  const within = (column: SQL) => sql`${column} >= ${ts(from)} and ${column} < ${ts(until)}`;
  // The signs kept by member row are joined to their account once, not once each.
  return sql`
    select s.user_id, t.at from sessions s cross join lateral (values (s.created_at), (s.updated_at)) t(at)
      where (${within(sql`s.created_at`)} or ${within(sql`s.updated_at`)}) and ${within(sql`t.at`)}
    union all select c.user_id, c.timestamp from conversations c
      where c.step = 'complete' and c.user_id is not null and ${within(sql`c.timestamp`)}
    union all select a.user_id, by_member.at from attendees a join (
      select a.id as attendee_id, a.last_login as at from attendees a where ${within(sql`a.last_login`)}
      union all select er.attendee_id, er.responded_at from event_rsvps er where ${within(sql`er.responded_at`)}
      union all select cr.from_attendee_id, cr.created_at from connection_requests cr where ${within(sql`cr.created_at`)}
      union all select cr.to_attendee_id, cr.accepted_at from connection_requests cr
        where cr.accepted_at is not null and ${within(sql`cr.accepted_at`)}
      union all select cr.to_attendee_id, cr.declined_at from connection_requests cr
        where cr.declined_at is not null and ${within(sql`cr.declined_at`)}
    ) by_member on by_member.attendee_id = a.id where a.user_id is not null`;
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
  const first = weeks[0];
  const starts = `{${weeks.map((week) => week.start.toISOString()).join(',')}}`;
  type Counts = Record<string, number>;
  const [[funnel], [introductions], [going], [active]] = await Promise.all([
    db.execute(sql`select ${countsOf(FUNNEL)} from (${cohortSource(period)}) cohort`).then((r) => rowsOf<Counts>(r)),
    db.execute(sql`select ${countsOf(INTRODUCTIONS)} from (${introductionSource(period)}) intros`).then((r) => rowsOf<Counts>(r)),
    db.execute(sql`select ${countsOf(GOING)} from (${goingSource(period)}) going`).then((r) => rowsOf<Counts>(r)),
    // Each account's weeks as the bits of one number (a week is found by the instants that start them, so
    // a week with a clock change is counted as the community lives it): one row an account, not one a sign;
    // then each week's count in one pass over the members among them.
    db
      .execute(
        sql`
        with members as materialized (select a.user_id from attendees a ${MEMBER_JOIN}),
        weeks_of_account as (
          select user_id, bit_or(1::bigint << (width_bucket(at, ${starts}::timestamptz[]) - 1)) as weeks
          from (${activitySignsSource(first.start, weeks.at(-1)!.end)}) s
          group by user_id
        )
        select (select count(*) from members)::int as "activeMembers",
          ${sql.join(
            weeks.map(
              (_, index) =>
                sql`(count(*) filter (where p.weeks & ${String(1n << BigInt(index))}::bigint <> 0))::int as ${sql.identifier(`w${index}`)}`,
            ),
            sql`, `,
          )}
        from weeks_of_account p where p.user_id in (select user_id from members)`,
      )
      .then((r) => rowsOf<Counts>(r)),
  ]);
  const { activeMembers, ...byWeek } = active;
  const activeWeeks: ActiveWeek[] = weeks.map((week, index) => ({
    weekStart: week.weekStart,
    active: byWeek[`w${index}`] ?? 0,
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
function figureRows(figure: HealthFigure, period: Period, week: { start: Date; end: Date } | null): SQL {
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
  if (figure === 'weeklyActive') {
    return sql`
      select btrim(a.first_name || ' ' || a.last_name) as name, a.email, signs.at, 'Last seen in the week' as what
      from (select user_id, max(at) as at from (${activitySignsSource(week!.start, week!.end)}) s group by user_id) signs
      join attendees a on a.user_id = signs.user_id ${MEMBER_JOIN}`;
  }
  return sql`
    select btrim(a.first_name || ' ' || a.last_name) as name, a.email, a.last_login as at, 'Last signed in' as what
    from attendees a ${MEMBER_JOIN}`;
}

/** One page of the people or records a figure counts, newest first, with the figure's total. */
export async function listHealthFigure(deps: CommunityHealthDeps, query: HealthListQuery): Promise<HealthListPage> {
  const period = periodOf(deps, query.days);
  let week: { weekStart: string; start: Date; end: Date } | null = null;
  if (query.figure === 'weeklyActive') {
    const weeks = periodWeeks(period);
    week = query.week === undefined ? weeks.at(-2)! : (weeks.find((candidate) => candidate.weekStart === query.week) ?? null);
    if (!week)
      throw badRequest(COMMUNITY_HEALTH_MESSAGES.invalidWeek, 'INVALID_INPUT', { week: COMMUNITY_HEALTH_MESSAGES.invalidWeek });
  }
  const rows = rowsOf<ListRow>(
    await deps.db.execute(sql`
      select name, email, at, what, (count(*) over ())::int as total
      from (${figureRows(query.figure, period, week)}) figure
      order by at desc nulls last, lower(email), what
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  // A page past the end has no row to carry the total: count it then.
  const total =
    rows[0]?.total ??
    (query.page === 1
      ? 0
      : rowsOf<{ total: number }>(
          await deps.db.execute(sql`select count(*)::int as total from (${figureRows(query.figure, period, week)}) figure`),
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
    week: week?.weekStart ?? null,
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
