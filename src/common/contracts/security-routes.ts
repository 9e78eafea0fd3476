// Account security (issue 37, decision 060): the devices signed in to the caller's account, and the
// organisers' two-factor settings. Method, path and who may call each; the schemas are in security.ts.
// Two-factor sign-in and passkeys themselves are Better Auth's routes under /api/auth (auth-routes.ts).
import type { SECURITY_SCHEMAS } from './security';
import { routeTable } from './endpoint';

export const SECURITY_ROUTES = routeTable<typeof SECURITY_SCHEMAS>()({
  sessions: { method: 'GET', path: '/api/security/sessions', access: 'signed-in' },
  signOutSession: { method: 'DELETE', path: '/api/security/sessions/:id', access: 'signed-in' },
  signOutOtherSessions: { method: 'POST', path: '/api/security/sessions/sign-out-others', access: 'signed-in' },
  requirement: { method: 'GET', path: '/api/admin/security/two-factor-requirement', access: 'admin' },
  setRequirement: { method: 'PUT', path: '/api/admin/security/two-factor-requirement', access: 'admin' },
  resetTwoFactor: { method: 'POST', path: '/api/admin/security/two-factor/reset', access: 'admin' },
});
