// The organisers' view of one event's answers (issue 18): everyone who answered, by kind and searched in
// SQL, paged; the same list as a streamed CSV (src/server/http/csv.ts: BOM, formulas neutralised, the ISO
// date in the name); and, once the event has started, check-in: who attended, which the counts and the
// member's 'You went' follow.
import { likePattern } from '../../db/like';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ATTENDEE_CSV_COLUMNS,
  type AdminAttendeeFilter,
  type AdminAttendeesExportQuery,
  type AdminAttendeesQuery,
  type AdminEventAttendee,
  type AdminEventAttendeePage,
  type AttendanceSaved,
} from '../../../common/contracts/events-admin';
import { EVENT_MESSAGES as M, RSVP_LABELS } from '../../../common/contracts/events';
import { ADMIN_TOASTS } from '../../../common/messages';
import { changeOf, recordAudit, type AuditActor } from '../../audit/record';
import { attendees, eventRsvps } from '../../db/schema';
import { calendarDate, streamCsv } from '../../http/csv';
import { conflict, notFound } from '../../http/errors';
import { countAnswers } from './service';
import { fileNameWords, fullNameOf, hasStarted, readEvent, type EventDeps } from './shared';

const attendeeColumns = {
  attendeeId: attendees.id,
  firstName: attendees.firstName,
  lastName: attendees.lastName,
  email: attendees.email,
  company: attendees.company,
  jobTitle: attendees.jobTitle,
  status: eventRsvps.status,
  showOnList: eventRsvps.showOnList,
  attendedAt: eventRsvps.attendedAt,
  respondedAt: eventRsvps.respondedAt,
  // The export's cursor: the sort keys as the database compares them.
  sortLast: sql<string>`lower(${attendees.lastName})`,
  sortFirst: sql<string>`lower(${attendees.firstName})`,
};
type AttendeeRow = {
  attendeeId: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  jobTitle: string | null;
  status: AdminEventAttendee['status'];
  showOnList: boolean;
  attendedAt: Date | null;
  respondedAt: Date;
  sortLast: string;
  sortFirst: string;
};

const byName = [sql`lower(${attendees.lastName})`, sql`lower(${attendees.firstName})`, asc(attendees.id)];

function attendeeFilter(eventId: string, query: { status: AdminAttendeeFilter; search?: string }): SQL {
  return and(
    eq(eventRsvps.eventId, eventId),
    query.status === 'all'
      ? undefined
      : query.status === 'attended'
        ? sql`${eventRsvps.attendedAt} is not null`
        : eq(eventRsvps.status, query.status),
    // The member's stored search text: name, email, company, job title and industry, lower-cased (decision 016).
    query.search ? sql`${attendees.searchText} like lower(${likePattern(query.search)})` : undefined,
  )!;
}

const toAdminAttendee = (row: AttendeeRow): AdminEventAttendee => ({
  attendeeId: row.attendeeId,
  fullName: fullNameOf(row),
  email: row.email,
  company: row.company,
  jobTitle: row.jobTitle,
  status: row.status,
  showOnList: row.showOnList,
  attended: row.attendedAt !== null,
  respondedAt: row.respondedAt.toISOString(),
});

