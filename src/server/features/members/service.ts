// The Members Log (spec 2.5 tab 4): the paged, searched list, a member's detail with its audit trail and
// the CSV export. Deactivating and archiving are status.ts's.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { auditActionLabel } from '../../../common/contracts/activity';
import {
  MEMBER_ACTIVITY_LIMIT,
  MEMBER_CSV_COLUMNS,
  MEMBER_MESSAGES,
  MEMBER_TOASTS,
  memberExportFileName,
  memberStatusLabel,
  type MemberDetail,
  type MemberExportQuery,
  type MemberInterest,
  type MemberListItem,
  type MemberListQuery,
  type MemberPage,
} from '../../../common/contracts/members';
import { normalizeEmail } from '../../../common/names';
import { recordAudit, type AuditActor } from '../../audit/record';
import { likePattern } from '../../db/like';
import type { Database } from '../../db/client';
import { readListTotals } from '../../db/list-totals';
import { countMembers } from '../../db/members';
import {
  accountDeletions,
  adminUsers,
  attendeeInterests,
  attendeeSummaries,
  attendees,
  auditLog,
  bannedUsers,
  users,
} from '../../db/schema';
import { undeliverableMark } from '../../mail/delivery';
import { calendarDate, streamCsv } from '../../http/csv';
import type { AnswerDeps } from '../events/public';
import { notFound } from '../../http/errors';
import { newestFirst } from '../../db/order';

/** What reading the Members Log needs. */
export type MemberReadDeps = { db: Database; now: () => Date; timeZone: string };
/** `events`: what giving back an archived or deactivated member's places at events needs (events/public.ts). */
export type MemberDeps = MemberReadDeps & { events: AnswerDeps };

// ---------------------------------------------------------------------------------------------------
// The list, the detail and the export: one query per page, whatever the page holds.

/** Spec 9's date text, made by the database so the search matches exactly what the table shows. */
const formattedDate = (column: typeof attendees.lastLogin | typeof attendees.createdAt, timeZone: string) =>
  sql`to_char(${column} at time zone ${timeZone}, 'Mon FMDD, YYYY')`;

// The nested data and the ban, by correlated subqueries, each its own SQL fragment: in a single-table
// select drizzle writes a field's own columns without their table name, which inside a subquery would
// change their meaning.
const interestsOf = (attendeeId: typeof attendees.id) => sql`(
  select json_agg(json_build_object('name', ${attendeeInterests.interestName}, 'category', ${attendeeInterests.category})
    order by ${attendeeInterests.createdAt}, ${attendeeInterests.id})
  from ${attendeeInterests} where ${attendeeInterests.attendeeId} = ${attendeeId})`;
const summariesOf = (attendeeId: typeof attendees.id) => sql`(
  select json_agg(${attendeeSummaries.summaryText} order by ${attendeeSummaries.createdAt}, ${attendeeSummaries.id})
  from ${attendeeSummaries} where ${attendeeSummaries.attendeeId} = ${attendeeId})`;
const hasBanRecord = (email: typeof attendees.email) =>
  sql`exists (select 1 from ${bannedUsers} where lower(${bannedUsers.email}) = lower(${email}))`;

/** Every field of a list item, from attendees left-joined to users. */
function memberColumns(timeZone: string) {
  return {
    attendeeId: attendees.id,
    authUserId: attendees.userId,
    firstName: attendees.firstName,
    lastName: attendees.lastName,
    email: attendees.email,
    company: attendees.company,
    jobTitle: attendees.jobTitle,
    industry: attendees.industry,
    onboarded: attendees.onboardingCompleted,
    archived: attendees.archived,
    isBanned: sql<boolean>`(${hasBanRecord(attendees.email)} or coalesce(${users.banned}, false))`,
    lastLogin: attendees.lastLogin,
    lastLoginFormatted: sql<string>`coalesce(${formattedDate(attendees.lastLogin, timeZone)}, 'Never')`,
    createdAt: attendees.createdAt,
    createdAtFormatted: sql<string>`${formattedDate(attendees.createdAt, timeZone)}`,
    interests: sql<MemberInterest[]>`coalesce(${interestsOf(attendees.id)}, '[]'::json)`,
    summaries: sql<string[]>`coalesce(${summariesOf(attendees.id)}, '[]'::json)`,
  };
}

type MemberRow = SelectResultFields<ReturnType<typeof memberColumns>>;

