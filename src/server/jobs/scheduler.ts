// Timed work (digests, reminders): a job queue in the database every app server already shares, pg-boss,
// on PostgreSQL or on the embedded PGlite (decision 021). A feature registers its jobs when the app is
// built; the server starts the scheduler, which polls for due jobs; tests drive time with runDue().
//
//   const reminder = jobs.register<{ eventId: string }>({ name: 'events.reminder', run: async ({ data }) => … });
//   await reminder.schedule({ eventId }, { at: new Date(start - 24 * 3600_000), key: `${eventId}:24h:${start.toISOString()}` });
//
//   jobs.register({ name: 'access-requests.digest', every: dailyAt({ hour: 9, minute: 0 }, timeZone), run: … });
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { jobDatabaseFor } from './job-database';
import type { Recurrence } from './recurrence';
import { componentLog } from '../log/logger';

const log = componentLog('jobs');

/** What a job's handler is given. */
export type JobRun<T> = {
  id: string;
  data: T;
  /** When it was due: the occurrence of a recurring job; for a one-off job, the time it was scheduled
   * for, or on a retry the end of the retry's delay. It may run later still, after a restart. */
  scheduledFor: Date;
  /** 1 on the first try, 2 on the first retry… */
  attempt: number;
};

export type JobDefinition<T extends object> = {
  /** The queue's name, '<feature>.<what>': 'access-requests.digest'. Letters, digits, '.', '_' and '-'. */
  name: string;
  run(job: JobRun<T>): Promise<void>;
  /** A recurring job: one occurrence is always queued, the next one queued when it runs. */
  every?: Recurrence;
  /** Tries after the first failure (3); the first waits `retryDelaySeconds` (60), each next one twice as long. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long one try may take before it counts as failed, and is tried again if its server died (600). */
  expireInSeconds?: number;
};

export type ScheduleOptions = {
  /** When it is due, by the app's clock. */
  at: Date;
  /**
   * Names the job within its queue. Scheduling a key that is already queued, running or recently done
   * does nothing (answers false), so every instance may schedule the same thing at once. Put what may
   * change in the key (an event's start time), and cancel the old key, to move a job.
   */
  key: string;
};

export type JobHandle<T extends object> = {
  readonly name: string;
  /** Queues the job; false when its key is already queued, running or done. */
  schedule(data: T, options: ScheduleOptions): Promise<boolean>;
  /** Cancels the job of `key` if it has not run yet; answers whether there was one. */
  cancel(key: string): Promise<boolean>;
};

export type StartOptions = {
  /** Work due jobs as they come due (the server). Without it nothing runs but runDue() (tests). */
  poll: boolean;
  /** How often each queue is asked for due jobs while polling (5 s). */
  pollingIntervalSeconds?: number;
};

export type Scheduler = {
  register<T extends object>(definition: JobDefinition<T>): JobHandle<T>;
  /** Installs or updates pg-boss's tables, creates the queues, queues each recurring job's next occurrence. */
  start(options: StartOptions): Promise<void>;
  /** Lets running jobs finish (a few seconds at most), then stops; the database may close after it. */
  stop(): Promise<void>;
  /**
   * Runs, once, every job that is due by the app's clock (`now`), and the jobs that running them makes due,
   * on this instance: how tests say "it is now 09:00 tomorrow; run what is due". Answers how many ran.
   */
  runDue(): Promise<number>;
  /** Queues each recurring job's next occurrence by its recurrence as it is now (the community's time zone
   * changed): the occurrence queued before is skipped when it comes, as no longer one of its times. */
  requeueRecurring(): Promise<void>;
  readonly started: boolean;
};

/** pg-boss's own schema, created and migrated by pg-boss at start. */
const SCHEMA = 'pgboss';
const STOP_TIMEOUT_MS = 5000;
/** Completed jobs stay in the queue's table (where a key finds them) for a week before pg-boss archives them. */
const KEEP_DONE_SECONDS = 7 * 24 * 3600;
const QUEUE_NAME = /^[a-z0-9._-]+$/;
const RUN_DUE_BATCH = 50;
/** How often a polling scheduler makes sure each recurring job's next occurrence is queued. */
const RECURRING_CHECK_MS = 10 * 60_000;
/** Jobs one poll takes from a queue. */
const POLL_BATCH = 10;
const RUN_DUE_MAX_PASSES = 100;

