// What npm run admin:create and npm run db:seed refuse, and how they say it: real processes
// (tests/support/cli.ts), none of which gets as far as making a database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { command, CREATE_ADMIN, makeCliRoot, SEED, slow } from '../support/cli';

const root = makeCliRoot();
const run = command(CREATE_ADMIN, path.join(root, 'data'));
const seed = command(SEED, path.join(root, 'data'));

describe('npm run admin:create and db:seed refuse', slow, () => {
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
});
