// Events' contract (spec 2.4 'Events', 3 events, 5 'Events split', 7.1, 9; issue 18): the messages and
// limits, and what members read and answer (RSVP, the attendee list, 'People to meet here', calendars),
// endpoint by endpoint (decision 037; their route table is events-routes.ts). What administrators send and
// read is events-admin.ts; how a time is shown is event-times.ts. Dates travel as ISO instants; an
// administrator enters a local date-time in the community's time zone (decision 012), and members read
// times in their own zone with the community's noted (decision 025).
import { z } from 'zod';
import { pageQuery, pageSizeQuery } from './paging';
import { ADMIN_TOASTS, PAGING_MESSAGES } from '../messages';
import { isWebAddress } from './links';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { EVENT_ROUTES } from './events-routes';
import { memberCardSchema } from './member-view';
import { recommendationFields } from './recommendations';
import { recordId, text } from './text';

/** Events (spec 2.4, 5 'Events split'; administrators manage them per NOTES), in the same voice. */
export const EVENT_MESSAGES = {
  titleRequired: 'Please enter a title',
  titleTooLong: 'The title must be at most 200 characters',
  dateRequired: 'Please enter the date and time',
  dateInvalid: 'Please enter a real date and time',
  tooManySpeakers: 'You can list at most 20 speakers',
  speakerTooLong: "Each speaker's name must be at most 120 characters",
  locationTooLong: 'The location must be at most 200 characters',
  linkInvalid: 'Enter a full http(s) address, such as https://example.com/salon',
  linkTooLong: 'The link must be at most 500 characters',
  descriptionTooLong: 'The description must be at most 10,000 characters',
  coverImageInvalid: 'Upload a picture, or enter an https address or a path on this site starting with /uploads/',
  coverImageTooLong: 'The picture address must be at most 1000 characters',
  created: 'Event added',
  updated: 'Event updated',
  deleted: 'Event deleted',
  saveFailed: 'Failed to save event',
  deleteFailed: 'Failed to delete event',
  loadFailed: 'Failed to load events',
  noUpcoming: 'No upcoming events',
  noPast: 'No past events',
  invalidWhen: 'Choose which events: upcoming, past or all.',
  invalidPage: PAGING_MESSAGES.invalidPage,
  invalidPageSize: PAGING_MESSAGES.invalidPageSize(100),
  // Issue 18: answers, capacity, calendars, the attendee list, check-in.
  capacityInvalid: 'Enter a capacity of at least 1 (at most 100,000), or leave it empty for no limit',
  capacityBelowGoing: (going: number) =>
    `${going} ${going === 1 ? 'member is' : 'members are'} already going: the capacity cannot be below ${going}.`,
  onlineLinkTooLong: 'The online link must be at most 500 characters',
  eventNotFound: 'Event not found',
  rsvpInvalid: "Choose Going, Maybe or Can't go.",
  showOnListInvalid: 'Say whether to show you on the attendee list (true or false).',
  eventStarted: 'This event has already started: answers can no longer change.',
  eventCancelled: 'This event was cancelled.',
  alreadyCancelled: 'This event is already cancelled.',
  cancelPast: 'A past event cannot be cancelled.',
  rsvpGoing: "You're going",
  rsvpWaitlisted: 'The event is full: you are on the waitlist',
  rsvpMaybe: 'Saved: maybe',
  rsvpNotGoing: "Saved: you can't go",
  rsvpListed: 'You appear on the attendee list',
  rsvpUnlisted: 'You no longer appear on the attendee list',
  rsvpCancelled: 'Your answer was withdrawn',
  rsvpFailed: 'Could not save your answer',
  rsvpTooOften: (wait: string) =>
    `You have changed your answer to this event many times in a short while. Please try again in ${wait}.`,
  eventCancelledByAdmin: 'Event cancelled; members who were going have been emailed',
  attendeeNotFound: 'This member has not answered this event',
  answerRemoved: (name: string) => `${name}'s answer was removed; a place they held went to the waitlist`,
  answerRemoveStarted: 'This event has already started: answers can no longer be removed.',
  attendedInvalid: 'Say whether the member attended (true or false).',
  checkInTooEarly: 'Members can be checked in once the event has started.',
  checkedIn: 'Marked as attended',
  checkInUndone: 'No longer marked as attended',
  invalidAttendeeFilter: 'Choose whose answers: all, going, maybe, not_going, waitlist or attended.',
  searchTooLong: 'The search must be at most 100 characters',
  noAttendeesToExport: 'Nobody to export: no member matches.',
  feedNotFound: 'This calendar address is not valid (it may have been revoked).',
  feedCreated: 'Your calendar address is ready',
  feedRegenerated: 'New calendar address made: the old one no longer works',
  feedRevoked: 'Calendar address revoked',
  feedFailed: 'Could not change your calendar address',
  replaceInvalid: 'Say whether to replace the address (true or false).',
  noMemberRecord: 'Your account has no member profile, so it cannot answer events.',
} as const;
const M = EVENT_MESSAGES;

