// What the events feature's operations share: their dependencies, the event's columns, the lock every
// change of answers takes first, who may appear on a list, and the caller's own member row.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { EVENT_MESSAGES } from '../../../common/contracts/events';
import { allowedLinkOrNull, LINK_RULES } from '../../../common/contracts/links';
import { paths } from '../../../common/routes';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { attendees, bannedUsers, events, users } from '../../db/schema';
import type { Config } from '../../env';
import type { AfterAnswer } from '../../http/after-answer';
import { forbidden, notFound } from '../../http/errors';
import type { LivePublisher } from '../../live/publish';
import type { Mailer } from '../../mail/delivery';
import { newsDepsOf, type NewsDeps } from '../notifications/public';
import type { AppContext } from '../../feature';
import type { EventReminders } from './reminders';

/** What changing members' answers needs: giving a place back, and the emails and live events that follow.
 * The Members Log gives back the places of a member it archives or deactivates with it too (public.ts). */
export type AnswerDeps = {
  db: Database;
  now: () => Date;
  /** The community's zone (decisions 012, 040): `config.timeZone`, read at each use. */
  timeZone: string;
  config: Config;
  mailer: Mailer;
  /** Emails leave after the answer (and after the change's transaction has committed). */
  afterAnswer: AfterAnswer;
  /** Tells the open pages of the members a change concerns (decision 023), inside the change's transaction. */
  live: LivePublisher;
  /** Records the news a change brings members and delivers it as each wants (decision 050). */
  news: NewsDeps;
};

export type EventDeps = AnswerDeps & {
  /** The reminders on the shared scheduler (reminders.ts), planned and forgotten as events change. */
  reminders: EventReminders;
};

/** The answers' dependencies from the app's services. */
export const answerDepsOf = (context: AppContext): AnswerDeps => {
  const { db, now, config, mailer, afterAnswer, live } = context;
  return {
    db,
    now,
    // Read at each use: the community's zone may change while the app runs (decision 040). Not to be spread.
    get timeZone() {
      return config.timeZone;
    },
    config,
    mailer,
    afterAnswer,
    live,
    news: newsDepsOf(context),
  };
};

export const eventColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  speakers: events.speakers,
  location: events.location,
  link: events.link,
  description: events.description,
  coverImageUrl: events.coverImageUrl,
  capacity: events.capacity,
  onlineLink: events.onlineLink,
  cancelledAt: events.cancelledAt,
  sequence: events.sequence,
  listVersion: events.listVersion,
  updatedAt: events.updatedAt,
};

export type EventRow = {
  id: string;
  title: string;
  date: Date;
  speakers: string[];
  location: string | null;
  link: string | null;
  description: string | null;
  coverImageUrl: string | null;
  capacity: number | null;
  onlineLink: string | null;
  cancelledAt: Date | null;
  sequence: number;
  listVersion: number;
  updatedAt: Date;
};

/** What every view shares (common/contracts/events.ts EventBase). */
export const toEventBase = (row: EventRow) => ({
  id: row.id,
  title: row.title,
  date: row.date.toISOString(),
  speakers: row.speakers,
  location: row.location,
  link: row.link,
  description: row.description,
  // A stored address that no longer passes the rule (written by hand) is no picture.
  coverImageUrl: allowedLinkOrNull(row.coverImageUrl, LINK_RULES.eventImage),
  capacity: row.capacity,
  cancelled: row.cancelledAt !== null,
});

/** An event has started once its time has come: no more answers, and check-in may begin. */
export const hasStarted = (row: Pick<EventRow, 'date'>, now: Date) => row.date.getTime() <= now.getTime();

/**
 * The event's row, locked until the transaction ends. Every change of an event's answers (an RSVP, a
 * withdrawal, a promotion, a new capacity, a cancellation) takes this lock first, so they run one after
 * another per event and the count of Going read under it is the count the change is decided on.
 */
export async function lockEvent(tx: Database, id: string, missing: string = EVENT_MESSAGES.eventNotFound): Promise<EventRow> {
  const [row] = await tx.select(eventColumns).from(events).where(eq(events.id, id)).for('update').limit(1);
  if (!row) throw notFound(missing);
  return row;
}

/** `missing`: the 404's message ('Event not found' for members; the dashboard says 'Record not found'). */
export async function readEvent(db: Database, id: string, missing: string = EVENT_MESSAGES.eventNotFound): Promise<EventRow> {
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound(missing);
  return row;
}

/** The caller's member row: answering needs one (an administrator made without a profile has none). */
export function ownAttendeeId(caller: Pick<SignedInCaller, 'attendee'>): string {
  if (!caller.attendee) throw forbidden(EVENT_MESSAGES.noMemberRecord, 'NO_MEMBER_RECORD');
  return caller.attendee.id;
}

/**
 * A member others may see on a list: onboarded, not archived, not deactivated (neither the account's flag
 * nor a ban record). `attendee` is the attendees table or an alias of it in the query at hand.
 */
export function isListableMember(attendee: {
  id: typeof attendees.id;
  email: typeof attendees.email;
  userId: typeof attendees.userId;
  onboardingCompleted: typeof attendees.onboardingCompleted;
  archived: typeof attendees.archived;
}): SQL {
  return and(
    eq(attendee.onboardingCompleted, true),
    eq(attendee.archived, false),
    sql`not exists (select 1 from ${bannedUsers} where lower(${bannedUsers.email}) = lower(${attendee.email}))`,
    sql`not exists (select 1 from ${users} where ${users.id} = ${attendee.userId} and ${users.banned} = true)`,
  )!;
}

export const fullNameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** The event's page on the site, for emails and calendars. */
export const eventPageUrl = (config: Pick<Config, 'publicBaseUrl'>, id: string) =>
  `${config.publicBaseUrl}${paths.eventDetail(id)}`;

/** A title as a file name's words: letters and digits (accents dropped), lower-cased, joined by hyphens. */
export function fileNameWords(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .join('-');
  return words || 'event';
}
