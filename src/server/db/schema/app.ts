// The product's own tables: every entity of spec section 3. Newsletters and blogs are one table,
// `posts` (NOTES.md); push_subscriptions keeps Web Push subscriptions (was admin_push_tokens) instead of vendor tokens.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  smallint,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import type { Audience } from '../../../common/contracts/member-fields';
import { users } from './auth';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A member's full name as its words: lower case, anything but letters and digits one space (the FAQ's flags). */
export const fullNameWords = (firstName: AnyPgColumn, lastName: AnyPgColumn) =>
  sql<string>`btrim(regexp_replace(lower(${firstName} || ' ' || ${lastName}), '[^[:alnum:]]+', ' ', 'g'))`;

/** Who sees one field of a member's profile (common/contracts/member-fields.ts: AUDIENCES). */
const audienceColumn = (name: string, fallback: Audience) => text(name).$type<Audience>().notNull().default(fallback);

export const attendees = pgTable(
  'attendees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    company: text('company'),
    jobTitle: text('job_title'),
    industry: text('industry'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** The member's home (/) was last opened then (POST /api/home/seen); `homePreviousVisitAt` is when the visit
     * before this one began: a newsletter published since is 'New' (features/dashboard/member-home.ts). */
    homeSeenAt: timestamp('home_seen_at', { withTimezone: true }),
    homePreviousVisitAt: timestamp('home_previous_visit_at', { withTimezone: true }),
    /**
     * The member's first question sent, first introduction (sent or received) and first event answered,
     * kept by PostgreSQL as they happen (migration 0018, decision 030): the joining funnel of community
     * health reads them on the row it finds by email instead of looking each up in three tables.
     */
    firstQuestionAt: timestamp('first_question_at', { withTimezone: true }),
    firstIntroductionAt: timestamp('first_introduction_at', { withTimezone: true }),
    firstRsvpAt: timestamp('first_rsvp_at', { withTimezone: true }),
    // The directory's profile (issue 33, decision 043): each optional; who sees each part is the
    // `…VisibleTo` column beside it (common/contracts/member-fields.ts holds the list and the defaults).
    headline: text('headline'),
    city: text('city'),
    country: text('country'),
    /** 'What I can help with' and 'What I need now': what recommendations match (one against the other). */
    offering: text('offering'),
    lookingFor: text('looking_for'),
    websiteUrl: text('website_url'),
    linkedinUrl: text('linkedin_url'),
    /** The stored photo's key prefix (its sizes are `<key>-<size>.webp`); null: initials. */
    photoKey: text('photo_key'),
    /** False: the member left the directory (in no list or search; their page is for their connections). */
    inDirectory: boolean('in_directory').notNull().default(true),
    photoVisibleTo: audienceColumn('photo_visible_to', 'members'),
    headlineVisibleTo: audienceColumn('headline_visible_to', 'members'),
    companyVisibleTo: audienceColumn('company_visible_to', 'members'),
    jobTitleVisibleTo: audienceColumn('job_title_visible_to', 'members'),
    industryVisibleTo: audienceColumn('industry_visible_to', 'members'),
    summaryVisibleTo: audienceColumn('summary_visible_to', 'members'),
    locationVisibleTo: audienceColumn('location_visible_to', 'members'),
    interestsVisibleTo: audienceColumn('interests_visible_to', 'members'),
    offeringVisibleTo: audienceColumn('offering_visible_to', 'members'),
    lookingForVisibleTo: audienceColumn('looking_for_visible_to', 'members'),
    linksVisibleTo: audienceColumn('links_visible_to', 'members'),
    emailVisibleTo: audienceColumn('email_visible_to', 'connections'),
    /** The directory's copies of the latest bio and of the skills and topics (one a line), kept by PostgreSQL
     * from attendee_summaries and attendee_interests (migration 0021, decision 047): directory_entries'
     * words are made from the row alone (migration 0024, decision 049). */
    directorySummary: text('directory_summary'),
    directoryInterests: text('directory_interests'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the Members Log search matches, kept by PostgreSQL (decision 016): the full name, email, company,
     * job title and industry, lower-cased, one per line. A search without a line break lies within one of
     * them, so `search_text LIKE lower(pattern)` is the spec's case-insensitive match; a trigram index serves it.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || E'\\n' || email || E'\\n' || coalesce(company, '') || E'\\n' || coalesce(job_title, '') || E'\\n' || coalesce(industry, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('attendees_email_lower_key').on(sql`lower(${t.email})`),
    index('attendees_archived_created_idx').on(t.archived, t.createdAt.desc()),
    // The Members Log with 'Show Archived' and the members export: newest first, ties broken by id.
    index('attendees_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    // The FAQ editor looks up members' full names found in a text, written as its words (contracts/answers.ts).
    index('attendees_full_name_words_idx').on(fullNameWords(t.firstName, t.lastName)),
    // A new open role is matched to the members whose Looking for shares its words (decision 069).
    index('attendees_looking_for_words_idx').using('gin', sql`to_tsvector('simple', coalesce(${t.lookingFor}, ''))`),
    ...[
      t.photoVisibleTo,
      t.headlineVisibleTo,
      t.companyVisibleTo,
      t.jobTitleVisibleTo,
      t.industryVisibleTo,
      t.summaryVisibleTo,
      t.locationVisibleTo,
      t.interestsVisibleTo,
      t.offeringVisibleTo,
      t.lookingForVisibleTo,
      t.linksVisibleTo,
      t.emailVisibleTo,
    ].map((column) => check(`attendees_${column.name}`, sql`${column} in ('members', 'connections', 'organisers')`)),
  ],
);

export const attendeeInterests = pgTable(
  'attendee_interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    interestName: text('interest_name').notNull(),
    category: text('category'),
    createdAt: createdAt(),
  },
  (t) => [
    index('attendee_interests_attendee_idx').on(t.attendeeId),
    // The directory's skills filter: the members with one skill, whatever its case and spaces.
    index('attendee_interests_name_idx').on(sql`lower(btrim(${t.interestName}))`, t.attendeeId),
  ],
);

/**
 * The skills and topics the organisers curate (issue 33): what the profile form offers first when a
 * member names theirs. A member's own list stays in attendee_interests, by name (free ones included), so
 * renaming or merging a topic rewrites those names.
 */
export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('topics_name_lower_key').on(sql`lower(${t.name})`)],
);

