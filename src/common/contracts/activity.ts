// The Activity tab's contract (issue 20, decision 028): the filters of GET /api/admin/activity and its CSV
// export, and the answers. The catalogue of actions and how a recorded change reads are audit-actions.ts,
// re-exported here.
import { z } from 'zod';
import { pageQuery, pageSizeQuery } from './paging';
import { parseLocalDateTime } from '../zoned-time';
import { PAGING_MESSAGES } from '../messages';
import { text } from './text';
import { ACTIVITY_ROUTES } from './activity-routes';
import { AUDIT_AREAS, isAuditAction } from './audit-actions';
import { defineEndpoints, type EndpointSchemas } from './endpoint';

export * from './audit-actions';

/** The Activity tab (issue 20): its filters' refusals and its states. */
export const ACTIVITY_MESSAGES = {
  actorTooLong: 'The administrator’s email must be at most 254 characters.',
  unknownAction: 'Choose an action from the list.',
  searchTooLong: 'The search must be at most 200 characters.',
  invalidFrom: 'The start date must be a date like 2026-03-01.',
  invalidTo: 'The end date must be a date like 2026-03-31.',
  fromAfterTo: 'The start date must be on or before the end date.',
  invalidPage: PAGING_MESSAGES.invalidPage,
  invalidPageSize: PAGING_MESSAGES.invalidPageSize(100),
  nothingToExport: 'No activity matches these filters, so there is nothing to export.',
  loadFailed: 'The activity could not be loaded. Please try again.',
} as const;
const M = ACTIVITY_MESSAGES;

// ---------------------------------------------------------------------------------------------------
// The list, its filters and the export

export const MAX_ACTIVITY_SEARCH_LENGTH = 200;
export const ACTIVITY_PAGE_SIZE = 25;

const optional = <T extends z.ZodType<string | undefined>>(schema: T) =>
  schema.optional().transform((value) => value || undefined);

/** 'YYYY-MM-DD', a day the calendar has. */
const day = (message: string) =>
  optional(
    text({ max: 10, tooLong: message }).refine(
      (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && parseLocalDateTime(`${value}T00:00`) !== undefined),
      {
        error: message,
      },
    ),
  );

const activityFilterFields = {
  actor: optional(text({ max: 254, tooLong: M.actorTooLong })),
  action: optional(
    text({ max: 60, tooLong: M.unknownAction }).refine((value): boolean => value === '' || isAuditAction(value), {
      error: M.unknownAction,
    }),
  ),
  subject: optional(text({ max: MAX_ACTIVITY_SEARCH_LENGTH, tooLong: M.searchTooLong })),
  from: day(M.invalidFrom),
  to: day(M.invalidTo),
};
const fromBeforeTo = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

/** GET /api/admin/activity/export: the filters, every page. Days are the community's (TIME_ZONE), both included. */
export const activityExportQuerySchema = z
  .object(activityFilterFields)
  .refine(fromBeforeTo, { error: M.fromAfterTo, path: ['to'] });
export type ActivityFilters = z.output<typeof activityExportQuerySchema>;

/** GET /api/admin/activity: the filters and a page, newest first. */
export const activityListQuerySchema = z
  .object({ ...activityFilterFields, page: pageQuery, pageSize: pageSizeQuery(ACTIVITY_PAGE_SIZE) })
  .refine(fromBeforeTo, { error: M.fromAfterTo, path: ['to'] });
export type ActivityListQuery = z.output<typeof activityListQuerySchema>;

/** The CSV's columns, in order. */
export const ACTIVITY_CSV_COLUMNS = [
  'When',
  'Administrator',
  'Action',
  'Action name',
  'Subject',
  'Changes',
  'Reason',
  'Details',
] as const;

/** 'fmc-activity-2026-11-24.csv'; 'fmc-activity-filtered-…' when any filter was set. */
export const activityExportFileName = (filtered: boolean, date: string) =>
  `fmc-activity-${filtered ? 'filtered-' : ''}${date}.csv`;

export type ActivityFilterInput = { actor?: string; action?: string; subject?: string; from?: string; to?: string };

// ---------------------------------------------------------------------------------------------------
// Answers. Strict objects: in tests and development the server checks each answer against them (decision 037).

const changeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One row of the log as the Activity tab shows it. */
const activityEntrySchema = z.strictObject({
  id: z.string(),
  action: z.string(),
  label: z.string(),
  area: z.enum(AUDIT_AREAS).nullable(),
  /** The administrator's email as it was when they acted (null for the rare action with no one signed in). */
  actorEmail: z.string().nullable(),
  /** On whom or what: a member's email, or the title of the event, newsletter or picture. */
  subject: z.string().nullable(),
  reason: z.string().nullable(),
  changes: z.array(z.strictObject({ field: z.string(), from: changeValue, to: changeValue })),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

const activityPageSchema = z.strictObject({
  items: z.array(activityEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** An administrator who appears in the log, for the actor filter; newest activity first. */
const activityActorSchema = z.strictObject({ email: z.string(), actions: z.number().int() });
export type ActivityActor = z.infer<typeof activityActorSchema>;
const activityActorsSchema = z.strictObject({ actors: z.array(activityActorSchema) });
export type ActivityActors = z.infer<typeof activityActorsSchema>;

// ---------------------------------------------------------------------------------------------------
// The endpoints (their route table, with methods, paths and access, is activity-routes.ts)

export const ACTIVITY_SCHEMAS = {
  list: {
    summary: 'The administrators’ actions, newest first, filtered',
    query: activityListQuerySchema,
    responses: { 200: { description: 'One page and the total.', schema: activityPageSchema } },
  },
  actors: {
    summary: 'The administrators who appear in the log, for the Administrator filter',
    responses: { 200: { description: 'Each with how many actions, newest activity first.', schema: activityActorsSchema } },
  },
  export: {
    summary: 'The filtered log as a CSV file (audited)',
    query: activityExportQuerySchema,
    responses: {
      200: { description: 'The CSV download, streamed, with the columns of ACTIVITY_CSV_COLUMNS.', contentType: 'text/csv' },
      404: { description: `Nothing matches: "${M.nothingToExport}".` },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const ACTIVITY_ENDPOINTS = defineEndpoints('activity', ACTIVITY_ROUTES, ACTIVITY_SCHEMAS);
