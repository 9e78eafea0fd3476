// The shared scheduler on the test database (PGlite, and PostgreSQL under test:pg): jobs run when the
// app's clock says they are due, once whatever the number of instances, and recurring jobs chain.
// Each test registers its own queues on its own schedulers, as the app's features do on theirs.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { instantOfWallTime, parseLocalDateTime } from '../../common/zoned-time';
import { allowConsole } from '../../../tests/support/fail-on-console';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { jobDatabaseFor, withoutTransactionWrapper } from './job-database';
import { dailyAt } from './recurrence';
import { createScheduler, jobIdFor, type JobRun, type Scheduler } from './scheduler';

let t: TestApp;
const schedulers: Scheduler[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  for (const scheduler of schedulers.splice(0)) await scheduler.stop();
  t.clock.reset();
});
afterAll(() => t.close());

/** A scheduler of the test app's database, stopped after the test. `now` is the test clock unless given. */
function newScheduler(now: () => Date = t.clock.now) {
  const scheduler = createScheduler({ db: t.db, now });
  schedulers.push(scheduler);
  return scheduler;
}

let queueCount = 0;
const uniqueQueue = (what: string) => `test.${what}-${++queueCount}`;

async function jobStates(name: string) {
  const result = await t.db.execute(
    sql`select singleton_key as key, state::text as state from pgboss.job where name = ${name} order by start_after, singleton_key`,
  );
  return (result as unknown as { rows: Array<{ key: string; state: string }> }).rows;
}

