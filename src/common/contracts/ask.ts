// The Ask feature's contract, shared by the server and the browser: its messages, the five fixed questions
// (spec 3), the displayed-answer rule, a conversation as the browser receives it, and every request and
// response shape of /api/conversations. Zod and plain functions only. The chat's step machine is the
// browser's alone (src/web/features/ask/chat-machine.ts): the server only ever sees the finished chat. The
// team's side of a conversation is the inbox's (inbox.ts).
import { z } from 'zod';
import { PAGING_MESSAGES } from '../messages';
import { pageQuery, pageSizeQuery } from './paging';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { ASK_ROUTES } from './ask-routes';
import { recordId, text } from './text';

// ---------------------------------------------------------------------------------------------------
// Messages

/** Spec section 8's chat text. */
export const CHAT_MESSAGES = {
  yesOrNo: "Please answer with 'yes' or 'no'.",
} as const;

/** Ask texts the spec leaves unwritten (input checks, not-found), in its voice. */
export const ASK_MESSAGES = {
  nameRequired: 'Please tell us your name.',
  nameTooLong: 'Your name must be at most 120 characters.',
  chooseQuestion: 'Please choose one of the questions.',
  answerRequired: 'Please enter your response.',
  answerTooLong: 'Your response must be at most 5000 characters.',
  followupRequired: "Please add any additional details, or answer 'no'.",
  followupTooLong: 'Your additional details must be at most 5000 characters.',
  tooManyPairs: 'At most 10 questions and answers can be saved with one conversation.',
  pairInvalid: 'Each saved question and answer must have text, up to 5000 characters.',
  notFound: 'Conversation not found',
  invalidPage: PAGING_MESSAGES.invalidPage,
  invalidPageSize: PAGING_MESSAGES.invalidPageSize(100),
} as const;
const M = ASK_MESSAGES;

// ---------------------------------------------------------------------------------------------------
// The questions

/** Spec 3, 'Fixed Ask questions', in the order the chat offers them. */
export const ASK_QUESTIONS = [
  'Do you have hiring needs?',
  'Who do you want to connect with?',
  'What problem do you need to solve?',
  'What do you want to learn about?',
  'General questions, ideas, thoughts?',
] as const;
export type AskQuestion = (typeof ASK_QUESTIONS)[number];

/** Each question as the small tag beside a conversation's title (issue 32: titles are the member's words). */
export const ASK_QUESTION_TAGS: Record<AskQuestion, string> = {
  'Do you have hiring needs?': 'Hiring',
  'Who do you want to connect with?': 'Connecting',
  'What problem do you need to solve?': 'Problem to solve',
  'What do you want to learn about?': 'Learning',
  'General questions, ideas, thoughts?': 'General',
};

export const MAX_NAME_LENGTH = 120;
export const MAX_ANSWER_LENGTH = 5000;
export const MAX_QUESTION_PAIRS = 10;
/** Spec 9: the conversation preview in lists, now its title (at most this many characters of the member's words). */
export const PREVIEW_LENGTH = 60;

/** The question matching `text` (trimmed, any case), or null. */
export function findAskQuestion(text: string): AskQuestion | null {
  const wanted = text.trim().toLowerCase();
  return ASK_QUESTIONS.find((q) => q.toLowerCase() === wanted) ?? null;
}

// ---------------------------------------------------------------------------------------------------
// What is shown

/** A followup of 'no' (any case) means none; otherwise it is appended as 'Additional details' (spec 4.1). */
export function hasFollowupDetails(followup: string | null | undefined): followup is string {
  const value = (followup ?? '').trim();
  return value !== '' && value.toLowerCase() !== 'no';
}

export function displayedAnswer(answer: string | null | undefined, followup: string | null | undefined): string {
  const base = answer ?? '';
  return hasFollowupDetails(followup) ? `${base}\n\nAdditional details: ${followup}` : base;
}

/** Cuts a text to at most `max` characters, ending with an ellipsis when it was cut. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * Cuts a text to at most `max` characters on a word boundary, ending with an ellipsis when it was cut;
 * white space (new lines included) runs together. A single word longer than `max` is cut where it must.
 */
export function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max).join('');
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : chars.slice(0, max - 1).join('');
  return `${cut.replace(/[\s.,;:!?\-–—]+$/u, '')}…`;
}

type TitledEntry = Pick<Conversation, 'question' | 'answer' | 'questionsAndAnswers'>;

/**
 * What a conversation is called: the start of the member's own first answer (issue 32), so two
 * conversations on the same question read differently; the question itself only when there is no answer.
 */
export function conversationTitle(entry: TitledEntry): string {
  const words = entry.answer?.trim() || entry.questionsAndAnswers[0]?.answer.trim() || '';
  return words ? cutAtWord(words, PREVIEW_LENGTH) : (entry.question ?? 'Your question');
}

/** The conversation's question as a short tag ('Hiring'), or null when there is none or it is not one of the five. */
export function conversationTag(entry: Pick<Conversation, 'question'>): string | null {
  const question = entry.question ? findAskQuestion(entry.question) : null;
  return question ? ASK_QUESTION_TAGS[question] : null;
}

// ---------------------------------------------------------------------------------------------------
// Requests

const requiredText = (max: number, required: string, tooLong: string) => text({ max, tooLong, required });
/** What a member or the team writes in the chat's text box: it may run over several lines. */
const requiredLines = (max: number, required: string, tooLong: string) => text({ max, tooLong, required, shape: 'multi-line' });

