// The Health tab's open-questions figures (issue 36 item 4), read by community-health through public.ts:
// the share of the window's questions a member answered (not the team, not the asker), the median time to
// that first member answer (kept on the question as first_member_answer_at), and this month's top helpers
// (answers marked helpful since the first of the month in the community's time zone).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type OpenQuestionFigures = {
  asked: number;
  answeredByMembers: number;
  medianMinutesToFirstMemberAnswer: number | null;
  topHelpersThisMonth: Array<{ name: string; email: string; helped: number }>;
};

export async function readOpenQuestionFigures(
  db: Pick<Database, 'execute'>,
  since: Date,
  now: Date,
  timeZone: string,
): Promise<OpenQuestionFigures> {
  const [figures] = rowsOf<{ asked: number; answered: number; median: number | string | null }>(
    await db.execute(sql`
      select count(*)::int as asked, count(first_member_answer_at)::int as answered,
        percentile_cont(0.5) within group (order by extract(epoch from first_member_answer_at - created_at) / 60)
          filter (where first_member_answer_at is not null) as median
      from open_questions where created_at >= ${since.toISOString()} and created_at <= ${now.toISOString()}`),
  );
  const helpers = rowsOf<{ name: string; email: string; helped: number }>(
    await db.execute(sql`
      select btrim(m.first_name || ' ' || m.last_name) as name, m.email, count(distinct q.asker_id)::int as helped
      from open_question_answers a
        join open_questions q on q.id = a.question_id
        join attendees m on m.id = a.author_id
      where a.helpful_at >= (date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})
        and a.hidden_at is null and not a.from_team and q.asker_id <> a.author_id
      group by m.id, m.first_name, m.last_name, m.email
      order by helped desc, name
      limit 5`),
  );
  return {
    asked: figures.asked,
    answeredByMembers: figures.answered,
    medianMinutesToFirstMemberAnswer: figures.median === null ? null : Math.round(Number(figures.median)),
    topHelpersThisMonth: helpers,
  };
}