export const attendeeSummaries = pgTable(
  'attendee_summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    summaryText: text('summary_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('attendee_summaries_attendee_idx').on(t.attendeeId)],
);

export const bannedUsers = pgTable(
  'banned_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    bannedAt: timestamp('banned_at', { withTimezone: true }).notNull().defaultNow(),
    bannedReason: text('banned_reason').notNull().default('Administrative action'),
  },
  (t) => [uniqueIndex('banned_users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'signed_up'] as const;

export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    token: text('token').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    status: text('status', { enum: ACCESS_REQUEST_STATUSES }).notNull().default('pending'),
    approved: boolean('approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    used: boolean('used').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('access_requests_status_check', sql`${t.status} in ('pending', 'approved', 'signed_up')`),
    index('access_requests_email_lower_idx').on(sql`lower(${t.email})`),
    index('access_requests_open_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} <> 'signed_up'`),
  ],
);

export const CONVERSATION_STATUSES = ['pending', 'answered'] as const;
export const CONVERSATION_STEPS = [
  'name_completed',
  'question_selected',
  'answer_provided',
  'followup_provided',
  'complete',
] as const;

export type QuestionAndAnswer = { question: string; answer: string };

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    question: text('question'),
    answer: text('answer'),
    followup: text('followup'),
    sharePermission: boolean('share_permission').notNull().default(false),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('pending'),
    step: text('step', { enum: CONVERSATION_STEPS }).notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    questionsAndAnswers: jsonb('questions_and_answers').$type<QuestionAndAnswer[]>().notNull().default([]),
    adminResponse: text('admin_response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** When the team first replied (a second answer moves responded_at, never this): the response times. */
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    /** Who first replied, as their email then was: the response times' count per organiser. */
    firstResponderEmail: text('first_responder_email'),
    viewed: boolean('viewed').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /** When the member was emailed that their question, published to the FAQ, helped others: only once. */
    faqToldAt: timestamp('faq_told_at', { withTimezone: true }),
  },
  (t) => [
    check('conversations_status_check', sql`${t.status} in ('pending', 'answered')`),
    check(
      'conversations_step_check',
      sql`${t.step} in ('name_completed', 'question_selected', 'answer_provided', 'followup_provided', 'complete')`,
    ),
    index('conversations_user_timestamp_idx').on(t.userId, t.timestamp.desc()),
    index('conversations_email_lower_idx').on(sql`lower(${t.email})`),
    // The admin inbox's three lists (spec 7.1), each newest first, ties broken by id as the lists sort:
    // the first page is then read from the index instead of sorting every row of the list.
    index('conversations_pending_idx')
      .on(t.timestamp.desc(), t.id.desc())
      .where(sql`${t.status} = 'pending' and ${t.step} = 'complete' and ${t.archived} = false`),
    index('conversations_answered_idx')
      .on(t.timestamp.desc(), t.id.desc())
      .where(sql`${t.status} = 'answered' and ${t.step} = 'complete' and ${t.archived} = false`),
    index('conversations_archived_idx')
      .on(t.timestamp.desc(), t.id.desc())
      .where(sql`${t.step} = 'complete' and ${t.archived} = true`),
    // A member's replies, polled every 30 seconds: matched by account, or by email when the entry has none.
    index('conversations_member_replies_idx')
      .on(t.userId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'answered' and ${t.step} = 'complete'`),
    // The response times read the questions asked in the last weeks, with their first reply and who gave
    // it: from the index alone (migration 0018).
    index('conversations_asked_idx')
      .on(t.timestamp, t.firstRespondedAt, t.firstResponderEmail)
      .where(sql`${t.step} = 'complete'`),
  ],
);

/**
 * A connection request's life (decision 022): 'pending' until the other member answers; 'declined' after
 * 'Not now' (the requester still sees 'Request sent' until the 30 days end); 'accepted' makes it a
 * connection; 'withdrawn' by the requester; 'expired' once its 30 days passed without an acceptance
 * (written when the pair is next touched: until then a 'pending' or 'declined' row past `expires_at` is
 * just as expired); 'removed' when either member removes the connection.
 */
export const CONNECTION_REQUEST_STATUSES = ['pending', 'declined', 'accepted', 'withdrawn', 'expired', 'removed'] as const;

/** One member asking to be introduced to another; an accepted request is their connection. */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromAttendeeId: uuid('from_attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    toAttendeeId: uuid('to_attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CONNECTION_REQUEST_STATUSES }).notNull().default('pending'),
    /** The requester's note, plain text; never shown to administrators. */
    note: text('note'),
    /** The 'Why Connect?' text as the recipient reads it, written when their email goes. */
    reason: text('reason'),
    createdAt: createdAt(),
    /** 30 days after it was sent: until then the requester sees 'Request sent', whatever the answer. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the recipient said 'Not now'. Kept after expiry: it holds off the same requester for 90 days. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When it was withdrawn, expired or (as a connection) removed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'connection_requests_status_check',
      sql`${t.status} in ('pending', 'declined', 'accepted', 'withdrawn', 'expired', 'removed')`,
    ),
    check('connection_requests_not_self_check', sql`${t.fromAttendeeId} <> ${t.toAttendeeId}`),
    check('connection_requests_note_length_check', sql`char_length(${t.note}) <= 500`),
    // One live request or connection per pair, whichever way it was asked: a second click, a second tab
    // or the other member asking at the same moment can never make two.
    uniqueIndex('connection_requests_live_pair_key')
      .on(sql`least(${t.fromAttendeeId}, ${t.toAttendeeId})`, sql`greatest(${t.fromAttendeeId}, ${t.toAttendeeId})`)
      .where(sql`${t.status} in ('pending', 'declined', 'accepted')`),
    // A pair's history either way (recommendations, the 90-day rule, the weekly limit).
    index('connection_requests_from_to_idx').on(t.fromAttendeeId, t.toAttendeeId),
    index('connection_requests_to_from_idx').on(t.toAttendeeId, t.fromAttendeeId),
    // The lists, newest first: requests received, requests sent, connections from either side.
    index('connection_requests_received_idx')
      .on(t.toAttendeeId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'pending'`),
    index('connection_requests_sent_idx')
      .on(t.fromAttendeeId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('pending', 'declined')`),
    index('connection_requests_accepted_from_idx')
      .on(t.fromAttendeeId, t.acceptedAt.desc())
      .where(sql`${t.status} = 'accepted'`),
    index('connection_requests_accepted_to_idx')
      .on(t.toAttendeeId, t.acceptedAt.desc())
      .where(sql`${t.status} = 'accepted'`),
    // The administrators' figures for the month.
    index('connection_requests_created_idx').on(t.createdAt),
    index('connection_requests_accepted_at_idx')
      .on(t.acceptedAt)
      .where(sql`${t.acceptedAt} is not null`),
    index('connection_requests_expires_idx').on(t.expiresAt),
  ],
);

/** The generated 'Why Connect?' text, kept until either profile changes (NOTES.md). */
export const recommendationTexts = pgTable(
  'recommendation_texts',
  {
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    recommendedAttendeeId: uuid('recommended_attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    profilesFingerprint: text('profiles_fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.attendeeId, t.recommendedAttendeeId] }),
    // A profile edit forgets the texts about that member too, not only the ones shown to them.
    index('recommendation_texts_recommended_idx').on(t.recommendedAttendeeId),
  ],
);

/** One row (id = 1): optional overrides of the sidebar's default targets. */
export const sidebarUrls = pgTable(
  'sidebar_urls',
  {
    id: integer('id').primaryKey().default(1),
    askFmc: text('ask_fmc'),
    upcomingEvents: text('upcoming_events'),
    pastEvents: text('past_events'),
    newsletters: text('newsletters'),
    aiTools: text('ai_tools'),
    openRoles: text('open_roles'),
    memberLocation: text('member_location'),
    contact: text('contact'),
    updatedAt: updatedAt(),
  },
  (t) => [check('sidebar_urls_single_row_check', sql`${t.id} = 1`)],
);

export const spotlightCarousel = pgTable(
  'spotlight_carousel',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('spotlight_display_order_check', sql`${t.displayOrder} >= 0`),
    index('spotlight_active_order_idx').on(t.isActive, t.displayOrder),
  ],
);

export const POST_STATUSES = ['draft', 'published'] as const;

/** Newsletters and blogs: one kind of post (NOTES.md). */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: POST_STATUSES }).notNull().default('published'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('posts_status_check', sql`${t.status} in ('draft', 'published')`),
    index('posts_published_idx')
      .on(t.publishedAt.desc())
      .where(sql`${t.status} = 'published'`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    speakers: text('speakers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text('location'),
    link: text('link'),
    /** What the event is, as the organisers wrote it: plain text, paragraphs and links shown safely (decision 040). */
    description: text('description'),
    /** A cover picture: an upload's path on this site or an https address (as the posts' covers). */
    coverImageUrl: text('cover_image_url'),
    /** Most members Going at once; null is no limit. Past it, 'Going' joins the waitlist (decision 025). */
    capacity: integer('capacity'),
    /** The meeting address: shown only to members Going and to administrators, never in a list. */
    onlineLink: text('online_link'),
    /** When an administrator cancelled it; the event stays, marked, so calendars can be told (METHOD:CANCEL). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** iCalendar SEQUENCE: one more at each change a calendar must follow (time, place, links, cancellation). */
    sequence: integer('sequence').notNull().default(0),
    /** One more each time the attendee list (Going and listed) changes: 'People to meet here' kept for an
     * older list is computed again. */
    listVersion: integer('list_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_date_idx').on(t.date), check('events_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 1`)],
);

export const RSVP_STATUSES = ['going', 'maybe', 'not_going', 'waitlist'] as const;

/** A member's answer to one event (decision 025). Every write to an event's answers first locks the event's
 * row, so the count of Going never passes the capacity, whatever runs at the same time. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RSVP_STATUSES }).notNull(),
    /** The member agreed to appear on the event's attendee list (default off). */
    showOnList: boolean('show_on_list').notNull().default(false),
    /** When the member joined the waitlist: the first in is the first promoted. */
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    /** Checked in by an administrator after the event started: 'You went'. */
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.attendeeId] }),
    check('event_rsvps_status_check', sql`${t.status} in ('going', 'maybe', 'not_going', 'waitlist')`),
    check('event_rsvps_waitlist_check', sql`(${t.status} = 'waitlist') = (${t.waitlistedAt} is not null)`),
    // The counts by status, read on every event page and list.
    index('event_rsvps_event_status_idx').on(t.eventId, t.status),
    // Who is promoted next.
    index('event_rsvps_waitlist_idx')
      .on(t.eventId, t.waitlistedAt, t.attendeeId)
      .where(sql`${t.status} = 'waitlist'`),
    // A member's own answers: their lists, 'You went', their calendar feed.
    index('event_rsvps_attendee_idx').on(t.attendeeId, t.status),
  ],
);

