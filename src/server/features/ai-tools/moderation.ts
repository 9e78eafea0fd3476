// What organisers do in AI Tools (issue 39 item 2, decision 071): read the suggestions and the library,
// approve or decline a suggestion, edit a tool, remove one from the library. Each is one conditional update
// (two organisers at once: one wins, the other is told), its Activity row and, where the suggester is
// concerned, their news (recorded in the transaction, delivered after it).
import { sql } from 'drizzle-orm';
import {
  AI_TOOL_TEXTS as T,
  type AdminAiToolList,
  type AdminAiToolQuery,
  type AiToolDecision,
  type AiToolInput,
} from '../../../common/contracts/ai-tools';
import { ROUTES } from '../../../common/routes';
import { changesBetween, recordAudit } from '../../audit/record';
import { likePattern } from '../../db/like';
import { newestFirst } from '../../db/order';
import { rowsOf } from '../../db/rows';
import { isUniqueViolation } from '../../http/database-errors';
import { conflict, notFound } from '../../http/errors';
import { recordNews, type RecordedNews } from '../notifications/public';
import { topicsFromList } from '../topics/public';
import {
  adminToolColumns,
  adminToolFrom,
  readAdminTool,
  toAdminTool,
  type AdminToolRow,
  type AiToolDeps,
  type Caller,
  type Writer,
} from './deps';
import { aiToolDecisionEmail } from './emails';
import { checkCategory } from './suggest';
import { PRICE_BAND_LABELS } from '../../../common/contracts/ai-tools-routes';

