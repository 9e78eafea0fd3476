// The administrators' calls: every post whatever its status, one post to edit, the writes, and the
// cover-image upload (src/common/contracts/uploads.ts).
import { useMutation } from '@tanstack/react-query';
import { ADMIN_POSTS_PAGE_SIZE, type CreatePostRequest, type UpdatePostRequest } from '../../../../common/contracts/posts';
import { POST_ROUTES } from '../../../../common/contracts/posts-routes';
import { call } from '../../../lib/call';
import { useEndpointQuery, useInvalidateQueries, usePageQuery } from '../../../lib/endpoint-query';
import { POSTS_QUERY_KEY } from '../api';

export const ADMIN_POSTS_QUERY_KEY = ['admin', 'posts'] as const;

export function useAdminPosts({ search, page }: { search: string; page: number }) {
  return usePageQuery([...ADMIN_POSTS_QUERY_KEY, 'list', { search, page }], POST_ROUTES.adminList, {
    query: { search: search || undefined, page, pageSize: ADMIN_POSTS_PAGE_SIZE },
  });
}

export function useAdminPost(id: string | null) {
  return useEndpointQuery(
    [...ADMIN_POSTS_QUERY_KEY, 'one', id],
    POST_ROUTES.adminPost,
    { params: { id: id ?? '' } },
    { enabled: id !== null, refetchOnWindowFocus: false },
  );
}

/** How many members 'Also email it to members' would reach now; read afresh each time the editor opens. */
export function useNewsletterRecipientCount(enabled: boolean) {
  return useEndpointQuery([...ADMIN_POSTS_QUERY_KEY, 'recipients'], POST_ROUTES.adminRecipients, {}, { enabled });
}

/** After any write, both the admin list and what members read are stale. */
const useInvalidatePosts = () => useInvalidateQueries(ADMIN_POSTS_QUERY_KEY, POSTS_QUERY_KEY);

export function useSavePost(id: string | null) {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: (body: CreatePostRequest | UpdatePostRequest) =>
      id ? call(POST_ROUTES.adminUpdate, { params: { id }, body }) : call(POST_ROUTES.adminCreate, { body }),
    onSuccess: () => invalidate(),
  });
}

/** A row's writes: 'email' is 'Email it to members' for a newsletter published without its email. */
export type PostAction = 'publish' | 'unpublish' | 'email' | 'delete';

const ROW_WRITES = {
  publish: POST_ROUTES.adminPublish,
  unpublish: POST_ROUTES.adminUnpublish,
  email: POST_ROUTES.adminEmail,
} as const;

export function usePostAction() {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: ({ action, id }: { action: PostAction; id: string }) =>
      action === 'delete' ? call(POST_ROUTES.adminDelete, { params: { id } }) : call(ROW_WRITES[action], { params: { id } }),
    onSettled: () => invalidate(),
  });
}
