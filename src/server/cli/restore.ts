// npm run db:restore -- FILE [--replace]
// Restores a backup made by db:backup (decision 073). Embedded: into DATA_DIR while no server runs on it; a
// new DATA_DIR, or with --replace one whose database is moved aside first. The file is checked whole
// (ours, undamaged, compatible) and restored beside the target before anything is moved into place.
// With DATABASE_URL: pg_restore into that database, which must be empty, in one transaction.
import path from 'node:path';
import { backupPathsOf, parseEnvironment } from '../env';
import { runCommand, UsageError } from './context';

const USAGE = [
  'Usage: npm run db:restore -- FILE [--replace]',
  '  FILE       a backup from npm run db:backup (.zip: embedded database; .dump: PostgreSQL)',
  '  --replace  DATA_DIR has a database already: move it (and its uploads) aside to DATA_DIR/replaced-<time>/',
].join('\n');

runCommand(async () => {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !arg.startsWith('--'));
  const flags = args.filter((arg) => arg.startsWith('--'));
  if (files.length !== 1 || flags.some((flag) => flag !== '--replace')) throw new UsageError(USAGE);
  const file = path.resolve(files[0]);
  const env = parseEnvironment(process.env);
  if (env.DATABASE_URL) {
    const { restorePostgres } = await import('../backups/postgres');
    const { tables } = await restorePostgres({ url: env.DATABASE_URL, file });
    console.log(`Restored ${file} into the PostgreSQL database (${tables} tables). Start the server as usual.`);
    return;
  }
  const { dataDir, uploadsDir } = backupPathsOf(env);
  const { restoreEmbedded } = await import('../backups/embedded');
  const result = await restoreEmbedded({
    file,
    dataDir,
    uploadsDir,
    replace: flags.includes('--replace'),
    now: () => new Date(),
  });
  console.log(`Restored ${file} into ${dataDir}:`);
  console.log(
    `  the database of ${result.manifest.createdAt} (${result.tables} tables, each read through), ${result.uploads} uploads`,
  );
  if (result.movedAside) console.log(`  What was there before is kept in ${result.movedAside}`);
  console.log('Start the server as usual (npm start); it applies any newer migrations.');
});
