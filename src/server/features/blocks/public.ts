// What other features use of blocks (decision 055): who blocked a member (profiles show those blockers by
// name alone; the directory leaves them out), and SQL that is true when two members block each other either
// way (recommendations leave such pairs out, a connection request between them is refused). Reads only the
// member_blocks table; imports no other feature, so any feature may use it without a cycle.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { memberBlocks } from '../../db/schema';

type Executor = Pick<Database, 'select'>;

/** The members who blocked `attendeeId` (one index-only read: member_blocks_blocked_idx). */
export async function blockerIdsOf(db: Executor, attendeeId: string): Promise<string[]> {
  const rows = await db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(sql`${memberBlocks.blockedId} = ${attendeeId}`);
  return rows.map((row) => row.blockerId);
}

/** SQL true when `a` and `b` (ids or columns) block each other either way. */
export function blockedEitherWay(a: string | AnyPgColumn | SQL, b: string | AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from ${memberBlocks} mb
    where (mb.blocker_id = ${a} and mb.blocked_id = ${b}) or (mb.blocker_id = ${b} and mb.blocked_id = ${a}))`;
}

/** SQL true when `blocker` blocks `blocked` (one way). */
export function blocks(blocker: string | AnyPgColumn | SQL, blocked: string | AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from ${memberBlocks} mb where mb.blocker_id = ${blocker} and mb.blocked_id = ${blocked})`;
}

/** Whether `blockerId` blocks `blockedId` (one way). */
export async function isBlocking(db: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberBlocks)
    .where(sql`${memberBlocks.blockerId} = ${blockerId} and ${memberBlocks.blockedId} = ${blockedId}`)
    .limit(1);
  return !!row;
}
