// The organisers' side of events (NOTES: administrators add, edit and delete events; issue 18: capacity,
// the online link, each event's answers, the attendees and their CSV, check-in, cancelling): what the
// dashboard sends and reads, endpoint by endpoint (decision 037; their route table is events-routes.ts).
import { z } from 'zod';
import { ADMIN_TOASTS } from '../messages';
import { parseLocalDateTime } from '../zoned-time';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { EVENT_ANSWER_PARTS, EVENT_LIMITS, EVENT_MESSAGES as M, eventIdSchema, RSVP_STATUSES } from './events';
import { ADMIN_EVENT_ROUTES } from './events-routes';
import { LINK_RULES } from './links';
import { pageQuery, pageSizeQuery } from './paging';
import { linkText, recordId, text } from './text';

// ---------------------------------------------------------------------------------------------------
// Answers (strict: see events.ts)

const { eventBase: eventBaseSchema, pageOf } = EVENT_ANSWER_PARTS;

/** Answers by kind: what the organisers' Events tab counts. `attended`: checked in. */
const rsvpCountsSchema = z.strictObject({
  going: z.number().int(),
  maybe: z.number().int(),
  notGoing: z.number().int(),
  waitlist: z.number().int(),
  attended: z.number().int(),
});
export type RsvpCounts = z.infer<typeof rsvpCountsSchema>;

/** One event as the dashboard lists it: with the local date-time its form starts from, which side of today
 * it is, its online link and its answers. */
const adminEventItemSchema = eventBaseSchema.extend({
  localDateTime: z.string(),
  upcoming: z.boolean(),
  started: z.boolean(),
  onlineLink: z.string().nullable(),
  counts: rsvpCountsSchema,
});
export type AdminEventItem = z.infer<typeof adminEventItemSchema>;

/** GET /api/admin/events?when&page&pageSize. `timeZone` is the zone `localDateTime` is written in. */
const adminEventPageSchema = pageOf(adminEventItemSchema).extend({ timeZone: z.string() });
export type AdminEventPage = z.infer<typeof adminEventPageSchema>;

/** POST /api/admin/events and PUT /api/admin/events/:id answer this. */
const eventSavedSchema = z.strictObject({ success: z.literal(true), message: z.string(), event: adminEventItemSchema });
export type EventSaved = z.infer<typeof eventSavedSchema>;
const doneSchema = z.strictObject({ success: z.literal(true), message: z.string() });
export type EventDeleted = z.infer<typeof doneSchema>;

/** One member who answered, as the organisers see them. `respondedAt`: the last change of answer. */
const adminEventAttendeeSchema = z.strictObject({
  attendeeId: z.string(),
  fullName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  status: z.enum(RSVP_STATUSES),
  showOnList: z.boolean(),
  attended: z.boolean(),
  respondedAt: z.iso.datetime({ offset: true }),
});
export type AdminEventAttendee = z.infer<typeof adminEventAttendeeSchema>;

/** GET /api/admin/events/:id/attendees?status&search&page&pageSize. */
const adminEventAttendeePageSchema = pageOf(adminEventAttendeeSchema).extend({ counts: rsvpCountsSchema });
export type AdminEventAttendeePage = z.infer<typeof adminEventAttendeePageSchema>;

/** DELETE /api/admin/events/:id/attendees/:attendeeId/rsvp. */
export type AnswerRemoved = z.infer<typeof doneSchema>;

/** PUT /api/admin/events/:id/attendees/:attendeeId/attendance. */
const attendanceSavedSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  attendee: adminEventAttendeeSchema,
  counts: rsvpCountsSchema,
});
export type AttendanceSaved = z.infer<typeof attendanceSavedSchema>;

// ---------------------------------------------------------------------------------------------------
// Requests

