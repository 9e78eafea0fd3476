// The Magic Links tab's calls (spec 4.3, 7.6): the paged list of open access requests and the four
// actions. Every action refreshes the list and the dashboard summary (the tab's pending badge).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccessLinkCreated,
  AccessLinkRegenerated,
  AccessRequestApproved,
  AccessRequestDeleted,
  AccessRequestPage,
  AdminCreateLinkInput,
} from '../../../../common/contracts/access-requests';
import { API } from '../../../../common/routes';
import { api, errorMessage } from '../../../lib/api';
import { refreshQueries } from '../../../lib/refresh';
import { refreshDashboardSummary } from '../../../lib/dashboard-summary';

export const ACCESS_REQUESTS_PAGE_SIZE = 20;

const ACCESS_REQUESTS_KEY = ['admin', 'access-requests'] as const;

export function useAccessRequests(page: number, pageSize = ACCESS_REQUESTS_PAGE_SIZE) {
  return useQuery({
    queryKey: [...ACCESS_REQUESTS_KEY, page, pageSize],
    queryFn: ({ signal }) => api<AccessRequestPage>(API.adminAccessRequestsPage(page, pageSize), { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Refetches the list and the badge counts; resolves when both are fresh. */
export function useRefreshAccessRequests() {
  const queryClient = useQueryClient();
  return () => Promise.all([refreshQueries(queryClient, ACCESS_REQUESTS_KEY), refreshDashboardSummary(queryClient)]);
}

function useAccessRequestMutation<TVariables, TAnswer>(call: (variables: TVariables) => Promise<TAnswer>) {
  const refresh = useRefreshAccessRequests();
  // Refresh after failures too: a 404 or 409 usually means someone else changed the request.
  return useMutation({ mutationFn: call, onSettled: () => refresh() });
}

export const useApproveAccessRequest = () =>
  useAccessRequestMutation((id: string) =>
    api<AccessRequestApproved>(API.adminApproveAccessRequest(id), { method: 'POST', body: {} }),
  );

export const useRegenerateAccessLink = () =>
  useAccessRequestMutation((id: string) =>
    api<AccessLinkRegenerated>(API.adminRegenerateAccessLink(id), { method: 'POST', body: {} }),
  );

export const useDeleteAccessRequest = () =>
  useAccessRequestMutation((id: string) => api<AccessRequestDeleted>(API.adminAccessRequest(id), { method: 'DELETE' }));

export const useCreateAccessLink = () =>
  useAccessRequestMutation((input: AdminCreateLinkInput) => api<AccessLinkCreated>(API.adminAccessRequests, { body: input }));

/**
 * The text for a failed action (spec 8): the server's own message for a refusal it explains (4xx), else
 * the action's fallback (network failures, server errors, an answer that is not ours).
 */
export function actionFailureMessage(error: unknown, fallback: string): string {
  return errorMessage(error, fallback);
}
