// The Members Log's endpoints: method, path and who may call each (decision 037). No zod here; the schemas
// and the answers' types are in members.ts.
import { routeTable } from './endpoint';
import type { MEMBER_SCHEMAS } from './members';

export const MEMBER_ROUTES = routeTable<typeof MEMBER_SCHEMAS>()({
  list: { method: 'GET', path: '/api/admin/members', access: 'admin' },
  export: { method: 'GET', path: '/api/admin/members/export', access: 'admin' },
  detail: { method: 'GET', path: '/api/admin/members/:id', access: 'admin' },
  ban: { method: 'POST', path: '/api/admin/members/ban', access: 'admin' },
  unban: { method: 'POST', path: '/api/admin/members/unban', access: 'admin' },
  archive: { method: 'POST', path: '/api/admin/members/archive', access: 'admin' },
  unarchive: { method: 'POST', path: '/api/admin/members/unarchive', access: 'admin' },
});
