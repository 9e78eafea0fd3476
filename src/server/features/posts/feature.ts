// The newsletters, and their emails' batches on the shared scheduler (decision 053).
import type { ServerFeature } from '../../feature';
import { registerNewsletterJobs } from './newsletter-email';
import { postRoutes } from './routes';

export const postsFeature: ServerFeature = {
  name: 'posts',
  register: ({ db, now, live, config, mailer, jobs }) => {
    const newsletterJobs = registerNewsletterJobs(jobs, { db, now, config, mailer });
    return { api: postRoutes({ db, now, live, config, mailer, newsletterJobs }) };
  },
};
