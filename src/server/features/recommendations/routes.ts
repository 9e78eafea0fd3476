import { Hono } from 'hono';
import { requireMember, type AppEnv } from '../../auth/caller';
import { listRecommendations, type RecommendationDeps } from './service';

export function recommendationRoutes(deps: RecommendationDeps) {
  return new Hono<AppEnv>().get('/recommendations', async (c) => {
    const caller = requireMember(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await listRecommendations(deps, caller));
  });
}