/** Spec 9 'Past events shown'. */
export const PAST_EVENTS_LIMIT = 5;
export const UPCOMING_EVENTS_PAGE_SIZE = 20;
export const EVENT_LIMITS = {
  title: 200,
  date: 40,
  speakers: 20,
  speakerName: 120,
  location: 200,
  link: 500,
  description: 10_000,
  coverImageUrl: 1000,
  capacity: 100_000,
  attendeeSearch: 100,
} as const;
/** Opted-in attendees a page of the event's list shows. */
export const EVENT_ATTENDEES_PAGE_SIZE = 24;

/** A member's answer. 'waitlist' is where 'going' lands when the event is full; nobody asks for it. */
export const RSVP_STATUSES = ['going', 'maybe', 'not_going', 'waitlist'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
/** What a member may answer. */
export const RSVP_CHOICES = ['going', 'maybe', 'not_going'] as const;
export type RsvpChoice = (typeof RSVP_CHOICES)[number];

/** The buttons' and lists' words for each answer. */
export const RSVP_LABELS: Record<RsvpStatus, string> = {
  going: 'Going',
  maybe: 'Maybe',
  not_going: "Can't go",
  waitlist: 'Waitlist',
};

// ---------------------------------------------------------------------------------------------------
// Answers. Strict objects: in tests and development the server checks each answer against them, so a
// field added on one side only fails there (decision 037). Dates are ISO 8601 instants.

const isoDate = z.iso.datetime({ offset: true });
/** A page of a list, with the total across pages. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** What every view of an event shares. */
const eventBaseSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  date: isoDate,
  speakers: z.array(z.string()),
  location: z.string().nullable(),
  /** The event's public page, if any (not the online meeting: see `onlineLink`). */
  link: z.string().nullable(),
  /** What the event is: plain text with paragraphs; web addresses in it are shown as links (decision 040). */
  description: z.string().nullable(),
  /** A cover picture: an upload's path on this site or an https address; null for none. */
  coverImageUrl: z.string().nullable(),
  /** Most members Going at once; null is no limit. */
  capacity: z.number().int().nullable(),
  /** Cancelled by the organisers: shown, marked, and no longer answered. */
  cancelled: z.boolean(),
});
export type EventBase = z.infer<typeof eventBaseSchema>;

/** The caller's own answer to an event. */
const myRsvpSchema = z.strictObject({
  status: z.enum(RSVP_STATUSES),
  /** Appears on the event's attendee list (their choice, default off). */
  showOnList: z.boolean(),
  /** Checked in by the organisers after the event: 'You went'. */
  attended: z.boolean(),
  /** 1 for the first on the waitlist; null when not on it. */
  waitlistPosition: z.number().int().nullable(),
});
export type MyRsvp = z.infer<typeof myRsvpSchema>;

/** One event as members see it in a list. The online link itself is never here (only `online`). */
const eventItemSchema = eventBaseSchema.extend({
  goingCount: z.number().int(),
  /** Places left; null without a capacity. */
  spotsLeft: z.number().int().nullable(),
  /** The event has an online link, shown on its page to members who are Going. */
  online: z.boolean(),
  /** It has begun: answers can no longer change. */
  started: z.boolean(),
  myRsvp: myRsvpSchema.nullable(),
});
export type EventItem = z.infer<typeof eventItemSchema>;

