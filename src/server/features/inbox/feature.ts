// The team's side of Ask (decision 034): the lists, answering, archiving, the exports and response times.
import type { ServerFeature } from '../../feature';
import { newsDepsOf } from '../notifications/public';
import { inboxRoutes } from './routes';

export const inboxFeature: ServerFeature = {
  name: 'inbox',
  register: (context) => {
    const { db, config, now, live } = context;
    return { api: inboxRoutes({ db, config, now, live, news: newsDepsOf(context) }) };
  },
};
