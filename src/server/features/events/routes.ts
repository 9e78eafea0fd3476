// The events' endpoints as defined in common/contracts/events.ts (members) and events-admin.ts (the
// organisers): the adapter checks the caller and parses the input (decision 037); each handler calls one
// operation. The personal calendar feed is outside /api (calendarFeedRoutes, below).
import { Hono } from 'hono';
import { calendarTokenSchema, EVENT_ENDPOINTS, EVENT_MESSAGES } from '../../../common/contracts/events';
import { ADMIN_EVENT_ENDPOINTS, eventAttendeeIdSchema } from '../../../common/contracts/events-admin';
import type { AppEnv } from '../../auth/caller';
import { clientAddress } from '../../http/client-address';
import { csvDownloadHeaders } from '../../http/csv';
import { endpointRoutes, reply } from '../../http/endpoints';
import { notFound } from '../../http/errors';
import { parseParam } from '../../http/validation';
import { exportAttendeesCsv, listAttendeesForAdmin, markAttendance } from './attendance';
import { calendarFeedFor, eventCalendarFile, makeCalendarFeed, revokeCalendarFeed, showCalendarFeed } from './calendar-feed';
import { removeAnswerForAdmin } from './places';
import { answerEvent, getEventDetail, listEventAttendees, listPeopleToMeet, withdrawAnswer } from './rsvps';
import {
  cancelEvent,
  createEvent,
  deleteEvent,
  listEventsForAdmin,
  listPastEvents,
  listUpcomingEvents,
  updateEvent,
  type EventDeps,
} from './service';

/** The member in the organisers' paths, checked after the event: a malformed id is 'This member has not
 * answered this event' (the definition's own refusal is the event's 'Record not found'). */
const attendeeIdOf = (raw: string) => parseParam(eventAttendeeIdSchema, raw, () => notFound(EVENT_MESSAGES.attendeeNotFound));

export function eventRoutes(deps: EventDeps) {
  const members = endpointRoutes(EVENT_ENDPOINTS, {
    upcoming: async ({ c, caller, query }) => {
      c.header('Cache-Control', 'no-store');
      return listUpcomingEvents(deps, { attendeeId: caller.attendee?.id ?? null }, query);
    },
    past: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return listPastEvents(deps, { attendeeId: caller.attendee?.id ?? null });
    },
    event: ({ caller, params }) => getEventDetail(deps, caller, params.id),
    answer: ({ caller, params, body }) => answerEvent(deps, caller, params.id, body),
    withdraw: ({ caller, params }) => withdrawAnswer(deps, caller, params.id),
    attendees: ({ caller, params, query }) => listEventAttendees(deps, caller, params.id, query),
    peopleToMeet: ({ caller, params }) => listPeopleToMeet(deps, caller, params.id),
    calendarFile: async ({ c, caller, params }) => {
      const { fileName, text } = await eventCalendarFile(deps, caller, params.id);
      return c.body(text, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
      });
    },
    calendarFeed: ({ caller }) => showCalendarFeed(deps, caller),
    makeCalendarFeed: ({ caller, body }) => makeCalendarFeed(deps, caller, body),
    revokeCalendarFeed: ({ caller }) => revokeCalendarFeed(deps, caller),
  });

  const organisers = endpointRoutes(ADMIN_EVENT_ENDPOINTS, {
    list: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listEventsForAdmin(deps, query);
    },
    create: async ({ caller, body }) => reply(201, await createEvent(deps, caller, body)),
    update: ({ caller, params, body }) => updateEvent(deps, caller, params.id, body),
    remove: ({ caller, params }) => deleteEvent(deps, caller, params.id),
    cancel: ({ caller, params }) => cancelEvent(deps, caller, params.id),
    attendees: ({ params, query }) => listAttendeesForAdmin(deps, params.id, query),
    exportAttendees: async ({ c, caller, params, query }) => {
      const { fileName, stream } = await exportAttendeesCsv(deps, caller, params.id, query);
      return c.body(stream, 200, csvDownloadHeaders(fileName));
    },
    attendance: async ({ caller, params, body }) =>
      markAttendance(deps, caller, params.id, attendeeIdOf(params.attendeeId), body.attended),
    removeAnswer: ({ caller, params }) => removeAnswerForAdmin(deps, caller, params.id, attendeeIdOf(params.attendeeId)),
  });

  return new Hono<AppEnv>().route('/', members).route('/', organisers);
}

/**
 * The personal calendar feed, outside /api: calendar apps fetch it with no cookie and no Origin, so it
 * passes neither the session middleware nor the API's write rules (it only reads). The token in the path
 * is the only key; anything that is not one is the same 404 as a revoked one.
 */
export function calendarFeedRoutes(deps: EventDeps) {
  return new Hono<AppEnv>().get('/calendar/:file', async (c) => {
    const file = c.req.param('file');
    const token = parseParam(calendarTokenSchema, file.endsWith('.ics') ? file.slice(0, -4) : '', () =>
      notFound(EVENT_MESSAGES.feedNotFound),
    );
    const text = await calendarFeedFor(deps, token, clientAddress(c, deps.config.trustProxy));
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="events.ics"',
      // Personal: never kept by a shared cache; calendar apps ask again when they poll.
      'Cache-Control': 'private, no-cache',
      'X-Robots-Tag': 'noindex',
    });
  });
}