/**
 * The job id of `key` in queue `name`: a UUID made from both, so scheduling the same key twice is one
 * job (pg-boss inserts a job with an id its queue already has as nothing).
 */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8'; // a UUID of version 8: made by the application
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16); // the RFC 4122 variant
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * Creates a queue (pg-boss's create_queue: a row, and a table attached to its job table), under a lock
 * taken for the length of the transaction. pg-boss's createQueue takes none, and two servers creating
 * queues at once on PostgreSQL deadlock on its queue table (tested), failing one of the starts. The name
 * is written into the SQL: register() let through only [a-z0-9._-].
 */
const createQueueAlone = (name: string) => `BEGIN;
  SELECT pg_advisory_xact_lock(hashtext('fmc: pg-boss queues'));
  SELECT ${SCHEMA}.create_queue('${name}', '{"policy":"standard"}'::json);
  COMMIT;`;

const occurrenceKey = (at: Date) => `every@${at.toISOString()}`;
/** Where a recurring job's data keeps the occurrence it stands for. */
const OCCURRENCE = 'occurrence';
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Definition = Required<Pick<JobDefinition<object>, 'retryLimit' | 'retryDelaySeconds' | 'expireInSeconds'>> &
  JobDefinition<object>;
type QueuedJob = { id: string; data: object | null; startAfter: Date | string; retryCount: number };

/**
 * Takes, for this instance, the jobs of queue `name` due at `now` (the app's clock), as pg-boss's own fetch
 * does with the database's clock: locked rows of other instances are skipped, so each job goes to one.
 */
const fetchDueJobs = `
  WITH due AS (
    SELECT id FROM ${SCHEMA}.job
    WHERE name = $1 AND state < 'active' AND start_after <= $2::timestamptz
    ORDER BY start_after, created_on, id
    LIMIT ${RUN_DUE_BATCH}
    FOR UPDATE SKIP LOCKED
  )
  UPDATE ${SCHEMA}.job j SET
    state = 'active',
    started_on = now(),
    retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
  FROM due
  WHERE j.name = $1 AND j.id = due.id
  RETURNING j.id, j.data, j.start_after AS "startAfter", j.retry_count AS "retryCount"`;

/** `beforeRun`: what a job needs fresh before it runs (the community's time zone, decision 040). */
export function createScheduler(deps: {
  db: Database;
  now: () => Date;
  beforeRun?: () => Promise<void>;
  /** Told how each try of a job ended (the metrics count them). */
  onTry?: (queue: string, outcome: 'completed' | 'failed') => void;
}): Scheduler {
  const definitions = new Map<string, Definition>();
  const database = jobDatabaseFor(deps.db);
  let preparing: { supervise: boolean; boss: Promise<PgBoss> } | undefined;
  let started = false;
  let running = 0;
  const polling = {
    stopping: false,
    loops: [] as Array<Promise<void>>,
    wakers: new Set<() => void>(),
    /** Waits `ms`, or less if the scheduler stops. */
    pause(ms: number) {
      return new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          polling.wakers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        polling.wakers.add(wake);
      });
    },
  };

  /** pg-boss, started (its tables installed or migrated) with every queue created. Maintenance (expiring
   * the jobs of a server that died, archiving) runs only on a polling scheduler. */
  function prepare(supervise: boolean): Promise<PgBoss> {
    if (preparing) {
      if (supervise && !preparing.supervise)
        throw new Error('[jobs] the scheduler was used before start({ poll: true }): start it first');
      return preparing.boss;
    }
    const boss = (async () => {
      const boss = new PgBoss({
        db: database,
        schema: SCHEMA,
        // Recurring jobs are chained occurrences (start, runJob), not pg-boss's cron: see decision 021.
        schedule: false,
        supervise,
        migrate: true,
        archiveCompletedAfterSeconds: KEEP_DONE_SECONDS,
      });
      boss.on('error', (error) => log.error(`${errorMessage(error)}`));
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const definition of definitions.values()) {
        if (!existing.has(definition.name)) await database.executeSql(createQueueAlone(definition.name));
      }
      return boss;
    })();
    preparing = { supervise, boss };
    boss.catch(() => {
      if (preparing?.boss === boss) preparing = undefined;
    });
    return boss;
  }

  async function queue(definition: Definition, data: object, { at, key }: ScheduleOptions): Promise<boolean> {
    const boss = await prepare(false);
    const id = await boss.send(definition.name, data, {
      id: jobIdFor(definition.name, key),
      singletonKey: key,
      startAfter: at,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
    });
    return id !== null;
  }

  async function queueNextOccurrence(definition: Definition, after: Date) {
    const at = definition.every!.next(after);
    await queue(definition, { [OCCURRENCE]: at.toISOString() }, { at, key: occurrenceKey(at) });
    return at;
  }

  /** One try of a job, the same whether pg-boss's polling or runDue() picked it. */
  async function runJob(definition: Definition, job: QueuedJob) {
    running++;
    try {
      const { [OCCURRENCE]: occurrence, ...data } = (job.data ?? {}) as Record<string, unknown>;
      // A retry moves a job's start; the occurrence it stands for stays in its data.
      const scheduledFor = definition.every && typeof occurrence === 'string' ? new Date(occurrence) : new Date(job.startAfter);
      await deps.beforeRun?.();
      // An occurrence its recurrence no longer gives (queued before the community's time zone changed) is
      // skipped: the occurrence by the new zone's clock was queued when the zone changed.
      if (definition.every && definition.every.next(new Date(scheduledFor.getTime() - 1)).getTime() !== scheduledFor.getTime()) {
        await queueNextOccurrence(definition, deps.now());
        return;
      }
      // The chain goes on even if this occurrence fails; an occurrence that runs late (the servers were
      // down) runs once, and the next is the next one after now: missed ones are not replayed one by one.
      if (definition.every) {
        const now = deps.now();
        await queueNextOccurrence(definition, now > scheduledFor ? now : scheduledFor);
      }
      await definition.run({ id: job.id, data, scheduledFor, attempt: job.retryCount + 1 });
      deps.onTry?.(definition.name, 'completed');
    } catch (error) {
      const tries = `try ${job.retryCount + 1} of ${definition.retryLimit + 1}`;
      log.error(`${definition.name} failed (${tries}): ${errorMessage(error)}`);
      deps.onTry?.(definition.name, 'failed');
      throw error;
    } finally {
      running--;
    }
  }

  /**
   * Runs a job this instance has taken and records how it went: done, or failed (tried again if it may
   * be). If the database cannot be told (it is down), the job stays taken until pg-boss's maintenance finds
   * it expired and queues it again; the effects a job must not repeat go through once().
   */
  async function settle(boss: PgBoss, definition: Definition, job: QueuedJob) {
    let failure: unknown;
    try {
      await runJob(definition, job);
    } catch (error) {
      failure = error;
    }
    try {
      if (failure === undefined) await boss.complete(definition.name, job.id);
      else await boss.fail(definition.name, job.id, { message: errorMessage(failure) });
    } catch (error) {
      log.error(`${definition.name}: could not record the end of job ${job.id}: ${errorMessage(error)}`);
    }
  }

  /**
   * The server's loop for one queue: pg-boss's own fetch (due by the database's clock, locked rows of other
   * instances skipped), then each job settled, awaited. Not pg-boss's work(): it leaves the completion's
   * promise unawaited, so a database that is down at that moment ends the process (decision 021).
   */
  async function pollQueue(boss: PgBoss, definition: Definition, intervalMs: number) {
    let ensured = Date.now();
    while (!polling.stopping) {
      let fetched = 0;
      try {
        // Every run queues its successor; this only mends a chain something broke (a job deleted by hand,
        // the database down when a run tried to queue the next): queuing an occurrence already queued is nothing.
        if (definition.every && Date.now() - ensured >= RECURRING_CHECK_MS) {
          ensured = Date.now();
          await deps.beforeRun?.();
          await queueNextOccurrence(definition, deps.now());
        }
        // pg-boss's fetch answers no jobs when the database cannot be reached; the next poll tries again.
        const jobs = await boss.fetch<object>(definition.name, { batchSize: POLL_BATCH, includeMetadata: true });
        fetched = jobs.length;
        for (const job of jobs) await settle(boss, definition, job);
      } catch (error) {
        log.error(`${definition.name}: polling failed: ${errorMessage(error)}`);
      }
      if (fetched < POLL_BATCH && !polling.stopping) await polling.pause(intervalMs);
    }
  }

  return {
    register<T extends object>(definition: JobDefinition<T>): JobHandle<T> {
      if (!QUEUE_NAME.test(definition.name))
        throw new Error(`[jobs] '${definition.name}' is not a queue name: lower-case letters, digits, '.', '_', '-'`);
      if (definitions.has(definition.name)) throw new Error(`[jobs] '${definition.name}' is registered twice`);
      if (preparing)
        throw new Error(
          `[jobs] '${definition.name}' is registered after the scheduler was used: register jobs while the app is built`,
        );
      const full: Definition = {
        retryLimit: 3,
        retryDelaySeconds: 60,
        expireInSeconds: 600,
        ...(definition as JobDefinition<object>),
      };
      definitions.set(definition.name, full);
      return {
        name: definition.name,
        schedule: (data, options) => queue(full, data, options),
        async cancel(key) {
          const boss = await prepare(false);
          // pg-boss 10 answers { affected }, though its type file says void.
          const answer = (await boss.cancel(definition.name, jobIdFor(definition.name, key))) as unknown as { affected: number };
          return answer.affected > 0;
        },
      };
    },

    async start({ poll, pollingIntervalSeconds = 5 }) {
      if (started) return;
      const boss = await prepare(poll);
      // The recurrences read what beforeRun refreshes (the community's time zone): fresh before planning.
      await deps.beforeRun?.();
      const recurring: string[] = [];
      for (const definition of definitions.values()) {
        if (!definition.every) continue;
        const next = await queueNextOccurrence(definition, deps.now());
        recurring.push(`${definition.name} ${definition.every.describe}, next ${next.toISOString()}`);
      }
      if (poll) {
        polling.stopping = false;
        polling.loops = [...definitions.values()].map((definition) => pollQueue(boss, definition, pollingIntervalSeconds * 1000));
      }
      started = true;
      const how = poll ? `polling every ${pollingIntervalSeconds} s` : 'not polling';
      log.info(
        `scheduler started (${how}), ${definitions.size} ${definitions.size === 1 ? 'queue' : 'queues'}${recurring.map((line) => `; ${line}`).join('')}`,
      );
    },

    async stop() {
      const current = preparing;
      if (!current) return;
      const boss = await current.boss.catch(() => undefined);
      // The polling loops finish the jobs they hold (a few seconds at most: a job still running then is
      // expired by maintenance later and tried again), then pg-boss's maintenance stops.
      polling.stopping = true;
      for (const wake of [...polling.wakers]) wake();
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      const timeout = polling.pause(STOP_TIMEOUT_MS);
      await Promise.race([Promise.all(polling.loops), timeout]);
      for (const wake of [...polling.wakers]) wake();
      polling.loops = [];
      if (boss) await boss.stop({ graceful: false, close: false });
      // A job runDue() is running, a statement still on its way to the database.
      while ((running > 0 || database.pending > 0) && Date.now() < deadline) await sleep(20);
      preparing = undefined;
      started = false;
    },

    async runDue() {
      const boss = await prepare(false);
      let ran = 0;
      for (let pass = 0; pass < RUN_DUE_MAX_PASSES; pass++) {
        let ranThisPass = 0;
        for (const definition of definitions.values()) {
          const { rows } = await database.executeSql(fetchDueJobs, [definition.name, deps.now().toISOString()]);
          for (const job of rows as QueuedJob[]) {
            ranThisPass++;
            await settle(boss, definition, job);
          }
        }
        if (ranThisPass === 0) return ran;
        ran += ranThisPass;
      }
      throw new Error(
        `[jobs] runDue: jobs still came due after ${RUN_DUE_MAX_PASSES} passes (a job that queues itself for now?)`,
      );
    },

    async requeueRecurring() {
      if (!started) return;
      for (const definition of definitions.values()) {
        if (definition.every) await queueNextOccurrence(definition, deps.now());
      }
    },

    get started() {
      return started;
    },
  };
}
