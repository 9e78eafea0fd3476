// The Activity tab (issue 20, decision 028): the audit log read back, newest first, filtered by who acted,
// what they did, on whom or what, and between which days (the community's calendar days, TIME_ZONE), paged
// in SQL; its CSV streamed batch by batch; and the administrators who appear in it, for the actor filter.
// Reading writes nothing, but the export is itself an action: it records 'activity.export'.
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_MESSAGES,
  activityExportFileName,
  auditActionArea,
  auditActionLabel,
  formatChange,
  type ActivityActors,
  type ActivityEntry,
  type ActivityFilters,
  type ActivityListQuery,
  type ActivityPage,
  type AuditChange,
} from '../../../common/contracts/activity';
import { normalizeEmail } from '../../../common/names';
import { instantOfWallTime, parseLocalDateTime } from '../../../common/zoned-time';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { likePattern } from '../../db/like';
import { auditLog } from '../../db/schema';
import { calendarDate, streamCsv } from '../../http/csv';
import { notFound } from '../../http/errors';
import { newestFirst } from '../../db/order';

export type ActivityDeps = { db: Database; now: () => Date; timeZone: string };

type AuditRow = typeof auditLog.$inferSelect;

/** The first instant of a 'YYYY-MM-DD' day in the community's time zone; `nextDay` the day after it. */
function dayStart(day: string, timeZone: string, nextDay = false): Date {
  const wall = parseLocalDateTime(`${day}T00:00`)!;
  const start = instantOfWallTime(wall, timeZone);
  if (!nextDay) return start;
  // The next calendar day's midnight (not +24 h: a day with a clock change is 23 or 25 hours long).
  const next = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + 1));
  return instantOfWallTime(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0, second: 0 },
    timeZone,
  );
}

function activityFilter(filters: ActivityFilters, timeZone: string): SQL | undefined {
  return and(
    filters.actor ? sql`lower(${auditLog.actorEmail}) = ${normalizeEmail(filters.actor)}` : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.subject
      ? sql`lower(coalesce(${auditLog.subject}, '')) like ${likePattern(filters.subject.toLowerCase())}`
      : undefined,
    filters.from ? gte(auditLog.createdAt, dayStart(filters.from, timeZone)) : undefined,
    filters.to ? lt(auditLog.createdAt, dayStart(filters.to, timeZone, true)) : undefined,
  );
}

function toEntry(row: AuditRow): ActivityEntry {
  return {
    id: row.id,
    action: row.action,
    label: auditActionLabel(row.action),
    area: auditActionArea(row.action),
    actorEmail: row.actorEmail,
    subject: row.subject,
    reason: row.reason,
    changes: (row.changes as AuditChange[] | null) ?? [],
    details: row.details ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the log, newest first, with the filtered total. A page past the end is empty, with the total. */
export async function listActivity(deps: ActivityDeps, query: ActivityListQuery): Promise<ActivityPage> {
  const filter = activityFilter(query, deps.timeZone);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(newestFirst(auditLog.createdAt, auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(filter),
  ]);
  return { items: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize };
}

/** Everyone who has acted, with how many actions, most recent first: the actor filter's choices. */
export async function listActivityActors(deps: Pick<ActivityDeps, 'db'>): Promise<ActivityActors> {
  const rows = await deps.db
    .select({
      email: sql<string>`lower(${auditLog.actorEmail})`,
      actions: sql<number>`count(*)::int`,
      last: sql`max(${auditLog.createdAt})`,
    })
    .from(auditLog)
    .where(sql`${auditLog.actorEmail} is not null`)
    .groupBy(sql`lower(${auditLog.actorEmail})`)
    .orderBy(sql`max(${auditLog.createdAt}) desc`);
  return { actors: rows.map(({ email, actions }) => ({ email, actions })) };
}

// ---------------------------------------------------------------------------------------------------
// The export

const EXPORT_BATCH_SIZE = 2000;

type ExportRow = AuditRow & { cursorCreatedAt: string };

async function loadExportBatch(deps: ActivityDeps, filters: ActivityFilters, last: ExportRow | null): Promise<ExportRow[]> {
  const after = last
    ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${last.cursorCreatedAt}::timestamptz, ${last.id}::uuid)`
    : undefined;
  const rows = await deps.db
    .select({ row: auditLog, cursorCreatedAt: sql<string>`${auditLog.createdAt}::text` })
    .from(auditLog)
    .where(and(activityFilter(filters, deps.timeZone), after))
    .orderBy(newestFirst(auditLog.createdAt, auditLog.id))
    .limit(EXPORT_BATCH_SIZE);
  return rows.map(({ row, cursorCreatedAt }) => ({ ...row, cursorCreatedAt }));
}

/** One record, in the order of ACTIVITY_CSV_COLUMNS. */
function toCsvRecord(row: ExportRow): string[] {
  const changes = ((row.changes as AuditChange[] | null) ?? []).map(formatChange).join('; ');
  return [
    row.createdAt.toISOString(),
    row.actorEmail ?? '',
    auditActionLabel(row.action),
    row.action,
    row.subject ?? '',
    changes,
    row.reason ?? '',
    row.details ? JSON.stringify(row.details) : '',
  ];
}

const isFiltered = (filters: ActivityFilters) => Object.values(filters).some((value) => value !== undefined);

/**
 * The log as CSV with the tab's filters, streamed from the database batch by batch. Nothing to export is
 * a 404 (and records nothing). The export records itself once its first rows are read: the file is the
 * log as it was when asked for, and the next export lists this one.
 */
export async function exportActivityCsv(deps: ActivityDeps, actor: AuditActor, filters: ActivityFilters) {
  const now = deps.now();
  const firstBatch = await loadExportBatch(deps, filters, null);
  if (firstBatch.length === 0) throw notFound(ACTIVITY_MESSAGES.nothingToExport);
  await recordAudit(deps.db, { actor, action: 'activity.export', details: { ...filters }, at: now });
  const stream = streamCsv({
    columns: ACTIVITY_CSV_COLUMNS,
    firstBatch,
    batchSize: EXPORT_BATCH_SIZE,
    nextBatch: (last) => loadExportBatch(deps, filters, last),
    toRecord: toCsvRecord,
    label: '[activity] export',
  });
  return { fileName: activityExportFileName(isFiltered(filters), calendarDate(now, deps.timeZone)), stream };
}
