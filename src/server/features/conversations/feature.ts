// Private messages between members (issue 35, decision 054).
import type { ServerFeature } from '../../feature';
import { newsDepsOf } from '../notifications/public';
import { registerAwayEmails } from './away-email';
import { conversationRoutes } from './routes';

export const conversationsFeature: ServerFeature = {
  name: 'conversations',
  register(context) {
    const { db, config, now, live, jobs } = context;
    const away = registerAwayEmails(jobs, { db, config, now, news: newsDepsOf(context) });
    return { api: conversationRoutes({ db, config, now, live, away }) };
  },
};
