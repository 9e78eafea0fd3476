// The Health tab's calls: the figures for a period, and one page of the people behind a figure, through the
// contract's route table.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HealthListQueryInput, HealthWindow } from '../../../../common/contracts/community-health';
import { COMMUNITY_HEALTH_ROUTES } from '../../../../common/contracts/community-health-routes';
import { call } from '../../../lib/call';

export const COMMUNITY_HEALTH_KEY = ['admin', 'community-health'] as const;
export const HEALTH_LIST_PAGE_SIZE = 25;

export function useCommunityHealth(days: HealthWindow) {
  return useQuery({
    queryKey: [...COMMUNITY_HEALTH_KEY, 'figures', days],
    queryFn: ({ signal }) => call(COMMUNITY_HEALTH_ROUTES.figures, { query: { days }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useHealthList(query: HealthListQueryInput | null) {
  return useQuery({
    queryKey: [...COMMUNITY_HEALTH_KEY, 'list', query],
    queryFn: ({ signal }) => {
      const { figure, days, week, page, pageSize = HEALTH_LIST_PAGE_SIZE } = query!;
      return call(COMMUNITY_HEALTH_ROUTES.list, { query: { figure, days, week, page, pageSize }, signal });
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
