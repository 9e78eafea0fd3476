// A member reports a message (issue 35, item 5; decision 055). Only a member of the conversation, only a
// message of the other member's that they can still see, and once: the report keeps a copy of that message
// and the few before it the reporter could see, which is all the organisers will ever read of the thread.
// An open question or an answer (issue 36, decision 058) is reported into the same queue, by a member who
// can see it (else the same 404 as reading it) and did not write it, once; the answer names no one.
import { sql } from 'drizzle-orm';
import {
  CONTENT_REPORTS_PER_HOUR,
  MESSAGE_REPORT_TEXTS as T,
  REPORT_CONTEXT_MESSAGES,
  type Reported,
  type ReportSubject,
} from '../../../common/contracts/message-reports';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { messageReports, type ReportedMessageCopy } from '../../db/schema';
import type { LivePublisher } from '../../live/publish';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { findReportableAnswer, findReportableQuestion } from '../open-questions/public';
import { findReportableRole } from '../open-roles/public';
import { findReportableTool } from '../ai-tools/public';
import type { Config } from '../../env';
import { consumeRateLimits } from '../../http/rate-limit';

export type ReportDeps = { db: Database; now: () => Date; live: LivePublisher; config: Pick<Config, 'rateLimit'> };

/** What the member who reported `subject` is told: thanked, or reminded that they had reported it. */
const reportReceipt = (subject: ReportSubject, created: boolean): Reported => ({
  message: created ? T.reported(subject) : T.alreadyReported(subject),
  created,
});

type MessageRow = {
  id: string;
  seq: string | number;
  sender_id: string;
  body: string;
  created_at: Date | string;
  deleted_at: Date | string | null;
};

/** Reports message `messageId` of conversation `conversationId` for `caller`, with their reason. */
export async function reportMessage(
  deps: ReportDeps,
  caller: Pick<SignedInCaller, 'attendee'>,
  conversationId: string,
  messageId: string,
  reason: string,
): Promise<{ created: boolean; answer: Reported }> {
  const me = caller.attendee?.id;
  if (!me) throw notFound(T.messageNotFound);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // The message, in a conversation the caller is a member of, after what they deleted from their view.
    const [target] = rowsOf<MessageRow & { hidden_before_seq: string | number }>(
      await tx.execute(sql`
        select m.id, m.seq, m.sender_id, m.body, m.created_at, m.deleted_at, mine.hidden_before_seq
        from private_messages m
        join private_conversation_members mine on mine.conversation_id = m.conversation_id and mine.member_id = ${me}
        where m.id = ${messageId} and m.conversation_id = ${conversationId} and m.seq > mine.hidden_before_seq`),
    );
    if (!target) throw notFound(T.messageNotFound);
    if (target.sender_id === me) throw badRequest(T.ownMessage, 'OWN_MESSAGE');
    if (target.deleted_at) throw new HttpError(409, 'MESSAGE_DELETED', T.deletedMessage);

    // What the reporter saw: this message and the few before it that are still in their view.
    const before = rowsOf<MessageRow>(
      await tx.execute(sql`
        select id, seq, sender_id, body, created_at, deleted_at from private_messages
        where conversation_id = ${conversationId} and seq < ${target.seq} and seq > ${target.hidden_before_seq}
        order by seq desc
        limit ${REPORT_CONTEXT_MESSAGES}`),
    );
    const copy = (row: MessageRow, reported: boolean): ReportedMessageCopy => ({
      id: row.id,
      seq: Number(row.seq),
      senderId: row.sender_id,
      body: row.deleted_at ? '' : row.body,
      sentAt: new Date(row.created_at).toISOString(),
      deleted: !!row.deleted_at,
      reported,
    });
    const context = [...before.reverse().map((row) => copy(row, false)), copy(target, true)];
    const inserted = await tx
      .insert(messageReports)
      .values({ messageId, reporterId: me, reason, context, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: messageReports.id });
    if (inserted.length === 0) return { created: false, answer: reportReceipt('message', false) };
    // The organisers' open dashboards: the queue and the admin home's count follow.
    await deps.live.publishToAdmins(tx, { type: 'message-report', reportId: inserted[0].id });
    return { created: true, answer: reportReceipt('message', true) };
  });
}

