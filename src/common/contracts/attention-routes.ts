// The admin home's endpoint, 'Needs attention' (decision 039). No zod here: the schemas are in attention.ts.
import type { ATTENTION_SCHEMAS } from './attention';
import { routeTable } from './endpoint';

export const ATTENTION_ROUTES = routeTable<typeof ATTENTION_SCHEMAS>()({
  needsAttention: { method: 'GET', path: '/api/admin/attention', access: 'admin' },
});
