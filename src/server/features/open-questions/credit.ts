// Credit (issue 36 item 4): a member helped the askers whose questions they answered with an answer the
// asker marked helpful (shown, not the team's). One index range: a member's helpful answers.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

export async function countMembersHelped(db: Pick<Database, 'execute'>, memberId: string): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      select count(distinct q.asker_id)::int as n
      from open_question_answers a join open_questions q on q.id = a.question_id
      where a.author_id = ${memberId} and a.helpful_at is not null and a.hidden_at is null and not a.from_team
        and q.asker_id <> ${memberId}`),
  );
  return Number(row?.n ?? 0);
}
