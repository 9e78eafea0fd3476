// Answers from the team, the FAQ (issue 20, decision 031): the answers feature's contract. An answered
// question whose member said it may be shared, published by an administrator as an anonymous entry;
// members search the entries and are shown matching ones while they write a new question. Here: the
// messages, the request and response shapes, what the editor flags, and the endpoints; the rule that
// finds the flags is answers-flags.ts.
import { z } from 'zod';
import { PAGING_MESSAGES } from '../messages';
import { pageQuery, pageSizeQuery } from './paging';
import { ASK_MESSAGES, conversationIdSchema } from './ask';
import { ANSWERS_ROUTES } from './answers-routes';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { recordId, text } from './text';

// ---------------------------------------------------------------------------------------------------
// Messages

/** Answers from the team, the FAQ (issue 20): publishing a shared question and finding answers. */
export const FAQ_MESSAGES = {
  notFound: 'This FAQ entry no longer exists.',
  questionNotFound: 'Question not found',
  notShareable: 'This member did not give permission to share their question, so it cannot be published.',
  notAnswered: 'Answer this question before publishing it to the FAQ.',
  alreadyPublished: 'This question is already in the FAQ. Edit its entry instead.',
  questionRequired: 'Please write the question as members will read it.',
  questionTooLong: 'The question must be at most 6000 characters.',
  answerRequired: 'Please write the answer.',
  answerTooLong: 'The answer must be at most 10000 characters.',
  emailsLeft: 'Remove the email addresses before publishing: FAQ entries are anonymous.',
  namesLeft: (names: string[]) => `Still flagged: ${names.join(', ')}. Edit the names out, or confirm that they may stay.`,
  flaggedHere: (texts: string[]) => `Still flagged here: ${texts.join(', ')}.`,
  keepNamesInvalid: 'Keep names must be true or false.',
  conversationIdInvalid: 'Choose the answered question to publish.',
  searchTooLong: 'The search must be at most 200 characters.',
  textTooLong: 'The text to match must be at most 5000 characters.',
  invalidPage: PAGING_MESSAGES.invalidPage,
  invalidPageSize: PAGING_MESSAGES.invalidPageSize(50),
  published: 'Published to Answers from the team',
  updated: 'FAQ entry saved',
  unpublished: 'Removed from Answers from the team',
  loadFailed: 'The answers could not be loaded. Please try again.',
  /** Open questions into the FAQ (decision 058). */
  openQuestionNotFound: 'Question not found',
  noConsent: 'The member who asked did not agree to publish this question, so it cannot be published.',
  noHelpfulAnswer: 'No answer to this question was marked helpful yet: there is nothing to publish.',
  questionHidden: 'This question is hidden from members, so it cannot be published.',
  openQuestionsFailed: 'The open questions could not be loaded. Please try again.',
  /** The asker's news when their open question is published (never names anyone: it is theirs alone). */
  questionPublishedTitle: 'Your question is in Answers from the team',
  questionPublishedBody: 'Other members can find it there now, with the answers that helped you, without your name.',
  noOpenQuestions:
    'No open question is ready yet. One appears here when its asker agreed to publish it and an answer was marked helpful.',
} as const;
const M = FAQ_MESSAGES;

export const MAX_FAQ_QUESTION_LENGTH = 6000;
export const MAX_FAQ_ANSWER_LENGTH = 10000;
export const MAX_FAQ_SEARCH_LENGTH = 200;
/** The most entries suggested beside a question being written. */
export const FAQ_SUGGESTION_LIMIT = 3;
/** A question being written is matched once it has this many characters. */
export const FAQ_SUGGEST_MIN_LENGTH = 12;

// ---------------------------------------------------------------------------------------------------
// Requests

/** GET /api/faq and GET /api/admin/faq: every entry newest first, or those matching `q` best first. */
export const faqListQuerySchema = z.object({
  q: text({ max: MAX_FAQ_SEARCH_LENGTH, tooLong: M.searchTooLong }).default(''),
  page: pageQuery,
  pageSize: pageSizeQuery(10, 50),
});
export type FaqListQuery = z.input<typeof faqListQuerySchema>;

/** GET /api/faq/suggestions?text=: the entries closest to a question being written. */
export const faqSuggestionQuerySchema = z.object({
  text: text({ max: 5000, tooLong: M.textTooLong, shape: 'multi-line' }).default(''),
});

const entryText = {
  question: text({ max: MAX_FAQ_QUESTION_LENGTH, tooLong: M.questionTooLong, required: M.questionRequired, shape: 'multi-line' }),
  answer: text({ max: MAX_FAQ_ANSWER_LENGTH, tooLong: M.answerTooLong, required: M.answerRequired, shape: 'multi-line' }),
  /** Publish although names are still flagged (a name the administrator chose to keep). Emails never stay. */
  keepNames: z.boolean({ error: M.keepNamesInvalid }).default(false),
};

/** POST /api/admin/faq: publish an answered, shareable question. */
export const publishFaqSchema = z.object({ conversationId: recordId(M.conversationIdInvalid), ...entryText });
export type PublishFaqRequest = z.input<typeof publishFaqSchema>;