export const EVENT_WHEN = ['upcoming', 'past', 'all'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

/** 'all' lists the upcoming ones first (soonest first), then the past ones (newest first). */
export const adminEventsQuerySchema = z.object({
  when: z.enum(EVENT_WHEN, { error: M.invalidWhen }).default('all'),
  page: pageQuery,
  pageSize: pageSizeQuery(25),
});
export type AdminEventsQuery = z.output<typeof adminEventsQuerySchema>;

/** Missing, null and blank are all none (null). */
const blankAsNull = <T extends z.ZodType<string, string>>(schema: T) => schema.nullish().transform((v) => v || null);

/** POST /api/admin/events and PUT /api/admin/events/:id. */
export const eventInputSchema = z.object({
  title: text({ max: EVENT_LIMITS.title, tooLong: M.titleTooLong, required: M.titleRequired }),
  /** A local date-time in the community's time zone, as `<input type="datetime-local">` gives it. */
  date: text({ max: EVENT_LIMITS.date, tooLong: M.dateInvalid, required: M.dateRequired }).refine((value) => {
    const wall = parseLocalDateTime(value);
    return wall !== undefined && wall.year >= 1900 && wall.year <= 2200;
  }, M.dateInvalid),
  /** Names; surrounding spaces are trimmed and blank entries dropped. */
  speakers: z
    .array(text({ max: EVENT_LIMITS.speakerName, tooLong: M.speakerTooLong, notText: M.speakerTooLong }), {
      error: M.tooManySpeakers,
    })
    .max(EVENT_LIMITS.speakers * 5, M.tooManySpeakers)
    .default([])
    .transform((names) => names.filter((name) => name !== ''))
    .refine((names) => names.length <= EVENT_LIMITS.speakers, M.tooManySpeakers),
  location: blankAsNull(text({ max: EVENT_LIMITS.location, tooLong: M.locationTooLong })),
  link: blankAsNull(
    linkText({ rule: LINK_RULES.eventLink, max: EVENT_LIMITS.link, tooLong: M.linkTooLong, invalid: M.linkInvalid }),
  ),
  /** Plain text with paragraphs (a blank line between them); web addresses become links when shown. */
  description: blankAsNull(text({ max: EVENT_LIMITS.description, tooLong: M.descriptionTooLong, shape: 'multi-line' })),
  /** An upload's path (/uploads/…) or an https address; blank or missing: none. */
  coverImageUrl: blankAsNull(
    linkText({
      rule: LINK_RULES.eventImage,
      max: EVENT_LIMITS.coverImageUrl,
      tooLong: M.coverImageTooLong,
      invalid: M.coverImageInvalid,
    }),
  ),
  /** Missing or null: no limit. */
  capacity: z
    .number({ error: M.capacityInvalid })
    .int(M.capacityInvalid)
    .min(1, M.capacityInvalid)
    .max(EVENT_LIMITS.capacity, M.capacityInvalid)
    .nullable()
    .default(null),
  onlineLink: blankAsNull(
    linkText({ rule: LINK_RULES.eventLink, max: EVENT_LIMITS.link, tooLong: M.onlineLinkTooLong, invalid: M.linkInvalid }),
  ),
});
export type EventInput = z.input<typeof eventInputSchema>;
export type ValidEventInput = z.output<typeof eventInputSchema>;

export const ADMIN_ATTENDEE_FILTERS = ['all', ...RSVP_STATUSES, 'attended'] as const;
export type AdminAttendeeFilter = (typeof ADMIN_ATTENDEE_FILTERS)[number];

/** The organisers' list of everyone who answered: by answer, searched by name, email or company. */
export const adminAttendeesQuerySchema = z.object({
  status: z.enum(ADMIN_ATTENDEE_FILTERS, { error: M.invalidAttendeeFilter }).default('all'),
  search: text({ max: EVENT_LIMITS.attendeeSearch, tooLong: M.searchTooLong }).optional(),
  page: pageQuery,
  pageSize: pageSizeQuery(25),
});
export type AdminAttendeesQuery = z.output<typeof adminAttendeesQuerySchema>;

/** The export takes the list's filter and search. */
export const adminAttendeesExportQuerySchema = adminAttendeesQuerySchema.pick({ status: true, search: true });
export type AdminAttendeesExportQuery = z.output<typeof adminAttendeesExportQuerySchema>;

/** A member's id in the organisers' paths; anything else is the same 404 as an unknown one. */
export const eventAttendeeIdSchema = recordId(M.attendeeNotFound);

/** PUT /api/admin/events/:id/attendees/:attendeeId/attendance. */
export const attendanceInputSchema = z.object({ attended: z.boolean({ error: M.attendedInvalid }) });
export type AttendanceInput = z.input<typeof attendanceInputSchema>;

/** The attendees CSV (spec CSV conventions): the event's date and title, and the ISO date of the export. */
export const ATTENDEE_CSV_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Company',
  'Job Title',
  'Response',
  'On Attendee List',
  'Attended',
  'Responded At',
] as const;

// ---------------------------------------------------------------------------------------------------
// The organisers' endpoints