/** 'People to meet here' as last ranked for one member at one event (decision 025): the ids only, in
 * order, for the attendee list's version; read back through the same visibility rules every time. */
export const eventPeopleToMeet = pgTable(
  'event_people_to_meet',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    picks: uuid('picks').array().notNull(),
    listVersion: integer('list_version').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.attendeeId] })],
);

/** A member's personal calendar feed: the token is the only key, so only its hash is kept (decision 025). */
export const calendarFeeds = pgTable('calendar_feeds', {
  attendeeId: uuid('attendee_id')
    .primaryKey()
    .references(() => attendees.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token, hex: what a feed request is looked up by. */
  tokenHash: text('token_hash').notNull().unique(),
  /** Random; with the server's secret it makes the token again, so the profile can show the address. */
  nonce: text('nonce').notNull(),
  createdAt: createdAt(),
});

export const adminUsers = pgTable('admin_users', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Web Push subscriptions, one per browser (decision 008, issue 34): any member's or administrator's. A
 * browser belongs to whoever subscribed it last, so the endpoint is unique; a push service's 404 or 410
 * removes the row. Was admin_push_tokens (administrators only) until issue 34.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/** The community's settings administrators change from the dashboard: one row (id 1). */
export const communitySettings = pgTable(
  'community_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** How soon a member's question should have its first reply (the response times' target). */
    responseTargetHours: integer('response_target_hours').notNull().default(48),
    /** How many open questions one member may be asked in a week (issue 36; decision 057). */
    questionRequestsPerWeek: integer('question_requests_per_week').notNull().default(3),
    /** The community's time zone as member_active_weeks buckets activity in it; the app writes TIME_ZONE here
     * (and rebuilds the weeks) when they differ. Null until then: the triggers wait for it. */
    timeZone: text('time_zone'),
    /** The community's time zone as the administrators chose it (at setup, then in the dashboard; decision
     * 040). Null until chosen: UTC. TIME_ZONE, when set, wins over it. Read through communityTimeZone(). */
    chosenTimeZone: text('chosen_time_zone'),
    /** Who must have two-factor sign-in (decision 060): 'nobody', 'administrators' or 'everyone'. */
    twoFactorRequiredFor: text('two_factor_required_for').notNull().default('nobody'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('community_settings_one_row', sql`${t.id} = 1`),
    check('community_settings_target_range', sql`${t.responseTargetHours} between 1 and 720`),
    check('community_settings_question_requests_range', sql`${t.questionRequestsPerWeek} between 0 and 50`),
    check(
      'community_settings_two_factor_required_for',
      sql`${t.twoFactorRequiredFor} in ('nobody', 'administrators', 'everyone')`,
    ),
  ],
);

/**
 * The weeks each account was active in (community health, decision 030): one row an account a community
 * week (Monday, in community_settings.time_zone), kept by PostgreSQL. Triggers of migration 0017 write it
 * as activity happens (a session begun or renewed, a sign-in, a question, an event answered, an
 * introduction sent, accepted or declined), so a week's figure reads its rows instead of every sign.
 */
export const memberActiveWeeks = pgTable(
  'member_active_weeks',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The latest sign of the account in that week. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.userId] }),
    index('member_active_weeks_seen_idx').on(t.weekStart, t.lastSeenAt.desc()),
    // An account's weeks: the few deactivated accounts and administrators left out of each week's figure,
    // and the rows an account's deletion removes.
    index('member_active_weeks_user_idx').on(t.userId, t.weekStart),
  ],
);

