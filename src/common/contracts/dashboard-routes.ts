// The administrator dashboard's own endpoint (decision 037). No zod here: the schemas are in dashboard.ts.
import type { DASHBOARD_SCHEMAS } from './dashboard';
import { routeTable } from './endpoint';

export const DASHBOARD_ROUTES = routeTable<typeof DASHBOARD_SCHEMAS>()({
  summary: { method: 'GET', path: '/api/admin/summary', access: 'admin' },
});
