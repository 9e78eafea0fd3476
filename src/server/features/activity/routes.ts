// The Activity tab's reads and its export, as defined in common/contracts/activity.ts: administrators only,
// checked by the adapter before anything is read.
import { ACTIVITY_ENDPOINTS } from '../../../common/contracts/activity';
import { endpointRoutes } from '../../http/endpoints';
import { csvDownloadHeaders } from '../../http/csv';
import { exportActivityCsv, listActivity, listActivityActors, type ActivityDeps } from './service';

export function activityAdminRoutes(deps: ActivityDeps) {
  return endpointRoutes(ACTIVITY_ENDPOINTS, {
    list: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listActivity(deps, query);
    },
    actors: async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return listActivityActors(deps);
    },
    export: async ({ c, caller, query }) => {
      const { fileName, stream } = await exportActivityCsv(deps, caller, query);
      return c.body(stream, 200, csvDownloadHeaders(fileName));
    },
  });
}
