// GET /api/live: the caller's stream of server-sent events (decision 023), as defined in
// common/contracts/live-schemas.ts (decision 037). Guarded like every member route (a visitor 401, not
// onboarded or deactivated 403); it carries this account's events, the broadcasts to every member, and the
// administrators' events only to an administrator. A reconnect names the last event it saw
// (Last-Event-ID, or ?lastEventId= from our client, which makes its own EventSource each time) and is
// first sent what it missed from the log, up to ten minutes back.
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { LIVE_ENDED, LIVE_MESSAGES, LIVE_READY, LIVE_RESUME_WINDOW_MS, type LiveReady } from '../../common/contracts/live';
import { LIVE_ENDPOINTS } from '../../common/contracts/live-schemas';
import type { Auth } from '../auth/auth';
import { recheckCaller, type AppEnv, type SignedInCaller } from '../auth/caller';
import type { Database } from '../db/client';
import { liveEvents } from '../db/schema';
import { endpointRoutes } from '../http/endpoints';
import { HttpError } from '../http/errors';
import type { BusEvent } from './bus';
import type { Live } from './live';
import { ADMINS, MEMBERS } from './publish';
import type { LiveStream } from './streams';
import { componentLog } from '../log/logger';

const log = componentLog('live');

/** At most this many missed events are replayed; past it the page is told to refetch instead. */
const REPLAY_LIMIT = 200;
/** Writes a client has not taken yet; past it the client is too slow (or gone) and the stream closes. */
const MAX_UNSENT_WRITES = 100;
/** What the browser waits before reconnecting by itself (our client reconnects with its own backoff). */
const RETRY_MS = 5_000;
/** After the server closes a stream, the page reconnects within 0.5 to 2.5 s (decision 076). */
export const reconnectAfterClosingMs = () => 500 + Math.floor(Math.random() * 2000);

const eventIdPattern = /^\d{1,15}$/;
const parseEventId = (raw: string | undefined) => (raw && eventIdPattern.test(raw) ? Number(raw) : null);

