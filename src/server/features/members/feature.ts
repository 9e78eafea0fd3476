// The Members Log. Archiving or deactivating a member gives their places at events back to the waitlists,
// through the events feature's public.ts.
import type { ServerFeature } from '../../feature';
import { answerDepsOf } from '../events/public';
import { memberAdminRoutes } from './routes';

export const membersFeature: ServerFeature = {
  name: 'members',
  register(context) {
    const { db, now, config } = context;
    const deps = {
      db,
      now,
      // Read at each use: the community's zone may change while the app runs (decision 040).
      get timeZone() {
        return config.timeZone;
      },
      events: answerDepsOf(context),
    };
    return { api: memberAdminRoutes(deps) };
  },
};
