// The Members Log's contract (spec 2.5 tab 4, 4.5, 5 'Member search', 9): the requests and answers of
// /api/admin/members, the CSV columns, and the display rules the browser shares with the server.
import { z } from 'zod';
import { pageQuery, pageSizeQuery } from './paging';
import { PAGING_MESSAGES } from '../messages';
import { undeliverableSchema } from './email-delivery';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { MEMBER_ROUTES } from './members-routes';
import { emailText, recordId, text } from './text';

/** Spec 8 'Ban messages' and the ban checks of spec 5, word for word. */
export const BAN_MESSAGES = {
  alreadyBanned: 'User was already banned',
  banned: 'User has been banned successfully',
  banFailed: 'Failed to ban user',
  notBanned: 'User is not currently banned',
  unbanned: 'User has been unbanned successfully',
  unbanFailed: 'Failed to unban user',
  idOrEmailRequired: 'User ID or email is required to ban a user',
  emailRequired: 'Email is required to ban a user',
} as const;

/** Spec 8 'Member archive messages', word for word. */
export const MEMBER_ARCHIVE_MESSAGES = {
  archived: 'Member archived successfully',
  unarchived: 'Member unarchived successfully',
  archiveFailed: (reason: string) => `Failed to archive member: ${reason}`,
} as const;

/**
 * What the Members Log says after an action: the spec's text word for word, then who it was and what it
 * means in the dashboard's own words (the buttons say Deactivate and Reactivate, the spec says ban).
 */
export const MEMBER_ACTION_OUTCOMES = {
  deactivated: (name: string) => `${BAN_MESSAGES.banned}: ${name} is deactivated and can no longer log in.`,
  alreadyDeactivated: (name: string) => `${BAN_MESSAGES.alreadyBanned}: ${name} stays deactivated.`,
  reactivated: (name: string) => `${BAN_MESSAGES.unbanned}: ${name} is active again and can log in.`,
  archived: (name: string) => `${MEMBER_ARCHIVE_MESSAGES.archived}: ${name} is hidden from the main list.`,
  unarchived: (name: string) => `${MEMBER_ARCHIVE_MESSAGES.unarchived}: ${name} is back in the main list.`,
} as const;

/** Members Log texts the spec leaves unwritten (look-ups, input checks), in its voice. */
export const MEMBER_MESSAGES = {
  notFound: 'Member not found',
  unarchiveFailed: (reason: string) => `Failed to unarchive member: ${reason}`,
  emailRequired: 'Please enter an email address',
  invalidEmail: 'Please enter a valid email address',
  searchTooLong: 'The search must be at most 200 characters.',
  invalidArchivedFlag: 'Show Archived must be true or false.',
  invalidPage: PAGING_MESSAGES.invalidPage,
  invalidPageSize: PAGING_MESSAGES.invalidPageSize(100),
} as const;

/** Spec 8 'Admin toasts' of the Members Log, word for word. */
export const MEMBER_TOASTS = {
  loadUsersFailed: 'Failed to load users',
  noMembersToExport: 'No members to export',
  exportMembersFailed: 'Failed to export members list to CSV',
  unbanFailed: 'Failed to unban user',
  archiveUserFailed: 'Failed to archive user',
  unarchiveUserFailed: 'Failed to unarchive user',
} as const;
const M = MEMBER_MESSAGES;

/** POST /api/admin/members/ban and /unban: by email (spec 5, 'Ban and unban'). */
export const memberByEmailSchema = z.object({
  email: emailText({ required: BAN_MESSAGES.emailRequired, invalid: M.invalidEmail }),
  reason: text({ max: 500, tooLong: 'The reason must be at most 500 characters' }).optional(),
});
export type MemberByEmail = z.infer<typeof memberByEmailSchema>;

/** POST /api/admin/members/archive and /unarchive: by email. */
export const archiveMemberSchema = z.object({
  email: emailText({ required: M.emailRequired, invalid: M.invalidEmail }),
});

/** A member's id in the path (GET /api/admin/members/:id); anything else is the same 404 as an unknown one. */
export const memberIdSchema = recordId(M.notFound);
export type ArchiveMemberRequest = z.input<typeof archiveMemberSchema>;

// ---------------------------------------------------------------------------------------------------
// The list

