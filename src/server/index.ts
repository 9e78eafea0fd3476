// `npm start` / `npm run serve`: listen on PORT with the configured database, migrated at start.
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startBackups } from './backups/backups';
import { openDatabase } from './db/client';
import { NewerDatabaseError } from './db/migration-guard';
import { DataDirLockedError } from './db/lock';
import { ConfigError, describeConfigWarnings, loadConfig } from './env';
import { issueSetupLink } from './features/setup/service';
import { createLifecycle } from './http/lifecycle';
import { createMailer } from './mail/mailer';
import { componentLog } from './log/logger';

const serverLog = componentLog('server');
/** The longest a stop waits for requests, streams and the job in hand before exiting anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
const setupLog = componentLog('setup');

/** Bold and cyan on a terminal that takes colour (NO_COLOR unset); plain when piped to a file or a test. */
const standOut = (text: string) => (process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[1;36m${text}\x1b[0m` : text);

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite-dir', dataDir: config.dataDir, lockOwner: 'the server' },
  );
  const mailer = createMailer(config.mail);
  const lifecycle = createLifecycle();
  const { app, afterAnswer, jobs, live, communityTimeZone } = createApp({
    config,
    database,
    mailer,
    lifecycle,
    webDir: path.resolve('dist/web'),
  });
  // The nightly backup and, on the embedded database, the channel `npm run db:backup` asks (decision 073).
  const backups = await startBackups({
    config,
    database,
    jobs,
    now: () => new Date(),
    timeZone: () => communityTimeZone.current(),
  });
  // Timed work (digests, reminders) from the database's job queue, on every instance (decision 021).
  await jobs.start({ poll: true });
  // First run: no administrator yet, so the log offers a one-time link to create one in the browser.
  const setupLink = await issueSetupLink({ db: database.db, config, now: () => new Date() });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
    serverLog.info(`${config.brand.shortName} listening on port ${info.port}, database: ${where}`);
    const warnings = describeConfigWarnings(config);
    for (const warning of warnings) serverLog.warn(warning);
    if (config.mail.delivery === 'outbox' && config.env !== 'production') {
      serverLog.info(`no SMTP_URL: emails are written to ${config.mail.outboxDir}`);
    }
    // The last line is the one to act on: the setup link while there is no administrator, else the address.
    if (setupLink) setupLog.info(`No administrator yet. Open this one-time link to create yours: ${standOut(setupLink)}`);
    else serverLog.info(`Open ${standOut(config.publicBaseUrl)}`);
  });

  // A rolling restart (decision 076): from the signal on, readiness answers 503 and every answer says
  // `Connection: close`. For STOP_DRAIN_SECONDS the listener stays open, so the connections a load balancer
  // sends before it sees the 503 are still answered (closing at once resets those waiting to be accepted);
  // then it closes, so new connections go to the other servers; open live streams end with a hint to
  // reconnect soon (to another server); requests already here finish, then the work they left for after
  // their answer, then the job in hand; then the database closes. All within SHUTDOWN_TIMEOUT_MS of the
  // listener closing, after which the process exits anyway.
  const stop = (signal: string) => {
    if (lifecycle.stopping()) return;
    lifecycle.beginStopping();
    serverLog.info(config.stopDrainMs > 0 ? `${signal}: unready, closing in ${config.stopDrainMs} ms` : `${signal}: closing`);
    setTimeout(closeServer, config.stopDrainMs);
  };
  const closeServer = () => {
    const force = setTimeout(() => {
      serverLog.error(`did not close within ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // Open streams would hold close() open: they end now, and the pages reconnect to another server.
    const liveClosed = live?.close();
    server.close(async () => {
      await liveClosed;
      // Emails a request left for after its answer are sent before the database and the mailer close.
      await afterAnswer.settled();
      // A job that is running finishes (or is handed back to the queue) before the database closes.
      await jobs.stop();
      await backups.close();
      await database.close();
      mailer.close();
      serverLog.info('closed cleanly');
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open; busy ones close after their answer.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof NewerDatabaseError) {
    console.error(error.message);
  } else {
    serverLog.fatal({ err: error }, 'failed to start');
  }
  process.exit(1);
});
