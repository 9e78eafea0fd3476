// Ask entries: members save finished chats and read the team's replies; administrators work through the
// three inbox lists (spec 7.1), answer, archive and unarchive, and export CSV. A member only ever reaches
// their own rows, and ownership is decided in SQL: by account, or by email when the entry has no account.
import { and, eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ADMIN_CONVERSATIONS_PAGE,
  cutText,
  displayedAnswer,
  MAX_NAME_LENGTH,
  CONVERSATION_CSV_COLUMNS,
  conversationExportFileName,
  type AdminConversationPage,
  type AdminConversationView,
  type Conversation,
  type ConversationActionResult,
  type ConversationExportView,
  type MemberConversationPage,
  type PushSubscriptionResult,
  type ReplyStatus,
  type SaveConversationInput,
} from '../../../common/contracts/conversations';
import { ADMIN_TOASTS, CONVERSATION_MESSAGES as M } from '../../../common/messages';
import { normalizeEmail } from '../../../common/names';
import { ROUTES } from '../../../common/routes';
import type { CallerExtra, SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { adminPushTokens, auditLog, conversations, users } from '../../db/schema';
import type { Config } from '../../env';
import { calendarDate, streamCsv } from '../../http/csv';
import { badRequest, conflict, notFound } from '../../http/errors';
import { consumeRateLimits } from '../../http/rate-limit';
import type { Mailer } from '../../mail/mailer';
import { conversationReplyEmail } from '../../mail/templates';
import { endpointProblem, notifyAdministrators, type PushSender } from '../../push/web-push';

export type ConversationDeps = { db: Database; config: Config; mailer: Mailer; now: () => Date; push: PushSender };
type Owner = Pick<SignedInCaller, 'userId' | 'email'>;
type Actor = Pick<SignedInCaller, 'userId' | 'email'>;
type Row = typeof conversations.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Spec 4.1: the member asked, was answered, has not opened the reply yet. */
const isNewReply = (row: Pick<Row, 'status' | 'adminResponse' | 'viewed'>) =>
  row.status === 'answered' && row.adminResponse !== null && !row.viewed;

/** The browser's shape. Typed against the contract, so the table's steps and statuses must stay within it. */
function toConversation(row: Row, email: string | null): Conversation {
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
  };
}

// ---------------------------------------------------------------------------------------------------
// Members

/** The caller's rows: by account, or (for entries saved without one) by email, compared without case. */
function ownedBy(owner: Owner): SQL {
  return sql`(${conversations.userId} = ${owner.userId} or (${conversations.userId} is null and lower(${conversations.email}) = ${normalizeEmail(owner.email)}))`;
}

const isComplete = sql`${conversations.step} = 'complete'`;

/** Newest first, ties broken by id. 'nulls last' (the columns are never null, so the order is the same)
 * matches the indexes, which drizzle-kit writes DESC NULLS LAST: the planner then reads a page from them. */
const newestFirst = [sql`${conversations.timestamp} desc nulls last`, sql`${conversations.id} desc nulls last`];

/** A member saves a finished chat: a pending entry. Administrators hear about it by Web Push afterwards. */
export async function submitConversation(
  deps: ConversationDeps,
  caller: Owner,
  input: SaveConversationInput,
): Promise<Conversation> {
  const { db } = deps;
  const now = deps.now();
  // Every entry wakes every administrator's browser: a runaway client must not be able to flood them.
  await consumeRateLimits(db, [{ key: `conversation:user:${caller.userId}`, max: 20, windowSeconds: 3600 }], now, deps.config.rateLimit);
  const email = normalizeEmail(caller.email);
  const [row] = await db
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
  announceNewQuestion(deps, row);
  return toConversation(row, email);
}

/**
 * Tells administrators about a new pending entry once the member's request has its answer. The push
 * services' speed or failures never reach the member: everything is caught and logged.
 */
function announceNewQuestion(deps: ConversationDeps, row: Row) {
  const message = {
    title: `New question from ${row.name}`,
    body: cutText(row.question ?? '', 120),
    url: ADMIN_CONVERSATIONS_PAGE,
  };
  setImmediate(() => {
    notifyAdministrators(deps.db, deps.push, message).catch((error) => console.error(`[push] ${(error as Error).message}`));
  });
}

