// Several app servers started together on one new PostgreSQL database (a deploy, issue 38): each migrates
// at start under an advisory lock (client.ts), so the first applies the migrations and the others wait,
// then find nothing left to do. Two real server processes, started at the same moment: both become
// healthy, and every migration is recorded once. Only under `npm run test:pg` (it needs PostgreSQL).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { baseEnv } from '../../../tests/support/cli';
import { migrationsFolder } from './migration-guard';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Starts a server and answers its port once it listens. */
function startServer(url: string, dataDir: string): { child: ChildProcess; port: Promise<number> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...baseEnv, DATABASE_URL: url, DATA_DIR: dataDir, PORT: '0', AUTH_SECRET: 'a-secret-shared-by-both-servers-here' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on port (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { child, port };
}

describe.skipIf(!adminUrl)('app servers starting together on a new PostgreSQL database', () => {
  it('both become healthy, and each migration is applied once', { timeout: 180_000 }, async () => {
    const name = `fmc_test_together_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const folder = mkdtempSync(path.join(tmpdir(), 'fmc-together-'));
    const servers = [startServer(url.toString(), path.join(folder, 'a')), startServer(url.toString(), path.join(folder, 'b'))];
    try {
      const ports = await Promise.all(servers.map((server) => server.port));
      for (const port of ports) {
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(health.status).toBe(200);
      }
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ n: number; hashes: number }>(
        'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
      );
      await check.end();
      expect(rows[0]).toEqual({ n: journal.entries.length, hashes: journal.entries.length });
    } finally {
      await Promise.all(
        servers.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.on('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
