// One backup of the embedded database is one ZIP file (decision 073): the data folder as PGlite's
// dumpDataDir read it (a tar, without the WAL a restore does not need, gzipped), the uploads kept on this
// server, the generated secrets, and `manifest.json`, which says what it is (ours, which format), what it
// needs (the PostgreSQL major version, the newest migration it holds) and, for every other entry, its
// size and SHA-256. Entries are stored without compression: the database is gzipped already and uploads
// are mostly images.
import { createHash } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { BackupRefusedError } from './errors';

export { BackupRefusedError };

export const BACKUP_FORMAT = 'fmc-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database.tar.gz';
export const SECRETS_ENTRY = 'secrets.json';
export const UPLOADS_PREFIX = 'uploads/';

/** The newest migration a database has applied: its tag and drizzle's `created_at` (the journal's `when`). */
export type MigrationLevel = { tag: string | null; createdAt: number };

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** When the snapshot was taken (ISO, UTC). */
  createdAt: string;
  engine: 'pglite';
  postgresVersion: string;
  postgresMajor: number;
  /** Null for a database no migration has touched. */
  migration: MigrationLevel | null;
  files: Array<{ path: string; bytes: number; sha256: string }>;
};

export type BackupContents = {
  database: Uint8Array;
  uploads: Array<{ path: string; body: Uint8Array }>;
  secrets: Uint8Array | null;
};

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The ZIP of a snapshot, with its manifest. */
export function packBackup(
  contents: BackupContents,
  facts: Omit<BackupManifest, 'format' | 'formatVersion' | 'files'>,
): Uint8Array {
  const entries: Array<[string, Uint8Array]> = [[DATABASE_ENTRY, contents.database]];
  if (contents.secrets) entries.push([SECRETS_ENTRY, contents.secrets]);
  for (const upload of contents.uploads) entries.push([`${UPLOADS_PREFIX}${upload.path}`, upload.body]);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    ...facts,
    files: entries.map(([path, body]) => ({ path, bytes: body.length, sha256: sha256(body) })),
  };
  const zippable: Zippable = { [MANIFEST_ENTRY]: strToU8(JSON.stringify(manifest, null, 2)) };
  for (const [path, body] of entries) zippable[path] = body;
  return zipSync(zippable, { level: 0 });
}

function readManifest(entries: Record<string, Uint8Array>): BackupManifest {
  const raw = entries[MANIFEST_ENTRY];
  let manifest: Partial<BackupManifest> | undefined;
  try {
    manifest = raw ? (JSON.parse(strFromU8(raw)) as Partial<BackupManifest>) : undefined;
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== BACKUP_FORMAT || !Array.isArray(manifest.files)) {
    throw new BackupRefusedError(
      'foreign',
      'This file is a ZIP but not a backup made by this product (it has no manifest of ours).',
    );
  }
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefusedError(
      'incompatible',
      `This backup is in format ${String(manifest.formatVersion)}; this version reads format ${BACKUP_FORMAT_VERSION}. Restore it with the version that made it.`,
    );
  }
  return manifest as BackupManifest;
}

/**
 * Reads a backup and checks every entry against the manifest (present, same size, same SHA-256), before
 * anything is written anywhere. Throws BackupRefusedError saying what is wrong.
 */
export function unpackBackup(bytes: Uint8Array): { manifest: BackupManifest; contents: BackupContents } {
  const looksLikeZip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch (error) {
    throw looksLikeZip
      ? new BackupRefusedError('corrupt', `This backup is damaged: it cannot be read as a ZIP (${(error as Error).message}).`)
      : new BackupRefusedError('foreign', 'This file is not a backup made by this product (it is not a ZIP).');
  }
  const manifest = readManifest(entries);
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const file of manifest.files) {
    const body = entries[file.path];
    if (!body) throw new BackupRefusedError('corrupt', `This backup is damaged: ${file.path} is missing.`);
    if (body.length !== file.bytes || sha256(body) !== file.sha256) {
      throw new BackupRefusedError(
        'corrupt',
        `This backup is damaged: the checksum of ${file.path} does not match its manifest.`,
      );
    }
  }
  const unlisted = Object.keys(entries).filter((path) => path !== MANIFEST_ENTRY && !listed.has(path) && !path.endsWith('/'));
  if (unlisted.length)
    throw new BackupRefusedError('corrupt', `This backup holds files its manifest does not list: ${unlisted.join(', ')}.`);
  if (!entries[DATABASE_ENTRY] || !listed.has(DATABASE_ENTRY)) {
    throw new BackupRefusedError('corrupt', 'This backup is damaged: it holds no database.');
  }
  return {
    manifest,
    contents: {
      database: entries[DATABASE_ENTRY],
      secrets: listed.has(SECRETS_ENTRY) ? entries[SECRETS_ENTRY] : null,
      uploads: manifest.files
        .filter((file) => file.path.startsWith(UPLOADS_PREFIX))
        .map((file) => ({ path: file.path.slice(UPLOADS_PREFIX.length), body: entries[file.path] })),
    },
  };
}

/** Refuses a backup this version cannot run: another PostgreSQL major version, or migrations newer than ours. */
export function checkBackupCompatible(
  manifest: BackupManifest,
  here: { postgresMajor: number; newestMigration: MigrationLevel },
) {
  if (manifest.postgresMajor !== here.postgresMajor) {
    throw new BackupRefusedError(
      'incompatible',
      `This backup holds a PostgreSQL ${manifest.postgresMajor} database; this version's embedded database is PostgreSQL ${here.postgresMajor}. ` +
        'Restore it with the version that made it, then move the data with pg_dump.',
    );
  }
  if (manifest.migration && manifest.migration.createdAt > here.newestMigration.createdAt) {
    throw new BackupRefusedError(
      'incompatible',
      `This backup was made by a newer version of the product (its newest migration is ${manifest.migration.tag ?? 'unknown'}; ` +
        `this version's newest is ${here.newestMigration.tag}). Restore it with that version or a newer one.`,
    );
  }
}
