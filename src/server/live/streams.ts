// The open streams of one app server: who holds them, what reaches each, the heartbeat, and closing them
// when the session behind one ends. One map by account and one set of administrators' streams, so an
// event costs a lookup, not a scan; one heartbeat timer for all of them, running only while one is open.
// A session's end is announced (sign-out, ban, password change) but its expiry is not, so each stream
// also has one timer, at its session's expiry as last read: the session is read again then.
import { LIVE_HEARTBEAT_MS, LIVE_STREAMS_PER_MEMBER } from '../../common/contracts/live';
import type { BusEvent, LiveBus, UsersChanged } from './bus';
import { ADMINS, MEMBERS } from './publish';

export type LiveStream = {
  userId: string;
  admin: boolean;
  /** Sends one event; the stream buffers it until it has caught up with the log. */
  deliver(event: BusEvent): void;
  /** A comment line, so proxies and the browser see the stream is alive. */
  heartbeat(): void;
  /** Until when the session the stream was opened with allows it (its expiry, ms since the epoch), read
   * from the database now; null when it no longer does. */
  allowedUntil(): Promise<number | null>;
  /** 'ended': the session is over (the page is told, and must not reconnect); 'closing': the server stops. */
  end(reason: 'ended' | 'closing'): void;
};

export type StreamHub = {
  /** Adds a stream, or answers false when its member already holds the most allowed. */
  add(stream: LiveStream): boolean;
  /** Reads the stream's session now: ends the stream when the session is over, else sets its expiry
   * timer. Answers whether the stream is still open; rejects when the database cannot be read. */
  check(stream: LiveStream): Promise<boolean>;
  remove(stream: LiveStream): void;
  count(): number;
  closeAll(): void;
};

/** Re-checks run a few at a time: a change to every account ('all') must not fire one query per stream at once. */
const RECHECKS_AT_ONCE = 4;
/** The longest an expiry timer waits (setTimeout fires at once past about 24.8 days, and sessions last 30):
 * a session further off is read again on the way, once a day. */
const LONGEST_WAIT_MS = 86_400_000;

/** A stream's expiry timer, and the newest check whose answer set it (an older answer arriving late must
 * not undo a newer one). */
type Expiry = { timer?: NodeJS.Timeout; checkApplied: number };

export function createStreamHub(
  bus: LiveBus,
  options = { perMember: LIVE_STREAMS_PER_MEMBER, heartbeatMs: LIVE_HEARTBEAT_MS },
): StreamHub {
  const byUser = new Map<string, Set<LiveStream>>();
  const admins = new Set<LiveStream>();
  let total = 0;
  let heartbeat: NodeJS.Timeout | undefined;
  const recheckQueue: LiveStream[] = [];
  const queued = new Set<LiveStream>();
  let rechecking = 0;
  const expiries = new Map<LiveStream, Expiry>();
  let checksStarted = 0;

  function isOpen(stream: LiveStream) {
    return byUser.get(stream.userId)?.has(stream) ?? false;
  }

  async function check(stream: LiveStream) {
    const started = ++checksStarted;
    const until = await stream.allowedUntil();
    const expiry = expiries.get(stream);
    if (!expiry || !isOpen(stream)) return false;
    // An expiry already past cannot allow the stream, whatever answered it.
    if (until === null || until <= Date.now()) {
      stream.end('ended');
      return false;
    }
    if (started < expiry.checkApplied) return true;
    expiry.checkApplied = started;
    clearTimeout(expiry.timer);
    // At the expiry the session is read again: Better Auth may have extended it meanwhile (the member is
    // active in another tab, on any app server), and then the stream goes on until the new expiry.
    expiry.timer = setTimeout(() => recheck(stream), Math.min(until - Date.now(), LONGEST_WAIT_MS));
    expiry.timer.unref();
    return true;
  }

  function pumpRechecks() {
    while (rechecking < RECHECKS_AT_ONCE && recheckQueue.length > 0) {
      const stream = recheckQueue.shift()!;
      queued.delete(stream);
      if (!isOpen(stream)) continue;
      rechecking++;
      check(stream)
        // The database is unreachable: the stream cannot be vouched for, so it closes; the page
        // reconnects, and its session is checked again then.
        .catch(() => {
          if (isOpen(stream)) stream.end('closing');
        })
        .finally(() => {
          rechecking--;
          pumpRechecks();
        });
    }
  }

  function recheck(stream: LiveStream) {
    if (queued.has(stream)) return;
    queued.add(stream);
    recheckQueue.push(stream);
    pumpRechecks();
  }

  bus.onEvent((event) => {
    if (event.to === MEMBERS) {
      // A broadcast: every open stream is a member's or an administrator's (the route lets no one else in).
      for (const streams of byUser.values()) for (const stream of streams) stream.deliver(event);
      return;
    }
    const streams = event.to === ADMINS ? admins : byUser.get(event.to);
    if (streams) for (const stream of streams) stream.deliver(event);
  });
  bus.onUsersChanged((users: UsersChanged) => {
    if (users === 'all') {
      for (const streams of byUser.values()) for (const stream of streams) recheck(stream);
      return;
    }
    for (const userId of users) {
      const streams = byUser.get(userId);
      if (streams) for (const stream of streams) recheck(stream);
    }
  });

  return {
    add(stream) {
      let streams = byUser.get(stream.userId);
      if (streams && streams.size >= options.perMember) return false;
      if (!streams) byUser.set(stream.userId, (streams = new Set()));
      streams.add(stream);
      if (stream.admin) admins.add(stream);
      expiries.set(stream, { checkApplied: 0 });
      total++;
      if (!heartbeat) {
        heartbeat = setInterval(() => {
          for (const set of byUser.values()) for (const open of set) open.heartbeat();
        }, options.heartbeatMs);
        heartbeat.unref();
      }
      return true;
    },
    check,
    remove(stream) {
      const streams = byUser.get(stream.userId);
      if (!streams?.delete(stream)) return;
      if (streams.size === 0) byUser.delete(stream.userId);
      admins.delete(stream);
      clearTimeout(expiries.get(stream)?.timer);
      expiries.delete(stream);
      total--;
      if (total === 0 && heartbeat) {
        clearInterval(heartbeat);
        heartbeat = undefined;
      }
    },
    count: () => total,
    closeAll() {
      for (const streams of [...byUser.values()]) for (const stream of [...streams]) stream.end('closing');
    },
  };
}
