// An older version refuses a database a newer one has migrated (issue 38), on the embedded database and, under
// `npm run test:pg`, on PostgreSQL: it says so and changes nothing, where it used to start against a schema
// it does not know.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_OPTIONS } from './client';
import { NewerDatabaseError } from './migration-guard';

/** A migration recorded a year after this version's newest: what a newer version would have left. */
const RECORD_NEWER = `insert into drizzle.__drizzle_migrations (hash, created_at)
  select 'from-a-newer-version', max(created_at) + 365::bigint * 86400000 from drizzle.__drizzle_migrations`;
const COUNT = `select count(*)::int as n from drizzle.__drizzle_migrations`;
const REFUSAL = /^This database was migrated by a newer version of the product .* Nothing was changed\.$/;

describe('a database migrated by a newer version', () => {
  it('is refused by this one on the embedded database, which stays as it was', async () => {
    const client = await PGlite.create(PGLITE_OPTIONS);
    try {
      const first = await openDatabase({ kind: 'pglite-instance', client });
      expect(first.engine).toBe('pglite');
      // The same version opening it again is fine.
      await openDatabase({ kind: 'pglite-instance', client });
      await client.query(RECORD_NEWER);
      const before = (await client.query<{ n: number }>(COUNT)).rows[0].n;
      const refused = await openDatabase({ kind: 'pglite-instance', client }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(NewerDatabaseError);
      expect((refused as Error).message).toMatch(REFUSAL);
      expect((await client.query<{ n: number }>(COUNT)).rows[0].n).toBe(before);
    } finally {
      await client.close();
    }
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl)('is refused by this one on PostgreSQL, which stays as it was', async () => {
    const name = `fmc_test_guard_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
      await handle.close();
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await client.query(RECORD_NEWER);
      const before = (await client.query<{ n: number }>(COUNT)).rows[0].n;
      const refused = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(NewerDatabaseError);
      expect((refused as Error).message).toMatch(REFUSAL);
      expect((await client.query<{ n: number }>(COUNT)).rows[0].n).toBe(before);
      await client.end();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
