// Web Push subscriptions (decision 008): method, path and who may call each (decision 037). No zod here:
// the browser imports this for the path; the schemas are in push.ts.
import type { PUSH_SCHEMAS } from './push';
import { routeTable } from './endpoint';

export const PUSH_ROUTES = routeTable<typeof PUSH_SCHEMAS>()({
  subscribe: { method: 'POST', path: '/api/admin/push-subscriptions', access: 'admin' },
  unsubscribe: { method: 'DELETE', path: '/api/admin/push-subscriptions', access: 'admin' },
});
