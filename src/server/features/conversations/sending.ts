// Sending and deleting a message (issue 35, decision 054). A send takes the conversation's row lock and
// the next seq (`UPDATE … SET last_seq = last_seq + 1 RETURNING`) in the transaction that inserts the
// message, so two members sending at once both land, in one order that both of them read, without gaps.
// The recipient's unread count is kept in the same transaction; both members' open pages are told at
// commit; the recipient's 'email when away' is planned for the first unread message of a burst.
import { sql } from 'drizzle-orm';
import {
  AWAY_EMAIL_DELAY_MS,
  CONVERSATIONS_TEXTS as T,
  MESSAGE_DELETE_WINDOW_MS,
  MESSAGES_PER_MINUTE,
  type Message,
  type SendMessage,
} from '../../../common/contracts/conversations';
import { rowsOf } from '../../db/rows';
import { conflict, forbidden, notFound } from '../../http/errors';
import { consumeRateLimits } from '../../http/rate-limit';
import { pairFactColumns, requireWritable, writeRuleOf, type PairFacts } from './access';
import { isOrganiser } from '../../auth/caller';
import {
  findOwnConversation,
  messageColumns,
  ownMemberId,
  tellMember,
  toMessage,
  type Caller,
  type ConversationDeps,
  type MessageRow,
  type Writer,
} from './deps';

async function findByClientKey(db: Writer, conversationId: string, me: string, clientKey: string | undefined) {
  if (!clientKey) return undefined;
  const [row] = rowsOf<MessageRow>(
    await db.execute(sql`
      select ${messageColumns} from private_messages
      where conversation_id = ${conversationId} and sender_id = ${me} and client_key = ${clientKey}`),
  );
  return row ? toMessage(row) : undefined;
}

/**
 * Sends `input.body` in conversation `id`. 201 with the message; 200 with the same message when this
 * `clientKey` was sent already (a retry after a lost answer), without counting against the limit again.
 */
export async function sendMessage(
  deps: ConversationDeps,
  caller: Caller,
  id: string,
  input: SendMessage,
): Promise<{ created: boolean; message: Message }> {
  const me = ownMemberId(caller);
  // Not one of the caller's conversations: a 404 before anything is counted.
  const before = await findOwnConversation(deps.db, me, id);
  const again = await findByClientKey(deps.db, id, me, input.clientKey);
  if (again) return { created: false, message: again };
  const now = deps.now();
  await consumeRateLimits(
    deps.db,
    [{ key: `messages:${me}`, max: MESSAGES_PER_MINUTE, windowSeconds: 60, message: () => T.tooManyMessages }],
    now,
    deps.config.rateLimit,
  );

  const sent = await deps.db.transaction(async (tx) => {
    await findOwnConversation(tx, me, id, true);
    // A retry that raced its first try waited for the lock above: it finds the first try's message.
    const raced = await findByClientKey(tx, id, me, input.clientKey);
    if (raced) return { created: false as const, message: raced, awayFrom: null };
    const [facts] = rowsOf<PairFacts>(await tx.execute(sql`select ${pairFactColumns(me, sql`${before.other_id}::uuid`)}`));
    requireWritable(writeRuleOf(facts, isOrganiser(caller), true));

    const at = now.toISOString();
    const [{ seq }] = rowsOf<{ seq: number }>(
      await tx.execute(sql`
        update private_conversations set last_seq = last_seq + 1, last_message_at = ${at}
        where id = ${id} returning last_seq::int as seq`),
    );
    const [row] = rowsOf<MessageRow>(
      await tx.execute(sql`
        insert into private_messages (conversation_id, seq, sender_id, body, client_key, created_at)
        values (${id}, ${seq}, ${me}, ${input.body}, ${input.clientKey ?? null}, ${at})
        returning ${messageColumns}`),
    );
    // Writing in a thread reads it: the sender has nothing unread in it any more. The recipient has one
    // more unread, and the burst's first unread message is kept (set only when none is: one email a burst).
    await tx.execute(sql`
      update private_conversation_members
      set read_seq = ${seq}, delivered_seq = ${seq}, unread_count = 0, away_from_seq = null, last_message_at = ${at}, hidden_at = null
      where conversation_id = ${id} and member_id = ${me}`);
    const [recipient] = rowsOf<{ away_from_seq: number | string; started: boolean }>(
      await tx.execute(sql`
        update private_conversation_members
        set unread_count = unread_count + 1, last_message_at = ${at}, hidden_at = null,
          away_from_seq = coalesce(away_from_seq, ${seq})
        where conversation_id = ${id} and member_id = ${before.other_id}
        returning away_from_seq, away_from_seq = ${seq} as started`),
    );
    const event = { type: 'message', conversationId: id, seq } as const;
    await tellMember(deps, tx, before.other_id, event);
    await tellMember(deps, tx, me, event);
    return { created: true as const, message: toMessage(row), awayFrom: recipient.started ? seq : null };
  });

  if (sent.awayFrom !== null) {
    // After the commit: a job that finds the message unread 15 minutes later emails once for the burst. A
    // server that dies between the commit and here leaves the sweep (away-email.ts) to plan it.
    await deps.away.plan(
      { conversationId: id, recipientId: before.other_id, fromSeq: sent.awayFrom },
      new Date(now.getTime() + AWAY_EMAIL_DELAY_MS),
    );
  }
  return { created: sent.created, message: sent.message };
}

/**
 * Deletes a message the caller sent, within 15 minutes of sending it: one conditional UPDATE (sender,
 * time, not yet deleted). Its place stays, shown as deleted; its text is gone from the database.
 */
export async function deleteMessage(
  deps: ConversationDeps,
  caller: Caller,
  id: string,
  messageId: string,
): Promise<{ message: string; deleted: Message }> {
  const me = ownMemberId(caller);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const own = await findOwnConversation(tx, me, id, true);
    const [deleted] = rowsOf<MessageRow>(
      await tx.execute(sql`
        update private_messages set body = '', deleted_at = ${now.toISOString()}
        where id = ${messageId} and conversation_id = ${id} and sender_id = ${me} and deleted_at is null
          and created_at > ${new Date(now.getTime() - MESSAGE_DELETE_WINDOW_MS).toISOString()}
        returning ${messageColumns}`),
    );
    if (!deleted) {
      // Why not: say it plainly (the message is the caller's to know about: they are in the thread).
      const [found] = rowsOf<MessageRow>(
        await tx.execute(sql`
          select ${messageColumns} from private_messages
          where id = ${messageId} and conversation_id = ${id} and seq > ${own.hidden_before_seq}`),
      );
      if (!found) throw notFound(T.messageNotFound);
      if (found.sender_id !== me) throw forbidden(T.notYourMessage, 'NOT_YOUR_MESSAGE');
      if (found.deleted_at) return { message: T.messageDeleted, deleted: toMessage(found) };
      throw conflict(T.deleteTooLate, 'TOO_LATE');
    }
    // An unread deleted message is no longer unread.
    await tx.execute(sql`
      update private_conversation_members m
      set unread_count = (
        select count(*) from private_messages pm
        where pm.conversation_id = m.conversation_id and pm.sender_id <> m.member_id and pm.deleted_at is null
          and pm.seq > greatest(m.read_seq, m.hidden_before_seq))
      where m.conversation_id = ${id} and m.member_id = ${own.other_id}`);
    const event = { type: 'conversation-changed', conversationId: id } as const;
    await tellMember(deps, tx, own.other_id, event);
    await tellMember(deps, tx, me, event);
    return { message: T.messageDeleted, deleted: toMessage(deleted) };
  });
}
