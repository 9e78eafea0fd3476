// What members do in AI Tools (issue 39 item 2, decision 071): suggest a tool (counted against a daily
// limit; an organiser's goes straight into the library, one Activity row), and say they use one or no longer
// do. A mark is one row of ai_tool_users: inserting it twice does nothing, and the trigger of migration 0036
// keeps the tool's use_count equal to the rows in the same transaction, so parallel calls count once.
import { sql } from 'drizzle-orm';
import {
  AI_TOOL_SUGGESTIONS_PER_DAY,
  AI_TOOL_TEXTS as T,
  type AiToolInput,
  type AiToolSuggested,
  type AiToolUsed,
} from '../../../common/contracts/ai-tools';
import { recordAudit } from '../../audit/record';
import { rowsOf } from '../../db/rows';
import { isUniqueViolation } from '../../http/database-errors';
import { conflict, notFound } from '../../http/errors';
import { consumeRateLimits } from '../../http/rate-limit';
import { topicsFromList } from '../topics/public';
import { isOrganiser } from '../../auth/caller';
import { ownMemberId, type AiToolDeps, type Caller, type Writer } from './deps';

/** The category `id` exists (null: none chosen). */
export async function checkCategory(db: Writer, id: string | null | undefined) {
  if (!id) return null;
  const [row] = rowsOf<{ id: string }>(await db.execute(sql`select id from ai_tool_categories where id = ${id}`));
  if (!row) throw notFound(T.categoryNotFound);
  return row.id;
}

export async function suggestAiTool(deps: AiToolDeps, caller: Caller, input: AiToolInput): Promise<AiToolSuggested> {
  const me = ownMemberId(caller);
  const topics = await topicsFromList(deps.db, input.topics ?? []);
  const categoryId = await checkCategory(deps.db, input.categoryId);
  const now = deps.now();
  const organiser = isOrganiser(caller);
  if (!organiser)
    await consumeRateLimits(
      deps.db,
      [{ key: `ai-tools:${me}`, max: AI_TOOL_SUGGESTIONS_PER_DAY, windowSeconds: 86_400, message: () => T.tooManySuggestions }],
      now,
      deps.config.rateLimit,
    );
  const status = organiser ? 'approved' : 'pending';
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into ai_tools (name, link, purpose, topics, topic_keys, price_band, category_id, status, suggested_by,
            decided_by, decided_at, created_at, updated_at)
          values (${input.name}, ${input.link}, ${input.purpose}, ${sql.param(topics)}::text[],
            ${sql.param(topics.map((t) => t.toLowerCase()))}::text[], ${input.priceBand}, ${categoryId}, ${status}, ${me},
            ${organiser ? caller.userId : null}, ${organiser ? now.toISOString() : null}, ${now.toISOString()}, ${now.toISOString()})
          returning id`),
      );
      if (organiser)
        await recordAudit(tx, {
          actor: caller,
          action: 'ai-tool.add',
          subject: input.name,
          details: { toolId: row.id, title: input.name },
          at: now,
        });
      return { id: row.id, status, message: organiser ? T.added : T.suggested };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(T.duplicate, 'DUPLICATE');
    throw error;
  }
}

/** The caller uses tool `id` (of the library), or no longer does. */
export async function markToolUse(deps: AiToolDeps, caller: Caller, id: string, using: boolean): Promise<AiToolUsed> {
  const me = ownMemberId(caller);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [tool] = rowsOf<{ status: string }>(await tx.execute(sql`select status from ai_tools where id = ${id}`));
    // A tool out of the library is unknown to members; its marks stay, so it comes back with them.
    if (!tool || tool.status !== 'approved') throw notFound(T.toolNotFound);
    if (using)
      await tx.execute(sql`
        insert into ai_tool_users (tool_id, member_id, created_at) values (${id}, ${me}, ${now.toISOString()})
        on conflict do nothing`);
    else await tx.execute(sql`delete from ai_tool_users where tool_id = ${id} and member_id = ${me}`);
    const [row] = rowsOf<{ use_count: number | string; mine: boolean }>(
      await tx.execute(sql`
        select use_count, exists (select 1 from ai_tool_users where tool_id = ${id} and member_id = ${me}) as mine
        from ai_tools where id = ${id}`),
    );
    return { usedByMe: row.mine, useCount: Number(row.use_count) };
  });
}
