// Answering (issue 36 item 3): members answer in plain text (links are shown as links by the page), an
// organiser's answer is 'from the team'; the asker marks answers that helped; anyone thanks once; anyone
// follows. A new answer reaches the followers' open pages (tellFollowers) at commit.
import { sql } from 'drizzle-orm';
import {
  ANSWERS_PER_HOUR,
  OPEN_QUESTIONS_TEXTS as T,
  type AnswerQuestion,
  type QuestionAnswer,
} from '../../../common/contracts/open-questions';
import { rowsOf } from '../../db/rows';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { consumeRateLimits } from '../../http/rate-limit';
import { isOrganiser } from '../../auth/caller';
import {
  answerColumns,
  findAnswer,
  findQuestion,
  ownMemberId,
  tellFollowers,
  toAnswer,
  type AnswerRow,
  type Caller,
  type OpenQuestionDeps,
} from './deps';

export async function answerQuestion(
  deps: OpenQuestionDeps,
  caller: Caller,
  id: string,
  input: AnswerQuestion,
): Promise<QuestionAnswer> {
  const me = ownMemberId(caller);
  const before = await findQuestion(deps.db, caller, me, id);
  if (before.closed_at || before.hidden_at) throw conflict(T.closed, 'CLOSED');
  const now = deps.now();
  await consumeRateLimits(
    deps.db,
    [{ key: `open-answers:${me}`, max: ANSWERS_PER_HOUR, windowSeconds: 3600, message: () => T.tooManyAnswers }],
    now,
    deps.config.rateLimit,
  );
  const fromTeam = isOrganiser(caller);
  return deps.db.transaction(async (tx) => {
    const question = await findQuestion(tx, caller, me, id, true);
    if (question.closed_at || question.hidden_at) throw conflict(T.closed, 'CLOSED');
    const byMember = !fromTeam && question.asker_id !== me;
    const [{ id: answerId }] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into open_question_answers (question_id, author_id, body, from_team, created_at)
        values (${id}, ${me}, ${input.body}, ${fromTeam}, ${now.toISOString()}) returning id`),
    );
    await tx.execute(sql`
      update open_questions set answer_count = answer_count + 1
        ${byMember ? sql`, first_member_answer_at = coalesce(first_member_answer_at, ${now.toISOString()})` : sql``}
      where id = ${id}`);
    const [row] = rowsOf<AnswerRow>(
      await tx.execute(sql`
        select ${answerColumns(me)} from open_question_answers a join attendees author on author.id = a.author_id
        where a.id = ${answerId}`),
    );
    await tellFollowers(deps, tx, id, answerId);
    return toAnswer(caller, me, question, row);
  });
}

/** The asker marks an answer helpful, or takes the mark back. */
export async function markHelpful(deps: OpenQuestionDeps, caller: Caller, id: string, answerId: string, helpful: boolean) {
  const me = ownMemberId(caller);
  return deps.db.transaction(async (tx) => {
    const { question, answer } = await findAnswer(tx, caller, me, id, answerId, true);
    if (question.asker_id !== me) throw forbidden(T.onlyAskerMarks, 'NOT_ASKER');
    if ((answer.helpful_at !== null) !== helpful) {
      await tx.execute(sql`
        update open_question_answers set helpful_at = ${helpful ? deps.now().toISOString() : null} where id = ${answerId}`);
      await tx.execute(sql`update open_questions set helpful_count = helpful_count + ${helpful ? 1 : -1} where id = ${id}`);
      await tellFollowers(deps, tx, id, null);
    }
    return { helpful };
  });
}

/** Thanks the answer's author, once per member. */
export async function thankAnswer(deps: OpenQuestionDeps, caller: Caller, id: string, answerId: string) {
  const me = ownMemberId(caller);
  return deps.db.transaction(async (tx) => {
    const { answer } = await findAnswer(tx, caller, me, id, answerId, true);
    if (answer.author_id === me) throw badRequest(T.ownAnswerThanks, 'OWN_ANSWER');
    const inserted = rowsOf(
      await tx.execute(sql`
        insert into open_question_thanks (answer_id, member_id, created_at) values (${answerId}, ${me}, ${deps.now().toISOString()})
        on conflict do nothing returning answer_id`),
    );
    const [row] = rowsOf<{ thanks_count: number | string }>(
      await tx.execute(sql`
        update open_question_answers set thanks_count = thanks_count + ${inserted.length} where id = ${answerId} returning thanks_count`),
    );
    return { thanks: Number(row.thanks_count), thankedByMe: true };
  });
}

/** Follows the question (its new answers reach the caller's open pages), or stops. */
export async function followQuestion(deps: OpenQuestionDeps, caller: Caller, id: string, following: boolean) {
  const me = ownMemberId(caller);
  const question = await findQuestion(deps.db, caller, me, id);
  if (following) {
    await deps.db.execute(sql`
      insert into open_question_followers (question_id, member_id, created_at) values (${id}, ${me}, ${deps.now().toISOString()})
      on conflict do nothing`);
  } else {
    await deps.db.execute(sql`delete from open_question_followers where question_id = ${id} and member_id = ${me}`);
  }
  const [row] = rowsOf<{ answered: boolean }>(
    await deps.db.execute(sql`
      select exists (select 1 from open_question_answers a where a.question_id = ${id} and a.author_id = ${me}) as answered`),
  );
  const followsAnyway = row.answered || question.asked_of_me || question.asker_id === me;
  return { following: following || followsAnyway, pressedFollow: following };
}
