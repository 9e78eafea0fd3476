// The signed-in member's own profile (GET /api/profile), one cache entry for every page that reads it: the
// profile page writes its saved answer here, so the dashboard's prompt and the recommendations page see
// the change without asking again.
import { queryOptions } from '@tanstack/react-query';
import { PROFILE_ROUTES } from '../../common/contracts/profile-routes';
import { call } from './call';

export const OWN_PROFILE_QUERY_KEY = ['profile'] as const;

export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: OWN_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => call(PROFILE_ROUTES.get, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
