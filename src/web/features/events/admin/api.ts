// The dashboard's event calls: each side of today paged by the server, and add, edit and delete. A change
// refreshes the dashboard's lists and the members' pages alike.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EVENT_API,
  type AdminEventPage,
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
