// Blocking's calls (decision 055), through the contract's route table: whether the member blocks another
// (the Block / Unblock button), the list of members they blocked (the settings page), and the two writes.
import { useMutation } from '@tanstack/react-query';
import { BLOCK_ROUTES, BLOCKS_PAGE_SIZE } from '../../../common/contracts/blocks-routes';
import { call } from '../../lib/call';
import { useEndpointQuery, useInvalidateQueries, usePageQuery } from '../../lib/endpoint-query';

const KEY = ['blocks'] as const;

export function useBlockStatus(attendeeId: string) {
  return useEndpointQuery([...KEY, 'status', attendeeId], BLOCK_ROUTES.status, { params: { attendeeId } });
}

export function useBlockedMembers(page: number) {
  return usePageQuery([...KEY, 'list', page], BLOCK_ROUTES.list, { query: { page, pageSize: BLOCKS_PAGE_SIZE } });
}

/** Block (`blocked: true`) or unblock; every block query refreshes. */
export function useSetBlocked() {
  const invalidate = useInvalidateQueries(KEY);
  return useMutation({
    mutationFn: ({ attendeeId, blocked }: { attendeeId: string; blocked: boolean }) =>
      call(blocked ? BLOCK_ROUTES.block : BLOCK_ROUTES.unblock, { params: { attendeeId } }),
    onSuccess: invalidate,
  });
}
