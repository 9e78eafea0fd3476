// npm run db:backup
// A backup of the database into BACKUP_DIR (by default DATA_DIR/backups), named by its UTC time (decision 073).
// Embedded database: while a server runs on DATA_DIR, the server takes it (asked over its loopback channel);
// otherwise this command opens the stopped folder itself. With DATABASE_URL: pg_dump, custom format.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findDataDirHolder } from '../db/lock';
import { backupPathsOf, parseEnvironment } from '../env';
import { runCommand, UsageError } from './context';

const USAGE = 'Usage: npm run db:backup   (no arguments: DATA_DIR, DATABASE_URL and BACKUP_DIR say what and where)';

runCommand(async () => {
  if (process.argv.length > 2) throw new UsageError(USAGE);
  const env = parseEnvironment(process.env);
  const { dataDir, uploadsDir, backupDir } = backupPathsOf(env);
  const now = () => new Date();
  let result;
  let how: string;
  if (env.DATABASE_URL) {
    const { backupPostgres } = await import('../backups/postgres');
    result = await backupPostgres({ url: env.DATABASE_URL, backupDir, now });
    how = 'pg_dump of the PostgreSQL database';
  } else {
    if (!existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) {
      throw new UsageError(
        `There is no database in ${dataDir} (DATA_DIR is ${JSON.stringify(env.DATA_DIR)}): nothing to back up.`,
      );
    }
    const holder = findDataDirHolder(dataDir);
    if (holder) {
      const { requestServerBackup } = await import('../backups/control');
      result = await requestServerBackup(dataDir, holder.pid);
      how = `snapshot taken by the running server (process ${holder.pid})`;
    } else {
      const { backupStoppedDataDir } = await import('../backups/embedded');
      result = await backupStoppedDataDir(
        { dataDir, uploadsDir: env.STORAGE_DRIVER === 's3' ? null : uploadsDir, backupDir, now },
        'the db:backup command',
      );
      how = 'snapshot of the stopped data folder';
    }
  }
  console.log(`Backup written (${how}): ${result.file}`);
  const held =
    result.lockedMilliseconds === undefined ? '' : ` (the database held ${(result.lockedMilliseconds / 1000).toFixed(1)} s)`;
  console.log(`  ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${(result.milliseconds / 1000).toFixed(1)} s${held}`);
  console.log('  Kept until the nightly backup prunes the folder to 7 daily and 4 weekly (the newest of each day and week).');
});