type ContentCaller = Pick<SignedInCaller, 'kind' | 'attendee' | 'userId' | 'email'>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Files the report in the one queue (decision 058); a second report by the same member changes nothing. */
async function fileContentReport(
  deps: ReportDeps,
  tx: Transaction,
  values:
    | { subject: 'question' | 'answer'; questionId: string; answerId: string | null; reporterId: string; reason: string }
    | { subject: 'role'; roleId: string; reporterId: string; reason: string }
    | { subject: 'tool'; toolId: string; reporterId: string; reason: string },
) {
  await consumeRateLimits(
    tx,
    [
      {
        key: `content-reports:${values.reporterId}`,
        max: CONTENT_REPORTS_PER_HOUR,
        windowSeconds: 3600,
        message: () => T.tooManyReports,
      },
    ],
    deps.now(),
    deps.config.rateLimit,
  );
  const inserted = await tx
    .insert(messageReports)
    .values({ ...values, createdAt: deps.now() })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (inserted.length > 0) await deps.live.publishToAdmins(tx, { type: 'message-report', reportId: inserted[0].id });
  return inserted.length > 0;
}

/** Reports open question `questionId`, which the caller can see and did not ask. */
export async function reportQuestion(deps: ReportDeps, caller: ContentCaller, questionId: string, reason: string) {
  return deps.db.transaction(async (tx) => {
    const found = await findReportableQuestion(tx, caller, questionId);
    if (found.authorId === found.me) throw badRequest(T.ownQuestion, 'OWN_QUESTION');
    const created = await fileContentReport(deps, tx, {
      subject: 'question',
      questionId: found.questionId,
      answerId: null,
      reporterId: found.me,
      reason,
    });
    return { created, answer: reportReceipt('question', created) };
  });
}

/** Reports answer `answerId` of question `questionId`, both of which the caller can see, not their own. */
export async function reportAnswer(
  deps: ReportDeps,
  caller: ContentCaller,
  questionId: string,
  answerId: string,
  reason: string,
) {
  return deps.db.transaction(async (tx) => {
    const found = await findReportableAnswer(tx, caller, questionId, answerId);
    if (found.authorId === found.me) throw badRequest(T.ownAnswer, 'OWN_ANSWER');
    const created = await fileContentReport(deps, tx, {
      subject: 'answer',
      questionId: found.questionId,
      answerId: found.answerId,
      reporterId: found.me,
      reason,
    });
    return { created, answer: reportReceipt('answer', created) };
  });
}

/** Reports open role `roleId`, which the caller can see and did not post (decision 069). */
export async function reportRole(deps: ReportDeps, caller: ContentCaller, roleId: string, reason: string) {
  return deps.db.transaction(async (tx) => {
    const found = await findReportableRole(tx, caller, roleId, deps.now());
    if (found.posterId === found.me) throw badRequest(T.ownRole, 'OWN_ROLE');
    const created = await fileContentReport(deps, tx, { subject: 'role', roleId: found.roleId, reporterId: found.me, reason });
    return { created, answer: reportReceipt('role', created) };
  });
}

/** Reports AI tool `toolId` of the library, which the caller did not suggest (decision 071). */
export async function reportTool(deps: ReportDeps, caller: ContentCaller, toolId: string, reason: string) {
  return deps.db.transaction(async (tx) => {
    const found = await findReportableTool(tx, caller, toolId);
    if (found.authorId === found.me) throw badRequest(T.ownTool, 'OWN_TOOL');
    const created = await fileContentReport(deps, tx, { subject: 'tool', toolId: found.toolId, reporterId: found.me, reason });
    return { created, answer: reportReceipt('tool', created) };
  });
}
