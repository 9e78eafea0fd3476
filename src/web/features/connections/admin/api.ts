// The organisers' view of introductions: counts only (never a note or a name).
import { useQuery } from '@tanstack/react-query';
import { CONNECTION_ROUTES } from '../../../../common/contracts/connections-routes';
import { call } from '../../../lib/call';

export function useIntroductionSummary() {
  return useQuery({
    queryKey: ['admin', 'introductions'],
    queryFn: ({ signal }) => call(CONNECTION_ROUTES.adminSummary, { signal }),
    retry: false,
  });
}

export function useMemberConnectionCount(attendeeId: string) {
  return useQuery({
    queryKey: ['admin', 'introductions', 'member', attendeeId],
    queryFn: ({ signal }) => call(CONNECTION_ROUTES.adminMember, { params: { id: attendeeId }, signal }),
    retry: false,
  });
}
