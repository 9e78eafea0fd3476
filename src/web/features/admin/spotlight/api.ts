// The Spotlight tab's calls (spec 2.5 tab 1): the admin list, save (create or edit), delete, and the
// multipart upload shared with other features through common/contracts/uploads.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpotlightAdminList, SpotlightItemInput, SpotlightSaved } from '../../../../common/contracts/content';
import type { UploadPurpose, UploadResult } from '../../../../common/contracts/uploads';
import { API } from '../../../../common/routes';
import { api, ApiError, toApiError } from '../../../lib/api';
import { GENERAL_MESSAGES } from '../../../../common/messages';

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
    void queryClient.invalidateQueries({ queryKey: ['spotlight'] });
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
    mutationFn: (id: string) => api<{ message: string }>(API.adminSpotlightItem(id), { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

/** POST /api/admin/uploads as multipart; failures become the same ApiError as JSON calls. */
export async function uploadFile(purpose: UploadPurpose, file: File): Promise<UploadResult> {
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', file);
  let response: Response;
  try {
    response = await fetch(API.adminUploads, { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', GENERAL_MESSAGES.unavailable);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body);
  return body as UploadResult;
}
