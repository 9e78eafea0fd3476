// Starts the built product like a person would, on a free port and a fresh data folder, after
// preparing the journeys' accounts: one server for each Playwright worker, so that two journeys running
// at once never share an account, a session or an outbox (decision 032). A worker finds its own server
// through servers.ts. Stops them (SIGTERM, a clean shutdown) when the run ends.
//
// With E2E_DATABASE_URL (CI sets it), each server keeps its data in a new PostgreSQL database made on
// that server, and dropped after, instead of the embedded PGlite (decision 064): the database work then
// runs in PostgreSQL's own native processes, not in WebAssembly inside the Node process that also serves
// the pages. first-run.e2e and demo-content.e2e still start the product on its embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import pg from 'pg';
import { freePort } from '../../support/free-port';
import { E2E_SERVERS, SERVE_COMPILED, type E2EServer } from './servers';

type Started = E2EServer & { process: ChildProcess; database: string | null };

/** Runs one statement on the PostgreSQL server E2E_DATABASE_URL names (as its administrator). */
async function administer(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database for one server on E2E_DATABASE_URL's PostgreSQL: its URL and name. */
async function createServerDatabase(adminUrl: string) {
  const name = `fmc_e2e_${randomBytes(6).toString('hex')}`;
  await administer(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function startServer(): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-e2e-'));
  const adminUrl = process.env.E2E_DATABASE_URL;
  const database = adminUrl ? await createServerDatabase(adminUrl) : null;
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const accountsFile = path.join(dataDir, 'accounts.json');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_BASE_URL: baseUrl,
    // Every journey signs in from 127.0.0.1, far more often than one person would; the limits
    // themselves are proven by the API tests (auth-flows, requests, conversations).
    RATE_LIMIT: 'false',
    CONTACT_EMAIL: 'hello@e2e.example.com',
    SURVEY_FORM_URL: 'https://forms.example.com/masteryou',
    E2E_ACCOUNTS_FILE: accountsFile,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const tsx = path.resolve('node_modules/.bin/tsx');
  const prepared = await run(tsx, ['tests/e2e/support/prepare-data.ts'], env);
  if (prepared.status !== 0) throw new Error(`Preparing e2e data failed:\n${prepared.output}`);

  // The compiled server, as `npm run serve` runs it (decision 075).
  const server = spawn(process.execPath, SERVE_COMPILED, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      /* not up yet */
    }
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`The e2e server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, dataDir, accountsFile, process: server, database: database?.name ?? null };
}

/** spawnSync's answer without blocking the event loop, so the servers prepare side by side. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

export default async function globalSetup(config: FullConfig) {
  if (!existsSync('dist/web/index.html') || !existsSync('dist/server/index.js'))
    throw new Error('Build the web app and the server first: npm run build');
  const starts = await Promise.allSettled(Array.from({ length: config.workers }, () => startServer()));
  const servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    // One server failed: stop those that started, so none outlives the run.
    for (const server of servers) server.process.kill('SIGTERM');
    throw failed.reason;
  }
  process.env[E2E_SERVERS] = JSON.stringify(
    servers.map(({ baseUrl, dataDir, accountsFile }) => ({ baseUrl, dataDir, accountsFile })),
  );

  return async () => {
    await Promise.all(
      servers.map(async (server) => {
        const exited = new Promise((resolve) => server.process.on('exit', resolve));
        server.process.kill('SIGTERM');
        await exited;
        if (process.env.E2E_KEEP_DATA) {
          console.log(`e2e data kept in ${server.dataDir}${server.database ? ` and database ${server.database}` : ''}`);
          return;
        }
        rmSync(server.dataDir, { recursive: true, force: true });
        if (server.database)
          await administer(process.env.E2E_DATABASE_URL!, `drop database if exists ${server.database} with (force)`);
      }),
    );
  };
}
