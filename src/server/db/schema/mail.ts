// Addresses the mail server refused for good (issue 34): a permanent SMTP refusal (5xx) at send time marks
// the address, and no news goes to it until the person fixes it ('try again' clears the mark and sends a
// check). Keyed by the address as compared everywhere (lower case), not by account: the refusal is the
// address's, and an access link to an address with no account yet is held back by it too.
import { pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const undeliverableAddresses = pgTable('undeliverable_addresses', {
  email: text('email').primaryKey(),
  /** The SMTP reply code (550, 553…). */
  code: smallint('code').notNull(),
  /** The mail server's words, one line, at most 300 characters: what the member and the organisers see. */
  reason: text('reason').notNull(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
});
