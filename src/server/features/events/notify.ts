// The news the organisers' changes bring members (issues 18, 34): a new time or a cancellation to everyone
// Going, and a place to the member promoted from the waitlist. Recipients are read and the news recorded
// inside the change's transaction (the notifications, decision 050); the pushes and emails leave after it
// has committed and after the answer (afterAnswer), each as the member then wants it, so a slow or failing
// mail server never holds the request or undoes the change. A failure is logged per recipient.
// The same recipients' open pages are told inside the transaction (tellChanged, decision 023), so the
// news exists exactly when the change does.
import { and, eq } from 'drizzle-orm';
import { paths, ROUTES } from '../../../common/routes';
import type { Database } from '../../db/client';
import { attendees, eventRsvps } from '../../db/schema';
import type { Email as MailMessage } from '../../mail/registry';
import { recordNews, type RecordedNews } from '../notifications/public';
import { eventCancelledEmail, eventTimeChangedEmail, waitlistPromotedEmail } from './emails';
import { eventPageUrl, isListableMember, type AnswerDeps } from './shared';

/** `userId`: the member's account, whose open pages are told; null for a member row without one. */
export type Recipient = { attendeeId: string; userId: string | null; email: string; firstName: string; lastName: string };

/** Members Going to the event who can still be reached: not archived, not deactivated. */
export async function goingRecipients(tx: Database, eventId: string): Promise<Recipient[]> {
  return tx
    .select({
      attendeeId: attendees.id,
      userId: attendees.userId,
      email: attendees.email,
      firstName: attendees.firstName,
      lastName: attendees.lastName,
    })
    .from(eventRsvps)
    .innerJoin(attendees, eq(attendees.id, eventRsvps.attendeeId))
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'going'), isListableMember(attendees)))
    .orderBy(attendees.id);
}

/** The accounts to tell, once each: a member row without an account has no open pages. */
export const accountsOf = (recipients: Pick<Recipient, 'userId'>[]): string[] => [
  ...new Set(recipients.flatMap((r) => (r.userId ? [r.userId] : []))),
];

/**
 * Tells the recipients' open pages that the event changed for them (a new time, a cancellation, a place
 * from the waitlist). Call with the change's transaction: the news leaves at commit, never on a rollback.
 */
export async function tellChanged(
  deps: Pick<AnswerDeps, 'live'>,
  tx: Database,
  eventId: string,
  recipients: Pick<Recipient, 'userId'>[],
) {
  for (const userId of accountsOf(recipients)) await deps.live.publishToMember(tx, userId, { type: 'event-changed', eventId });
}

/**
 * Tells every member's open pages that an event they can see was created, changed, cancelled or deleted
 * (decision 041): one broadcast row, with the change's transaction, so the lists and homes follow.
 */
export const tellEventsChanged = (deps: Pick<AnswerDeps, 'live'>, tx: Database, eventId: string) =>
  deps.live.publishToMembers(tx, { type: 'events-changed', eventId });

const longFormats = new Map<string, Intl.DateTimeFormat>();
/** 'Tuesday, April 2, 2024 at 6:30 PM PDT', in the community's zone (emails go to members everywhere). */
export function longEventTime(date: Date, timeZone: string): string {
  let format = longFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone });
    longFormats.set(timeZone, format);
  }
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  return `${format.format(date)} ${zone}`.trim();
}

type EventForNews = { id: string; title: string; date: Date };

/** What the emails say of the event: its title, its time in the community's zone, its page. */
const mailOf = (deps: AnswerDeps, event: EventForNews) => ({
  title: event.title,
  when: longEventTime(event.date, deps.timeZone),
  url: eventPageUrl(deps.config, event.id),
});

/**
 * Records one kind of news about the event for each recipient, inside the change's transaction (decision
 * 050): the notification and the bell at commit; the push and the email (`email`, the kind's template)
 * after, each as the member then wants it.
 */
function recordEventNews(
  deps: AnswerDeps,
  tx: Database,
  kind: 'event-changed' | 'event-cancelled' | 'waitlist-place',
  recipients: Recipient[],
  news: { title: string; body: string; link: string },
  email: (recipient: Recipient) => MailMessage,
): Promise<RecordedNews> {
  return recordNews(
    deps.news,
    tx,
    kind,
    recipients.map((recipient) => ({ userId: recipient.userId, ...news, email: () => email(recipient) })),
  );
}

/** The news of a new time, to everyone who was Going. */
export function recordTimeChanged(
  deps: AnswerDeps,
  tx: Database,
  event: EventForNews,
  previousDate: Date,
  recipients: Recipient[],
) {
  const mail = { ...mailOf(deps, event), previously: longEventTime(previousDate, deps.timeZone) };
  return recordEventNews(
    deps,
    tx,
    'event-changed',
    recipients,
    { title: `${event.title} moves to ${mail.when}`, body: `It was ${mail.previously}.`, link: paths.eventDetail(event.id) },
    (r) => eventTimeChangedEmail(deps.config.brand, r.email, r.firstName, mail),
  );
}

/** The news of a cancellation (or of an event still ahead deleted), to everyone who was Going. */
export function recordCancelled(deps: AnswerDeps, tx: Database, event: EventForNews, recipients: Recipient[], deleted = false) {
  const mail = mailOf(deps, event);
  return recordEventNews(
    deps,
    tx,
    'event-cancelled',
    recipients,
    // A deleted event has no page left: the news points to the events still ahead.
    {
      title: `${event.title} is cancelled`,
      body: mail.when,
      link: deleted ? ROUTES.upcomingEvents : paths.eventDetail(event.id),
    },
    (r) => eventCancelledEmail(deps.config.brand, r.email, r.firstName, mail),
  );
}

/** The news of a place from the waitlist, to each member promoted. */
export function recordPromoted(deps: AnswerDeps, tx: Database, event: EventForNews, recipients: Recipient[]) {
  const mail = mailOf(deps, event);
  return recordEventNews(
    deps,
    tx,
    'waitlist-place',
    recipients,
    { title: `You have a place at ${event.title}`, body: mail.when, link: paths.eventDetail(event.id) },
    (r) => waitlistPromotedEmail(deps.config.brand, r.email, r.firstName, mail),
  );
}

/** Sends what `news` recorded once the answer has gone (and the change's transaction has committed). */
export function deliverAfterAnswer(deps: Pick<AnswerDeps, 'afterAnswer'>, label: string, news: RecordedNews[]) {
  if (news.length === 0) return;
  deps.afterAnswer.run(label, () => Promise.all(news.map((one) => one.deliver())));
}
