// Connection requests and introductions (decision 022).
import type { ServerFeature } from '../../feature';
import { connectionDepsOf } from './deps-of';
import { connectionRoutes } from './routes';

export const connectionsFeature: ServerFeature = {
  name: 'connections',
  register(context) {
    return { api: connectionRoutes(connectionDepsOf(context)) };
  },
};
