// Backup files on disk: written owner-only (folder 0700, file 0600) under a temporary name and renamed
// into place, so a half-written file never carries a backup's name; listed and pruned by name.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chooseBackupsToPrune } from './retention';

/** Creates the backup folder owner-only (and makes an existing one so). */
export async function prepareBackupDir(backupDir: string): Promise<void> {
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  await chmod(backupDir, 0o700);
}

/** Writes `bytes` as `backupDir/name`, owner-only, whole or not at all. Answers the file's path. */
export async function writeBackupFile(backupDir: string, name: string, bytes: Uint8Array): Promise<string> {
  await prepareBackupDir(backupDir);
  const file = path.join(backupDir, name);
  const partial = path.join(backupDir, `.${name}.${randomBytes(6).toString('hex')}.partial`);
  try {
    await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return file;
}

/** Deletes the backups the retention rule lets go (retention.ts); answers their names. */
export async function pruneBackups(backupDir: string): Promise<string[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  const pruned = chooseBackupsToPrune(names);
  for (const name of pruned) await rm(path.join(backupDir, name), { force: true });
  return pruned;
}

/** Every file under `dir` (relative paths with '/'), skipping hidden ones (a local upload being written is
 * `.<name>.<random>.tmp`). An absent folder has none. */
export async function readFolderFiles(dir: string): Promise<Array<{ path: string; body: Uint8Array }>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Array<{ path: string; body: Uint8Array }> = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full).split(path.sep).join('/');
    if (relative.split('/').some((segment) => segment.startsWith('.'))) continue;
    files.push({ path: relative, body: await readFile(full) });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
