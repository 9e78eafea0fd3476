import { Hono } from 'hono';
import { activityExportQuerySchema, activityListQuerySchema } from '../../../common/contracts/activity';
import { requireAdmin, type AppEnv } from '../../auth/caller';
import { csvDownloadHeaders } from '../../http/csv';
import { parseInput } from '../../http/validation';
import { exportActivityCsv, listActivity, listActivityActors, type ActivityDeps } from './service';

/** The Activity tab's reads and its export: administrators only, checked before anything is read. */
export function activityAdminRoutes(deps: ActivityDeps) {
  return new Hono<AppEnv>()
    .get('/admin/activity', async (c) => {
      requireAdmin(c);
      const query = parseInput(activityListQuerySchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await listActivity(deps, query));
    })
    .get('/admin/activity/actors', async (c) => {
      requireAdmin(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await listActivityActors(deps));
    })
    .get('/admin/activity/export', async (c) => {
      const actor = requireAdmin(c);
      const filters = parseInput(activityExportQuerySchema, c.req.query());
      const { fileName, stream } = await exportActivityCsv(deps, actor, filters);
      return c.body(stream, 200, csvDownloadHeaders(fileName));
    });
}
