// The inbox's reads (its lists and the response times), refreshed by whoever changes what they show: the
// inbox's own actions, the answers feature's publishing (its 'In the FAQ' badges) and the dashboard's live
// stream. One module both features and the dashboard frame import, since features never import each other.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshDashboardSummary } from './dashboard-summary';
import { refreshQueries } from './refresh';

export const INBOX_KEY = ['admin', 'conversations'] as const;
export const RESPONSE_TIMES_KEY = ['admin', 'response-times'] as const;

export function useRefreshInbox() {
  const queryClient = useQueryClient();
  return useCallback(
    // An answer changes the response times too (a first reply, one fewer waiting).
    () =>
      Promise.all([
        refreshQueries(queryClient, INBOX_KEY),
        refreshDashboardSummary(queryClient),
        refreshQueries(queryClient, RESPONSE_TIMES_KEY),
      ]),
    [queryClient],
  );
}