/**
 * How many accounts each community week holds in member_active_weeks, kept by PostgreSQL's triggers on it
 * (migration 0018): a week's figure is this count less the few deactivated accounts and administrators
 * in the week, instead of a count of tens of thousands of rows at every read. Each week's count is split
 * over 16 slots by account, so sign-ins at the same moment rarely wait on the same row; a week is the sum.
 */
export const memberActiveWeekTotals = pgTable(
  'member_active_week_totals',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    accounts: integer('accounts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.slot] })],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The columns a directory list reads, in both directory_entries and its copy without words, directory_filters
 * (decision 077): made anew for each table. */
const listedColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  listed: boolean('listed').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  industry: text('industry'),
  industryVisibleTo: text('industry_visible_to').$type<Audience>().notNull(),
  place: text('place'),
  locationVisibleTo: text('location_visible_to').$type<Audience>().notNull(),
  /** The skills and topics as written (trimmed), and lower-cased for the filter's index. */
  topics: text('topics').array().notNull(),
  topicKeys: text('topic_keys').array().notNull(),
  interestsVisibleTo: text('interests_visible_to').$type<Audience>().notNull(),
});

/** The indexes of a list's filters and its default order, on either table, named after it. */
const listedIndexes = (
  table: string,
  t: Record<'attendeeId' | 'createdAt' | 'industry' | 'place' | 'topicKeys', ExtraConfigColumn>,
) => [
  index(`${table}_created_idx`).on(t.createdAt.desc(), t.attendeeId.desc()),
  index(`${table}_industry_idx`).on(sql`lower(${t.industry})`),
  index(`${table}_place_idx`).on(sql`lower(${t.place})`),
  index(`${table}_topics_idx`).using('gin', t.topicKeys),
];

