// What timed work has done, for the effects that must happen once (src/server/jobs/once.ts): a key per
// effect ('access-requests.digest:2026-11-25:<user id>'), taken before the effect and given back if it
// fails. The job queue itself (pg-boss) keeps its own tables in the `pgboss` schema (decision 021).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobOnceKeys = pgTable('job_once_keys', {
  key: text('key').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
});
