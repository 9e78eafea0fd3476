// Who is calling (GET /api/me) and the password reset link's check; signing in itself is Better Auth's
// (auth/auth.ts).
import type { ServerFeature } from '../../feature';
import { sessionRoutes } from './routes';

export const sessionFeature: ServerFeature = {
  name: 'session',
  register: ({ db, auth, now, config }) => ({
    api: sessionRoutes({ db, auth, now, rateLimit: config.rateLimit, trustProxy: config.trustProxy }),
  }),
};
