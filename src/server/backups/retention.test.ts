// The nightly backup keeps 7 daily and 4 weekly (decision 073): which files the pruning lets go.
import { describe, expect, it } from 'vitest';
import { chooseBackupsToPrune, nameBackupFile, readBackupTime } from './retention';

const DAY = 24 * 3600_000;
/** Backups at 03:00 UTC each night for `nights` nights ending on Saturday 2026-11-28. */
const nightly = (nights: number, kind: 'zip' | 'dump' = 'zip') =>
  Array.from({ length: nights }, (_, i) => nameBackupFile(new Date(Date.parse('2026-11-28T03:00:00Z') - i * DAY), kind));

describe('backup file names', () => {
  it('are the UTC time, read back to the second', () => {
    const at = new Date('2026-11-28T03:04:05.678Z');
    expect(nameBackupFile(at, 'zip')).toBe('fmc-backup-20261128T030405Z.zip');
    expect(readBackupTime('fmc-backup-20261128T030405Z.dump')).toEqual(new Date('2026-11-28T03:04:05Z'));
    expect(readBackupTime('notes.txt')).toBeNull();
    expect(readBackupTime('.fmc-backup-20261128T030405Z.zip.abc.partial')).toBeNull();
  });
});

describe('what pruning keeps', () => {
  it('keeps everything while there are seven nights or fewer', () => {
    expect(chooseBackupsToPrune(nightly(7))).toEqual([]);
  });

  it('after 60 nights keeps the last 7 nights and the newest of each of the last 4 weeks (counted apart)', () => {
    const names = nightly(60);
    const kept = names.filter((name) => !chooseBackupsToPrune(names).includes(name));
    expect(kept.map((name) => name.slice(11, 19))).toEqual([
      // the last seven days, Saturday 28 back to Sunday 22
      '20261128',
      '20261127',
      '20261126',
      '20261125',
      '20261124',
      '20261123',
      '20261122',
      // the newest of each of the last four weeks (from Monday): Saturday 28 and Sunday 22 are kept as days
      // already, then Sundays 15 and 8
      '20261115',
      '20261108',
    ]);
  });

  it('keeps the newest of a day with several backups (a manual one after the nightly)', () => {
    const names = [...nightly(8), 'fmc-backup-20261128T120000Z.zip'];
    const pruned = chooseBackupsToPrune(names);
    expect(pruned).toContain('fmc-backup-20261128T030000Z.zip');
    expect(pruned).not.toContain('fmc-backup-20261128T120000Z.zip');
  });

  it('counts days that have a backup: a server off for a month keeps its last seven', () => {
    const before = nightly(10).map((name) => name.replace('202611', '202610'));
    const names = [...nightly(1), ...before];
    expect(names.length - chooseBackupsToPrune(names).length).toBeGreaterThanOrEqual(7);
    expect(chooseBackupsToPrune(names)).not.toContain(names[0]);
  });

  it('never touches a file that is not named as a backup', () => {
    expect(chooseBackupsToPrune([...nightly(30), 'keep-me.zip', 'fmc-backup-latest.zip'])).not.toEqual(
      expect.arrayContaining(['keep-me.zip', 'fmc-backup-latest.zip']),
    );
  });

  it('treats pg_dump files like ZIPs', () => {
    expect(chooseBackupsToPrune(nightly(30, 'dump'))).toHaveLength(30 - 7 - 2);
  });
});
