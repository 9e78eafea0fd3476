// Refusing a database that a newer version of the product has migrated (issue 38). drizzle's migrator
// applies only the migrations newer than the newest it finds recorded, so an older server would otherwise
// start against a schema it does not know, and fail later on some request or write what the newer one
// cannot read. Small and without the database drivers, so the command-line tools can name its error early.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The generated migrations, beside this file (drizzle's migrator reads them; so does the check below). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A database this version must not run against: a newer version has migrated it. */
export class NewerDatabaseError extends Error {}

/** The newest migration this version carries: its journal's last entry (drizzle records `when` as created_at). */
export function newestKnownMigration(): { tag: string; when: number } {
  return readJournal().reduce((newest, entry) => (entry.when > newest.when ? entry : newest));
}

function readJournal(): Array<{ tag: string; when: number }> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries;
}

/** The newest migration a database records (drizzle's created_at, and its tag when this version knows it),
 * or null when none is recorded: what a backup's manifest keeps (backups/archive.ts). */
export async function readMigrationLevel(
  read: (text: string) => Promise<Array<Record<string, unknown>>>,
): Promise<{ tag: string | null; createdAt: number } | null> {
  const [table] = await read(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return null;
  const [row] = await read(`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  if (row?.newest === null || row?.newest === undefined) return null;
  const createdAt = Number(row.newest);
  return { tag: readJournal().find((entry) => entry.when === createdAt)?.tag ?? null, createdAt };
}

/** Throws NewerDatabaseError when the database records a migration newer than this version's newest. */
export async function refuseNewerDatabase(read: (text: string) => Promise<Array<Record<string, unknown>>>) {
  const [table] = await read(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return;
  const [row] = await read(`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  const newest = Number(row?.newest ?? 0);
  const known = newestKnownMigration();
  if (newest > known.when) {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    throw new NewerDatabaseError(
      `This database was migrated by a newer version of the product (its newest migration is from ${day(newest)}; ` +
        `this version's newest, ${known.tag}, is from ${day(known.when)}). Start the newer version, or restore a ` +
        'backup made with this one. Nothing was changed.',
    );
  }
}