/** The onboarding modal's entry (spec 4.4): step name_completed, never in the administrators' lists. */
export async function recordOnboardingConversation(
  db: Database,
  caller: Owner,
  name: string,
  now: Date = new Date(),
): Promise<Row> {
  const value = name.trim();
  if (!value) throw badRequest(M.nameRequired, 'INVALID_INPUT');
  if (value.length > MAX_NAME_LENGTH) throw badRequest(M.nameTooLong, 'INVALID_INPUT');
  const [row] = await db
    .insert(conversations)
    .values({
      userId: caller.userId,
      email: normalizeEmail(caller.email),
      name: value,
      step: 'name_completed',
      status: 'pending',
      timestamp: now,
      questionsAndAnswers: [],
    })
    .returning();
  return row;
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
      .select()
      .from(conversations)
      .where(mine)
      .orderBy(...newestFirst)
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

/**
 * The caller's answered entries as ownedBy() selects them (by account, or by email for entries saved
 * without one), written as two lookups joined by UNION ALL instead of one OR: PostgreSQL then reads each
 * from conversations_member_replies_idx with a plain index scan, where the OR built and combined two
 * bitmaps (about a tenth of the poll's database time; bench/README.md). `email` is already normalised.
 */
const answeredEntriesOf = (userId: SQLWrapper, email: SQLWrapper) => sql`(
  select ${conversations.viewed} as viewed, ${conversations.adminResponse} is not null as has_reply, ${conversations.respondedAt} as responded_at
  from ${conversations}
  where ${conversations.userId} = ${userId} and ${conversations.status} = 'answered' and ${conversations.step} = 'complete'
  union all
  select ${conversations.viewed}, ${conversations.adminResponse} is not null, ${conversations.respondedAt}
  from ${conversations}
  where ${conversations.userId} is null and lower(${conversations.email}) = ${email} and ${conversations.status} = 'answered' and ${conversations.step} = 'complete'
) as answered`;

const unseenReplies = sql<number>`count(*) filter (where not answered.viewed and answered.has_reply)::int`;

/** The 30-second poll's query, with the account and the normalised email as placeholders. Prepared once
 * per database (a named statement, so PostgreSQL parses and plans it once per connection). Exported so
 * the benchmark's bare floor runs exactly this SQL. */
export function newRepliesQuery(db: Database) {
  return db
    .select({
      newReplies: unseenReplies,
      latestRespondedAt: sql<Date | null>`max(answered.responded_at)`.mapWith(conversations.respondedAt),
    })
    .from(answeredEntriesOf(sql.placeholder('userId'), sql.placeholder('email')));
}

export const NEW_REPLIES_STATEMENT = 'member_new_replies';
const preparedNewReplies = new WeakMap<Database, ReturnType<ReturnType<typeof newRepliesQuery>['prepare']>>();

/**
 * The same answer as a scalar over the caller's users row, for the caller middleware to read with the
 * session (CallerExtra): then the poll is one query in all. The time travels as whole milliseconds since
 * the epoch, which is what a Date read from the database keeps too.
 */
export const newRepliesWithSession: CallerExtra = {
  name: 'new_replies',
  select: (user) => sql`(
    select json_build_object(
      'newReplies', ${unseenReplies},
      'latestRespondedAtMs', floor(extract(epoch from max(answered.responded_at)) * 1000)::bigint)
    from ${answeredEntriesOf(user.id, sql`lower(trim(${user.email}))`)})`,
};

/** The value newRepliesWithSession read, as the poll answers it. */
export function replyStatusFrom(value: unknown): ReplyStatus {
  const { newReplies, latestRespondedAtMs } = value as { newReplies: number; latestRespondedAtMs: number | null };
  return { newReplies, latestRespondedAt: latestRespondedAtMs === null ? null : new Date(Number(latestRespondedAtMs)).toISOString() };
}

/** The 30-second poll: one prepared query. */
export async function checkNewReplies(db: Database, caller: Owner): Promise<ReplyStatus> {
  let query = preparedNewReplies.get(db);
  if (!query) preparedNewReplies.set(db, (query = newRepliesQuery(db).prepare(NEW_REPLIES_STATEMENT)));
  const [row] = await query.execute({ userId: caller.userId, email: normalizeEmail(caller.email) });
  return { newReplies: row.newReplies, latestRespondedAt: row.latestRespondedAt?.toISOString() ?? null };
}

/** Opening an entry marks it viewed. Someone else's id is the same 404 as an unknown one. */
export async function markConversationViewed(db: Database, caller: Owner, id: string): Promise<Conversation> {
  const [row] = await db
    .update(conversations)
    .set({ viewed: true })
    .where(and(eq(conversations.id, id), isComplete, ownedBy(caller)))
    .returning();
  if (!row) throw notFound(M.notFound);
  return toConversation(row, row.email ?? normalizeEmail(caller.email));
}

// ---------------------------------------------------------------------------------------------------
// Administrators

/** Spec 7.1's three lists. Literal SQL, so the planner matches each to its partial index. */
const VIEW_FILTERS: Record<ConversationExportView, SQL> = {
  pending: sql`${conversations.status} = 'pending' and ${conversations.step} = 'complete' and ${conversations.archived} = false`,
  answered: sql`${conversations.status} = 'answered' and ${conversations.step} = 'complete' and ${conversations.archived} = false`,
  archived: sql`${conversations.step} = 'complete' and ${conversations.archived} = true`,
  all: sql`${conversations.step} = 'complete'`,
};

/** The entry's email, else its account's (spec 3), from the same query. */
const adminColumns = {
  ...getTableColumns(conversations),
  filledEmail: sql<string | null>`coalesce(${conversations.email}, ${users.email})`,
};

function selectForAdmin(db: Database | Transaction) {
  return db.select(adminColumns).from(conversations).leftJoin(users, eq(users.id, conversations.userId));
}

const fromAdminRow = ({ filledEmail, ...row }: Row & { filledEmail: string | null }) => toConversation(row, filledEmail);

export async function listAdminConversations(
  db: Database,
  view: AdminConversationView,
  page: number,
  pageSize: number,
): Promise<AdminConversationPage> {
  const filter = VIEW_FILTERS[view];
  const [rows, [counts]] = await Promise.all([
    selectForAdmin(db)
      .where(filter)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(conversations)
      .where(filter),
  ]);
  return { view, items: rows.map(fromAdminRow), total: counts.total, page, pageSize };
}

/** Reads a finished entry and locks it for the rest of the transaction; onboarding entries are not questions. */
async function lockEntry(tx: Transaction, id: string) {
  const [row] = await selectForAdmin(tx)
    .where(and(eq(conversations.id, id), isComplete))
    .for('update', { of: conversations })
    .limit(1);
  if (!row) throw notFound(M.notFound);
  return row;
}

async function audit(
  tx: Transaction,
  actor: Actor,
  action: string,
  targetEmail: string | null,
  conversationId: string,
  now: Date,
) {
  await tx
    .insert(auditLog)
    .values({
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action,
      targetEmail,
      details: { conversationId },
      createdAt: now,
    });
}

/** Replies to an entry (a second answer replaces the first) and emails the member a link to read it. */
export async function answerConversation(
  deps: ConversationDeps,
  actor: Actor,
  id: string,
  response: string,
): Promise<ConversationActionResult> {
  const now = deps.now();
  const answered = await deps.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, id);
    if (entry.archived) throw conflict(M.answerArchived, 'ARCHIVED');
    const [row] = await tx
      .update(conversations)
      .set({ adminResponse: response, status: 'answered', respondedAt: now, viewed: false })
      .where(eq(conversations.id, id))
      .returning();
    await audit(tx, actor, 'conversation.answer', entry.filledEmail, id, now);
    return { ...row, filledEmail: entry.filledEmail };
  });
  const emailed = await sendReplyEmail(deps, answered);
  return { success: true, message: M.responseSent, emailed, conversation: fromAdminRow(answered) };
}

