// The member's side of Ask (decision 034): their chat, their past questions and the replies' poll, which
// reads its count with the session (decision 018).
import type { ServerFeature } from '../../feature';
import { newsDepsOf } from '../notifications/public';
import { askRoutes, askSessionReads } from './routes';

export const askFeature: ServerFeature = {
  name: 'ask',
  sessionReads: askSessionReads,
  register: (context) => {
    const { db, config, now, live, afterAnswer } = context;
    return { api: askRoutes({ db, config, now, live, afterAnswer, news: newsDepsOf(context) }) };
  },
};
