// The member's home (GET /api/home, common/contracts/home.ts): one request for what is new. The live
// stream refreshes it when something for this member happens (app/layouts/MemberLayout.tsx), by this key.
import { useQuery } from '@tanstack/react-query';
import type { MemberHome } from '../../../common/contracts/home';
import { API } from '../../../common/routes';
import { api } from '../../lib/api';

export const MEMBER_HOME_QUERY_KEY = ['member-home'] as const;

export function useMemberHome() {
  return useQuery({ queryKey: MEMBER_HOME_QUERY_KEY, queryFn: () => api<MemberHome>(API.memberHome) });
}
