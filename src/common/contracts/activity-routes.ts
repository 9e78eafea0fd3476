// The Activity tab's endpoints: method, path and who may call each (decision 037). No zod here; the
// schemas and the answers' types are in activity.ts.
import type { ACTIVITY_SCHEMAS } from './activity';
import { routeTable } from './endpoint';

export const ACTIVITY_ROUTES = routeTable<typeof ACTIVITY_SCHEMAS>()({
  list: { method: 'GET', path: '/api/admin/activity', access: 'admin' },
  actors: { method: 'GET', path: '/api/admin/activity/actors', access: 'admin' },
  export: { method: 'GET', path: '/api/admin/activity/export', access: 'admin' },
});
