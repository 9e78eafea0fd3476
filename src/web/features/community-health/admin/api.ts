// The Health tab's calls: the figures for a period, and one page of the people behind a figure, through the
// contract's route table.
import type { HealthListQueryInput, HealthWindow } from '../../../../common/contracts/community-health';
import { COMMUNITY_HEALTH_ROUTES } from '../../../../common/contracts/community-health-routes';
import { useEndpointQuery, usePageQuery } from '../../../lib/endpoint-query';

export const COMMUNITY_HEALTH_KEY = ['admin', 'community-health'] as const;
export const HEALTH_LIST_PAGE_SIZE = 25;

export function useCommunityHealth(days: HealthWindow) {
  return usePageQuery([...COMMUNITY_HEALTH_KEY, 'figures', days], COMMUNITY_HEALTH_ROUTES.figures, { query: { days } });
}

/** The people behind one figure, a page at a time; nothing is read until a figure is chosen. */
export function useHealthList(query: HealthListQueryInput | null) {
  return usePageQuery(
    [...COMMUNITY_HEALTH_KEY, 'list', query],
    COMMUNITY_HEALTH_ROUTES.list,
    { query: query ? { ...query, pageSize: query.pageSize ?? HEALTH_LIST_PAGE_SIZE } : {} },
    { enabled: query !== null },
  );
}

/** The words and phrases members use most in what they offer and what they look for. */
export function useOffersAndAsks() {
  return useEndpointQuery([...COMMUNITY_HEALTH_KEY, 'offers-and-asks'], COMMUNITY_HEALTH_ROUTES.offersAndAsks, {});
}

/** How members answer each other's open questions over the window (issue 36 item 4). */
export function useOpenQuestionHealth(days: HealthWindow) {
  return usePageQuery([...COMMUNITY_HEALTH_KEY, 'open-questions', days], COMMUNITY_HEALTH_ROUTES.openQuestions, {
    query: { days },
  });
}
