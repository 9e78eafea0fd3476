// What timed work has done, for the effects that must happen once (src/server/jobs/once.ts): a key per
// effect ('access-requests.digest:2026-11-25:<user id>'), taken before the effect and given back if it
// fails. An effect that must not be skipped after a crash (a digest) holds the key under a lease until it is
// done (onceSurely): a key whose lease ran out was taken by a server that died, and may be taken again. The
// job queue itself (pg-boss) keeps its own tables in the `pgboss` schema (decision 021).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobOnceKeys = pgTable('job_once_keys', {
  key: text('key').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
  /** While an effect taken with onceSurely is under way: until when its taker holds it, and who that is. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  leaseId: text('lease_id'),
});
