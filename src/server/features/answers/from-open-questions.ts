// Open questions into Answers from the team (issue 36 item 5, decision 058): an organiser publishes an
// open question whose asker agreed, with the answers the asker marked helpful, as an anonymous entry. The
// FAQ's rules apply as to an Ask question: no email address ever, the asker's and other members' names
// flagged unless the organiser keeps them. The question is read and marked through open-questions' public.ts.
// The asker alone is told (news of 'question-published': the bell, and the email while theirs is on); no one
// else learns who asked.
import { sql } from 'drizzle-orm';
import {
  FAQ_MESSAGES as M,
  type FaqActionResult,
  type FaqOpenQuestionPage,
  type FlagTerm,
  type QuestionFaqDraft,
} from '../../../common/contracts/answers';
import { cutText } from '../../../common/contracts/ask';
import { ROUTES } from '../../../common/routes';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { faqEntries } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordNews } from '../notifications/public';
import { listQuestionsForFaq, markQuestionInFaq, readQuestionForFaq, type QuestionForFaq } from '../open-questions/public';
import {
  checkFlags,
  entryColumns,
  otherMemberTerms,
  toAdminEntry,
  type AnswersDeps,
  type EntryText,
  type Transaction,
} from './faq';
import { questionPublishedEmail } from './emails';

/** Ready for the FAQ: the asker's consent, a helpful answer, not hidden. */
function checkPublishable(question: QuestionForFaq | null): QuestionForFaq {
  if (!question) throw notFound(M.openQuestionNotFound);
  if (!question.faqConsent) throw conflict(M.noConsent, 'NO_CONSENT');
  if (question.hidden) throw conflict(M.questionHidden, 'HIDDEN');
  if (question.helpfulAnswers.length === 0) throw conflict(M.noHelpfulAnswer, 'NO_HELPFUL_ANSWER');
  return question;
}

/** The asker's names (anonymous or not: the entry never names them), and other members' found in the texts. */
async function termsFor(db: Database | Transaction, question: QuestionForFaq, texts: string[]): Promise<FlagTerm[]> {
  const { firstName, lastName } = question.asker;
  const own = [`${firstName} ${lastName}`, firstName, lastName]
    .map((name) => name.trim())
    .filter((name) => name.length >= 2)
    .map((text): FlagTerm => ({ text, kind: 'member-name' }));
  return [...own, ...(await otherMemberTerms(db, texts, null))];
}

/** The helpful answers, one paragraph each, the team's marked as such. */
const answerText = (question: QuestionForFaq) =>
  question.helpfulAnswers.map((answer) => (answer.fromTeam ? `From the team: ${answer.body}` : answer.body)).join('\n\n');

const topicOf = (question: QuestionForFaq) => (question.topics.length > 0 ? question.topics.join(', ') : null);

export async function listFaqOpenQuestions(db: Database, page: number, pageSize: number): Promise<FaqOpenQuestionPage> {
  return listQuestionsForFaq(db, page, pageSize);
}

/** The editor's starting point: the question and its helpful answers, or the published entry's texts. */
export async function draftOpenQuestionEntry(db: Database, id: string): Promise<QuestionFaqDraft> {
  const question = checkPublishable(await readQuestionForFaq(db, id));
  const [published] = question.entryId
    ? await db
        .select(entryColumns)
        .from(faqEntries)
        .where(sql`${faqEntries.id} = ${question.entryId}`)
    : [];
  const texts = { question: published?.question ?? question.body, answer: published?.answer ?? answerText(question) };
  return {
    questionId: question.id,
    topic: topicOf(question),
    ...texts,
    entryId: published?.id ?? null,
    terms: await termsFor(db, question, [texts.question, texts.answer]),
  };
}

/** Publishes the question as an anonymous entry, once; one 'faq.publish' row in the Activity log; the asker told. */
export async function publishOpenQuestion(
  deps: Pick<AnswersDeps, 'db' | 'now' | 'config' | 'news' | 'afterAnswer'>,
  actor: AuditActor,
  input: EntryText & { questionId: string },
): Promise<FaqActionResult> {
  const now = deps.now();
  const { entry, news } = await deps.db.transaction(async (tx) => {
    const question = checkPublishable(await readQuestionForFaq(tx, input.questionId, true));
    if (question.entryId) throw conflict(M.alreadyPublished, 'ALREADY_PUBLISHED');
    checkFlags(input, await termsFor(tx, question, [input.question, input.answer]));
    const [row] = await tx
      .insert(faqEntries)
      .values({ topic: topicOf(question), question: input.question, answer: input.answer, publishedAt: now, updatedAt: now })
      .returning(entryColumns);
    await markQuestionInFaq(tx, question.id, row.id);
    await recordAudit(tx, {
      actor,
      action: 'faq.publish',
      targetEmail: question.asker.email,
      subject: cutText(input.question, 120),
      details: { openQuestionId: question.id, entryId: row.id },
      at: now,
    });
    return { entry: row, news: await tellAsker(deps, tx, question) };
  });
  deps.afterAnswer.run('question published news', () => news.deliver());
  return { success: true, message: M.published, entry: toAdminEntry(entry) };
}

/** The asker's news, recorded in the publishing transaction. Its email leaves once, ever: a question taken
 * down and published again is not announced twice by email. */
function tellAsker(deps: Pick<AnswersDeps, 'config' | 'news'>, tx: Transaction, question: QuestionForFaq) {
  const { brand, publicBaseUrl } = deps.config;
  const { asker } = question;
  return recordNews(deps.news, tx, 'question-published', [
    {
      userId: asker.userId,
      title: M.questionPublishedTitle,
      body: M.questionPublishedBody,
      link: ROUTES.answers,
      onceKey: `question-published:${question.id}`,
      email: () =>
        questionPublishedEmail(brand, asker.email, {
          firstName: asker.firstName,
          question: question.body,
          url: `${publicBaseUrl}${ROUTES.answers}`,
        }),
    },
  ]);
}
