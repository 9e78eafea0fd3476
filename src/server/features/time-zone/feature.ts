// The community's time zone (decision 040): chosen at setup, changed by administrators, read by everyone
// through communityTimeZone (made by createApp, on the app's context).
import type { ServerFeature } from '../../feature';
import { timeZoneRoutes } from './routes';

export const timeZoneFeature: ServerFeature = {
  name: 'time-zone',
  register: ({ db, now, communityTimeZone }) => ({ api: timeZoneRoutes({ db, now, communityTimeZone }) }),
};
