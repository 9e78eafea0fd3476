// What AI Tools' operations need from the app, and what they share: who the caller is and a tool's columns
// as members and organisers see them (decision 071).
import { sql } from 'drizzle-orm';
import {
  AI_TOOL_TEXTS as T,
  type AdminAiTool,
  type AiToolPriceBand,
  type AiToolStatus,
} from '../../../common/contracts/ai-tools';
import { allowedLinkOrNull, LINK_RULES } from '../../../common/contracts/links';
import { memberIdOf, type SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Config } from '../../env';
import type { AfterAnswer } from '../../http/after-answer';
import type { NewsDeps } from '../notifications/public';

export type AiToolDeps = {
  db: Database;
  config: Config;
  now: () => Date;
  news: NewsDeps;
  afterAnswer: AfterAnswer;
};

export type Caller = Pick<SignedInCaller, 'kind' | 'attendee' | 'userId' | 'email'>;
export type Writer = Pick<Database, 'execute'>;

/** The caller's member row (403 NO_PROFILE for an account without one). */
export const ownMemberId = (caller: Pick<Caller, 'attendee'>) => memberIdOf(caller, T.noProfile);

export type ToolRow = {
  id: string;
  name: string;
  link: string;
  purpose: string;
  topics: string[];
  price_band: AiToolPriceBand;
  category_id: string | null;
  category_name: string | null;
  use_count: number | string;
};

/** The columns of ToolRow, from `ai_tools t` left-joined to its category `c`. */
export const toolColumns = sql`t.id, t.name, t.link, t.purpose, t.topics, t.price_band, t.category_id, c.name as category_name, t.use_count`;

export const toolFields = (row: ToolRow) => ({
  id: row.id,
  name: row.name,
  // A stored address that no longer passes the rule (written by hand) is shown as none: the card has no link.
  link: allowedLinkOrNull(row.link, LINK_RULES.aiToolLink) ?? '',
  purpose: row.purpose,
  topics: row.topics,
  priceBand: row.price_band,
  category: row.category_id && row.category_name !== null ? { id: row.category_id, name: row.category_name } : null,
  useCount: Number(row.use_count),
});

export type AdminToolRow = ToolRow & {
  status: AiToolStatus;
  suggester_id: string;
  suggester_name: string;
  suggester_email: string;
  suggester_user: string | null;
  suggester_first: string;
  created_at: Date | string;
  decided_at: Date | string | null;
  reason: string | null;
};

export const adminToolColumns = sql`${toolColumns}, t.status, t.created_at, t.decided_at, t.reason,
  s.id as suggester_id, btrim(s.first_name || ' ' || s.last_name) as suggester_name, s.first_name as suggester_first,
  s.email as suggester_email, s.user_id as suggester_user`;

export const adminToolFrom = sql`ai_tools t left join ai_tool_categories c on c.id = t.category_id join attendees s on s.id = t.suggested_by`;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toAdminTool(row: AdminToolRow): AdminAiTool {
  return {
    ...toolFields(row),
    status: row.status,
    suggestedBy: { id: row.suggester_id, name: row.suggester_name },
    suggestedAt: iso(row.created_at),
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    reason: row.reason,
  };
}

/** One tool as the organisers see it (in `tx`, locked when asked), or null. */
export async function readAdminTool(db: Writer, id: string, lock = false): Promise<AdminToolRow | null> {
  const [row] = rowsOf<AdminToolRow>(
    await db.execute(
      sql`select ${adminToolColumns} from ${adminToolFrom} where t.id = ${id} ${lock ? sql`for update of t` : sql``}`,
    ),
  );
  return row ?? null;
}
