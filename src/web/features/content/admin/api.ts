// The Spotlight tab's calls (spec 2.5 tab 1): the admin list, save (create or edit) and delete. Uploads
// go through lib/upload.ts.
import { useMutation } from '@tanstack/react-query';
import type { SpotlightItemInput } from '../../../../common/contracts/content';
import { CONTENT_ROUTES } from '../../../../common/contracts/content-routes';
import { call } from '../../../lib/call';
import { useEndpointQuery, useInvalidateQueries } from '../../../lib/endpoint-query';
import { SPOTLIGHT_QUERY_KEY } from '../spotlight-query';

export const ADMIN_SPOTLIGHT_KEY = ['admin', 'spotlight'] as const;

export function useAdminSpotlight() {
  return useEndpointQuery(ADMIN_SPOTLIGHT_KEY, CONTENT_ROUTES.adminSpotlight, {});
}

/** Both lists change together: the dashboard's and the members' carousel. Not awaited: the form's toast
 * and focus come as soon as the server answers. */
function useInvalidateSpotlight() {
  const invalidate = useInvalidateQueries(ADMIN_SPOTLIGHT_KEY, SPOTLIGHT_QUERY_KEY);
  return () => void invalidate();
}

export function useSaveSpotlight() {
  const invalidate = useInvalidateSpotlight();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SpotlightItemInput }) =>
      id
        ? call(CONTENT_ROUTES.adminUpdateSpotlight, { params: { id }, body: input })
        : call(CONTENT_ROUTES.adminCreateSpotlight, { body: input }),
    onSettled: invalidate,
  });
}

export function useDeleteSpotlight() {
  const invalidate = useInvalidateSpotlight();
  return useMutation({
    mutationFn: (id: string) => call(CONTENT_ROUTES.adminDeleteSpotlight, { params: { id } }),
    onSettled: invalidate,
  });
}
