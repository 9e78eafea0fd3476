// Response times (issue 20, decision 029): how soon members' questions get their first reply, over the
// questions asked in the last RESPONSE_TIME_WEEKS weeks of the community's calendar (TIME_ZONE), and the
// target administrators set. Everything is computed in SQL: three queries whatever the number of questions
// (the weeks with the period's totals by ROLLUP, the organisers, the questions waiting now).
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_RESPONSE_TARGET_HOURS,
  RESPONSE_TIME_MESSAGES,
  RESPONSE_TIME_WEEKS,
  type ResponseTargetInput,
  type ResponseTargetSaved,
  type ResponseTimes,
  type ResponseWeek,
} from '../../../common/contracts/inbox';
import { wallTimeAt, weekStartBefore } from '../../../common/zoned-time';
import { changeOf, recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { communitySettings } from '../../db/schema';

export type ResponseTimeDeps = { db: Database; now: () => Date; timeZone: string };

export async function readResponseTarget(db: Database): Promise<number> {
  const [row] = await db
    .select({ hours: communitySettings.responseTargetHours })
    .from(communitySettings)
    .where(eq(communitySettings.id, 1));
  return row?.hours ?? DEFAULT_RESPONSE_TARGET_HOURS;
}

/** A question waiting for its first reply: the pending inbox's condition (conversations_pending_idx). */
const WAITING = sql`status = 'pending' and step = 'complete' and archived = false`;

const seconds = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));

export async function getResponseTimes(deps: ResponseTimeDeps): Promise<ResponseTimes> {
  const { db, timeZone } = deps;
  const now = deps.now();
  const targetHours = await readResponseTarget(db);
  const targetSeconds = targetHours * 3600;
  const since = weekStartBefore(now, timeZone, RESPONSE_TIME_WEEKS - 1);
  const overdueBefore = new Date(now.getTime() - targetSeconds * 1000);
  const asked = sql`
    asked as (
      select c.timestamp as asked_at, c.first_responder_email,
        date_part('epoch', c.first_responded_at - c.timestamp) as reply_s,
        date_trunc('week', c.timestamp at time zone ${timeZone})::date as week
      from conversations c
      where c.step = 'complete' and c.timestamp >= ${since.toISOString()}::timestamptz and c.timestamp <= ${now.toISOString()}::timestamptz
    )`;
  type WeekRow = {
    week: string | null;
    asked: number;
    answered: number;
    median_s: number | null;
    p90_s: number | null;
    within: number;
    decided: number;
  };
  type OrganiserRow = { email: string; answered: number; median_s: number | null };
  type WaitingRow = {
    waiting: number;
    past_target: number;
    oldest_id: string | null;
    oldest_name: string | null;
    oldest_at: Date | string | null;
  };
  const [weekRows, organiserRows, [waitingRow]] = await Promise.all([
    db
      .execute(
        sql`
      with ${asked}
      select to_char(week, 'YYYY-MM-DD') as week, count(*)::int as asked, count(reply_s)::int as answered,
        percentile_cont(0.5) within group (order by reply_s) as median_s,
        percentile_cont(0.9) within group (order by reply_s) as p90_s,
        (count(*) filter (where reply_s <= ${targetSeconds}))::int as within,
        (count(*) filter (where reply_s is not null or asked_at <= ${overdueBefore.toISOString()}::timestamptz))::int as decided
      from asked group by rollup(week)`,
      )
      .then((result) => rowsOf<WeekRow>(result)),
    db
      .execute(
        sql`
      with ${asked}
      select coalesce(first_responder_email, '') as email, count(*)::int as answered,
        percentile_cont(0.5) within group (order by reply_s) as median_s
      from asked where reply_s is not null
      group by 1 order by 2 desc, 1`,
      )
      .then((result) => rowsOf<OrganiserRow>(result)),
    // The pending inbox's own partial index answers all three: the counts from the index alone, the
    // oldest from its far end.
    db
      .execute(
        sql`
      select (select count(*)::int from conversations where ${WAITING}) as waiting,
        (select count(*)::int from conversations where ${WAITING} and timestamp <= ${overdueBefore.toISOString()}::timestamptz) as past_target,
        oldest.id::text as oldest_id, oldest.name as oldest_name, oldest.timestamp as oldest_at
      from (select) one
      left join lateral (
        select id, name, timestamp from conversations where ${WAITING} order by timestamp asc, id asc limit 1
      ) oldest on true`,
      )
      .then((result) => rowsOf<WaitingRow>(result)),
  ]);

  const total = weekRows.find((row) => row.week === null);
  const byWeek = new Map(weekRows.filter((row) => row.week !== null).map((row) => [row.week!, row]));
  const weeks: ResponseWeek[] = Array.from({ length: RESPONSE_TIME_WEEKS }, (_, index) => {
    const start = weekStartBefore(now, timeZone, RESPONSE_TIME_WEEKS - 1 - index);
    const { year, month, day } = wallTimeAt(start, timeZone);
    const weekStart = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const row = byWeek.get(weekStart);
    return {
      weekStart,
      asked: row?.asked ?? 0,
      answered: row?.answered ?? 0,
      medianSeconds: seconds(row?.median_s),
      withinTarget: row?.within ?? 0,
      decided: row?.decided ?? 0,
    };
  });
  const oldestAt = waitingRow.oldest_at === null ? null : new Date(waitingRow.oldest_at);
  return {
    targetHours,
    since: since.toISOString(),
    asked: total?.asked ?? 0,
    answered: total?.answered ?? 0,
    medianSeconds: seconds(total?.median_s),
    p90Seconds: seconds(total?.p90_s),
    withinTarget: total?.within ?? 0,
    decided: total?.decided ?? 0,
    waiting: waitingRow.waiting,
    waitingPastTarget: waitingRow.past_target,
    oldestWaiting:
      oldestAt && waitingRow.oldest_id
        ? {
            id: waitingRow.oldest_id,
            name: waitingRow.oldest_name ?? '',
            askedAt: oldestAt.toISOString(),
            waitingSeconds: Math.max(0, Math.round((now.getTime() - oldestAt.getTime()) / 1000)),
          }
        : null,
    organisers: organiserRows.map((row) => ({ email: row.email, answered: row.answered, medianSeconds: seconds(row.median_s) })),
    weeks,
  };
}

/** Sets the target; the figures measure against it from now on (they are computed, never stored). */
export async function setResponseTarget(
  deps: ResponseTimeDeps,
  actor: AuditActor,
  input: ResponseTargetInput,
): Promise<ResponseTargetSaved> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(communitySettings).where(eq(communitySettings.id, 1)).for('update');
    await tx
      .insert(communitySettings)
      .values({ id: 1, responseTargetHours: input.hours, updatedAt: now })
      .onConflictDoUpdate({ target: communitySettings.id, set: { responseTargetHours: input.hours, updatedAt: now } });
    await recordAudit(tx, {
      actor,
      action: 'conversation.response-target',
      changes: [changeOf('Target (hours)', before?.responseTargetHours ?? DEFAULT_RESPONSE_TARGET_HOURS, input.hours)],
      at: now,
    });
  });
  return { success: true, message: RESPONSE_TIME_MESSAGES.targetSaved, targetHours: input.hours };
}
