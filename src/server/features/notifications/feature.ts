// Notifications (issue 34): the list, the bell, where each kind of news goes, and the nightly removal of
// notifications older than 90 days.
import type { ServerFeature } from '../../feature';
import { registerNotificationJobs } from './retention';
import { notificationRoutes } from './routes';

export const notificationsFeature: ServerFeature = {
  name: 'notifications',
  register: ({ db, live, now, config, jobs }) => {
    // The community's zone is read at each use: it may change while the app runs (decision 040).
    const communityZone = () => config.timeZone;
    registerNotificationJobs(jobs, { db, now, timeZone: communityZone });
    return { api: notificationRoutes({ db, live, now, communityZone }) };
  },
};
