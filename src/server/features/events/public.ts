// What other server features may use of events: the member's home (features/dashboard) shows the next
// event they are Going to, with the online link that is theirs to see; the Members Log (features/members)
// gives back the places of a member it archives or deactivates, with the answers' dependencies made from
// the app's services.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { EventBase } from '../../../common/contracts/events';
import type { Database } from '../../db/client';
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
