// Open questions (issue 36, decision 057). The same words everywhere: a **question** is open when a member
// asked 'the team and members who can help'; it is **routed** (offered) to up to five members whose profile
// matches, five more once after 48 hours without a member's answer; an **answer** is a member's (or the
// team's, badged) reply; the asker marks answers **helpful**; anyone **thanks**. An anonymous asker's name
// and id reach no other member: every member-facing answer carries `asker: null` for them, and their own
// answers under it carry `author: null` with `byAsker: true`. Organisers always see who asked.
// The route table is open-questions-routes.ts.
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import {
  ANSWER_MAX_LENGTH,
  ANSWERS_PER_HOUR,
  ANSWERS_SHOWN,
  HIDE_REASON_MAX_LENGTH,
  MAX_REQUESTS_PER_WEEK,
  OPEN_QUESTION_ROUTES,
  QUESTION_MAX_LENGTH,
  QUESTION_TOPICS_MAX,
  QUESTIONS_PAGE,
  QUESTIONS_PER_DAY,
} from './open-questions-routes';
import { recordId, text, UUID_PATTERN } from './text';

export * from './open-questions-routes';

/** The feature's texts, in the product's voice. */
export const OPEN_QUESTIONS_TEXTS = {
  questionNotFound: 'Question not found',
  answerNotFound: 'Answer not found',
  noProfile: 'Open questions are for members: your account has no member profile.',
  bodyRequired: 'Write your question first.',
  bodyTooLong: `A question can be at most ${QUESTION_MAX_LENGTH.toLocaleString('en-GB')} characters.`,
  answerRequired: 'Write your answer first.',
  answerTooLong: `An answer can be at most ${ANSWER_MAX_LENGTH.toLocaleString('en-GB')} characters.`,
  topicInvalid: 'Choose topics from the list.',
  tooManyTopics: `Choose at most ${QUESTION_TOPICS_MAX} topics.`,
  reasonRequired: 'Say why, in a few words: the author sees it.',
  reasonTooLong: `A reason can be at most ${HIDE_REASON_MAX_LENGTH} characters.`,
  cursorInvalid: 'That page of questions does not exist.',
  requestsInvalid: `Choose a number from 0 to ${MAX_REQUESTS_PER_WEEK}.`,
  closed: 'This question is closed: it takes no new answers.',
  onlyAskerMarks: 'Only the member who asked can mark an answer as helpful.',
  onlyAskerConsents: 'Only the member who asked can say whether the team may publish it.',
  consentGiven:
    'Thank you. The team may publish your question and the answers that helped to Answers from the team, without your name.',
  consentWithdrawn: 'The team will not publish your question.',
  consentLocked:
    'Your question is in Answers from the team already, without your name. Ask the team privately if you want it taken down.',
  ownAnswerThanks: 'You cannot thank yourself.',
  tooManyQuestions: `You can ask at most ${QUESTIONS_PER_DAY} open questions a day. Ask the team privately, or try again tomorrow.`,
  tooManyAnswers: `You can write at most ${ANSWERS_PER_HOUR} answers an hour. Try again a little later.`,
  asked: 'Your question is open. We asked the members who can help, and the team sees it too.',
  answered: 'Answer posted',
  hidden: 'Hidden. Its author sees your reason.',
  closedDone: 'Question closed',
  settingsSaved: 'Saved',
  /** The notification a routed member gets; never names an anonymous asker. */
  forYouTitle: (askerName: string | null) =>
    askerName ? `${askerName} is looking for help with a question` : 'A member is looking for help with a question',
  anonymousAsker: 'A member',
} as const;
const T = OPEN_QUESTIONS_TEXTS;

// ---------------------------------------------------------------------------------------------------
// Requests

const questionIdSchema = recordId(T.questionNotFound);
const answerIdSchema = recordId(T.answerNotFound);

const topicName = text({ max: 80, tooLong: T.topicInvalid, required: T.topicInvalid });

