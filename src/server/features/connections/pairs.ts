// Where two members stand with each other: what a Connect button shows and what lists of people to meet
// leave out. Read by other features through public.ts.
import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PairState } from '../../../common/contracts/connections';
import type { Database } from '../../db/client';
import { connectionRequests } from '../../db/schema';

/** The statuses that hold a pair's one live row (the unique index connection_requests_live_pair_key). */
export const LIVE_STATUSES = ['pending', 'declined', 'accepted'] as const;

/**
 * SQL that is true when member `me` and the member whose id is `other` have ever had a request either
 * way, whatever became of it. Recommendations leave such pairs out for good (decision 022): connected,
 * asked, set aside, expired or withdrawn look the same from outside, so a requester can never tell a
 * 'Not now' from silence. `other` must be written with its table's name (a column of a join, or
 * sql`"attendees"."id"`), since inside this subquery a bare "id" would be the request's own.
 */
export function everAskedEitherWay(me: string, other: SQLWrapper): SQL {
  return sql`exists (
    select 1 from ${connectionRequests} as pair
    where (pair.from_attendee_id = ${me} and pair.to_attendee_id = ${other})
       or (pair.from_attendee_id = ${other} and pair.to_attendee_id = ${me}))`;
}

/** SQL true when member `me` and the member whose id is `other` are connected: an accepted request either
 * way (the events feature's 'People to meet here' leaves them out). `other` as for everAskedEitherWay. */
export function isConnectedWith(me: string, other: SQLWrapper): SQL {
  return sql`exists (
    select 1 from ${connectionRequests} as linked
    where linked.status = 'accepted'
      and ((linked.from_attendee_id = ${me} and linked.to_attendee_id = ${other})
        or (linked.from_attendee_id = ${other} and linked.to_attendee_id = ${me})))`;
}

/**
 * A block (decision 055) closes what is open between the pair, in the block's transaction: the blocked
 * member's request to the blocker is set aside, as 'Not now' is (they are not told, and see 'Request sent'
 * until its days end); the blocker's own request to them is withdrawn. A connection stays a connection:
 * the block, not the introduction, is what stops them writing and seeing each other's profile.
 */
export async function closeRequestsOnBlock(tx: Database, blockerId: string, blockedId: string, now: Date): Promise<void> {
  await tx
    .update(connectionRequests)
    .set({ status: 'declined', declinedAt: now })
    .where(
      and(
        eq(connectionRequests.fromAttendeeId, blockedId),
        eq(connectionRequests.toAttendeeId, blockerId),
        eq(connectionRequests.status, 'pending'),
      ),
    );
  await tx
    .update(connectionRequests)
    .set({ status: 'withdrawn', closedAt: now })
    .where(
      and(
        eq(connectionRequests.fromAttendeeId, blockerId),
        eq(connectionRequests.toAttendeeId, blockedId),
        inArray(connectionRequests.status, ['pending', 'declined']),
      ),
    );
}

type LiveRow = { fromAttendeeId: string; toAttendeeId: string; id: string; status: string; expiresAt: Date };

/** What a live row means to `me`. */
export function pairStateOf(row: LiveRow | undefined, me: string, now: Date): PairState {
  if (!row) return { kind: 'none' };
  if (row.status === 'accepted') return { kind: 'connected', connectionId: row.id };
  const open = row.expiresAt.getTime() > now.getTime();
  if (!open) return { kind: 'none' };
  // The requester sees 'sent' whether or not it was set aside; the recipient who set it aside sees
  // nothing, and their own Connect then accepts it.
  if (row.fromAttendeeId === me) return { kind: 'sent', requestId: row.id };
  return row.status === 'pending' ? { kind: 'received', requestId: row.id } : { kind: 'none' };
}

/** Where `me` stands with each of `others` (one query, whatever their number). Members not in the
 * answer stand nowhere with `me` ('none'). */
export async function connectionStatesWith(
  db: Database,
  me: string,
  others: string[],
  now: Date,
): Promise<Map<string, PairState>> {
  const states = new Map<string, PairState>();
  if (others.length === 0) return states;
  const rows = await db
    .select({
      id: connectionRequests.id,
      fromAttendeeId: connectionRequests.fromAttendeeId,
      toAttendeeId: connectionRequests.toAttendeeId,
      status: connectionRequests.status,
      expiresAt: connectionRequests.expiresAt,
    })
    .from(connectionRequests)
    .where(
      and(
        inArray(connectionRequests.status, [...LIVE_STATUSES]),
        or(
          and(eq(connectionRequests.fromAttendeeId, me), inArray(connectionRequests.toAttendeeId, others)),
          and(eq(connectionRequests.toAttendeeId, me), inArray(connectionRequests.fromAttendeeId, others)),
        ),
      ),
    );
  for (const row of rows) {
    const other = row.fromAttendeeId === me ? row.toAttendeeId : row.fromAttendeeId;
    const state = pairStateOf(row, me, now);
    if (state.kind !== 'none') states.set(other, state);
  }
  return states;
}

/** The members `me` is connected to or has an open request with, either way: those a list of people to
 * meet leaves out. */
export async function relatedMemberIds(db: Database, me: string, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ fromAttendeeId: connectionRequests.fromAttendeeId, toAttendeeId: connectionRequests.toAttendeeId })
    .from(connectionRequests)
    .where(
      and(
        or(eq(connectionRequests.fromAttendeeId, me), eq(connectionRequests.toAttendeeId, me)),
        or(
          eq(connectionRequests.status, 'accepted'),
          and(inArray(connectionRequests.status, ['pending', 'declined']), sql`${connectionRequests.expiresAt} > ${now}`),
        ),
      ),
    );
  return new Set(rows.map((row) => (row.fromAttendeeId === me ? row.toAttendeeId : row.fromAttendeeId)));
}

/** The members `me` is connected to (an accepted request either way): the directory reads their
 * connections-only fields, and counts the connections two members have in common. */
export async function connectedMemberIds(db: Database, me: string): Promise<string[]> {
  const rows = await db
    .select({ fromAttendeeId: connectionRequests.fromAttendeeId, toAttendeeId: connectionRequests.toAttendeeId })
    .from(connectionRequests)
    .where(
      and(
        eq(connectionRequests.status, 'accepted'),
        or(eq(connectionRequests.fromAttendeeId, me), eq(connectionRequests.toAttendeeId, me)),
      ),
    );
  return rows.map((row) => (row.fromAttendeeId === me ? row.toAttendeeId : row.fromAttendeeId));
}
