// Backups as the server runs them (decision 073): one function that takes a backup of whichever database
// this server has, the nightly job that calls it through the job queue (one run across every instance,
// decision 021), and, on the embedded database, the loopback channel `npm run db:backup` asks through.
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/client';
import type { Config } from '../env';
import { dailyAt } from '../jobs/recurrence';
import { componentLog } from '../log/logger';
import type { Scheduler } from '../jobs/scheduler';
import { startBackupControl, type BackupControl } from './control';
import { backupEmbedded, type BackupResult } from './embedded';
import { pruneBackups } from './files';
import { PostgresToolError } from './errors';
import { backupPostgres } from './postgres';

const log = componentLog('backups');

export const NIGHTLY_BACKUP_JOB = 'backups.nightly';
/** When the nightly backup runs, by the community's clock: a quiet hour. */
export const NIGHTLY_BACKUP_TIME = { hour: 3, minute: 0 };

type BackupDeps = { config: Config; database: DatabaseHandle; now: () => Date };

/** The embedded database's PGlite, or null on PostgreSQL. */
function pgliteOf(database: DatabaseHandle): PGlite | null {
  const client = (database.db as unknown as { $client: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/** Takes a backup of this server's database into the backup folder. */
export async function takeBackup({ config, database, now }: BackupDeps): Promise<BackupResult> {
  const client = pgliteOf(database);
  if (config.databaseUrl || !client) {
    if (!config.databaseUrl) throw new Error('[backups] no database to back up');
    return backupPostgres({ url: config.databaseUrl, backupDir: config.backups.dir, now });
  }
  return backupEmbedded({
    client,
    dataDir: config.dataDir,
    uploadsDir: config.storage.driver === 'local' ? config.storage.dir : null,
    backupDir: config.backups.dir,
    now,
  });
}

const describe = (result: BackupResult) =>
  `${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${(result.milliseconds / 1000).toFixed(1)} s` +
  `${result.lockedMilliseconds === undefined ? '' : `, the database held ${(result.lockedMilliseconds / 1000).toFixed(1)} s`})`;

/**
 * The nightly backup, a recurring job: whichever instance takes it runs it, once per night. Then the folder
 * is pruned to 7 daily and 4 weekly (retention.ts), counting the backups taken by hand too; a backup taken
 * by hand is never pruned by the command that took it, so one made before an upgrade is there after it.
 */
export function registerNightlyBackup(jobs: Scheduler, deps: BackupDeps & { timeZone: () => string }) {
  return jobs.register<Record<string, never>>({
    name: NIGHTLY_BACKUP_JOB,
    every: dailyAt(NIGHTLY_BACKUP_TIME, deps.timeZone),
    // A failed backup is tried again twice, an hour apart at first; the next night's runs regardless.
    retryLimit: 2,
    retryDelaySeconds: 3600,
    expireInSeconds: 3600,
    run: async () => {
      try {
        const result = await takeBackup(deps);
        const pruned = await pruneBackups(deps.config.backups.dir);
        log.info(
          `nightly backup written: ${describe(result)}${pruned.length ? `; older ones removed: ${pruned.join(', ')}` : ''}`,
        );
      } catch (error) {
        // Without pg_dump on this machine, nothing a retry would mend: said once a night, not retried.
        if (error instanceof PostgresToolError && /not installed/.test(error.message)) {
          log.warn(`no nightly backup: ${error.message} Rely on your provider's backups, or install it.`);
          return;
        }
        throw error;
      }
    },
  });
}

/**
 * What the server does for backups (index.ts): registers the nightly job (before the scheduler starts) and,
 * on the embedded database, opens the loopback channel for `npm run db:backup`. close() before the database.
 */
export async function startBackups(
  deps: BackupDeps & { jobs: Scheduler; timeZone: () => string },
): Promise<{ close(): Promise<void> }> {
  registerNightlyBackup(deps.jobs, deps);
  let control: BackupControl | undefined;
  if (!deps.config.databaseUrl) {
    control = await startBackupControl({
      dataDir: deps.config.dataDir,
      takeBackup: async () => {
        const result = await takeBackup(deps);
        log.info(`backup written on request: ${describe(result)}`);
        return result;
      },
    });
  }
  return { close: async () => control?.close() };
}
