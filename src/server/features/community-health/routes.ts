// The Health tab's reads, as defined in common/contracts/community-health.ts: administrators only, checked
// by the adapter before anything is read. Reads write no audit row.
import { COMMUNITY_HEALTH_ENDPOINTS } from '../../../common/contracts/community-health';
import { endpointRoutes } from '../../http/endpoints';
import { readOpenQuestionFigures } from '../open-questions/public';
import { getOffersAndAsks } from './offers-and-asks';
import { getCommunityHealth, listHealthFigure, type CommunityHealthDeps } from './service';

export function communityHealthRoutes(deps: CommunityHealthDeps) {
  return endpointRoutes(COMMUNITY_HEALTH_ENDPOINTS, {
    figures: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return getCommunityHealth(deps, query);
    },
    list: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listHealthFigure(deps, query);
    },
    openQuestions: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      const now = deps.now();
      const since = new Date(now.getTime() - query.days * 86_400_000);
      return { days: query.days, ...(await readOpenQuestionFigures(deps.db, since, now, deps.timeZone)) };
    },
    offersAndAsks: async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return getOffersAndAsks(deps.db);
    },
  });
}
