// Live delivery on one app server (decision 023): the bus (one LISTEN), the open streams, the publisher
// features call, and the pruning of the resume log. Made by createApp only when LIVE is on (the default
// outside tests), so an app without it opens no connection and starts no timer.
import { lt, sql } from 'drizzle-orm';
import { LIVE_RESUME_WINDOW_MS } from '../../common/contracts/live';
import type { DatabaseHandle } from '../db/client';
import { liveEvents } from '../db/schema';
import { createLiveBus, type LiveBus } from './bus';
import { createLivePublisher, type LivePublisher } from './publish';
import { createStreamHub, type StreamHub } from './streams';
import { componentLog } from '../log/logger';

const log = componentLog('live');

export type Live = {
  bus: LiveBus;
  hub: StreamHub;
  publisher: LivePublisher;
  /** Closes every stream (the pages reconnect elsewhere) and the listening connection. */
  close(): Promise<void>;
};

/** How often each app server deletes log rows past the resume window (any of them may; all do, cheaply). */
const PRUNE_EVERY_MS = 60_000;

export function createLive(database: DatabaseHandle): Live {
  const bus = createLiveBus(database);
  const hub = createStreamHub(bus);
  let lost = false;
  bus.onHealthChange((healthy) => {
    if (!healthy) {
      lost = true;
      return;
    }
    // Back after a loss: events sent meanwhile never reached this server. Each page reconnects and
    // resumes from the log with its Last-Event-ID, and its session is checked again.
    if (lost) hub.closeAll();
    lost = false;
  });
  const prune = setInterval(() => {
    database.db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, sql`now() - make_interval(secs => ${LIVE_RESUME_WINDOW_MS / 1000})`))
      .catch((error: Error) => log.error(`could not prune the event log: ${error.message}`));
  }, PRUNE_EVERY_MS);
  prune.unref();
  return {
    bus,
    hub,
    publisher: createLivePublisher(true),
    async close() {
      clearInterval(prune);
      hub.closeAll();
      await bus.close();
    },
  };
}
