// Reads a server-sent events stream (GET /api/live) the way a browser's EventSource does: frames split by a
// blank line, `id:`, `event:`, `data:` fields, comment lines (heartbeats) kept apart. Raw HTTP on purpose:
// the typed client (call.ts) reads JSON answers, not a stream.
import { LIVE_ROUTES } from '../../src/common/contracts/live-routes';
import { TEST_ORIGIN } from './test-app';

export type SseMessage = { id?: string; event: string; data: string };

type Fetcher = { request(path: string, init: RequestInit): Response | Promise<Response> };

export type OpenStream = {
  status: number;
  response: Response;
  /** The next message of `event` (skipping others, which stay readable by `seen`), or throws after `timeoutMs`. */
  next(event: string, timeoutMs?: number): Promise<SseMessage>;
  /** Every message read so far. */
  seen: SseMessage[];
  comments: string[];
  /** Resolves true when the server closes the stream within `timeoutMs`. */
  closedWithin(timeoutMs: number): Promise<boolean>;
  /** The client goes away (a closed tab). */
  close(): Promise<void>;
};

export async function openLiveStream(
  app: Fetcher,
  cookie: string | undefined,
  options: { lastEventId?: string; path?: string } = {},
): Promise<OpenStream> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, accept: 'text/event-stream' };
  if (cookie) headers.cookie = cookie;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await app.request(options.path ?? LIVE_ROUTES.stream.path, { headers });
  const seen: SseMessage[] = [];
  const comments: string[] = [];
  let consumed = 0;
  let ended = false;
  let waiters: Array<() => void> = [];
  const wake = () => {
    const now = waiters;
    waiters = [];
    for (const waiter of now) waiter();
  };
  const reader =
    response.body && response.headers.get('content-type')?.startsWith('text/event-stream') ? response.body.getReader() : null;

  if (reader) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let at: number;
          while ((at = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            const message: SseMessage = { event: 'message', data: '' };
            let isMessage = false;
            for (const line of frame.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('id: ')) message.id = line.slice(4);
              else if (line.startsWith('event: ')) {
                message.event = line.slice(7);
                isMessage = true;
              } else if (line.startsWith('data: ')) {
                message.data += line.slice(6);
                isMessage = true;
              }
            }
            if (isMessage) seen.push(message);
          }
          wake();
        }
      } catch {
        /* cancelled */
      }
      ended = true;
      wake();
    })();
  } else {
    ended = true;
  }

  const waitFor = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}; seen: ${JSON.stringify(seen)}`)),
        timeoutMs,
      );
      const attempt = () => {
        const found = check();
        if (found !== undefined) {
          clearTimeout(timer);
          resolve(found);
        } else if (ended) {
          clearTimeout(timer);
          reject(new Error(`the stream ended while waiting for ${what}; seen: ${JSON.stringify(seen)}`));
        } else {
          waiters.push(attempt);
        }
      };
      attempt();
    });

  return {
    status: response.status,
    response,
    seen,
    comments,
    next(event, timeoutMs = 2000) {
      return waitFor(
        () => {
          const index = seen.findIndex((message, i) => i >= consumed && message.event === event);
          if (index < 0) return undefined;
          consumed = index + 1;
          return seen[index];
        },
        timeoutMs,
        `'${event}'`,
      );
    },
    async closedWithin(timeoutMs) {
      if (ended) return true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        const attempt = () => (ended ? (clearTimeout(timer), resolve(true)) : waiters.push(attempt));
        attempt();
      });
    },
    async close() {
      await reader?.cancel().catch(() => undefined);
      if (!reader) await response.body?.cancel().catch(() => undefined);
    },
  };
}
