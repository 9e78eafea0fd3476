// What other server features may use of the inbox: the admin home (features/attention) lists the oldest
// questions waiting for a first reply, flagged when they are past the response target (decision 029).
import { sql } from 'drizzle-orm';
import { cutText } from '../../../common/contracts/ask';
import type { WaitingQuestion } from '../../../common/contracts/attention';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { readResponseTarget } from './response-times';

export type WaitingQuestions = { total: number; pastTarget: number; targetHours: number; oldest: WaitingQuestion[] };

/** The `limit` questions waiting longest, oldest first, with exact counts of all waiting and of those past
 * the target. Every part is read from the pending list's partial index (conversations_pending_idx). */
export async function listWaitingQuestions(
  db: Database,
  { now, limit, excerptChars }: { now: Date; limit: number; excerptChars: number },
): Promise<WaitingQuestions> {
  const targetHours = await readResponseTarget(db);
  const overdueBefore = new Date(now.getTime() - targetHours * 3600_000).toISOString();
  const waiting = sql`status = 'pending' and step = 'complete' and archived = false`;
  type Row = {
    id: string | null;
    name: string;
    words: string | null;
    asked_at: Date | string;
    total: number;
    past_target: number;
  };
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select counts.total, counts.past_target, oldest.id::text as id, oldest.name, oldest.words, oldest.asked_at
      from (
        select count(*)::int as total,
          (count(*) filter (where timestamp <= ${overdueBefore}::timestamptz))::int as past_target
        from conversations where ${waiting}
      ) counts
      left join lateral (
        select id, name, left(answer, ${excerptChars * 2}) as words, timestamp as asked_at
        from conversations where ${waiting} order by timestamp asc, id asc limit ${limit}
      ) oldest on true`),
  );
  const overdue = new Date(overdueBefore).getTime();
  return {
    total: rows[0]?.total ?? 0,
    pastTarget: rows[0]?.past_target ?? 0,
    targetHours,
    oldest: rows
      .filter((row): row is Row & { id: string } => row.id !== null)
      .map((row) => {
        const askedAt = new Date(row.asked_at);
        return {
          id: row.id,
          name: row.name,
          excerpt: cutText((row.words ?? '').replace(/\s+/g, ' ').trim(), excerptChars),
          askedAt: askedAt.toISOString(),
          pastTarget: askedAt.getTime() <= overdue,
        };
      }),
  };
}
