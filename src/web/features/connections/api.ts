// The connections feature's calls, all through the contract's route table (no zod: the member layout's
// count reads the summary from here, and the member home must not download the schemas). One query key
// family (['connections', …]): any answer, accept, withdraw or removal refreshes every list and count.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CONNECTION_ROUTES, CONNECTIONS_PAGE_SIZE } from '../../../common/contracts/connections-routes';
import type { ConnectRequest } from '../../../common/contracts/connections';
import { call } from '../../lib/call';
import { useEndpointQuery, usePageQuery } from '../../lib/endpoint-query';
import { refreshQueries } from '../../lib/refresh';

const KEY = ['connections'] as const;

/** The sidebar's and the dashboard's counts refresh this often while a page is open. */
export const SUMMARY_REFRESH_MS = 60_000;

/** '1 request waiting', '3 requests waiting': the count's words for screen readers and the notice. */
export const requestsWaitingLabel = (count: number) => (count === 1 ? '1 request waiting' : `${count} requests waiting`);

/** Refreshes every list and count. Not awaited by the mutations below: React Query waits for a promise a
 * hook's own callback returns before calling the caller's, and by then the refetched list may have
 * removed the row that asked (its toast and focus would never come). */
export const refreshConnections = (queryClient: QueryClient) => {
  void refreshQueries(queryClient, KEY);
};

/** Open requests waiting for the member and their connections count (null until known). */
export function useConnectionSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...KEY, 'summary'],
    queryFn: ({ signal }) => call(CONNECTION_ROUTES.summary, { signal }),
    enabled,
    refetchInterval: SUMMARY_REFRESH_MS,
    staleTime: 15_000,
    retry: false,
  });
}

export function useReceivedRequests(page: number) {
  return usePageQuery([...KEY, 'received', page], CONNECTION_ROUTES.received, {
    query: { page, pageSize: CONNECTIONS_PAGE_SIZE },
  });
}

export function useSentRequests(page: number) {
  return usePageQuery([...KEY, 'sent', page], CONNECTION_ROUTES.sent, { query: { page, pageSize: CONNECTIONS_PAGE_SIZE } });
}

export function useConnections(page: number, search: string) {
  return usePageQuery([...KEY, 'list', { page, search }], CONNECTION_ROUTES.list, {
    query: { page, pageSize: CONNECTIONS_PAGE_SIZE, search },
  });
}

export function useConnectionRequest(id: string) {
  return useEndpointQuery([...KEY, 'request', id], CONNECTION_ROUTES.request, { params: { id } });
}

export function useConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectRequest) => call(CONNECTION_ROUTES.connect, { body }),
    onSuccess: () => refreshConnections(queryClient),
  });
}

export type RequestAction = 'accept' | 'decline' | 'withdraw';

/** Accept, 'Not now' or withdraw a request; every list and count refreshes after. */
export function useRequestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: RequestAction }) => call(CONNECTION_ROUTES[action], { params: { id } }),
    onSettled: () => refreshConnections(queryClient),
  });
}

export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(CONNECTION_ROUTES.remove, { params: { id } }),
    onSettled: () => refreshConnections(queryClient),
  });
}
