// GET /api/health (decision 037): no zod here; the answers are in health.ts.
import type { HEALTH_SCHEMAS } from './health';
import { routeTable } from './endpoint';

export const HEALTH_ROUTES = routeTable<typeof HEALTH_SCHEMAS>()({
  check: { method: 'GET', path: '/api/health', access: 'anyone' },
});
