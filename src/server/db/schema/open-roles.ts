// Open roles (issue 39, decision 069): a member posts a role they hire for; it is open until `expires_at`
// (30 days from posting or the last renewal) unless closed by its poster or removed by an organiser. Open
// is a query (`closed_at is null and removed_at is null and expires_at > now`), never a timer. Members are
// their `attendees` rows.
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { attendees, connectionRequests } from './app';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const openRoles = pgTable(
  'open_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    posterId: uuid('poster_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    company: text('company').notNull(),
    /** Where the role is ('' when only remote); `place_key` lower-cased for the filter's prefix match. */
    place: text('place').notNull(),
    placeKey: text('place_key').generatedAlwaysAs(sql`lower(place)`),
    remote: boolean('remote').notNull(),
    kind: text('kind').notNull(),
    /** Plain text as the member wrote it (trimmed). Never HTML. */
    description: text('description').notNull(),
    apply: text('apply').notNull(),
    /** The https address to apply at, when `apply` is 'link'. */
    applyUrl: text('apply_url'),
    /** Topics from the directory's list, as the list spells them; `topic_keys` lower-cased, for the filter. */
    topics: text('topics').array().notNull(),
    topicKeys: text('topic_keys').array().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: createdAt(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** Why an organiser removed it: its poster reads this. */
    removedReason: text('removed_reason'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', company), 'A') || setweight(to_tsvector('simple', place), 'B') || setweight(to_tsvector('simple', description), 'C')`,
      ),
  },
  (t) => [
    check('open_roles_kind_check', sql`${t.kind} in ('full-time', 'contract', 'advisory', 'board')`),
    check('open_roles_apply_check', sql`${t.apply} in ('introduction', 'link')`),
    check('open_roles_title_length_check', sql`char_length(${t.title}) <= 120`),
    check('open_roles_company_length_check', sql`char_length(${t.company}) <= 120`),
    check('open_roles_place_length_check', sql`char_length(${t.place}) <= 120`),
    check('open_roles_description_length_check', sql`char_length(${t.description}) <= 4000`),
    check('open_roles_reason_length_check', sql`char_length(${t.removedReason}) <= 500`),
    // The list: pinned first, then newest, among the roles neither closed nor removed (expiry is read per row).
    index('open_roles_list_idx')
      .on(t.pinned.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.closedAt} is null and ${t.removedAt} is null`),
    // The filters: kind with the list's order, a place's beginning, topics, the search words.
    index('open_roles_kind_idx')
      .on(t.kind, t.pinned.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.closedAt} is null and ${t.removedAt} is null`),
    index('open_roles_place_idx').on(sql`${t.placeKey} text_pattern_ops`),
    index('open_roles_topics_idx').using('gin', t.topicKeys),
    index('open_roles_search_idx').using('gin', t.search),
    // 'My roles' and the daily limit.
    index('open_roles_poster_idx').on(t.posterId, t.createdAt.desc()),
  ],
);

/** 'I'm interested': once per member and role, with the introduction request it travels with (if any). */
export const openRoleInterests = pgTable(
  'open_role_interests',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => openRoles.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => connectionRequests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.memberId] }),
    index('open_role_interests_member_idx').on(t.memberId),
    index('open_role_interests_request_idx').on(t.requestId),
  ],
);
