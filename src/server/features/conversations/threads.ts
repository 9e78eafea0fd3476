// The conversations a member reads: the list (newest first, a page of one index), the unread count, one
// thread and its older pages. Reading changes nothing: a GET never marks anything read or delivered (the
// page says so with POST …/read and …/delivered). Starting a conversation and deleting one from one's own
// view are here too.
import { sql } from 'drizzle-orm';
import {
  CONVERSATIONS_PAGE,
  CONVERSATIONS_TEXTS as T,
  NEW_THREADS_PER_DAY,
  THREAD_PAGE,
  type ConversationList,
  type ConversationListQuery,
  type MessagePage,
  type Thread,
} from '../../../common/contracts/conversations';
import { collapseToOneLine } from '../../../common/contracts/text';
import { paths } from '../../../common/routes';
import { rowsOf } from '../../db/rows';
import { badRequest, notFound } from '../../http/errors';
import { consumeRateLimits } from '../../http/rate-limit';
import { markNewsRead } from '../notifications/public';
import { pairFactColumns, personOf, requireWritable, writeRuleOf, type PairFacts } from './access';
import { isOrganiser } from '../../auth/caller';
import {
  countUnread,
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
import { newestFirst } from '../../db/order';

/** How much of the last message a list row carries. */
const LAST_LINE_LENGTH = 140;

type ListRow = PairFacts & {
  conversation_id: string;
  unread_count: number;
  last_message_at: Date | string;
  last_body: string | null;
  last_deleted: boolean;
  last_sender: string | null;
};

/** The caller's conversations, newest first: a range of the index on (member, last message time). */
export async function listConversations(
  deps: ConversationDeps,
  caller: Caller,
  query: ConversationListQuery,
): Promise<ConversationList> {
  const me = caller.attendee?.id;
  if (!me) return { items: [], nextCursor: null };
  const organiser = isOrganiser(caller);
  let after = sql``;
  if (query.cursor) {
    const [at, id] = query.cursor.split('~');
    after = sql`and (m.last_message_at, m.conversation_id) < (${new Date(Number(at)).toISOString()}::timestamptz, ${id}::uuid)`;
  }
  const rows = rowsOf<ListRow>(
    await deps.db.execute(sql`
      select m.conversation_id, m.unread_count, m.last_message_at, facts.*, last.body as last_body,
        last.deleted_at is not null as last_deleted, last.sender_id as last_sender
      from private_conversation_members m
      join private_conversations c on c.id = m.conversation_id
      cross join lateral (select ${pairFactColumns(me, sql`(case when c.member_low = ${me} then c.member_high else c.member_low end)`)}) facts
      left join private_messages last on last.conversation_id = c.id and last.seq = c.last_seq and last.seq > m.hidden_before_seq
      where m.member_id = ${me} and m.hidden_at is null and m.last_message_at is not null ${after}
      order by ${newestFirst(sql`m.last_message_at`, sql`m.conversation_id`)}
      limit ${CONVERSATIONS_PAGE + 1}`),
  );
  const page = rows.slice(0, CONVERSATIONS_PAGE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.conversation_id,
      other: personOf(row, organiser),
      lastLine: row.last_body && !row.last_deleted ? collapseToOneLine(row.last_body).slice(0, LAST_LINE_LENGTH) : null,
      lastDeleted: row.last_deleted ?? false,
      lastFromMe: row.last_sender === me,
      lastAt: new Date(row.last_message_at).toISOString(),
      unread: Number(row.unread_count),
      canWrite: writeRuleOf(row, organiser, true).canWrite,
    })),
    nextCursor:
      rows.length > CONVERSATIONS_PAGE && last ? `${new Date(last.last_message_at).getTime()}~${last.conversation_id}` : null,
  };
}

/** The sidebar's badge. */
export async function countUnreadMessages(deps: ConversationDeps, caller: Caller): Promise<{ count: number }> {
  const me = caller.attendee?.id;
  return { count: me ? await countUnread(deps.db, me) : 0 };
}

async function readPairFacts(db: Writer, me: string, other: string): Promise<PairFacts | undefined> {
  const [facts] = rowsOf<PairFacts>(await db.execute(sql`select ${pairFactColumns(me, sql`${other}::uuid`)}`));
  return facts?.other_id ? facts : undefined;
}

/**
 * Starts a conversation with `memberId`, or finds the one the pair has (200). A new one (201) only when
 * the caller may write to them; the daily cap counts new conversations only.
 */
