// The commands as a person runs them: real processes on a real data folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(path.join(tmpdir(), 'fmc-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dataDir = path.join(root, 'data');

const tsx = path.resolve('node_modules/.bin/tsx');
// The person's own environment, without settings that would change what the commands answer.
const { ADMIN_PASSWORD: _password, PUBLIC_BASE_URL: _base, PORT: _port, DATABASE_URL: _database, ...baseEnv } = process.env;
const command =
  (script: string) =>
  (args: string[], env: Record<string, string> = {}) =>
    spawnSync(tsx, [script, ...args], {
      env: { ...baseEnv, DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
      encoding: 'utf8',
    });
const run = command('src/server/cli/create-admin.ts');
const seed = command('src/server/cli/seed.ts');
// Each command is a new Node process that loads the server's code (and often opens the database): seconds
// each, more on a busy machine.
const slow = { timeout: 240_000 };

describe('npm run admin:create', slow, () => {
  it('creates an administrator in a new database only when asked to, and a second run is harmless', () => {
    const first = run(['--email', 'owner@example.com', '--password', 'secret123', '--create']);
    expect(first.stdout).toContain('Created administrator owner@example.com. Sign in at http://localhost:3000/login');
    expect(first.status).toBe(0);
    const second = run(['--email', 'owner@example.com', '--password', 'secret123']);
    expect(second.stdout).toContain('already an administrator');
    expect(second.status).toBe(0);
  });

  it('warns that --password lands in the shell history, and takes ADMIN_PASSWORD without a word', () => {
    const flagged = run(['--email', 'flag@example.com', '--password', 'secret123']);
    expect(flagged.status).toBe(0);
    expect(flagged.stderr).toMatch(/Warning: --password puts the password in your shell history/);
    const fromEnv = run(['--email', 'env@example.com'], { ADMIN_PASSWORD: 'from-the-env' });
    expect(fromEnv.status).toBe(0);
    expect(fromEnv.stderr).toBe('');
    expect(fromEnv.stdout).toContain('Created administrator env@example.com');
  });

  it('says where to sign in from the configuration, not a fixed address', () => {
    const byUrl = run(['--email', 'owner@example.com'], {
      ADMIN_PASSWORD: 'secret123',
      PUBLIC_BASE_URL: 'https://members.example.org/',
    });
    expect(byUrl.stdout).toContain('Sign in at https://members.example.org/login');
    const byPort = run(['--email', 'owner@example.com'], { ADMIN_PASSWORD: 'secret123', PORT: '4123' });
    expect(byPort.stdout).toContain('Sign in at http://localhost:4123/login');
  });

  it('refuses a bad email, a short password or no password with a message, and writes nothing to disk', () => {
    const elsewhere = path.join(root, 'never-made');
    const inElsewhere = { DATA_DIR: elsewhere };
    const bad = run(['--email', 'owner', '--password', 'secret123', '--create'], inElsewhere);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('Please enter a valid email address');
    const short = run(['--email', 'x@example.com', '--password', '123', '--create'], inElsewhere);
    expect(short.status).not.toBe(0);
    expect(short.stderr).toContain('Password must be at least 6 characters long');
    const shortEnv = run(['--email', 'x@example.com', '--create'], { ...inElsewhere, ADMIN_PASSWORD: '123' });
    expect(shortEnv.stderr).toContain('Password must be at least 6 characters long');
    // No terminal to ask in (stdin is not a TTY here) and no ADMIN_PASSWORD.
    const none = run(['--email', 'x@example.com', '--create'], inElsewhere);
    expect(none.status).not.toBe(0);
    expect(none.stderr).toContain('set ADMIN_PASSWORD');
    const usage = run([], inElsewhere);
    expect(usage.status).not.toBe(0);
    expect(usage.stderr).toContain('Usage: npm run admin:create');
    expect(existsSync(elsewhere)).toBe(false);
  });

  it('refuses to make a second database when DATA_DIR was forgotten, and explains', () => {
    const forgotten = path.join(root, 'forgotten');
    const refused = run(['--email', 'owner@example.com'], { DATA_DIR: forgotten, ADMIN_PASSWORD: 'secret123' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(`There is no database in ${forgotten} yet`);
    expect(refused.stderr).toContain("run this command with the server's DATA_DIR");
    expect(refused.stderr).toContain('--create');
    const seedRefused = seed([], { DATA_DIR: forgotten });
    expect(seedRefused.status).not.toBe(0);
    expect(seedRefused.stderr).toContain(`There is no database in ${forgotten} yet`);
    expect(existsSync(forgotten)).toBe(false);
  });

  it('names the variable when the configuration is wrong', () => {
    const result = run(['--email', 'owner@example.com', '--password', 'secret123'], { PORT: 'eighty' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/PORT: /);
  });

  it('asks for the password in a terminal without showing it, twice', async () => {
    const shell = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    // `script` gives the command a terminal of its own; what we write is typed into it.
    const child = spawn(
      'script',
      ['-qec', `${shell(tsx)} src/server/cli/create-admin.ts --email typed@example.com`, '/dev/null'],
      {
        env: { ...baseEnv, DATA_DIR: dataDir, NODE_ENV: 'test' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const waitFor = (text: string) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${text}" in:\n${output}`)), 30_000);
        const check = () => {
          if (output.includes(text)) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', check);
        check();
      });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await waitFor('Password for the administrator (hidden): ');
    child.stdin.write('typed-secret\r');
    await waitFor('The same password again: ');
    child.stdin.write('typed-secret\r');
    await waitFor('Created administrator typed@example.com');
    child.stdin.end();
    expect(await exited).toBe(0);
    expect(output).not.toContain('typed-secret');
    expect(output).not.toContain('Warning');
  });

  it('refuses to open the embedded database while a server holds it, and so does a second server', async () => {
    const server = spawn(tsx, ['src/server/index.ts'], {
      env: { ...baseEnv, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test' },
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

      const second = spawnSync(tsx, ['src/server/index.ts'], {
        env: { ...baseEnv, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test' },
        encoding: 'utf8',
      });
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

describe('npm run db:seed', slow, () => {
  const seeded = path.join(root, 'seeded');

  it('adds the demo content and prints two demo members’ sign-ins, then how to get an administrator', () => {
    const result = seed(['--create'], { DATA_DIR: seeded });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Added \d+ members, \d+ conversations/);
    expect(result.stdout).toContain(
      'Sign in as a demo member at http://localhost:3000/login (these passwords are shown only now)',
    );
    const signIns = [...result.stdout.matchAll(/^ {2}(\S+@example\.com) +(\S{16}) +\(([^)]+)\)$/gm)];
    expect(signIns.map((m) => m[1])).toEqual(['daniel.whitfield@example.com', 'sofia.rossi@example.com']);
    expect(signIns[0][2]).not.toBe(signIns[1][2]);
    expect(result.stdout).toContain('No administrator yet: start the server (npm start) and open the setup link it prints');
  });

  it('with an administrator, does not tell anyone to create one', () => {
    expect(run(['--email', 'owner@example.com'], { DATA_DIR: seeded, ADMIN_PASSWORD: 'secret123' }).status).toBe(0);
    const again = seed(['--force'], { DATA_DIR: seeded });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('No demo sign-ins were made');
    expect(again.stdout).not.toMatch(/administrator/i);
  });
});