export async function listAdminAiTools(deps: Pick<AiToolDeps, 'db'>, query: AdminAiToolQuery): Promise<AdminAiToolList> {
  const search = query.search?.trim();
  const where = sql`t.status = ${query.status}
    ${search ? sql`and (t.name ilike ${likePattern(search)} or t.purpose ilike ${likePattern(search)})` : sql``}`;
  // Suggestions are a queue (oldest first); the rest newest decision first.
  const order =
    query.status === 'pending'
      ? sql`t.created_at asc, t.id asc`
      : query.status === 'approved'
        ? sql`${newestFirst(sql`t.use_count`)}, lower(t.name), t.id`
        : newestFirst(sql`t.decided_at`, sql`t.id`);
  const [rows, counts] = await Promise.all([
    deps.db.execute(sql`select ${adminToolColumns} from ${adminToolFrom} where ${where}
      order by ${order} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    deps.db.execute(sql`select (select count(*)::int from ai_tools t where ${where}) as total,
      (select count(*)::int from ai_tools where status = 'pending') as pending`),
  ]);
  const [{ total, pending }] = rowsOf<{ total: number; pending: number }>(counts);
  return {
    items: rowsOf<AdminToolRow>(rows).map(toAdminTool),
    total,
    pending,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Tells the suggester (their bell, and an email as they chose) what the organisers decided. */
async function tellSuggester(deps: AiToolDeps, tx: Writer, row: AdminToolRow, title: string, body: string) {
  const url = `${deps.config.publicBaseUrl}${ROUTES.aiTools}`;
  return recordNews(deps.news, tx as never, 'ai-tool-decision', [
    {
      userId: row.suggester_user,
      title,
      body,
      link: ROUTES.aiTools,
      email: () =>
        aiToolDecisionEmail(deps.config.brand, row.suggester_email, { firstName: row.suggester_first, title, text: body, url }),
    },
  ]);
}

function deliverLater(deps: AiToolDeps, news: RecordedNews | null) {
  if (news) deps.afterAnswer.run('ai tool decision news', () => news.deliver());
}

/** Approves suggestion `id` into the library, or declines it with a reason its suggester reads. */
export async function decideAiTool(deps: AiToolDeps, caller: Caller, id: string, decision: AiToolDecision) {
  const now = deps.now();
  const reason = decision.reason?.trim() || null;
  const approve = decision.decision === 'approve';
  let result;
  try {
    result = await deps.db.transaction(async (tx) => {
      const claimed = rowsOf<{ id: string }>(
        await tx.execute(sql`
          update ai_tools set status = ${approve ? 'approved' : 'declined'}, decided_by = ${caller.userId},
            decided_at = ${now.toISOString()}, reason = ${approve ? null : reason}, updated_at = ${now.toISOString()}
          where id = ${id} and status = 'pending' returning id`),
      );
      const row = await readAdminTool(tx, id);
      if (!row) throw notFound(T.toolNotFound);
      if (claimed.length === 0) throw conflict(T.notPending, 'NOT_PENDING');
      await recordAudit(tx, {
        actor: caller,
        action: approve ? 'ai-tool.approve' : 'ai-tool.decline',
        targetEmail: row.suggester_email,
        subject: row.name,
        reason: approve ? null : reason,
        details: { toolId: id, title: row.name },
        at: now,
      });
      const news = approve
        ? await tellSuggester(deps, tx, row, T.approvedTitle(row.name), T.approvedBody)
        : await tellSuggester(deps, tx, row, T.declinedTitle(row.name), T.declinedBody(reason));
      return { row, news };
    });
  } catch (error) {
    // Approving a suggestion whose name another tool took in the meantime.
    if (isUniqueViolation(error)) throw conflict(T.duplicate, 'DUPLICATE');
    throw error;
  }
  deliverLater(deps, result.news);
  return { message: approve ? T.approved : T.declined, tool: toAdminTool(result.row) };
}

const AUDITED_LABELS = {
  name: 'Name',
  link: 'Address',
  purpose: 'What it is for',
  topics: 'Topics',
  priceBand: 'Price band',
  category: 'Category',
};

const auditedFields = (row: AdminToolRow) => ({
  name: row.name,
  link: row.link,
  purpose: row.purpose,
  topics: row.topics.join(', '),
  priceBand: PRICE_BAND_LABELS[row.price_band],
  category: row.category_name ?? 'None',
});

/** Edits tool `id` (in whatever state), with each changed field in its Activity row. */
export async function updateAiTool(deps: AiToolDeps, caller: Caller, id: string, input: AiToolInput) {
  const now = deps.now();
  const topics = await topicsFromList(deps.db, input.topics ?? []);
  const categoryId = await checkCategory(deps.db, input.categoryId);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const before = await readAdminTool(tx, id, true);
      if (!before) throw notFound(T.toolNotFound);
      await tx.execute(sql`
        update ai_tools set name = ${input.name}, link = ${input.link}, purpose = ${input.purpose},
          topics = ${sql.param(topics)}::text[], topic_keys = ${sql.param(topics.map((t) => t.toLowerCase()))}::text[],
          price_band = ${input.priceBand}, category_id = ${categoryId}, updated_at = ${now.toISOString()}
        where id = ${id}`);
      const after = (await readAdminTool(tx, id))!;
      await recordAudit(tx, {
        actor: caller,
        action: 'ai-tool.update',
        subject: after.name,
        changes: changesBetween(auditedFields(before), auditedFields(after), AUDITED_LABELS),
        details: { toolId: id, title: after.name },
        at: now,
      });
      return after;
    });
    return { message: T.updated, tool: toAdminTool(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(T.duplicate, 'DUPLICATE');
    throw error;
  }
}

/** What removing needs: the moderation queue's 'hide' outcome calls it inside its own transaction. */
export type RemoveDeps = Pick<AiToolDeps, 'now' | 'news' | 'config'> & { db: Writer };

/**
 * Takes tool `id` out of the library in `deps.db` (a transaction), with its Activity row and the suggester's
 * news (returned, for after the commit). Members' marks stay, so a tool put back keeps its count.
 */
export async function removeAiToolIn(deps: RemoveDeps, caller: Caller, id: string, reason: string | null) {
  const removed = await removeAiToolIfListed(deps, caller, id, reason);
  if (!removed) throw conflict(T.notApproved, 'NOT_APPROVED');
  return removed;
}

/** As removeAiToolIn, but a tool already out of the library is left as it is (null): the queue's 'hide'. */
export async function removeAiToolIfListed(deps: RemoveDeps, caller: Caller, id: string, reason: string | null) {
  const now = deps.now();
  const claimed = rowsOf<{ id: string }>(
    await deps.db.execute(sql`
      update ai_tools set status = 'removed', decided_by = ${caller.userId}, decided_at = ${now.toISOString()},
        reason = ${reason}, updated_at = ${now.toISOString()}
      where id = ${id} and status = 'approved' returning id`),
  );
  const row = await readAdminTool(deps.db, id);
  if (!row) throw notFound(T.toolNotFound);
  if (claimed.length === 0) return null;
  await recordAudit(deps.db as never, {
    actor: caller,
    action: 'ai-tool.remove',
    targetEmail: row.suggester_email,
    subject: row.name,
    reason,
    details: { toolId: id, title: row.name },
    at: now,
  });
  const news = await tellSuggester(deps as AiToolDeps, deps.db, row, T.removedTitle(row.name), T.removedBody(reason));
  return { row, news };
}

export async function removeAiTool(deps: AiToolDeps, caller: Caller, id: string, reason: string | undefined) {
  const { row, news } = await deps.db.transaction((tx) =>
    removeAiToolIn({ ...deps, db: tx }, caller, id, reason?.trim() || null),
  );
  deliverLater(deps, news);
  return { message: T.removed, tool: toAdminTool(row) };
}
