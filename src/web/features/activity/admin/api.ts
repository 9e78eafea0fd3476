// The Activity tab's calls: a page of the log with the tab's filters, the administrators who appear in it
// (for the Administrator filter) and the CSV export, all through the contract's ACTIVITY_API paths.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACTIVITY_API,
  ACTIVITY_PAGE_SIZE,
  activityExportFileName,
  type ActivityActors,
  type ActivityFilterInput,
  type ActivityPage,
} from '../../../../common/contracts/activity';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { refreshQueries } from '../../../lib/refresh';

export const ACTIVITY_QUERY_KEY = ['admin', 'activity'] as const;

export function useActivityList(filters: ActivityFilterInput, page: number) {
  return useQuery({
    queryKey: [...ACTIVITY_QUERY_KEY, 'list', filters, page],
    queryFn: ({ signal }) => api<ActivityPage>(ACTIVITY_API.list({ ...filters, page, pageSize: ACTIVITY_PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useActivityActors() {
  return useQuery({
    queryKey: [...ACTIVITY_QUERY_KEY, 'actors'],
    queryFn: ({ signal }) => api<ActivityActors>(ACTIVITY_API.actors, { signal }),
    retry: false,
  });
}

/** Reloads the list and the actors: after an export, which the log itself records. */
export function useRefreshActivity() {
  const queryClient = useQueryClient();
  return () => refreshQueries(queryClient, ACTIVITY_QUERY_KEY);
}

const isoToday = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Downloads the CSV the server builds for these filters. False when nothing matches (404); throws otherwise. */
export function downloadActivityCsv(filters: ActivityFilterInput): Promise<boolean> {
  return downloadFile(ACTIVITY_API.export(filters), activityExportFileName(Object.keys(filters).length > 0, isoToday()));
}
