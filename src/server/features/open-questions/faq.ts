// What the FAQ (features/answers) reads and writes of open questions, through public.ts (issue 36 item 5,
// decision 058): the questions ready to publish (the asker agreed, an answer was marked helpful, not
// hidden), one of them with its helpful answers and who asked (for the editor's name flags), and the mark
// that it was published. The entry itself, its flags and its audit row are the FAQ's.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

type Reader = Pick<Database, 'execute'>;

export type QuestionForFaq = {
  id: string;
  body: string;
  topics: string[];
  faqConsent: boolean;
  hidden: boolean;
  entryId: string | null;
  /** Who asked (anonymous or not): the FAQ flags their names, and tells them alone it was published. */
  asker: { userId: string | null; email: string; firstName: string; lastName: string };
  /** The shown answers the asker marked helpful, oldest first, the team's badged as such. */
  helpfulAnswers: Array<{ body: string; fromTeam: boolean }>;
};

/** Published entries are kept apart from the rest; a question without consent or a helpful answer is not listed. */
const ready = sql`q.faq_consent and q.hidden_at is null and q.helpful_count > 0`;

export async function listQuestionsForFaq(db: Reader, page: number, pageSize: number) {
  const [rows, counts] = await Promise.all([
    db.execute(sql`
      select q.id, q.body, q.topics, q.created_at, q.helpful_count, q.faq_entry_id from open_questions q
      where ${ready}
      order by (q.faq_entry_id is null) desc, q.created_at desc, q.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute(sql`select count(*)::int as total from open_questions q where ${ready}`),
  ]);
  const [{ total }] = rowsOf<{ total: number }>(counts);
  const items = rowsOf<{
    id: string;
    body: string;
    topics: string[];
    created_at: Date | string;
    helpful_count: number | string;
    faq_entry_id: string | null;
  }>(rows).map((row) => ({
    id: row.id,
    body: row.body,
    topics: row.topics,
    askedAt: new Date(row.created_at).toISOString(),
    helpfulAnswers: Number(row.helpful_count),
    entryId: row.faq_entry_id,
  }));
  return { items, total, page, pageSize };
}

/** One question as the FAQ editor starts from it; null when there is no such question. */
export async function readQuestionForFaq(db: Reader, id: string, lock = false): Promise<QuestionForFaq | null> {
  const [row] = rowsOf<{
    id: string;
    body: string;
    topics: string[];
    faq_consent: boolean;
    hidden: boolean;
    faq_entry_id: string | null;
    user_id: string | null;
    email: string;
    first_name: string;
    last_name: string;
  }>(
    await db.execute(sql`
      select q.id, q.body, q.topics, q.faq_consent, q.hidden_at is not null as hidden, q.faq_entry_id,
        asker.user_id, asker.email, asker.first_name, asker.last_name
      from open_questions q join attendees asker on asker.id = q.asker_id
      where q.id = ${id}
      ${lock ? sql`for update of q` : sql``}`),
  );
  if (!row) return null;
  const answers = rowsOf<{ body: string; from_team: boolean }>(
    await db.execute(sql`
      select body, from_team from open_question_answers
      where question_id = ${id} and helpful_at is not null and hidden_at is null
      order by created_at, id`),
  );
  return {
    id: row.id,
    body: row.body,
    topics: row.topics,
    faqConsent: row.faq_consent,
    hidden: row.hidden,
    entryId: row.faq_entry_id,
    asker: { userId: row.user_id, email: row.email, firstName: row.first_name, lastName: row.last_name },
    helpfulAnswers: answers.map((answer) => ({ body: answer.body, fromTeam: answer.from_team })),
  };
}

/** Marks the question published as entry `entryId` (in the publishing transaction). */
export async function markQuestionInFaq(db: Reader, id: string, entryId: string) {
  await db.execute(sql`update open_questions set faq_entry_id = ${entryId} where id = ${id}`);
}
