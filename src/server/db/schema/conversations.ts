// Private messages between members (issue 35, decision 054). The feature is `conversations`; its tables
// are `private_…` because `conversations` is the Ask feature's table (a member's questions to the team).
// Members are their `attendees` rows, as connections are (decision 022).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { attendees } from './app';
import { openQuestionAnswers, openQuestions } from './open-questions';
import { aiTools } from './ai-tools';
import { openRoles } from './open-roles';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const seqColumn = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * One thread per pair of members, whoever wrote first: the pair is kept in order (`member_low` <
 * `member_high`) under a unique key, so two members opening it at the same moment find one row.
 * `last_seq` orders the messages: a send takes the next with `UPDATE … SET last_seq = last_seq + 1
 * RETURNING last_seq` in the transaction that inserts the message, so the row lock gives both members one
 * order.
 */
export const privateConversations = pgTable(
  'private_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberLow: uuid('member_low')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    memberHigh: uuid('member_high')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    lastSeq: seqColumn('last_seq'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('private_conversations_pair_order_check', sql`${t.memberLow} < ${t.memberHigh}`),
    unique('private_conversations_pair_key').on(t.memberLow, t.memberHigh),
    index('private_conversations_high_idx').on(t.memberHigh),
  ],
);

/**
 * Each member's side of a thread: what they have read and been delivered, their unread count (kept exact
 * as messages are sent and read, never counted on a read), what they removed from their own view, and the
 * 'email when away' burst they are waiting on.
 */
export const privateConversationMembers = pgTable(
  'private_conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => privateConversations.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    /** Messages from the other member after `read_seq`: exact, kept by the send and the read. */
    unreadCount: integer('unread_count').notNull().default(0),
    /** The last message this member has read (opened the thread) and been delivered (a page of theirs had it). */
    readSeq: seqColumn('read_seq'),
    deliveredSeq: seqColumn('delivered_seq'),
    /** Deleted from this member's own view: messages up to this seq are not shown to them. */
    hiddenBeforeSeq: seqColumn('hidden_before_seq'),
    /** Set while the thread is deleted from this member's list; a new message clears it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** A copy of the thread's last message time, so the member's list is read from one index. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The first unread message of the burst whose away-email is scheduled for this member; null: none is. */
    awayFromSeq: bigint('away_from_seq', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.memberId] }),
    check('private_conversation_members_unread_check', sql`${t.unreadCount} >= 0`),
    // The member's list, newest first: a page is a range of this index (its few hidden rows skipped). Whole,
    // not partial, so it also serves the foreign key when a member is deleted.
    index('private_conversation_members_list_idx').on(t.memberId, t.lastMessageAt.desc(), t.conversationId.desc()),
    // The sidebar's unread count: the sum over the few rows with something unread.
    index('private_conversation_members_unread_idx')
      .on(t.memberId, t.unreadCount)
      .where(sql`${t.unreadCount} > 0`),
  ],
);

/** The longest message stored (the contract's MESSAGE_MAX_LENGTH; the database holds the same line). */
const BODY_MAX = 4000;

/** One message. Deleting it (its sender, within 15 minutes) clears the body and sets `deleted_at`. */
export const privateMessages = pgTable(
  'private_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => privateConversations.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    /** Plain text as the member wrote it (trimmed); '' once deleted. Never HTML. */
    body: text('body').notNull(),
    /** The sender's key for this send: a retry with the same key answers the same message. */
    clientKey: text('client_key'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    unique('private_messages_seq_key').on(t.conversationId, t.seq),
    unique('private_messages_client_key').on(t.conversationId, t.senderId, t.clientKey),
    check('private_messages_body_length_check', sql`char_length(${t.body}) <= ${sql.raw(String(BODY_MAX))}`),
    check('private_messages_client_key_length_check', sql`char_length(${t.clientKey}) <= 100`),
    // For the foreign key when a member is deleted.
    index('private_messages_sender_idx').on(t.senderId),
  ],
);

