// The notification bus (decision 023): one LISTEN on the 'fmc_live' channel per app server, through a
// connection of its own (on PGlite, its in-process listen). Everything that must reach every app server
// travels on it as one JSON message of NOTIFY (under its 8,000-byte limit, so ids only):
//   {k:'event', id, to, type, data}  a live event, written to live_events in the same statement (publish.ts)
//   {k:'users', u:[ids]}             what these accounts are changed (a session ended, a ban…): triggers of
//                                    migration 0009 send it at commit, whoever made the change
//   {k:'all'}                        the same for a change too large to list
//   {k:'ping', i, n}                 this server's own check that the channel works
// The bus knows whether the channel works right now: connected, listening, and its own ping came back
// within PING_TIMEOUT_MS. Sessions are kept in memory only while it does (auth/session-memory.ts).
import { randomBytes } from 'node:crypto';
import type { DatabaseHandle, ListeningConnection } from '../db/client';
import { componentLog } from '../log/logger';

const liveLog = componentLog('live');

export const LIVE_CHANNEL = 'fmc_live';

export type BusEvent = { id: number; to: string; type: string; data: Record<string, unknown> };
export type UsersChanged = readonly string[] | 'all';

type BusMessage = ({ k: 'event' } & BusEvent) | { k: 'users'; u: string[] } | { k: 'all' } | { k: 'ping'; i: string; n: number };

/** How often the bus checks the channel by sending itself a ping, and how late its echo may be. */
export const PING_INTERVAL_MS = 1_000;
export const PING_TIMEOUT_MS = 3_000;
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export type LiveBus = {
  /** Whether a change announced now will reach this server: listening, and its last ping came back in time. */
  healthy(): boolean;
  /** Resolves once the channel has worked (the first ping came back). */
  ready(): Promise<void>;
  onEvent(listener: (event: BusEvent) => void): void;
  onUsersChanged(listener: (users: UsersChanged) => void): void;
  /** Called when healthy() changes; after a loss, `true` means messages may have been missed meanwhile. */
  onHealthChange(listener: (healthy: boolean) => void): void;
  close(): Promise<void>;
};

/** The bus's own lines (a lost channel, its return) through the logger (decision 076). */
const logBusLine = (line: string) => liveLog.error(line);

export function createLiveBus(database: Pick<DatabaseHandle, 'listen'>, log: (line: string) => void = logBusLine): LiveBus {
  const instance = randomBytes(6).toString('hex');
  const eventListeners: Array<(event: BusEvent) => void> = [];
  const usersListeners: Array<(users: UsersChanged) => void> = [];
  const healthListeners: Array<(healthy: boolean) => void> = [];
  let connection: ListeningConnection | null = null;
  let closed = false;
  let wasHealthy = false;
  let lastEchoAt = 0;
  let pingSeq = 0;
  let reconnectDelay = RECONNECT_FIRST_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let readyResolve: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => (readyResolve = resolve));

  const isHealthy = () => connection !== null && Date.now() - lastEchoAt < PING_TIMEOUT_MS;

  function settleHealth() {
    const now = isHealthy();
    if (now === wasHealthy) return;
    wasHealthy = now;
    if (now) readyResolve();
    for (const listener of healthListeners) listener(now);
  }

  function receive(payload: string) {
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      return;
    }
    if (message.k === 'ping') {
      if (message.i === instance) {
        lastEchoAt = Date.now();
        settleHealth();
      }
    } else if (message.k === 'event') {
      const event: BusEvent = { id: Number(message.id), to: message.to, type: message.type, data: message.data ?? {} };
      for (const listener of eventListeners) listener(event);
    } else if (message.k === 'users' && Array.isArray(message.u)) {
      for (const listener of usersListeners) listener(message.u);
    } else if (message.k === 'all') {
      for (const listener of usersListeners) listener('all');
    }
  }

  function ping() {
    const current = connection;
    if (current) {
      current.notify(LIVE_CHANNEL, JSON.stringify({ k: 'ping', i: instance, n: ++pingSeq })).catch(() => undefined);
    }
    settleHealth();
  }

  function lost(error: Error) {
    if (closed) return;
    const gone = connection;
    connection = null;
    void gone?.close();
    log(`the notification channel was lost (${error.message}); reconnecting`);
    settleHealth();
    scheduleConnect();
  }

  function scheduleConnect() {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, reconnectDelay);
    reconnectTimer.unref();
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
  }

  async function connect() {
    if (closed) return;
    try {
      const opened = await database.listen(LIVE_CHANNEL, receive, lost);
      if (closed) {
        await opened.close();
        return;
      }
      connection = opened;
      reconnectDelay = RECONNECT_FIRST_MS;
      ping();
    } catch (error) {
      log(`cannot listen for notifications (${(error as Error).message}); retrying`);
      scheduleConnect();
    }
  }

  // One timer per app server, and only on one that runs live delivery: never keeps the process alive.
  const pinger = setInterval(ping, PING_INTERVAL_MS);
  pinger.unref();
  void connect();

  return {
    healthy: isHealthy,
    ready: () => readyPromise,
    onEvent: (listener) => void eventListeners.push(listener),
    onUsersChanged: (listener) => void usersListeners.push(listener),
    onHealthChange: (listener) => void healthListeners.push(listener),
    async close() {
      closed = true;
      clearInterval(pinger);
      clearTimeout(reconnectTimer);
      const open = connection;
      connection = null;
      settleHealth();
      await open?.close();
    },
  };
}
