// What the conversations' operations need from the app, and the small reads they share.
import { sql } from 'drizzle-orm';
import { CONVERSATIONS_TEXTS as T, type Message } from '../../../common/contracts/conversations';
import type { LiveEvent } from '../../../common/contracts/live';
import { memberIdOf, type SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Config } from '../../env';
import { notFound } from '../../http/errors';
import type { LivePublisher } from '../../live/publish';

export type AwayEmails = {
  /** Queues the burst's email for `at` (a key per recipient, conversation and first unread message). */
  plan(job: AwayEmailJob, at: Date): Promise<void>;
};

export type AwayEmailJob = { conversationId: string; recipientId: string; fromSeq: number };

export type ConversationDeps = {
  db: Database;
  config: Config;
  now: () => Date;
  live: LivePublisher;
  away: AwayEmails;
};

export type Caller = Pick<SignedInCaller, 'kind' | 'attendee' | 'userId'>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Pick<Database, 'execute'>;

/** The caller's member row (403 NO_PROFILE for an account without one). */
export const ownMemberId = (caller: Pick<Caller, 'attendee'>) => memberIdOf(caller, T.noProfile);

/** A conversation as one of its two members has it. */
export type OwnConversation = {
  id: string;
  other_id: string;
  last_seq: number;
  read_seq: number;
  delivered_seq: number;
  hidden_before_seq: number;
  unread_count: number;
  other_read_seq: number;
  other_delivered_seq: number;
};

/**
 * The conversation `id` if `me` is one of its two members, else a 404 (an organiser is no exception:
 * they read only what is reported to them). `lock`: take the conversation's row lock, the one every change
 * of the thread takes, so a send, a read and a delete of one thread happen one at a time.
 */
export async function findOwnConversation(db: Writer, me: string, id: string, lock = false): Promise<OwnConversation> {
  const [row] = rowsOf<OwnConversation>(
    await db.execute(sql`
      select c.id, case when c.member_low = ${me} then c.member_high else c.member_low end as other_id,
        c.last_seq::int as last_seq, mine.read_seq::int as read_seq, mine.delivered_seq::int as delivered_seq,
        mine.hidden_before_seq::int as hidden_before_seq, mine.unread_count,
        theirs.read_seq::int as other_read_seq, theirs.delivered_seq::int as other_delivered_seq
      from private_conversations c
      join private_conversation_members mine on mine.conversation_id = c.id and mine.member_id = ${me}
      join private_conversation_members theirs on theirs.conversation_id = c.id and theirs.member_id <> ${me}
      where c.id = ${id}
      ${lock ? sql`for update of c` : sql``}`),
  );
  if (!row) throw notFound(T.conversationNotFound);
  return { ...row, last_seq: Number(row.last_seq), unread_count: Number(row.unread_count) };
}

/** The member's account, to tell their open pages; null for a member row without one. */
export async function accountOf(db: Writer, memberId: string): Promise<string | null> {
  const [row] = rowsOf<{ user_id: string | null }>(await db.execute(sql`select user_id from attendees where id = ${memberId}`));
  return row?.user_id ?? null;
}

/** Tells a member's open pages, with the change's transaction (sent at commit, never on a rollback). */
export async function tellMember(deps: ConversationDeps, tx: Writer, memberId: string, event: LiveEvent) {
  const userId = await accountOf(tx, memberId);
  if (userId) await deps.live.publishToMember(tx, userId, event);
}

/** The member's unread messages over every conversation: a sum over their few rows with any (one index). */
export async function countUnread(db: Writer, me: string): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(sql`
      select coalesce(sum(unread_count), 0)::int as count from private_conversation_members
      where member_id = ${me} and unread_count > 0`),
  );
  return Number(row?.count ?? 0);
}

export type MessageRow = {
  id: string;
  seq: number | string;
  sender_id: string;
  body: string;
  created_at: Date | string;
  deleted_at: Date | string | null;
};

export const messageColumns = sql`id, seq, sender_id, body, created_at, deleted_at`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    seq: Number(row.seq),
    senderId: row.sender_id,
    body: row.deleted_at ? '' : row.body,
    createdAt: iso(row.created_at),
    deletedAt: row.deleted_at ? iso(row.deleted_at) : null,
  };
}
