// The embedded database has one user at a time: admin:create and a second server refuse while a server
// holds the data folder, and work once it has stopped. Real processes (tests/support/cli.ts).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseEnv, command, CREATE_ADMIN, makeCliRoot, slow, tsx } from '../support/cli';

// The server makes the database in this folder when it starts.
const dataDir = path.join(makeCliRoot(), 'held');
const run = command(CREATE_ADMIN, dataDir);

describe('the embedded database while a server holds it', slow, () => {
  it('refuses to open the embedded database while a server holds it, and so does a second server', async () => {
    // Node itself, loading tsx: SIGTERM then reaches the server (the tsx command is a wrapper process that
    // kills its child if the child does not answer the signal at once).
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: { ...baseEnv, DATA_DIR: dataDir, PORT: '0' },
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
        env: { ...baseEnv, DATA_DIR: dataDir, PORT: '0' },
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