function toListItem(row: MemberRow): MemberListItem {
  return {
    ...row,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    interests: row.interests ?? [],
    summaries: row.summaries ?? [],
  };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Whether `search` could be part of a last-login text: 'Never' or 'Mon D, YYYY' (formattedDate), without
 * case. Checked against every month and day with any four-digit year; a search that cannot be (a name,
 * most email fragments) lets the list use the trigram index.
 */
export function couldBeLastLoginText(search: string): boolean {
  const term = search.toLowerCase();
  if ('never'.includes(term)) return true;
  for (const month of MONTHS) {
    for (let day = 1; day <= 31; day++) {
      const text = `${month} ${day}, ####`;
      for (let at = 0; at + term.length <= text.length; at++) {
        let fits = true;
        for (let i = 0; i < term.length && fits; i++) {
          const expected = text[at + i];
          fits = expected === '#' ? term[i] >= '0' && term[i] <= '9' : expected === term[i];
        }
        if (fits) return true;
      }
    }
  }
  return false;
}

/** Whether a row's own fields match: the first name, last name, full name, email, company, job title or industry. */
const anyFieldMatches = (pattern: string) => sql`(${attendees.firstName} ilike ${pattern}
  or ${attendees.lastName} ilike ${pattern}
  or (${attendees.firstName} || ' ' || ${attendees.lastName}) ilike ${pattern}
  or ${attendees.email} ilike ${pattern}
  or ${attendees.company} ilike ${pattern}
  or ${attendees.jobTitle} ilike ${pattern}
  or ${attendees.industry} ilike ${pattern})`;

/**
 * Spec 5 'Member search': a case-insensitive substring of the first name, last name, full name, email,
 * company, job title, industry or the formatted last login ('Never' for none). The fields sit in the stored
 * search_text (decision 016), lower-cased and one per line, so for a search without a line break matching
 * that text is matching a field, and its trigram index answers it. A search with a line break could span
 * two lines, so it is checked field by field too. The last login is written in the organisers' time zone
 * at query time, so it is matched apart, only when the search could be part of one (couldBeLastLoginText).
 */
function searchCondition(search: string, timeZone: string): SQL {
  const pattern = likePattern(search);
  const inText = sql`${attendees.searchText} like lower(${pattern})`;
  const inFields = search.includes('\n') ? sql`(${inText} and ${anyFieldMatches(pattern)})` : inText;
  return couldBeLastLoginText(search)
    ? sql`(${inFields} or coalesce(${formattedDate(attendees.lastLogin, timeZone)}, 'Never') ilike ${pattern})`
    : inFields;
}

const isBlank = (column: AnyPgColumn) => sql`coalesce(btrim(${column}), '') = ''`;

/**
 * Administrators are not members unless they also are one. Every administrator has a member row (so they
 * can use the member area); it is the administrator's own, not a member's, when they did not join through
 * an access link like members do and have no member profile (no company, job title or industry). Such rows
 * stay out of the Members Log, its totals and the export. An administrator promoted from a member, or who
 * fills in a profile, is listed like any member.
 */
const isAdministratorOnly = sql`(${isBlank(attendees.company)} and ${isBlank(attendees.jobTitle)} and ${isBlank(attendees.industry)}
  and exists (select 1 from ${adminUsers} join ${users} on ${users.id} = ${adminUsers.userId}
    where ${adminUsers.userId} = ${attendees.userId} and not ${users.accessLinkSignUp}))`;

/** The list's filter: members only, the search, and 'Show Archived' off leaves archived members out.
 * Emails are unique, so there are no duplicates to collapse. */
function memberFilter(query: { search?: string; archived: boolean }, timeZone: string): SQL | undefined {
  return and(
    sql`not ${isAdministratorOnly}`,
    query.archived ? undefined : eq(attendees.archived, false),
    query.search ? searchCondition(query.search, timeZone) : undefined,
  );
}

/** The administrators' own rows the kept totals count but the list leaves out: a handful, found from admin_users. */
async function countAdministratorsOnly(db: Database, archivedToo: boolean): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(adminUsers)
    .innerJoin(attendees, eq(attendees.userId, adminUsers.userId))
    .where(and(isAdministratorOnly, archivedToo ? undefined : eq(attendees.archived, false)));
  return counted.total;
}

/**
 * The list's exact total (everyone it lists, not only members). Unfiltered, it is kept by triggers in list_totals (migration 0006, decision
 * 015): a lookup instead of counting every member, less the administrators' own rows, which the counters
 * include. A search counts its matches, which its index bounds.
 */
