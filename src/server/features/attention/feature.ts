// The admin home, 'Needs attention' (decision 039): it reads the inbox, access requests, events,
// connections and message reports through their public.ts and owns no table.
import type { ServerFeature } from '../../feature';
import { attentionRoutes } from './routes';

export const attentionFeature: ServerFeature = {
  name: 'attention',
  register: ({ db, now, config }) => ({
    // Read at each use: the community's zone may change while the app runs (decision 040).
    api: attentionRoutes({
      db,
      now,
      get timeZone() {
        return config.timeZone;
      },
    }),
  }),
};
