// The API's own description (decision 037): no zod here; the document's shape is in api-docs.ts.
import type { API_DOCS_SCHEMAS } from './api-docs';
import { routeTable } from './endpoint';

export const API_DOCS_ROUTES = routeTable<typeof API_DOCS_SCHEMAS>()({
  document: { method: 'GET', path: '/api/openapi.json', access: 'admin' },
});
