// What the moderation queue (features/message-reports) needs to take a report on a question or an answer
// (decision 058): the question or answer as the caller may see it (else the same 404 as reading it), and
// who wrote it, so a member cannot report their own. Nothing here names the asker to the caller.
import { findAnswer, findQuestion, ownMemberId, type Caller, type Writer } from './deps';

export async function findReportableQuestion(db: Writer, caller: Caller, id: string) {
  const me = ownMemberId(caller);
  const question = await findQuestion(db, caller, me, id);
  return { me, questionId: question.id, authorId: question.asker_id };
}

export async function findReportableAnswer(db: Writer, caller: Caller, id: string, answerId: string) {
  const me = ownMemberId(caller);
  const { answer } = await findAnswer(db, caller, me, id, answerId);
  return { me, questionId: answer.question_id, answerId: answer.id, authorId: answer.author_id };
}
