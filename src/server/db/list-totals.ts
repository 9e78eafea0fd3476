// The admin lists' exact totals, kept in list_totals by the triggers of migration 0006 in the same
// transaction as the rows change (docs/decisions/015): reading them is a primary-key lookup, however
// many rows they count. Only unfiltered lists use them; a search still counts its matches.
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The counters of migration 0006; each is the count of an unfiltered list's WHERE clause. */
export type ListTotalName = 'members_not_archived' | 'members_archived' | 'access_requests_open' | 'access_requests_pending';

/** The named counters in one query. A missing one would mean a broken migration: it throws. */
export async function readListTotals<Name extends ListTotalName>(
  db: Database,
  names: readonly Name[],
): Promise<Record<Name, number>> {
  const result = await db.execute(
    sql`select name, value from list_totals where name in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  const rows = (result as unknown as { rows: Array<{ name: Name; value: string | number }> }).rows;
  const totals = Object.fromEntries(rows.map((row) => [row.name, Number(row.value)])) as Record<Name, number>;
  for (const name of names) if (totals[name] === undefined) throw new Error(`list_totals has no ${name} counter`);
  return totals;
}
