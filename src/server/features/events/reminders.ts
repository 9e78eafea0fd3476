// Reminders (issue 18 item 4): an email 24 hours before an event to every member Going, and, for an event
// with an online link, another 1 hour before with the link. Each is a one-off job on the shared scheduler
// (decision 021), planned when the organisers create or change the event and keyed by the event and its
// start, so a new time plans new reminders and the old ones come to nothing. Sent exactly once per member:
// the job runs on one instance, and each email goes through once(), so a retry, a second server or a
// restart never sends it twice (decisions 021 and 025).
import { eq } from 'drizzle-orm';
import { paths } from '../../../common/routes';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';
import type { Config } from '../../env';
import { once } from '../../jobs/once';
import type { JobHandle, Scheduler } from '../../jobs/scheduler';
import { deliverNews, recordNews, type News, type NewsDeps } from '../notifications/public';
import { eventReminderEmail } from './emails';
import { goingRecipients, longEventTime } from './notify';
import { eventPageUrl } from './shared';

export const EVENT_REMINDER_JOB = 'events.reminder';

/** How long before the start each reminder is due; 'hour' only for an event with an online link. */
export const REMINDER_LEAD_MS = { day: 24 * 3600_000, hour: 3600_000 } as const;
export type ReminderKind = keyof typeof REMINDER_LEAD_MS;
const KINDS = Object.keys(REMINDER_LEAD_MS) as ReminderKind[];

type ReminderJob = { eventId: string; kind: ReminderKind; start: string };
export type EventReminderDeps = { db: Database; config: Config; now: () => Date; news: NewsDeps };
type PlannedEvent = { id: string; date: Date; onlineLink: string | null };

/** What the event's changes call: plan an event's reminders, or forget those of a time it no longer has. */
export type EventReminders = {
  /** Queues the reminders of the event's current start that are still ahead (idempotent). */
  plan(event: PlannedEvent): Promise<void>;
  /** Cancels the reminders of `start`: the event moved from it, was cancelled or deleted. */
  forget(eventId: string, start: Date): Promise<void>;
};

const jobKey = (eventId: string, kind: ReminderKind, start: Date) => `${eventId}:${kind}:${start.toISOString()}`;
const emailKey = (job: ReminderJob, attendeeId: string) =>
  `${EVENT_REMINDER_JOB}:${job.eventId}:${job.kind}:${job.start}:${attendeeId}`;

/**
 * Emails the reminder of `job` to every member Going now who has not had it. Nothing is sent for an event
 * that was deleted, cancelled, moved to another time or has started, nor an hour's reminder for an event
 * that no longer has an online link. Throws, for the job's retry, if some emails failed (only those are
 * tried again).
 */
export async function sendEventReminder(deps: EventReminderDeps, job: ReminderJob): Promise<{ sent: number }> {
  const now = deps.now();
  const [event] = await deps.db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      location: events.location,
      onlineLink: events.onlineLink,
      cancelledAt: events.cancelledAt,
    })
    .from(events)
    .where(eq(events.id, job.eventId))
    .limit(1);
  if (!event || event.cancelledAt || event.date.toISOString() !== job.start || event.date <= now) return { sent: 0 };
  if (job.kind === 'hour' && !event.onlineLink) return { sent: 0 };
  const mail = {
    title: event.title,
    when: longEventTime(event.date, deps.config.timeZone),
    url: eventPageUrl(deps.config, event.id),
    location: event.location,
    onlineLink: event.onlineLink,
    soon: job.kind === 'hour',
  };
  const recipients = await goingRecipients(deps.db, event.id);
  const items: News[] = recipients.map((recipient) => ({
    userId: recipient.userId,
    title: job.kind === 'hour' ? `${event.title} starts in an hour` : `${event.title} is tomorrow`,
    body: [mail.when, event.location].filter(Boolean).join(' · '),
    link: paths.eventDetail(event.id),
    email: () => eventReminderEmail(deps.config.brand, recipient.email, recipient.firstName, mail),
    onceKey: emailKey(job, recipient.attendeeId),
  }));
  // The notifications once, whatever the tries (decision 050); each email and push once per member.
  await once(deps.db, `${EVENT_REMINDER_JOB}:${job.eventId}:${job.kind}:${job.start}:news`, now, () =>
    deps.db.transaction(async (tx) => {
      await recordNews(deps.news, tx, 'event-reminder', items);
    }),
  );
  const delivered = await deliverNews(deps.news, 'event-reminder', items);
  if (delivered.failures.length > 0)
    throw new Error(
      `the reminder of event ${event.id} could not be emailed to ${delivered.failures.length} members (${delivered.failures.slice(0, 5).join('; ')})`,
    );
  return { sent: delivered.emailed.length };
}

/** Registers the reminder job with the app's scheduler; answers what the event's changes use to plan them. */
export function registerEventJobs(jobs: Scheduler, deps: EventReminderDeps): EventReminders & { job: JobHandle<ReminderJob> } {
  const job = jobs.register<ReminderJob>({
    name: EVENT_REMINDER_JOB,
    // A mail server down for a while: tries after 1, 2 and 4 minutes (the hour's reminder must not be late).
    retryLimit: 3,
    retryDelaySeconds: 60,
    run: async ({ data }) => {
      await sendEventReminder(deps, data);
    },
  });
  return {
    job,
    async plan(event) {
      const now = deps.now().getTime();
      for (const kind of KINDS) {
        if (kind === 'hour' && !event.onlineLink) continue;
        const at = new Date(event.date.getTime() - REMINDER_LEAD_MS[kind]);
        if (at.getTime() <= now) continue;
        await job.schedule(
          { eventId: event.id, kind, start: event.date.toISOString() },
          { at, key: jobKey(event.id, kind, event.date) },
        );
      }
    },
    async forget(eventId, start) {
      for (const kind of KINDS) await job.cancel(jobKey(eventId, kind, start));
    },
  };
}
