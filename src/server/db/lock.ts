// An embedded database belongs to one process. The lock file in the data folder names the process that
// holds it, so a second server, the admin command or the seed refuses with a clear message instead of
// corrupting the database.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export type DataDirLock = { release(): void };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; owner: string },
  ) {
    super(
      `The database in ${dataDir} is in use by ${holder.owner} (process ${holder.pid}). ` +
        'Stop it first (Ctrl-C in its terminal), then run this again.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): { pid: number; owner: string } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed.pid === 'number' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, 'db.lock');
}

/** Who holds the data folder right now, if anyone alive does. */
export function findDataDirHolder(dataDir: string): { pid: number; owner: string } | undefined {
  const file = lockFilePath(dataDir);
  if (!existsSync(file)) return undefined;
  const holder = readHolder(file);
  return holder && holder.pid !== process.pid && isProcessAlive(holder.pid) ? holder : undefined;
}

/** Data folders this process holds right now. A lock file naming this process's id but not listed here
 * was left by an earlier process that had the same id: after a kill -9 or a crash, a container starts
 * its server again as process 1, the very id the lock names. */
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string, owner: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, owner }));
      closeSync(fd);
      heldHere.add(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          if (readHolder(file)?.pid === process.pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      const staleSamePid = holder?.pid === process.pid && !heldHere.has(file);
      if (holder && !staleSamePid && isProcessAlive(holder.pid)) throw new DataDirLockedError(dataDir, holder);
      // A stale lock from a process that died (kill -9, power loss): take it over.
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
