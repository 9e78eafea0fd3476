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
import { api } from '../../../lib/api';
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
