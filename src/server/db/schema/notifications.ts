// Notifications and where each kind of news goes (issue 34). Keyed by the account (users.id), like the live
// streams: administrators receive notifications too, and some have no member row. Kinds and channels are
// common/contracts/notification-kinds.ts; a setting row exists only where the person changed a default.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * One piece of news for one person: who or what (`title`, a second line in `body`), where to act (`link`,
 * a path in the product), read or not. Kept 90 days (a nightly job removes older rows). `emailPending`:
 * the person takes a digest and the kind's email channel was on when this was written, so the next digest
 * carries it unless it was read first; the digest clears it as it sends. Every piece of news to an account
 * is written (deliver.ts), `inProduct` false when the person turned the kind's 'product' channel off.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailPending: boolean('email_pending').notNull().default(false),
    /** Shown in the list and counted by the bell: the kind's 'product' channel was on for the person when
     * it was written. A row not shown is kept only for the digest (`emailPending`) and the record. */
    inProduct: boolean('in_product').notNull().default(true),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_email_pending_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.emailPending}`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** A channel a person turned on or off for a kind; without a row, the kind's default holds. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check('notification_settings_channel', sql`${t.channel} in ('product', 'email', 'push')`),
  ],
);

/**
 * A person's digest and quiet hours, in their own zone. Without a row: no digest, no quiet hours, the
 * community's zone. `digestHour` 0–23 and `digestWeekday` 1 (Monday) – 7 in `timeZone`; quiet hours are
 * minutes after midnight, over midnight when the end is earlier than the start.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull().default('off'),
    digestHour: smallint('digest_hour').notNull().default(8),
    digestWeekday: smallint('digest_weekday').notNull().default(1),
    timeZone: text('time_zone').notNull(),
    quietStart: smallint('quiet_start'),
    quietEnd: smallint('quiet_end'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notification_preferences_digest', sql`${t.digest} in ('off', 'daily', 'weekly')`),
    check('notification_preferences_hour', sql`${t.digestHour} between 0 and 23`),
    check('notification_preferences_weekday', sql`${t.digestWeekday} between 1 and 7`),
    check(
      'notification_preferences_quiet',
      sql`(${t.quietStart} is null) = (${t.quietEnd} is null) and coalesce(${t.quietStart} between 0 and 1439 and ${t.quietEnd} between 0 and 1439 and ${t.quietStart} <> ${t.quietEnd}, true)`,
    ),
  ],
);
