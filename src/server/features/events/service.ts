// Events (spec 2.4, 5 'Events split', 7.1): members read the upcoming ones and the last five past ones;
// administrators add, change and delete them (NOTES), each change written to the audit log. "Today" is
// the current calendar day in the community's configured time zone (decision 012).
import { asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  PAST_EVENTS_LIMIT,
  type AdminEventItem,
  type AdminEventPage,
  type AdminEventsQuery,
  type EventDeleted,
  type EventItem,
  type EventSaved,
  type PastEventList,
  type UpcomingEventPage,
  type ValidEventInput,
} from '../../../common/contracts/events';
import { ADMIN_TOASTS, EVENT_MESSAGES } from '../../../common/messages';
import { instantOfWallTime, parseLocalDateTime, startOfDayInZone, toLocalDateTime } from '../../../common/zoned-time';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';
import { notFound } from '../../http/errors';

export type EventDeps = { db: Database; now: () => Date; timeZone: string };

const columns = {
  id: events.id,
  title: events.title,
  date: events.date,
  speakers: events.speakers,
  location: events.location,
  link: events.link,
};
type EventRow = { id: string; title: string; date: Date; speakers: string[]; location: string | null; link: string | null };

const toItem = (row: EventRow): EventItem => ({ ...row, date: row.date.toISOString() });

function toAdminItem(row: EventRow, today: Date, timeZone: string): AdminEventItem {
  return { ...toItem(row), localDateTime: toLocalDateTime(row.date, timeZone), upcoming: row.date >= today };
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

export async function listUpcomingEvents(deps: EventDeps, query: { page: number; pageSize: number }): Promise<UpcomingEventPage> {
  const { rows, total } = await pageOf(deps.db, gte(events.date, startOfToday(deps)), soonestFirst, query.page, query.pageSize);
  return { items: rows.map(toItem), total, page: query.page, pageSize: query.pageSize };
}

export async function listPastEvents(deps: EventDeps): Promise<PastEventList> {
  const rows = await deps.db
    .select(columns)
    .from(events)
    .where(lt(events.date, startOfToday(deps)))
    .orderBy(...newestFirst)
    .limit(PAST_EVENTS_LIMIT);
  return { items: rows.map(toItem) };
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
  return {
    items: rows.map((row) => toAdminItem(row, today, deps.timeZone)),
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
  };
}

const auditDetails = (row: EventRow) => ({ eventId: row.id, title: row.title, date: row.date.toISOString() });

export async function createEvent(deps: EventDeps, actor: AuditActor, input: ValidEventInput): Promise<EventSaved> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(events)
      .values({ ...valuesOf(input, deps.timeZone), createdAt: now, updatedAt: now })
      .returning(columns);
    await recordAudit(tx, { actor, action: 'event.create', details: auditDetails(created), at: now });
    return created;
  });
  return { success: true, message: EVENT_MESSAGES.created, event: toAdminItem(row, startOfToday(deps), deps.timeZone) };
}

export async function updateEvent(deps: EventDeps, actor: AuditActor, id: string, input: ValidEventInput): Promise<EventSaved> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(events)
      .set({ ...valuesOf(input, deps.timeZone), updatedAt: now })
      .where(eq(events.id, id))
      .returning(columns);
    if (!updated) throw notFound(ADMIN_TOASTS.recordNotFound);
    await recordAudit(tx, { actor, action: 'event.update', details: auditDetails(updated), at: now });
    return updated;
  });
  return { success: true, message: EVENT_MESSAGES.updated, event: toAdminItem(row, startOfToday(deps), deps.timeZone) };
}

export async function deleteEvent(deps: EventDeps, actor: AuditActor, id: string): Promise<EventDeleted> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(events).where(eq(events.id, id)).returning(columns);
    if (!deleted) throw notFound(ADMIN_TOASTS.recordNotFound);
    await recordAudit(tx, { actor, action: 'event.delete', details: auditDetails(deleted), at: now });
  });
  return { success: true, message: EVENT_MESSAGES.deleted };
}
