// The Spotlight tab's calls (spec 2.5 tab 1): the admin list, save (create or edit) and delete. Uploads
// go through lib/upload.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SpotlightAdminList,
  SpotlightDeleted,
  SpotlightItemInput,
  SpotlightSaved,
} from '../../../../common/contracts/content';
import { API } from '../../../../common/routes';
import { api } from '../../../lib/api';
import { SPOTLIGHT_QUERY_KEY } from '../spotlight-query';

export const ADMIN_SPOTLIGHT_KEY = ['admin', 'spotlight'] as const;

export function useAdminSpotlight() {
  return useQuery({
    queryKey: ADMIN_SPOTLIGHT_KEY,
    queryFn: ({ signal }) => api<SpotlightAdminList>(API.adminSpotlight, { signal }),
    retry: false,
  });
}

/** Both lists change together: the dashboard's and the members' carousel. */
function useInvalidateSpotlight() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_SPOTLIGHT_KEY });
    void queryClient.invalidateQueries({ queryKey: SPOTLIGHT_QUERY_KEY });
  };
}

export function useSaveSpotlight() {
  const invalidate = useInvalidateSpotlight();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SpotlightItemInput }) =>
      id
        ? api<SpotlightSaved>(API.adminSpotlightItem(id), { method: 'PUT', body: input })
        : api<SpotlightSaved>(API.adminSpotlight, { method: 'POST', body: input }),
    onSettled: invalidate,
  });
}

export function useDeleteSpotlight() {
  const invalidate = useInvalidateSpotlight();
  return useMutation({
    mutationFn: (id: string) => api<SpotlightDeleted>(API.adminSpotlightItem(id), { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
