// What other server features may use of events: the admin home (features/attention) lists this week's
// events with their counts; the member's home (features/dashboard) shows the next
// event they are Going to, with the online link that is theirs to see; the Members Log (features/members)
// gives back the places of a member it archives or deactivates, with the answers' dependencies made from
// the app's services.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { EventBase } from '../../../common/contracts/events';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { eventRsvps, events } from '../../db/schema';
import { eventColumns, toEventBase } from './shared';

export { releasePlacesOf, type PlacesReleased } from './places';
export { answerDepsOf, type AnswerDeps } from './shared';

/** The soonest event `attendeeId` is Going to that has not started and is not cancelled; null if none. */
export async function findNextEventGoing(
  db: Database,
  attendeeId: string,
  now: Date,
): Promise<(EventBase & { onlineLink: string | null }) | null> {
  const [row] = await db
    .select(eventColumns)
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(
      and(
        eq(eventRsvps.attendeeId, attendeeId),
        eq(eventRsvps.status, 'going'),
        gt(events.date, now),
        isNull(events.cancelledAt),
      ),
    )
    .orderBy(asc(events.date), asc(events.id))
    .limit(1);
  return row ? { ...toEventBase(row), onlineLink: row.onlineLink } : null;
}

export type EventInWindow = {
  id: string;
  title: string;
  date: string;
  going: number;
  capacity: number | null;
  waitlist: number;
  checkedIn: number;
  started: boolean;
};

/** The events that start in [from, to), not cancelled, soonest first (at most `limit`), each with its Going,
 * waitlist and check-in counts, and how many there are in all: one statement, counted in SQL. */
export async function listEventsBetween(
  db: Database,
  { from, to, now, limit }: { from: Date; to: Date; now: Date; limit: number },
): Promise<{ total: number; items: EventInWindow[] }> {
  type Row = {
    total: number;
    id: string | null;
    title: string;
    date: Date | string;
    capacity: number | null;
    going: number;
    waitlist: number;
    checked_in: number;
  };
  const inWindow = sql`e.cancelled_at is null and e.date >= ${from.toISOString()}::timestamptz and e.date < ${to.toISOString()}::timestamptz`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select counts.total, listed.*
      from (select count(*)::int as total from events e where ${inWindow}) counts
      left join lateral (
        select e.id::text as id, e.title, e.date, e.capacity,
          (select count(*)::int from event_rsvps r where r.event_id = e.id and r.status = 'going') as going,
          (select count(*)::int from event_rsvps r where r.event_id = e.id and r.status = 'waitlist') as waitlist,
          (select count(*)::int from event_rsvps r where r.event_id = e.id and r.attended_at is not null) as checked_in
        from events e where ${inWindow}
        order by e.date asc, e.id asc limit ${limit}
      ) listed on true`),
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows
      .filter((row): row is Row & { id: string } => row.id !== null)
      .map((row) => {
        const date = new Date(row.date);
        return {
          id: row.id,
          title: row.title,
          date: date.toISOString(),
          going: row.going,
          capacity: row.capacity,
          waitlist: row.waitlist,
          checkedIn: row.checked_in,
          started: date.getTime() <= now.getTime(),
        };
      }),
  };
}
