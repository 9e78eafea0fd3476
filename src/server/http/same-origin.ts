// Every write under /api comes from the site's own pages, as JSON. A page elsewhere can make a signed-in
// browser send a form (a 'simple' request: no preflight, the cookie attached, text/plain or form-encoded
// body), so a write is refused unless the browser says it comes from this site, and a JSON route refuses
// any body that is not JSON. SameSite=Lax stops other sites from attaching the cookie, but not another
// port of the same host (same site, different origin); this stops both. Better Auth's own origin check
// still runs behind this one on its routes. Reads are held to the browser's word too (sameOriginReads):
// a link or a redirect from another site opens a GET with the Lax cookie attached. See docs/decisions/017.
import type { MiddlewareHandler } from 'hono';
import { GENERAL_MESSAGES } from '../../common/messages';
import type { Config } from '../env';
import { apiJson } from './api-headers';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** The Vite dev server (npm run dev) serves the pages on its own port and forwards /api. */
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The origins whose pages may write: the site's own (PUBLIC_BASE_URL), and in development the dev server's. */
export function siteOrigins(config: Pick<Config, 'env' | 'publicBaseUrl'>): string[] {
  return [new URL(config.publicBaseUrl).origin, ...(config.env === 'development' ? DEV_SERVER_ORIGINS : [])];
}

export type SameOriginOptions = {
  /** Writes that legitimately come from another origin, each with its reason where it is listed. */
  crossOrigin: (method: string, path: string) => boolean;
  /** Writes whose body is not JSON (the multipart upload); the route checks its own type. */
  notJson: (method: string, path: string) => boolean;
};

/** Whether the request carries a body. Over HTTP/1.1 a body always comes with a length or chunked
 * encoding; a Request built in a test may have neither, but then fetch always gives it a type. */
function hasBody(headers: Headers): boolean {
  if (headers.has('transfer-encoding')) return true;
  const length = headers.get('content-length');
  if (length !== null) return length.trim() !== '0';
  return headers.has('content-type');
}

/** Whether the browser says the request comes from one of `allowed`. Browsers send Origin with every
 * write (`null` from sandboxed frames, files and some redirects: refused); without it, Sec-Fetch-Site
 * must say same-origin. A client that sends neither (curl, a script) must send Origin itself. */
function fromAllowedOrigin(headers: Headers, allowed: string[]): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return allowed.includes(origin);
  return headers.get('sec-fetch-site') === 'same-origin';
}

export function sameOriginWrites(config: Pick<Config, 'env' | 'publicBaseUrl'>, options: SameOriginOptions): MiddlewareHandler {
  const allowed = siteOrigins(config);
  return async (c, next) => {
    const method = c.req.method;
    if (!UNSAFE_METHODS.has(method)) return next();
    const path = c.req.path;
    const headers = c.req.raw.headers;
    if (!options.crossOrigin(method, path) && !fromAllowedOrigin(headers, allowed)) {
      return apiJson({ error: { code: 'FOREIGN_ORIGIN', message: GENERAL_MESSAGES.foreignOrigin } }, 403);
    }
    if (!options.notJson(method, path) && hasBody(headers) && !JSON_TYPE.test(headers.get('content-type') ?? '')) {
      return apiJson({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: GENERAL_MESSAGES.notJson } }, 415);
    }
    return next();
  };
}

/**
 * What a browser's Sec-Fetch-Site says of a read that may go ahead: it comes from this origin's own pages
 * (same-origin), or from no page at all (none: typed in, a bookmark). Anything else is another site
 * (cross-site) or another origin of this site (same-site: another port or subdomain), which the write
 * rule treats as foreign too.
 */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export type SameOriginReadsOptions = {
  /** Reads another site is meant to send a browser to, each with its reason where it is listed. */
  fromElsewhere: (path: string) => boolean;
};

/**
 * Every read under /api (GET, HEAD) that a browser says comes from elsewhere is refused before the caller
 * is known or any route runs. A page on another site can send a signed-in browser to any address by a
 * link or a redirect with the Lax cookie attached (a page on another port of this host, by an image too),
 * and a read that records something (an export's audit row, the home's visit) or costs something would
 * run as that person. All reads, not only those that
 * write today, so a new route is covered without being named. A request without Sec-Fetch-Site (curl,
 * a calendar app, an older browser) passes: no page of another site can make a current browser omit it
 * (browsers send it to https sites and localhost only; a plain-http site gets no help from this).
 */
export function sameOriginReads(options: SameOriginReadsOptions): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const site = c.req.raw.headers.get('sec-fetch-site');
    if (site === null || OWN_FETCH_SITES.has(site) || options.fromElsewhere(c.req.path)) return next();
    return apiJson({ error: { code: 'FOREIGN_ORIGIN', message: GENERAL_MESSAGES.foreignRead } }, 403);
  };
}
