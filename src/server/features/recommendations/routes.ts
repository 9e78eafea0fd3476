// GET /api/recommendations, as defined in common/contracts/recommendations.ts: members only (the adapter
// checks), then one operation.
import { RECOMMENDATION_ENDPOINTS } from '../../../common/contracts/recommendations';
import { endpointRoutes } from '../../http/endpoints';
import { listRecommendations, type RecommendationDeps } from './service';

export function recommendationRoutes(deps: RecommendationDeps) {
  return endpointRoutes(RECOMMENDATION_ENDPOINTS, {
    list: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return listRecommendations(deps, caller);
    },
  });
}
