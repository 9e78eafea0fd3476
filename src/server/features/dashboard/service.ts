import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The dashboard header's counts: pending questions (the red badge, the tab title) and pending requests.
 * Each count is answered from a partial index, so it stays cheap as the tables grow. */
export async function summarizeDashboard(db: Database) {
  const result = await db.execute<{ pending_conversations: number; pending_access_requests: number }>(sql`
    select
      (select count(*)::int from conversations where status = 'pending' and step = 'complete' and archived = false) as pending_conversations,
      (select count(*)::int from access_requests where status <> 'signed_up' and approved = false) as pending_access_requests
  `);
  const row = (result as unknown as { rows: Array<{ pending_conversations: number; pending_access_requests: number }> }).rows[0];
  return { pendingConversations: row.pending_conversations, pendingAccessRequests: row.pending_access_requests };
}
