// The Health tab's figures and the lists behind them (decision 030).
import type { ServerFeature } from '../../feature';
import { communityHealthRoutes } from './routes';

export const communityHealthFeature: ServerFeature = {
  name: 'community-health',
  register: ({ db, now, config }) => ({ api: communityHealthRoutes({ db, now, timeZone: config.timeZone }) }),
};
