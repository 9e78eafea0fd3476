// The browser's typed call of an endpoint (decision 037): the address from the feature's route table (no
// zod), the answer's type from its schema (types only, erased). Errors are api()'s, unchanged.
import { endpointUrl, type CallInput, type RouteDef, type SuccessBody } from '../../common/contracts/endpoint';
import { api } from './api';

type Options<R extends RouteDef> = CallInput<R> & { signal?: AbortSignal };

/** `call(POST_ROUTES.bySlug, { params: { slug } })`: the answer of its success status, typed. */
export function call<R extends RouteDef>(
  route: R,
  ...[options]: Record<never, never> extends Options<R> ? [Options<R>?] : [Options<R>]
): Promise<SuccessBody<R>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: object;
    signal?: AbortSignal;
  };
  return api(endpointUrl(route, params, query), {
    method: route.method,
    body: body as Record<string, unknown> | undefined,
    signal,
  });
}
