// Events (spec 2.4, 5 'Events split', 7.1, 9; issue 18): members read the upcoming ones and the last five
// past ones, each with its count of Going and their own answer; administrators add, change, cancel and
// delete them (NOTES), each change written to the audit log. A new time or a cancellation emails everyone
// Going once the change has committed, and their open pages are told with it (decision 023). "Today" is
// the current calendar day in the community's configured time zone (decision 012).
import { asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { EVENT_MESSAGES, PAST_EVENTS_LIMIT, type PastEventList, type UpcomingEventPage } from '../../../common/contracts/events';
import type {
  AdminEventItem,
  AdminEventPage,
  AdminEventsQuery,
  EventDeleted,
  EventSaved,
  RsvpCounts,
  ValidEventInput,
} from '../../../common/contracts/events-admin';
import { ADMIN_TOASTS } from '../../../common/messages';
import { instantOfWallTime, parseLocalDateTime, startOfDayInZone, toLocalDateTime } from '../../../common/zoned-time';
import { changeOf, changesBetween, recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { eventRsvps, events } from '../../db/schema';
import { conflict, HttpError } from '../../http/errors';
import {
  deliverAfterAnswer,
  goingRecipients,
  recordCancelled,
  recordTimeChanged,
  tellChanged,
  tellEventsChanged,
} from './notify';
import { countGoing, memberViewsOf, promoteFromWaitlist, toEventItem } from './rsvps';
import { eventColumns as columns, hasStarted, lockEvent, toEventBase, type EventDeps, type EventRow } from './shared';
import { componentLog } from '../../log/logger';

const log = componentLog('events');

export type { EventDeps };

const NO_ANSWERS: RsvpCounts = { going: 0, maybe: 0, notGoing: 0, waitlist: 0, attended: 0 };

/** Each event's answers by kind, for a page of events, in one grouped query. */
export async function countAnswers(db: Database, ids: string[]): Promise<Map<string, RsvpCounts>> {
  const counts = new Map<string, RsvpCounts>();
  if (ids.length === 0) return counts;
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const rows = await db
    .select({
      eventId: eventRsvps.eventId,
      going: n(sql`${eventRsvps.status} = 'going'`),
      maybe: n(sql`${eventRsvps.status} = 'maybe'`),
      notGoing: n(sql`${eventRsvps.status} = 'not_going'`),
      waitlist: n(sql`${eventRsvps.status} = 'waitlist'`),
      attended: n(sql`${eventRsvps.attendedAt} is not null`),
    })
    .from(eventRsvps)
    .where(inArray(eventRsvps.eventId, ids))
    .groupBy(eventRsvps.eventId);
  for (const { eventId, ...row } of rows) counts.set(eventId, row);
  return counts;
}

function toAdminItem(row: EventRow, counts: RsvpCounts | undefined, today: Date, now: Date, timeZone: string): AdminEventItem {
  return {
    ...toEventBase(row),
    localDateTime: toLocalDateTime(row.date, timeZone),
    upcoming: row.date >= today,
    started: hasStarted(row, now),
    onlineLink: row.onlineLink,
    counts: counts ?? NO_ANSWERS,
  };
}

async function adminItemOf(deps: EventDeps, row: EventRow): Promise<AdminEventItem> {
  const counts = await countAnswers(deps.db, [row.id]);
  return toAdminItem(row, counts.get(row.id), startOfToday(deps), deps.now(), deps.timeZone);
}

const startOfToday = ({ now, timeZone }: EventDeps) => startOfDayInZone(now(), timeZone);

/** One page and the count of every matching row, in one query; a page past the end still gets its count. */
async function pageOf(db: Database, where: SQL | undefined, orderBy: SQL[], page: number, pageSize: number) {
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await db.select({ total: count() }).from(events).where(where);
    total = counted.total;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

const soonestFirst = [asc(events.date), asc(events.id)];
const newestFirst = [desc(events.date), desc(events.id)];

/** Whose answers the lists show: the caller's member row, if any. */
type Viewer = { attendeeId: string | null };

async function memberItems(deps: EventDeps, rows: EventRow[], viewer: Viewer) {
  const views = await memberViewsOf(
    deps.db,
    rows.map((r) => r.id),
    viewer.attendeeId,
  );
  const now = deps.now();
  return rows.map((row) => toEventItem(row, views.get(row.id), now));
}

export async function listUpcomingEvents(
  deps: EventDeps,
  viewer: Viewer,
  query: { page: number; pageSize: number },
): Promise<UpcomingEventPage> {
  const { rows, total } = await pageOf(deps.db, gte(events.date, startOfToday(deps)), soonestFirst, query.page, query.pageSize);
  return { items: await memberItems(deps, rows, viewer), total, page: query.page, pageSize: query.pageSize };
}

/** The five most recent past events; each says whether the caller attended ('You went'). */
export async function listPastEvents(deps: EventDeps, viewer: Viewer): Promise<PastEventList> {
  const rows = await deps.db
    .select(columns)
    .from(events)
    .where(lt(events.date, startOfToday(deps)))
    .orderBy(...newestFirst)
    .limit(PAST_EVENTS_LIMIT);
  return { items: await memberItems(deps, rows, viewer) };
}

export async function listEventsForAdmin(deps: EventDeps, query: AdminEventsQuery): Promise<AdminEventPage> {
  const today = startOfToday(deps);
  const todayParam = sql`${today.toISOString()}::timestamptz`;
  const [where, orderBy] =
    query.when === 'upcoming'
      ? [gte(events.date, today), soonestFirst]
      : query.when === 'past'
        ? [lt(events.date, today), newestFirst]
        : [
            undefined,
            [
              sql`(${events.date} >= ${todayParam}) desc`,
              sql`case when ${events.date} >= ${todayParam} then ${events.date} end asc`,
              desc(events.date),
              asc(events.id),
            ],
          ];
  const { rows, total } = await pageOf(deps.db, where, orderBy, query.page, query.pageSize);
  const counts = await countAnswers(
    deps.db,
    rows.map((r) => r.id),
  );
  const now = deps.now();
  return {
    items: rows.map((row) => toAdminItem(row, counts.get(row.id), today, now, deps.timeZone)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    timeZone: deps.timeZone,
  };
}

/** The row's values from checked input: the local date-time becomes the instant it means in the zone. */
function valuesOf(input: ValidEventInput, timeZone: string) {
  return {
    title: input.title,
    date: instantOfWallTime(parseLocalDateTime(input.date)!, timeZone),
    speakers: input.speakers,
    location: input.location,
    link: input.link,
    description: input.description,
    coverImageUrl: input.coverImageUrl,
    capacity: input.capacity,
    onlineLink: input.onlineLink,
  };
}

/** What an edit can change, as the Activity tab names it. */
const EVENT_FIELDS = {
  title: 'Title',
  date: 'Starts',
  speakers: 'Speakers',
  location: 'Place',
  link: 'Link',
  description: 'Description',
  coverImageUrl: 'Cover picture',
  capacity: 'Capacity',
  onlineLink: 'Online link',
} as const;

const auditDetails = (row: EventRow) => ({
  eventId: row.id,
  title: row.title,
  date: row.date.toISOString(),
  capacity: row.capacity,
  online: row.onlineLink !== null,
});

export async function createEvent(deps: EventDeps, actor: AuditActor, input: ValidEventInput): Promise<EventSaved> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(events)
      .values({ ...valuesOf(input, deps.timeZone), createdAt: now, updatedAt: now })
      .returning(columns);
    await recordAudit(tx, { actor, action: 'event.create', details: auditDetails(created), at: now });
    await tellEventsChanged(deps, tx, created.id);
    return created;
  });
  await planReminders(deps, row);
  return { success: true, message: EVENT_MESSAGES.created, event: await adminItemOf(deps, row) };
}

/**
 * Plans the event's reminders once its change has committed. The change stands if the queue cannot be
 * reached: the organisers' save is not undone for a reminder, which is logged as not planned.
 */
async function planReminders(deps: EventDeps, row: EventRow) {
  try {
    await deps.reminders.plan(row);
  } catch (error) {
    log.error(`the reminders of event ${row.id} could not be planned: ${(error as Error).message}`);
  }
}

/** Cancels the reminders of the time the event had (moved, cancelled or deleted); those left would send nothing. */
async function forgetReminders(deps: EventDeps, row: EventRow) {
  try {
    await deps.reminders.forget(row.id, row.date);
  } catch (error) {
    log.error(`the reminders of event ${row.id} could not be cancelled: ${(error as Error).message}`);
  }
}

/** What a calendar must follow: a change of any of these makes a new SEQUENCE. */
const calendarFields = (row: Pick<EventRow, 'title' | 'date' | 'location' | 'link' | 'onlineLink' | 'speakers'>) =>
  JSON.stringify([row.title, row.date.getTime(), row.location, row.link, row.onlineLink, row.speakers]);

/** Members are told of a new time only while the event is ahead of them (before or after the change). */
const stillAhead = (dates: Date[], now: Date) => dates.some((date) => date.getTime() > now.getTime());

/**
 * Saves the administrator's changes. A capacity below the members already Going is refused (nothing is
 * written); a larger one, or none, gives the new places to the waitlist. A new time is emailed to everyone
 * Going, and a calendar-visible change bumps the event's SEQUENCE.
 */
export async function updateEvent(deps: EventDeps, actor: AuditActor, id: string, input: ValidEventInput): Promise<EventSaved> {
  const now = deps.now();
  const values = valuesOf(input, deps.timeZone);
  const outcome = await deps.db.transaction(async (tx) => {
    const before = await lockEvent(tx, id, ADMIN_TOASTS.recordNotFound);
    if (values.capacity !== null) {
      const going = await countGoing(tx, id);
      if (values.capacity < going) {
        const message = EVENT_MESSAGES.capacityBelowGoing(going);
        throw new HttpError(409, 'CAPACITY_BELOW_GOING', message, { capacity: message });
      }
    }
    const changed = calendarFields(before) !== calendarFields({ ...before, ...values });
    const timeChanged = before.date.getTime() !== values.date.getTime();
    const toldOfTime =
      timeChanged && !before.cancelledAt && stillAhead([before.date, values.date], now) ? await goingRecipients(tx, id) : [];
    const [updated] = await tx
      .update(events)
      .set({ ...values, ...(changed ? { sequence: sql`${events.sequence} + 1` } : {}), updatedAt: now })
      .where(eq(events.id, id))
      .returning(columns);
    await tellChanged(deps, tx, id, toldOfTime);
    const moved = await recordTimeChanged(deps, tx, updated, before.date, toldOfTime);
    await tellEventsChanged(deps, tx, id);
    const promoted = before.cancelledAt || hasStarted(updated, now) ? null : await promoteFromWaitlist(deps, tx, updated, now);
    await recordAudit(tx, {
      actor,
      action: 'event.update',
      changes: changesBetween(before, updated, EVENT_FIELDS),
      details: auditDetails(updated),
      at: now,
    });
    return { before, updated, news: promoted ? [moved, promoted] : [moved] };
  });
  deliverAfterAnswer(deps, 'event change news', outcome.news);
  if (outcome.before.date.getTime() !== outcome.updated.date.getTime()) await forgetReminders(deps, outcome.before);
  if (!outcome.updated.cancelledAt) await planReminders(deps, outcome.updated);
  return { success: true, message: EVENT_MESSAGES.updated, event: await adminItemOf(deps, outcome.updated) };
}

/**
 * Cancels an event that has not started: it stays, marked, so members and calendars are told (METHOD:CANCEL,
 * SEQUENCE one more), answers close, and everyone Going is emailed.
 */
export async function cancelEvent(deps: EventDeps, actor: AuditActor, id: string): Promise<EventSaved> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const before = await lockEvent(tx, id, ADMIN_TOASTS.recordNotFound);
    if (before.cancelledAt) throw conflict(EVENT_MESSAGES.alreadyCancelled, 'ALREADY_CANCELLED');
    if (hasStarted(before, now)) throw conflict(EVENT_MESSAGES.cancelPast, 'EVENT_STARTED');
    const recipients = await goingRecipients(tx, id);
    const [updated] = await tx
      .update(events)
      .set({ cancelledAt: now, sequence: sql`${events.sequence} + 1`, updatedAt: now })
      .where(eq(events.id, id))
      .returning(columns);
    await tellChanged(deps, tx, id, recipients);
    const news = await recordCancelled(deps, tx, updated, recipients);
    await tellEventsChanged(deps, tx, id);
    await recordAudit(tx, {
      actor,
      action: 'event.cancel',
      changes: [changeOf('Status', 'Scheduled', 'Cancelled')],
      details: { ...auditDetails(updated), going: recipients.length },
      at: now,
    });
    return { updated, news };
  });
  deliverAfterAnswer(deps, 'event cancellation news', [outcome.news]);
  await forgetReminders(deps, outcome.updated);
  return { success: true, message: EVENT_MESSAGES.eventCancelledByAdmin, event: await adminItemOf(deps, outcome.updated) };
}

/** Deletes an event and its answers. Deleting one still ahead tells everyone Going, as a cancellation does. */
export async function deleteEvent(deps: EventDeps, actor: AuditActor, id: string): Promise<EventDeleted> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const before = await lockEvent(tx, id, ADMIN_TOASTS.recordNotFound);
    const recipients = !before.cancelledAt && !hasStarted(before, now) ? await goingRecipients(tx, id) : [];
    await tx.delete(events).where(eq(events.id, id));
    await tellChanged(deps, tx, id, recipients);
    const news = await recordCancelled(deps, tx, before, recipients, true);
    await tellEventsChanged(deps, tx, id);
    await recordAudit(tx, { actor, action: 'event.delete', details: auditDetails(before), at: now });
    return { before, news };
  });
  deliverAfterAnswer(deps, 'event cancellation news', [outcome.news]);
  await forgetReminders(deps, outcome.before);
  return { success: true, message: EVENT_MESSAGES.deleted };
}
