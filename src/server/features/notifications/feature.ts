// Notifications (issue 34): the list, the bell, and where each kind of news goes.
import type { ServerFeature } from '../../feature';
import { notificationRoutes } from './routes';

export const notificationsFeature: ServerFeature = {
  name: 'notifications',
  register: ({ db, live, now, config }) => ({
    // The community's zone is read at each use: it may change while the app runs (decision 040).
    api: notificationRoutes({ db, live, now, communityZone: () => config.timeZone }),
  }),
};
