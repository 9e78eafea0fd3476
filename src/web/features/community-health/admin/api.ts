// The Health tab's calls: the figures for a period, and one page of the people behind a figure, through the
// API paths of common/routes.ts.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CommunityHealth,
  HealthListPage,
  HealthListQueryInput,
  HealthWindow,
} from '../../../../common/contracts/community-health';
import { API } from '../../../../common/routes';
import { api } from '../../../lib/api';

export const COMMUNITY_HEALTH_KEY = ['admin', 'community-health'] as const;
export const HEALTH_LIST_PAGE_SIZE = 25;

export function useCommunityHealth(days: HealthWindow) {
  return useQuery({
    queryKey: [...COMMUNITY_HEALTH_KEY, 'figures', days],
    queryFn: ({ signal }) => api<CommunityHealth>(API.adminCommunityHealth(days), { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useHealthList(query: HealthListQueryInput | null) {
  return useQuery({
    queryKey: [...COMMUNITY_HEALTH_KEY, 'list', query],
    queryFn: ({ signal }) =>
      api<HealthListPage>(API.adminCommunityHealthList({ pageSize: HEALTH_LIST_PAGE_SIZE, ...query! }), { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
