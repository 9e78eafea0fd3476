// The Magic Links tab's calls (spec 4.3, 7.6): the paged list of open requests and the four actions.
// Every action refreshes the list and the dashboard summary (the tab's pending badge).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessRequestPage, AccessRequestRow, AdminCreateLinkInput } from '../../../../common/contracts/access-links';
import { API } from '../../../../common/routes';
import { api, ApiError } from '../../../lib/api';

/** What approve, create and regenerate answer: the fresh link, and whether the server emailed it. */
export type IssuedLink = { success: boolean; message: string; token: string; link: string; emailed: boolean };
export type ApproveAnswer = IssuedLink & { request: AccessRequestRow };
export type RegenerateAnswer = IssuedLink & { request: AccessRequestRow };
export type CreateAnswer = IssuedLink & { recordId: string };

export const ACCESS_REQUESTS_PAGE_SIZE = 20;

const ACCESS_REQUESTS_KEY = ['admin', 'access-requests'] as const;
/** The dashboard header's counts; the Magic Links tab's badge reads pendingAccessRequests from it. */
const ADMIN_SUMMARY_KEY = ['admin', 'summary'] as const;

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
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ACCESS_REQUESTS_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_SUMMARY_KEY }),
    ]);
}

function useAccessRequestMutation<TVariables, TAnswer>(call: (variables: TVariables) => Promise<TAnswer>) {
  const refresh = useRefreshAccessRequests();
  // Refresh after failures too: a 404 or 409 usually means someone else changed the request.
  return useMutation({ mutationFn: call, onSettled: () => refresh() });
}

export const useApproveRequest = () =>
  useAccessRequestMutation((id: string) => api<ApproveAnswer>(API.adminApproveAccessRequest(id), { method: 'POST', body: {} }));

export const useRegenerateLink = () =>
  useAccessRequestMutation((id: string) =>
    api<RegenerateAnswer>(API.adminRegenerateAccessLink(id), { method: 'POST', body: {} }),
  );

export const useDeleteRequest = () =>
  useAccessRequestMutation((id: string) =>
    api<{ success: boolean; message: string }>(API.adminAccessRequest(id), { method: 'DELETE' }),
  );

export const useCreateLink = () =>
  useAccessRequestMutation((input: AdminCreateLinkInput) => api<CreateAnswer>(API.adminAccessRequests, { body: input }));

/**
 * The text for a failed action (spec 8): the server's own message for a refusal it explains (4xx), else
 * the action's fallback (network failures, server errors, an answer that is not ours).
 */
export function actionFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
