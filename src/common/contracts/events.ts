// Events' contract (spec 2.4 'Events', 3 events, 5 'Events split', 7.1, 9): what members read, what
// administrators send to add or change an event, the paths, and how a date is shown. Dates travel as
// ISO instants; an administrator enters a local date-time in the community's time zone (decision 012).
import { z } from 'zod';
import { ADMIN_TOASTS, EVENT_MESSAGES as M } from '../messages';
import { parseLocalDateTime } from '../zoned-time';
import { isWebAddress, LINK_RULES } from './links';
import { linkText, recordId, text } from './text';

/** Spec 9 'Past events shown'. */
export const PAST_EVENTS_LIMIT = 5;
export const UPCOMING_EVENTS_PAGE_SIZE = 20;
export const EVENT_LIMITS = { title: 200, date: 40, speakers: 20, speakerName: 120, location: 200, link: 500 } as const;

// ---------------------------------------------------------------------------------------------------
// Answers

/** One event as members see it. `date` is an ISO 8601 instant. */
export type EventItem = {
  id: string;
  title: string;
  date: string;
  speakers: string[];
  location: string | null;
  link: string | null;
};

/** GET /api/events/upcoming: dated today or later in the community's time zone, soonest first, paged. */
export type UpcomingEventPage = { items: EventItem[]; total: number; page: number; pageSize: number };

/** GET /api/events/past: the five most recent before today, newest first. */
export type PastEventList = { items: EventItem[] };

/** One event as the dashboard lists it: with the local date-time its form starts from, and which side of today it is. */
export type AdminEventItem = EventItem & { localDateTime: string; upcoming: boolean };

/** GET /api/admin/events?when&page&pageSize. `timeZone` is the zone `localDateTime` is written in. */
export type AdminEventPage = { items: AdminEventItem[]; total: number; page: number; pageSize: number; timeZone: string };

/** POST /api/admin/events and PUT /api/admin/events/:id answer this. */
export type EventSaved = { success: true; message: string; event: AdminEventItem };
export type EventDeleted = { success: true; message: string };

// ---------------------------------------------------------------------------------------------------
// Requests

const page = z.coerce
  .number({ error: M.invalidPage })
  .int(M.invalidPage)
  .min(1, M.invalidPage)
  .max(100000, M.invalidPage)
  .default(1);
const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: M.invalidPageSize })
    .int(M.invalidPageSize)
    .min(1, M.invalidPageSize)
    .max(100, M.invalidPageSize)
    .default(fallback);

export const upcomingEventsQuerySchema = z.object({ page, pageSize: pageSize(UPCOMING_EVENTS_PAGE_SIZE) });

export const EVENT_WHEN = ['upcoming', 'past', 'all'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

/** 'all' lists the upcoming ones first (soonest first), then the past ones (newest first). */
export const adminEventsQuerySchema = z.object({
  when: z.enum(EVENT_WHEN, { error: M.invalidWhen }).default('all'),
  page,
  pageSize: pageSize(25),
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
});
export type EventInput = { title: string; date: string; speakers: string[]; location?: string | null; link?: string | null };
export type ValidEventInput = z.output<typeof eventInputSchema>;

/** The form's field a server message belongs to: `speakers.3` is the speakers field. */
export const eventFieldOf = (path: string) => path.split('.')[0];

// ---------------------------------------------------------------------------------------------------
// Paths

const query = (params: Record<string, string | number | undefined>) => {
  const pairs = Object.entries(params).filter(([, v]) => v !== undefined && v !== '');
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')}` : '';
};

export const EVENT_API = {
  upcoming: (params: { page?: number; pageSize?: number } = {}) => `/api/events/upcoming${query(params)}`,
  past: '/api/events/past',
  adminList: (params: { when?: EventWhen; page?: number; pageSize?: number } = {}) => `/api/admin/events${query(params)}`,
  adminCreate: '/api/admin/events',
  adminEvent: (id: string) => `/api/admin/events/${encodeURIComponent(id)}`,
} as const;

// ---------------------------------------------------------------------------------------------------
// Display (spec 9 'Dates': short en-US on listings), always in the community's time zone

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, kind: 'date' | 'time' | 'month' | 'day' | 'weekday'): Intl.DateTimeFormat {
  const key = `${timeZone}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      date: { month: 'short', day: 'numeric', year: 'numeric' },
      time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
      month: { month: 'short' },
      day: { day: 'numeric' },
      weekday: { weekday: 'short' },
    };
    f = new Intl.DateTimeFormat('en-US', { ...options[kind], timeZone });
    formatters.set(key, f);
  }
  return f;
}

/** 'Mar 12, 2024'. */
export const formatEventDate = (iso: string, timeZone: string) => formatter(timeZone, 'date').format(new Date(iso));
/** '6:30 PM PDT'. */
export const formatEventTime = (iso: string, timeZone: string) => formatter(timeZone, 'time').format(new Date(iso));
/** The pieces of a calendar tile: 'Mar', '12', 'Tue'. */
export const eventDayParts = (iso: string, timeZone: string) => {
  const date = new Date(iso);
  return {
    month: formatter(timeZone, 'month').format(date),
    day: formatter(timeZone, 'day').format(date),
    weekday: formatter(timeZone, 'weekday').format(date),
  };
};
