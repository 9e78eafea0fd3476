// Access requests and their links, with the administrators' daily digest of requests still waiting.
import type { ServerFeature } from '../../feature';
import { newsDepsOf } from '../notifications/public';
import { registerAccessRequestJobs } from './digest';
import { accessRequestRoutes } from './routes';

export const accessRequestsFeature: ServerFeature = {
  name: 'access-requests',
  register(context) {
    const { db, auth, config, mailer, now, afterAnswer, live, jobs } = context;
    registerAccessRequestJobs(jobs, { db, config, mailer, now });
    return { api: accessRequestRoutes({ db, auth, config, mailer, now, afterAnswer, live, news: newsDepsOf(context) }) };
  },
};