export async function listAttendeesForAdmin(
  deps: EventDeps,
  eventId: string,
  query: AdminAttendeesQuery,
): Promise<AdminEventAttendeePage> {
  await readEvent(deps.db, eventId, ADMIN_TOASTS.recordNotFound);
  const where = attendeeFilter(eventId, query);
  const [rows, counts] = await Promise.all([
    deps.db
      .select({ ...attendeeColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(eventRsvps)
      .innerJoin(attendees, eq(attendees.id, eventRsvps.attendeeId))
      .where(where)
      .orderBy(...byName)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countAnswers(deps.db, [eventId]),
  ]);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(eventRsvps)
      .innerJoin(attendees, eq(attendees.id, eventRsvps.attendeeId))
      .where(where);
    total = counted.n;
  }
  return {
    items: rows.map(toAdminAttendee),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: counts.get(eventId) ?? { going: 0, maybe: 0, notGoing: 0, waitlist: 0, attended: 0 },
  };
}

const EXPORT_BATCH_SIZE = 2000;

/**
 * The attendees as CSV, with the list's filter and search, streamed batch by batch (keyset on the name
 * order, so memory stays flat). Nobody to export is a 404, before any byte is sent.
 */
export async function exportAttendeesCsv(deps: EventDeps, actor: AuditActor, eventId: string, query: AdminAttendeesExportQuery) {
  const event = await readEvent(deps.db, eventId, ADMIN_TOASTS.recordNotFound);
  const where = attendeeFilter(eventId, query);
  const batch = (last: AttendeeRow | null) =>
    deps.db
      .select(attendeeColumns)
      .from(eventRsvps)
      .innerJoin(attendees, eq(attendees.id, eventRsvps.attendeeId))
      .where(
        and(
          where,
          last
            ? sql`(lower(${attendees.lastName}), lower(${attendees.firstName}), ${attendees.id}) > (${last.sortLast}, ${last.sortFirst}, ${last.attendeeId}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...byName)
      .limit(EXPORT_BATCH_SIZE);
  const firstBatch = await batch(null);
  if (firstBatch.length === 0) throw notFound(M.noAttendeesToExport);
  const now = deps.now();
  await recordAudit(deps.db, {
    actor,
    action: 'event.export_attendees',
    details: { eventId, title: event.title, status: query.status, search: query.search ?? null },
    at: now,
  });
  const stream = streamCsv<AttendeeRow>({
    columns: ATTENDEE_CSV_COLUMNS,
    firstBatch,
    batchSize: EXPORT_BATCH_SIZE,
    nextBatch: (last) => batch(last),
    toRecord: (row) => [
      row.firstName,
      row.lastName,
      row.email,
      row.company ?? '',
      row.jobTitle ?? '',
      RSVP_LABELS[row.status],
      row.showOnList ? 'Yes' : 'No',
      row.attendedAt ? 'Yes' : 'No',
      row.respondedAt.toISOString(),
    ],
    label: '[events] attendees export',
  });
  return { fileName: `attendees-${fileNameWords(event.title)}-${calendarDate(now, deps.timeZone)}.csv`, stream };
}

/** Check-in: marks (or unmarks) a member who answered as having attended, once the event has started. */
export async function markAttendance(
  deps: EventDeps,
  actor: AuditActor,
  eventId: string,
  attendeeId: string,
  attended: boolean,
): Promise<AttendanceSaved> {
  const now = deps.now();
  const event = await readEvent(deps.db, eventId, ADMIN_TOASTS.recordNotFound);
  if (event.cancelledAt) throw conflict(M.eventCancelled, 'EVENT_CANCELLED');
  if (!hasStarted(event, now)) throw conflict(M.checkInTooEarly, 'EVENT_NOT_STARTED');
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ attendedAt: eventRsvps.attendedAt })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.attendeeId, attendeeId)))
      .for('update');
    const [updated] = await tx
      .update(eventRsvps)
      // Marking twice keeps the first time.
      .set({ attendedAt: attended ? sql`coalesce(${eventRsvps.attendedAt}, ${now.toISOString()}::timestamptz)` : null })
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.attendeeId, attendeeId)))
      .returning({ attendeeId: eventRsvps.attendeeId });
    if (!updated) throw notFound(M.attendeeNotFound);
    const [found] = await tx
      .select(attendeeColumns)
      .from(eventRsvps)
      .innerJoin(attendees, eq(attendees.id, eventRsvps.attendeeId))
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.attendeeId, attendeeId)))
      .limit(1);
    await recordAudit(tx, {
      actor,
      action: attended ? 'event.check_in' : 'event.undo_check_in',
      targetEmail: found.email,
      changes: [changeOf('Attended', before.attendedAt !== null, attended)],
      details: { eventId, title: event.title },
      at: now,
    });
    return found;
  });
  const counts = await countAnswers(deps.db, [eventId]);
  return {
    success: true,
    message: attended ? M.checkedIn : M.checkInUndone,
    attendee: toAdminAttendee(row),
    counts: counts.get(eventId)!,
  };
}
