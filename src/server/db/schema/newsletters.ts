// Newsletters by email (issue 34): a send per post, recorded when it is published with 'Also email it to
// members', and a row per recipient that the send's batch jobs claim one at a time (decision 053). The rows
// are the record of who was sent it, who was skipped (opted out since) and whose address refused it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './app';
import { users } from './auth';

/** One per emailed post: when it was queued, by whom, for how many, in how many batches of how many. */
export const newsletterSends = pgTable('newsletter_sends', {
  postId: uuid('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
  queuedBy: text('queued_by').references(() => users.id, { onDelete: 'set null' }),
  recipients: integer('recipients').notNull(),
  batches: integer('batches').notNull(),
  batchSize: integer('batch_size').notNull(),
  ratePerMinute: integer('rate_per_minute').notNull(),
});

export const NEWSLETTER_RECIPIENT_STATUSES = ['queued', 'sending', 'retrying', 'sent', 'failed', 'skipped'] as const;
export type NewsletterRecipientStatus = (typeof NEWSLETTER_RECIPIENT_STATUSES)[number];

/**
 * One member of one send. `queued` until its batch claims it (`sending`, committed before the email goes),
 * then `sent`, `failed` (the mail server refused it, or the server stopped mid-send: `detail` says which) or
 * `skipped` (turned newsletter emails off, or left, after it was queued); or `retrying` while the mail
 * layer's retries run after a temporary refusal, until they end (sent, skipped, or failed: refused for good
 * or given up after the last try). A row is never sent from twice.
 */
export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => newsletterSends.postId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batch: integer('batch').notNull(),
    status: text('status', { enum: NEWSLETTER_RECIPIENT_STATUSES }).notNull().default('queued'),
    detail: text('detail'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('newsletter_recipients_batch_idx').on(t.postId, t.batch, t.status),
    check('newsletter_recipients_status', sql`${t.status} in ('queued', 'sending', 'retrying', 'sent', 'failed', 'skipped')`),
  ],
);
