// The open roles' calls (issue 39, decision 069), all through the contract's route table (decision 037): the
// list a page at a time (search, kind, place or remote, topic; or the member's own), one role, posting,
// renewing, closing, 'I'm interested', and the organisers' pin, edit and remove. Every write reads again the
// ['open-roles'] family it changed.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveRole, RoleInput, RoleListQuery } from '../../../common/contracts/open-roles';
import { OPEN_ROLE_ROUTES } from '../../../common/contracts/open-roles-routes';
import { call } from '../../lib/call';
import { useEndpointQuery } from '../../lib/endpoint-query';
import { refreshQueries } from '../../lib/refresh';

export const OPEN_ROLES_KEY = ['open-roles'] as const;
const LIST_KEY = [...OPEN_ROLES_KEY, 'list'] as const;
export const roleKey = (id: string) => [...OPEN_ROLES_KEY, 'role', id] as const;

export type RoleFilters = Pick<RoleListQuery, 'q' | 'kind' | 'place' | 'topic' | 'show'>;

/** The roles, a page at a time ('Load more' asks for the next). */
export function useRoleList(filters: RoleFilters) {
  return useInfiniteQuery({
    queryKey: [
      ...LIST_KEY,
      filters.show ?? 'open',
      filters.q ?? '',
      filters.kind ?? '',
      filters.place ?? '',
      filters.topic ?? '',
    ],
    queryFn: ({ pageParam, signal }) =>
      call(OPEN_ROLE_ROUTES.list, { query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
}

export function useRole(id: string) {
  return useEndpointQuery(roleKey(id), OPEN_ROLE_ROUTES.role, { params: { id } });
}

function useRoleWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => void refreshQueries(queryClient, OPEN_ROLES_KEY) });
}

export function usePostRole() {
  return useRoleWrite((body: RoleInput) => call(OPEN_ROLE_ROUTES.post, { body }));
}

export function useRenewRole() {
  return useRoleWrite((id: string) => call(OPEN_ROLE_ROUTES.renew, { params: { id } }));
}

export function useCloseRole() {
  return useRoleWrite((id: string) => call(OPEN_ROLE_ROUTES.close, { params: { id } }));
}

export function useSayInterested() {
  return useRoleWrite((id: string) => call(OPEN_ROLE_ROUTES.interested, { params: { id } }));
}

export function usePinRole() {
  return useRoleWrite(({ id, pinned }: { id: string; pinned: boolean }) =>
    call(OPEN_ROLE_ROUTES.adminPin, { params: { id }, body: { pinned } }),
  );
}

export function useEditRole() {
  return useRoleWrite(({ id, body }: { id: string; body: RoleInput }) =>
    call(OPEN_ROLE_ROUTES.adminEdit, { params: { id }, body }),
  );
}

export function useRemoveRole() {
  return useRoleWrite(({ id, body }: { id: string; body: RemoveRole }) =>
    call(OPEN_ROLE_ROUTES.adminRemove, { params: { id }, body }),
  );
}
