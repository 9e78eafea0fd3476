// The events feature's query keys, apart from its calls (api.ts): the member layout refreshes them when the
// live stream says an event changed (decision 023), and downloads only this.
import type { QueryClient } from '@tanstack/react-query';
import { refreshQueries } from '../../lib/refresh';

export const EVENTS_QUERY_KEY = ['events'] as const;

/** Reads every list and event page again now: the live stream said an event changed (or may have). */
export function refreshEvents(queryClient: QueryClient) {
  return refreshQueries(queryClient, EVENTS_QUERY_KEY);
}
