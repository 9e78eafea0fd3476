// The member's home (GET /api/home, common/contracts/home.ts): one request for what is new, and the record
// of a visit (POST /api/home/seen, decision 041). The live stream refreshes the home when something for
// this member, or for every member, happens (app/layouts/live-news.ts), by this key.
// On the member home's path (the member layout reads the key): the route table and types only, no zod, and
// api() with the table's address and answer type rather than call(), whose chunk the member home would
// otherwise download (decision 037).
import { useQuery } from '@tanstack/react-query';
import { HOME_ROUTES } from '../../../common/contracts/home-routes';
import type { SuccessBody } from '../../../common/contracts/endpoint';
import { api } from '../../lib/api';

export const MEMBER_HOME_QUERY_KEY = ['member-home'] as const;

/** What is new for the member; `enabled` false for an account that may not read it yet (not onboarded). */
export function useMemberHome({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: MEMBER_HOME_QUERY_KEY,
    queryFn: ({ signal }) => api<SuccessBody<typeof HOME_ROUTES.home>>(HOME_ROUTES.home.path, { signal }),
    enabled,
  });
}

/** Records that the member opened their home: the next visit's 'New' is counted from it. */
export function recordHomeVisit() {
  return api<SuccessBody<typeof HOME_ROUTES.seen>>(HOME_ROUTES.seen.path, { method: HOME_ROUTES.seen.method });
}
