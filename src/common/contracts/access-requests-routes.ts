// Access requests and their links: method, path and who may call each (decision 037). No zod here: the
// browser imports this for the paths; the schemas and the answers' types are in access-requests.ts.
import type { ACCESS_REQUEST_SCHEMAS } from './access-requests';
import { routeTable } from './endpoint';

export const ACCESS_REQUEST_ROUTES = routeTable<typeof ACCESS_REQUEST_SCHEMAS>()({
  submit: { method: 'POST', path: '/api/access-requests', access: 'anyone' },
  verifyLink: { method: 'GET', path: '/api/access-links/:token', access: 'anyone' },
  signUp: { method: 'POST', path: '/api/access-links/:token/sign-up', access: 'anyone' },
  adminList: { method: 'GET', path: '/api/admin/access-requests', access: 'admin' },
  adminCreate: { method: 'POST', path: '/api/admin/access-requests', access: 'admin' },
  adminApprove: { method: 'POST', path: '/api/admin/access-requests/:id/approve', access: 'admin' },
  adminRegenerate: { method: 'POST', path: '/api/admin/access-requests/:id/regenerate', access: 'admin' },
  adminDelete: { method: 'DELETE', path: '/api/admin/access-requests/:id', access: 'admin' },
});
