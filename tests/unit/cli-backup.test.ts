// npm run db:backup and db:restore as an operator runs them (decision 073), on real processes: while the
// server runs, the backup is taken by the server, asked over its loopback channel with the token only the
// owner of DATA_DIR can read; the restore refuses that folder; once the server has stopped, the command
// backs up the folder itself, and the backup restores into a new DATA_DIR.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseEnv, command, makeCliRoot, slow } from '../support/cli';

const root = makeCliRoot();
const dataDir = path.join(root, 'data');
const backup = command('src/server/cli/backup.ts', dataDir);
const restore = (dir: string) => command('src/server/cli/restore.ts', dir);
const writtenFile = (stdout: string) => /Backup written \(.*\): (\S+)/.exec(stdout)?.[1] ?? '';

describe('db:backup and db:restore on the embedded database', slow, () => {
  it('back up through the running server, then the stopped folder, and restore into a new folder', async () => {
    // Node itself with tsx's loader, not the tsx command: that one relays SIGTERM only if the server answers
    // within 30 ms, and on a loaded machine kills it instead (exit 143).
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: { ...baseEnv, DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let fromServer: string;
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('server did not start')), 60_000);
        server.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('listening')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const controlFile = path.join(dataDir, 'backup-control.json');
      expect(statSync(controlFile).mode & 0o777).toBe(0o600);
      const control = JSON.parse(readFileSync(controlFile, 'utf8')) as { port: number; token: string };
      // The channel answers only its own token, only on the loopback interface, only its one route.
      const post = (token: string, route = '/backup') =>
        fetch(`http://127.0.0.1:${control.port}${route}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect((await post('not-the-token')).status).toBe(401);
      expect((await post(control.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).status).toBe(401);
      expect((await post(control.token, '/other')).status).toBe(404);

      const taken = backup([]);
      expect(taken.stderr).toBe('');
      expect(taken.status).toBe(0);
      expect(taken.stdout).toMatch(/snapshot taken by the running server \(process \d+\)/);
      fromServer = writtenFile(taken.stdout);
      expect(path.dirname(fromServer)).toBe(path.join(dataDir, 'backups'));
      expect(statSync(fromServer).mode & 0o777).toBe(0o600);

      const refused = restore(dataDir)([fromServer]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/is in use by the server \(process \d+\)\. Stop it first/);
    } finally {
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    // The server took its channel with it.
    expect(existsSync(path.join(dataDir, 'backup-control.json'))).toBe(false);

    const stopped = backup([]);
    expect(stopped.status).toBe(0);
    expect(stopped.stdout).toContain('snapshot of the stopped data folder');

    const elsewhere = path.join(root, 'restored');
    const restored = restore(elsewhere)([fromServer]);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/Restored .* into .*restored:\n {2}the database of .* \(\d+ tables, each read through\)/);
    expect(statSync(elsewhere).mode & 0o777).toBe(0o700);
  });
});
