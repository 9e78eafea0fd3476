// What members read of AI Tools (issue 39 item 2, decision 071): the library, most used first, searched by
// name and purpose, by topic and category, a page at a time in SQL; each tool with the caller's mark and the
// names of the caller's connections who use it (one more query for the page, never one per tool).
import { sql } from 'drizzle-orm';
import {
  AI_TOOL_CONNECTIONS_NAMED,
  type AiToolCategories,
  type AiToolList,
  type AiToolListQuery,
} from '../../../common/contracts/ai-tools';
import { likePattern } from '../../db/like';
import { memberCondition } from '../../db/members';
import { newestFirst } from '../../db/order';
import { rowsOf } from '../../db/rows';
import { blockedEitherWay } from '../blocks/public';
import { connectedMemberIds } from '../connections/public';
import { toolColumns, toolFields, type AiToolDeps, type Caller, type ToolRow } from './deps';

/** The filters of the members' list, on `ai_tools t`: always the library (approved) only. */
function libraryFilters(query: Pick<AiToolListQuery, 'search' | 'topic' | 'category'>) {
  const search = query.search?.trim();
  return sql`t.status = 'approved'
    ${query.topic ? sql`and t.topic_keys @> array[${query.topic.toLowerCase()}]::text[]` : sql``}
    ${query.category ? sql`and t.category_id = ${query.category}` : sql``}
    ${search ? sql`and (t.name ilike ${likePattern(search)} or t.purpose ilike ${likePattern(search)})` : sql``}`;
}

/** The list's one statement: a range of ai_tools_list_idx (use, then name), filtered, with its category.
 * The order says NULLS LAST as the index does (decision 065: plain DESC could not read it in order). */
export const listStatement = (query: AiToolListQuery) => sql`
  select ${toolColumns}
  from ai_tools t left join ai_tool_categories c on c.id = t.category_id
  where ${libraryFilters(query)}
  order by ${newestFirst(sql`t.use_count`)}, lower(t.name), t.id
  limit ${query.pageSize + 1} offset ${(query.page - 1) * query.pageSize}`;

export async function listAiTools(deps: Pick<AiToolDeps, 'db'>, caller: Caller, query: AiToolListQuery): Promise<AiToolList> {
  const me = caller.attendee?.id ?? null;
  const rows = rowsOf<ToolRow>(await deps.db.execute(listStatement(query)));
  const page = rows.slice(0, query.pageSize);
  const ids = page.map((row) => row.id);
  const [mine, connections, libraryEmpty] = await Promise.all([
    usedByMe(deps, me, ids),
    connectionsUsing(deps, me, ids),
    page.length === 0 ? isLibraryEmpty(deps) : Promise.resolve(false),
  ]);
  return {
    items: page.map((row) => {
      const named = connections.get(row.id) ?? { names: [], count: 0 };
      return {
        ...toolFields(row),
        usedByMe: mine.has(row.id),
        connections: named.names,
        connectionCount: named.count,
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
    libraryEmpty,
  };
}

async function isLibraryEmpty(deps: Pick<AiToolDeps, 'db'>): Promise<boolean> {
  const [row] = rowsOf<{ any: boolean }>(
    await deps.db.execute(sql`select exists (select 1 from ai_tools where status = 'approved') as any`),
  );
  return !row.any;
}

async function usedByMe(deps: Pick<AiToolDeps, 'db'>, me: string | null, ids: string[]): Promise<Set<string>> {
  if (!me || ids.length === 0) return new Set();
  const rows = rowsOf<{ tool_id: string }>(
    await deps.db.execute(
      sql`select tool_id from ai_tool_users where member_id = ${me} and tool_id = any(${sql.param(ids)}::uuid[])`,
    ),
  );
  return new Set(rows.map((row) => row.tool_id));
}

/**
 * For each tool of the page, the caller's connections who use it: up to AI_TOOL_CONNECTIONS_NAMED by name
 * (first name and last name, in name order) and how many in all. Only members (onboarded, neither
 * deactivated nor archived, decision 038), and none either of the two blocked.
 */
async function connectionsUsing(deps: Pick<AiToolDeps, 'db'>, me: string | null, ids: string[]) {
  const found = new Map<string, { names: Array<{ id: string; name: string }>; count: number }>();
  if (!me || ids.length === 0) return found;
  const connected = await connectedMemberIds(deps.db, me);
  if (connected.length === 0) return found;
  const rows = rowsOf<{ tool_id: string; id: string; name: string; rank: number | string; total: number | string }>(
    await deps.db.execute(sql`
      select tool_id, id, name, rank, total from (
        select u.tool_id, a.id, btrim(a.first_name || ' ' || a.last_name) as name,
          row_number() over (partition by u.tool_id order by a.first_name, a.last_name, a.id) as rank,
          count(*) over (partition by u.tool_id) as total
        from ai_tool_users u join attendees a on a.id = u.member_id
        where u.tool_id = any(${sql.param(ids)}::uuid[]) and u.member_id = any(${sql.param(connected)}::uuid[])
          and ${memberCondition('a')} and not ${blockedEitherWay(sql`a.id`, sql`${me}::uuid`)}
      ) named
      where rank <= ${AI_TOOL_CONNECTIONS_NAMED}
      order by tool_id, rank`),
  );
  for (const row of rows) {
    const entry = found.get(row.tool_id) ?? { names: [], count: Number(row.total) };
    entry.names.push({ id: row.id, name: row.name });
    found.set(row.tool_id, entry);
  }
  return found;
}

/** The categories in the organisers' order, each with how many tools of the library it holds. */
export async function listCategories(deps: Pick<AiToolDeps, 'db'>): Promise<AiToolCategories> {
  const rows = rowsOf<{ id: string; name: string; position: number; tools: number }>(
    await deps.db.execute(sql`
      select c.id, c.name, c.position,
        (select count(*)::int from ai_tools t where t.category_id = c.id and t.status = 'approved') as tools
      from ai_tool_categories c
      order by c.position, lower(c.name), c.id`),
  );
  return { items: rows.map((row) => ({ id: row.id, name: row.name, position: Number(row.position), tools: Number(row.tools) })) };
}