/** GET /api/events/:id. `onlineLink` only for a caller who is Going, or an administrator; null otherwise.
 * Who is on the attendee list, and how many, is the list's own answer (EventAttendeePage). */
const eventDetailSchema = eventItemSchema.extend({ onlineLink: z.string().nullable() });
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** GET /api/events/upcoming: dated today or later in the community's time zone, soonest first, paged. */
const upcomingEventPageSchema = pageOf(eventItemSchema);
export type UpcomingEventPage = z.infer<typeof upcomingEventPageSchema>;

/** GET /api/events/past: the five most recent before today, newest first. */
const pastEventListSchema = z.strictObject({ items: z.array(eventItemSchema) });
export type PastEventList = z.infer<typeof pastEventListSchema>;

/** One member on an event's attendee list: only members Going who chose to appear, as the caller may see
 * them (decision 043: a hidden or empty field is absent). */
const eventAttendeeSchema = memberCardSchema;
export type EventAttendee = z.infer<typeof eventAttendeeSchema>;

/** GET /api/events/:id/attendees?page&pageSize: by name. */
const eventAttendeePageSchema = pageOf(eventAttendeeSchema);
export type EventAttendeePage = z.infer<typeof eventAttendeePageSchema>;

/** A recommended member as recommendations.ts describes one (`Recommendation`), with 'Why Connect?'. */
const recommendedMemberSchema = z.strictObject(recommendationFields);

/**
 * GET /api/events/:id/people-to-meet: for a member who is Going, up to three of the listed attendees the
 * recommendation engine ranks first for them, with the 'Why Connect?' text. Empty for anyone else.
 */
const peopleToMeetSchema = z.strictObject({ items: z.array(recommendedMemberSchema), going: z.boolean() });
export type PeopleToMeet = z.infer<typeof peopleToMeetSchema>;

/** PUT and DELETE /api/events/:id/rsvp answer the event as the caller now sees it. */
const rsvpSavedSchema = z.strictObject({ success: z.literal(true), message: z.string(), event: eventDetailSchema });
export type RsvpSaved = z.infer<typeof rsvpSavedSchema>;

