// Live updates in the browser (decision 023): one EventSource on GET /api/live per tab, shared by every
// component that listens, with no library. While the stream is live the pages stop polling; whenever it
// is not (connecting, dropped, refused, or held back by a proxy that buffers it) they poll as before, every
// 30 seconds. A dropped stream reconnects with a growing, jittered delay and resumes where it was
// (?lastEventId=: each attempt is a new EventSource, which would not send Last-Event-ID by itself).
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { endpointUrl } from '../../common/contracts/endpoint';
import { LIVE_ENDED, LIVE_EVENT_TYPES, LIVE_READY, type LiveEvent } from '../../common/contracts/live';
import { LIVE_ROUTES } from '../../common/contracts/live-routes';

/** What listeners hear: the events, `resync` (refetch your counts: something may have been missed) and
 * `ended` (the session is over: ask who is signed in; the stream will not reconnect). */
export type LiveMessage = LiveEvent | { type: 'resync' } | { type: 'ended' };
export type LiveStatus = 'live' | 'polling';

/** A stream that has not said `ready` by then is being buffered on its way: poll instead, try again later. */
const READY_TIMEOUT_MS = 10_000;
const BUFFERED_RETRY_MS = 5 * 60_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;
const CLOSE_DELAY_MS = 1_000;

const listeners = new Set<(message: LiveMessage) => void>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'polling';
let source: EventSource | null = null;
let lastEventId = '';
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let readyTimer: ReturnType<typeof setTimeout> | undefined;
let ended = false;
/** Requests under way that end this tab's session and begin another (whileRenewingSession). */
let renewing = 0;
let endedWhileRenewing = false;

function setStatus(next: LiveStatus) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function emit(message: LiveMessage) {
  for (const listener of listeners) listener(message);
}

function drop() {
  clearTimeout(readyTimer);
  source?.close();
  source = null;
}

function retryIn(ms: number) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(connect, ms);
}

function connect() {
  retryTimer = undefined;
  drop();
  if (listeners.size === 0 || ended || typeof EventSource === 'undefined') return;
  const stream = new EventSource(endpointUrl(LIVE_ROUTES.stream, {}, { lastEventId }));
  source = stream;
  readyTimer = setTimeout(() => {
    drop();
    setStatus('polling');
    retryIn(BUFFERED_RETRY_MS);
  }, READY_TIMEOUT_MS);
  const receive = (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    try {
      return JSON.parse(event.data) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  stream.addEventListener(LIVE_READY, (event) => {
    clearTimeout(readyTimer);
    failures = 0;
    const { resync } = receive(event);
    setStatus('live');
    if (resync) emit({ type: 'resync' });
  });
  for (const type of LIVE_EVENT_TYPES) {
    stream.addEventListener(type, (event) => emit({ ...receive(event), type } as LiveEvent));
  }
  stream.addEventListener(LIVE_ENDED, () => {
    drop();
    setStatus('polling');
    // The tab is changing its own session: the old one ending is expected; the renewal decides.
    if (renewing > 0) {
      endedWhileRenewing = true;
      return;
    }
    ended = true;
    emit({ type: 'ended' });
  });
  // Dropped, refused (401, 429, 503) or the server went away: poll meanwhile and try again later.
  stream.onerror = () => {
    if (source !== stream) return;
    drop();
    setStatus('polling');
    failures++;
    const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
    retryIn(ceiling / 2 + Math.random() * (ceiling / 2));
  };
}

/**
 * Adds a listener to the tab's stream, opening it for the first; the answer removes it, and the stream
 * closes a moment after the last one leaves (another page of the same tab may listen again right away).
 */
export function subscribeLive(listener: (message: LiveMessage) => void): () => void {
  listeners.add(listener);
  // A new sign-in in this tab starts afresh.
  ended = false;
  if (!source && !retryTimer) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (listeners.size === 0) {
        drop();
        setStatus('polling');
      }
    }, CLOSE_DELAY_MS);
  };
}

/**
 * Runs `work`, a request that ends this tab's session and answers with a new one (a password change that
 * signs every other device out). The old session's stream ends on the way; heard then, that would send
 * the page to sign in before the new session's cookie arrives. So the ending waits for the answer: once
 * `work` succeeded the stream opens again, with the new session; if it failed, the ending is passed on
 * and the page asks who is signed in.
 */
export async function whileRenewingSession<T>(work: () => Promise<T>): Promise<T> {
  renewing++;
  let succeeded = false;
  try {
    const result = await work();
    succeeded = true;
    return result;
  } finally {
    renewing--;
    if (renewing === 0 && endedWhileRenewing) {
      endedWhileRenewing = false;
      if (succeeded) {
        connect();
      } else {
        ended = true;
        emit({ type: 'ended' });
      }
    }
  }
}

/** Listens to the tab's stream while mounted (and `enabled`). */
export function useLive(onMessage: (message: LiveMessage) => void, enabled = true) {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => (enabled ? subscribeLive((message) => latest.current(message)) : undefined), [enabled]);
}

export const liveStatus = () => status;

/** 'live' while the stream is open and caught up: polls may stop; 'polling' otherwise. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => status,
    () => 'polling',
  );
}