/**
 * What the members' directory reads of each member (decision 049, migration 0024): a narrow copy of the
 * attendees row, written by PostgreSQL on every insert and every change of a field it copies, so a search
 * and its facet counts read a few thousand short rows that stay in memory instead of the wide member rows.
 * `listed`: in the directory, onboarded, not archived, not deactivated, not an organiser (written again when
 * users.banned, banned_users or admin_users change). Industry, place and
 * skills are kept with their audience; the search's words per audience as weighted tsvectors (the name A,
 * headline and offering B, looking-for, company, job title and skills C, the bio D): `words_members` what every
 * member may see, `words_connections` only the fields shown to connections alone, `words_organisers` only
 * those shown to organisers alone, so a connection searches `words_members || words_connections`.
 */
export const directoryEntries = pgTable(
  'directory_entries',
  {
    attendeeId: uuid('attendee_id')
      .primaryKey()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    email: text('email').notNull(),
    ...listedColumns(),
    wordsMembers: tsvector('words_members').notNull(),
    wordsConnections: tsvector('words_connections').notNull(),
    wordsOrganisers: tsvector('words_organisers').notNull(),
  },
  (t) => [
    ...listedIndexes('directory_entries', t),
    index('directory_entries_words_members_idx').using('gin', t.wordsMembers),
    index('directory_entries_words_all_idx').using(
      'gin',
      sql`(${t.wordsMembers} || ${t.wordsConnections} || ${t.wordsOrganisers})`,
    ),
  ],
);

