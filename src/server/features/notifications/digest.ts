// Digests (issue 34, decision 053): a member who chose a daily or weekly digest gets one email per period,
// at the hour they chose in their own zone, with what they have not seen (unread, still waiting for an
// email) from that period; nothing when there is nothing. No timer in a process: a recurring job on the
// shared queue comes round every 15 minutes (every zone's hours start on a quarter hour) and pages through
// the members whose period has begun and whose period's key is not done yet. The key is held under a lease
// (onceSurely) while the email goes, so a second server skips the member, a crash leaves them to the next
// run, and only a crash between the mail server's acceptance and our record can send one twice.
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { ROUTES } from '../../../common/routes';
import type { Database } from '../../db/client';
import { bannedUsers, jobOnceKeys, notificationPreferences, notifications, users } from '../../db/schema';
import type { Config } from '../../env';
import { onceSurely } from '../../jobs/once';
import { everyMinutes } from '../../jobs/recurrence';
import type { Scheduler } from '../../jobs/scheduler';
import type { Mailer } from '../../mail/delivery';
import { digestEmail } from './emails';
import { newestFirst } from '../../db/order';
import { componentLog } from '../../log/logger';

const log = componentLog('notifications');

export const DIGEST_JOB = 'notifications.digest';
/** How often the job looks for members whose hour has come: every zone's hours begin on a quarter hour. */
export const DIGEST_CHECK_MINUTES = 15;
/** Members read per page: the run holds one page at a time, whatever the community's size. */
export const DIGEST_PAGE = 500;
/** What the email lists (the newest); its count covers everything it carries. */
export const DIGEST_LISTED = 20;
/** How long a server holds a member's key while their digest goes: longer than any SMTP exchange may take
 * (nodemailer gives up on a silent connection after 10 minutes). After it, another run takes the key over. */
export const DIGEST_LEASE_MS = 15 * 60_000;

export type DigestDeps = { db: Database; config: Config; mailer: Mailer; now: () => Date };

/** A member whose digest is due: their period began at `periodAt` (their hour on their clock) and their
 * previous one at `previousAt`; `key` names the member and period. */
type DueDigest = {
  userId: string;
  email: string;
  name: string | null;
  frequency: 'daily' | 'weekly';
  key: string;
  periodAt: Date;
  previousAt: Date;
};

/**
 * One page of the members whose digest is due at `now`, after `after` in id order: a digest chosen, the
 * period's start (today's hour, or this week's day and hour, on their clock) passed and later than their last
 * change of settings (turning a digest on at 15:00 does not send the one of 08:00), not deactivated, and the
 * period's key neither done nor held by a live lease. An address marked undeliverable is one more condition.
 */
