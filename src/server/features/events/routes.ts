import { Hono } from 'hono';
import {
  adminAttendeesExportQuerySchema,
  adminAttendeesQuerySchema,
  adminEventsQuerySchema,
  attendanceInputSchema,
  calendarFeedRequestSchema,
  calendarTokenSchema,
  EVENT_MESSAGES,
  eventAttendeeIdSchema,
  eventAttendeesQuerySchema,
  eventIdSchema,
  eventInputSchema,
  rsvpInputSchema,
  upcomingEventsQuerySchema,
} from '../../../common/contracts/events';
import { ADMIN_TOASTS } from '../../../common/messages';
import { requireAdmin, requireMember, requireShownMember, type AppEnv } from '../../auth/caller';
import { clientAddress } from '../../http/client-address';
import { csvDownloadHeaders } from '../../http/csv';
import { notFound } from '../../http/errors';
import { parseInput, parseParam, readJson } from '../../http/validation';
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

/** Unknown and malformed ids are the same 404: 'Record not found' on the dashboard's routes, … */
const adminEventId = (raw: string) => parseParam(eventIdSchema, raw, () => notFound(ADMIN_TOASTS.recordNotFound));
/** … 'Event not found' on the members'. */
const memberEventId = (raw: string) => parseParam(eventIdSchema, raw, () => notFound(EVENT_MESSAGES.eventNotFound));

export function eventRoutes(deps: EventDeps) {
  return (
    new Hono<AppEnv>()
      .get('/events/upcoming', async (c) => {
        const caller = requireMember(c);
        const query = parseInput(upcomingEventsQuerySchema, c.req.query());
        c.header('Cache-Control', 'no-store');
        return c.json(await listUpcomingEvents(deps, { attendeeId: caller.attendee?.id ?? null }, query));
      })
      .get('/events/past', async (c) => {
        const caller = requireMember(c);
        c.header('Cache-Control', 'no-store');
        return c.json(await listPastEvents(deps, { attendeeId: caller.attendee?.id ?? null }));
      })
      .get('/events/:id', async (c) => {
        const caller = requireMember(c);
        return c.json(await getEventDetail(deps, caller, memberEventId(c.req.param('id'))));
      })
      .put('/events/:id/rsvp', async (c) => {
        const caller = requireShownMember(c);
        const id = memberEventId(c.req.param('id'));
        return c.json(await answerEvent(deps, caller, id, await readJson(c, rsvpInputSchema)));
      })
      .delete('/events/:id/rsvp', async (c) => {
        const caller = requireMember(c);
        return c.json(await withdrawAnswer(deps, caller, memberEventId(c.req.param('id'))));
      })
      .get('/events/:id/attendees', async (c) => {
        requireMember(c);
        const id = memberEventId(c.req.param('id'));
        return c.json(await listEventAttendees(deps, id, parseInput(eventAttendeesQuerySchema, c.req.query())));
      })
      .get('/events/:id/people-to-meet', async (c) => {
        const caller = requireMember(c);
        return c.json(await listPeopleToMeet(deps, caller, memberEventId(c.req.param('id'))));
      })
      .get('/events/:id/calendar.ics', async (c) => {
        const caller = requireMember(c);
        const { fileName, text } = await eventCalendarFile(deps, caller, memberEventId(c.req.param('id')));
        return c.body(text, 200, {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'no-store',
        });
      })
      .get('/calendar-feed', async (c) => c.json(await showCalendarFeed(deps, requireMember(c))))
      .post('/calendar-feed', async (c) => {
        const caller = requireMember(c);
        return c.json(await makeCalendarFeed(deps, caller, await readJson(c, calendarFeedRequestSchema)));
      })
      .delete('/calendar-feed', async (c) => c.json(await revokeCalendarFeed(deps, requireMember(c))))

      .get('/admin/events', async (c) => {
        requireAdmin(c);
        const query = parseInput(adminEventsQuerySchema, c.req.query());
        c.header('Cache-Control', 'no-store');
        return c.json(await listEventsForAdmin(deps, query));
      })
      .post('/admin/events', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await createEvent(deps, actor, await readJson(c, eventInputSchema)), 201);
      })
      .put('/admin/events/:id', async (c) => {
        const actor = requireAdmin(c);
        const id = adminEventId(c.req.param('id'));
        return c.json(await updateEvent(deps, actor, id, await readJson(c, eventInputSchema)));
      })
      .delete('/admin/events/:id', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await deleteEvent(deps, actor, adminEventId(c.req.param('id'))));
      })
      .post('/admin/events/:id/cancel', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await cancelEvent(deps, actor, adminEventId(c.req.param('id'))));
      })
      .get('/admin/events/:id/attendees', async (c) => {
        requireAdmin(c);
        const id = adminEventId(c.req.param('id'));
        return c.json(await listAttendeesForAdmin(deps, id, parseInput(adminAttendeesQuerySchema, c.req.query())));
      })
      // Before '/attendees/:attendeeId/…' would matter: 'export' is never taken for an id (it has no such route).
      .get('/admin/events/:id/attendees/export', async (c) => {
        const actor = requireAdmin(c);
        const id = adminEventId(c.req.param('id'));
        const query = parseInput(adminAttendeesExportQuerySchema, c.req.query());
        const { fileName, stream } = await exportAttendeesCsv(deps, actor, id, query);
        return c.body(stream, 200, csvDownloadHeaders(fileName));
      })
      .put('/admin/events/:id/attendees/:attendeeId/attendance', async (c) => {
        const actor = requireAdmin(c);
        const id = adminEventId(c.req.param('id'));
        const attendeeId = parseParam(eventAttendeeIdSchema, c.req.param('attendeeId'), () =>
          notFound(EVENT_MESSAGES.attendeeNotFound),
        );
        const { attended } = await readJson(c, attendanceInputSchema);
        return c.json(await markAttendance(deps, actor, id, attendeeId, attended));
      })
      .delete('/admin/events/:id/attendees/:attendeeId/rsvp', async (c) => {
        const actor = requireAdmin(c);
        const id = adminEventId(c.req.param('id'));
        const attendeeId = parseParam(eventAttendeeIdSchema, c.req.param('attendeeId'), () =>
          notFound(EVENT_MESSAGES.attendeeNotFound),
        );
        return c.json(await removeAnswerForAdmin(deps, actor, id, attendeeId));
      })
  );
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
