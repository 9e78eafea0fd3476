// What the open questions' operations need from the app, and the reads they share: who the caller is, which
// questions and answers they may see, and the one place an asker's name becomes 'a member'.
import { sql, type SQL } from 'drizzle-orm';
import { OPEN_QUESTIONS_TEXTS as T, type QuestionAnswer, type QuestionSummary } from '../../../common/contracts/open-questions';
import { isOrganiser, memberIdOf, type SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Config } from '../../env';
import { notFound } from '../../http/errors';
import type { LivePublisher } from '../../live/publish';
import type { NewsDeps } from '../notifications/public';
import type { AfterAnswer } from '../../http/after-answer';

export type SecondRounds = {
  /** Plans the question's second round at `at` (one job a question, whatever the calls). */
  plan(questionId: string, at: Date): Promise<void>;
};

export type OpenQuestionDeps = {
  db: Database;
  config: Config;
  now: () => Date;
  live: LivePublisher;
  news: NewsDeps;
  afterAnswer: AfterAnswer;
  secondRounds: SecondRounds;
};

export type Caller = Pick<SignedInCaller, 'kind' | 'attendee' | 'userId' | 'email'>;
export type Writer = Pick<Database, 'execute'>;

/** The caller's member row (403 NO_PROFILE for an account without one). */
export const ownMemberId = (caller: Pick<Caller, 'attendee'>) => memberIdOf(caller, T.noProfile);

/** Neither blocked the other. */
export const noBlockBetween = (a: SQL, b: SQL) => sql`not exists (
  select 1 from member_blocks blk
  where (blk.blocker_id = ${a} and blk.blocked_id = ${b}) or (blk.blocker_id = ${b} and blk.blocked_id = ${a}))`;

/**
 * The questions (`q`) the caller may see: organisers every one; a member those not hidden (their own
 * always), and none of a member either of them blocked.
 */
export function visibleQuestion(caller: Caller, me: string | null): SQL {
  if (isOrganiser(caller)) return sql`true`;
  if (!me) return sql`false`;
  return sql`(q.hidden_at is null or q.asker_id = ${me}) and (q.asker_id = ${me} or ${noBlockBetween(sql`q.asker_id`, sql`${me}::uuid`)})`;
}

/** The answers (`a`) the caller may see: organisers every one; a member those not hidden, and their own. */
export function visibleAnswer(caller: Caller, me: string | null): SQL {
  if (isOrganiser(caller)) return sql`true`;
  return me ? sql`(a.hidden_at is null or a.author_id = ${me})` : sql`a.hidden_at is null`;
}

export type QuestionRow = {
  id: string;
  asker_id: string;
  asker_name: string;
  body: string;
  topics: string[];
  anonymous: boolean;
  faq_consent: boolean;
  in_faq: boolean;
  closed_at: Date | string | null;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  answer_count: number | string;
  helpful_count: number | string;
  created_at: Date | string;
  asked_of_me: boolean;
};

/** The columns of QuestionRow, from `open_questions q` joined to the asker `asker`. */
export const questionColumns = (
  me: string | null,
) => sql`q.id, q.asker_id, btrim(asker.first_name || ' ' || asker.last_name) as asker_name,
  q.body, q.topics, q.anonymous, q.faq_consent, q.faq_entry_id is not null as in_faq, q.closed_at, q.hidden_at, q.hidden_reason, q.answer_count, q.helpful_count, q.created_at,
  ${me ? sql`exists (select 1 from open_question_routes r where r.question_id = q.id and r.member_id = ${me})` : sql`false`} as asked_of_me`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The asker as this caller may see them: an anonymous asker is null to every other member. */
export function askerShownTo(caller: Caller, me: string | null, row: { anonymous: boolean; asker_id: string }) {
  return !row.anonymous || isOrganiser(caller) || row.asker_id === me;
}

export function toSummary(caller: Caller, me: string | null, row: QuestionRow): QuestionSummary {
  const mayKnow = isOrganiser(caller) || row.asker_id === me;
  return {
    id: row.id,
    body: row.body,
    topics: row.topics,
    asker: askerShownTo(caller, me, row) ? { id: row.asker_id, name: row.asker_name } : null,
    anonymous: row.anonymous,
    askedByMe: row.asker_id === me,
    askedOfMe: row.asked_of_me,
    createdAt: iso(row.created_at),
    closed: row.closed_at !== null,
    answerCount: Number(row.answer_count),
    helpfulCount: Number(row.helpful_count),
    hidden: row.hidden_at && mayKnow ? { reason: row.hidden_reason ?? '' } : null,
  };
}

