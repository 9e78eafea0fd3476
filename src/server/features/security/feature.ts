// Account security (issue 37, decision 060): signed-in devices, and the organisers' two-factor settings.
// Two-factor sign-in and passkeys are Better Auth's plugins (src/server/auth/auth.ts); this feature holds
// what is ours around them.
import type { ServerFeature } from '../../feature';
import { securityRoutes } from './routes';

export const securityFeature: ServerFeature = {
  name: 'security',
  register: ({ db, now, config, mailer, afterAnswer }) => ({ api: securityRoutes({ db, now, config, mailer, afterAnswer }) }),
};