export const MAX_MEMBER_SEARCH_LENGTH = 200;

const search = text({ max: MAX_MEMBER_SEARCH_LENGTH, tooLong: M.searchTooLong })
  .optional()
  .transform((value) => value || undefined);
/** 'Show Archived': true includes archived members; false (the default) leaves them out. */
const archived = z
  .enum(['true', 'false'], { error: M.invalidArchivedFlag })
  .default('false')
  .transform((value) => value === 'true');

/** GET /api/admin/members?search&archived&page&pageSize */
export const memberListQuerySchema = z.object({
  search,
  archived,
  page: pageQuery,
  pageSize: pageSizeQuery(25),
});
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

/** GET /api/admin/members/export?search&archived: the same filter as the list, every page. */
export const memberExportQuerySchema = z.object({ search, archived });
export type MemberExportQuery = z.output<typeof memberExportQuerySchema>;

// Answers. Strict objects: in tests and development the server checks each answer against them (decision 037).

const memberInterestSchema = z.strictObject({ name: z.string(), category: z.string().nullable() });
export type MemberInterest = z.infer<typeof memberInterestSchema>;

/**
 * One member as the Members Log shows it (spec 3, attendees, with the derived fields).
 *
 * `lastLoginFormatted` and `createdAtFormatted` are made by the database in the product's time zone
 * (TIME_ZONE) with PostgreSQL's `to_char(…, 'Mon FMDD, YYYY')`, e.g. 'Mar 5, 2026': the same text
 * `toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })` gives. The search
 * matches that very text, so show these fields as they come rather than formatting the ISO values again.
 * A member who never signed in has lastLogin null and lastLoginFormatted 'Never' (searchable as 'never').
 */