/** A mail failure is logged and reported; the answer stands and the member still sees it in the app. */
async function sendReplyEmail(deps: ConversationDeps, entry: Row & { filledEmail: string | null }): Promise<boolean> {
  if (!entry.filledEmail) return false;
  try {
    await deps.mailer.send(
      conversationReplyEmail(
        deps.config.brand,
        entry.filledEmail,
        entry.name,
        entry.question,
        `${deps.config.publicBaseUrl}${ROUTES.chat}`,
      ),
    );
    return true;
  } catch (error) {
    console.error(`[conversations] could not email the reply to ${entry.filledEmail}: ${(error as Error).message}`);
    return false;
  }
}

/** An answered entry leaves the answered list for the archive; archiving twice changes nothing. */
export async function archiveConversation(deps: ConversationDeps, actor: Actor, id: string): Promise<ConversationActionResult> {
  return setArchived(deps, actor, id, true);
}

/** An archived entry returns to its list; unarchiving one that is not archived changes nothing. */
export async function unarchiveConversation(deps: ConversationDeps, actor: Actor, id: string): Promise<ConversationActionResult> {
  return setArchived(deps, actor, id, false);
}

async function setArchived(
  deps: ConversationDeps,
  actor: Actor,
  id: string,
  archived: boolean,
): Promise<ConversationActionResult> {
  const now = deps.now();
  const entry = await deps.db.transaction(async (tx) => {
    const current = await lockEntry(tx, id);
    if (archived && current.status !== 'answered') throw conflict(M.archiveNeedsAnswer, 'NOT_ANSWERED');
    if (current.archived === archived) return current;
    await tx.update(conversations).set({ archived }).where(eq(conversations.id, id));
    await audit(tx, actor, archived ? 'conversation.archive' : 'conversation.unarchive', current.filledEmail, id, now);
    return { ...current, archived };
  });
  return { success: true, message: archived ? M.archived : M.unarchived, conversation: fromAdminRow(entry) };
}

