// A member's own data (issue 37, decision 059): the exports they asked for, and the deletion of their account
// they (or an organiser for them) scheduled. Both belong to the account, so both go with it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;

/** One 'Download my data': made in the background (a job), stored as a ZIP, downloadable by its owner for 7 days. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('preparing'),
    /** The stored ZIP's key; null until ready, and again once its 7 days are over and the file is removed. */
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** When the download link stops working: 7 days after it was ready. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    check('data_exports_status_check', sql`${t.status} in ('preparing', 'ready', 'failed')`),
    index('data_exports_user_idx').on(t.userId, t.requestedAt.desc()),
  ],
);

/**
 * An account's deletion, waiting its 14 days: one row an account. Signing in cancels it: a trigger of
 * migration 0033 sets `cancelled_at` when a session of the account is created, whichever way it signs in.
 * The jobs (the reminder 2 days before, the erasure) do nothing unless the row is still waiting and was
 * requested at the time they were scheduled for.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    eraseAt: timestamp('erase_at', { withTimezone: true }).notNull(),
    /** The organiser who started it for the member; null when the member asked. */
    requestedByUserId: text('requested_by_user_id'),
    requestedByEmail: text('requested_by_email'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('account_deletions_waiting_idx')
      .on(t.eraseAt)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

/** A code emailed to an account without a password, to confirm its deletion: only its hash is kept. */
export const accountDeletionCodes = pgTable('account_deletion_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong codes tried; the code is spent after 5. */
  attempts: smallint('attempts').notNull().default(0),
});
