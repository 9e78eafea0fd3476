// What a command-line tool needs to work on the database: the configuration, the database (refusing an
// embedded one that a running server holds, or one that does not exist yet unless asked to create it)
// and the auth library, without an HTTP server. Those three load only when a command opens them, so a
// command that refuses its input says so at once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackupControlError, BackupRefusedError, PostgresToolError } from '../backups/errors';
import { DataDirLockedError, findDataDirHolder } from '../db/lock';
import { NewerDatabaseError } from '../db/migration-guard';
import { ConfigError, loadConfig, parseEnvironment } from '../env';

/** Whether the embedded database in `dataDir` has been created (PostgreSQL writes PG_VERSION first). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'db', 'PG_VERSION'));
}

/**
 * Checks, before anything is written, that the command works on the database the person means. A data
 * folder without a database is most often a forgotten DATA_DIR (the server keeps its data elsewhere): going
 * on would quietly make a second, empty database. So that needs `--create`. With DATABASE_URL there is no
 * folder to check: the URL names the database.
 */
export function checkCliDatabase(command: { name: string; create: boolean }): void {
  const env = parseEnvironment(process.env);
  if (env.DATABASE_URL) return;
  const dataDir = path.resolve(env.DATA_DIR);
  if (!command.create && !embeddedDatabaseExists(dataDir)) {
    throw new UsageError(
      [
        `There is no database in ${dataDir} yet (DATA_DIR is ${JSON.stringify(env.DATA_DIR)}).`,
        "If your server keeps its data elsewhere, run this command with the server's DATA_DIR (or DATABASE_URL).",
        `To start a new database in ${dataDir}, run it again with --create (npm run ${command.name} -- --create …).`,
      ].join('\n'),
    );
  }
  const holder = findDataDirHolder(dataDir);
  if (holder) throw new DataDirLockedError(dataDir, holder);
}

export async function openCliContext(commandName: string) {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const holder = findDataDirHolder(config.dataDir);
    if (holder) throw new DataDirLockedError(config.dataDir, holder);
  }
  const [{ openDatabase }, { createMailer }, { createMailDelivery }, { createAuth }] = await Promise.all([
    import('../db/client'),
    import('../mail/mailer'),
    import('../mail/delivery'),
    import('../auth/auth'),
  ]);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
      : { kind: 'pglite-dir', dataDir: config.dataDir, lockOwner: commandName },
  );
  const mailer = createMailer(config.mail);
  const auth = createAuth({
    db: database.db,
    config,
    mailer: createMailDelivery({ db: database.db, transport: mailer, config, now: () => new Date() }),
    now: () => new Date(),
  });
  return {
    config,
    db: database.db,
    auth,
    async close() {
      mailer.close();
      await database.close();
    },
  };
}

/** Reads `--name value` pairs and bare `--flag`s. */
export function parseArgs(argv: string[]): Record<string, string | true> {
  const args: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) args[name] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) args[name] = argv[++i];
    else args[name] = true;
  }
  return args;
}

/** Runs a command's body and turns known failures into a message and exit code 1. */
export async function runCommand(body: () => Promise<void>) {
  try {
    await body();
    process.exit(0);
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof UsageError ||
      error instanceof NewerDatabaseError ||
      error instanceof BackupRefusedError ||
      error instanceof BackupControlError ||
      error instanceof PostgresToolError
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}

export class UsageError extends Error {}