async function countListed(db: Database, query: MemberListQuery, filter: SQL | undefined): Promise<number> {
  if (!query.search) {
    const [totals, administratorsOnly] = await Promise.all([
      readListTotals(db, ['members_not_archived', 'members_archived']),
      countAdministratorsOnly(db, query.archived),
    ]);
    const counted = query.archived ? totals.members_not_archived + totals.members_archived : totals.members_not_archived;
    return counted - administratorsOnly;
  }
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(attendees)
    .where(filter);
  return counted.total;
}

/**
 * A LIMIT no list reaches. A subquery with a LIMIT is not merged into the query around it, so a search's
 * page finds its matches first, by the trigram index, and sorts only them. Merged, the planner may walk the
 * whole list in date order looking for 25 matches: cheap when they are spread out, but matches that
 * cluster (every 'member42…' signed up in one stretch) cost it tens of thousands of rows (bench/README.md,
 * 2026-11-24). Reading every match costs what the search's count, beside it, costs anyway.
 */
const EVERY_MATCH = 2 ** 31 - 1;

/** The ids of one page, newest first: in date order, or a search's matches first (above). */
function selectPageIds(db: Database, filter: SQL | undefined, query: MemberListQuery) {
  const { page, pageSize, search } = query;
  const offset = (page - 1) * pageSize;
  if (!search) {
    return db
      .select({ id: attendees.id })
      .from(attendees)
      .where(filter)
      .orderBy(newestFirst(attendees.createdAt, attendees.id))
      .limit(pageSize)
      .offset(offset)
      .as('page_ids');
  }
  const matches = db
    .select({ id: attendees.id, createdAt: attendees.createdAt })
    .from(attendees)
    .where(filter)
    .limit(EVERY_MATCH)
    .as('matches');
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(newestFirst(matches.createdAt, matches.id))
    .limit(pageSize)
    .offset(offset)
    .as('page_ids');
}

/**
 * One page of the Members Log, newest first: the page (its rows with their interests, summaries and ban)
 * and the total, as two queries side by side. The page reads its ids first, then only those rows get
 * their nested data; the total is a kept counter, or a search's count on its index. (A window count in the
 * page's query made every page read, and sort into temporary files, the whole list.)
 */
export async function listMembers(deps: MemberReadDeps, query: MemberListQuery): Promise<MemberPage> {
  const { db, timeZone } = deps;
  const { page, pageSize } = query;
  const filter = memberFilter(query, timeZone);
  const pageIds = selectPageIds(db, filter, query);
  const [rows, total, members] = await Promise.all([
    db
      .select(memberColumns(timeZone))
      .from(attendees)
      .innerJoin(pageIds, eq(pageIds.id, attendees.id))
      .leftJoin(users, eq(users.id, attendees.userId))
      .orderBy(newestFirst(attendees.createdAt, attendees.id)),
    countListed(db, query, filter),
    countMembers(db),
  ]);
  return { items: rows.map(toListItem), total, members, page, pageSize };
}

/** The account's deletion still waiting (not cancelled by a sign-in or an organiser), if any. */
async function waitingDeletionOf(db: Database, userId: string): Promise<MemberDetail['deletion']> {
  const [row] = await db
    .select({ eraseAt: accountDeletions.eraseAt, byOrganiser: sql<boolean>`${accountDeletions.requestedByUserId} is not null` })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.cancelledAt)))
    .limit(1);
  return row ? { eraseAt: row.eraseAt.toISOString(), byOrganiser: row.byOrganiser } : null;
}

