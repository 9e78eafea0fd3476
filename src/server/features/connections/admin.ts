// What the organisers see of introductions: counts only. No note, no reason and no name leaves here.
import { sql } from 'drizzle-orm';
import type { IntroductionFigures, IntroductionSummary, MemberConnectionCount } from '../../../common/contracts/connections';
import { CONNECTION_MESSAGES } from '../../../common/contracts/connections';
import { instantOfWallTime, wallTimeAt } from '../../../common/zoned-time';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { rowsOf } from '../../db/rows';

/** A request that ran its 30 days without an acceptance: unanswered or set aside ('Not now'). Withdrawn
 * requests and removed connections are neither accepted nor expired. */
const ranOut = sql`r.status in ('pending', 'declined', 'expired')`;

const figures = (requested: number, accepted: number, expired: number): IntroductionFigures => ({
  requested,
  accepted,
  expired,
  acceptanceRate: accepted + expired === 0 ? null : accepted / (accepted + expired),
});

/**
 * This month (from its first day in the community's time zone) and overall: requested, accepted,
 * expired, and the share accepted of those that were decided. One pass over the requests.
 */
export async function summarizeIntroductions(deps: {
  db: Database;
  now: () => Date;
  timeZone: string;
}): Promise<IntroductionSummary> {
  const now = deps.now();
  const today = wallTimeAt(now, deps.timeZone);
  const monthStart = instantOfWallTime({ ...today, day: 1, hour: 0, minute: 0, second: 0 }, deps.timeZone);
  const [row] = rowsOf<Record<string, number>>(
    await deps.db.execute(sql`
      select
        count(*) filter (where r.created_at >= ${monthStart})::int as requested_month,
        count(*)::int as requested_all,
        count(*) filter (where r.accepted_at >= ${monthStart})::int as accepted_month,
        count(r.accepted_at)::int as accepted_all,
        count(*) filter (where ${ranOut} and r.expires_at <= ${now} and r.expires_at >= ${monthStart})::int as expired_month,
        count(*) filter (where ${ranOut} and r.expires_at <= ${now})::int as expired_all
      from connection_requests r`),
  );
  return {
    thisMonth: figures(row.requested_month, row.accepted_month, row.expired_month),
    overall: figures(row.requested_all, row.accepted_all, row.expired_all),
    monthStart: monthStart.toISOString(),
  };
}

/** How many connections a member has (the Members Log's detail). */
export async function countMemberConnections(db: Database, attendeeId: string): Promise<MemberConnectionCount> {
  const [row] = rowsOf<{ found: boolean; connections: number }>(
    await db.execute(sql`
      select exists (select 1 from attendees where id = ${attendeeId}) as found,
        (select count(*)::int from connection_requests r
          where r.status = 'accepted' and (r.from_attendee_id = ${attendeeId} or r.to_attendee_id = ${attendeeId})) as connections`),
  );
  if (!row.found) throw notFound(CONNECTION_MESSAGES.memberNotFound);
  return { attendeeId, connections: row.connections };
}

/** How many introductions were accepted since `since` (the admin home's week). A count only. */
export async function countIntroductionsAcceptedSince(db: Database, since: Date): Promise<number> {
  const [row] = rowsOf<{ accepted: number }>(
    await db.execute(
      sql`select count(*)::int as accepted from connection_requests where accepted_at >= ${since.toISOString()}::timestamptz`,
    ),
  );
  return row.accepted;
}
