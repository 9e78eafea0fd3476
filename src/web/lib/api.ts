// The one way the browser talks to the server: same-origin JSON with the session cookie. Failures become
// an ApiError carrying the HTTP status, a stable code and a message for people, whichever of the two
// error shapes the server used: ours ({error:{code,message,fields}}) or Better Auth's ({code,message}).
import { GENERAL_MESSAGES } from '../../common/messages';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the server does not offer this endpoint (yet). */
  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** A read refused because what it names is not there (a member left the directory, a post was removed). */
export const isNotFound = (error: unknown): error is ApiError => error instanceof ApiError && error.isNotFound;

type Json = Record<string, unknown> | unknown[];

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Json;
  signal?: AbortSignal;
};

function fallbackMessage(status: number): string {
  if (status === 429) return GENERAL_MESSAGES.tooManyRequests;
  if (status === 401) return GENERAL_MESSAGES.signInRequired;
  if (status === 404) return GENERAL_MESSAGES.notFound;
  if (status === 502 || status === 503 || status === 504) return GENERAL_MESSAGES.unavailable;
  return GENERAL_MESSAGES.serverError;
}

function fallbackCode(status: number): string {
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 404) return 'NOT_FOUND';
  if (status === 401) return 'UNAUTHORIZED';
  if (status >= 500) return 'SERVER_ERROR';
  return 'HTTP_' + status;
}

/** Reads an error body in either shape; unknown bodies get a plain message for the status. */
export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const nested = (body as { error?: unknown }).error;
    if (nested && typeof nested === 'object') {
      const { code, message, fields } = nested as { code?: unknown; message?: unknown; fields?: unknown };
      return new ApiError(
        status,
        typeof code === 'string' ? code : fallbackCode(status),
        typeof message === 'string' && message ? message : fallbackMessage(status),
        fields && typeof fields === 'object' ? (fields as Record<string, string>) : {},
      );
    }
    const { code, message } = body as { code?: unknown; message?: unknown };
    if (typeof code === 'string' || typeof message === 'string') {
      // The server rewrites Better Auth's 429 to say how long to wait, in the same words as ours.
      const text = typeof message === 'string' && message ? message : fallbackMessage(status);
      return new ApiError(status, typeof code === 'string' ? code : fallbackCode(status), text);
    }
  }
  return new ApiError(status, fallbackCode(status), fallbackMessage(status));
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body ? 'POST' : 'GET');
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', GENERAL_MESSAGES.unavailable);
  }

  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) throw toApiError(response.status, body);
  if (text && body === undefined) {
    // A 200 that is not JSON is usually the SPA's index.html for an endpoint that does not exist.
    throw new ApiError(response.status, 'NOT_JSON', GENERAL_MESSAGES.serverError);
  }
  return body as T;
}

/** True for a 4xx: the server looked at the request and said what is wrong with it, in words for people. */
export function isExplainedRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message !== '';
}

/**
 * The message to show for any thrown value. A 4xx carries the server's own explanation ('Request not
 * found', a field's rule, 'Too many attempts…'): show it. Anything else (a 5xx, the network, a page that
 * answered HTML, a bug in the browser) tells the reader nothing they can act on: show the caller's text,
 * which is the spec's words for that action ('Failed to ban user'), or a plain one.
 */
export function errorMessage(error: unknown, fallback: string = GENERAL_MESSAGES.serverError): string {
  return isExplainedRefusal(error) ? error.message : fallback;
}
