// Who is calling (GET /api/me), the public configuration (GET /api/config) and the password reset link's
// check; signing in itself is Better Auth's (auth/auth.ts).
import type { ServerFeature } from '../../feature';
import { configRoutes, sessionRoutes } from './routes';

export const sessionFeature: ServerFeature = {
  name: 'session',
  register: ({ db, auth, now, config }) => ({
    beforeCaller: configRoutes(config),
    api: sessionRoutes({ db, auth, now, rateLimit: config.rateLimit, trustProxy: config.trustProxy }),
  }),
};
