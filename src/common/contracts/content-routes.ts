// The spotlight's and the sidebar links' endpoints: method, path and who may call each (decision 037). No
// zod here: the browser imports this for the paths; the schemas and the answers' types are in content.ts.
import type { CONTENT_SCHEMAS } from './content';
import { routeTable } from './endpoint';

export const CONTENT_ROUTES = routeTable<typeof CONTENT_SCHEMAS>()({
  // The sidebar's targets are not private: the layout shows them to signed-out people too.
  sidebarLinks: { method: 'GET', path: '/api/sidebar-links', access: 'anyone' },
  adminSaveSidebarLinks: { method: 'PUT', path: '/api/admin/sidebar-links', access: 'admin' },
  spotlight: { method: 'GET', path: '/api/spotlight', access: 'member' },
  adminSpotlight: { method: 'GET', path: '/api/admin/spotlight', access: 'admin' },
  adminCreateSpotlight: { method: 'POST', path: '/api/admin/spotlight', access: 'admin' },
  adminUpdateSpotlight: { method: 'PUT', path: '/api/admin/spotlight/:id', access: 'admin' },
  adminDeleteSpotlight: { method: 'DELETE', path: '/api/admin/spotlight/:id', access: 'admin' },
});
