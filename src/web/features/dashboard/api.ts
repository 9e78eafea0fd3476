// The member's home (GET /api/home, common/contracts/home.ts): one request for what is new. The live
// stream refreshes it when something for this member happens (app/layouts/MemberLayout.tsx), by this key.
// On the member home's path: the route table and types only, no zod (decision 037).
import { useQuery } from '@tanstack/react-query';
import { HOME_ROUTES } from '../../../common/contracts/home-routes';
import { call } from '../../lib/call';

export const MEMBER_HOME_QUERY_KEY = ['member-home'] as const;

export function useMemberHome() {
  return useQuery({ queryKey: MEMBER_HOME_QUERY_KEY, queryFn: ({ signal }) => call(HOME_ROUTES.home, { signal }) });
}
