// What members read: the published grid, a page at a time, and one post by its slug.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POST_ROUTES } from '../../../common/contracts/posts-routes';
import { POSTS_PAGE_SIZE } from '../../../common/contracts/posts';
import { call } from '../../lib/call';
import { POSTS_QUERY_KEY } from './query-keys';

export { POSTS_QUERY_KEY };

export function usePublishedPosts(page: number) {
  return useQuery({
    queryKey: [...POSTS_QUERY_KEY, 'list', page],
    queryFn: ({ signal }) => call(POST_ROUTES.list, { query: { page, pageSize: POSTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function usePublishedPost(slug: string) {
  return useQuery({
    queryKey: [...POSTS_QUERY_KEY, 'slug', slug],
    queryFn: ({ signal }) => call(POST_ROUTES.bySlug, { params: { slug }, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
