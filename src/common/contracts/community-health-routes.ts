// The Health tab's endpoints: method, path and who may call each (decision 037). No zod here; the schemas
// and the answers' types are in community-health.ts.
import type { COMMUNITY_HEALTH_SCHEMAS } from './community-health';
import { routeTable } from './endpoint';

export const COMMUNITY_HEALTH_ROUTES = routeTable<typeof COMMUNITY_HEALTH_SCHEMAS>()({
  figures: { method: 'GET', path: '/api/admin/community-health', access: 'admin' },
  list: { method: 'GET', path: '/api/admin/community-health/list', access: 'admin' },
  offersAndAsks: { method: 'GET', path: '/api/admin/community-health/offers-and-asks', access: 'admin' },
  openQuestions: { method: 'GET', path: '/api/admin/community-health/open-questions', access: 'admin' },
});
