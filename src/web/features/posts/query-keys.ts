// The newsletters' query key, apart from their calls (api.ts, which carries zod): the member layout
// refreshes it when the live stream says the newsletters changed (decision 041), and downloads only this.
import type { QueryClient } from '@tanstack/react-query';
import { refreshQueries } from '../../lib/refresh';

export const POSTS_QUERY_KEY = ['posts'] as const;

/** Reads the newsletters' grid and open issue again now: one was published, edited, unpublished or deleted. */
export function refreshNewsletters(queryClient: QueryClient) {
  return refreshQueries(queryClient, POSTS_QUERY_KEY);
}