/** The question `id` if the caller may see it, else a 404 (a hidden one is unknown to other members). */
export async function findQuestion(
  db: Writer,
  caller: Caller,
  me: string | null,
  id: string,
  lock = false,
): Promise<QuestionRow> {
  const [row] = rowsOf<QuestionRow>(
    await db.execute(sql`
      select ${questionColumns(me)} from open_questions q join attendees asker on asker.id = q.asker_id
      where q.id = ${id} and ${visibleQuestion(caller, me)}
      ${lock ? sql`for update of q` : sql``}`),
  );
  if (!row) throw notFound(T.questionNotFound);
  return row;
}

export type AnswerRow = {
  id: string;
  question_id: string;
  author_id: string;
  author_name: string;
  body: string;
  from_team: boolean;
  helpful_at: Date | string | null;
  thanks_count: number | string;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  created_at: Date | string;
  thanked_by_me: boolean;
};

export const answerColumns = (me: string | null) => sql`a.id, a.question_id, a.author_id,
  btrim(author.first_name || ' ' || author.last_name) as author_name, a.body, a.from_team, a.helpful_at, a.thanks_count,
  a.hidden_at, a.hidden_reason, a.created_at,
  ${me ? sql`exists (select 1 from open_question_thanks th where th.answer_id = a.id and th.member_id = ${me})` : sql`false`} as thanked_by_me`;

export function toAnswer(
  caller: Caller,
  me: string | null,
  question: Pick<QuestionRow, 'anonymous' | 'asker_id'>,
  row: AnswerRow,
): QuestionAnswer {
  const byAsker = row.author_id === question.asker_id;
  const hidesAuthor = byAsker && !askerShownTo(caller, me, question);
  const mine = row.author_id === me;
  return {
    id: row.id,
    author: hidesAuthor ? null : { id: row.author_id, name: row.author_name },
    byAsker,
    fromTeam: row.from_team,
    mine,
    body: row.body,
    createdAt: iso(row.created_at),
    helpful: row.helpful_at !== null,
    thanks: Number(row.thanks_count),
    thankedByMe: row.thanked_by_me,
    hidden: row.hidden_at && (mine || isOrganiser(caller)) ? { reason: row.hidden_reason ?? '' } : null,
  };
}

/** The answer `answerId` of question `id` if the caller may see both, else a 404. */
export async function findAnswer(db: Writer, caller: Caller, me: string | null, id: string, answerId: string, lock = false) {
  const question = await findQuestion(db, caller, me, id);
  const [row] = rowsOf<AnswerRow>(
    await db.execute(sql`
      select ${answerColumns(me)} from open_question_answers a join attendees author on author.id = a.author_id
      where a.id = ${answerId} and a.question_id = ${id} and ${visibleAnswer(caller, me)}
      ${lock ? sql`for update of a` : sql``}`),
  );
  if (!row) throw notFound(T.answerNotFound);
  return { question, answer: row };
}

/**
 * Tells the open pages of the question's followers: its asker, the members it was routed to, those who
 * answered and those who pressed Follow (sent at commit with `tx`). Ids only: each page fetches the
 * question through its guarded route, so no name travels in the event.
 */
export async function tellFollowers(
  deps: Pick<OpenQuestionDeps, 'live'>,
  tx: Writer,
  questionId: string,
  answerId: string | null,
) {
  const rows = rowsOf<{ user_id: string }>(
    await tx.execute(sql`
      select distinct m.user_id from attendees m
      where m.user_id is not null and m.id in (
        select asker_id from open_questions where id = ${questionId}
        union select member_id from open_question_routes where question_id = ${questionId}
        union select author_id from open_question_answers where question_id = ${questionId}
        union select member_id from open_question_followers where question_id = ${questionId})`),
  );
  for (const { user_id } of rows) {
    await deps.live.publishToMember(tx, user_id, { type: 'question-answered', questionId, answerId });
  }
}
