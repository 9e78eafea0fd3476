// The admin dashboard's part of the live stream (decision 023): a new question or access request moves
// the header's badges, the tab title, the admin home (Needs attention, decision 039) and the open lists
// at once, with a toast that opens its tab. The
// 60-second refresh of the counts rests while the stream is open (lib/dashboard-summary.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LIVE_MESSAGES } from '../../../common/contracts/live';
import { useRefreshAccessRequests } from '../../features/access-requests/admin/api';
import { useRefreshNeedsAttention } from '../../features/attention/admin/api';
import { useRefreshMessageReports } from '../../features/message-reports/admin/api';
import { useRefreshInbox } from '../../lib/inbox-refresh';
import { useLive } from '../../lib/live';
import { notify } from '../../lib/notify';
import { ME_QUERY_KEY } from '../../lib/session';

export function useAdminLive() {
  const queryClient = useQueryClient();
  const refreshInbox = useRefreshInbox();
  const refreshAccessRequests = useRefreshAccessRequests();
  const refreshNeedsAttention = useRefreshNeedsAttention();
  const refreshMessageReports = useRefreshMessageReports();
  const [, setSearchParams] = useSearchParams();
  const openTab = (tab: string) => setSearchParams({ tab }, { replace: true });

  useLive((message) => {
    if (message.type === 'question') {
      void refreshInbox();
      void refreshNeedsAttention();
      notify.message(LIVE_MESSAGES.newQuestion, {
        action: { label: LIVE_MESSAGES.openInbox, onClick: () => openTab('conversations') },
      });
    } else if (message.type === 'access-request') {
      void refreshAccessRequests();
      void refreshNeedsAttention();
      notify.message(LIVE_MESSAGES.newAccessRequest, {
        action: { label: LIVE_MESSAGES.openInbox, onClick: () => openTab('magic-links') },
      });
    } else if (message.type === 'message-report') {
      // A new report, or another organiser's decision: the queue and the home's count follow, quietly.
      void refreshMessageReports();
      void refreshNeedsAttention();
    } else if (message.type === 'resync') {
      void refreshMessageReports();
      void refreshInbox();
      void refreshAccessRequests();
      void refreshNeedsAttention();
    } else if (message.type === 'ended') {
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    }
  });
}
