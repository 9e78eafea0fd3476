// The health check: the app's one route that reads no session, answered before the caller is known.
import type { ServerFeature } from '../../feature';
import { healthRoutes } from './routes';

export const healthFeature: ServerFeature = {
  name: 'health',
  register: ({ database }) => ({ beforeCaller: healthRoutes(database) }),
};
