// npm run bench:backups — backup and restore of the 100,000-member directory database (issue 38, decision
// 073), on both engines. PostgreSQL: `npm run bench:directory` seeds fmc_bench_directory; db:backup's
// pg_dump (custom format) and db:restore's pg_restore into a new empty database are timed. Embedded: the
// same rows copied into a new PGlite data folder (migrated, then each table's rows with COPY, triggers
// off), then db:backup of that stopped folder (the same snapshot function the running server calls) and
// db:restore into a new folder, timed. Sizes: the database, the backup file.
//   npm run bench:backups                  both engines
//   npm run bench:backups -- --postgres    PostgreSQL only
//   npm run bench:backups -- --embedded    the embedded database only
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { backupStoppedDataDir, restoreEmbedded } from '../src/server/backups/embedded';
import { backupPostgres, restorePostgres } from '../src/server/backups/postgres';
import { openDatabase, PGLITE_OPTIONS } from '../src/server/db/client';
import { databaseUrl, ms, printTable, SERVER_URL, withClient } from './common';

const DB = process.env.BENCH_DIRECTORY_DB ?? 'fmc_bench_directory';
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (millis: number) => `${(millis / 1000).toFixed(1)} s`;

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

async function measurePostgres(rows: Array<Record<string, string | number>>, work: string) {
  const url = databaseUrl(DB);
  const size = await withClient(
    url,
    async (c) => (await c.query('select pg_database_size(current_database())::bigint as n')).rows[0].n,
  );
  const members = await withClient(url, async (c) => (await c.query('select count(*)::int as n from attendees')).rows[0].n);
  const backup = await backupPostgres({ url, backupDir: path.join(work, 'pg-backups'), now: () => new Date() });
  const target = `${DB}_restored`;
  await withClient(SERVER_URL, async (c) => {
    await c.query(`drop database if exists ${target} with (force)`);
    await c.query(`create database ${target}`);
  });
  const started = process.hrtime.bigint();
  await restorePostgres({ url: databaseUrl(target), file: backup.file });
  const restoreMs = ms(started);
  const restoredMembers = await withClient(
    databaseUrl(target),
    async (c) => (await c.query('select count(*)::int as n from attendees')).rows[0].n,
  );
  await withClient(SERVER_URL, (c) => c.query(`drop database if exists ${target} with (force)`));
  rows.push({
    engine: 'PostgreSQL 15 (pg_dump -Fc)',
    members: `${members} → ${restoredMembers}`,
    database: MB(Number(size)),
    backup: MB(backup.bytes),
    'backup time': seconds(backup.milliseconds),
    'restore time': seconds(restoreMs),
  });
}

/** The bench database's rows, table by table, into a new migrated PGlite folder (COPY, triggers off). */
async function copyIntoPglite(dataDir: string): Promise<number> {
  const handle = await openDatabase({ kind: 'pglite-dir', dataDir, lockOwner: 'bench:backups' });
  await handle.close();
  const client = await PGlite.create(path.join(dataDir, 'db'), PGLITE_OPTIONS);
  const url = databaseUrl(DB);
  const tables = await withClient(url, async (c) =>
    (
      await c.query<{ name: string; n: string }>(
        `select format('%I', relname) as name, n_live_tup::text as n from pg_stat_user_tables where schemaname = 'public' order by 1`,
      )
    ).rows.map((row) => row.name),
  );
  const scratch = mkdtempSync(path.join(tmpdir(), 'fmc-copy-'));
  await client.exec(`set session_replication_role = replica`);
  // The migrations' own rows (the one-row settings tables) give way to the bench database's.
  await client.exec(`truncate ${tables.map((table) => `public.${table}`).join(', ')}`);
  for (const table of tables) {
    const file = path.join(scratch, `${table}.copy`);
    const dumped = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-c', `\\copy public.${table} to '${file}'`], {
      encoding: 'utf8',
    });
    if (dumped.status !== 0) throw new Error(dumped.stderr);
    await client.query(`copy public.${table} from '/dev/blob'`, [], { blob: new Blob([readFileSync(file)]) });
    rmSync(file);
  }
  await client.exec(`set session_replication_role = origin; checkpoint`);
  const members = (await client.query<{ n: number }>('select count(*)::int as n from attendees')).rows[0].n;
  await client.close();
  rmSync(scratch, { recursive: true, force: true });
  return members;
}

async function measureEmbedded(rows: Array<Record<string, string | number>>, work: string) {
  const dataDir = path.join(work, 'embedded');
  mkdirSync(dataDir, { recursive: true });
  let started = process.hrtime.bigint();
  const members = await copyIntoPglite(dataDir);
  console.log(`[bench:backups] ${members} members copied into PGlite in ${seconds(ms(started))}`);
  const size = folderBytes(path.join(dataDir, 'db'));
  const wal = folderBytes(path.join(dataDir, 'db', 'pg_wal'));
  const backup = await backupStoppedDataDir(
    { dataDir, uploadsDir: null, backupDir: path.join(work, 'embedded-backups'), now: () => new Date() },
    'bench:backups',
  );
  const target = path.join(work, 'embedded-restored');
  started = process.hrtime.bigint();
  const restored = await restoreEmbedded({
    file: backup.file,
    dataDir: target,
    uploadsDir: path.join(target, 'uploads'),
    replace: false,
    now: () => new Date(),
  });
  const restoreMs = ms(started);
  const check = await PGlite.create(path.join(target, 'db'), PGLITE_OPTIONS);
  const restoredMembers = (await check.query<{ n: number }>('select count(*)::int as n from attendees')).rows[0].n;
  await check.close();
  rows.push({
    engine: `PGlite (${restored.manifest.postgresVersion}, dumpDataDir)`,
    members: `${members} → ${restoredMembers}`,
    database: `${MB(size)} (of which WAL ${MB(wal)})`,
    backup: MB(backup.bytes),
    'backup time': `${seconds(backup.milliseconds)} (database held ${seconds(backup.lockedMilliseconds ?? 0)})`,
    'restore time': `${seconds(restoreMs)} (${restored.tables} tables read through)`,
  });
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'fmc-bench-backups-'));
  const rows: Array<Record<string, string | number>> = [];
  try {
    if (!process.argv.includes('--embedded')) await measurePostgres(rows, work);
    if (!process.argv.includes('--postgres')) await measureEmbedded(rows, work);
    printTable(rows);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
