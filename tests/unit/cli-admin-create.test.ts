// npm run admin:create as a person runs it: a real process on a real data folder (tests/support/cli.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseEnv, command, CREATE_ADMIN, makeCliRoot, slow, tsx } from '../support/cli';

const dataDir = path.join(makeCliRoot(), 'data');
const run = command(CREATE_ADMIN, dataDir);

describe('npm run admin:create', slow, () => {
  it('creates an administrator in a new database only when asked to, and a second run is harmless', () => {
    const first = run(['--email', 'owner@example.com', '--password', 'secret123', '--create']);
    expect(first.stdout).toContain('Created administrator owner@example.com. Sign in at http://localhost:3000/login');
    expect(first.stdout).toContain('Then protect it with two-factor sign-in: http://localhost:3000/admin/security');
    expect(first.status).toBe(0);
    const second = run(['--email', 'owner@example.com', '--password', 'secret123']);
    expect(second.stdout).toContain('already an administrator');
    expect(second.stdout).not.toContain('two-factor');
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

  it('asks for the password in a terminal without showing it, twice', async () => {
    const shell = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    // `script` gives the command a terminal of its own; what we write is typed into it.
    const child = spawn('script', ['-qec', `${shell(tsx)} ${CREATE_ADMIN} --email typed@example.com`, '/dev/null'], {
      env: { ...baseEnv, DATA_DIR: dataDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
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
});
