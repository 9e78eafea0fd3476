// The commands as a person runs them: real processes on a real data folder.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const tsx = path.resolve('node_modules/.bin/tsx');
const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(tsx, ['src/server/cli/create-admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  });

describe('npm run admin:create', () => {
  it('creates an administrator, and a second run is harmless', () => {
    const first = run(['--email', 'owner@example.com', '--password', 'secret123']);
    expect(first.stdout).toContain('Created administrator owner@example.com');
    expect(first.status).toBe(0);
    const second = run(['--email', 'owner@example.com', '--password', 'secret123']);
    expect(second.stdout).toContain('already an administrator');
    expect(second.status).toBe(0);
  });

  it('refuses a bad email or a short password with a message and a non-zero exit', () => {
    const bad = run(['--email', 'owner', '--password', 'secret123']);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('Please enter a valid email address');
    const short = run(['--email', 'x@example.com', '--password', '123']);
    expect(short.status).not.toBe(0);
    expect(short.stderr).toContain('Password must be at least 6 characters long');
    const none = run([]);
    expect(none.status).not.toBe(0);
    expect(none.stderr).toContain('Usage: npm run admin:create');
  });

  it('names the variable when the configuration is wrong', () => {
    const result = run(['--email', 'owner@example.com', '--password', 'secret123'], { PORT: 'eighty' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/PORT: /);
  });

  it('refuses to open the embedded database while a server holds it, and so does a second server', async () => {
    const server = spawn(tsx, ['src/server/index.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('server did not start')), 30_000);
        server.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('listening')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const refused = run(['--email', 'late@example.com', '--password', 'secret123']);
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toMatch(/in use by the server \(process \d+\)\. Stop it first/);

      const second = spawnSync(tsx, ['src/server/index.ts'], { env: { ...process.env, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test' }, encoding: 'utf8' });
      expect(second.status).not.toBe(0);
      expect(second.stderr).toContain('is in use by the server');
    } finally {
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    // The server let go of the folder when it stopped.
    expect(run(['--email', 'late@example.com', '--password', 'secret123']).status).toBe(0);
  });
});
