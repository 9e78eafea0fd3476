// What members read and do with events: the upcoming ones page by page, the five most recent past ones,
// one event's page, their answer, the attendee list and 'People to meet here'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RsvpInput } from '../../../common/contracts/events';
import { EVENT_ROUTES } from '../../../common/contracts/events-routes';
import { call } from '../../lib/call';
import { useEndpointQuery, usePageQuery } from '../../lib/endpoint-query';
import { EVENTS_QUERY_KEY } from './query-keys';

export { EVENTS_QUERY_KEY };
const detailKey = (id: string) => [...EVENTS_QUERY_KEY, 'detail', id] as const;

export function useUpcomingEvents(page: number) {
  return usePageQuery([...EVENTS_QUERY_KEY, 'upcoming', page], EVENT_ROUTES.upcoming, { query: { page } });
}

export function usePastEvents() {
  return useEndpointQuery([...EVENTS_QUERY_KEY, 'past'], EVENT_ROUTES.past, {});
}

export function useEventDetail(id: string) {
  return useEndpointQuery(detailKey(id), EVENT_ROUTES.event, { params: { id } });
}

export function useEventAttendees(id: string, page: number) {
  return usePageQuery([...detailKey(id), 'attendees', page], EVENT_ROUTES.attendees, { params: { id }, query: { page } });
}

export function usePeopleToMeet(id: string, enabled: boolean) {
  return useEndpointQuery(
    [...detailKey(id), 'people-to-meet'],
    EVENT_ROUTES.peopleToMeet,
    { params: { id } },
    { enabled, refetchOnWindowFocus: false },
  );
}

/** An answer (or its withdrawal, `null`): the event's page takes the server's new view at once; the lists,
 * the attendee list and 'People to meet' refresh behind it. */
export function useAnswerEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RsvpInput | null) =>
      body ? call(EVENT_ROUTES.answer, { params: { id }, body }) : call(EVENT_ROUTES.withdraw, { params: { id } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKey(id), saved.event);
      void queryClient.invalidateQueries({
        queryKey: EVENTS_QUERY_KEY,
        predicate: (query) => !(query.queryKey[1] === 'detail' && query.queryKey.length === 3 && query.queryKey[2] === id),
      });
    },
  });
}
