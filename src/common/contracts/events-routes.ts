// The events' endpoints: method, path and who may call each (decision 037). No zod here: the browser
// imports this for the paths; the schemas and the answers' types are in events.ts (members) and
// events-admin.ts (the organisers' dashboard).
import type { EVENT_SCHEMAS } from './events';
import type { ADMIN_EVENT_SCHEMAS } from './events-admin';
import { routeTable } from './endpoint';

export const EVENT_ROUTES = routeTable<typeof EVENT_SCHEMAS>()({
  upcoming: { method: 'GET', path: '/api/events/upcoming', access: 'member' },
  past: { method: 'GET', path: '/api/events/past', access: 'member' },
  event: { method: 'GET', path: '/api/events/:id', access: 'member' },
  /** Answering needs a member whom others can see; withdrawing does not. */
  answer: { method: 'PUT', path: '/api/events/:id/rsvp', access: 'shown-member' },
  withdraw: { method: 'DELETE', path: '/api/events/:id/rsvp', access: 'member' },
  attendees: { method: 'GET', path: '/api/events/:id/attendees', access: 'member' },
  peopleToMeet: { method: 'GET', path: '/api/events/:id/people-to-meet', access: 'member' },
  /** One event's .ics (a download). */
  calendarFile: { method: 'GET', path: '/api/events/:id/calendar.ics', access: 'member' },
  /** The caller's personal feed: GET shows it, POST makes it (or a new address), DELETE revokes it. */
  calendarFeed: { method: 'GET', path: '/api/calendar-feed', access: 'member' },
  makeCalendarFeed: { method: 'POST', path: '/api/calendar-feed', access: 'member' },
  revokeCalendarFeed: { method: 'DELETE', path: '/api/calendar-feed', access: 'member' },
});

export const ADMIN_EVENT_ROUTES = routeTable<typeof ADMIN_EVENT_SCHEMAS>()({
  list: { method: 'GET', path: '/api/admin/events', access: 'admin' },
  create: { method: 'POST', path: '/api/admin/events', access: 'admin' },
  update: { method: 'PUT', path: '/api/admin/events/:id', access: 'admin' },
  remove: { method: 'DELETE', path: '/api/admin/events/:id', access: 'admin' },
  cancel: { method: 'POST', path: '/api/admin/events/:id/cancel', access: 'admin' },
  attendees: { method: 'GET', path: '/api/admin/events/:id/attendees', access: 'admin' },
  /** The attendees CSV (a download), with the list's filter and search. */
  exportAttendees: { method: 'GET', path: '/api/admin/events/:id/attendees/export', access: 'admin' },
  attendance: { method: 'PUT', path: '/api/admin/events/:id/attendees/:attendeeId/attendance', access: 'admin' },
  /** An organiser takes the member's answer off the event. */
  removeAnswer: { method: 'DELETE', path: '/api/admin/events/:id/attendees/:attendeeId/rsvp', access: 'admin' },
});
