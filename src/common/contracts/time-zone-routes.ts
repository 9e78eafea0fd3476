// The community's time zone (decision 040): method, path and who may call each (decision 037). No zod here:
// the browser imports this for the paths; the schemas and the answers' types are in time-zone.ts.
import type { TIME_ZONE_SCHEMAS } from './time-zone';
import { routeTable } from './endpoint';

export const TIME_ZONE_ROUTES = routeTable<typeof TIME_ZONE_SCHEMAS>()({
  read: { method: 'GET', path: '/api/admin/time-zone', access: 'admin' },
  choose: { method: 'PUT', path: '/api/admin/time-zone', access: 'admin' },
});
