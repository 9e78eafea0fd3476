// Access requests and their links, with the administrators' daily digest of requests still waiting.
import type { ServerFeature } from '../../feature';
import { registerAccessRequestJobs } from './digest';
import { accessRequestRoutes } from './routes';

export const accessRequestsFeature: ServerFeature = {
  name: 'access-requests',
  register({ db, auth, config, mailer, now, afterAnswer, live, jobs }) {
    registerAccessRequestJobs(jobs, { db, config, mailer, now });
    return { api: accessRequestRoutes({ db, auth, config, mailer, now, afterAnswer, live }) };
  },
};