export async function openConversation(
  deps: Pick<ConversationDeps, 'db' | 'config' | 'now'>,
  caller: Caller,
  memberId: string,
): Promise<{ created: boolean; id: string }> {
  const me = ownMemberId(caller);
  if (memberId === me) throw badRequest(T.writeToSelf, 'SELF');
  const [low, high] = [me, memberId].sort();
  const existing = await findPair(deps.db, low, high);
  if (existing) return { created: false, id: existing };
  const facts = await readPairFacts(deps.db, me, memberId);
  // Someone the caller cannot see (archived, deactivated, not yet a member) is as unknown as no one.
  if (!facts || !facts.other_shown) throw notFound(T.memberNotFound);
  requireWritable(writeRuleOf(facts, isOrganiser(caller), false));
  await consumeRateLimits(
    deps.db,
    [{ key: `conversations-new:${me}`, max: NEW_THREADS_PER_DAY, windowSeconds: 86_400, message: () => T.tooManyNewThreads }],
    deps.now(),
    deps.config.rateLimit,
  );
  return deps.db.transaction(async (tx) => {
    const [made] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into private_conversations (member_low, member_high, created_at) values (${low}, ${high}, ${deps.now().toISOString()})
        on conflict (member_low, member_high) do nothing returning id`),
    );
    // Both opened it at the same moment: the other insert won; theirs is the pair's one conversation.
    if (!made) return { created: false, id: (await findPair(tx, low, high))! };
    await tx.execute(sql`
      insert into private_conversation_members (conversation_id, member_id, created_at)
      values (${made.id}, ${low}, ${deps.now().toISOString()}), (${made.id}, ${high}, ${deps.now().toISOString()})`);
    return { created: true, id: made.id };
  });
}

async function findPair(db: Writer, low: string, high: string): Promise<string | undefined> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from private_conversations where member_low = ${low} and member_high = ${high}`),
  );
  return row?.id;
}

/** Messages of the thread the caller can see (after what they deleted from their view) before `before`. */
async function readPage(db: Writer, conversationId: string, hiddenBeforeSeq: number, before: number): Promise<MessagePage> {
  const rows = rowsOf<MessageRow>(
    await db.execute(sql`
      select ${messageColumns} from private_messages
      where conversation_id = ${conversationId} and seq > ${hiddenBeforeSeq} and seq < ${before}
      order by seq desc limit ${THREAD_PAGE}`),
  );
  const messages = rows.reverse().map(toMessage);
  const first = messages[0]?.seq;
  // Seqs have no gaps, so there is an older page when the first one here is not the first one visible.
  return { messages, olderCursor: first !== undefined && first - 1 > hiddenBeforeSeq ? first : null };
}

/** One conversation and its newest page, as the caller sees it. */
export async function readThread(deps: ConversationDeps, caller: Caller, id: string): Promise<Thread> {
  const me = caller.attendee?.id;
  if (!me) throw notFound(T.conversationNotFound);
  const own = await findOwnConversation(deps.db, me, id);
  const facts = (await readPairFacts(deps.db, me, own.other_id))!;
  const organiser = isOrganiser(caller);
  const rule = writeRuleOf(facts, organiser, true);
  const page = await readPage(deps.db, id, own.hidden_before_seq, own.last_seq + 1);
  return {
    id,
    other: personOf(facts, organiser),
    canWrite: rule.canWrite,
    whyNotText: rule.canWrite ? null : rule.text,
    blockedByMe: facts.i_blocked,
    messages: page.messages,
    olderCursor: page.olderCursor,
    otherDeliveredSeq: own.other_delivered_seq,
    otherReadSeq: own.other_read_seq,
    readSeq: own.read_seq,
    unread: own.unread_count,
  };
}

/** The page before message `before`. */
export async function readOlderMessages(
  deps: ConversationDeps,
  caller: Caller,
  id: string,
  before: number,
): Promise<MessagePage> {
  const me = caller.attendee?.id;
  if (!me) throw notFound(T.conversationNotFound);
  const own = await findOwnConversation(deps.db, me, id);
  return readPage(deps.db, id, own.hidden_before_seq, before);
}

/**
 * Deletes the conversation from the caller's own view: its messages so far are no longer shown to them and
 * it leaves their list, until a new message brings it back (showing only what came after). The other
 * member keeps everything, and is not told: their read mark stays where the caller's reading left it.
 */
export async function hideConversation(deps: ConversationDeps, caller: Caller, id: string): Promise<{ message: string }> {
  const me = ownMemberId(caller);
  await deps.db.transaction(async (tx) => {
    const own = await findOwnConversation(tx, me, id, true);
    await tx.execute(sql`
      update private_conversation_members
      set hidden_before_seq = ${own.last_seq}, hidden_at = ${deps.now().toISOString()}, unread_count = 0, away_from_seq = null
      where conversation_id = ${id} and member_id = ${me}`);
    const unread = await countUnread(tx, me);
    // Nothing of it is unread any more: nor is the bell's 'sent you a message' for it.
    await markNewsRead(deps.live, tx, { userId: caller.userId, kind: 'message', link: paths.conversation(id) }, deps.now());
    await tellMember(deps, tx, me, { type: 'conversation-read', conversationId: id, upToSeq: own.last_seq, unread });
  });
  return { message: T.conversationHidden };
}
