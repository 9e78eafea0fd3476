// What members read of events: the upcoming ones page by page, and the five most recent past ones.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EVENT_API, type PastEventList, type UpcomingEventPage } from '../../../common/contracts/events';
import { api } from '../../lib/api';

export const EVENTS_QUERY_KEY = ['events'] as const;

export function useUpcomingEvents(page: number) {
  return useQuery({
    queryKey: [...EVENTS_QUERY_KEY, 'upcoming', page],
    queryFn: ({ signal }) => api<UpcomingEventPage>(EVENT_API.upcoming({ page }), { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function usePastEvents() {
  return useQuery({
    queryKey: [...EVENTS_QUERY_KEY, 'past'],
    queryFn: ({ signal }) => api<PastEventList>(EVENT_API.past, { signal }),
    retry: false,
  });
}
