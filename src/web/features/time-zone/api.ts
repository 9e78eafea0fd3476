// The community's time zone (common/contracts/time-zone.ts): read it, choose another. A change refreshes
// every dashboard list, which show dates in it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIME_ZONE_ROUTES } from '../../../common/contracts/time-zone-routes';
import { call } from '../../lib/call';
import { useEndpointQuery } from '../../lib/endpoint-query';

const TIME_ZONE_QUERY_KEY = ['admin', 'time-zone'] as const;

export function useCommunityTimeZone() {
  return useEndpointQuery(TIME_ZONE_QUERY_KEY, TIME_ZONE_ROUTES.read, {});
}

export function useChooseTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => call(TIME_ZONE_ROUTES.choose, { body: { timeZone } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(TIME_ZONE_QUERY_KEY, saved.zone);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
