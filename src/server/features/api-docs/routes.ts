// GET /api/openapi.json: the API's OpenAPI 3.1 document, for administrators (decision 037). Made once per
// app, on the first request, from the routes the app has by then (all of them: routes are registered
// when the app is built).
import { API_DOCS_ENDPOINTS } from '../../../common/contracts/api-docs';
import type { ApiDocument } from '../../../common/contracts/api-docs';
import { endpointRoutes } from '../../http/endpoints';
import { openApiDocument } from '../../http/openapi';

export function apiDocsRoutes(appRoutes: () => ReadonlyArray<{ method: string; path: string }>) {
  let document: ApiDocument | undefined;
  return endpointRoutes(API_DOCS_ENDPOINTS, {
    document: ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return (document ??= openApiDocument(appRoutes()));
    },
  });
}
