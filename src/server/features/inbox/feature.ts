// The team's side of Ask (decision 034): the lists, answering, archiving, the exports and response times.
import type { ServerFeature } from '../../feature';
import { inboxRoutes } from './routes';

export const inboxFeature: ServerFeature = {
  name: 'inbox',
  register: ({ db, config, mailer, now, live }) => ({ api: inboxRoutes({ db, config, mailer, now, live }) }),
};
