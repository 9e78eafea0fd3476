// Backup and restore of the embedded database (decision 073). The snapshot is PGlite's dumpDataDir, taken
// inside a transaction of PGlite's own, so no statement of the app runs and no transaction of the app is
// open while the files are read: the copy is the database at one instant, between two transactions.
import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from '../db/client';
import { acquireDataDirLock, DataDirLockedError, findDataDirHolder } from '../db/lock';
import { newestKnownMigration, readMigrationLevel } from '../db/migration-guard';
import { resolveInside } from '../storage/local';
import {
  BackupRefusedError,
  checkBackupCompatible,
  packBackup,
  unpackBackup,
  type BackupManifest,
  type BackupContents,
} from './archive';
import { readFolderFiles, writeBackupFile } from './files';
import { nameBackupFile } from './retention';
import { dropUnneededWal } from './tar';

const gzipAsync = promisify(gzip);

export type EmbeddedBackupSource = {
  client: PGlite;
  /** The data folder: its generated secrets (secrets.json) go into the backup. */
  dataDir: string;
  /** The local uploads folder, or null when uploads are in a bucket. */
  uploadsDir: string | null;
  backupDir: string;
  now: () => Date;
};

export type BackupResult = {
  file: string;
  bytes: number;
  milliseconds: number;
  /** Embedded database: how long the database was held (no query of the app ran meanwhile). */
  lockedMilliseconds?: number;
};

/** PostgreSQL's version and major version, as the database reports them. */
async function readPostgresVersion(client: PGlite): Promise<{ postgresVersion: string; postgresMajor: number }> {
  const { rows } = await client.query<{ version: string; num: string }>(
    `select current_setting('server_version') as version, current_setting('server_version_num') as num`,
  );
  return { postgresVersion: rows[0].version, postgresMajor: Math.floor(Number(rows[0].num) / 10000) };
}

const readRows = (client: PGlite | { query: PGlite['query'] }) => async (text: string) =>
  (await client.query<Record<string, unknown>>(text)).rows;

/**
 * The database and the uploads at one instant: a checkpoint, then the data folder and the upload files read
 * while PGlite's transaction lock is held (every query and transaction of the app waits for it). Local
 * uploads are written before the row that names them, so every file a row of the snapshot names is there.
 */
async function snapshot(source: EmbeddedBackupSource) {
  let lockedAt = 0;
  const taken = await source.client.transaction(async (tx) => {
    lockedAt = Date.now();
    await tx.exec('checkpoint');
    const migration = await readMigrationLevel(readRows(tx));
    // The WAL a restore replays: from the checkpoint's redo segment to the one being written (tar.ts).
    const [wal] = await readRows(tx)(
      `select (select redo_wal_file from pg_control_checkpoint()) as first, pg_walfile_name(pg_current_wal_lsn()) as last`,
    );
    // The folder as a plain tar, read whole while the lock is held; compressed after, without the lock.
    const tar = new Uint8Array(await (await source.client.dumpDataDir('none')).arrayBuffer());
    const uploads = source.uploadsDir ? await readFolderFiles(source.uploadsDir) : [];
    return { tar, wal: wal as { first: string; last: string }, uploads, migration, createdAt: source.now() };
  });
  const lockedMilliseconds = Date.now() - lockedAt;
  const { tar, wal, ...rest } = taken;
  const database = new Uint8Array(await gzipAsync(dropUnneededWal(tar, wal)));
  return { ...rest, database, lockedMilliseconds };
}

/** Takes a backup into `backupDir`. Old ones are pruned by the nightly job only (backups.ts). */
export async function backupEmbedded(source: EmbeddedBackupSource): Promise<BackupResult> {
  const started = Date.now();
  const version = await readPostgresVersion(source.client);
  const taken = await snapshot(source);
  const secretsFile = path.join(source.dataDir, 'secrets.json');
  const secrets = existsSync(secretsFile) ? await readFile(secretsFile) : null;
  const archive = packBackup(
    { database: taken.database, uploads: taken.uploads, secrets },
    { createdAt: taken.createdAt.toISOString(), engine: 'pglite', ...version, migration: taken.migration },
  );
  const file = await writeBackupFile(source.backupDir, nameBackupFile(taken.createdAt, 'zip'), archive);
  return { file, bytes: archive.length, milliseconds: Date.now() - started, lockedMilliseconds: taken.lockedMilliseconds };
}

