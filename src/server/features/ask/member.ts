// A member's own Ask entries: saving a finished chat, reading the list, opening a reply.
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  ASK_MESSAGES as M,
  cutText,
  type Conversation,
  type MemberConversationPage,
  type SaveConversationInput,
} from '../../../common/contracts/ask';
import { ADMIN_INBOX_PAGE } from '../../../common/contracts/inbox';
import { normalizeEmail } from '../../../common/names';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema';
import type { Config } from '../../env';
import { notFound } from '../../http/errors';
import { consumeRateLimits } from '../../http/rate-limit';
import type { AfterAnswer } from '../../http/after-answer';
import type { LivePublisher } from '../../live/publish';
import { listActiveAdministrators } from '../admins/public';
import { recordNews, type NewsDeps } from '../notifications/public';
import { newQuestionEmail } from './emails';
import { inFaq, isComplete, newestConversationsFirst, ownedBy, toConversation, type Owner } from './conversation-rows';

/** `live`: tells administrators' open dashboards of a new question (decision 023); `news`, the
 * administrators themselves, as each chose (issue 34: the bell, a push, an email). */
export type AskDeps = {
  db: Database;
  config: Config;
  now: () => Date;
  live: LivePublisher;
  news: NewsDeps;
  afterAnswer: AfterAnswer;
};

/** A member saves a finished chat: a pending entry. Administrators hear about it as 'new-question' news. */
export async function submitConversation(deps: AskDeps, caller: Owner, input: SaveConversationInput): Promise<Conversation> {
  const { db } = deps;
  const now = deps.now();
  // Every entry wakes every administrator's browser: a runaway client must not be able to flood them.
  await consumeRateLimits(
    db,
    [{ key: `conversation:user:${caller.userId}`, max: 20, windowSeconds: 3600 }],
    now,
    deps.config.rateLimit,
  );
  const email = normalizeEmail(caller.email);
  const { row, news } = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(conversations)
      .values({
        userId: caller.userId,
        email,
        name: input.name,
        question: input.question,
        answer: input.answer,
        followup: input.followup,
        sharePermission: input.sharePermission,
        status: 'pending',
        step: 'complete',
        timestamp: now,
        questionsAndAnswers: input.questionsAndAnswers ?? [{ question: input.question, answer: input.answer }],
      })
      .returning();
    // Administrators' open dashboards hear of it at commit (decision 023); their browsers by Web Push after.
    await deps.live.publishToAdmins(tx, { type: 'question', conversationId: saved.id });
    // The organisers' news: the push services' speed or failures never reach the member (after the answer).
    const title = `New question from ${saved.name}`;
    const body = cutText(saved.question ?? '', 120);
    const organisers = await listActiveAdministrators(tx);
    const recorded = await recordNews(
      deps.news,
      tx,
      'new-question',
      organisers.map(({ userId, email: to }) => ({
        userId,
        title,
        body,
        link: ADMIN_INBOX_PAGE,
        email: () =>
          newQuestionEmail(deps.config.brand, to, saved.name, saved.question, `${deps.config.publicBaseUrl}${ADMIN_INBOX_PAGE}`),
      })),
    );
    return { row: saved, news: recorded };
  });
  deps.afterAnswer.run('new question news', () => news.deliver());
  return toConversation(row, email);
}

/** The caller's finished entries, newest first, paged in SQL, with the count of new replies. */
export async function listMemberConversations(
  db: Database,
  caller: Owner,
  page: number,
  pageSize: number,
): Promise<MemberConversationPage> {
  const mine = and(ownedBy(caller), isComplete);
  const [rows, [counts]] = await Promise.all([
    db
      .select({ ...getTableColumns(conversations), inFaq })
      .from(conversations)
      .where(mine)
      .orderBy(newestConversationsFirst())
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: sql<number>`count(*)::int`,
        newReplies: sql<number>`count(*) filter (where ${conversations.status} = 'answered' and ${conversations.adminResponse} is not null and ${conversations.viewed} = false)::int`,
      })
      .from(conversations)
      .where(mine),
  ]);
  const ownEmail = normalizeEmail(caller.email);
  return {
    items: rows.map((row) => toConversation(row, row.email ?? ownEmail)),
    total: counts.total,
    page,
    pageSize,
    newReplies: counts.newReplies,
  };
}

/** Opening an entry marks it viewed. Someone else's id is the same 404 as an unknown one. */
export async function markConversationViewed(db: Database, caller: Owner, id: string): Promise<Conversation> {
  const [row] = await db
    .update(conversations)
    .set({ viewed: true })
    .where(and(eq(conversations.id, id), isComplete, ownedBy(caller)))
    .returning({ ...getTableColumns(conversations), inFaq });
  if (!row) throw notFound(M.notFound);
  return toConversation(row, row.email ?? normalizeEmail(caller.email));
}
