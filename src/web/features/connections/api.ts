// The connections feature's calls, all through the contract's CONNECTION_API paths. One query key
// family (['connections', …]): any answer, accept, withdraw or removal refreshes every list and count.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CONNECTION_API, CONNECTIONS_PAGE_SIZE } from '../../../common/contracts/connection-paths';
import type {
  Connection,
  ConnectionActionResult,
  ConnectionRequestView,
  ConnectionsPage,
  ConnectionSummary,
  ConnectRequest,
  ConnectResult,
  ReceivedRequest,
  SentRequest,
} from '../../../common/contracts/connections';
import { api } from '../../lib/api';
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
    queryFn: ({ signal }) => api<ConnectionSummary>(CONNECTION_API.summary, { signal }),
    enabled,
    refetchInterval: SUMMARY_REFRESH_MS,
    staleTime: 15_000,
    retry: false,
  });
}

export function useReceivedRequests(page: number) {
  return useQuery({
    queryKey: [...KEY, 'received', page],
    queryFn: ({ signal }) =>
      api<ConnectionsPage<ReceivedRequest>>(CONNECTION_API.received({ page, pageSize: CONNECTIONS_PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSentRequests(page: number) {
  return useQuery({
    queryKey: [...KEY, 'sent', page],
    queryFn: ({ signal }) =>
      api<ConnectionsPage<SentRequest>>(CONNECTION_API.sent({ page, pageSize: CONNECTIONS_PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useConnections(page: number, search: string) {
  return useQuery({
    queryKey: [...KEY, 'list', { page, search }],
    queryFn: ({ signal }) =>
      api<ConnectionsPage<Connection>>(CONNECTION_API.list({ page, pageSize: CONNECTIONS_PAGE_SIZE, search }), { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useConnectionRequest(id: string) {
  return useQuery({
    queryKey: [...KEY, 'request', id],
    queryFn: ({ signal }) => api<ConnectionRequestView>(CONNECTION_API.request(id), { signal }),
    retry: false,
  });
}

export function useConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectRequest) => api<ConnectResult>(CONNECTION_API.connect, { method: 'POST', body }),
    onSuccess: () => refreshConnections(queryClient),
  });
}

export type RequestAction = 'accept' | 'decline' | 'withdraw';

/** Accept, 'Not now' or withdraw a request; every list and count refreshes after. */
export function useRequestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: RequestAction }) =>
      api<ConnectionActionResult>(CONNECTION_API[action](id), { method: 'POST' }),
    onSettled: () => refreshConnections(queryClient),
  });
}

export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<ConnectionActionResult>(CONNECTION_API.remove(id), { method: 'POST' }),
    onSettled: () => refreshConnections(queryClient),
  });
}