/** A backup of a data folder no server holds: opened (not migrated) under its lock, backed up, closed. */
export async function backupStoppedDataDir(options: Omit<EmbeddedBackupSource, 'client'>, owner: string): Promise<BackupResult> {
  const dbDir = path.join(options.dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new BackupRefusedError('foreign', `There is no database in ${options.dataDir} to back up.`);
  }
  const lock = acquireDataDirLock(options.dataDir, owner);
  try {
    const client = await PGlite.create(dbDir, PGLITE_OPTIONS);
    try {
      return await backupEmbedded({ ...options, client });
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

export type RestoreOptions = {
  file: string;
  dataDir: string;
  /** Where local uploads go: STORAGE_DIR, by default DATA_DIR/uploads. */
  uploadsDir: string;
  /** A data folder that has a database already: move it aside (to DATA_DIR/replaced-<time>/) and restore. */
  replace: boolean;
  now: () => Date;
};

export type RestoreResult = { manifest: BackupManifest; tables: number; uploads: number; movedAside: string | null };

/**
 * Loads the snapshot into `dbDir`, then reads every table through (a damaged page fails here, not in
 * production) and checks it is the PostgreSQL major version and migration level the manifest says. A
 * snapshot of another major version does not start at all.
 */
async function loadAndVerify(dbDir: string, contents: BackupContents, manifest: BackupManifest): Promise<number> {
  let client: PGlite;
  try {
    // Decompressed here: PGlite reads a Blob without a .tar.gz name as a plain tar.
    const tar = gunzipSync(contents.database);
    client = await PGlite.create(dbDir, { ...PGLITE_OPTIONS, loadDataDir: new Blob([tar as Uint8Array<ArrayBuffer>]) });
  } catch (error) {
    throw new BackupRefusedError(
      'incompatible',
      `This backup's database does not start with this version's embedded PostgreSQL (the backup says PostgreSQL ${manifest.postgresMajor}): ${(error as Error).message}`,
    );
  }
  try {
    const { postgresMajor } = await readPostgresVersion(client);
    checkBackupCompatible(manifest, {
      postgresMajor,
      newestMigration: { tag: newestKnownMigration().tag, createdAt: newestKnownMigration().when },
    });
    const level = await readMigrationLevel(readRows(client));
    if ((level?.createdAt ?? null) !== (manifest.migration?.createdAt ?? null)) {
      throw new BackupRefusedError(
        'corrupt',
        'This backup is damaged: its database does not hold the migrations its manifest lists.',
      );
    }
    const { rows } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    for (const { name } of rows) await client.query(`select count(*) from ${name}`);
    return rows.length;
  } finally {
    await client.close();
  }
}

/** Moves `from` to `to`, copying when they are on different disks (STORAGE_DIR elsewhere). */
async function moveInto(from: string, to: string) {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false });
    await rm(from, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into a data folder no server holds (decision 073): the file is checked whole (ours,
 * undamaged, compatible) and restored into a folder beside the target, opened and read through, and only
 * then renamed into place. Anything refused or failing before the renames leaves the target as it was.
 */
export async function restoreEmbedded(options: RestoreOptions): Promise<RestoreResult> {
  const { dataDir, uploadsDir } = options;
  const holder = findDataDirHolder(dataDir);
  if (holder) throw new DataDirLockedError(dataDir, holder);
  const { manifest, contents } = unpackBackup(new Uint8Array(await readFile(options.file)));
  // Refused before anything is written when the manifest alone says so; the database is checked once loaded.
  checkBackupCompatible(manifest, {
    postgresMajor: manifest.postgresMajor,
    newestMigration: { tag: newestKnownMigration().tag, createdAt: newestKnownMigration().when },
  });
  const dbDir = path.join(dataDir, 'db');
  const hasDatabase = existsSync(path.join(dbDir, 'PG_VERSION'));
  if (hasDatabase && !options.replace) {
    throw new BackupRefusedError(
      'incompatible',
      `${dataDir} already has a database. Restore into a new DATA_DIR, or add --replace to move the current one aside first.`,
    );
  }

  // Held until the end: a server started meanwhile refuses the folder.
  const lock = acquireDataDirLock(dataDir, 'the db:restore command');
  await chmod(dataDir, 0o700);
  const staging = path.join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(staging, { mode: 0o700 });
    const stagedDb = path.join(staging, 'db');
    await mkdir(stagedDb, { mode: 0o700 });
    const tables = await loadAndVerify(stagedDb, contents, manifest);
    await chmod(stagedDb, 0o700);

    const stagedUploads = path.join(staging, 'uploads');
    await mkdir(stagedUploads, { recursive: true });
    for (const upload of contents.uploads) {
      const target = resolveInside(stagedUploads, upload.path);
      if (!target)
        throw new BackupRefusedError('corrupt', `This backup names an upload outside the uploads folder: ${upload.path}.`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, upload.body, { flag: 'wx' });
    }
    const stagedSecrets = path.join(staging, 'secrets.json');
    if (contents.secrets) await writeFile(stagedSecrets, contents.secrets, { mode: 0o600 });

    // Checked: now into place. What was there goes aside, never deleted.
    let movedAside: string | null = null;
    const secretsFile = path.join(dataDir, 'secrets.json');
    const current = [dbDir, uploadsDir, ...(contents.secrets ? [secretsFile] : [])].filter((p) => existsSync(p));
    if (current.length) {
      movedAside = path.join(
        dataDir,
        `replaced-${options
          .now()
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}Z$/, 'Z')}`,
      );
      await mkdir(movedAside, { mode: 0o700 });
      for (const existing of current) await moveInto(existing, path.join(movedAside, path.basename(existing)));
    }
    await moveInto(stagedUploads, uploadsDir);
    if (contents.secrets) await rename(stagedSecrets, secretsFile);
    await rename(stagedDb, dbDir);
    return { manifest, tables, uploads: contents.uploads.length, movedAside };
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}
