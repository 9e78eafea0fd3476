// The administrators' calls: every post whatever its status, one post to edit, the writes, and the
// cover-image upload (src/common/contracts/uploads.ts).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_POSTS_PAGE_SIZE,
  POST_API,
  type AdminPost,
  type AdminPostPage,
  type CreatePostRequest,
  type PostDeleteResult,
  type PostWriteResult,
  type UpdatePostRequest,
} from '../../../../common/contracts/posts';
import type { UploadPurpose, UploadResult } from '../../../../common/contracts/uploads';
import { api, ApiError, toApiError } from '../../../lib/api';
import { POSTS_QUERY_KEY } from '../api';

export const ADMIN_POSTS_QUERY_KEY = ['admin', 'posts'] as const;

export function useAdminPosts({ search, page }: { search: string; page: number }) {
  return useQuery({
    queryKey: [...ADMIN_POSTS_QUERY_KEY, 'list', { search, page }],
    queryFn: ({ signal }) => api<AdminPostPage>(POST_API.adminList({ search: search || undefined, page, pageSize: ADMIN_POSTS_PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminPost(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_POSTS_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => api<AdminPost>(POST_API.adminPost(id!), { signal }),
    enabled: id !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** After any write, both the admin list and what members read are stale. */
function useInvalidatePosts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_POSTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEY }),
    ]);
}

export function useSavePost(id: string | null) {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: (body: CreatePostRequest | UpdatePostRequest) =>
      id
        ? api<PostWriteResult>(POST_API.adminPost(id), { method: 'PUT', body })
        : api<PostWriteResult>(POST_API.adminCreate, { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}

export type PostAction = 'publish' | 'unpublish' | 'delete';

export function usePostAction() {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: ({ action, id }: { action: PostAction; id: string }) =>
      action === 'delete'
        ? api<PostDeleteResult>(POST_API.adminPost(id), { method: 'DELETE' })
        : api<PostWriteResult>(action === 'publish' ? POST_API.adminPublish(id) : POST_API.adminUnpublish(id), { method: 'POST' }),
    onSettled: () => invalidate(),
  });
}

const UPLOADS_PATH = '/api/admin/uploads';

/** Sends one file as multipart/form-data; the server checks what it really is and answers its address. */
export async function uploadImage(file: File, purpose: UploadPurpose = 'post-image'): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  form.append('purpose', purpose);
  let response: Response;
  try {
    response = await fetch(UPLOADS_PATH, { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'The upload did not reach the server.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body);
  const url = (body as Partial<UploadResult> | undefined)?.url;
  if (typeof url !== 'string' || !url) throw new ApiError(response.status, 'NOT_JSON', 'The upload did not answer an address.');
  return body as UploadResult;
}