/** GET /api/calendar-feed (and POST to make a new one): the member's personal feed, or none. */
const calendarFeedSchema = z.strictObject({ url: z.string().nullable(), createdAt: isoDate.nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
const calendarFeedSavedSchema = z.strictObject({ success: z.literal(true), message: z.string(), feed: calendarFeedSchema });
export type CalendarFeedSaved = z.infer<typeof calendarFeedSavedSchema>;

// ---------------------------------------------------------------------------------------------------
// Requests

export const upcomingEventsQuerySchema = z.object({ page: pageQuery, pageSize: pageSizeQuery(UPCOMING_EVENTS_PAGE_SIZE) });

/** A full http(s) address; `javascript:`, `//host` and bare words are refused (links.ts). */
export const isHttpLink = (value: string): boolean => isWebAddress(value);

/** An event's id in the path; anything else is the same 404 as an unknown one. */
export const eventIdSchema = recordId(ADMIN_TOASTS.recordNotFound);

/** PUT /api/events/:id/rsvp. `showOnList` left out keeps the member's earlier choice (off at first). */
export const rsvpInputSchema = z.object({
  rsvp: z.enum(RSVP_CHOICES, { error: M.rsvpInvalid }),
  showOnList: z.boolean({ error: M.showOnListInvalid }).optional(),
});
export type RsvpInput = z.input<typeof rsvpInputSchema>;

export const eventAttendeesQuerySchema = z.object({ page: pageQuery, pageSize: pageSizeQuery(EVENT_ATTENDEES_PAGE_SIZE) });

/** POST /api/calendar-feed: `replace` false makes the address only if there is none (answering the one
 * there is: a second click changes nothing); true makes a new one, and the old stops working. */
export const calendarFeedRequestSchema = z.object({ replace: z.boolean({ error: M.replaceInvalid }) });
export type CalendarFeedRequest = z.input<typeof calendarFeedRequestSchema>;

/** The personal feed's token in its address: 43 base64url characters (32 random bytes' worth). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const calendarTokenSchema = text({ max: 43, tooLong: M.feedNotFound, required: M.feedNotFound, keepSpaces: true }).regex(
  CALENDAR_TOKEN_PATTERN,
  M.feedNotFound,
);

/** The personal feed's path, outside /api: calendar apps fetch it with no cookie; the token is the key. */
export const calendarFeedPath = (token: string) => `/calendar/${token}.ics`;

// ---------------------------------------------------------------------------------------------------
// The members' endpoints (their route table is events-routes.ts; the organisers' are events-admin.ts)

const idParams = z.object({ id: eventIdSchema });
/** A malformed id is the same 404 as an unknown one: 'Event not found'. */
const unknownEvent = { status: 404, message: M.eventNotFound } as const;
const noSuchEvent = { 404: { description: `No event has this id: "${M.eventNotFound}".` } };
const answered = {
  200: { description: 'The event as the caller now sees it.', schema: rsvpSavedSchema },
  ...noSuchEvent,
  409: { description: 'EVENT_STARTED or EVENT_CANCELLED: answers can no longer change.' },
  429: { description: 'The answer was changed too many times in a short while.' },
};
const feedAnswer = { 200: { description: 'The caller’s feed as it now is.', schema: calendarFeedSavedSchema } };

export const EVENT_SCHEMAS = {
  upcoming: {
    summary: 'Events dated today or later in the community’s time zone, soonest first, a page at a time',
    query: upcomingEventsQuerySchema,
    responses: { 200: { description: 'One page and the total.', schema: upcomingEventPageSchema } },
  },
  past: {
    summary: `The ${PAST_EVENTS_LIMIT} most recent events before today, newest first`,
    responses: { 200: { description: 'The events.', schema: pastEventListSchema } },
  },
  event: {
    summary: 'One event, with the caller’s answer (and its online link for a member going)',
    params: idParams,
    paramRefused: unknownEvent,
    responses: { 200: { description: 'The event.', schema: eventDetailSchema }, ...noSuchEvent },
  },
  answer: {
    summary: 'Answer an event: going (the waitlist when it is full), maybe or can’t go',
    params: idParams,
    paramRefused: unknownEvent,
    body: rsvpInputSchema,
    responses: answered,
  },
  withdraw: {
    summary: 'Withdraw the caller’s answer (a place held goes to the waitlist)',
    params: idParams,
    paramRefused: unknownEvent,
    responses: answered,
  },
  attendees: {
    summary: 'The members going who chose to appear on the attendee list, by name',
    params: idParams,
    paramRefused: unknownEvent,
    query: eventAttendeesQuerySchema,
    responses: { 200: { description: 'One page and the total.', schema: eventAttendeePageSchema }, ...noSuchEvent },
  },
  peopleToMeet: {
    summary: '‘People to meet here’: for a member going, up to three listed attendees to meet',
    params: idParams,
    paramRefused: unknownEvent,
    responses: { 200: { description: 'The members, empty for a caller not going.', schema: peopleToMeetSchema }, ...noSuchEvent },
  },
  calendarFile: {
    summary: 'One event’s .ics, for ‘Add to calendar’ (a download)',
    params: idParams,
    paramRefused: unknownEvent,
    responses: {
      200: {
        description: 'The event as an iCalendar file (the online link only for a member going).',
        contentType: 'text/calendar',
      },
      ...noSuchEvent,
    },
  },
  calendarFeed: {
    summary: 'The caller’s personal calendar feed address, or none',
    responses: { 200: { description: 'The address, or nulls.', schema: calendarFeedSchema } },
  },
  makeCalendarFeed: {
    summary: 'Make the caller’s feed address (or, with replace, a new one: the old stops working)',
    body: calendarFeedRequestSchema,
    responses: feedAnswer,
  },
  revokeCalendarFeed: {
    summary: 'Revoke the caller’s feed address',
    responses: feedAnswer,
  },
} satisfies Record<string, EndpointSchemas>;

export const EVENT_ENDPOINTS = defineEndpoints('events', EVENT_ROUTES, EVENT_SCHEMAS);

/** Answer schemas the organisers' contract builds on (events-admin.ts); not exported one by one, as only
 * request schemas are. */
export const EVENT_ANSWER_PARTS = { eventBase: eventBaseSchema, pageOf };
