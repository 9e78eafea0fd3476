// The organisers' view of introductions: counts only (never a note or a name).
import { useQuery } from '@tanstack/react-query';
import { CONNECTION_API, type IntroductionSummary, type MemberConnectionCount } from '../../../../common/contracts/connections';
import { api } from '../../../lib/api';

export function useIntroductionSummary() {
  return useQuery({
    queryKey: ['admin', 'introductions'],
    queryFn: ({ signal }) => api<IntroductionSummary>(CONNECTION_API.adminSummary, { signal }),
    retry: false,
  });
}

export function useMemberConnectionCount(attendeeId: string) {
  return useQuery({
    queryKey: ['admin', 'introductions', 'member', attendeeId],
    queryFn: ({ signal }) => api<MemberConnectionCount>(CONNECTION_API.adminMember(attendeeId), { signal }),
    retry: false,
  });
}
