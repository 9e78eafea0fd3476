// The administrators' inbox (spec 7.1): the three lists, answering an entry (the member is emailed),
// archiving and unarchiving. Every change is audited in the transaction that makes it.
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { cutText } from '../../../common/contracts/ask';
import {
  INBOX_MESSAGES as M,
  type AdminConversationPage,
  type AdminConversationView,
  type ConversationActionResult,
  type ConversationExportView,
} from '../../../common/contracts/inbox';
import { normalizeEmail } from '../../../common/names';
import { ROUTES } from '../../../common/routes';
import { changeOf, changesBetween, recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { conversations, users } from '../../db/schema';
import type { Config } from '../../env';
import { conflict, notFound } from '../../http/errors';
import type { LivePublisher } from '../../live/publish';
import { inFaq, isComplete, newestConversationsFirst, toConversation, type Row } from '../ask/public';
import { recordNews, type NewsDeps } from '../notifications/public';
import { conversationReplyEmail } from './emails';

/** `live`: tells the member's open pages of a reply (decision 023); `news`, the member, as they chose
 * (the notification, a push, the reply's email: decision 050). */
export type InboxDeps = { db: Database; config: Config; now: () => Date; live: LivePublisher; news: NewsDeps };
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Spec 7.1's three lists (and 'all', for the export). Literal SQL, so the planner matches each to its partial index. */
export const VIEW_FILTERS: Record<ConversationExportView, SQL> = {
  pending: sql`${conversations.status} = 'pending' and ${conversations.step} = 'complete' and ${conversations.archived} = false`,
  answered: sql`${conversations.status} = 'answered' and ${conversations.step} = 'complete' and ${conversations.archived} = false`,
  archived: sql`${conversations.step} = 'complete' and ${conversations.archived} = true`,
  all: sql`${conversations.step} = 'complete'`,
};

/** The entry's email, else its account's (spec 3), from the same query. */
export const adminColumns = {
  ...getTableColumns(conversations),
  filledEmail: sql<string | null>`coalesce(${conversations.email}, ${users.email})`,
};
export type AdminRow = Row & { filledEmail: string | null };
type InboxRow = AdminRow & { inFaq: boolean };

/** The inbox also says which answered questions are in the FAQ (the export has no use for it). */
function selectForAdmin(db: Database | Transaction) {
  return db
    .select({ ...adminColumns, inFaq })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.userId));
}

const fromAdminRow = ({ filledEmail, ...row }: InboxRow) => toConversation(row, filledEmail);

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
      .orderBy(newestConversationsFirst())
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

async function accountOfEmail(tx: Transaction, email: string): Promise<string | null> {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return account?.id ?? null;
}

/** Replies to an entry (a second answer replaces the first) and emails the member a link to read it. */
export async function answerConversation(
  deps: InboxDeps,
  actor: AuditActor,
  id: string,
  response: string,
): Promise<ConversationActionResult> {
  const now = deps.now();
  const answered = await deps.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, id);
    if (entry.archived) throw conflict(M.answerArchived, 'ARCHIVED');
    const [row] = await tx
      .update(conversations)
      .set({
        adminResponse: response,
        status: 'answered',
        respondedAt: now,
        firstRespondedAt: sql`coalesce(${conversations.firstRespondedAt}, ${now.toISOString()}::timestamptz)`,
        firstResponderEmail: sql`coalesce(${conversations.firstResponderEmail}, ${actor.email})`,
        viewed: false,
      })
      .where(eq(conversations.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'conversation.answer',
      targetEmail: entry.filledEmail,
      changes: changesBetween(
        { status: entry.status, answer: entry.adminResponse },
        { status: row.status, answer: row.adminResponse },
        { status: 'Status', answer: 'Answer' },
      ),
      details: { conversationId: id },
      at: now,
    });
    // The member's open pages hear of it at commit (an entry saved without an account is its email's).
    const recipient = row.userId ?? (entry.filledEmail ? await accountOfEmail(tx, entry.filledEmail) : null);
    if (recipient) await deps.live.publishToMember(tx, recipient, { type: 'reply', conversationId: id });
    const filledEmail = entry.filledEmail;
    // Someone who asked with an email only (no account) still gets the email: the kind's default.
    const news =
      recipient || filledEmail
        ? await recordNews(deps.news, tx, 'team-reply', [
            {
              userId: recipient,
              title: 'The team replied to your question',
              body: row.question ? cutText(row.question, 120) : null,
              link: ROUTES.chat,
              email: filledEmail
                ? () =>
                    conversationReplyEmail(
                      deps.config.brand,
                      filledEmail,
                      row.name,
                      row.question,
                      `${deps.config.publicBaseUrl}${ROUTES.chat}`,
                    )
                : undefined,
            },
          ])
        : null;
    return { row: { ...row, filledEmail, inFaq: entry.inFaq }, news };
  });
  // Sent before answering, so the team learns whether the email left; a failure is logged and the reply stands.
  const delivered = answered.news ? await answered.news.deliver() : null;
  const emailed = !!delivered && delivered.emailed.length > 0;
  return { success: true, message: M.responseSent, emailed, conversation: fromAdminRow(answered.row) };
}

/** An answered entry leaves the answered list for the archive; archiving twice changes nothing. */
export async function archiveConversation(deps: InboxDeps, actor: AuditActor, id: string): Promise<ConversationActionResult> {
  return setArchived(deps, actor, id, true);
}

/** An archived entry returns to its list; unarchiving one that is not archived changes nothing. */
export async function unarchiveConversation(deps: InboxDeps, actor: AuditActor, id: string): Promise<ConversationActionResult> {
  return setArchived(deps, actor, id, false);
}

async function setArchived(deps: InboxDeps, actor: AuditActor, id: string, archived: boolean): Promise<ConversationActionResult> {
  const now = deps.now();
  const entry = await deps.db.transaction(async (tx) => {
    const current = await lockEntry(tx, id);
    if (archived && current.status !== 'answered') throw conflict(M.archiveNeedsAnswer, 'NOT_ANSWERED');
    if (current.archived === archived) return current;
    await tx.update(conversations).set({ archived }).where(eq(conversations.id, id));
    await recordAudit(tx, {
      actor,
      action: archived ? 'conversation.archive' : 'conversation.unarchive',
      targetEmail: current.filledEmail,
      changes: [changeOf('Archived', !archived, archived)],
      details: { conversationId: id },
      at: now,
    });
    return { ...current, archived };
  });
  return { success: true, message: archived ? M.archived : M.unarchived, conversation: fromAdminRow(entry) };
}
