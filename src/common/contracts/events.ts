// Events' contract (spec 2.4 'Events', 3 events, 5 'Events split', 7.1, 9; issue 18): what members read
// and answer (RSVP, the attendee list, 'People to meet here', calendars), what administrators send to add,
// change, cancel an event and check members in, and the paths; how a time is shown is event-times.ts.
// Dates travel as ISO instants; an administrator enters a local date-time in the community's time zone
// (decision 012), and members read times in their own zone with the community's noted (decision 025).
import { z } from 'zod';
import { pageQuery, pageSizeQuery } from './paging';
import { ADMIN_TOASTS, PAGING_MESSAGES } from '../messages';
import { parseLocalDateTime } from '../zoned-time';
import { isWebAddress, LINK_RULES } from './links';
import type { Recommendation } from './recommendations';
import { linkText, recordId, text } from './text';

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
// Answers

/** What every view of an event shares. `date` is an ISO 8601 instant. */
export type EventBase = {
  id: string;
  title: string;
  date: string;
  speakers: string[];
  location: string | null;
  /** The event's public page, if any (not the online meeting: see `onlineLink`). */
  link: string | null;
  /** Most members Going at once; null is no limit. */
  capacity: number | null;
  /** Cancelled by the organisers: shown, marked, and no longer answered. */
  cancelled: boolean;
};

/** The caller's own answer to an event. */
export type MyRsvp = {
  status: RsvpStatus;
  /** Appears on the event's attendee list (their choice, default off). */
  showOnList: boolean;
  /** Checked in by the organisers after the event: 'You went'. */
  attended: boolean;
  /** 1 for the first on the waitlist; null when not on it. */
  waitlistPosition: number | null;
};

/** One event as members see it in a list. The online link itself is never here (only `online`). */
export type EventItem = EventBase & {
  goingCount: number;
  /** Places left; null without a capacity. */
  spotsLeft: number | null;
  /** The event has an online link, shown on its page to members who are Going. */
  online: boolean;
  /** It has begun: answers can no longer change. */
  started: boolean;
  myRsvp: MyRsvp | null;
};

/** GET /api/events/:id. `onlineLink` only for a caller who is Going, or an administrator; null otherwise.
 * Who is on the attendee list, and how many, is the list's own answer (EventAttendeePage). */
export type EventDetail = EventItem & { onlineLink: string | null };

/** GET /api/events/upcoming: dated today or later in the community's time zone, soonest first, paged. */
export type UpcomingEventPage = { items: EventItem[]; total: number; page: number; pageSize: number };

/** GET /api/events/past: the five most recent before today, newest first. */
export type PastEventList = { items: EventItem[] };

/** One member on an event's attendee list: only members Going who chose to appear. */
export type EventAttendee = { attendeeId: string; fullName: string; jobTitle: string | null; company: string | null };

/** GET /api/events/:id/attendees?page&pageSize: by name. */
export type EventAttendeePage = { items: EventAttendee[]; total: number; page: number; pageSize: number };

/**
 * GET /api/events/:id/people-to-meet: for a member who is Going, up to three of the listed attendees the
 * recommendation engine ranks first for them, with the 'Why Connect?' text. Empty for anyone else.
 */
export type PeopleToMeet = { items: Recommendation[]; going: boolean };

/** PUT and DELETE /api/events/:id/rsvp answer the event as the caller now sees it. */
export type RsvpSaved = { success: true; message: string; event: EventDetail };

/** GET /api/calendar-feed (and POST to make a new one): the member's personal feed, or none. */
export type CalendarFeed = { url: string | null; createdAt: string | null };
export type CalendarFeedSaved = { success: true; message: string; feed: CalendarFeed };

/** Answers by kind: what the organisers' Events tab counts. `attended`: checked in. */
export type RsvpCounts = { going: number; maybe: number; notGoing: number; waitlist: number; attended: number };

/** One event as the dashboard lists it: with the local date-time its form starts from, which side of today
 * it is, its online link and its answers. */
export type AdminEventItem = EventBase & {
  localDateTime: string;
  upcoming: boolean;
  started: boolean;
  onlineLink: string | null;
  counts: RsvpCounts;
};

/** GET /api/admin/events?when&page&pageSize. `timeZone` is the zone `localDateTime` is written in. */
export type AdminEventPage = { items: AdminEventItem[]; total: number; page: number; pageSize: number; timeZone: string };

/** POST /api/admin/events and PUT /api/admin/events/:id answer this. */
export type EventSaved = { success: true; message: string; event: AdminEventItem };
export type EventDeleted = { success: true; message: string };

/** One member who answered, as the organisers see them. */
export type AdminEventAttendee = {
  attendeeId: string;
  fullName: string;
  email: string;
  company: string | null;
  jobTitle: string | null;
  status: RsvpStatus;
  showOnList: boolean;
  attended: boolean;
  /** ISO 8601: the last change of answer. */
  respondedAt: string;
};

/** GET /api/admin/events/:id/attendees?status&search&page&pageSize. */
export type AdminEventAttendeePage = {
  items: AdminEventAttendee[];
  total: number;
  page: number;
  pageSize: number;
  counts: RsvpCounts;
};

