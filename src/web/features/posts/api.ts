// What members read: the published grid, a page at a time, and one post by its slug.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POST_API, POSTS_PAGE_SIZE, type PostDetail, type PostPage } from '../../../common/contracts/posts';
import { api } from '../../lib/api';

export const POSTS_QUERY_KEY = ['posts'] as const;

export function usePublishedPosts(page: number) {
  return useQuery({
    queryKey: [...POSTS_QUERY_KEY, 'list', page],
    queryFn: ({ signal }) => api<PostPage>(POST_API.list({ page, pageSize: POSTS_PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function usePublishedPost(slug: string) {
  return useQuery({
    queryKey: [...POSTS_QUERY_KEY, 'slug', slug],
    queryFn: ({ signal }) => api<PostDetail>(POST_API.bySlug(slug), { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
