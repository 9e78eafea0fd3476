// Backups proven by restoring them (issue 38, decision 073), on the embedded database and, under
// `npm run test:pg`, on PostgreSQL: a database with rows in every table is backed up, restored elsewhere,
// and every table's rows (and on the embedded database every upload) compared; and a backup taken while
// writes go on restores to one instant, its invariants whole.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, fillEmptyTables, type RunSql } from '../../../tests/support/fill-every-table';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { PGLITE_OPTIONS } from '../db/client';
import { seedDemoData } from '../db/seed/demo-data';
import { createLocalStorage } from '../storage/local';
import { unpackBackup } from './archive';
import { registerNightlyBackup } from './backups';
import { backupEmbedded, restoreEmbedded } from './embedded';
import { backupPostgres, restorePostgres } from './postgres';
import { nameBackupFile } from './retention';
import { createScheduler } from '../jobs/scheduler';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const folders: string[] = [];
const newFolder = (prefix: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), `fmc-backup-${prefix}-`));
  folders.push(folder);
  return folder;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
/** PostgreSQL databases restored into, dropped when the file ends. */
const databases: string[] = [];
afterAll(async () => {
  await t.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  if (databases.length) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

/** Every table outside PostgreSQL's own schemas: its row count and a digest of all its rows. */
async function digestTables(run: RunSql): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = await run(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const digests: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables) {
    const [row] = await run(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as d from ${name} t`,
    );
    digests[name] = { rows: row.n, digest: row.d };
  }
  return digests;
}

const runOnPglite =
  (client: PGlite): RunSql =>
  async (text, values) =>
    (await client.query<Record<string, any>>(text, values as any[])).rows;

function runOnPostgres(url: string): RunSql & { end(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  return Object.assign(async (text: string, values?: unknown[]) => (await pool.query(text, values as any[])).rows, {
    end: () => pool.end(),
  });
}

/** The app's own database: its PGlite, or its PostgreSQL URL. */
const appClient = () => (t.db as unknown as { $client: PGlite | pg.Pool }).$client;
const appUrl = () => ((appClient() as pg.Pool).options as { connectionString: string }).connectionString;
const appRun: () => RunSql = () =>
  onPostgres
    ? async (text, values) => (await (appClient() as pg.Pool).query(text, values as any[])).rows
    : runOnPglite(appClient() as PGlite);

/** A new empty PostgreSQL database beside the test's, dropped when the file ends. */
async function newPostgresDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `fmc_test_restore_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
function checksumFolder(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const sums: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      sums[path.relative(dir, path.join(entry.parentPath, entry.name))] = sha(path.join(entry.parentPath, entry.name));
  }
  return sums;
}

/** Takes a backup of the test's database and restores it into a new place; answers a reader of the copy. */
async function backUpAndRestore(): Promise<{ run: RunSql; close(): Promise<void>; uploadsDir: string | null; file: string }> {
  const backupDir = newFolder('files');
  if (onPostgres) {
    const backup = await backupPostgres({ url: appUrl(), backupDir, now: () => new Date() });
    const target = await newPostgresDatabase();
    await restorePostgres({ url: target, file: backup.file });
    const run = runOnPostgres(target);
    return { run, close: () => run.end(), uploadsDir: null, file: backup.file };
  }
  const backup = await backupEmbedded({
    client: appClient() as PGlite,
    dataDir: t.config.dataDir,
    uploadsDir: t.config.storage.driver === 'local' ? t.config.storage.dir : null,
    backupDir,
    now: () => new Date(),
  });
  const dataDir = path.join(newFolder('restored'), 'data');
  const uploadsDir = path.join(dataDir, 'uploads');
  await restoreEmbedded({ file: backup.file, dataDir, uploadsDir, replace: false, now: () => new Date() });
  const client = await PGlite.create(path.join(dataDir, 'db'), PGLITE_OPTIONS);
  return { run: runOnPglite(client), close: () => client.close(), uploadsDir, file: backup.file };
}

describe('a backup restored elsewhere', () => {
  it('holds every table of a populated database, row for row, and every upload', { timeout: 120_000 }, async () => {
    // Realistic content, then a row in each table the demo leaves empty, the job queue's tables, and uploads.
    await seedDemoData({ db: t.db, auth: t.auth }, { force: false, now: new Date() });
    expect(await fillEmptyTables(appRun())).toEqual({});
    await t.jobs.start({ poll: false });
    const storage = createLocalStorage(t.config.storage.driver === 'local' ? t.config.storage.dir : '');
    for (const folder of ['spotlight', 'posts']) {
      await storage.put({ folder, name: `${folder}-1.jpg`, body: randomBytes(50_000), contentType: 'image/jpeg' });
    }
    const counts = await countRows(appRun());
    expect(counts.size).toBeGreaterThan(50);
    expect([...counts].filter(([, rows]) => rows === 0).map(([name]) => name)).toEqual([]);
    const before = await digestTables(appRun());

    const restored = await backUpAndRestore();
    try {
      expect(await digestTables(restored.run)).toEqual(before);
    } finally {
      await restored.close();
    }
    if (restored.uploadsDir && t.config.storage.driver === 'local') {
      const uploads = checksumFolder(t.config.storage.dir);
      expect(Object.keys(uploads)).toHaveLength(2);
      expect(checksumFolder(restored.uploadsDir)).toEqual(uploads);
    }
    // Owner-only, named by its UTC time.
    expect(statSync(restored.file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(restored.file)).mode & 0o777).toBe(0o700);
    expect(path.basename(restored.file)).toMatch(/^fmc-backup-\d{8}T\d{6}Z\.(zip|dump)$/);
    if (!onPostgres) {
      const { manifest } = unpackBackup(new Uint8Array(readFileSync(restored.file)));
      expect(manifest).toMatchObject({ format: 'fmc-backup', engine: 'pglite', postgresMajor: expect.any(Number) });
      expect(manifest.migration?.tag).toMatch(/^\d{4}_/);
      expect(manifest.files.every((file) => /^[0-9a-f]{64}$/.test(file.sha256))).toBe(true);
    }
  });

  it('taken while writes go on, restores one instant: every transaction whole or absent', { timeout: 60_000 }, async () => {
    // Each write is one transaction over three tables: a parent, its child, and a running total of both.
    await t.db.execute(sql`create table backup_probe_parent (id serial primary key)`);
    await t.db.execute(
      sql`create table backup_probe_child (id serial primary key, parent_id int not null references backup_probe_parent)`,
    );
    await t.db.execute(sql`create table backup_probe_total (n int not null)`);
    await t.db.execute(sql`insert into backup_probe_total values (0)`);
    const write = () =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into backup_probe_parent default values`);
        await tx.execute(sql`insert into backup_probe_child (parent_id) select max(id) from backup_probe_parent`);
        await tx.execute(sql`update backup_probe_total set n = n + 1`);
      });
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await write();
        written++;
        // On PostgreSQL the writes come from the pool while pg_dump reads; on PGlite they queue with the snapshot.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (written < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const restored = await backUpAndRestore().finally(() => (writing = false));
    await writer;
    try {
      const [probe] = await restored.run(
        `select (select count(*)::int from backup_probe_parent) as parents, (select count(*)::int from backup_probe_child) as children,
                (select n from backup_probe_total) as total,
                (select count(*)::int from backup_probe_child c left join backup_probe_parent p on p.id = c.parent_id where p.id is null) as orphans`,
      );
      expect(probe.orphans).toBe(0);
      expect(probe.parents).toBe(probe.total);
      expect(probe.children).toBe(probe.total);
      // Writes went on before and after the instant it holds.
      expect(probe.total).toBeGreaterThanOrEqual(20);
      expect(probe.total).toBeLessThan(written);
    } finally {
      await restored.close();
    }
  });
});

describe('the nightly backup', () => {
  it('runs from the job queue at 03:00, then prunes the folder to 7 daily and 4 weekly', { timeout: 60_000 }, async () => {
    const backupDir = newFolder('nightly');
    const config = { ...t.config, backups: { dir: backupDir }, databaseUrl: onPostgres ? appUrl() : undefined };
    // Sixty nights of older backups (empty files: pruning reads only their names), and one that is not ours.
    mkdirSync(backupDir, { recursive: true });
    const night = Date.parse('2031-05-31T03:00:00Z');
    for (let i = 0; i < 60; i++) writeFileSync(path.join(backupDir, nameBackupFile(new Date(night - i * 86_400_000), 'zip')), '');
    writeFileSync(path.join(backupDir, 'keep-me.txt'), '');
    let now = new Date('2031-05-31T12:00:00Z');
    const jobs = createScheduler({ db: t.db, now: () => now });
    registerNightlyBackup(jobs, { config, database: t.database, now: () => now, timeZone: () => 'UTC' });
    await jobs.start({ poll: false });
    try {
      expect(await jobs.runDue()).toBe(0);
      now = new Date('2031-06-01T03:00:05Z');
      expect(await jobs.runDue()).toBe(1);
      const names = readdirSync(backupDir).sort();
      const taken = names.filter((name) => name.startsWith('fmc-backup-20310601T0300'));
      expect(taken).toHaveLength(1);
      expect(statSync(path.join(backupDir, taken[0])).size).toBeGreaterThan(1000);
      // The new night (a Sunday, so its week's newest too), the six before it, and the newest of each of
      // the three weeks before: Sundays 25, 18 and 11 May.
      expect(names.filter((name) => name.startsWith('fmc-backup-')).map((name) => name.slice(11, 19))).toEqual([
        '20310511',
        '20310518',
        '20310525',
        '20310526',
        '20310527',
        '20310528',
        '20310529',
        '20310530',
        '20310531',
        '20310601',
      ]);
      expect(names).toContain('keep-me.txt');
    } finally {
      await jobs.stop();
    }
  });
});
