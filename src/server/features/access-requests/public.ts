// What other server features may use of access requests: the admin home (features/attention) lists the
// oldest requests still waiting for an administrator, as the dashboard's Magic Links badge counts them.
import { sql } from 'drizzle-orm';
import type { WaitingAccessRequest } from '../../../common/contracts/attention';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type WaitingAccessRequests = { total: number; oldest: WaitingAccessRequest[] };

/** The `limit` requests waiting longest (not approved, not signed up), oldest first, and how many wait. */
export async function listWaitingAccessRequests(db: Database, { limit }: { limit: number }): Promise<WaitingAccessRequests> {
  const waiting = sql`status <> 'signed_up' and approved = false`;
  type Row = {
    total: number;
    id: string | null;
    first_name: string | null;
    last_name: string | null;
    email: string;
    created_at: Date | string;
  };
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select counts.total, oldest.id::text as id, oldest.first_name, oldest.last_name, oldest.email, oldest.created_at
      from (select count(*)::int as total from access_requests where ${waiting}) counts
      left join lateral (
        select id, first_name, last_name, email, created_at from access_requests where ${waiting}
        order by created_at asc, id asc limit ${limit}
      ) oldest on true`),
  );
  return {
    total: rows[0]?.total ?? 0,
    oldest: rows
      .filter((row): row is Row & { id: string } => row.id !== null)
      .map((row) => ({
        id: row.id,
        name: [row.first_name, row.last_name].filter(Boolean).join(' ').trim() || null,
        email: row.email,
        requestedAt: new Date(row.created_at).toISOString(),
      })),
  };
}
