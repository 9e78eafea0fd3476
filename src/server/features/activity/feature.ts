// The Activity tab: the audit log, filtered, paged and exported (decision 028).
import type { ServerFeature } from '../../feature';
import { activityAdminRoutes } from './routes';

export const activityFeature: ServerFeature = {
  name: 'activity',
  register: ({ db, now, config }) => ({
    // Read at each use: the community's zone may change while the app runs (decision 040).
    api: activityAdminRoutes({
      db,
      now,
      get timeZone() {
        return config.timeZone;
      },
    }),
  }),
};
