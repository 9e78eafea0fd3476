// GET /api/live, the caller's stream of server-sent events (decision 023): method, path and who may call
// it (decision 037). No zod here: the member home opens the stream with this path. The stream's event names
// are in live.ts, its definition in live-schemas.ts.
import type { LIVE_SCHEMAS } from './live-schemas';
import { routeTable } from './endpoint';

export const LIVE_ROUTES = routeTable<typeof LIVE_SCHEMAS>()({
  stream: { method: 'GET', path: '/api/live', access: 'member' },
});