/** ?cursor: where the previous page ended, as the server wrote it (`<ms>~<question id>`). */
const cursorText = text({ max: 60, tooLong: T.cursorInvalid }).refine((value) => {
  const [at, id, ...rest] = value.split('~');
  return rest.length === 0 && /^\d{1,15}$/.test(at ?? '') && UUID_PATTERN.test(id ?? '');
}, T.cursorInvalid);

/** GET /api/questions: a topic, 'asked of me', and the page. */
export const questionListQuerySchema = z.object({
  topic: topicName.optional(),
  filter: z.enum(['all', 'asked-of-me'], { error: 'Choose all questions or those asked of you.' }).optional(),
  cursor: cursorText.optional(),
});
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;

/** GET /api/questions/:id?order */
export const questionQuerySchema = z.object({
  order: z.enum(['newest', 'helpful'], { error: 'Choose newest or most helpful first.' }).optional(),
});
export type QuestionQuery = z.input<typeof questionQuerySchema>;

/** POST /api/questions: the chat's last step, 'The team and members who can help'. */
export const askQuestionSchema = z.object({
  body: text({ max: QUESTION_MAX_LENGTH, tooLong: T.bodyTooLong, required: T.bodyRequired, shape: 'multi-line' }),
  topics: z.array(topicName, { error: T.topicInvalid }).max(QUESTION_TOPICS_MAX, T.tooManyTopics).default([]),
  anonymous: z.boolean({ error: 'Choose whether to show your name.' }),
  faqConsent: z.boolean({ error: 'Choose whether the team may publish it.' }).default(false),
});
export type AskQuestion = z.input<typeof askQuestionSchema>;

/** POST /api/questions/:id/answers */
export const answerQuestionSchema = z.object({
  body: text({ max: ANSWER_MAX_LENGTH, tooLong: T.answerTooLong, required: T.answerRequired, shape: 'multi-line' }),
});
export type AnswerQuestion = z.input<typeof answerQuestionSchema>;

export const markHelpfulSchema = z.object({ helpful: z.boolean({ error: 'Say whether it helped.' }) });
export type MarkHelpful = z.input<typeof markHelpfulSchema>;

export const followQuestionSchema = z.object({ following: z.boolean({ error: 'Say whether to follow it.' }) });
export type FollowQuestion = z.input<typeof followQuestionSchema>;

/** PUT /api/questions/:id/faq-consent: the asker lets the team publish it to the FAQ, or withdraws that (decision 058). */
export const faqConsentSchema = z.object({ consent: z.boolean({ error: 'Say whether the team may publish it.' }) });
export type FaqConsent = z.input<typeof faqConsentSchema>;

export const hideReasonSchema = z.object({
  // Prose the author reads, written in the dialog's box: line breaks allowed.
  reason: text({ max: HIDE_REASON_MAX_LENGTH, tooLong: T.reasonTooLong, required: T.reasonRequired, shape: 'multi-line' }),
});
export type HideReason = z.input<typeof hideReasonSchema>;

export const questionSettingsSchema = z.object({
  requestsPerWeek: z
    .number({ error: T.requestsInvalid })
    .int(T.requestsInvalid)
    .min(0, T.requestsInvalid)
    .max(MAX_REQUESTS_PER_WEEK, T.requestsInvalid),
});
export type QuestionSettings = z.infer<typeof questionSettingsSchema>;

// ---------------------------------------------------------------------------------------------------
// Answers (strict: checked against the server's answers in tests and development, decision 037)

/** A member as a question shows them: id and name only. */
const personSchema = z.strictObject({ id: z.string(), name: z.string() });
export type QuestionPerson = z.infer<typeof personSchema>;

const hiddenSchema = z.strictObject({ reason: z.string() }).nullable();

