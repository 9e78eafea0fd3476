// The Activity tab's calls: a page of the log with the tab's filters, the administrators who appear in it
// (for the Administrator filter) and the CSV export, all through the contract's route table.
import { useQueryClient } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE, activityExportFileName, type ActivityFilterInput } from '../../../../common/contracts/activity';
import { ACTIVITY_ROUTES } from '../../../../common/contracts/activity-routes';
import { endpointUrl } from '../../../../common/contracts/endpoint';
import { downloadFile } from '../../../lib/download';
import { useEndpointQuery, usePageQuery } from '../../../lib/endpoint-query';
import { refreshQueries } from '../../../lib/refresh';

export const ACTIVITY_QUERY_KEY = ['admin', 'activity'] as const;

export function useActivityList(filters: ActivityFilterInput, page: number) {
  return usePageQuery([...ACTIVITY_QUERY_KEY, 'list', filters, page], ACTIVITY_ROUTES.list, {
    query: { ...filters, page, pageSize: ACTIVITY_PAGE_SIZE },
  });
}

export function useActivityActors() {
  return useEndpointQuery([...ACTIVITY_QUERY_KEY, 'actors'], ACTIVITY_ROUTES.actors, {});
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
  return downloadFile(
    endpointUrl(ACTIVITY_ROUTES.export, {}, filters),
    activityExportFileName(Object.keys(filters).length > 0, isoToday()),
  );
}
