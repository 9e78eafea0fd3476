// The dashboard's event calls: each side of today paged by the server, and add, edit and delete. A change
// refreshes the dashboard's lists and the members' pages alike.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAttendeeFilter, EventInput } from '../../../../common/contracts/events-admin';
import { ADMIN_EVENT_ROUTES } from '../../../../common/contracts/events-routes';
import { call } from '../../../lib/call';
import { useInvalidateQueries, usePageQuery } from '../../../lib/endpoint-query';

export const ADMIN_EVENTS_QUERY_KEY = ['admin', 'events'] as const;
export const ADMIN_EVENTS_PAGE_SIZE = 10;

export function useAdminEvents(when: 'upcoming' | 'past', page: number) {
  return usePageQuery([...ADMIN_EVENTS_QUERY_KEY, when, page], ADMIN_EVENT_ROUTES.list, {
    query: { when, page, pageSize: ADMIN_EVENTS_PAGE_SIZE },
  });
}

/** A change shows on the dashboard's lists and the members' pages alike. */
const useRefreshEvents = () => useInvalidateQueries(ADMIN_EVENTS_QUERY_KEY, ['events']);

export function useSaveEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: EventInput }) =>
      id ? call(ADMIN_EVENT_ROUTES.update, { params: { id }, body }) : call(ADMIN_EVENT_ROUTES.create, { body }),
    onSuccess: refresh,
  });
}

export function useDeleteEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: string) => call(ADMIN_EVENT_ROUTES.remove, { params: { id } }),
    onSettled: refresh,
  });
}

export function useCancelEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: string) => call(ADMIN_EVENT_ROUTES.cancel, { params: { id } }),
    onSettled: refresh,
  });
}

export const ADMIN_ATTENDEES_PAGE_SIZE = 20;
const attendeesKey = (id: string) => [...ADMIN_EVENTS_QUERY_KEY, 'attendees', id] as const;

export function useAdminAttendees(id: string, filter: AdminAttendeeFilter, search: string, page: number) {
  return usePageQuery([...attendeesKey(id), filter, search, page], ADMIN_EVENT_ROUTES.attendees, {
    params: { id },
    query: { status: filter, search: search || undefined, page, pageSize: ADMIN_ATTENDEES_PAGE_SIZE },
  });
}

/** After a change to one event's answers: its list and the events' counts follow. */
function useRefreshAnswers(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: attendeesKey(id) }),
      queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_QUERY_KEY, predicate: (q) => q.queryKey[2] !== 'attendees' }),
    ]);
}

/** Check-in: the list and the event's counts follow. */
export function useMarkAttendance(id: string) {
  const refresh = useRefreshAnswers(id);
  return useMutation({
    mutationFn: ({ attendeeId, attended }: { attendeeId: string; attended: boolean }) =>
      call(ADMIN_EVENT_ROUTES.attendance, { params: { id, attendeeId }, body: { attended } }),
    onSuccess: refresh,
  });
}

/** Takes a member's answer off the event; a place they held goes to the waitlist. */
export function useRemoveAnswer(id: string) {
  const refresh = useRefreshAnswers(id);
  return useMutation({
    mutationFn: (attendeeId: string) => call(ADMIN_EVENT_ROUTES.removeAnswer, { params: { id, attendeeId } }),
    onSettled: refresh,
  });
}
