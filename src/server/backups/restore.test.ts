// db:restore on the embedded database refuses what it must not restore (decision 073), with a sentence
// saying why, and leaves the target as it was: a file that is not ours, a damaged one, one made for
// another version, a folder a server holds, a folder that has a database already unless told to replace it.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, PGLITE_OPTIONS } from '../db/client';
import { lockFilePath } from '../db/lock';
import { BackupRefusedError, MANIFEST_ENTRY, type BackupManifest } from './archive';
import { backupEmbedded, restoreEmbedded } from './embedded';

const root = mkdtempSync(path.join(tmpdir(), 'fmc-restore-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let counter = 0;
const newDataDir = () => path.join(root, `data-${++counter}`);

let good: string;
beforeAll(async () => {
  const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  const database = await openDatabase({ kind: 'pglite-instance', client });
  const source = path.join(root, 'source');
  mkdirSync(path.join(source, 'uploads', 'posts'), { recursive: true });
  writeFileSync(path.join(source, 'uploads', 'posts', 'a.jpg'), 'an image');
  writeFileSync(path.join(source, 'secrets.json'), '{"authSecret":"kept"}');
  ({ file: good } = await backupEmbedded({
    client,
    dataDir: source,
    uploadsDir: path.join(source, 'uploads'),
    backupDir: path.join(root, 'backups'),
    now: () => new Date(),
  }));
  await database.close();
});

/** A copy of the good backup with its manifest changed as `change` says. */
function withManifest(change: (manifest: BackupManifest) => void): string {
  const entries = unzipSync(readFileSync(good));
  const manifest = JSON.parse(strFromU8(entries[MANIFEST_ENTRY])) as BackupManifest;
  change(manifest);
  entries[MANIFEST_ENTRY] = strToU8(JSON.stringify(manifest));
  const file = path.join(root, `changed-${++counter}.zip`);
  writeFileSync(file, zipSync(entries, { level: 0 }));
  return file;
}

function writeFile(name: string, bytes: Uint8Array | string): string {
  const file = path.join(root, name);
  writeFileSync(file, bytes);
  return file;
}

async function refusal(file: string, dataDir = newDataDir(), replace = false) {
  const error = await restoreEmbedded({
    file,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    replace,
    now: () => new Date(),
  }).then(
    () => null,
    (caught: unknown) => caught as Error,
  );
  return { error, dataDir };
}

describe('db:restore refuses', () => {
  it('a file that is not a backup of ours, creating nothing', async () => {
    for (const file of [writeFile('notes.txt', 'hello'), writeFile('other.zip', zipSync({ 'readme.txt': strToU8('hi') }))]) {
      const { error, dataDir } = await refusal(file);
      expect(error).toBeInstanceOf(BackupRefusedError);
      expect((error as BackupRefusedError).reason).toBe('foreign');
      expect(error!.message).toMatch(/not a backup made by this product/);
      expect(existsSync(dataDir)).toBe(false);
    }
  });

  it('a damaged file: a changed byte fails its checksum, a cut one cannot be read', async () => {
    const bytes = new Uint8Array(readFileSync(good));
    const flipped = bytes.slice();
    flipped[Math.floor(bytes.length / 2)] ^= 0xff;
    const damaged = await refusal(writeFile('flipped.zip', flipped));
    expect(damaged.error!.message).toMatch(/This backup is damaged: the checksum of database\.tar\.gz does not match/);
    const cut = await refusal(writeFile('cut.zip', bytes.slice(0, bytes.length - 5000)));
    expect((cut.error as BackupRefusedError).reason).toBe('corrupt');
    expect(existsSync(damaged.dataDir) || existsSync(cut.dataDir)).toBe(false);
  });

  it('a backup of a newer version, or of another PostgreSQL major version', async () => {
    const newer = await refusal(
      withManifest((m) => {
        m.migration = { tag: '0099_from_the_future', createdAt: m.migration!.createdAt + 365 * 86_400_000 };
      }),
    );
    expect(newer.error!.message).toMatch(/made by a newer version of the product .*0099_from_the_future/);
    const otherMajor = await refusal(withManifest((m) => (m.postgresMajor = 15)));
    expect(otherMajor.error!.message).toMatch(
      /holds a PostgreSQL 15 database; this version's embedded database is PostgreSQL \d+/,
    );
    expect((otherMajor.error as BackupRefusedError).reason).toBe('incompatible');
  });

  it('a data folder a running server holds', async () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir);
    // A process that is alive: the one that started this test.
    writeFileSync(lockFilePath(dataDir), JSON.stringify({ pid: process.ppid, owner: 'the server' }));
    const { error } = await refusal(good, dataDir);
    expect(error!.message).toMatch(/is in use by the server \(process \d+\)\. Stop it first/);
    expect(readdirSync(dataDir)).toEqual(['db.lock']);
  });

  it(
    'a data folder that has a database, unless told to replace it, which moves the old one aside',
    { timeout: 60_000 },
    async () => {
      const dataDir = newDataDir();
      expect((await refusal(good, dataDir)).error).toBeNull();
      expect(readFileSync(path.join(dataDir, 'uploads', 'posts', 'a.jpg'), 'utf8')).toBe('an image');
      expect(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toBe('{"authSecret":"kept"}');

      const again = await refusal(good, dataDir);
      expect(again.error!.message).toMatch(/already has a database\. Restore into a new DATA_DIR, or add --replace/);

      expect((await refusal(good, dataDir, true)).error).toBeNull();
      const aside = readdirSync(dataDir).filter((name) => name.startsWith('replaced-'));
      expect(aside).toHaveLength(1);
      expect(readdirSync(path.join(dataDir, aside[0])).sort()).toEqual(['db', 'secrets.json', 'uploads']);
      // No staging folder or lock left behind.
      expect(readdirSync(dataDir).sort()).toEqual(['db', aside[0], 'secrets.json', 'uploads'].sort());
    },
  );
});
