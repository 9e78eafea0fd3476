// The session feature's endpoints: method, path and who may call each (decision 037). No zod here: every
// page imports this for /api/me and /api/config; the schemas and the answers' types are in session.ts.
import type { SESSION_SCHEMAS } from './session';
import { routeTable } from './endpoint';

export const SESSION_ROUTES = routeTable<typeof SESSION_SCHEMAS>()({
  config: { method: 'GET', path: '/api/config', access: 'anyone' },
  me: { method: 'GET', path: '/api/me', access: 'anyone' },
  passwordResetCheck: { method: 'POST', path: '/api/password-reset/check', access: 'anyone' },
});