/** A member who blocked another: neither may write to the other; the blocked member is not told. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('member_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
    index('member_blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);

/** One message as a report keeps it (message_reports.context). */
export type ReportedMessageCopy = {
  id: string;
  seq: number;
  senderId: string;
  /** '' when it had been deleted before the report. */
  body: string;
  sentAt: string;
  deleted: boolean;
  /** The message the report is about (the last of the list). */
  reported: boolean;
};

export const MESSAGE_REPORT_STATUSES = ['open', 'dismissed', 'warned', 'deactivated', 'hidden'] as const;
/** What a report is about (migration 0032, decision 058): one queue for messages, open questions and answers;
 * open roles too (migration 0035, decision 069), and AI tools (migration 0036, decision 071). */
export const REPORT_SUBJECTS = ['message', 'question', 'answer', 'role', 'tool'] as const;

/** A message, an open question, an answer, an open role or an AI tool a member reported to the organisers,
 * and what they decided. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject', { enum: REPORT_SUBJECTS }).notNull().default('message'),
    /** Set for a message's report only. */
    messageId: uuid('message_id').references(() => privateMessages.id, { onDelete: 'cascade' }),
    /** The question reported, or the question of the answer reported. */
    questionId: uuid('question_id').references(() => openQuestions.id, { onDelete: 'cascade' }),
    /** Set for an answer's report only. */
    answerId: uuid('answer_id').references(() => openQuestionAnswers.id, { onDelete: 'cascade' }),
    /** Set for an open role's report only (migration 0035, decision 069). */
    roleId: uuid('role_id').references(() => openRoles.id, { onDelete: 'cascade' }),
    /** Set for an AI tool's report only (decision 071). */
    toolId: uuid('tool_id').references(() => aiTools.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: MESSAGE_REPORT_STATUSES }).notNull().default('open'),
    /** The organiser's user id, as the audit log keeps actors (no foreign key a deleted account would null). */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    /** What the reporter saw when they reported it (migration 0030, decision 055): the reported message and
     * the few before it that the reporter could see, copied, so the organisers read exactly that and no
     * more, even if the sender deletes the message afterwards. Oldest first. */
    context: jsonb('context')
      .$type<ReportedMessageCopy[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    check('message_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'warned', 'deactivated', 'hidden')`),
    check('message_reports_reason_length_check', sql`char_length(${t.reason}) <= 1000`),
    // Exactly the subject's own columns are set.
    check(
      'message_reports_subject_check',
      sql`(${t.subject} = 'message' and ${t.messageId} is not null and ${t.questionId} is null and ${t.answerId} is null and ${t.roleId} is null and ${t.toolId} is null)
        or (${t.subject} = 'question' and ${t.messageId} is null and ${t.questionId} is not null and ${t.answerId} is null and ${t.roleId} is null and ${t.toolId} is null)
        or (${t.subject} = 'answer' and ${t.messageId} is null and ${t.questionId} is not null and ${t.answerId} is not null and ${t.roleId} is null and ${t.toolId} is null)
        or (${t.subject} = 'role' and ${t.messageId} is null and ${t.questionId} is null and ${t.answerId} is null and ${t.roleId} is not null and ${t.toolId} is null)
        or (${t.subject} = 'tool' and ${t.messageId} is null and ${t.questionId} is null and ${t.answerId} is null and ${t.roleId} is null and ${t.toolId} is not null)`,
    ),
    // Once per reporter and subject (a message's key is the unique one of 0029; the others are partial).
    unique('message_reports_message_reporter_key').on(t.messageId, t.reporterId),
    uniqueIndex('message_reports_question_reporter_key')
      .on(t.questionId, t.reporterId)
      .where(sql`${t.subject} = 'question'`),
    uniqueIndex('message_reports_answer_reporter_key')
      .on(t.answerId, t.reporterId)
      .where(sql`${t.subject} = 'answer'`),
    uniqueIndex('message_reports_role_reporter_key')
      .on(t.roleId, t.reporterId)
      .where(sql`${t.subject} = 'role'`),
    uniqueIndex('message_reports_tool_reporter_key')
      .on(t.toolId, t.reporterId)
      .where(sql`${t.subject} = 'tool'`),
    index('message_reports_queue_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('message_reports_reporter_idx').on(t.reporterId, t.createdAt.desc()),
  ],
);
