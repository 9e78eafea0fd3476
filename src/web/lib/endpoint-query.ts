// How a feature's api.ts reads an endpoint through React Query, so every feature reads the same way:
// the call from the route table (decision 037), the request cancelled when the screen no longer needs it,
// and a failed read not retried behind the person's back (the screen says it failed and offers 'Try
// again'). A paged list keeps the page on screen while the next one loads; writes mark the lists they
// change stale.
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallInput, RouteDef, SuccessBody } from '../../common/contracts/endpoint';
import { call } from './call';

type ReadOptions = {
  /** False until the read has what it needs (an id picked, a figure chosen). */
  enabled?: boolean;
  /** False for what a person is editing or reading at length: coming back to the tab must not replace it. */
  refetchOnWindowFocus?: boolean;
  /** Reads again this often while the screen is open (a count the live stream does not carry now), or never. */
  refetchInterval?: number | false;
};

/** `call()` with the input and the query's abort signal; `call`'s own overloads need a concrete route. */
const callRoute = call as <R extends RouteDef>(
  route: R,
  options: CallInput<R> & { signal?: AbortSignal },
) => Promise<SuccessBody<R>>;

/** Reads `route` with `input`, cached under `queryKey`. */
export function useEndpointQuery<R extends RouteDef>(
  queryKey: QueryKey,
  route: R,
  input: CallInput<R>,
  options: ReadOptions = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => callRoute(route, { ...input, signal }),
    retry: false,
    ...options,
  });
}

/** One page of a server-paged list (or one period of figures): what is on screen stays while the next loads,
 * so the list does not blink empty and its pager can show it is busy (`isPlaceholderData`). */
export function usePageQuery<R extends RouteDef>(queryKey: QueryKey, route: R, input: CallInput<R>, options: ReadOptions = {}) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => callRoute(route, { ...input, signal }),
    placeholderData: keepPreviousData,
    retry: false,
    ...options,
  });
}

/** Marks every query under each key stale (the active ones read again); resolves when they have. For a
 * write whose answer changes what these lists show. */
export function useInvalidateQueries(...queryKeys: QueryKey[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
