// npm run db:seed as a person runs it: a real process on a real data folder (tests/support/cli.ts).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { command, CREATE_ADMIN, makeCliRoot, SEED, slow } from '../support/cli';

const seeded = path.join(makeCliRoot(), 'seeded');
const run = command(CREATE_ADMIN, seeded);
const seed = command(SEED, seeded);

describe('npm run db:seed', slow, () => {
  it('adds the demo content and prints two demo members’ sign-ins, then how to get an administrator', () => {
    const result = seed(['--create']);
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
    expect(run(['--email', 'owner@example.com'], { ADMIN_PASSWORD: 'secret123' }).status).toBe(0);
    const again = seed(['--force']);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('No demo sign-ins were made');
    expect(again.stdout).not.toMatch(/administrator/i);
  });
});
