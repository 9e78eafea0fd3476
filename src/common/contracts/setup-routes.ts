// First run's endpoints: method, path and who may call each (decision 037). No zod here: the browser
// imports this for the paths; the schemas and the answers' types are in setup.ts. The setup link's two
// routes are open to anyone holding a live link while no administrator exists (the handler checks it).
import type { SETUP_SCHEMAS } from './setup';
import { routeTable } from './endpoint';

export const SETUP_ROUTES = routeTable<typeof SETUP_SCHEMAS>()({
  demoContent: { method: 'POST', path: '/api/setup/demo-content', access: 'admin' },
  checkLink: { method: 'GET', path: '/api/setup/:token', access: 'anyone' },
  createAdministrator: { method: 'POST', path: '/api/setup/:token/administrator', access: 'anyone' },
});
