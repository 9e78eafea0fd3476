import { Hono } from 'hono';
import { connectRequestSchema } from '../../../common/contracts/recommendations';
import { requireMember, type AppEnv } from '../../auth/caller';
import { readJson } from '../../http/validation';
import { connectWithMember, listRecommendations, type RecommendationDeps } from './service';

export function recommendationRoutes(deps: RecommendationDeps) {
  const { db, now } = deps;
  return new Hono<AppEnv>()
    .get('/recommendations', async (c) => {
      const caller = requireMember(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await listRecommendations(deps, caller));
    })
    .post('/connections', async (c) => {
      const caller = requireMember(c);
      const { toAttendeeId } = await readJson(c, connectRequestSchema);
      const result = await connectWithMember(db, caller, toAttendeeId, now());
      return c.json(result, result.created ? 201 : 200);
    });
}
