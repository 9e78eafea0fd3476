// The inbox's endpoints (the team's side of members' questions, and the response times): method, path and
// who may call each (decision 037). No zod here; the schemas and the answers' types are in inbox.ts.
import type { INBOX_SCHEMAS } from './inbox';
import { routeTable } from './endpoint';

export const INBOX_ROUTES = routeTable<typeof INBOX_SCHEMAS>()({
  list: { method: 'GET', path: '/api/admin/conversations', access: 'admin' },
  export: { method: 'GET', path: '/api/admin/conversations/export', access: 'admin' },
  answer: { method: 'POST', path: '/api/admin/conversations/:id/answer', access: 'admin' },
  archive: { method: 'POST', path: '/api/admin/conversations/:id/archive', access: 'admin' },
  unarchive: { method: 'POST', path: '/api/admin/conversations/:id/unarchive', access: 'admin' },
  responseTimes: { method: 'GET', path: '/api/admin/response-times', access: 'admin' },
  responseTarget: { method: 'PUT', path: '/api/admin/response-target', access: 'admin' },
});
