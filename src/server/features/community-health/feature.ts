// The Health tab's figures and the lists behind them (decision 030).
import type { ServerFeature } from '../../feature';
import { communityHealthRoutes } from './routes';

export const communityHealthFeature: ServerFeature = {
  name: 'community-health',
  register: ({ db, now, config }) => ({
    // Read at each use: the community's zone may change while the app runs (decision 040).
    api: communityHealthRoutes({
      db,
      now,
      get timeZone() {
        return config.timeZone;
      },
    }),
  }),
};
