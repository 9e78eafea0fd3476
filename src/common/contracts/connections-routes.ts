// The connections' endpoints: method, path and who may call each (decision 037), and the lists' page size.
// No zod here: the member layout's requests count imports only this, and the member home must not
// download the schemas for it. The schemas and the answers' types are in connections.ts.
import type { CONNECTION_SCHEMAS } from './connections';
import { routeTable } from './endpoint';

/** How many requests or connections a page of the lists holds. */
export const CONNECTIONS_PAGE_SIZE = 10;

export const CONNECTION_ROUTES = routeTable<typeof CONNECTION_SCHEMAS>()({
  connect: { method: 'POST', path: '/api/connections/requests', access: 'shown-member' },
  received: { method: 'GET', path: '/api/connections/requests/received', access: 'member' },
  sent: { method: 'GET', path: '/api/connections/requests/sent', access: 'member' },
  request: { method: 'GET', path: '/api/connections/requests/:id', access: 'member' },
  accept: { method: 'POST', path: '/api/connections/requests/:id/accept', access: 'shown-member' },
  decline: { method: 'POST', path: '/api/connections/requests/:id/decline', access: 'member' },
  withdraw: { method: 'POST', path: '/api/connections/requests/:id/withdraw', access: 'member' },
  summary: { method: 'GET', path: '/api/connections/summary', access: 'member' },
  list: { method: 'GET', path: '/api/connections', access: 'member' },
  remove: { method: 'POST', path: '/api/connections/:id/remove', access: 'member' },
  adminSummary: { method: 'GET', path: '/api/admin/connections/summary', access: 'admin' },
  adminMember: { method: 'GET', path: '/api/admin/connections/members/:id', access: 'admin' },
});
