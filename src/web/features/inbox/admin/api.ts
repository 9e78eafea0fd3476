// The Conversations tab's calls (spec 2.5 tab 3, 7.1, 7.2): the three paged lists, answer, archive and
// unarchive, the CSV exports and the response times. Every action refreshes the lists and the dashboard
// summary (lib/inbox-refresh.ts), so the header's pending badge and the tab title follow at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '../../../../common/contracts/endpoint';
import {
  INBOX_TOASTS,
  type AdminConversationView,
  type ConversationActionResult,
  type ConversationExportView,
  type ResponseTargetInput,
} from '../../../../common/contracts/inbox';
import { INBOX_ROUTES } from '../../../../common/contracts/inbox-routes';
import { errorMessage } from '../../../lib/api';
import { call } from '../../../lib/call';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { refreshQueries } from '../../../lib/refresh';
import { PENDING_REFRESH_MS } from '../../../lib/dashboard-summary';
import { downloadFile } from '../../../lib/download';
import { INBOX_KEY, RESPONSE_TIMES_KEY, useRefreshInbox } from '../../../lib/inbox-refresh';
import { useLiveStatus } from '../../../lib/live';
import { notify } from '../../../lib/notify';

export const INBOX_PAGE_SIZE = 10;

export function useAdminConversations(view: AdminConversationView, page: number) {
  const live = useLiveStatus() === 'live';
  return useQuery({
    queryKey: [...INBOX_KEY, view, page, INBOX_PAGE_SIZE],
    queryFn: ({ signal }) => call(INBOX_ROUTES.list, { query: { view, page, pageSize: INBOX_PAGE_SIZE }, signal }),
    // Paging keeps the current page on screen until the next arrives; another view starts fresh.
    placeholderData: (previous) => (previous?.view === view ? previous : undefined),
    // Spec 9: the pending list refreshes every 60 seconds, with the header's counts; while the live stream
    // is open a new question refreshes it instead (app/admin/use-admin-live.ts).
    refetchInterval: view === 'pending' && !live ? PENDING_REFRESH_MS : false,
    retry: false,
  });
}

/**
 * An inbox action. Its toasts live here, not with the caller: the refresh that follows usually moves the
 * entry to another view, unmounting the card that started it before a caller's callbacks could run.
 */
function useInboxMutation<TVariables>(
  call: (variables: TVariables) => Promise<ConversationActionResult>,
  failureText: (error: unknown) => string,
) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => notify.success(result.message),
    onError: (error) => {
      console.info('[inbox] action failed', error);
      notify.error(failureText(error));
    },
    // Refresh after failures too: a 404 or 409 usually means another administrator got there first.
    onSettled: () => refresh(),
  });
}

export const useAnswerConversation = () =>
  useInboxMutation(
    ({ id, response }: { id: string; response: string }) => call(INBOX_ROUTES.answer, { params: { id }, body: { response } }),
    () => INBOX_TOASTS.sendResponseFailed,
  );

export const useArchiveConversation = () =>
  useInboxMutation(
    (id: string) => call(INBOX_ROUTES.archive, { params: { id } }),
    () => INBOX_TOASTS.archiveConversationFailed,
  );

/** The spec names no unarchive failure text: the server's own reason, or a plain one. */
export const useUnarchiveConversation = () =>
  useInboxMutation(
    (id: string) => call(INBOX_ROUTES.unarchive, { params: { id } }),
    (error) => errorMessage(error),
  );

/**
 * Downloads a view's CSV, built and streamed by the server. Answers false when there is nothing to
 * export (the server's 404); throws on any other failure.
 */
export function downloadConversationsCsv(view: ConversationExportView): Promise<boolean> {
  return downloadFile(endpointUrl(INBOX_ROUTES.export, {}, { view }), `conversations-${view}.csv`);
}

/** How soon questions get their first reply (issue 20); the pending list reads its target from here too. */
export function useResponseTimes() {
  return useEndpointQuery(RESPONSE_TIMES_KEY, INBOX_ROUTES.responseTimes, {});
}

/** Saves the response target; the figures are read again, since 'within the target' depends on it. */
export function useSaveResponseTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResponseTargetInput) => call(INBOX_ROUTES.responseTarget, { body: input }),
    onSuccess: (result) => notify.success(result.message),
    onSettled: () => refreshQueries(queryClient, RESPONSE_TIMES_KEY),
  });
}
