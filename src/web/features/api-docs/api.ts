// The API's OpenAPI document (GET /api/openapi.json, administrators only), read by the reference page.
import { useQuery } from '@tanstack/react-query';
import { API_DOCS_ROUTES } from '../../../common/contracts/api-docs-routes';
import { call } from '../../lib/call';

export function useApiDocument() {
  return useQuery({
    queryKey: ['admin', 'api-document'],
    queryFn: ({ signal }) => call(API_DOCS_ROUTES.document, { signal }),
    retry: false,
  });
}