/**
 * The entries without their words (decision 077, migration 0037): what a directory list without a search reads,
 * written with each entry by PostgreSQL. A list without a search counts its facets over every member of the
 * chosen values (tens of thousands at 100,000 members); in directory_entries the words, which such a list never
 * reads, were three fifths of every row it read. A search reads directory_entries, where its words and the
 * filters combine in one bitmap of their indexes. Same column names as directory_entries.
 */
export const directoryFilters = pgTable(
  'directory_filters',
  {
    attendeeId: uuid('attendee_id')
      .primaryKey()
      .references(() => directoryEntries.attendeeId, { onDelete: 'cascade' }),
    ...listedColumns(),
  },
  (t) => [...listedIndexes('directory_filters', t)],
);

/**
 * Answers from the team (issue 20, decision 031): an answered question its member allowed to be shared,
 * published without a name. One entry per question; the entry outlives the question (no name to keep).
 * `search` is kept by PostgreSQL: the question weighs more than the answer in the full-text ranking.
 */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .unique()
      .references(() => conversations.id, { onDelete: 'set null' }),
    topic: text('topic'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english', question), 'A') || setweight(to_tsvector('english', answer), 'B')`),
  },
  (t) => [
    index('faq_entries_search_idx').using('gin', t.search),
    index('faq_entries_published_idx').on(t.publishedAt.desc(), t.id.desc()),
  ],
);

