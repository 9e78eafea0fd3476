// Delivered and read (issue 35 item 2): the recipient's page says a message reached it (a live message, or
// a fetch) and that the member opened the thread. A GET never writes, so these are their own POSTs. Read
// sets the unread count from the seqs, under the thread's row lock, so it stays exact beside a send.
import { sql } from 'drizzle-orm';
import type { DeliveredResult, ReadResult } from '../../../common/contracts/conversations';
import { paths } from '../../../common/routes';
import { rowsOf } from '../../db/rows';
import { markNewsRead } from '../notifications/public';
import { countUnread, findOwnConversation, ownMemberId, tellMember, type Caller, type ConversationDeps } from './deps';

/** Marks the conversation read up to `upToSeq` (never past its last message, never backwards). */
export async function markRead(deps: ConversationDeps, caller: Caller, id: string, upToSeq: number): Promise<ReadResult> {
  const me = ownMemberId(caller);
  return deps.db.transaction(async (tx) => {
    const own = await findOwnConversation(tx, me, id, true);
    const upTo = Math.min(upToSeq, own.last_seq);
    const [mine] = rowsOf<{ read_seq: number; unread_count: number }>(
      await tx.execute(sql`
        update private_conversation_members m
        set read_seq = greatest(m.read_seq, ${upTo}), delivered_seq = greatest(m.delivered_seq, ${upTo}),
          unread_count = (
            select count(*) from private_messages pm
            where pm.conversation_id = m.conversation_id and pm.sender_id <> m.member_id and pm.deleted_at is null
              and pm.seq > greatest(m.read_seq, ${upTo}, m.hidden_before_seq)),
          away_from_seq = case when m.away_from_seq <= greatest(m.read_seq, ${upTo}) then null else m.away_from_seq end
        where m.conversation_id = ${id} and m.member_id = ${me}
        returning m.read_seq::int as read_seq, m.unread_count`),
    );
    const count = await countUnread(tx, me);
    // Read through: the bell's 'sent you a message' for this thread is read too (and the bell on the
    // member's other tabs follows). Not while something in it is still unread (a message that arrived as
    // they read): its burst may be what the notification tells of.
    if (Number(mine.unread_count) === 0) {
      await markNewsRead(deps.live, tx, { userId: caller.userId, kind: 'message', link: paths.conversation(id) }, deps.now());
    }
    if (mine.read_seq !== own.read_seq) {
      // The reader's other tabs clear the thread and the badge; the writer sees 'Read'.
      await tellMember(deps, tx, me, { type: 'conversation-read', conversationId: id, upToSeq: mine.read_seq, unread: count });
      await tellMember(deps, tx, own.other_id, { type: 'conversation-changed', conversationId: id });
    }
    return { readSeq: mine.read_seq, count };
  });
}

/** Marks the caller's messages delivered up to `upToSeq`: the writer's page shows 'Delivered'. */
export async function markDelivered(
  deps: ConversationDeps,
  caller: Caller,
  id: string,
  upToSeq: number,
): Promise<DeliveredResult> {
  const me = ownMemberId(caller);
  return deps.db.transaction(async (tx) => {
    const own = await findOwnConversation(tx, me, id);
    const upTo = Math.min(upToSeq, own.last_seq);
    if (upTo <= own.delivered_seq) return { deliveredSeq: own.delivered_seq };
    // Conditional: of two pages saying it at once, one moves the mark and tells the writer.
    const [moved] = rowsOf<{ delivered_seq: number }>(
      await tx.execute(sql`
        update private_conversation_members set delivered_seq = ${upTo}
        where conversation_id = ${id} and member_id = ${me} and delivered_seq < ${upTo}
        returning delivered_seq::int as delivered_seq`),
    );
    if (moved) await tellMember(deps, tx, own.other_id, { type: 'conversation-changed', conversationId: id });
    return { deliveredSeq: moved?.delivered_seq ?? upTo };
  });
}
