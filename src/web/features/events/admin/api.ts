// The dashboard's event calls: each side of today paged by the server, and add, edit and delete. A change
// refreshes the dashboard's lists and the members' pages alike.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EVENT_API,
  type AdminAttendeeFilter,
  type AdminEventAttendeePage,
  type AdminEventPage,
  type AnswerRemoved,
  type AttendanceSaved,
  type EventDeleted,
  type EventInput,
  type EventSaved,
} from '../../../../common/contracts/events';
import { api } from '../../../lib/api';

export const ADMIN_EVENTS_QUERY_KEY = ['admin', 'events'] as const;
export const ADMIN_EVENTS_PAGE_SIZE = 10;

export function useAdminEvents(when: 'upcoming' | 'past', page: number) {
  return useQuery({
    queryKey: [...ADMIN_EVENTS_QUERY_KEY, when, page],
    queryFn: ({ signal }) =>
      api<AdminEventPage>(EVENT_API.adminList({ when, page, pageSize: ADMIN_EVENTS_PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function useRefreshEvents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['events'] }),
    ]);
}

export function useSaveEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: EventInput }) =>
      id
        ? api<EventSaved>(EVENT_API.adminEvent(id), { method: 'PUT', body })
        : api<EventSaved>(EVENT_API.adminCreate, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDeleteEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: string) => api<EventDeleted>(EVENT_API.adminEvent(id), { method: 'DELETE' }),
    onSettled: refresh,
  });
}

export function useCancelEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: string) => api<EventSaved>(EVENT_API.adminCancel(id), { method: 'POST' }),
    onSettled: refresh,
  });
}

export const ADMIN_ATTENDEES_PAGE_SIZE = 20;
const attendeesKey = (id: string) => [...ADMIN_EVENTS_QUERY_KEY, 'attendees', id] as const;

export function useAdminAttendees(id: string, filter: AdminAttendeeFilter, search: string, page: number) {
  return useQuery({
    queryKey: [...attendeesKey(id), filter, search, page],
    queryFn: ({ signal }) =>
      api<AdminEventAttendeePage>(
        EVENT_API.adminAttendees(id, { status: filter, search: search || undefined, page, pageSize: ADMIN_ATTENDEES_PAGE_SIZE }),
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry: false,
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
      api<AttendanceSaved>(EVENT_API.adminAttendance(id, attendeeId), { method: 'PUT', body: { attended } }),
    onSuccess: refresh,
  });
}

/** Takes a member's answer off the event; a place they held goes to the waitlist. */
export function useRemoveAnswer(id: string) {
  const refresh = useRefreshAnswers(id);
  return useMutation({
    mutationFn: (attendeeId: string) => api<AnswerRemoved>(EVENT_API.adminAnswer(id, attendeeId), { method: 'DELETE' }),
    onSettled: refresh,
  });
}
