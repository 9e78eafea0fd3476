// The Activity tab: the audit log, filtered, paged and exported (decision 028).
import type { ServerFeature } from '../../feature';
import { activityAdminRoutes } from './routes';

export const activityFeature: ServerFeature = {
  name: 'activity',
  register: ({ db, now, config }) => ({ api: activityAdminRoutes({ db, now, timeZone: config.timeZone }) }),
};
