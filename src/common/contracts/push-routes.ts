// Web Push subscriptions (decision 008): method, path and who may call each (decision 037). Any member's
// browser, administrators' too (issue 34; they were administrators' only under /api/admin). No zod here:
// the browser imports this for the path; the schemas are in push.ts.
import type { PUSH_SCHEMAS } from './push';
import { routeTable } from './endpoint';

export const PUSH_ROUTES = routeTable<typeof PUSH_SCHEMAS>()({
  subscribe: { method: 'POST', path: '/api/push-subscriptions', access: 'member' },
  unsubscribe: { method: 'DELETE', path: '/api/push-subscriptions', access: 'member' },
});
