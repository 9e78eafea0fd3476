// The headers every answer under /api leaves with. The API answers JSON to this site's own scripts, so it
// needs what OWASP's REST guidance asks of an API rather than a page's set: never stored (personal data),
// never sniffed as something else, nothing if opened or framed directly, not readable by another origin's
// no-cors request. Pages get the full set in app.ts; HSTS (on an https site) comes with them for the whole host.
import type { MiddlewareHandler } from 'hono';

export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
});

const JSON_WITH_API_HEADERS = Object.freeze({ 'content-type': 'application/json', ...API_HEADERS });

/** Marks the answers made by apiJson, which need nothing added. */
const COMPLETE = Symbol('api headers included');
type MarkedResponse = Response & { [COMPLETE]?: true };

/**
 * A JSON answer with the API's headers from the start, as one plain object. The server's adapter writes
 * such an answer straight out; adding headers afterwards (apiHeaders) first builds a WHATWG Headers object,
 * which cost the members' 30-second poll a twentieth of its throughput (bench/README.md).
 */
export function apiJson(value: unknown, status = 200): Response {
  const response: MarkedResponse = new Response(JSON.stringify(value), { status, headers: JSON_WITH_API_HEADERS });
  response[COMPLETE] = true;
  return response;
}

/** Every other answer under /api gets the headers it lacks; a header a route chose itself is kept. */
export const apiHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if ((c.res as MarkedResponse)[COMPLETE]) return;
  const headers = c.res.headers;
  for (const name in API_HEADERS) if (!headers.has(name)) headers.set(name, API_HEADERS[name]);
};
