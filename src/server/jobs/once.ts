// Effects that must happen once, whatever the queue does: a job that is retried after a failure, or run
// again because the server running it died before saying it was done, must not email anyone twice.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobOnceKeys } from '../db/schema';

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
