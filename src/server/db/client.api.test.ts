// A PostgreSQL connection that dies while a request holds it (inside a transaction, between two
// statements) must fail that request, not end the process. Needs a PostgreSQL server: runs under
// `npm run test:pg` (TEST_DATABASE_URL; named .api.test so that it runs there), skipped on PGlite; bench/faults.ts covers it end to end.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { allowConsole } from '../../../tests/support/fail-on-console';
import { isDatabaseUnavailable } from '../http/database-errors';
import { createPool } from './client';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('survives a connection terminated inside a transaction, fails that transaction as unavailable, and goes on', async () => {
    allowConsole(/\[db\] connection lost/);
    const pool = createPool(url!, 2);
    try {
      const client = await pool.connect();
      await client.query('begin');
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await admin.end();
      // Without a listener of its own, the connection's 'error' event here would end the process.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const next = await client.query('select 1').then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(next)).toBe(true);
      client.release();
      const again = await pool.query<{ n: number }>('select 1 as n');
      expect(again.rows[0].n).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
