// A migration's test starts from the database as it was before that migration: an embedded database
// migrated with the same files, the journal cut after `lastIdx`. The test fills it with the rows of that
// time, then migrates to the end (`migrateToEnd`) and checks what became of them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, PGLITE_OPTIONS } from '../../src/server/db/client';

export type EarlierDatabase = {
  client: PGlite;
  /** Applies every migration after `lastIdx`, as a start of the newer server does. */
  migrateToEnd(): Promise<void>;
  close(): Promise<void>;
};

export async function openDatabaseMigratedTo(lastIdx: number): Promise<EarlierDatabase> {
  const folder = mkdtempSync(path.join(tmpdir(), 'fmc-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= lastIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  const client = new PGlite(PGLITE_OPTIONS);
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return {
    client,
    migrateToEnd: () => migrate(drizzle(client), { migrationsFolder }),
    close: () => client.close(),
  };
}
