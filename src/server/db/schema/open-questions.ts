// Open questions (issue 36, decision 057): a member asks the team and the members who can help; the server
// routes the question to up to five members whose profile matches, and five more once if nobody answered
// in 48 hours. Members are their `attendees` rows. An anonymous question keeps its asker here (organisers
// see who asked); the routes never give the asker's name or id to another member.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { attendees, faqEntries } from './app';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The longest question and answer stored (the contract's limits; the database holds the same lines). */
const QUESTION_MAX = 2000;
const ANSWER_MAX = 4000;

export const openQuestions = pgTable(
  'open_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    /** Plain text as the member wrote it (trimmed). Never HTML. */
    body: text('body').notNull(),
    /** Topics from the directory's list, as the list spells them; `topic_keys` lower-cased, for the filter. */
    topics: text('topics').array().notNull(),
    topicKeys: text('topic_keys').array().notNull(),
    anonymous: boolean('anonymous').notNull(),
    /** The asker agrees that an organiser may publish it with its helpful answers to the FAQ. */
    faqConsent: boolean('faq_consent').notNull().default(false),
    /** Its entry in Answers from the team once an organiser published it (migration 0032, decision 058);
     * null again when the entry is taken down, so it may be published again. */
    faqEntryId: uuid('faq_entry_id')
      .unique()
      .references(() => faqEntries.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why an organiser hid it: the asker sees this. */
    hiddenReason: text('hidden_reason'),
    /** When the second five were asked (once); null: not yet, or never needed. */
    secondRoundAt: timestamp('second_round_at', { withTimezone: true }),
    /** The first answer by a member (not the team, not the asker): the Health tab's time to a member answer. */
    firstMemberAnswerAt: timestamp('first_member_answer_at', { withTimezone: true }),
    answerCount: integer('answer_count').notNull().default(0),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('open_questions_body_length_check', sql`char_length(${t.body}) <= ${sql.raw(String(QUESTION_MAX))}`),
    check('open_questions_reason_length_check', sql`char_length(${t.hiddenReason}) <= 500`),
    // The page: questions newest first (a page is a range of this index; the few hidden ones are skipped).
    index('open_questions_list_idx').on(t.createdAt.desc(), t.id.desc()),
    // The topic filter.
    index('open_questions_topics_idx').using('gin', t.topicKeys),
    index('open_questions_asker_idx').on(t.askerId, t.createdAt.desc()),
  ],
);

/** A member the question was offered to, in round 1 or 2. */
export const openQuestionRoutes = pgTable(
  'open_question_routes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => openQuestions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.memberId] }),
    check('open_question_routes_round_check', sql`${t.round} in (1, 2)`),
    // 'Asked of me' and the weekly cap: a member's requests newest first.
    index('open_question_routes_member_idx').on(t.memberId, t.createdAt.desc()),
  ],
);

export const openQuestionAnswers = pgTable(
  'open_question_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => openQuestions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Written by an organiser: badged 'From the team'. */
    fromTeam: boolean('from_team').notNull(),
    /** The asker marked it as one that helped. */
    helpfulAt: timestamp('helpful_at', { withTimezone: true }),
    thanksCount: integer('thanks_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('open_question_answers_body_length_check', sql`char_length(${t.body}) <= ${sql.raw(String(ANSWER_MAX))}`),
    check('open_question_answers_reason_length_check', sql`char_length(${t.hiddenReason}) <= 500`),
    index('open_question_answers_question_idx').on(t.questionId, t.createdAt.desc()),
    // 'Helped N members' and the top helpers: a member's answers marked helpful.
    index('open_question_answers_helpful_idx')
      .on(t.authorId, t.helpfulAt)
      .where(sql`${t.helpfulAt} is not null and ${t.hiddenAt} is null`),
  ],
);

export const openQuestionThanks = pgTable(
  'open_question_thanks',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => openQuestionAnswers.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.memberId] }), index('open_question_thanks_member_idx').on(t.memberId)],
);

/** Who pressed Follow (the asker, the routed members and the answerers follow without a row). */
export const openQuestionFollowers = pgTable(
  'open_question_followers',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => openQuestions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.memberId] }), index('open_question_followers_member_idx').on(t.memberId)],
);