async function findDueDigests(db: Database, now: Date, after: string, limit: number): Promise<DueDigest[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select p.user_id as "userId", u.email, u.name, p.digest as frequency,
      ${DIGEST_JOB} || ':' || p.digest || ':' || to_char(s.slot, 'YYYY-MM-DD') || ':' || p.user_id as key,
      s.slot at time zone p.time_zone as "periodAt",
      (s.slot - s.period) at time zone p.time_zone as "previousAt"
    from ${notificationPreferences} p
    join ${users} u on u.id = p.user_id
    cross join lateral (
      select ${at}::timestamptz at time zone p.time_zone as local_now,
        case when p.digest = 'weekly' then interval '7 days' else interval '1 day' end as period
    ) l
    cross join lateral (
      select date_trunc('day', l.local_now)
        - case when p.digest = 'weekly'
            then make_interval(days => ((extract(isodow from l.local_now)::int - p.digest_weekday + 7) % 7))
            else interval '0' end
        + make_interval(hours => p.digest_hour) as candidate
    ) c
    cross join lateral (
      select case when c.candidate > l.local_now then c.candidate - l.period else c.candidate end as slot, l.period
    ) s
    where p.user_id > ${after} and p.digest <> 'off'
      and (s.slot at time zone p.time_zone) > p.updated_at
      and coalesce(u.banned, false) = false
      and not exists (select 1 from ${bannedUsers} b where lower(b.email) = lower(u.email))
      and not exists (
        select 1 from ${jobOnceKeys} k
        where k.key = ${DIGEST_JOB} || ':' || p.digest || ':' || to_char(s.slot, 'YYYY-MM-DD') || ':' || p.user_id
          and (k.lease_until is null or k.lease_until >= ${at}::timestamptz)
      )
    order by p.user_id
    limit ${limit}`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((row) => ({
    userId: String(row.userId),
    email: String(row.email),
    name: (row.name as string | null) ?? null,
    frequency: row.frequency as 'daily' | 'weekly',
    key: String(row.key),
    periodAt: new Date(row.periodAt as string),
    previousAt: new Date(row.previousAt as string),
  }));
}

/** What a member's digest carries: unread, waiting for an email, written since their previous period began. */
const carried = (userId: string, previousAt: Date, now: Date) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.emailPending, true),
    isNull(notifications.readAt),
    gt(notifications.createdAt, previousAt),
    lte(notifications.createdAt, now),
  );

/**
 * Emails one member their digest, unless their period's key was done (or is held) elsewhere: the newest
 * items listed, the count of all, and what it carried is no longer waiting for an email. Nothing unseen:
 * no email, and the period is done. Answers whether an email left.
 */
async function sendDigest(deps: DigestDeps, member: DueDigest, now: Date): Promise<boolean> {
  const { db, config } = deps;
  let emailed = false;
  await onceSurely(db, member.key, now, DIGEST_LEASE_MS, async () => {
    const filter = carried(member.userId, member.previousAt, now);
    const items = await db
      .select({ title: notifications.title, body: notifications.body, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(notifications)
      .where(filter)
      .orderBy(newestFirst(notifications.createdAt, notifications.id))
      .limit(DIGEST_LISTED);
    if (items.length === 0) return;
    await deps.mailer.send(
      digestEmail(config.brand, member.email, member.name, {
        frequency: member.frequency,
        items,
        total: items[0].total,
        url: `${config.publicBaseUrl}${ROUTES.notifications}`,
      }),
    );
    emailed = true;
    await db.update(notifications).set({ emailPending: false }).where(filter);
  });
  return emailed;
}

/**
 * Sends every digest due at the app's clock, a page of members at a time. A member whose email fails is left
 * for the next run (their key is given back) and the run goes on; the run fails at the end if any did, so
 * the queue logs it.
 */
export async function sendDueDigests(deps: DigestDeps): Promise<{ due: number; sent: number }> {
  const now = deps.now();
  let after = '';
  let due = 0;
  let sent = 0;
  const failures: string[] = [];
  for (;;) {
    const page = await findDueDigests(deps.db, now, after, DIGEST_PAGE);
    for (const member of page) {
      try {
        if (await sendDigest(deps, member, now)) sent++;
      } catch (error) {
        failures.push(`${member.userId}: ${(error as Error).message}`);
      }
    }
    due += page.length;
    if (page.length < DIGEST_PAGE) break;
    after = page[page.length - 1].userId;
  }
  if (due > 0) log.info(`digests at ${now.toISOString()}: ${sent} sent of ${due} due`);
  if (failures.length > 0)
    throw new Error(
      `${failures.length} digests could not be sent (${failures.slice(0, 5).join('; ')}); the next run tries them again`,
    );
  return { due, sent };
}

/** Registers the digest on the shared scheduler: one recurring job, every quarter hour. */
export function registerDigestJobs(jobs: Scheduler, deps: DigestDeps) {
  return jobs.register<Record<string, never>>({
    name: DIGEST_JOB,
    every: everyMinutes(DIGEST_CHECK_MINUTES),
    // The next quarter hour's run is the retry: a failed member's key was given back.
    retryLimit: 0,
    // A run for a large community takes minutes; its members' leases, not the job's expiry, keep them once.
    expireInSeconds: 3600,
    run: async () => {
      await sendDueDigests(deps);
    },
  });
}
