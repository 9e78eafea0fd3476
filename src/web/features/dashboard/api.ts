// The member's home (GET /api/home, common/contracts/home.ts): one request for what is new, and the record
// of a visit (POST /api/home/seen, decision 041). The live stream refreshes the home when something for
// this member, or for every member, happens (app/layouts/live-news.ts), by this key.
// On the member home's path (the member layout reads the key): the route table and types only, no zod.
import { useQuery } from '@tanstack/react-query';
import { HOME_ROUTES } from '../../../common/contracts/home-routes';
import { call } from '../../lib/call';

export const MEMBER_HOME_QUERY_KEY = ['member-home'] as const;

/** What is new for the member; `enabled` false for an account that may not read it yet (not onboarded). */
export function useMemberHome({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: MEMBER_HOME_QUERY_KEY,
    queryFn: ({ signal }) => call(HOME_ROUTES.home, { signal }),
    enabled,
  });
}

/** Records that the member opened their home: the next visit's 'New' is counted from it. */
export function recordHomeVisit() {
  return call(HOME_ROUTES.seen);
}