/** A member and the audit entries about their email, newest first. */
export async function getMemberDetail(deps: MemberReadDeps, attendeeId: string): Promise<MemberDetail> {
  const { db, timeZone } = deps;
  const [row] = await db
    .select(memberColumns(timeZone))
    .from(attendees)
    .leftJoin(users, eq(users.id, attendees.userId))
    .where(eq(attendees.id, attendeeId))
    .limit(1);
  if (!row) throw notFound(MEMBER_MESSAGES.notFound);
  const entries = await db
    .select()
    .from(auditLog)
    .where(sql`lower(${auditLog.targetEmail}) = ${normalizeEmail(row.email)}`)
    .orderBy(newestFirst(auditLog.createdAt, auditLog.id))
    .limit(MEMBER_ACTIVITY_LIMIT);
  return {
    member: toListItem(row),
    undeliverable: await undeliverableMark(db, row.email),
    deletion: row.authUserId ? await waitingDeletionOf(db, row.authUserId) : null,
    activity: entries.map((entry) => ({
      id: entry.id,
      action: entry.action,
      label: auditActionLabel(entry.action),
      actorEmail: entry.actorEmail,
      reason: entry.reason,
      details: entry.details ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

/** Rows a batch: memory stays a few MB (two batches at a time), and 100,000 members are 50 round trips. */
const EXPORT_BATCH_SIZE = 2000;

/**
 * What a CSV record needs, each interest and summary cell already its text (names joined by '; ',
 * summaries by a blank line, in the order the list shows them), so the database builds no JSON and
 * JavaScript parses none; without the list's formatted dates, which the file does not show.
 */
const exportColumns = {
  attendeeId: attendees.id,
  firstName: attendees.firstName,
  lastName: attendees.lastName,
  email: attendees.email,
  company: attendees.company,
  jobTitle: attendees.jobTitle,
  industry: attendees.industry,
  archived: attendees.archived,
  isBanned: sql<boolean>`(${hasBanRecord(attendees.email)} or coalesce(${users.banned}, false))`,
  lastLogin: attendees.lastLogin,
  createdAt: attendees.createdAt,
  interestNames: sql<string>`coalesce((
    select string_agg(${attendeeInterests.interestName}, '; ' order by ${attendeeInterests.createdAt}, ${attendeeInterests.id})
    from ${attendeeInterests} where ${attendeeInterests.attendeeId} = ${attendees.id}), '')`,
  summaryText: sql<string>`coalesce((
    select string_agg(${attendeeSummaries.summaryText}, ${'\n\n'} order by ${attendeeSummaries.createdAt}, ${attendeeSummaries.id})
    from ${attendeeSummaries} where ${attendeeSummaries.attendeeId} = ${attendees.id}), '')`,
  // The cursor keeps the timestamp as the database's own text, so its microseconds survive JavaScript.
  cursorCreatedAt: sql<string>`${attendees.createdAt}::text`,
};
type ExportRow = SelectResultFields<typeof exportColumns>;

/** One batch after `last` (keyset pagination on created_at, id), in one query whatever its size. */
async function loadExportBatch(deps: MemberReadDeps, query: MemberExportQuery, last: ExportRow | null): Promise<ExportRow[]> {
  const after = last
    ? sql`(${attendees.createdAt}, ${attendees.id}) < (${last.cursorCreatedAt}::timestamptz, ${last.attendeeId}::uuid)`
    : undefined;
  return deps.db
    .select(exportColumns)
    .from(attendees)
    .leftJoin(users, eq(users.id, attendees.userId))
    .where(and(memberFilter(query, deps.timeZone), after))
    .orderBy(newestFirst(attendees.createdAt, attendees.id))
    .limit(EXPORT_BATCH_SIZE);
}

/** One CSV record, in the order of MEMBER_CSV_COLUMNS. */
function toCsvRecord(row: ExportRow): string[] {
  return [
    row.firstName,
    row.lastName,
    row.email,
    row.company ?? '',
    row.jobTitle ?? '',
    row.industry ?? '',
    row.interestNames,
    row.summaryText,
    row.createdAt.toISOString(),
    row.lastLogin?.toISOString() ?? 'Never',
    memberStatusLabel(row),
    row.archived ? 'Yes' : 'No',
  ];
}

/**
 * The Members Log as CSV, with the list's search and 'Show Archived', streamed from the database batch
 * by batch (src/server/http/csv.ts). A search makes it the 'filtered' file. Nothing to export is a 404.
 */
export async function exportMembersCsv(deps: MemberReadDeps, actor: AuditActor, query: MemberExportQuery) {
  const now = deps.now();
  const firstBatch = await loadExportBatch(deps, query, null);
  if (firstBatch.length === 0) throw notFound(MEMBER_TOASTS.noMembersToExport);
  await recordAudit(deps.db, {
    actor,
    action: 'member.export',
    details: { search: query.search ?? null, archived: query.archived },
    at: now,
  });
  const stream = streamCsv({
    columns: MEMBER_CSV_COLUMNS,
    firstBatch,
    batchSize: EXPORT_BATCH_SIZE,
    nextBatch: (last) => loadExportBatch(deps, query, last),
    toRecord: toCsvRecord,
    label: '[members] export',
  });
  return { fileName: memberExportFileName(Boolean(query.search), calendarDate(now, deps.timeZone)), stream };
}
