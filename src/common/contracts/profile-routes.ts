// The onboarding check and modal, and the member's and the administrator's own profile: method, path and
// who may call each (decision 037). No zod here: the browser imports this for the paths; the schemas and
// the answers' types are in profile.ts. There is never an id: the caller is the owner.
import type { ONBOARDING_SCHEMAS, PROFILE_SCHEMAS } from './profile';
import { routeTable } from './endpoint';

export const ONBOARDING_ROUTES = routeTable<typeof ONBOARDING_SCHEMAS>()({
  check: { method: 'POST', path: '/api/onboarding/check', access: 'signed-in' },
  complete: { method: 'POST', path: '/api/onboarding', access: 'signed-in' },
});

export const PROFILE_ROUTES = routeTable<typeof PROFILE_SCHEMAS>()({
  get: { method: 'GET', path: '/api/profile', access: 'member' },
  update: { method: 'PUT', path: '/api/profile', access: 'member' },
  adminGet: { method: 'GET', path: '/api/admin/profile', access: 'admin' },
  adminUpdate: { method: 'PUT', path: '/api/admin/profile', access: 'admin' },
});
