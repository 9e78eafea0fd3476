// What organisers do to open questions (issue 36 item 3): hide a question or an answer with a reason its
// author sees, close a question, and set how many questions one member may be asked in a week. Each is
// one audit row in the change's transaction (decision 028).
import { sql } from 'drizzle-orm';
import { OPEN_QUESTIONS_TEXTS as T, type QuestionSettings } from '../../../common/contracts/open-questions';
import { recordAudit } from '../../audit/record';
import { rowsOf } from '../../db/rows';
import { notFound } from '../../http/errors';
import { tellFollowers, type Caller, type OpenQuestionDeps } from './deps';
import { requestsPerWeek } from './routing';

type Target = { id: string; body: string; email: string };

const excerpt = (body: string) => (body.length > 80 ? `${body.slice(0, 79)}…` : body);

/** What hiding needs: the moderation queue's 'hide' outcome calls these inside its transaction (decision 058). */
export type HideDeps = Pick<OpenQuestionDeps, 'db' | 'now' | 'live'>;

export async function hideQuestion(deps: HideDeps, caller: Caller, id: string, reason: string) {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = rowsOf<Target>(
      await tx.execute(sql`
        update open_questions q set hidden_at = coalesce(q.hidden_at, ${at.toISOString()}), hidden_reason = ${reason}
        from attendees asker where q.id = ${id} and asker.id = q.asker_id
        returning q.id, q.body, asker.email`),
    );
    if (!row) throw notFound(T.questionNotFound);
    await recordAudit(tx, {
      actor: caller,
      action: 'open-question.hide',
      targetEmail: row.email,
      subject: excerpt(row.body),
      reason,
      details: { questionId: id },
      at,
    });
    await tellFollowers(deps, tx, id, null);
  });
  return { message: T.hidden };
}

export async function closeQuestion(deps: OpenQuestionDeps, caller: Caller, id: string) {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = rowsOf<Target>(
      await tx.execute(sql`
        update open_questions q set closed_at = coalesce(q.closed_at, ${at.toISOString()})
        from attendees asker where q.id = ${id} and asker.id = q.asker_id
        returning q.id, q.body, asker.email`),
    );
    if (!row) throw notFound(T.questionNotFound);
    await recordAudit(tx, {
      actor: caller,
      action: 'open-question.close',
      targetEmail: row.email,
      subject: excerpt(row.body),
      details: { questionId: id },
      at,
    });
    await tellFollowers(deps, tx, id, null);
  });
  return { message: T.closedDone };
}

export async function hideAnswer(deps: HideDeps, caller: Caller, id: string, answerId: string, reason: string) {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = rowsOf<Target & { was_helpful: boolean; was_shown: boolean }>(
      await tx.execute(sql`
        with before as (select id, helpful_at is not null as was_helpful, hidden_at is null as was_shown
          from open_question_answers where id = ${answerId} and question_id = ${id} for update)
        update open_question_answers a set hidden_at = coalesce(a.hidden_at, ${at.toISOString()}), hidden_reason = ${reason}
        from attendees author, before
        where a.id = before.id and author.id = a.author_id
        returning a.id, a.body, author.email, before.was_helpful, before.was_shown`),
    );
    if (!row) throw notFound(T.answerNotFound);
    if (row.was_shown) {
      await tx.execute(sql`
        update open_questions set answer_count = greatest(answer_count - 1, 0),
          helpful_count = greatest(helpful_count - ${row.was_helpful ? 1 : 0}, 0)
        where id = ${id}`);
    }
    await recordAudit(tx, {
      actor: caller,
      action: 'open-question.hide-answer',
      targetEmail: row.email,
      subject: excerpt(row.body),
      reason,
      details: { questionId: id, answerId },
      at,
    });
    await tellFollowers(deps, tx, id, null);
  });
  return { message: T.hidden };
}

export async function readQuestionSettings(deps: OpenQuestionDeps): Promise<QuestionSettings> {
  return { requestsPerWeek: await requestsPerWeek(deps.db) };
}

export async function saveQuestionSettings(
  deps: OpenQuestionDeps,
  caller: Caller,
  input: QuestionSettings,
): Promise<QuestionSettings> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await requestsPerWeek(tx);
    await tx.execute(sql`
      insert into community_settings (id, question_requests_per_week, updated_at) values (1, ${input.requestsPerWeek}, ${at.toISOString()})
      on conflict (id) do update set question_requests_per_week = excluded.question_requests_per_week, updated_at = excluded.updated_at`);
    await recordAudit(tx, {
      actor: caller,
      action: 'open-question.settings',
      subject: 'Open questions',
      changes: [{ field: 'Requests a member may get in a week', from: before, to: input.requestsPerWeek }],
      at,
    });
    return { requestsPerWeek: input.requestsPerWeek };
  });
}
