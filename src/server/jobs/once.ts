// Effects that must happen once, whatever the queue does: a job that is retried after a failure, or run
// again because the server running it died before saying it was done, must not email anyone twice.
import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobOnceKeys } from '../db/schema';
import { dailyAt } from './recurrence';
import type { Scheduler } from './scheduler';

/** How long a done effect's key is kept: far longer than any retry of the job that took it. */
export const ONCE_KEY_KEEP_DAYS = 60;
export const PRUNE_ONCE_KEYS_JOB = 'jobs.prune-once-keys';

/**
 * Runs `effect` unless `key` was done before, by this or any other instance, in this or an earlier try.
 * The key is taken (one insert, so two callers at once cannot both take it) before the effect and given
 * back if the effect throws, so a retry tries again. A process that dies between the two leaves the key
 * taken: at most once, never twice. Answers whether the effect ran.
 */
export async function once(db: Database, key: string, now: Date, effect: () => Promise<void>): Promise<boolean> {
  const [taken] = await db
    .insert(jobOnceKeys)
    .values({ key, doneAt: now })
    .onConflictDoNothing()
    .returning({ key: jobOnceKeys.key });
  if (!taken) return false;
  try {
    await effect();
  } catch (error) {
    await db.delete(jobOnceKeys).where(eq(jobOnceKeys.key, key));
    throw error;
  }
  return true;
}

/**
 * Runs `effect` unless `key` was done before, like once(), but never loses it to a crash: the key is held
 * under a lease (`leaseMs`, at least as long as the job's own expiry) until the effect is recorded done. A
 * server that dies while holding it leaves the lease to run out, and whoever runs the work next takes the
 * key over and runs the effect again. So the effect happens at least once, and twice only when the server
 * died after the effect took place (the mail server accepted the email) and before its record: the one
 * possible duplicate (decision 053). A holder whose lease was taken over neither records nor gives back
 * the key: the new holder's outcome stands. Answers whether the effect ran here.
 */
export async function onceSurely(
  db: Database,
  key: string,
  now: Date,
  leaseMs: number,
  effect: () => Promise<void>,
): Promise<boolean> {
  const leaseId = randomUUID();
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const [taken] = await db
    .insert(jobOnceKeys)
    .values({ key, doneAt: now, leaseUntil, leaseId })
    .onConflictDoUpdate({
      target: jobOnceKeys.key,
      set: { doneAt: now, leaseUntil, leaseId },
      // Only a lease that ran out is taken over; a done key (no lease) or one still held stays as it is.
      setWhere: sql`${jobOnceKeys.leaseUntil} < ${now.toISOString()}::timestamptz`,
    })
    .returning({ key: jobOnceKeys.key });
  if (!taken) return false;
  const ours = and(eq(jobOnceKeys.key, key), eq(jobOnceKeys.leaseId, leaseId));
  try {
    await effect();
  } catch (error) {
    await db.delete(jobOnceKeys).where(ours);
    throw error;
  }
  await db.update(jobOnceKeys).set({ leaseUntil: null, leaseId: null }).where(ours);
  return true;
}

/** Forgets the keys of effects done more than ONCE_KEY_KEEP_DAYS ago; answers how many went. */
export async function pruneOnceKeys(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ONCE_KEY_KEEP_DAYS * 24 * 3600_000);
  const gone = await db.delete(jobOnceKeys).where(lt(jobOnceKeys.doneAt, before)).returning({ key: jobOnceKeys.key });
  return gone.length;
}

/** Prunes the keys every night (04:00 in the community's time zone), on the shared scheduler. */
export function registerOnceKeyPruning(jobs: Scheduler, deps: { db: Database; now: () => Date; timeZone: () => string }) {
  return jobs.register<Record<string, never>>({
    name: PRUNE_ONCE_KEYS_JOB,
    every: dailyAt({ hour: 4, minute: 0 }, deps.timeZone),
    run: async () => {
      await pruneOnceKeys(deps.db, deps.now());
    },
  });
}
