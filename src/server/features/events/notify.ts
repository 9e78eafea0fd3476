// The emails the organisers' changes send to members (issue 18): a new time or a cancellation to everyone
// Going, and a place to the member promoted from the waitlist. Recipients are read inside the change's
// transaction; the emails leave after it has committed and after the answer (afterAnswer), so a slow or
// failing mail server never holds the request or undoes the change. A failure is logged per recipient.
// The same recipients' open pages are told inside the transaction (tellChanged, decision 023), so the
// news exists exactly when the change does.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendees, eventRsvps } from '../../db/schema';
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

/** How many emails leave at once: enough to finish a few thousand in minutes, few enough for any SMTP server. */
const SENDING_AT_ONCE = 4;

type EventForMail = { id: string; title: string; date: Date };

/**
 * Runs `send` for each recipient, a few at once; answers the failures ('address: reason'), so one refused
 * address never stops the others.
 */
export async function sendEach(recipients: Recipient[], send: (recipient: Recipient) => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < recipients.length) {
      const recipient = recipients[next++];
      try {
        await send(recipient);
      } catch (error) {
        failures.push(`${recipient.email}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SENDING_AT_ONCE, recipients.length) }, worker));
  return failures;
}

function sendAll(
  deps: AnswerDeps,
  label: string,
  recipients: Recipient[],
  build: (r: Recipient) => Parameters<AnswerDeps['mailer']['send']>[0],
) {
  if (recipients.length === 0) return;
  deps.afterAnswer.run(label, async () => {
    const failures = await sendEach(recipients, (recipient) => deps.mailer.send(build(recipient)));
    for (const failure of failures) console.error(`[events] ${label}: could not email ${failure}`);
  });
}

const mailOf = (deps: AnswerDeps, event: EventForMail) => ({
  title: event.title,
  when: longEventTime(event.date, deps.timeZone),
  url: eventPageUrl(deps.config, event.id),
});

export function sendTimeChanged(deps: AnswerDeps, event: EventForMail, previousDate: Date, recipients: Recipient[]) {
  const mail = { ...mailOf(deps, event), previously: longEventTime(previousDate, deps.timeZone) };
  sendAll(deps, 'event time-change emails', recipients, (r) =>
    eventTimeChangedEmail(deps.config.brand, r.email, r.firstName, mail),
  );
}

export function sendCancelled(deps: AnswerDeps, event: EventForMail, recipients: Recipient[]) {
  const mail = mailOf(deps, event);
  sendAll(deps, 'event cancellation emails', recipients, (r) =>
    eventCancelledEmail(deps.config.brand, r.email, r.firstName, mail),
  );
}

export function sendPromoted(deps: AnswerDeps, event: EventForMail, recipients: Recipient[]) {
  const mail = mailOf(deps, event);
  sendAll(deps, 'waitlist promotion emails', recipients, (r) =>
    waitlistPromotedEmail(deps.config.brand, r.email, r.firstName, mail),
  );
}
