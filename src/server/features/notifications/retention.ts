// Notifications are kept 90 days (issue 34): a nightly job on the shared scheduler (decision 021) removes
// older ones, whatever server runs it; the list and the bell already read only the last 90 days, so the
// job's hour never shows. Deleted in batches, so a first run over a large backlog holds no long lock.
import { sql } from 'drizzle-orm';
import { NOTIFICATION_KEEP_DAYS } from '../../../common/contracts/notification-kinds';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { notifications } from '../../db/schema';
import { dailyAt } from '../../jobs/recurrence';
import type { Scheduler } from '../../jobs/scheduler';

export const REMOVE_OLD_NOTIFICATIONS_JOB = 'notifications.remove-old';
const BATCH = 10_000;

/** Removes the notifications older than NOTIFICATION_KEEP_DAYS; answers how many went. */
export async function removeOldNotifications(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_KEEP_DAYS * 86_400_000).toISOString();
  let removed = 0;
  for (;;) {
    const [row] = rowsOf<{ gone: number }>(
      await db.execute(sql`
        with gone as (
          delete from ${notifications} where id in (
            select id from ${notifications} where ${notifications.createdAt} < ${before}::timestamptz limit ${BATCH}
          )
          returning 1
        )
        select count(*)::int as gone from gone`),
    );
    removed += row?.gone ?? 0;
    if ((row?.gone ?? 0) < BATCH) return removed;
  }
}

/** Every night at 03:30 in the community's zone, on whichever server takes the job. */
export function registerNotificationJobs(jobs: Scheduler, deps: { db: Database; now: () => Date; timeZone: () => string }) {
  return jobs.register<Record<string, never>>({
    name: REMOVE_OLD_NOTIFICATIONS_JOB,
    every: dailyAt({ hour: 3, minute: 30 }, deps.timeZone),
    run: async () => {
      await removeOldNotifications(deps.db, deps.now());
    },
  });
}
