// The administrators' daily digest (issue 20): while access requests have waited more than a day, every
// administrator who is not deactivated, and has not turned the kind's email off (issue 34), gets one email a day naming them, at 09:00 in the community's time
// zone. A recurring job on the shared scheduler (decision 021); nothing is sent when nothing waits.
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { ADMIN_ACCESS_REQUESTS_PAGE } from '../../../common/contracts/access-requests';
import type { Database } from '../../db/client';
import { accessRequests } from '../../db/schema';
import type { Config } from '../../env';
import { once } from '../../jobs/once';
import { dailyAt, localDate } from '../../jobs/recurrence';
import type { JobHandle, Scheduler } from '../../jobs/scheduler';
import type { Mailer } from '../../mail/delivery';
import { listActiveAdministrators } from '../admins/public';
import { channelsFor } from '../notifications/public';
import { accessRequestDigestEmail, type WaitingAccessRequest } from './emails';
import { componentLog } from '../../log/logger';

const log = componentLog('access-requests');

export const ACCESS_REQUEST_DIGEST_JOB = 'access-requests.digest';
/** The start of an organiser's working day, in the community's time zone (decision 012). */
export const ACCESS_REQUEST_DIGEST_TIME = { hour: 9, minute: 0 };
/** A request is in the digest once it has waited longer than this. */
export const DIGEST_WAITING_AFTER_MS = 24 * 3600_000;
/** How many of the requests the email names (the longest waiting); its count covers them all. */
export const DIGEST_LISTED = 20;

export type AccessRequestDigestDeps = { db: Database; config: Config; mailer: Mailer; now: () => Date };

/** Pending requests older than a day: the `limit` longest waiting, and how many there are. */
export async function findWaitingAccessRequests(db: Database, now: Date, limit: number) {
  const waiting = and(
    eq(accessRequests.status, 'pending'),
    lt(accessRequests.createdAt, new Date(now.getTime() - DIGEST_WAITING_AFTER_MS)),
  );
  const [listed, [{ total }]] = await Promise.all([
    db
      .select({
        email: accessRequests.email,
        firstName: accessRequests.firstName,
        lastName: accessRequests.lastName,
        createdAt: accessRequests.createdAt,
      })
      .from(accessRequests)
      .where(waiting)
      .orderBy(asc(accessRequests.createdAt), asc(accessRequests.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(accessRequests)
      .where(waiting),
  ]);
  return { total, listed: listed satisfies WaitingAccessRequest[] };
}

/**
 * Emails the digest to every active administrator who has not had today's (the community's calendar
 * day), so a retry, a second instance or a late run after a restart never sends one twice. An email that
 * fails is tried again with the job's retry, for that administrator only.
 */
export async function sendAccessRequestDigest(deps: AccessRequestDigestDeps): Promise<{ waiting: number; sent: number }> {
  const { db, config, mailer } = deps;
  const now = deps.now();
  const waiting = await findWaitingAccessRequests(db, now, DIGEST_LISTED);
  if (waiting.total === 0) return { waiting: 0, sent: 0 };
  const day = localDate(now, config.timeZone);
  const url = `${config.publicBaseUrl}${ADMIN_ACCESS_REQUESTS_PAGE}`;
  const everyAdministrator = await listActiveAdministrators(db);
  // Each administrator's own choice for this kind's email, read as it is sent (decision 050).
  const channels = await channelsFor(
    db,
    everyAdministrator.map((admin) => admin.userId),
    'access-request',
  );
  const administrators = everyAdministrator.filter((admin) => channels.get(admin.userId)?.email);
  let sent = 0;
  const failures: string[] = [];
  for (const admin of administrators) {
    try {
      const emailed = await once(db, `${ACCESS_REQUEST_DIGEST_JOB}:${day}:${admin.userId}`, now, () =>
        mailer.send(accessRequestDigestEmail(config.brand, admin.email, admin.name, waiting, url, now)),
      );
      if (emailed) sent++;
    } catch (error) {
      failures.push(`${admin.email}: ${(error as Error).message}`);
    }
  }
  log.info(`digest of ${day}: ${waiting.total} waiting, sent to ${sent} of ${administrators.length} administrators`);
  if (failures.length > 0)
    throw new Error(`the digest could not be emailed to ${failures.length} administrators (${failures.join('; ')})`);
  return { waiting: waiting.total, sent };
}

/** Registers the digest with the app's scheduler. */
export function registerAccessRequestJobs(
  jobs: Scheduler,
  deps: AccessRequestDigestDeps,
): { digest: JobHandle<Record<string, never>> } {
  const digest = jobs.register<Record<string, never>>({
    name: ACCESS_REQUEST_DIGEST_JOB,
    every: dailyAt(ACCESS_REQUEST_DIGEST_TIME, () => deps.config.timeZone),
    // A mail server that is down for a while: tries after 5, 10, 20 and 40 minutes.
    retryLimit: 4,
    retryDelaySeconds: 300,
    run: async () => {
      await sendAccessRequestDigest(deps);
    },
  });
  return { digest };
}