const formatEvent = (id: number, type: string, data: unknown) => `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Events for `recipients` after `since`, within the resume window, and whether some may be missing: the
 * event `since` names is no longer in the window (so events after it may have been pruned), or there are
 * more than REPLAY_LIMIT. A resync only costs the page a refetch of its counts.
 */
async function missedEvents(db: Database, recipients: string[], since: number | null) {
  const window = sql`now() - make_interval(secs => ${LIVE_RESUME_WINDOW_MS / 1000})`;
  const [{ head, sinceKept }] = await db
    .select({
      head: sql<number>`coalesce((select max(${liveEvents.id}) from ${liveEvents}), 0)`.mapWith(Number),
      sinceKept: sql<boolean>`exists (select 1 from ${liveEvents} where ${liveEvents.id} = ${since ?? -1} and ${liveEvents.createdAt} > ${window})`,
    })
    .from(sql`(select 1) as one`);
  // No Last-Event-ID: a new page, which loaded its counts a moment ago; refetching them closes the gap.
  if (since === null) return { head, events: [], resync: true };
  const events = await db
    .select({ id: liveEvents.id, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(and(gt(liveEvents.id, since), inArray(liveEvents.recipient, recipients), gt(liveEvents.createdAt, window)))
    .orderBy(asc(liveEvents.id))
    .limit(REPLAY_LIMIT + 1);
  const resync = !sinceKept || since > head || events.length > REPLAY_LIMIT;
  return { head, events: events.slice(0, REPLAY_LIMIT), resync };
}

export function liveRoutes({ db, auth, live }: { db: Database; auth: Auth; live: Live | undefined }) {
  return endpointRoutes(LIVE_ENDPOINTS, {
    stream: ({ c, caller }) => openStream(c, caller),
  });

  /** The stream itself: a Response of its own (text/event-stream), which the adapter sends as it is. */
  async function openStream(c: Context<AppEnv>, caller: SignedInCaller) {
    if (!live) throw new HttpError(503, 'LIVE_OFF', LIVE_MESSAGES.unavailable);
    const since = parseEventId(c.req.header('last-event-id') ?? c.req.query('lastEventId'));
    const headers = c.req.raw.headers;
    const admin = caller.kind === 'admin';

    let sink: SSEStreamingApi | null = null;
    let caughtUp = false;
    let unsent = 0;
    let finished = false;
    const buffered: BusEvent[] = [];
    let finish: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (finish = resolve));

    const write = (text: string) => {
      if (finished || !sink || sink.aborted) return;
      if (unsent >= MAX_UNSENT_WRITES) return stream.end('closing');
      unsent++;
      void sink.write(text).finally(() => unsent--);
    };
    const stream: LiveStream = {
      userId: caller.userId,
      admin,
      deliver(event) {
        if (caughtUp) write(formatEvent(event.id, event.type, event.data));
        else buffered.push(event);
      },
      heartbeat: () => write(': heartbeat\n\n'),
      async allowedUntil() {
        // From the database, never from memory: this is the check that ends a revoked or expired session's
        // stream. It never refreshes the session either: only the member's own requests keep it alive.
        const now = await recheckCaller(db, auth, headers);
        const same = now.caller.kind === caller.kind && 'sessionId' in now.caller && now.caller.sessionId === caller.sessionId;
        return same ? now.expiresAtMs : null;
      },
      end(reason) {
        if (finished) return;
        if (reason === 'ended') write(`event: ${LIVE_ENDED}\ndata: {}\n\n`);
        // The server stops (or lost its channel): the page is told to come back soon, at a moment of its own,
        // so that a server's pages do not all reconnect to the others in the same instant.
        else if (sink && !sink.aborted) void sink.write(`retry: ${reconnectAfterClosingMs()}\n\n`).catch(() => undefined);
        finished = true;
        live.hub.remove(stream);
        finish();
      },
    };
    // Counted before the answer starts, so the limit holds however many arrive at once.
    if (!live.hub.add(stream)) throw new HttpError(429, 'TOO_MANY_STREAMS', LIVE_MESSAGES.tooManyStreams);
    // Proxies that buffer (nginx) are asked not to; the client falls back to polling if one does anyway.
    c.header('X-Accel-Buffering', 'no');
    c.header('Cache-Control', 'no-store');

    return streamSSE(c, async (sse) => {
      sink = sse;
      sse.onAbort(() => stream.end('closing'));
      // The headers and a first line leave now, before the catching up below reads the database.
      write(': open\n\n');
      try {
        // The session may have ended between the caller check and the stream joining the hub; this check
        // also sets the stream to be checked again when the session is due to expire.
        if (await live.hub.check(stream)) {
          // Its own events, every member's broadcasts (decision 041) and, for an administrator, theirs.
          const recipients = admin ? [caller.userId, MEMBERS, ADMINS] : [caller.userId, MEMBERS];
          const missed = await missedEvents(db, recipients, since);
          const replayed = new Set<number>();
          for (const event of missed.events) {
            replayed.add(event.id);
            write(formatEvent(event.id, event.type, event.data));
          }
          const at = Math.max(missed.head, ...replayed);
          const ready: LiveReady = { resync: missed.resync };
          write(`id: ${at}\nevent: ${LIVE_READY}\nretry: ${RETRY_MS}\ndata: ${JSON.stringify(ready)}\n\n`);
          for (const event of buffered.splice(0)) {
            if (!replayed.has(event.id)) write(formatEvent(event.id, event.type, event.data));
          }
          caughtUp = true;
        }
        await done;
      } catch (error) {
        // The database failed while catching up: the page reconnects (with backoff) and tries again.
        log.error(`stream failed: ${(error as Error).message}`);
        stream.end('closing');
      } finally {
        live.hub.remove(stream);
      }
    });
  }
}