/** A conversation's id in the path; anything else is the same 404 as an unknown one. */
export const conversationIdSchema = recordId(M.notFound);

export const questionAndAnswerSchema = z.object(
  {
    question: requiredText(500, M.pairInvalid, M.pairInvalid),
    answer: requiredLines(MAX_ANSWER_LENGTH, M.pairInvalid, M.pairInvalid),
  },
  { error: M.pairInvalid },
);
export type QuestionAndAnswer = z.infer<typeof questionAndAnswerSchema>;

/** POST /api/conversations: a completed chat. Without questionsAndAnswers the one pair asked is saved. */
export const saveConversationSchema = z.object({
  name: requiredText(MAX_NAME_LENGTH, M.nameRequired, M.nameTooLong),
  question: requiredText(200, M.chooseQuestion, M.chooseQuestion).transform((value, ctx) => {
    const question = findAskQuestion(value);
    if (question) return question;
    ctx.addIssue({ code: 'custom', message: M.chooseQuestion });
    return z.NEVER;
  }),
  answer: requiredLines(MAX_ANSWER_LENGTH, M.answerRequired, M.answerTooLong),
  followup: requiredLines(MAX_ANSWER_LENGTH, M.followupRequired, M.followupTooLong),
  sharePermission: z.boolean({ error: CHAT_MESSAGES.yesOrNo }),
  questionsAndAnswers: z
    .array(questionAndAnswerSchema, { error: M.pairInvalid })
    .max(MAX_QUESTION_PAIRS, M.tooManyPairs)
    .optional(),
});
export type SaveConversationRequest = z.input<typeof saveConversationSchema>;
export type SaveConversationInput = z.output<typeof saveConversationSchema>;

/** GET /api/conversations?page&pageSize */
export const memberConversationListQuerySchema = z.object({ page: pageQuery, pageSize: pageSizeQuery(20) });

// ---------------------------------------------------------------------------------------------------
// Responses

export const CONVERSATION_STATUSES = ['pending', 'answered'] as const;
/** The step saved with an entry (spec 4.1): 'complete' for a finished chat, 'name_completed' for onboarding. */
export const SAVED_CONVERSATION_STEPS = [
  'name_completed',
  'question_selected',
  'answer_provided',
  'followup_provided',
  'complete',
] as const;

// Answers. Strict objects: in tests and development the server checks each answer against them, so a
// field added on one side only fails there (decision 037).

/** One Ask entry, as the browser receives it (member list, admin lists, every write's answer). */
export const conversationSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** The entry's email, or the account's when the entry has none. */
  email: z.string().nullable(),
  question: z.string().nullable(),
  answer: z.string().nullable(),
  followup: z.string().nullable(),
  /** The answer with 'Additional details: …' appended unless the followup is 'no'. */
  displayedAnswer: z.string(),
  sharePermission: z.boolean(),
  status: z.enum(CONVERSATION_STATUSES),
  step: z.enum(SAVED_CONVERSATION_STEPS),
  /** ISO 8601. */
  timestamp: z.string(),
  questionsAndAnswers: z.array(z.strictObject({ question: z.string(), answer: z.string() })),
  adminResponse: z.string().nullable(),
  respondedAt: z.string().nullable(),
  viewed: z.boolean(),
  archived: z.boolean(),
  /** Answered, with a reply, not yet viewed: the 'New' badge. */
  isNewReply: z.boolean(),
  /** Published, without a name, in Answers from the team (the FAQ). */
  inFaq: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations */
export const memberConversationPageSchema = z.strictObject({
  items: z.array(conversationSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Of all the caller's entries, not only this page. */
  newReplies: z.number(),
});
export type MemberConversationPage = z.infer<typeof memberConversationPageSchema>;

/** GET /api/conversations/replies: polled every 30 seconds (spec 9). Refetch the list when either changes. */
export const replyStatusSchema = z.strictObject({
  newReplies: z.number(),
  /** The newest reply time among the caller's answered entries, viewed or not; null before any reply. */
  latestRespondedAt: z.string().nullable(),
});
export type ReplyStatus = z.infer<typeof replyStatusSchema>;

// ---------------------------------------------------------------------------------------------------
// The endpoints (their route table, with methods, paths and access, is ask-routes.ts)

export const ASK_SCHEMAS = {
  save: {
    summary: 'Save a finished chat as a pending question for the team',
    body: saveConversationSchema,
    responses: {
      201: { description: 'The saved entry.', schema: conversationSchema },
      429: { description: 'TOO_MANY_REQUESTS: more than 20 questions in an hour (Retry-After says when to try again).' },
    },
  },
  list: {
    summary: "The caller's own entries, newest first, a page at a time",
    query: memberConversationListQuerySchema,
    responses: {
      200: { description: 'One page, the total and the unread replies of all pages.', schema: memberConversationPageSchema },
    },
  },
  replies: {
    summary: 'How many replies wait unread, and when the newest came (polled every 30 seconds)',
    responses: { 200: { description: 'The count and the newest reply time.', schema: replyStatusSchema } },
  },
  viewed: {
    summary: "Mark one of the caller's entries viewed (its reply read)",
    params: z.object({ id: conversationIdSchema }),
    paramRefused: { status: 404, message: M.notFound },
    responses: {
      200: { description: 'The entry as it now is.', schema: conversationSchema },
      404: { description: "No entry of the caller's has this id: 'Conversation not found'." },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const ASK_ENDPOINTS = defineEndpoints('ask', ASK_ROUTES, ASK_SCHEMAS);
