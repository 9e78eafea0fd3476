// The members' directory and a member's page (issue 33, decision 047).
import type { ServerFeature } from '../../feature';
import { directoryRoutes } from './routes';

export const directoryFeature: ServerFeature = {
  name: 'directory',
  register: ({ db, now, config }) => ({
    // The community's zone is read at each use: it may change while the app runs (decision 040).
    api: directoryRoutes({ db, now, timeZone: () => config.timeZone }),
  }),
};
