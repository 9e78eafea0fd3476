// How `npm run db:backup` asks the running server for a snapshot of the embedded database (decision 073):
// the database belongs to the server's process, so the server takes it. The server listens on the
// loopback interface only, on a port of its own (never the site's port, so no proxy in front of the site
// can reach it), and writes the port and a random token to DATA_DIR/backup-control.json, readable by its
// owner only (0600): whoever can read that file could read the database folder beside it anyway.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { componentLog } from '../log/logger';
import type { BackupResult } from './embedded';
import { BackupControlError } from './errors';

export const CONTROL_FILE = 'backup-control.json';
export const BACKUP_PATH = '/backup';

type ControlFile = { pid: number; port: number; token: string };

export const controlFilePath = (dataDir: string) => path.join(dataDir, CONTROL_FILE);

/** Compares in constant time (for equal lengths; the length of a token is no secret). */
export function tokensMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type BackupControl = { port: number; close(): Promise<void> };

/**
 * Starts the loopback listener: `POST /backup` with `Authorization: Bearer <token>` takes a backup (one at a
 * time: a second request waits for the first) and answers where it is. Anything else is 404; a wrong or
 * missing token 401.
 */
export async function startBackupControl(options: {
  dataDir: string;
  takeBackup: () => Promise<BackupResult>;
}): Promise<BackupControl> {
  const token = randomBytes(32).toString('base64url');
  let queue: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      // One request a connection: nothing keeps the server's stop waiting for an idle one.
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' });
      response.end(JSON.stringify(body));
    };
    request.resume();
    if (request.method !== 'POST' || request.url !== BACKUP_PATH) return answer(404, { error: 'Not found.' });
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!tokensMatch(given, token)) return answer(401, { error: 'The token does not match this server’s.' });
    const run = queue.then(options.takeBackup);
    queue = run.catch(() => undefined);
    run.then(
      (result) => answer(200, result),
      (error: unknown) => {
        componentLog('backups').error(`the backup failed: ${(error as Error).message}`);
        answer(500, { error: `The backup failed: ${(error as Error).message}` });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const file = controlFilePath(options.dataDir);
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify({ pid: process.pid, port, token } satisfies ControlFile), { mode: 0o600 });
  renameSync(partial, file);
  return {
    port,
    async close() {
      if (readControlFile(options.dataDir)?.pid === process.pid) rmSync(file, { force: true });
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
    },
  };
}

function readControlFile(dataDir: string): ControlFile | null {
  const file = controlFilePath(dataDir);
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ControlFile>;
    return typeof parsed.port === 'number' && typeof parsed.token === 'string' && typeof parsed.pid === 'number'
      ? (parsed as ControlFile)
      : null;
  } catch {
    return null;
  }
}

/** Asks the server that holds `dataDir` (process `pid`) for a backup, through its control file. */
export async function requestServerBackup(dataDir: string, pid: number): Promise<BackupResult> {
  const control = readControlFile(dataDir);
  if (!control || control.pid !== pid) {
    throw new BackupControlError(
      `The server holding ${dataDir} (process ${pid}) offers no backup channel (${CONTROL_FILE} is missing or not its own): ` +
        'it may be an older version, or not the server. Stop it and run this again to back up the stopped folder.',
    );
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}${BACKUP_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
    });
  } catch (error) {
    throw new BackupControlError(
      `Could not reach the server's backup channel on port ${control.port}: ${(error as Error).message}`,
    );
  }
  const body = (await response.json().catch(() => ({}))) as Partial<BackupResult> & { error?: string };
  if (!response.ok) throw new BackupControlError(body.error ?? `The server answered ${response.status}.`);
  return body as BackupResult;
}
