// The members' spotlight items (GET /api/spotlight). Its own small module so that Boot can start the
// request for the member home before the member area's code has even run.
import { queryOptions } from '@tanstack/react-query';
import type { SpotlightItemView } from '../../../common/contracts/content';
import { CONTENT_ROUTES } from '../../../common/contracts/content-routes';
import { call } from '../../lib/call';

export const SPOTLIGHT_QUERY_KEY = ['spotlight'] as const;

async function fetchSpotlight(): Promise<SpotlightItemView[]> {
  try {
    return (await call(CONTENT_ROUTES.spotlight)).items;
  } catch (error) {
    // List fetches show an empty list on error (spec 8).
    console.warn('[spotlight] could not load items', error);
    return [];
  }
}

export const spotlightQueryOptions = () =>
  queryOptions({ queryKey: SPOTLIGHT_QUERY_KEY, queryFn: fetchSpotlight, staleTime: 60_000, retry: false });
