// The compiled server and commands (decision 075): bundled from this checkout into a folder of their own,
// they run with Node alone (no tsx) and find their migrations from their own location.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRIES, buildServer } from '../../scripts/build-server.mjs';
import { baseEnv, slow } from '../support/cli';

// Inside the checkout, so that the external dependencies resolve from its node_modules, as they do from dist/.
const cache = path.resolve('node_modules/.cache');
mkdirSync(cache, { recursive: true });
const root = mkdtempSync(path.join(cache, 'fmc-bundle-'));
const outDir = path.join(root, 'somewhere', 'else');
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeAll(() => buildServer(process.cwd(), outDir), 60_000);

describe('the compiled server', () => {
  it('bundles each entry with its source map and the migrations beside them', () => {
    for (const entry of Object.keys(SERVER_ENTRIES)) {
      expect(existsSync(path.join(outDir, `${entry}.js`))).toBe(true);
      expect(existsSync(path.join(outDir, `${entry}.js.map`))).toBe(true);
    }
    expect(existsSync(path.join(outDir, 'migrations', 'meta', '_journal.json'))).toBe(true);
  });

  it('runs admin:create from the bundle with Node alone, migrating a new database from the bundle’s own folder', slow, () => {
    const dataDir = path.join(root, 'data');
    const result = spawnSync(
      process.execPath,
      ['--enable-source-maps', path.join(outDir, 'create-admin.js'), '--email', 'owner@example.com', '--create'],
      // From another working directory: nothing may be found relative to it.
      { cwd: tmpdir(), env: { ...baseEnv, DATA_DIR: dataDir, ADMIN_PASSWORD: 'a long enough password' }, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Created administrator owner@example.com');
    expect(result.status).toBe(0);
  });
});
