// The newsletters' endpoints: method, path and who may call each (decision 037). No zod here: the browser
// imports this for the paths; the schemas and the answers' types are in posts.ts.
import type { POST_SCHEMAS } from './posts';
import { routeTable } from './endpoint';

export const POST_ROUTES = routeTable<typeof POST_SCHEMAS>()({
  list: { method: 'GET', path: '/api/posts', access: 'member' },
  bySlug: { method: 'GET', path: '/api/posts/:slug', access: 'member' },
  adminList: { method: 'GET', path: '/api/admin/posts', access: 'admin' },
  adminCreate: { method: 'POST', path: '/api/admin/posts', access: 'admin' },
  adminRecipients: { method: 'GET', path: '/api/admin/newsletter-recipients', access: 'admin' },
  adminPost: { method: 'GET', path: '/api/admin/posts/:id', access: 'admin' },
  adminUpdate: { method: 'PUT', path: '/api/admin/posts/:id', access: 'admin' },
  adminPublish: { method: 'POST', path: '/api/admin/posts/:id/publish', access: 'admin' },
  adminUnpublish: { method: 'POST', path: '/api/admin/posts/:id/unpublish', access: 'admin' },
  /** A published newsletter never emailed: emailed to members now, once. */
  adminEmail: { method: 'POST', path: '/api/admin/posts/:id/email', access: 'admin' },
  adminDelete: { method: 'DELETE', path: '/api/admin/posts/:id', access: 'admin' },
});
