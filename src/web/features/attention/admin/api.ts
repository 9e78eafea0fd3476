// The admin home's one read (GET /api/admin/attention), refreshed by the dashboard's live stream when a
// question or an access request arrives (app/admin/use-admin-live.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ATTENTION_ROUTES } from '../../../../common/contracts/attention-routes';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { refreshQueries } from '../../../lib/refresh';

const NEEDS_ATTENTION_KEY = ['admin', 'attention'] as const;

export function useNeedsAttention() {
  return useEndpointQuery(NEEDS_ATTENTION_KEY, ATTENTION_ROUTES.needsAttention, {});
}

export function useRefreshNeedsAttention() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshQueries(queryClient, NEEDS_ATTENTION_KEY), [queryClient]);
}
