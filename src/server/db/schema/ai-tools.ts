// AI Tools (issue 39 item 2, decision 071): a library of tools members use. A member suggests a tool; an
// organiser approves or declines it, edits it, removes it and sorts the library into categories. Members
// say they use a tool: one row each in `ai_tool_users`, and `ai_tools.use_count` kept equal to their number
// by a trigger in the same transaction (migration 0036), so the list sorts by use from one index.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { attendees } from './app';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const AI_TOOL_STATUSES = ['pending', 'approved', 'declined', 'removed'] as const;
export const AI_TOOL_PRICE_BANDS = ['free', 'freemium', 'paid', 'enterprise'] as const;

/** The organisers' categories, in the order they set. */
export const aiToolCategories = pgTable(
  'ai_tool_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ai_tool_categories_name_lower_key').on(sql`lower(${t.name})`),
    check('ai_tool_categories_name_length_check', sql`char_length(${t.name}) <= 60`),
  ],
);

export const aiTools = pgTable(
  'ai_tools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** An https address (the contract's rule, checked again when it is read). */
    link: text('link').notNull(),
    /** What it is for: plain text as the member wrote it. Never HTML. */
    purpose: text('purpose').notNull(),
    /** Topics from the directory's list, as the list spells them; `topic_keys` lower-cased, for the filter. */
    topics: text('topics').array().notNull(),
    topicKeys: text('topic_keys').array().notNull(),
    priceBand: text('price_band', { enum: AI_TOOL_PRICE_BANDS }).notNull(),
    /** Null: not in a category yet (or its category was deleted). */
    categoryId: uuid('category_id').references(() => aiToolCategories.id, { onDelete: 'set null' }),
    status: text('status', { enum: AI_TOOL_STATUSES }).notNull().default('pending'),
    /** The member who suggested it (member rows stay as shells when an account is erased, decision 059). */
    suggestedBy: uuid('suggested_by')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    /** The organiser who approved, declined or removed it (a user id, as the audit log keeps actors). */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was declined or removed: the suggester reads it. */
    reason: text('reason'),
    /** How many members use it: kept by the trigger on ai_tool_users (migration 0036). */
    useCount: integer('use_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ai_tools_status_check', sql`${t.status} in ('pending', 'approved', 'declined', 'removed')`),
    check('ai_tools_price_band_check', sql`${t.priceBand} in ('free', 'freemium', 'paid', 'enterprise')`),
    check('ai_tools_name_length_check', sql`char_length(${t.name}) <= 80`),
    check('ai_tools_purpose_length_check', sql`char_length(${t.purpose}) <= 600`),
    check('ai_tools_link_length_check', sql`char_length(${t.link}) <= 500`),
    check('ai_tools_reason_length_check', sql`char_length(${t.reason}) <= 500`),
    check('ai_tools_use_count_check', sql`${t.useCount} >= 0`),
    // One tool of a name in the library or waiting (a declined or removed one may be suggested again).
    uniqueIndex('ai_tools_name_lower_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.status} in ('pending', 'approved')`),
    // The members' list: approved tools by use, then name (a page is a range of this index).
    index('ai_tools_list_idx')
      .on(t.useCount.desc(), sql`lower(${t.name})`, t.id)
      .where(sql`${t.status} = 'approved'`),
    // The topic filter.
    index('ai_tools_topics_idx').using('gin', t.topicKeys),
    index('ai_tools_category_idx').on(t.categoryId),
    // The organisers' queue: suggestions waiting, oldest first.
    index('ai_tools_status_idx').on(t.status, t.createdAt),
    index('ai_tools_suggested_by_idx').on(t.suggestedBy),
  ],
);

/** A member who says they use a tool. */
export const aiToolUsers = pgTable(
  'ai_tool_users',
  {
    toolId: uuid('tool_id')
      .notNull()
      .references(() => aiTools.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.toolId, t.memberId] }), index('ai_tool_users_member_idx').on(t.memberId, t.toolId)],
);
