// A member reports a message (issue 35, item 5; decision 055). Only a member of the conversation, only a
// message of the other member's that they can still see, and once: the report keeps a copy of that message
// and the few before it the reporter could see, which is all the organisers will ever read of the thread.
import { sql } from 'drizzle-orm';
import { MESSAGE_REPORT_TEXTS as T, REPORT_CONTEXT_MESSAGES, type Reported } from '../../../common/contracts/message-reports';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { messageReports, type ReportedMessageCopy } from '../../db/schema';
import type { LivePublisher } from '../../live/publish';
import { HttpError, badRequest, notFound } from '../../http/errors';

export type ReportDeps = { db: Database; now: () => Date; live: LivePublisher };

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
    if (inserted.length === 0) return { created: false, answer: { message: T.alreadyReported, created: false } };
    // The organisers' open dashboards: the queue and the admin home's count follow.
    await deps.live.publishToAdmins(tx, { type: 'message-report', reportId: inserted[0].id });
    return { created: true, answer: { message: T.reported, created: true } };
  });
}
