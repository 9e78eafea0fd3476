// Notifications (issue 34): the list, the bell, where each kind of news goes, and the digests (decision 053).
import type { ServerFeature } from '../../feature';
import { registerDigestJobs } from './digest';
import { notificationRoutes } from './routes';

export const notificationsFeature: ServerFeature = {
  name: 'notifications',
  register: ({ db, live, now, config, mailer, jobs }) => {
    registerDigestJobs(jobs, { db, config, mailer, now });
    // The community's zone is read at each use: it may change while the app runs (decision 040).
    return { api: notificationRoutes({ db, live, now, communityZone: () => config.timeZone }) };
  },
};
