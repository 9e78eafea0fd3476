// The audit log is append-only (migration 0014): a test cannot clear it between cases, so it marks where
// the log stood and reads only what was written after the mark.
import { asc } from 'drizzle-orm';
import { auditLog } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

export type AuditRow = typeof auditLog.$inferSelect;

/** Marks the log now; the answer reads the rows written since, oldest first, of `action` (a name or a pattern) when given. */
export async function markAuditLog(t: TestApp): Promise<(action?: string | RegExp) => Promise<AuditRow[]>> {
  const before = new Set((await t.db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id));
  return async (action) => {
    const rows = await t.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
    return rows.filter(
      (row) =>
        !before.has(row.id) &&
        (action === undefined || (typeof action === 'string' ? row.action === action : action.test(row.action))),
    );
  };
}
