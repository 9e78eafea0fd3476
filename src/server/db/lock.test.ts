import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, findDataDirHolder, lockFilePath } from './lock';

const dir = mkdtempSync(path.join(tmpdir(), 'fmc-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the data folder lock', () => {
  it('lets one holder in at a time and names it to the next', () => {
    const lock = acquireDataDirLock(dir, 'the server');
    expect(() => acquireDataDirLock(dir, 'the seed')).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir, 'the seed')).toThrow(/in use by the server \(process \d+\)/);
    lock.release();
    acquireDataDirLock(dir, 'the seed').release();
  });

  it('takes over a lock left by a process that died', () => {
    writeFileSync(lockFilePath(dir), JSON.stringify({ pid: 2 ** 22 + 12345, owner: 'a crashed server' }));
    expect(findDataDirHolder(dir)).toBeUndefined();
    const lock = acquireDataDirLock(dir, 'the server');
    lock.release();
  });

  it("takes over a lock naming this process's own id that this process does not hold (a container's process 1, started again)", () => {
    writeFileSync(lockFilePath(dir), JSON.stringify({ pid: process.pid, owner: 'the server before the crash' }));
    const lock = acquireDataDirLock(dir, 'the server');
    expect(() => acquireDataDirLock(dir, 'the seed')).toThrow(DataDirLockedError);
    lock.release();
  });

  it('takes over an empty lock file (killed between creating and writing it)', () => {
    writeFileSync(lockFilePath(dir), '');
    acquireDataDirLock(dir, 'the server').release();
  });
});