// ---------------------------------------------------------------------------------------------------
// Export

const EXPORT_BATCH_SIZE = 500;
type ExportCursor = { timestamp: string; id: string };
type ExportRow = Row & { filledEmail: string | null; cursorTimestamp: string };

/**
 * One batch, newest first, after `cursor` (keyset pagination on timestamp, id). The cursor keeps the
 * timestamp as the database's own text, so its microseconds survive the round trip through JavaScript.
 */
async function loadExportBatch(db: Database, view: ConversationExportView, cursor: ExportCursor | null): Promise<ExportRow[]> {
  const after = cursor
    ? sql`(${conversations.timestamp}, ${conversations.id}) < (${cursor.timestamp}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select({ ...adminColumns, cursorTimestamp: sql<string>`${conversations.timestamp}::text` })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.userId))
    .where(and(VIEW_FILTERS[view], after))
    .orderBy(...newestFirst)
    .limit(EXPORT_BATCH_SIZE);
}

/** One CSV record, in the order of CONVERSATION_CSV_COLUMNS. */
function toCsvRecord(row: ExportRow): string[] {
  return [
    row.name,
    row.filledEmail ?? '',
    row.question ?? '',
    displayedAnswer(row.answer, row.followup),
    row.status === 'answered' ? 'Answered' : 'Pending',
    row.timestamp.toISOString(),
    row.respondedAt?.toISOString() ?? '',
    row.adminResponse ?? '',
    row.sharePermission ? 'Yes' : 'No',
  ];
}

/** The CSV of a view, streamed from the database batch by batch (src/server/http/csv.ts). Nothing to export is a 404. */
export async function exportConversationsCsv(deps: ConversationDeps, actor: Actor, view: ConversationExportView) {
  const { db } = deps;
  const now = deps.now();
  const firstBatch = await loadExportBatch(db, view, null);
  if (firstBatch.length === 0) throw notFound(ADMIN_TOASTS.noConversationsToExport);
  await db
    .insert(auditLog)
    .values({
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action: 'conversation.export',
      details: { view },
      createdAt: now,
    });

  const stream = streamCsv({
    columns: CONVERSATION_CSV_COLUMNS,
    firstBatch,
    batchSize: EXPORT_BATCH_SIZE,
    nextBatch: (last) => loadExportBatch(db, view, { timestamp: last.cursorTimestamp, id: last.id }),
    toRecord: toCsvRecord,
    label: `[conversations] export of ${view}`,
  });
  return { fileName: conversationExportFileName(view, calendarDate(now, deps.config.timeZone)), stream };
}

// ---------------------------------------------------------------------------------------------------
// Push subscriptions

/**
 * Keeps an administrator's browser subscription. A browser belongs to whoever subscribed it last: the
 * same endpoint under another administrator is dropped, so one browser never gets two copies.
 */
export async function savePushSubscription(
  deps: ConversationDeps,
  actor: Actor,
  input: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<PushSubscriptionResult> {
  const now = deps.now();
  if (endpointProblem(input.endpoint, deps.config.env === 'test')) throw badRequest(M.pushServiceUnsupported, 'INVALID_INPUT');
  const adminEmail = normalizeEmail(actor.email);
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(adminPushTokens)
      .where(and(eq(adminPushTokens.endpoint, input.endpoint), sql`${adminPushTokens.adminEmail} <> ${adminEmail}`));
    await tx
      .insert(adminPushTokens)
      .values({
        adminEmail,
        userId: actor.userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        platform: 'web',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [adminPushTokens.adminEmail, adminPushTokens.endpoint],
        set: { userId: actor.userId, p256dh: input.keys.p256dh, auth: input.keys.auth, platform: 'web', updatedAt: now },
      });
  });
  return { success: true, message: M.pushSubscribed };
}

/** Forgets the caller's subscription for one browser; forgetting one that is not kept is not an error. */
export async function removePushSubscription(
  deps: ConversationDeps,
  actor: Actor,
  endpoint: string,
): Promise<PushSubscriptionResult> {
  await deps.db
    .delete(adminPushTokens)
    .where(and(eq(adminPushTokens.endpoint, endpoint), eq(adminPushTokens.adminEmail, normalizeEmail(actor.email))));
  return { success: true, message: M.pushUnsubscribed };
}
