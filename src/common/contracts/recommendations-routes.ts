// The recommendations' endpoint: method, path and who may call it (decision 037). No zod here; the schema
// and the answer's type are in recommendations.ts.
import { routeTable } from './endpoint';
import type { RECOMMENDATION_SCHEMAS } from './recommendations';

export const RECOMMENDATION_ROUTES = routeTable<typeof RECOMMENDATION_SCHEMAS>()({
  list: { method: 'GET', path: '/api/recommendations', access: 'member' },
});
