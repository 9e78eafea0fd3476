// One database API over two engines: embedded PGlite (zero setup, the default and the test database)
// or any PostgreSQL through DATABASE_URL. Same schema, same generated migrations.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './lock';
import { migrationsFolder, refuseNewerDatabase } from './migration-guard';
import * as schema from './schema';
import { componentLog } from '../log/logger';

const log = componentLog('db');

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Answers true when the database responds within a second. */
  ping(): Promise<boolean>;
  /** The PostgreSQL pool's connections now (for /metrics); none on the embedded database. */
  poolUse?(): { total: number; idle: number; waiting: number };
  /**
   * Listens on a LISTEN/NOTIFY channel (live delivery, src/server/live/bus.ts): on PostgreSQL a connection
   * of its own, outside the pool; on PGlite its in-process listen. `onLost` is called once if the
   * connection goes (PostgreSQL only); the caller then opens another.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost: (error: Error) => void): Promise<ListeningConnection>;
  close(): Promise<void>;
};

export type ListeningConnection = {
  /** pg_notify through this connection: a message that comes back proves the connection works both ways. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'fmc live listener';

/** A dedicated PostgreSQL connection that LISTENs: notifications are delivered to one session only. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<ListeningConnection> {
  const client = new pg.Client({
    connectionString: url,
    keepAlive: true,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: LISTENER_APPLICATION_NAME,
  });
  let closing = false;
  let lost = false;
  const lose = (error: Error) => {
    if (closing || lost) return;
    lost = true;
    onLost(error);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('connection ended')));
  client.on('notification', (message) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${quoteIdentifier(channel)}`);
  } catch (error) {
    closing = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    async notify(on, payload) {
      await client.query('select pg_notify($1, $2)', [on, payload]);
    },
    async close() {
      closing = true;
      await client.end().catch(() => undefined);
    },
  };
}

async function listenOnPglite(
  client: PGlite,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<ListeningConnection> {
  const unsubscribe = await client.listen(channel, onMessage);
  return {
    async notify(on, payload) {
      await client.query('select pg_notify($1, $2)', [on, payload]);
    },
    async close() {
      if (!client.closed) await unsubscribe();
    },
  };
}

/** SQL the query builder wrote, run as a named statement (PostgreSQL plans it once per connection). */
export type NamedStatement = { name: string; text: string };

/**
 * Runs `statement` with `values` for $1, $2… and answers its rows as arrays of the driver's values, without
 * the ORM's per-row mapping. Only for the query every signed-in request makes (auth/caller.ts): there the
 * mapping and its layers were a twelfth of the members' poll's time in Node (bench/README.md).
 */
export async function queryRowArrays(db: Database, statement: NamedStatement, values: unknown[]): Promise<unknown[][]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof PGlite) return (await client.query<unknown[]>(statement.text, values, { rowMode: 'array' })).rows;
  return (await client.query<unknown[]>({ name: statement.name, text: statement.text, values, rowMode: 'array' })).rows;
}

/** What every embedded database loads: pg_trgm, for the members log search index (decision 013). Pass
 * these to any PGlite given to openDatabase. */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

export { migrationsFolder };

type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite-dir'; dataDir: string; lockOwner: string }
  | { kind: 'pglite-instance'; client: PGlite };

async function pingWithTimeout(db: Database): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000).unref());
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return Promise.race([query, timeout]);
}

/** How long a request waits for a connection (a new one, or a free one from the pool) before it is
 * answered 503: a database host that drops packets would otherwise hold requests for minutes. */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * The PostgreSQL pool. A connection that loses its server (a restart, pg_terminate_backend, a network
 * cut) emits 'error'. While idle in the pool, the pool's own listener takes it; while in use (inside a
 * transaction, between two statements) nothing listens, and an 'error' event without a listener ends the
 * process. So every connection gets a listener of its own: the statement in progress or the next one
 * fails with the same error (answered 503), and the pool drops the broken connection when it is released.
 */
export function createPool(url: string, size: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: size, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  pool.on('error', (error) => log.error(`idle connection error: ${error.message}`));
  pool.on('connect', (client) => {
    client.on('error', (error) => log.error(`connection lost: ${error.message}`));
  });
  return pool;
}

/**
 * Applies pending migrations on one connection that holds a session-level advisory lock. Several app
 * servers starting at once (a deploy) would otherwise race: the migrator has no lock of its own, and two
 * instances both creating its bookkeeping table or the same tables stop one of them with 'already
 * exists'. The first migrates; the others wait for the lock, then find nothing left to do.
 */
async function migratePostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('fmc: migrations'))`);
    await refuseNewerDatabase(async (text) => (await client.query(text)).rows);
    await migrateNodePg(drizzleNodePg(client, { schema }) as never, { migrationsFolder });
  } finally {
    // Closing the session releases the lock, whether the migration succeeded or not.
    await client.end();
  }
}

/** Opens the database and applies every pending migration before anything else uses it. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    await migratePostgres(options.url);
    const pool = createPool(options.url, options.poolSize ?? 10);
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    let closing: Promise<void> | undefined;
    return {
      db,
      engine: 'postgres',
      ping: () => pingWithTimeout(db),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onMessage, onLost) => listenOnPostgres(options.url, channel, onMessage, onLost),
      close: () => (closing ??= pool.end()),
    };
  }

  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (options.kind === 'pglite-dir') {
    lock = acquireDataDirLock(options.dataDir, options.lockOwner);
    const dbDir = path.join(options.dataDir, 'db');
    // PGlite does not create the parent folder of its data directory.
    if (!existsSync(options.dataDir)) mkdirSync(options.dataDir, { recursive: true });
    try {
      client = await PGlite.create(dbDir, PGLITE_OPTIONS);
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = options.client;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  try {
    await refuseNewerDatabase(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    await migratePglite(db as never, { migrationsFolder });
  } catch (error) {
    if (options.kind === 'pglite-dir') await client.close();
    lock?.release();
    throw error;
  }
  return {
    db,
    engine: 'pglite',
    ping: () => pingWithTimeout(db),
    listen: (channel, onMessage) => listenOnPglite(client, channel, onMessage),
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}