const memberListItemSchema = z.strictObject({
  attendeeId: z.string(),
  /** The sign-in account (spec: auth_id); null for a member row without an account. */
  authUserId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  industry: z.string().nullable(),
  onboarded: z.boolean(),
  archived: z.boolean(),
  /** Deactivated: a banned_users record for the email, or the account's ban flag. */
  isBanned: z.boolean(),
  /** ISO 8601, or null when the member never signed in. */
  lastLogin: z.string().nullable(),
  lastLoginFormatted: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  createdAtFormatted: z.string(),
  interests: z.array(memberInterestSchema),
  /** Every summary text, oldest first (a member usually has one). */
  summaries: z.array(z.string()),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

/**
 * GET /api/admin/members: one page, newest first. The footer reads 'Showing {items.length} of {total}
 * people': the log lists everyone it can act on. `members` is how many of them are members by the one
 * definition (onboarded, neither deactivated nor archived, not administrators; decision 038), whatever
 * the search: the figure setup and community health show too.
 */
const memberPageSchema = z.strictObject({
  items: z.array(memberListItemSchema),
  total: z.number().int(),
  members: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

/** An audit entry about a member's email: who did what, when and why. */
const memberAuditEntrySchema = z.strictObject({
  id: z.string(),
  /** e.g. 'member.ban', 'member.unban', 'member.archive', 'member.unarchive', 'conversation.answer'. */
  action: z.string(),
  /** A label for people: auditActionLabel(action). */
  label: z.string(),
  actorEmail: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type MemberAuditEntry = z.infer<typeof memberAuditEntrySchema>;

/** GET /api/admin/members/:attendeeId: the member, newest first the last 50 audit entries about their email, and
 * whether mail reaches them. */
const memberDetailSchema = z.strictObject({
  member: memberListItemSchema,
  activity: z.array(memberAuditEntrySchema),
  /** The mail server refused the member's address for good (issue 34): no news reaches them until they fix it. */
  undeliverable: undeliverableSchema.nullable(),
  /** The account's deletion waiting its 14 days (decision 059): when it will be erased unless they sign in, and
   * whether an organiser asked for it. Null when none waits. */
  deletion: z.strictObject({ eraseAt: z.iso.datetime({ offset: true }), byOrganiser: z.boolean() }).nullable(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const MEMBER_ACTIVITY_LIMIT = 50;

/** POST /api/admin/members/ban, /unban, /archive and /unarchive answer this (ban also says alreadyBanned). */
const memberActionResultSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  alreadyBanned: z.boolean().optional(),
});
export type MemberActionResult = z.infer<typeof memberActionResultSchema>;

// ---------------------------------------------------------------------------------------------------
// Display rules

/** 'Deactivated' when banned (spec 2.5), else 'Active'. The CSV's Status column uses the same words. */
export const memberStatusLabel = (member: Pick<MemberListItem, 'isBanned'>) => (member.isBanned ? 'Deactivated' : 'Active');

const DAY_MS = 24 * 60 * 60 * 1000;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * The detail view's relative last-login text (spec 9): 'Today' at 0 days, 'Yesterday' at 1, 'N days ago'
 * under 7, 'N weeks ago' under 30, 'N months ago' otherwise; 'Never' without a login. Days are whole
 * 24-hour periods since the login.
 */
export function lastLoginRelative(lastLogin: string | Date | null, now: Date = new Date()): string {
  if (!lastLogin) return 'Never';
  const days = Math.max(0, Math.floor((now.getTime() - new Date(lastLogin).getTime()) / DAY_MS));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  return plural(Math.max(1, Math.floor(days / 30)), 'month');
}

// ---------------------------------------------------------------------------------------------------
// Export

/** Spec 9: the export's columns, in order. */
export const MEMBER_CSV_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Company',
  'Job Title',
  'Industry',
  'Interest',
  'Summary',
  'Joined Date',
  'Last Login',
  'Status',
  'Archived',
] as const;

/** 'Export Filtered Members' while a search is active, 'Export All Members' otherwise; `isoDate` is YYYY-MM-DD. */
export const memberExportFileName = (filtered: boolean, isoDate: string) =>
  `members-${filtered ? 'filtered' : 'all'}-${isoDate}.csv`;

// ---------------------------------------------------------------------------------------------------
// The endpoints (their route table, with methods, paths and access, is members-routes.ts). The keys'
// order is the order the routes are registered in: the export before '/admin/members/:id'.

const noSuchMember = (what: string) => ({ 404: { description: what } });
const done = (what: string) => ({ 200: { description: what, schema: memberActionResultSchema } });

export const MEMBER_SCHEMAS = {
  list: {
    summary: 'The Members Log: members newest first, searched, archived ones on request',
    query: memberListQuerySchema,
    responses: { 200: { description: 'One page and the total.', schema: memberPageSchema } },
  },
  export: {
    summary: 'The Members Log as a CSV file, with the list’s filter (audited)',
    query: memberExportQuerySchema,
    responses: {
      200: { description: 'The CSV download, streamed, with the columns of MEMBER_CSV_COLUMNS.', contentType: 'text/csv' },
      ...noSuchMember(`No member matches: "${MEMBER_TOASTS.noMembersToExport}".`),
    },
  },
  detail: {
    summary: 'One member and the last 50 audit entries about their email',
    params: z.object({ id: memberIdSchema }),
    paramRefused: { status: 404, message: M.notFound },
    responses: {
      200: { description: 'The member and their activity, newest first.', schema: memberDetailSchema },
      ...noSuchMember(`No member has this id: "${M.notFound}".`),
    },
  },
  ban: {
    summary: 'Deactivate a member by email (spec 5, ban)',
    description: 'Deactivating oneself is a 400 SELF_BAN.',
    body: memberByEmailSchema,
    responses: done('Deactivated, or already (alreadyBanned: true).'),
  },
  unban: {
    summary: 'Reactivate a deactivated member by email',
    description: `A member who is not deactivated is a 400 NOT_BANNED: "${BAN_MESSAGES.notBanned}".`,
    body: memberByEmailSchema,
    responses: done('Reactivated.'),
  },
  archive: {
    summary: 'Archive a member by email: out of the list and of other members’ sight',
    body: archiveMemberSchema,
    responses: { ...done('Archived.'), ...noSuchMember('No member has this email: "Failed to archive member: …".') },
  },
  unarchive: {
    summary: 'Bring an archived member back by email',
    body: archiveMemberSchema,
    responses: { ...done('Unarchived.'), ...noSuchMember('No member has this email: "Failed to unarchive member: …".') },
  },
} satisfies Record<string, EndpointSchemas>;

export const MEMBER_ENDPOINTS = defineEndpoints('members', MEMBER_ROUTES, MEMBER_SCHEMAS);