const questionSummarySchema = z.strictObject({
  id: z.string(),
  body: z.string(),
  topics: z.array(z.string()),
  /** Who asked; null when they asked anonymously and the caller is another member. */
  asker: personSchema.nullable(),
  anonymous: z.boolean(),
  askedByMe: z.boolean(),
  /** The question was routed to the caller. */
  askedOfMe: z.boolean(),
  createdAt: z.string(),
  closed: z.boolean(),
  answerCount: z.number().int(),
  helpfulCount: z.number().int(),
  /** Hidden by an organiser, with their reason: shown only to the asker and the organisers. */
  hidden: hiddenSchema,
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

const questionListSchema = z.strictObject({
  items: z.array(questionSummarySchema),
  nextCursor: z.string().nullable(),
});
export type QuestionList = z.infer<typeof questionListSchema>;

const answerSchema = z.strictObject({
  id: z.string(),
  /** Who wrote it; null when the anonymous asker wrote it and the caller is another member. */
  author: personSchema.nullable(),
  byAsker: z.boolean(),
  fromTeam: z.boolean(),
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
  helpful: z.boolean(),
  thanks: z.number().int(),
  thankedByMe: z.boolean(),
  /** Hidden by an organiser: only its author (with the reason) and the organisers see it. */
  hidden: hiddenSchema,
});
export type QuestionAnswer = z.infer<typeof answerSchema>;

const questionDetailSchema = z.strictObject({
  question: questionSummarySchema,
  answers: z.array(answerSchema),
  /** More answers than shown (the first ANSWERS_SHOWN in the chosen order are). */
  moreAnswers: z.boolean(),
  following: z.boolean(),
  /** Whether the caller pressed Follow (the asker, routed members and answerers follow anyway). */
  pressedFollow: z.boolean(),
  canAnswer: z.boolean(),
  /** The caller is an organiser: their answer is 'From the team', and they may hide and close. */
  asTeam: z.boolean(),
  faqConsent: z.boolean(),
  /** Published to Answers from the team: the asker's consent can no longer be withdrawn (decision 058). */
  inFaq: z.boolean(),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

const askedSchema = z.strictObject({ id: z.string(), message: z.string(), routed: z.number().int() });
export type AskedQuestion = z.infer<typeof askedSchema>;

const helpfulResultSchema = z.strictObject({ helpful: z.boolean() });
const thanksResultSchema = z.strictObject({ thanks: z.number().int(), thankedByMe: z.boolean() });
const followResultSchema = z.strictObject({ following: z.boolean(), pressedFollow: z.boolean() });
const doneSchema = z.strictObject({ message: z.string() });
const consentResultSchema = z.strictObject({
  message: z.string(),
  faqConsent: z.boolean(),
  /** Published to Answers from the team: consent can no longer be withdrawn here. */
  inFaq: z.boolean(),
});
export type FaqConsentResult = z.infer<typeof consentResultSchema>;
const settingsAnswerSchema = z.strictObject({ requestsPerWeek: z.number().int() });

// ---------------------------------------------------------------------------------------------------
// The endpoints

const idParams = z.object({ id: questionIdSchema });
const answerParams = z.object({ id: questionIdSchema, answerId: answerIdSchema });
const unknownQuestion = { status: 404, message: T.questionNotFound } as const;
const unknownAnswer = { status: 404, message: T.answerNotFound } as const;
const noSuchQuestion = { 404: { description: `No question the caller may see has this id: "${T.questionNotFound}".` } } as const;
const noSuchAnswer = { 404: { description: `No answer the caller may see has this id: "${T.answerNotFound}".` } } as const;

export const OPEN_QUESTION_SCHEMAS = {
  list: {
    summary: 'Open questions members may answer, newest first, by topic or those asked of the caller',
    query: questionListQuerySchema,
    responses: {
      200: { description: `Up to ${QUESTIONS_PAGE} questions and the next page's cursor.`, schema: questionListSchema },
    },
  },
  ask: {
    summary: 'Ask the team and the members who can help',
    description:
      'Routed at once to up to five members whose Offering, skills, topics or industry match; five more once if no member answered in 48 hours.',
    body: askQuestionSchema,
    responses: {
      201: { description: 'Asked; how many members it was offered to.', schema: askedSchema },
      400: { description: `UNKNOWN_TOPIC: a topic not in the directory's list.` },
      429: { description: `TOO_MANY_QUESTIONS: more than ${QUESTIONS_PER_DAY} in a day.` },
    },
  },
  question: {
    summary: 'One question with its answers, newest or most helpful first',
    params: idParams,
    paramRefused: unknownQuestion,
    query: questionQuerySchema,
    responses: {
      200: { description: `The question and up to ${ANSWERS_SHOWN} answers.`, schema: questionDetailSchema },
      ...noSuchQuestion,
    },
  },
  answer: {
    summary: 'Answer a question (an organiser answers from the team)',
    params: idParams,
    paramRefused: unknownQuestion,
    body: answerQuestionSchema,
    responses: {
      201: { description: 'Posted; its followers’ open pages are told.', schema: answerSchema },
      ...noSuchQuestion,
      409: { description: `CLOSED: "${T.closed}"` },
      429: { description: `TOO_MANY_ANSWERS: more than ${ANSWERS_PER_HOUR} in an hour.` },
    },
  },
  markHelpful: {
    summary: 'The asker marks an answer as one that helped (or not)',
    params: answerParams,
    paramRefused: unknownAnswer,
    body: markHelpfulSchema,
    responses: {
      200: { description: 'As it is now.', schema: helpfulResultSchema },
      403: { description: `NOT_ASKER: "${T.onlyAskerMarks}"` },
      ...noSuchAnswer,
    },
  },
  thank: {
    summary: 'Thank the author of an answer (once)',
    params: answerParams,
    paramRefused: unknownAnswer,
    responses: {
      200: { description: 'Thanked (again: no change).', schema: thanksResultSchema },
      400: { description: `OWN_ANSWER: "${T.ownAnswerThanks}"` },
      ...noSuchAnswer,
    },
  },
  follow: {
    summary: 'Follow a question (its new answers reach the caller’s open pages) or stop',
    params: idParams,
    paramRefused: unknownQuestion,
    body: followQuestionSchema,
    responses: { 200: { description: 'As it is now.', schema: followResultSchema }, ...noSuchQuestion },
  },
  faqConsent: {
    summary: 'The asker lets the team publish their question and its helpful answers to the FAQ, or withdraws that',
    description:
      'Asker only. The entry is published without names by an organiser (answers feature); once published, consent is kept (409 IN_FAQ).',
    params: idParams,
    paramRefused: unknownQuestion,
    body: faqConsentSchema,
    responses: {
      200: { description: 'As it is now.', schema: consentResultSchema },
      403: { description: `NOT_ASKER: "${T.onlyAskerConsents}"` },
      ...noSuchQuestion,
      409: { description: `IN_FAQ: "${T.consentLocked}"` },
    },
  },
  adminSettings: {
    summary: 'How many open questions a member may be asked in a week',
    responses: { 200: { description: 'The setting.', schema: settingsAnswerSchema } },
  },
  adminSaveSettings: {
    summary: 'Change how many open questions a member may be asked in a week',
    body: questionSettingsSchema,
    responses: { 200: { description: 'Saved.', schema: settingsAnswerSchema } },
  },
  adminHideQuestion: {
    summary: 'Hide a question from members, with a reason its asker sees',
    params: idParams,
    paramRefused: unknownQuestion,
    body: hideReasonSchema,
    responses: { 200: { description: 'Hidden.', schema: doneSchema }, ...noSuchQuestion },
  },
  adminCloseQuestion: {
    summary: 'Close a question: it stays readable and takes no new answers',
    params: idParams,
    paramRefused: unknownQuestion,
    responses: { 200: { description: 'Closed (or already).', schema: doneSchema }, ...noSuchQuestion },
  },
  adminHideAnswer: {
    summary: 'Hide an answer from members, with a reason its author sees',
    params: answerParams,
    paramRefused: unknownAnswer,
    body: hideReasonSchema,
    responses: { 200: { description: 'Hidden.', schema: doneSchema }, ...noSuchAnswer },
  },
} satisfies Record<string, EndpointSchemas>;

export const OPEN_QUESTION_ENDPOINTS = defineEndpoints('open-questions', OPEN_QUESTION_ROUTES, OPEN_QUESTION_SCHEMAS);
