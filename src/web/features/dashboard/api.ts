// The member's home (GET /api/home, common/contracts/home.ts): one request for what is new. The live
// stream refreshes it when something for this member happens (app/layouts/MemberLayout.tsx), by this key.
// On the member home's path (the member layout reads the key): the route table and types only, no zod, and
// api() with the table's address and answer type rather than call(), whose chunk the member home would
// otherwise download (decision 037).
import { useQuery } from '@tanstack/react-query';
import { HOME_ROUTES } from '../../../common/contracts/home-routes';
import type { SuccessBody } from '../../../common/contracts/endpoint';
import { api } from '../../lib/api';

export const MEMBER_HOME_QUERY_KEY = ['member-home'] as const;

export function useMemberHome() {
  return useQuery({
    queryKey: MEMBER_HOME_QUERY_KEY,
    queryFn: ({ signal }) => api<SuccessBody<typeof HOME_ROUTES.home>>(HOME_ROUTES.home.path, { signal }),
  });
}
