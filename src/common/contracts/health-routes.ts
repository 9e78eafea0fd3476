// GET /api/health, /api/health/live and /api/health/ready (decisions 037 and 076): no zod here; the answers
// are in health.ts.
import type { HEALTH_SCHEMAS } from './health';
import { routeTable } from './endpoint';

export const HEALTH_ROUTES = routeTable<typeof HEALTH_SCHEMAS>()({
  check: { method: 'GET', path: '/api/health', access: 'anyone' },
  live: { method: 'GET', path: '/api/health/live', access: 'anyone' },
  ready: { method: 'GET', path: '/api/health/ready', access: 'anyone' },
});
