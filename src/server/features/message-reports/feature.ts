// Reported messages and the organisers' moderation queue (issue 35, decision 055). Deactivating is the
// Members Log's (members/public.ts), the news the notifications' (notifications/public.ts); the admin home
// counts open reports through public.ts.
import type { ServerFeature } from '../../feature';
import { answerDepsOf } from '../events/public';
import { newsDepsOf } from '../notifications/public';
import { messageReportRoutes } from './routes';

export const messageReportsFeature: ServerFeature = {
  name: 'message-reports',
  register(context) {
    const { db, now, config, afterAnswer, live } = context;
    const members = {
      db,
      now,
      // Read at each use: the community's zone may change while the app runs (decision 040).
      get timeZone() {
        return config.timeZone;
      },
      events: answerDepsOf(context),
    };
    return { api: messageReportRoutes({ db, now, config, afterAnswer, live, news: newsDepsOf(context), members }) };
  },
};
