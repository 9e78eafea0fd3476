// First run: the setup link that makes the first administrator, and the demo content (decision 020).
import type { ServerFeature } from '../../feature';
import { setupRoutes } from './routes';

export const setupFeature: ServerFeature = {
  name: 'setup',
  register: ({ db, auth, config, now, communityTimeZone }) => ({
    api: setupRoutes({ db, auth, config, now, communityTimeZone }),
  }),
};
