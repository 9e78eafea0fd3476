// pg-boss runs its SQL through `executeSql(text, values)` (its `db` option). This adapts our database to
// it, so the queue lives in the database the app already has: the app's pool on PostgreSQL, the one
// embedded connection on PGlite (decision 021).
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client';

export type SqlResult = { rows: any[] };

export type JobDatabase = {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Statements sent and not yet answered: the scheduler waits for none before the database closes. */
  readonly pending: number;
};

/**
 * pg-boss wraps its schema changes and maintenance in `BEGIN; …; COMMIT;` sent as one text. On PGlite those
 * statements run inside PGlite's own transaction instead: an error between pg-boss's BEGIN and COMMIT would
 * otherwise leave the only connection in an aborted transaction, and every query of the app after it would
 * fail. PGlite's transaction rolls back before any other query may run.
 */
export function withoutTransactionWrapper(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('BEGIN;') && trimmed.endsWith('COMMIT;')) return trimmed.slice('BEGIN;'.length, -'COMMIT;'.length);
  return text;
}

async function executeOnPglite(client: PGlite, text: string, values?: unknown[]): Promise<SqlResult> {
  // With values it is one statement; PGlite's query() prepares it like node-postgres does.
  if (values && values.length > 0) return client.query(text, values as any[]);
  // Without values the text may hold several statements, which only exec() runs; pg-boss reads the rows
  // of single statements only (counts, its version), so the last result is the answer.
  return client.transaction(async (tx) => {
    const results = await tx.exec(withoutTransactionWrapper(text));
    return results.at(-1) ?? { rows: [] };
  });
}

export function jobDatabaseFor(db: Database): JobDatabase {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const execute =
    client instanceof PGlite
      ? (text: string, values?: unknown[]) => executeOnPglite(client, text, values)
      : // node-postgres sends a text without values as a simple query, several statements allowed, on one
        // connection; a connection that fails mid-way is dropped from the pool (pg-pool), not reused.
        (text: string, values?: unknown[]) => client.query(text, values as any[]) as Promise<SqlResult>;
  let pending = 0;
  return {
    async executeSql(text, values) {
      pending++;
      try {
        return await execute(text, values);
      } finally {
        pending--;
      }
    },
    get pending() {
      return pending;
    },
  };
}
