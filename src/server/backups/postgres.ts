// Backup and restore with DATABASE_URL: PostgreSQL's own tools (decision 073). pg_dump takes a consistent
// snapshot (one repeatable-read transaction) while the servers run; its custom format is compressed and
// restored selectively by pg_restore. The password goes to the tools through PGPASSWORD, never on their
// command line, where any user of the machine could read it.
import { spawn } from 'node:child_process';
import { chmod, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { BackupRefusedError, PostgresToolError } from './errors';
import type { BackupResult } from './embedded';
import { prepareBackupDir } from './files';
import { nameBackupFile } from './retention';

/** The URL without its password, and the password for PGPASSWORD. */
function splitPassword(url: string): { url: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function runTool(tool: string, args: string[], env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new PostgresToolError(
          error.code === 'ENOENT'
            ? `${tool} is not installed here (it comes with the PostgreSQL client: apt install postgresql-client).`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve({ stdout, stderr }) : reject(new PostgresToolError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** pg_dump in custom format into `backupDir`, owner-only. */
export async function backupPostgres(options: { url: string; backupDir: string; now: () => Date }): Promise<BackupResult> {
  const started = Date.now();
  await prepareBackupDir(options.backupDir);
  const name = nameBackupFile(options.now(), 'dump');
  const file = path.join(options.backupDir, name);
  const partial = path.join(options.backupDir, `.${name}.partial`);
  const { url, env } = splitPassword(options.url);
  // Created owner-only before pg_dump writes into it.
  await (await open(partial, 'w', 0o600)).close();
  try {
    await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`], env);
    await chmod(partial, 0o600);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(file);
  return { file, bytes: size, milliseconds: Date.now() - started };
}

/** The tables a database has outside PostgreSQL's own schemas. */
async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * pg_restore of a pg_dump file into an empty database, in one transaction: it is restored whole or not at
 * all. A database that has tables is refused (restore into a new one, then point DATABASE_URL at it).
 */
export async function restorePostgres(options: { url: string; file: string }): Promise<{ tables: number }> {
  const handle = await open(options.file, 'r');
  const head = Buffer.alloc(5);
  await handle.read(head, 0, 5, 0);
  await handle.close();
  if (head.toString('latin1') !== 'PGDMP') {
    throw new BackupRefusedError(
      'foreign',
      'This file is not a pg_dump archive in custom format (made by npm run db:backup with DATABASE_URL).',
    );
  }
  const { url, env } = splitPassword(options.url);
  try {
    await runTool('pg_restore', ['--list', options.file], env);
  } catch (error) {
    if (error instanceof PostgresToolError && /not installed/.test(error.message)) throw error;
    throw new BackupRefusedError('corrupt', `This backup is damaged: pg_restore cannot read it (${(error as Error).message}).`);
  }
  if ((await countTables(options.url)) > 0) {
    throw new BackupRefusedError(
      'incompatible',
      'The database DATABASE_URL names is not empty. Restore into a new, empty database (createdb), then point DATABASE_URL at it.',
    );
  }
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, options.file],
    env,
  );
  return { tables: await countTables(options.url) };
}
