// What a command-line tool needs to work on the database: the configuration, the database (refusing an
// embedded one that a running server holds) and the auth library, without an HTTP server.
import { createAuth } from '../auth/auth';
import { openDatabase } from '../db/client';
import { DataDirLockedError, findDataDirHolder } from '../db/lock';
import { ConfigError, loadConfig } from '../env';
import { createMailer } from '../mail/mailer';

export async function openCliContext(commandName: string) {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const holder = findDataDirHolder(config.dataDir);
    if (holder) throw new DataDirLockedError(config.dataDir, holder);
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
      : { kind: 'pglite-dir', dataDir: config.dataDir, lockOwner: commandName },
  );
  const mailer = createMailer(config.mail);
  const auth = createAuth({ db: database.db, config, mailer, now: () => new Date() });
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
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof UsageError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}

export class UsageError extends Error {}
