// The dashboard header's counts (GET /api/admin/summary), read by the dashboard frame (the badges, the
// tab title) and by the tabs whose actions change them (Conversations, Magic Links): one query key, so
// refreshing it after an action moves every badge at once.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { DashboardSummary } from '../../common/contracts/dashboard';
import { DASHBOARD_ROUTES } from '../../common/contracts/dashboard-routes';
import { call } from './call';
import { refreshQueries } from './refresh';
import { useLiveStatus } from './live';

const DASHBOARD_SUMMARY_KEY = ['admin', 'summary'] as const;

/** Spec 9: the pending counts refresh every 60 seconds. */
export const PENDING_REFRESH_MS = 60_000;

/** The counts; undefined until they arrive or when they cannot be read (the badges then stay off). While
 * the live stream is open (app/admin/use-admin-live.ts) they are read again when something changes instead. */
export function useDashboardSummary(): DashboardSummary | undefined {
  const live = useLiveStatus() === 'live';
  const query = useQuery({
    queryKey: DASHBOARD_SUMMARY_KEY,
    queryFn: ({ signal }) => call(DASHBOARD_ROUTES.summary, { signal }),
    refetchInterval: live ? false : PENDING_REFRESH_MS,
    retry: false,
  });
  return query.data;
}

export function refreshDashboardSummary(queryClient: QueryClient) {
  return refreshQueries(queryClient, DASHBOARD_SUMMARY_KEY);
}