/** DELETE /api/admin/events/:id/attendees/:attendeeId/rsvp. */
export type AnswerRemoved = { success: true; message: string };

/** PUT /api/admin/events/:id/attendees/:attendeeId/attendance. */
export type AttendanceSaved = { success: true; message: string; attendee: AdminEventAttendee; counts: RsvpCounts };

// ---------------------------------------------------------------------------------------------------
// Requests

export const upcomingEventsQuerySchema = z.object({ page: pageQuery, pageSize: pageSizeQuery(UPCOMING_EVENTS_PAGE_SIZE) });

export const EVENT_WHEN = ['upcoming', 'past', 'all'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

/** 'all' lists the upcoming ones first (soonest first), then the past ones (newest first). */
export const adminEventsQuerySchema = z.object({
  when: z.enum(EVENT_WHEN, { error: M.invalidWhen }).default('all'),
  page: pageQuery,
  pageSize: pageSizeQuery(25),
});
export type AdminEventsQuery = z.output<typeof adminEventsQuerySchema>;

/** A full http(s) address; `javascript:`, `//host` and bare words are refused (links.ts). */
export const isHttpLink = (value: string): boolean => isWebAddress(value);

/** An event's id in the path; anything else is the same 404 as an unknown one. */
export const eventIdSchema = recordId(ADMIN_TOASTS.recordNotFound);

/** Missing, null and blank are all none (null). */
const blankAsNull = <T extends z.ZodType<string, string>>(schema: T) =>
  z.preprocess(
    (value) => value ?? '',
    schema.transform((v) => v || null),
  );

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
export type EventInput = {
  title: string;
  date: string;
  speakers: string[];
  location?: string | null;
  link?: string | null;
  capacity?: number | null;
  onlineLink?: string | null;
};
export type ValidEventInput = z.output<typeof eventInputSchema>;

/** PUT /api/events/:id/rsvp. `showOnList` left out keeps the member's earlier choice (off at first). */
export const rsvpInputSchema = z.object({
  rsvp: z.enum(RSVP_CHOICES, { error: M.rsvpInvalid }),
  showOnList: z.boolean({ error: M.showOnListInvalid }).optional(),
});
export type RsvpInput = z.input<typeof rsvpInputSchema>;

export const eventAttendeesQuerySchema = z.object({ page: pageQuery, pageSize: pageSizeQuery(EVENT_ATTENDEES_PAGE_SIZE) });

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

/** The form's field a server message belongs to: `speakers.3` is the speakers field. */
export const eventFieldOf = (path: string) => path.split('.')[0];

// ---------------------------------------------------------------------------------------------------
// Paths

const query = (params: Record<string, string | number | undefined>) => {
  const pairs = Object.entries(params).filter(([, v]) => v !== undefined && v !== '');
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')}` : '';
};

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;
const adminEventPath = (id: string) => `/api/admin/events/${encodeURIComponent(id)}`;

export const EVENT_API = {
  upcoming: (params: { page?: number; pageSize?: number } = {}) => `/api/events/upcoming${query(params)}`,
  past: '/api/events/past',
  event: eventPath,
  rsvp: (id: string) => `${eventPath(id)}/rsvp`,
  attendees: (id: string, params: { page?: number; pageSize?: number } = {}) => `${eventPath(id)}/attendees${query(params)}`,
  peopleToMeet: (id: string) => `${eventPath(id)}/people-to-meet`,
  /** One event's .ics (a download). */
  calendarFile: (id: string) => `${eventPath(id)}/calendar.ics`,
  /** The caller's personal feed: GET shows it, POST makes it (or a new address), DELETE revokes it. */
  calendarFeed: '/api/calendar-feed',
  adminList: (params: { when?: EventWhen; page?: number; pageSize?: number } = {}) => `/api/admin/events${query(params)}`,
  adminCreate: '/api/admin/events',
  adminEvent: adminEventPath,
  adminCancel: (id: string) => `${adminEventPath(id)}/cancel`,
  adminAttendees: (
    id: string,
    params: { status?: AdminAttendeeFilter; search?: string; page?: number; pageSize?: number } = {},
  ) => `${adminEventPath(id)}/attendees${query(params)}`,
  adminAttendeesExport: (id: string, params: { status?: AdminAttendeeFilter; search?: string } = {}) =>
    `${adminEventPath(id)}/attendees/export${query(params)}`,
  adminAttendance: (id: string, attendeeId: string) =>
    `${adminEventPath(id)}/attendees/${encodeURIComponent(attendeeId)}/attendance`,
  /** DELETE: an organiser takes the member's answer off the event. */
  adminAnswer: (id: string, attendeeId: string) => `${adminEventPath(id)}/attendees/${encodeURIComponent(attendeeId)}/rsvp`,
} as const;

/** The personal feed's path, outside /api: calendar apps fetch it with no cookie; the token is the key. */
export const calendarFeedPath = (token: string) => `/calendar/${token}.ics`;

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
