// The member's home (decision 037). No zod here: the member home's bundle imports only this and the
// answer's type (home.ts, `import type`), so zod stays out of it (decision 026's budget).
import type { HOME_SCHEMAS } from './home';
import { routeTable } from './endpoint';

export const HOME_ROUTES = routeTable<typeof HOME_SCHEMAS>()({
  home: { method: 'GET', path: '/api/home', access: 'member' },
  seen: { method: 'POST', path: '/api/home/seen', access: 'member' },
});
