// The commands as a person runs them: a real process (through tsx, as `npm run` does) on a real data
// folder, with the person's environment minus the settings that would change what the commands answer.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export const tsx = path.resolve('node_modules/.bin/tsx');

const { ADMIN_PASSWORD: _password, PUBLIC_BASE_URL: _base, PORT: _port, DATABASE_URL: _database, ...env } = process.env;
/** The environment every command starts from: test mode (fast password hashing), no address or database set,
 * and not under Vitest (which would send the command's log lines through the console, tests/support/log-capture.ts). */
export const baseEnv = {
  ...Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('VITEST'))),
  NODE_ENV: 'test',
};

/** A folder for this test file's data folders, removed when the file ends. */
export function makeCliRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'fmc-cli-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

/** Runs `script` with the arguments and environment given, on `dataDir` unless the environment names another. */
export const command =
  (script: string, dataDir: string) =>
  (args: string[], extra: Record<string, string> = {}) =>
    spawnSync(tsx, [script, ...args], { env: { ...baseEnv, DATA_DIR: dataDir, ...extra }, encoding: 'utf8' });

export const CREATE_ADMIN = 'src/server/cli/create-admin.ts';
export const SEED = 'src/server/cli/seed.ts';

/** Each command is a new Node process, and most go on to load the database and auth code and open the
 * database: seconds each, more on a busy machine. */
export const slow = { timeout: 240_000 };
