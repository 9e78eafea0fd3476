// The organisers' skills and topics (issue 33): method, path and who may call each (decision 037). No zod
// here; the schemas and the answers' types are in topics.ts.
import { routeTable } from './endpoint';
import type { TOPIC_SCHEMAS } from './topics';

export const TOPIC_ROUTES = routeTable<typeof TOPIC_SCHEMAS>()({
  list: { method: 'GET', path: '/api/topics', access: 'member' },
  adminList: { method: 'GET', path: '/api/admin/topics', access: 'admin' },
  adminCreate: { method: 'POST', path: '/api/admin/topics', access: 'admin' },
  adminRename: { method: 'PUT', path: '/api/admin/topics/:id', access: 'admin' },
  adminMerge: { method: 'POST', path: '/api/admin/topics/:id/merge', access: 'admin' },
});
