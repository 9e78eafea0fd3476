// What the moderation queue (features/message-reports) needs to take a report on an AI tool (decision 071):
// a tool of the library (else the same 404 as marking it), and who suggested it, so a member cannot report
// their own. Nothing here names the suggester to the caller.
import { sql } from 'drizzle-orm';
import { AI_TOOL_TEXTS as T } from '../../../common/contracts/ai-tools';
import { rowsOf } from '../../db/rows';
import { notFound } from '../../http/errors';
import { ownMemberId, type Caller, type Writer } from './deps';

export async function findReportableTool(db: Writer, caller: Pick<Caller, 'attendee'>, id: string) {
  const me = ownMemberId(caller);
  const [row] = rowsOf<{ id: string; suggested_by: string }>(
    await db.execute(sql`select id, suggested_by from ai_tools where id = ${id} and status = 'approved'`),
  );
  if (!row) throw notFound(T.toolNotFound);
  return { me, toolId: row.id, authorId: row.suggested_by };
}
