// Which backups to keep (decision 073): the newest of each of the last 7 days that have one, and the newest
// of each of the last 4 weeks that have one (weeks from Monday, UTC), counted apart and kept together, as
// restic's `--keep-daily 7 --keep-weekly 4`. A day or week without a backup (the server was off) is not
// counted, so a server off for a month still keeps its last seven. Only files named as ours are considered.

/** `fmc-backup-20261128T030000Z.zip` (embedded) or `.dump` (pg_dump): the UTC time it was taken. */
export const BACKUP_NAME = /^fmc-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(zip|dump)$/;

export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

/** The file name of a backup taken at `at`. */
export function nameBackupFile(at: Date, kind: 'zip' | 'dump'): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `fmc-backup-${stamp}.${kind}`;
}

/** When a backup file of ours was taken, or null for any other name. */
export function readBackupTime(name: string): Date | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
/** The Monday (UTC) that starts the week of `at`. */
const weekOf = (at: Date) => {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
};

/** Of `names` (a backup folder's files), those the rule above lets go; names that are not ours never are. */
export function chooseBackupsToPrune(names: readonly string[]): string[] {
  const dated = names
    .map((name) => ({ name, at: readBackupTime(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name));
  const keep = new Set<string>();
  const keepNewestPer = (period: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const entry of dated) {
      const key = period(entry.at);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      keep.add(entry.name);
    }
  };
  keepNewestPer(dayOf, KEEP_DAILY);
  keepNewestPer(weekOf, KEEP_WEEKLY);
  return dated.filter((entry) => !keep.has(entry.name)).map((entry) => entry.name);
}
