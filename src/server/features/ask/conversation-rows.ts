// A conversation row as the three Ask-area features read it: the browser's shape of it, and the SQL that
// says whose a conversation is and which are questions (onboarding entries never are). Members reach only
// their own rows, and ownership is decided in SQL: by account, or by email when the entry has none. The
// inbox and the answers features use what public.ts exports of it.
import { sql, type SQL } from 'drizzle-orm';
import { displayedAnswer, type Conversation } from '../../../common/contracts/ask';
import { normalizeEmail } from '../../../common/names';
import type { SignedInCaller } from '../../auth/caller';
import { conversations, faqEntries } from '../../db/schema';
import { newestFirst } from '../../db/order';

/** The member an entry belongs to, or the administrator acting on it. */
export type Owner = Pick<SignedInCaller, 'userId' | 'email'>;
export type Row = typeof conversations.$inferSelect;
/** A row read with `inFaq` (lists and the inbox's actions); rows written without it are not in the FAQ. */
export type RowWithFaq = Row & { inFaq?: boolean };

/** Spec 4.1: the member asked, was answered, has not opened the reply yet. */
const isNewReply = (row: Pick<Row, 'status' | 'adminResponse' | 'viewed'>) =>
  row.status === 'answered' && row.adminResponse !== null && !row.viewed;

/** The browser's shape. Typed against the contract, so the table's steps and statuses must stay within it. */
export function toConversation(row: RowWithFaq, email: string | null): Conversation {
  return {
    id: row.id,
    name: row.name,
    email,
    question: row.question,
    answer: row.answer,
    followup: row.followup,
    displayedAnswer: displayedAnswer(row.answer, row.followup),
    sharePermission: row.sharePermission,
    status: row.status,
    step: row.step,
    timestamp: row.timestamp.toISOString(),
    questionsAndAnswers: row.questionsAndAnswers ?? [],
    adminResponse: row.adminResponse,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    viewed: row.viewed,
    archived: row.archived,
    isNewReply: isNewReply(row),
    inFaq: row.inFaq ?? false,
  };
}

/** The caller's rows: by account, or (for entries saved without one) by email, compared without case. */
export function ownedBy(owner: Owner): SQL {
  return sql`(${conversations.userId} = ${owner.userId} or (${conversations.userId} is null and lower(${conversations.email}) = ${normalizeEmail(owner.email)}))`;
}

/** A finished chat: the only entries that are questions (the onboarding modal's entry is not). */
export const isComplete = sql`${conversations.step} = 'complete'`;

/** Newest first, ties broken by id, as the indexes keep them (decision 065). */
export const newestConversationsFirst = () => newestFirst(conversations.timestamp, conversations.id);

/** Whether the entry is published in Answers from the team (one FAQ entry per question, by its unique key). */
// The outer row is named in full: in a one-table select drizzle writes columns unqualified, and a bare "id"
// inside the subquery would be the FAQ entry's own.
export const inFaq = sql<boolean>`exists (select 1 from ${faqEntries} f where f.conversation_id = "conversations"."id")`;
