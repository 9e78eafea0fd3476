// npm run test:pg — the API suite again, on a real PostgreSQL server. One template database is
// migrated once; every test file clones it (CREATE DATABASE … TEMPLATE) and drops its clone after.
// TEST_DATABASE_URL points at a database the user may create databases from (default: local postgres).
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const template = `fmc_test_template_${process.pid}`;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function main() {
  try {
    await withClient(adminUrl, (c) => c.query('select 1'));
  } catch (error) {
    console.error(`Cannot reach PostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, '//…@')}: ${error.message}`);
    console.error('Start it (pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.');
    process.exit(1);
  }
  await withClient(adminUrl, async (c) => {
    await c.query(`drop database if exists ${template} with (force)`);
    await c.query(`create database ${template}`);
  });
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const pool = new pg.Pool({ connectionString: templateUrl.toString(), max: 1 });
  await migrate(drizzle(pool), { migrationsFolder: path.resolve('src/server/db/migrations') });
  await pool.end();
  const server = await withClient(adminUrl, (c) => c.query('show server_version'));
  console.log(`[test:pg] PostgreSQL ${server.rows[0].server_version}: template ${template} migrated`);

  // With no file filter, every API test; a path given narrows it (vitest filters are alternatives).
  const args = process.argv.slice(2);
  const filters = args.some((arg) => !arg.startsWith('-')) ? [] : ['.api.test.ts'];
  // Two workers a core, unless asked otherwise (decision 032, 2026-11-28): on PostgreSQL a test waits on
  // the server's round trips, and one worker a core left a seventh of the time idle (174 s against 122 s).
  const workers = args.some((arg) => arg.startsWith('--maxWorkers')) ? [] : [`--maxWorkers=${availableParallelism() * 2}`];
  const result = spawnSync('npx', ['vitest', 'run', ...filters, ...workers, ...args], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: adminUrl, TEST_DATABASE_TEMPLATE: template },
  });
  await withClient(adminUrl, (c) => c.query(`drop database if exists ${template} with (force)`));
  process.exit(result.status ?? 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