/** POST /api/admin/faq/open-questions: publish an open question its asker agreed to, with its helpful answers. */
export const publishOpenQuestionSchema = z.object({ questionId: recordId(M.openQuestionNotFound), ...entryText });
export type PublishOpenQuestionRequest = z.input<typeof publishOpenQuestionSchema>;

/** GET /api/admin/faq/open-questions?page */
export const faqOpenQuestionQuerySchema = z.object({ page: pageQuery, pageSize: pageSizeQuery(10, 50) });
export type FaqOpenQuestionQuery = z.input<typeof faqOpenQuestionQuerySchema>;

/** PUT /api/admin/faq/:id */
export const updateFaqSchema = z.object(entryText);
export type UpdateFaqRequest = z.input<typeof updateFaqSchema>;

export const faqEntryIdSchema = recordId(M.notFound);

// ---------------------------------------------------------------------------------------------------
// Responses

// Answers. Strict objects: in tests and development the server checks each answer against them, so a
// field added on one side only fails there (decision 037). Dates are ISO 8601.

/** An entry as members read it: no name, no email, nothing that leads back to who asked. */
const faqEntrySchema = z.strictObject({
  id: z.string(),
  /** The Ask question it was asked under ('What problem do you need to solve?'), if known. */
  topic: z.string().nullable(),
  question: z.string(),
  answer: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** Administrators also see which Ask question it came from (an open question's entry has none: decision 058). */
const adminFaqEntrySchema = faqEntrySchema.extend({ conversationId: z.string().nullable() });
export type AdminFaqEntry = z.infer<typeof adminFaqEntrySchema>;

const faqPageOf = <Entry extends z.ZodType>(entry: Entry) =>
  z.strictObject({
    items: z.array(entry),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** The search as it was applied ('' for none). */
    q: z.string(),
  });
export type FaqPage<Entry extends FaqEntry = FaqEntry> = Omit<z.infer<ReturnType<typeof faqPageOf>>, 'items'> & {
  items: Entry[];
};

const faqSuggestionsSchema = z.strictObject({ items: z.array(faqEntrySchema) });
export type FaqSuggestions = z.infer<typeof faqSuggestionsSchema>;

/** What the editor flags: the asking member's name or email, any email address, another member's name. */
export const FLAG_KINDS = ['member-name', 'email', 'other-member'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];
export const FLAG_KIND_LABELS: Record<FlagKind, string> = {
  'member-name': 'the member’s name',
  email: 'an email address',
  'other-member': 'another member’s name',
};

/** A name to look for: its words in order. One word is matched only where it starts with a capital. */
export type FlagTerm = { text: string; kind: Exclude<FlagKind, 'email'> };

/** GET /api/admin/conversations/:id/faq-draft: the editor's starting point. */
const faqDraftSchema = z.strictObject({
  conversationId: z.string(),
  topic: z.string().nullable(),
  /** The member's words, or the published entry's when `entryId` is set. */
  question: z.string(),
  /** The team's reply, or the published entry's answer. */
  answer: z.string(),
  /** Set when the question is already published: the editor then edits that entry. */
  entryId: z.string().nullable(),
  /** The names to flag in the texts (the member's, and other members' found in them). */
  terms: z.array(z.strictObject({ text: z.string(), kind: z.enum(['member-name', 'other-member']) })),
});
export type FaqDraft = z.infer<typeof faqDraftSchema>;

/** An open question ready for the FAQ: its asker agreed and an answer was marked helpful. */
const faqOpenQuestionSchema = z.strictObject({
  id: z.string(),
  body: z.string(),
  topics: z.array(z.string()),
  askedAt: z.string(),
  helpfulAnswers: z.number().int(),
  /** Its entry, once published. */
  entryId: z.string().nullable(),
});
export type FaqOpenQuestion = z.infer<typeof faqOpenQuestionSchema>;
const faqOpenQuestionPageSchema = z.strictObject({
  items: z.array(faqOpenQuestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FaqOpenQuestionPage = z.infer<typeof faqOpenQuestionPageSchema>;

/** GET /api/admin/questions/:id/faq-draft: the question and its helpful answers (or the published entry). */
const questionFaqDraftSchema = z.strictObject({
  questionId: z.string(),
  topic: z.string().nullable(),
  question: z.string(),
  answer: z.string(),
  entryId: z.string().nullable(),
  terms: z.array(z.strictObject({ text: z.string(), kind: z.enum(['member-name', 'other-member']) })),
});
export type QuestionFaqDraft = z.infer<typeof questionFaqDraftSchema>;

const faqActionResultSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  entry: adminFaqEntrySchema,
  /** Publishing only: whether the member was emailed that their question helped others (only ever once). */
  memberTold: z.boolean().optional(),
});
export type FaqActionResult = z.infer<typeof faqActionResultSchema>;

/** A publish or edit refused for what its text still holds: 400 EMAILS_LEFT, or 409 NAMES_FLAGGED (send
 * `keepNames: true` to publish anyway). `fields` says, per field, what is still flagged there. */
export const FLAGGED_CODES = { emails: 'EMAILS_LEFT', names: 'NAMES_FLAGGED' } as const;

// ---------------------------------------------------------------------------------------------------
// The endpoints (their route table, with methods, paths and access, is answers-routes.ts)

const entryParams = z.object({ id: faqEntryIdSchema });
const unknownEntry = { status: 404, message: M.notFound } as const;
const noSuchEntry = { 404: { description: `No entry has this id: '${M.notFound}'` } };
const flagged = {
  400: {
    description: `INVALID_INPUT or INVALID_JSON; or ${FLAGGED_CODES.emails}: email addresses are left in the text (\`fields\` says where).`,
  },
  409: {
    description: `${FLAGGED_CODES.names}: names are still flagged (\`fields\` says where); send keepNames: true to publish anyway.`,
  },
};

export const ANSWERS_SCHEMAS = {
  list: {
    summary: 'The FAQ entries matching a search, best first, or all of them newest first',
    query: faqListQuerySchema,
    responses: { 200: { description: 'One page, the total and the search applied.', schema: faqPageOf(faqEntrySchema) } },
  },
  suggestions: {
    summary: 'The few FAQ entries closest to a question being written',
    query: faqSuggestionQuerySchema,
    responses: { 200: { description: 'At most three entries, closest first.', schema: faqSuggestionsSchema } },
  },
  draft: {
    summary: "The FAQ editor's starting point for an answered question (its published entry if it has one)",
    params: z.object({ id: conversationIdSchema }),
    paramRefused: { status: 404, message: ASK_MESSAGES.notFound },
    responses: {
      200: { description: 'The texts, the entry if published, and the names to flag.', schema: faqDraftSchema },
      404: { description: `No complete question has this id: '${M.questionNotFound}'.` },
      409: { description: 'NOT_SHAREABLE or NOT_ANSWERED: the question cannot be published.' },
    },
  },
  adminList: {
    summary: 'The published entries with the questions they came from, searched like the members’ page',
    query: faqListQuerySchema,
    responses: { 200: { description: 'One page, the total and the search applied.', schema: faqPageOf(adminFaqEntrySchema) } },
  },
  publish: {
    summary: 'Publish an answered, shareable question as an anonymous FAQ entry',
    body: publishFaqSchema,
    responses: {
      201: { description: 'The new entry, and whether the member was told.', schema: faqActionResultSchema },
      404: { description: `No complete question has this id: '${M.questionNotFound}'.` },
      ...flagged,
      409: {
        description: `NOT_SHAREABLE, NOT_ANSWERED or ALREADY_PUBLISHED; or ${FLAGGED_CODES.names}: names are still flagged (send keepNames: true to publish anyway).`,
      },
    },
  },
  update: {
    summary: 'Edit what an entry says',
    params: entryParams,
    paramRefused: unknownEntry,
    body: updateFaqSchema,
    responses: { 200: { description: 'The entry as it now is.', schema: faqActionResultSchema }, ...noSuchEntry, ...flagged },
  },
  unpublish: {
    summary: 'Take an entry down from Answers from the team',
    params: entryParams,
    paramRefused: unknownEntry,
    responses: { 200: { description: 'The entry taken down.', schema: faqActionResultSchema }, ...noSuchEntry },
  },
  openQuestions: {
    summary: 'Open questions ready for the FAQ: the asker agreed and an answer was marked helpful, newest first',
    query: faqOpenQuestionQuerySchema,
    responses: { 200: { description: 'One page and the total.', schema: faqOpenQuestionPageSchema } },
  },
  questionDraft: {
    summary: "The FAQ editor's starting point for an open question: its words and its helpful answers",
    params: z.object({ id: recordId(M.openQuestionNotFound) }),
    paramRefused: { status: 404, message: M.openQuestionNotFound },
    responses: {
      200: { description: 'The texts, the entry if published, and the names to flag.', schema: questionFaqDraftSchema },
      404: { description: `No open question has this id: '${M.openQuestionNotFound}'.` },
      409: { description: 'NO_CONSENT, NO_HELPFUL_ANSWER or HIDDEN: the question cannot be published.' },
    },
  },
  publishQuestion: {
    summary: 'Publish an open question its asker agreed to, with its helpful answers, as an anonymous FAQ entry',
    body: publishOpenQuestionSchema,
    responses: {
      201: { description: 'The new entry.', schema: faqActionResultSchema },
      404: { description: `No open question has this id: '${M.openQuestionNotFound}'.` },
      ...flagged,
      409: {
        description: `NO_CONSENT, NO_HELPFUL_ANSWER, HIDDEN or ALREADY_PUBLISHED; or ${FLAGGED_CODES.names}: names are still flagged (send keepNames: true to publish anyway).`,
      },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const ANSWERS_ENDPOINTS = defineEndpoints('answers', ANSWERS_ROUTES, ANSWERS_SCHEMAS);
