import { Hono } from 'hono';
import {
  adminEventsQuerySchema,
  eventIdSchema,
  eventInputSchema,
  upcomingEventsQuerySchema,
} from '../../../common/contracts/events';
import { ADMIN_TOASTS } from '../../../common/messages';
import { requireAdmin, requireMember, type AppEnv } from '../../auth/caller';
import { notFound } from '../../http/errors';
import { parseInput, parseParam, readJson } from '../../http/validation';
import {
  createEvent,
  deleteEvent,
  listEventsForAdmin,
  listPastEvents,
  listUpcomingEvents,
  updateEvent,
  type EventDeps,
} from './service';

/** Unknown and malformed ids are the same 404. */
const eventId = (raw: string) => parseParam(eventIdSchema, raw, () => notFound(ADMIN_TOASTS.recordNotFound));

export function eventRoutes(deps: EventDeps) {
  return new Hono<AppEnv>()
    .get('/events/upcoming', async (c) => {
      requireMember(c);
      const query = parseInput(upcomingEventsQuerySchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await listUpcomingEvents(deps, query));
    })
    .get('/events/past', async (c) => {
      requireMember(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await listPastEvents(deps));
    })
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
      const id = eventId(c.req.param('id'));
      return c.json(await updateEvent(deps, actor, id, await readJson(c, eventInputSchema)));
    })
    .delete('/admin/events/:id', async (c) => {
      const actor = requireAdmin(c);
      return c.json(await deleteEvent(deps, actor, eventId(c.req.param('id'))));
    });
}
