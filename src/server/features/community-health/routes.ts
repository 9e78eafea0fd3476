import { Hono } from 'hono';
import { communityHealthQuerySchema, healthListQuerySchema } from '../../../common/contracts/community-health';
import { requireAdmin, type AppEnv } from '../../auth/caller';
import { parseInput } from '../../http/validation';
import { getCommunityHealth, listHealthFigure, type CommunityHealthDeps } from './service';

/** The Health tab's reads: administrators only, checked before anything is read. Reads write no audit row. */
export function communityHealthRoutes(deps: CommunityHealthDeps) {
  return new Hono<AppEnv>()
    .get('/admin/community-health', async (c) => {
      requireAdmin(c);
      const query = parseInput(communityHealthQuerySchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await getCommunityHealth(deps, query));
    })
    .get('/admin/community-health/list', async (c) => {
      requireAdmin(c);
      const query = parseInput(healthListQuerySchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await listHealthFigure(deps, query));
    });
}
