// The health checks: the app's routes that read no session, answered before the caller is known.
import type { ServerFeature } from '../../feature';
import { healthRoutes } from './routes';

export const healthFeature: ServerFeature = {
  name: 'health',
  register: ({ database, lifecycle }) => ({ beforeCaller: healthRoutes(database, lifecycle) }),
};
