// Asking, listing and reading open questions (issue 36 items 1 and 3). Asking checks the topics against
// the directory's list, counts against the asker's daily limit, writes the question, routes it (routing.ts)
// and plans its second round, in one transaction; the routed members' news leaves after the commit.
import { sql } from 'drizzle-orm';
import {
  ANSWERS_SHOWN,
  OPEN_QUESTIONS_TEXTS as T,
  QUESTIONS_PAGE,
  QUESTIONS_PER_DAY,
  SECOND_ROUND_AFTER_MS,
  type AskedQuestion,
  type AskQuestion,
  type QuestionDetail,
  type QuestionList,
  type QuestionListQuery,
  type QuestionQuery,
} from '../../../common/contracts/open-questions';
import { rowsOf } from '../../db/rows';
import { consumeRateLimits } from '../../http/rate-limit';
import { isOrganiser } from '../../auth/caller';
import {
  answerColumns,
  findQuestion,
  ownMemberId,
  questionColumns,
  toAnswer,
  toSummary,
  visibleAnswer,
  visibleQuestion,
  type AnswerRow,
  type Caller,
  type OpenQuestionDeps,
  type QuestionRow,
} from './deps';
import { topicsFromList } from '../topics/public';
import { routeQuestion } from './routing';
import { newestFirst } from '../../db/order';

export async function askQuestion(deps: OpenQuestionDeps, caller: Caller, input: AskQuestion): Promise<AskedQuestion> {
  const me = ownMemberId(caller);
  const topics = await topicsFromList(deps.db, input.topics ?? []);
  const now = deps.now();
  await consumeRateLimits(
    deps.db,
    [{ key: `open-questions:${me}`, max: QUESTIONS_PER_DAY, windowSeconds: 86_400, message: () => T.tooManyQuestions }],
    now,
    deps.config.rateLimit,
  );
  const asked = await deps.db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into open_questions (asker_id, body, topics, topic_keys, anonymous, faq_consent, created_at)
        values (${me}, ${input.body}, ${sql.param(topics)}::text[], ${sql.param(topics.map((t) => t.toLowerCase()))}::text[], ${input.anonymous},
          ${input.faqConsent ?? false}, ${now.toISOString()})
        returning id`),
    );
    const routed = await routeQuestion(
      deps,
      tx,
      {
        id: row.id,
        askerId: me,
        askerName: `${caller.attendee!.firstName} ${caller.attendee!.lastName}`.trim(),
        anonymous: input.anonymous,
        body: input.body,
        topicKeys: topics.map((t) => t.toLowerCase()),
      },
      1,
      now,
    );
    return { id: row.id, ...routed };
  });
  await deps.secondRounds.plan(asked.id, new Date(now.getTime() + SECOND_ROUND_AFTER_MS));
  if (asked.recorded) {
    const recorded = asked.recorded;
    deps.afterAnswer.run('open question routed', () => recorded.deliver());
  }
  return { id: asked.id, message: T.asked, routed: asked.routed };
}

const cursorOf = (row: QuestionRow) => `${new Date(row.created_at).getTime()}~${row.id}`;

/** A page of the questions the caller may see, newest first: by topic, or those routed to the caller. */
export async function listQuestions(deps: OpenQuestionDeps, caller: Caller, query: QuestionListQuery): Promise<QuestionList> {
  const me = caller.attendee?.id ?? null;
  const after = query.cursor ? query.cursor.split('~') : null;
  const askedOfMe = query.filter === 'asked-of-me';
  if (askedOfMe && !me) return { items: [], nextCursor: null };
  const rows = rowsOf<QuestionRow>(
    await deps.db.execute(sql`
      select ${questionColumns(me)}
      from open_questions q join attendees asker on asker.id = q.asker_id
      where ${visibleQuestion(caller, me)}
        ${query.topic ? sql`and q.topic_keys @> array[${query.topic.toLowerCase()}]::text[]` : sql``}
        ${askedOfMe ? sql`and exists (select 1 from open_question_routes r where r.question_id = q.id and r.member_id = ${me})` : sql``}
        ${after ? sql`and (q.created_at, q.id) < (${new Date(Number(after[0])).toISOString()}::timestamptz, ${after[1]}::uuid)` : sql``}
      order by ${newestFirst(sql`q.created_at`, sql`q.id`)}
      limit ${QUESTIONS_PAGE + 1}`),
  );
  const page = rows.slice(0, QUESTIONS_PAGE);
  return {
    items: page.map((row) => toSummary(caller, me, row)),
    nextCursor: rows.length > QUESTIONS_PAGE ? cursorOf(page[page.length - 1]) : null,
  };
}

/** Whether the caller follows: the asker, a routed member, an answerer, or one who pressed Follow. */
async function followingOf(deps: OpenQuestionDeps, me: string | null, question: QuestionRow) {
  if (!me) return { following: false, pressedFollow: false };
  const [row] = rowsOf<{ pressed: boolean; answered: boolean }>(
    await deps.db.execute(sql`
      select exists (select 1 from open_question_followers f where f.question_id = ${question.id} and f.member_id = ${me}) as pressed,
        exists (select 1 from open_question_answers a where a.question_id = ${question.id} and a.author_id = ${me}) as answered`),
  );
  return {
    following: row.pressed || row.answered || question.asked_of_me || question.asker_id === me,
    pressedFollow: row.pressed,
  };
}

/** One question with its answers (newest first, or the helpful ones first, then the most thanked). */
export async function readQuestion(
  deps: OpenQuestionDeps,
  caller: Caller,
  id: string,
  query: QuestionQuery,
): Promise<QuestionDetail> {
  const me = caller.attendee?.id ?? null;
  const question = await findQuestion(deps.db, caller, me, id);
  const order =
    query.order === 'helpful'
      ? sql`(a.helpful_at is not null) desc, a.thanks_count desc, a.created_at desc, a.id desc`
      : newestFirst(sql`a.created_at`, sql`a.id`);
  const rows = rowsOf<AnswerRow>(
    await deps.db.execute(sql`
      select ${answerColumns(me)} from open_question_answers a join attendees author on author.id = a.author_id
      where a.question_id = ${id} and ${visibleAnswer(caller, me)}
      order by ${order}
      limit ${ANSWERS_SHOWN + 1}`),
  );
  const follow = await followingOf(deps, me, question);
  const summary = toSummary(caller, me, question);
  return {
    question: summary,
    answers: rows.slice(0, ANSWERS_SHOWN).map((row) => toAnswer(caller, me, question, row)),
    moreAnswers: rows.length > ANSWERS_SHOWN,
    ...follow,
    canAnswer: !!me && !summary.closed && !question.hidden_at && caller.attendee?.archived !== true,
    asTeam: isOrganiser(caller),
    faqConsent: question.faq_consent,
    inFaq: question.in_faq,
  };
}
