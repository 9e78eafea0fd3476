// What members read: the published grid, a page at a time, and one post by its slug.
import { POST_ROUTES } from '../../../common/contracts/posts-routes';
import { POSTS_PAGE_SIZE } from '../../../common/contracts/posts';
import { POSTS_QUERY_KEY } from './query-keys';
import { useEndpointQuery, usePageQuery } from '../../lib/endpoint-query';

export { POSTS_QUERY_KEY };

export function usePublishedPosts(page: number) {
  return usePageQuery([...POSTS_QUERY_KEY, 'list', page], POST_ROUTES.list, { query: { page, pageSize: POSTS_PAGE_SIZE } });
}

export function usePublishedPost(slug: string) {
  return useEndpointQuery(
    [...POSTS_QUERY_KEY, 'slug', slug],
    POST_ROUTES.bySlug,
    { params: { slug } },
    { refetchOnWindowFocus: false },
  );
}
