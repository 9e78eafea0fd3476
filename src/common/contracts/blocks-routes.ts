// Blocking another member (issue 35, item 5; decision 055): method, path and who may call each. No zod here:
// the thread's header, the member's page and the settings page import this for the paths; the schemas and
// the answers' types are in blocks.ts.
import type { BLOCK_SCHEMAS } from './blocks';
import { routeTable } from './endpoint';

/** How many blocked members a page of the settings' list holds. */
export const BLOCKS_PAGE_SIZE = 20;

export const BLOCK_ROUTES = routeTable<typeof BLOCK_SCHEMAS>()({
  status: { method: 'GET', path: '/api/members/:attendeeId/block', access: 'member' },
  block: { method: 'POST', path: '/api/members/:attendeeId/block', access: 'member' },
  unblock: { method: 'DELETE', path: '/api/members/:attendeeId/block', access: 'member' },
  list: { method: 'GET', path: '/api/blocks', access: 'member' },
});
