// Notifications (issue 34): the list, the bell, where each kind of news goes, the digests (decision 053),
// and the nightly removal of notifications older than 90 days (decision 050).
import type { ServerFeature } from '../../feature';
import { registerDigestJobs } from './digest';
import { registerNotificationJobs } from './retention';
import { notificationRoutes } from './routes';

export const notificationsFeature: ServerFeature = {
  name: 'notifications',
  register: ({ db, live, now, config, mailer, jobs }) => {
    // The community's zone is read at each use: it may change while the app runs (decision 040).
    const communityZone = () => config.timeZone;
    registerDigestJobs(jobs, { db, config, mailer, now });
    registerNotificationJobs(jobs, { db, now, timeZone: communityZone });
    return { api: notificationRoutes({ db, live, now, communityZone }) };
  },
};
