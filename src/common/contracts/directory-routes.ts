// The directory's endpoints (issue 33, decision 047): method, path and who may call each. No zod here: the
// pages import this for the paths; the schemas and the answers' types are in directory.ts.
import type { DIRECTORY_SCHEMAS } from './directory';
import { routeTable } from './endpoint';

/** How many members a page of the directory holds. */
export const DIRECTORY_PAGE_SIZE = 24;

export const DIRECTORY_ROUTES = routeTable<typeof DIRECTORY_SCHEMAS>()({
  list: { method: 'GET', path: '/api/directory', access: 'member' },
  member: { method: 'GET', path: '/api/directory/:attendeeId', access: 'member' },
});