/** Waits (real time) until `check` holds, or fails after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 8000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const NEW_YORK = 'America/New_York';
const inNewYork = (local: string) => instantOfWallTime(parseLocalDateTime(local)!, NEW_YORK);

describe('one-off jobs, by the app clock', () => {
  it('runs a job when the clock reaches its time, not before, and only once', async () => {
    const ran: Array<JobRun<{ memberId: string }>> = [];
    const scheduler = newScheduler();
    const job = scheduler.register<{ memberId: string }>({ name: uniqueQueue('once'), run: async (run) => void ran.push(run) });
    await scheduler.start({ poll: false });
    t.clock.set(new Date('2031-02-01T10:00:00Z'));
    const due = new Date('2031-02-01T11:00:00Z');
    expect(await job.schedule({ memberId: 'm-1' }, { at: due, key: 'm-1' })).toBe(true);

    t.clock.set(new Date('2031-02-01T10:59:59Z'));
    expect(await scheduler.runDue()).toBe(0);
    expect(ran).toEqual([]);

    t.clock.set(due);
    expect(await scheduler.runDue()).toBe(1);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ data: { memberId: 'm-1' }, attempt: 1, id: jobIdFor(job.name, 'm-1') });
    expect(ran[0].scheduledFor.toISOString()).toBe(due.toISOString());

    t.clock.advance(24 * 3600_000);
    expect(await scheduler.runDue()).toBe(0);
    expect(await jobStates(job.name)).toEqual([{ key: 'm-1', state: 'completed' }]);
  });

  it('makes one job of one key, scheduled 20 times at once from two instances, and runs it once', async () => {
    const name = uniqueQueue('keyed');
    let runs = 0;
    const [a, b] = [newScheduler(), newScheduler()];
    const jobs = [a, b].map((scheduler) => scheduler.register({ name, run: async () => void runs++ }));
    await Promise.all([a.start({ poll: false }), b.start({ poll: false })]);
    t.clock.set(new Date('2031-02-02T09:00:00Z'));
    const at = new Date('2031-02-02T09:30:00Z');
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => jobs[i % 2].schedule({}, { at, key: 'the-one' })));
    expect(created.filter(Boolean)).toHaveLength(1);

    t.clock.set(at);
    const ran = await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(ran.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(runs).toBe(1);
    // A key that ran stays spent: scheduling it again does nothing.
    expect(await jobs[0].schedule({}, { at, key: 'the-one' })).toBe(false);
    expect(await a.runDue()).toBe(0);
  });

  it('tries a failed job again with its attempt number, up to its retry limit', async () => {
    allowConsole(/\[jobs\] test\.flaky-\d+ failed \(try [12] of 3\): mail server down/);
    const attempts: number[] = [];
    const scheduler = newScheduler();
    const job = scheduler.register({
      name: uniqueQueue('flaky'),
      retryLimit: 2,
      retryDelaySeconds: 1,
      run: async ({ attempt }) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error('mail server down');
      },
    });
    await scheduler.start({ poll: false });
    // Retry delays run on the database's clock; a test clock years ahead finds every retry due.
    t.clock.set(new Date('2031-02-03T09:00:00Z'));
    await job.schedule({}, { at: t.clock.now(), key: 'k' });
    expect(await scheduler.runDue()).toBe(3);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await jobStates(job.name)).toEqual([{ key: 'k', state: 'completed' }]);
  });

  it('never runs a cancelled job', async () => {
    let runs = 0;
    const scheduler = newScheduler();
    const job = scheduler.register({ name: uniqueQueue('cancelled'), run: async () => void runs++ });
    await scheduler.start({ poll: false });
    t.clock.set(new Date('2031-02-04T09:00:00Z'));
    await job.schedule({}, { at: new Date('2031-02-04T10:00:00Z'), key: 'k' });
    expect(await job.cancel('k')).toBe(true);
    expect(await job.cancel('never-scheduled')).toBe(false);
    t.clock.set(new Date('2031-02-05T09:00:00Z'));
    expect(await scheduler.runDue()).toBe(0);
    expect(runs).toBe(0);
  });

  it('refuses what would go wrong silently: a bad queue name, a name twice, a job registered after use', async () => {
    const scheduler = newScheduler();
    expect(() => scheduler.register({ name: 'Has Spaces', run: async () => {} })).toThrow(/not a queue name/);
    const name = uniqueQueue('twice');
    scheduler.register({ name, run: async () => {} });
    expect(() => scheduler.register({ name, run: async () => {} })).toThrow(/registered twice/);
    await scheduler.start({ poll: false });
    expect(() => scheduler.register({ name: uniqueQueue('late'), run: async () => {} })).toThrow(/registered after/);
  });
});

describe('recurring jobs', () => {
  it('keeps one occurrence queued across restarts, chains the next on each run, and runs a missed one once', async () => {
    const name = uniqueQueue('daily');
    const ran: Date[] = [];
    const every = dailyAt({ hour: 9, minute: 0 }, NEW_YORK);
    const instance = () => {
      const scheduler = newScheduler();
      scheduler.register({ name, every, run: async ({ scheduledFor }) => void ran.push(scheduledFor) });
      return scheduler;
    };
    t.clock.set(inNewYork('2031-03-07T12:00'));
    await instance().start({ poll: false });
    // Restarted twice (two new schedulers, as new processes would make): still one occurrence queued.
    await instance().start({ poll: false });
    const current = instance();
    await current.start({ poll: false });
    expect(await jobStates(name)).toEqual([{ key: `every@${inNewYork('2031-03-08T09:00').toISOString()}`, state: 'created' }]);

    t.clock.set(inNewYork('2031-03-08T08:59'));
    expect(await current.runDue()).toBe(0);
    t.clock.set(inNewYork('2031-03-08T09:00'));
    expect(await current.runDue()).toBe(1);
    expect(ran.map((d) => d.toISOString())).toEqual(['2031-03-08T14:00:00.000Z']);

    // Clocks go forward in New York on 9 March 2031: 09:00 is then 13:00 UTC. The servers are down that
    // day and the next two; on the 12th the missed occurrence runs once, and the 13th's is queued.
    t.clock.set(inNewYork('2031-03-12T10:00'));
    expect(await current.runDue()).toBe(1);
    expect(ran.map((d) => d.toISOString())).toEqual(['2031-03-08T14:00:00.000Z', '2031-03-09T13:00:00.000Z']);
    expect((await jobStates(name)).map((job) => job.key)).toEqual([
      `every@${inNewYork('2031-03-08T09:00').toISOString()}`,
      `every@${inNewYork('2031-03-09T09:00').toISOString()}`,
      `every@${inNewYork('2031-03-13T09:00').toISOString()}`,
    ]);
    expect(await current.runDue()).toBe(0);
  });

  it('retries a failed occurrence as that occurrence: the next one stays the next day', async () => {
    allowConsole(/\[jobs\] test\.daily-retried-\d+ failed \(try 1 of 2\): not today/);
    const name = uniqueQueue('daily-retried');
    const ran: Array<{ attempt: number; scheduledFor: string }> = [];
    const scheduler = newScheduler();
    scheduler.register({
      name,
      every: dailyAt({ hour: 9, minute: 0 }, NEW_YORK),
      retryLimit: 1,
      run: async ({ attempt, scheduledFor }) => {
        ran.push({ attempt, scheduledFor: scheduledFor.toISOString() });
        if (attempt === 1) throw new Error('not today');
      },
    });
    t.clock.set(inNewYork('2031-04-01T08:00'));
    await scheduler.start({ poll: false });
    t.clock.set(inNewYork('2031-04-01T09:00'));
    expect(await scheduler.runDue()).toBe(2);
    const nine = inNewYork('2031-04-01T09:00').toISOString();
    expect(ran).toEqual([
      { attempt: 1, scheduledFor: nine },
      { attempt: 2, scheduledFor: nine },
    ]);
    expect(await jobStates(name)).toEqual([
      { key: `every@${nine}`, state: 'completed' },
      { key: `every@${inNewYork('2031-04-02T09:00').toISOString()}`, state: 'created' },
    ]);
  });
});

describe("pg-boss's own polling (the server's way, on the real clock)", () => {
  it('works due jobs as they come due, each once, with two instances polling one database', async () => {
    const name = uniqueQueue('polled');
    const runs = new Map<string, number>();
    const [a, b] = [newScheduler(() => new Date()), newScheduler(() => new Date())];
    const jobs = [a, b].map((scheduler) =>
      scheduler.register<{ n: number }>({
        name,
        run: async ({ data }) => void runs.set(`job-${data.n}`, (runs.get(`job-${data.n}`) ?? 0) + 1),
      }),
    );
    await Promise.all([
      a.start({ poll: true, pollingIntervalSeconds: 0.5 }),
      b.start({ poll: true, pollingIntervalSeconds: 0.5 }),
    ]);
    const now = new Date();
    for (let n = 0; n < 10; n++) await jobs[n % 2].schedule({ n }, { at: now, key: `job-${n}` });
    // One more, a minute away: not due, so not run.
    await jobs[0].schedule({ n: 99 }, { at: new Date(now.getTime() + 60_000), key: 'later' });
    await eventually(() => runs.size === 10);
    await Promise.all([a.stop(), b.stop()]);
    expect([...runs.values()]).toEqual(Array(10).fill(1));
    const states = await jobStates(name);
    expect(states.filter((job) => job.state === 'completed')).toHaveLength(10);
    expect(states.find((job) => job.key === 'later')?.state).toBe('created');
  });

  it('lets a running job finish before stop() answers, so the database can close after it', async () => {
    const name = uniqueQueue('slow');
    let finished = false;
    let started = false;
    const scheduler = newScheduler(() => new Date());
    const job = scheduler.register({
      name,
      run: async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 400));
        finished = true;
      },
    });
    await scheduler.start({ poll: true, pollingIntervalSeconds: 0.5 });
    await job.schedule({}, { at: new Date(), key: 'k' });
    await eventually(() => started);
    await scheduler.stop();
    expect(finished).toBe(true);
    expect(await jobStates(name)).toEqual([{ key: 'k', state: 'completed' }]);
  });
});

describe('a database that goes away', () => {
  it('does not end the process when a job cannot be recorded as done, and stops cleanly', async () => {
    allowConsole(/\[jobs\] test\.lost-\d+: could not record the end of job/);
    const logged: string[] = [];
    const fresh = await createTestApp();
    const scheduler = createScheduler({ db: fresh.db, now: () => new Date() });
    try {
      const job = scheduler.register({ name: uniqueQueue('lost'), run: () => fresh.database.close() });
      await scheduler.start({ poll: true, pollingIntervalSeconds: 0.5 });
      const error = console.error as unknown as { mock: { calls: unknown[][] } };
      await job.schedule({}, { at: new Date(), key: 'k' });
      await eventually(() => error.mock.calls.some((call) => /could not record the end/.test(String(call[0]))));
      // Polls go on failing quietly (pg-boss's fetch answers no jobs) until the database is back or the
      // server stops; an unhandled rejection would have failed this test run.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      logged.push(...error.mock.calls.map((call) => String(call[0])));
    } finally {
      await scheduler.stop();
      await fresh.close();
    }
    expect(logged.filter((line) => line.includes('could not record'))).toHaveLength(1);
  });
});

describe('starting', () => {
  it('starts four instances at once on a database with no queues yet: each queue is made once, without a deadlock', async () => {
    // Creating a queue locks pg-boss's queue table; two instances creating queues at once on PostgreSQL
    // deadlocked (one start failed) until queue creation took a lock of its own.
    const fresh = await createTestApp();
    const started: Scheduler[] = [];
    try {
      const names = [uniqueQueue('fresh'), uniqueQueue('fresh'), uniqueQueue('fresh')];
      const runs = new Map<string, number>();
      const instances = [0, 1, 2, 3].map(() => {
        const scheduler = createScheduler({ db: fresh.db, now: fresh.clock.now });
        started.push(scheduler);
        const jobs = names.map((name) =>
          scheduler.register({ name, run: async () => void runs.set(name, (runs.get(name) ?? 0) + 1) }),
        );
        return { scheduler, jobs };
      });
      await Promise.all(instances.map(({ scheduler }) => scheduler.start({ poll: false })));
      fresh.clock.set(new Date('2031-02-06T09:00:00Z'));
      for (const [i, job] of instances[1].jobs.entries()) await job.schedule({}, { at: fresh.clock.now(), key: `k${i}` });
      await Promise.all(instances.map(({ scheduler }) => scheduler.runDue()));
      expect(Object.fromEntries(runs)).toEqual(Object.fromEntries(names.map((name) => [name, 1])));
    } finally {
      for (const scheduler of started) await scheduler.stop();
      await fresh.close();
    }
  });
});

describe('the database adapter', () => {
  it("leaves the connection usable when one of pg-boss's wrapped statements fails", async () => {
    const database = jobDatabaseFor(t.db);
    await expect(database.executeSql(`BEGIN;\nSELECT 1;\nSELECT 1/0;\nCOMMIT;`)).rejects.toThrow(/division by zero/);
    // On PGlite this is the app's only connection: an aborted transaction left open would fail this.
    const result = (await t.db.execute(sql`select 2 as two`)) as unknown as { rows: Array<{ two: number }> };
    expect(result.rows[0].two).toBe(2);
    expect((await database.executeSql('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    expect(database.pending).toBe(0);
  });

  it("runs pg-boss's multi-statement texts in one transaction", () => {
    expect(withoutTransactionWrapper('\n    BEGIN;\n    SELECT 1;\n    COMMIT;\n  ')).toBe('\n    SELECT 1;\n    ');
    expect(withoutTransactionWrapper('SELECT 1')).toBe('SELECT 1');
  });

  it('makes job ids that are UUIDs, the same for the same key and queue only', () => {
    const id = jobIdFor('events.reminder', 'e1:24h');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdFor('events.reminder', 'e1:24h')).toBe(id);
    expect(jobIdFor('events.reminder', 'e1:1h')).not.toBe(id);
    expect(jobIdFor('events.other', 'e1:24h')).not.toBe(id);
  });
});
