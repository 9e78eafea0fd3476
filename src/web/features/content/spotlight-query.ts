// The members' spotlight items (GET /api/spotlight). Its own small module so that Boot can start the
// request for the member home before the member area's code has even run.
import { queryOptions } from '@tanstack/react-query';
import type { SpotlightItemView } from '../../../common/contracts/content';
import { CONTENT_ROUTES } from '../../../common/contracts/content-routes';
import type { SuccessBody } from '../../../common/contracts/endpoint';
import { api } from '../../lib/api';

export const SPOTLIGHT_QUERY_KEY = ['spotlight'] as const;

async function fetchSpotlight(): Promise<SpotlightItemView[]> {
  try {
    // api() with the route table's address and answer type: call()'s chunk stays off the member home (decision 037).
    return (await api<SuccessBody<typeof CONTENT_ROUTES.spotlight>>(CONTENT_ROUTES.spotlight.path)).items;
  } catch (error) {
    // List fetches show an empty list on error (spec 8).
    console.warn('[spotlight] could not load items', error);
    return [];
  }
}

export const spotlightQueryOptions = () =>
  queryOptions({ queryKey: SPOTLIGHT_QUERY_KEY, queryFn: fetchSpotlight, staleTime: 60_000, retry: false });