/**
 * Who did what to whom, and why (decision 028): every administrator action, written in the transaction of
 * the change it describes. Append-only: a trigger of migration 0014 refuses UPDATE, DELETE and TRUNCATE,
 * so the actor is kept as written (no foreign key that a deleted account would null).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    /** The member's email the action was about, when it was about a member. */
    targetEmail: text('target_email'),
    /** On whom or what, as people read it: the target email, or the event's, newsletter's or picture's title. */
    subject: text('subject'),
    reason: text('reason'),
    /** Before → after of each field the action changed (AuditChange[]). */
    changes: jsonb('changes').$type<Array<{ field: string; from: unknown; to: unknown }>>(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_target_idx').on(sql`lower(${t.targetEmail})`, t.createdAt.desc()),
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_actor_idx').on(sql`lower(${t.actorEmail})`, t.createdAt.desc()),
  ],
);

/** Fixed-window counters for our own endpoints' rate limits (Better Auth keeps its own table). Shared
 * by every app server because it lives in the database. */
export const requestLimits = pgTable('request_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Sessions a ban ended. A browser still holding one is told it was deactivated (so it shows the ban
 * message) instead of looking like any signed-out visitor. Rows older than a session's life are pruned. */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    token: text('token').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ended_sessions_user_idx').on(t.userId)],
);

/**
 * What live streams carried in the last ten minutes (decision 023): a stream that reconnects with
 * Last-Event-ID is sent what it missed, whichever app server it reaches. `recipient` is a user id, or
 * 'admins' for every administrator. `data` holds ids and counts only; pages fetch details through the
 * guarded routes. Rows older than ten minutes are never sent and are pruned by every app server.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_recipient_idx').on(t.recipient, t.id), index('live_events_created_at_idx').on(t.createdAt)],
);
