// What features call to tell someone's open pages that something changed (decision 023):
//
//   await deps.live.publishToMember(tx, memberUserId, { type: 'reply', conversationId });
//   await deps.live.publishToAdmins(tx, { type: 'question', conversationId });
//   await deps.live.publishToMembers(tx, { type: 'events-changed', eventId });
//
// One statement writes the event to live_events (the log a reconnecting stream resumes from) and sends it
// on the channel with pg_notify. Inside a transaction, PostgreSQL (and PGlite) deliver the notification
// at commit, and not at all on a rollback: pass the transaction that makes the change, and the event
// exists exactly when the change does. Payloads are ids and counts: the page fetches the rest through
// the guarded routes. On an app server without live delivery (LIVE=false, and tests that do not ask for
// it) publishing does nothing.
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '../../common/contracts/live';
import type { Database } from '../db/client';
import { liveEvents } from '../db/schema';
import { LIVE_CHANNEL } from './bus';

/** The database or one of its transactions. */
export type LiveWriter = Pick<Database, 'execute'>;

export type LivePublisher = {
  publishToMember(db: LiveWriter, userId: string, event: LiveEvent): Promise<void>;
  publishToAdmins(db: LiveWriter, event: LiveEvent): Promise<void>;
  /** A broadcast (decision 041): one row that every open member stream receives, administrators' too. */
  publishToMembers(db: LiveWriter, event: LiveEvent): Promise<void>;
};

/** The recipient that stands for every administrator. */
export const ADMINS = 'admins';
/** The recipient that stands for every member. Only members and administrators hold a stream at all (the
 * route refuses visitors, accounts not onboarded and deactivated ones, and a deactivation ends the
 * account's streams), so 'every open stream' is exactly who may see a broadcast. */
export const MEMBERS = 'members';

/** Far below NOTIFY's 8,000 bytes: an event that needs more is carrying what the page should fetch. */
const MAX_DATA_BYTES = 1_000;

async function publish(db: LiveWriter, recipient: string, event: LiveEvent) {
  const { type, ...data } = event;
  const json = JSON.stringify(data);
  if (Buffer.byteLength(json) > MAX_DATA_BYTES) throw new Error(`live event '${type}' is too large: send ids, not content`);
  await db.execute(sql`
    with event as (
      insert into ${liveEvents} (recipient, type, data) values (${recipient}, ${type}, ${json}::jsonb)
      returning id, recipient, type, data
    )
    select pg_notify(${LIVE_CHANNEL}, json_build_object('k', 'event', 'id', event.id, 'to', event.recipient, 'type', event.type, 'data', event.data)::text)
    from event`);
}

export function createLivePublisher(enabled: boolean): LivePublisher {
  if (!enabled) {
    return {
      publishToMember: async () => undefined,
      publishToAdmins: async () => undefined,
      publishToMembers: async () => undefined,
    };
  }
  return {
    publishToMember: (db, userId, event) => publish(db, userId, event),
    publishToAdmins: (db, event) => publish(db, ADMINS, event),
    publishToMembers: (db, event) => publish(db, MEMBERS, event),
  };
}