const idParams = z.object({ id: eventIdSchema });
/** On the dashboard's routes a malformed id is the same 404 as an unknown one: 'Record not found'. */
const unknownEvent = { status: 404, message: ADMIN_TOASTS.recordNotFound } as const;
const noSuchEvent = { 404: { description: `No event has this id: "${ADMIN_TOASTS.recordNotFound}".` } };
/**
 * The member's id is checked by the handler, after the event's: a malformed one says 'This member has not
 * answered this event' where a malformed event id says 'Record not found' (one `paramRefused` cannot say
 * both), so here it is only the shared text rule (one line, no NUL, bounded).
 */
const attendeeParams = z.object({
  id: eventIdSchema,
  attendeeId: text({ max: 100, tooLong: M.attendeeNotFound, required: M.attendeeNotFound, keepSpaces: true }),
});
const noSuchAnswer = {
  404: {
    description: `No event has this id ("${ADMIN_TOASTS.recordNotFound}"), or the member has not answered it ("${M.attendeeNotFound}").`,
  },
};

export const ADMIN_EVENT_SCHEMAS = {
  list: {
    summary: 'Events for the dashboard, upcoming (soonest first), past (newest first) or both',
    query: adminEventsQuerySchema,
    responses: { 200: { description: 'One page, the total and the zone of `localDateTime`.', schema: adminEventPageSchema } },
  },
  create: {
    summary: 'Add an event (its date a local date-time in the community’s time zone)',
    body: eventInputSchema,
    responses: { 201: { description: 'The new event.', schema: eventSavedSchema } },
  },
  update: {
    summary: 'Change an event; members going are emailed when its time changes',
    params: idParams,
    paramRefused: unknownEvent,
    body: eventInputSchema,
    responses: {
      200: { description: 'The event as it now is.', schema: eventSavedSchema },
      ...noSuchEvent,
      409: { description: 'CAPACITY_BELOW_GOING: more members are going than the new capacity (`fields.capacity` says so).' },
    },
  },
  remove: {
    summary: 'Delete an event for good',
    params: idParams,
    paramRefused: unknownEvent,
    responses: { 200: { description: 'Deleted.', schema: doneSchema }, ...noSuchEvent },
  },
  cancel: {
    summary: 'Cancel an upcoming event: it stays listed as cancelled, answers close, members going are emailed',
    params: idParams,
    paramRefused: unknownEvent,
    responses: {
      200: { description: 'The event as it now is.', schema: eventSavedSchema },
      ...noSuchEvent,
      409: { description: 'ALREADY_CANCELLED, or EVENT_STARTED: a past event cannot be cancelled.' },
    },
  },
  attendees: {
    summary: 'Everyone who answered an event, by answer, searched by name, email or company',
    params: idParams,
    paramRefused: unknownEvent,
    query: adminAttendeesQuerySchema,
    responses: {
      200: { description: 'One page, the total and the counts.', schema: adminEventAttendeePageSchema },
      ...noSuchEvent,
    },
  },
  exportAttendees: {
    summary: 'The attendees as CSV, with the list’s filter and search (a download)',
    params: idParams,
    paramRefused: unknownEvent,
    query: adminAttendeesExportQuerySchema,
    responses: {
      200: { description: `The CSV: ${ATTENDEE_CSV_COLUMNS.join(', ')}.`, contentType: 'text/csv' },
      404: { description: `No event has this id, or "${M.noAttendeesToExport}"` },
    },
  },
  attendance: {
    summary: 'Check a member in (or undo it) once the event has started',
    params: attendeeParams,
    paramRefused: unknownEvent,
    body: attendanceInputSchema,
    responses: {
      200: { description: 'The member’s row and the event’s counts as they now are.', schema: attendanceSavedSchema },
      ...noSuchAnswer,
      409: { description: 'EVENT_CANCELLED, or EVENT_NOT_STARTED: members are checked in once it has started.' },
    },
  },
  removeAnswer: {
    summary: 'Take a member’s answer off an event; a place they held goes to the waitlist',
    params: attendeeParams,
    paramRefused: unknownEvent,
    responses: {
      200: { description: 'Removed.', schema: doneSchema },
      ...noSuchAnswer,
      409: { description: 'EVENT_STARTED: answers can no longer be removed.' },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const ADMIN_EVENT_ENDPOINTS = defineEndpoints('events', ADMIN_EVENT_ROUTES, ADMIN_EVENT_SCHEMAS);
