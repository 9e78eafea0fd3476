// The dashboard's Reports tab (decision 055): a page of the moderation queue, and a decision, which marks
// the queue and the admin home's count stale.
import { useMutation } from '@tanstack/react-query';
import type { ReportDecision } from '../../../../common/contracts/message-reports';
import { MESSAGE_REPORT_ROUTES, MESSAGE_REPORTS_PAGE_SIZE } from '../../../../common/contracts/message-reports-routes';
import { call } from '../../../lib/call';
import { useInvalidateQueries, usePageQuery } from '../../../lib/endpoint-query';

export const MESSAGE_REPORTS_KEY = ['admin', 'message-reports'] as const;
/** The admin home's query (features/attention): its count of open reports follows a decision. */
const ATTENTION_KEY = ['admin', 'attention'] as const;

export function useMessageReports(page: number) {
  return usePageQuery([...MESSAGE_REPORTS_KEY, page], MESSAGE_REPORT_ROUTES.queue, {
    query: { page, pageSize: MESSAGE_REPORTS_PAGE_SIZE },
  });
}

export function useDecideReport() {
  const invalidate = useInvalidateQueries(MESSAGE_REPORTS_KEY, ATTENTION_KEY);
  return useMutation({
    mutationFn: ({ id, ...body }: ReportDecision & { id: string }) =>
      call(MESSAGE_REPORT_ROUTES.decide, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** For the dashboard's live stream: a new report, or another organiser's decision. */
export function useRefreshMessageReports() {
  return useInvalidateQueries(MESSAGE_REPORTS_KEY);
}
