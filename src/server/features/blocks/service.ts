// Blocking another member (issue 35, item 5; decision 055). A block is one row (blocker, blocked); what it
// does is read from that row wherever it matters: the conversations' may-write check (both ways), the
// profile's view of a member (the blocker's name alone, profile/visibility.ts), the directory and the
// recommendations (the blocker left out), and a connection request (refused). Blocking also closes the
// requests open between the two, in the same transaction. The blocked member is never told: nothing is sent
// to them, and every answer they get is one a member who cannot be reached would get. No audit row: the
// log is of the organisers' actions, and a block is a member's private act (decision 055).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  BLOCK_MESSAGES as M,
  type BlockedPage,
  type BlockListQuery,
  type BlockResult,
  type BlockStatus,
} from '../../../common/contracts/blocks';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { adminUsers, attendees, memberBlocks } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { closeRequestsOnBlock } from '../connections/public';
import { isBlocking } from './public';

export type BlockDeps = { db: Database; now: () => Date };
type Caller = Pick<SignedInCaller, 'kind' | 'attendee'>;

const fullNameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** The caller's member row; an account without one has nobody to block. */
function ownId(caller: Caller): string {
  if (!caller.attendee) throw notFound(M.memberNotFound);
  return caller.attendee.id;
}

/** The member `attendeeId` (404 when there is none), and whether they are one of the organisers. */
async function findMember(db: Pick<Database, 'select'>, attendeeId: string) {
  const [row] = await db
    .select({
      id: attendees.id,
      firstName: attendees.firstName,
      lastName: attendees.lastName,
      // Spelt out: in a one-table select drizzle writes a bare "user_id", which inside this subquery would
      // be admin_users' own.
      isOrganiser: sql<boolean>`exists (select 1 from ${adminUsers} organiser where organiser.user_id = "attendees"."user_id")`,
    })
    .from(attendees)
    .where(eq(attendees.id, attendeeId))
    .limit(1);
  if (!row) throw notFound(M.memberNotFound);
  return row;
}

/** Whether the caller blocks `attendeeId`: what their Block or Unblock button shows. */
export async function getBlockStatus({ db }: BlockDeps, caller: Caller, attendeeId: string): Promise<BlockStatus> {
  await findMember(db, attendeeId);
  if (!caller.attendee) return { blocked: false };
  return { blocked: await isBlocking(db, caller.attendee.id, attendeeId) };
}

/** Blocks `attendeeId`. Doing it twice changes nothing more. */
export async function blockMember({ db, now }: BlockDeps, caller: Caller, attendeeId: string): Promise<BlockResult> {
  const me = ownId(caller);
  if (attendeeId === me) throw badRequest(M.blockSelf, 'SELF_BLOCK');
  // Organisers moderate instead (the Members Log, the reports queue); members keep a way to reach them.
  if (caller.kind === 'admin') throw badRequest(M.organiserBlocks, 'ORGANISER_BLOCKS');
  const member = await findMember(db, attendeeId);
  if (member.isOrganiser) throw badRequest(M.blockOrganiser, 'BLOCK_ORGANISER');
  const name = fullNameOf(member);
  const at = now();
  const changed = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(memberBlocks)
      .values({ blockerId: me, blockedId: attendeeId, createdAt: at })
      .onConflictDoNothing()
      .returning({ blockedId: memberBlocks.blockedId });
    if (inserted.length === 0) return false;
    await closeRequestsOnBlock(tx, me, attendeeId, at);
    return true;
  });
  return { message: changed ? M.blocked(name) : M.alreadyBlocked(name), blocked: true, changed };
}

/** Unblocks `attendeeId`. What the block closed stays closed: they may ask again, and be asked. */
export async function unblockMember({ db }: BlockDeps, caller: Caller, attendeeId: string): Promise<BlockResult> {
  const me = ownId(caller);
  const member = await findMember(db, attendeeId);
  const removed = await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, me), eq(memberBlocks.blockedId, attendeeId)))
    .returning({ blockedId: memberBlocks.blockedId });
  const name = fullNameOf(member);
  return { message: removed.length > 0 ? M.unblocked(name) : M.notBlocked(name), blocked: false, changed: removed.length > 0 };
}

/** The members the caller blocked, newest first, a page at a time (in SQL). Names only. */
export async function listBlockedMembers({ db }: BlockDeps, caller: Caller, query: BlockListQuery): Promise<BlockedPage> {
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  if (!caller.attendee) return empty;
  const me = caller.attendee.id;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        attendeeId: attendees.id,
        firstName: attendees.firstName,
        lastName: attendees.lastName,
        blockedAt: memberBlocks.createdAt,
      })
      .from(memberBlocks)
      .innerJoin(attendees, eq(attendees.id, memberBlocks.blockedId))
      .where(eq(memberBlocks.blockerId, me))
      .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(memberBlocks).where(eq(memberBlocks.blockerId, me)),
  ]);
  return {
    items: rows.map((row) => ({
      attendeeId: row.attendeeId,
      fullName: fullNameOf(row),
      firstName: row.firstName,
      blockedAt: row.blockedAt.toISOString(),
    })),
    total: counted.n,
    page: query.page,
    pageSize: query.pageSize,
  };
}
