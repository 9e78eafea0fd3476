// The administrators' CSV export of an inbox view, streamed from the database batch by batch.
import { and, eq, sql } from 'drizzle-orm';
import { displayedAnswer } from '../../../common/contracts/ask';
import {
  CONVERSATION_CSV_COLUMNS,
  conversationExportFileName,
  INBOX_TOASTS,
  type ConversationExportView,
} from '../../../common/contracts/inbox';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { conversations, users } from '../../db/schema';
import { calendarDate, streamCsv } from '../../http/csv';
import { notFound } from '../../http/errors';
import { newestConversationsFirst } from '../ask/public';
import { adminColumns, VIEW_FILTERS, type AdminRow, type InboxDeps } from './inbox';

const EXPORT_BATCH_SIZE = 500;
type ExportCursor = { timestamp: string; id: string };
type ExportRow = AdminRow & { cursorTimestamp: string };

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
    .orderBy(newestConversationsFirst())
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
export async function exportConversationsCsv(deps: InboxDeps, actor: AuditActor, view: ConversationExportView) {
  const { db } = deps;
  const now = deps.now();
  const firstBatch = await loadExportBatch(db, view, null);
  if (firstBatch.length === 0) throw notFound(INBOX_TOASTS.noConversationsToExport);
  await recordAudit(db, { actor, action: 'conversation.export', details: { view }, at: now });

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
