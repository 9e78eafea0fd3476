// The Magic Links tab's calls (spec 4.3, 7.6): the paged list of open access requests and the four
// actions. Every action refreshes the list and the dashboard summary (the tab's pending badge).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCreateLinkInput } from '../../../../common/contracts/access-requests';
import { ACCESS_REQUEST_ROUTES as ROUTES } from '../../../../common/contracts/access-requests-routes';
import { errorMessage } from '../../../lib/api';
import { call } from '../../../lib/call';
import { refreshQueries } from '../../../lib/refresh';
import { refreshDashboardSummary } from '../../../lib/dashboard-summary';

export const ACCESS_REQUESTS_PAGE_SIZE = 20;

const ACCESS_REQUESTS_KEY = ['admin', 'access-requests'] as const;

export function useAccessRequests(page: number, pageSize = ACCESS_REQUESTS_PAGE_SIZE) {
  return useQuery({
    queryKey: [...ACCESS_REQUESTS_KEY, page, pageSize],
    queryFn: ({ signal }) => call(ROUTES.adminList, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Refetches the list and the badge counts; resolves when both are fresh. */
export function useRefreshAccessRequests() {
  const queryClient = useQueryClient();
  return () => Promise.all([refreshQueries(queryClient, ACCESS_REQUESTS_KEY), refreshDashboardSummary(queryClient)]);
}

function useAccessRequestMutation<TVariables, TAnswer>(action: (variables: TVariables) => Promise<TAnswer>) {
  const refresh = useRefreshAccessRequests();
  // Refresh after failures too: a 404 or 409 usually means someone else changed the request.
  return useMutation({ mutationFn: action, onSettled: () => refresh() });
}

export const useApproveAccessRequest = () =>
  useAccessRequestMutation((id: string) => call(ROUTES.adminApprove, { params: { id } }));

export const useRegenerateAccessLink = () =>
  useAccessRequestMutation((id: string) => call(ROUTES.adminRegenerate, { params: { id } }));

export const useDeleteAccessRequest = () =>
  useAccessRequestMutation((id: string) => call(ROUTES.adminDelete, { params: { id } }));

export const useCreateAccessLink = () =>
  useAccessRequestMutation((input: AdminCreateLinkInput) => call(ROUTES.adminCreate, { body: input }));

/**
 * The text for a failed action (spec 8): the server's own message for a refusal it explains (4xx), else
 * the action's fallback (network failures, server errors, an answer that is not ours).
 */
export function actionFailureMessage(error: unknown, fallback: string): string {
  return errorMessage(error, fallback);
}
