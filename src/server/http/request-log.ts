// Every request's id, its one log line and its count (decision 076). The id is made here (or taken from a
// trusted proxy's X-Request-Id), returned in the X-Request-Id header, and carried by every line logged
// while the request is answered, whichever module logs it. The request's line names its route pattern, not
// its path: a path can hold a token (a sign-up link, an unsubscribe link, a calendar feed), a pattern
// cannot. While the server stops, each answer says `Connection: close`, so keep-alive clients reconnect to
// another server.
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { componentLog, runWithRequestId } from '../log/logger';
import type { Metrics } from '../metrics/metrics';
import type { Lifecycle } from './lifecycle';

const log = componentLog('http');

/** An id a proxy may pass on: short, and only characters that are safe in a log line and a header. */
const PASSED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** This process's random prefix, so two app servers never hand out the same id. */
const PROCESS_PREFIX = randomBytes(6).toString('base64url');
let requestCount = 0;

/**
 * A new request id: the process's prefix and a counter ('q3Xf9aK1-2s1'). An id names a request in the logs and
 * is no secret; reading 9 random bytes a request instead cost the members' poll 6.7% of the server's CPU
 * (bench:observability's profile: OpenSSL's generator, about 30 µs a call on the bench machine).
 */
export function newRequestId(): string {
  requestCount = (requestCount + 1) % Number.MAX_SAFE_INTEGER;
  return `${PROCESS_PREFIX}-${requestCount.toString(36)}`;
}

export function requestLog(options: { trustProxy: boolean; metrics: Metrics | null; lifecycle: Lifecycle }): MiddlewareHandler {
  return async (c, next) => {
    const passed = options.trustProxy ? c.req.header('x-request-id') : undefined;
    const requestId = passed && PASSED_ID.test(passed) ? passed : newRequestId();
    const started = performance.now();
    await runWithRequestId(requestId, async () => {
      await next();
      c.header('X-Request-Id', requestId);
      if (options.lifecycle.stopping()) c.header('Connection', 'close');
      const seconds = (performance.now() - started) / 1000;
      // After next(), the route index is the handler that answered: its pattern, such as /api/events/:id.
      const route = routePath(c);
      const status = c.res.status;
      options.metrics?.observeRequest({ method: c.req.method, route, status, seconds });
      // At debug (LOG_LEVEL=debug): the metrics count every request by route and status already, and a line a
      // request at info cost the members' poll 9% of its speed (bench:observability). Failures have lines of
      // their own (http, db, auth), at warn and error, with the same request id.
      if (log.isLevelEnabled('debug'))
        log.debug({ method: c.req.method, route, status, ms: Math.round(seconds * 1000) }, 'answered');
    });
  };
}
