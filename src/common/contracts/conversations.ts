// The Ask feature's contract, shared by the server and the browser: the five fixed questions (spec 3), the
// displayed-answer rule, and every request and response shape of /api/conversations and
// /api/admin/conversations. Zod and plain functions only. The chat's step machine is the browser's alone
// (src/web/features/conversations/chat-machine.ts): the server only ever sees the finished chat.
import { z } from 'zod';
import { pageQuery, pageSizeQuery } from './paging';
import { CHAT_MESSAGES, CONVERSATION_MESSAGES as M } from '../messages';
import { recordId, text } from './text';

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

export const MAX_NAME_LENGTH = 120;
export const MAX_ANSWER_LENGTH = 5000;
export const MAX_RESPONSE_LENGTH = 10000;
export const MAX_QUESTION_PAIRS = 10;
/** Spec 9: the conversation preview in lists. */
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

/** POST /api/admin/conversations/:id/answer */
export const answerConversationSchema = z.object({
  response: requiredLines(MAX_RESPONSE_LENGTH, M.responseRequired, M.responseTooLong),
});
export type AnswerConversationRequest = z.input<typeof answerConversationSchema>;


/** GET /api/conversations?page&pageSize */
export const memberConversationListQuerySchema = z.object({ page: pageQuery, pageSize: pageSizeQuery(20) });

export const ADMIN_CONVERSATION_VIEWS = ['pending', 'answered', 'archived'] as const;
export type AdminConversationView = (typeof ADMIN_CONVERSATION_VIEWS)[number];
export const CONVERSATION_EXPORT_VIEWS = [...ADMIN_CONVERSATION_VIEWS, 'all'] as const;
export type ConversationExportView = (typeof CONVERSATION_EXPORT_VIEWS)[number];

/** GET /api/admin/conversations?view&page&pageSize */
export const adminConversationListQuerySchema = z.object({
  view: z.enum(ADMIN_CONVERSATION_VIEWS, { error: M.invalidView }).default('pending'),
  page: pageQuery,
  pageSize: pageSizeQuery(25),
});

/** GET /api/admin/conversations/export?view ('Export Current' sends the view shown, 'Export All' sends all). */
export const conversationExportQuerySchema = z.object({
  view: z.enum(CONVERSATION_EXPORT_VIEWS, { error: M.invalidExportView }).default('all'),
});

/** Spec 9: the export's columns, in order. */
export const CONVERSATION_CSV_COLUMNS = [
  'Name',
  'Email',
  'Question',
  'Answer',
  'Status',
  'Submitted At',
  'Responded At',
  'Response',
  'Shareable',
] as const;

/** The file name of an export made on `isoDate` (YYYY-MM-DD). */
export const conversationExportFileName = (view: ConversationExportView, isoDate: string) =>
  `conversations-${view}-${isoDate}.csv`;

/** Bytes of a base64url text, or -1 when it is not base64url. No Node: the browser imports this too. */
function base64UrlByteLength(value: string): number {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return -1;
  const unpadded = value.replace(/={1,2}$/, '');
  if (unpadded.length % 4 === 1) return -1;
  return Math.floor((unpadded.length * 3) / 4);
}

const MAX_ENDPOINT_LENGTH = 2048;
/** Far more than the 87 characters of a P-256 key in base64url. */
const MAX_PUSH_KEY_LENGTH = 200;
const pushKey = (bytes: number) =>
  text({ max: MAX_PUSH_KEY_LENGTH, tooLong: M.pushKeysInvalid, notText: M.pushKeysInvalid, keepSpaces: true }).refine(
    (value) => base64UrlByteLength(value) === bytes,
    M.pushKeysInvalid,
  );

/** POST /api/admin/push-subscriptions: the browser's PushSubscription.toJSON(), as it comes. */
export const pushSubscriptionSchema = z.object({
  endpoint: text({ max: MAX_ENDPOINT_LENGTH, tooLong: M.pushEndpointInvalid, notText: M.pushEndpointInvalid }).pipe(
    z.url({ protocol: /^https$/, error: M.pushEndpointInvalid }),
  ),
  keys: z.object(
    {
      // An uncompressed P-256 public key (65 bytes) and the 16-byte authentication secret (RFC 8291).
      p256dh: pushKey(65),
      auth: pushKey(16),
    },
    { error: M.pushKeysInvalid },
  ),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionSchema>;

/** DELETE /api/admin/push-subscriptions */
export const pushUnsubscribeSchema = z.object({
  endpoint: requiredText(MAX_ENDPOINT_LENGTH, M.pushEndpointInvalid, M.pushEndpointInvalid),
});

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

/** One Ask entry, as the browser receives it (member list, admin lists, every write's answer). */
export const conversationSchema = z.object({
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
  questionsAndAnswers: z.array(z.object({ question: z.string(), answer: z.string() })),
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
export const memberConversationPageSchema = z.object({
  items: z.array(conversationSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Of all the caller's entries, not only this page. */
  newReplies: z.number(),
});
export type MemberConversationPage = z.infer<typeof memberConversationPageSchema>;

/** GET /api/conversations/replies: polled every 30 seconds (spec 9). Refetch the list when either changes. */
export const replyStatusSchema = z.object({
  newReplies: z.number(),
  /** The newest reply time among the caller's answered entries, viewed or not; null before any reply. */
  latestRespondedAt: z.string().nullable(),
});
export type ReplyStatus = z.infer<typeof replyStatusSchema>;

/** GET /api/admin/conversations */
export const adminConversationPageSchema = z.object({
  view: z.enum(ADMIN_CONVERSATION_VIEWS),
  items: z.array(conversationSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminConversationPage = z.infer<typeof adminConversationPageSchema>;

/** POST /api/admin/conversations/:id/answer, /archive and /unarchive */
export const conversationActionResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  conversation: conversationSchema,
  /** Answer only: whether the member's email was sent (a mail failure never undoes the answer). */
  emailed: z.boolean().optional(),
});
export type ConversationActionResult = z.infer<typeof conversationActionResultSchema>;

export const pushSubscriptionResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type PushSubscriptionResult = z.infer<typeof pushSubscriptionResultSchema>;

// ---------------------------------------------------------------------------------------------------
// Paths: in a module of their own without zod, so pages that only call the API (the member layout's
// reply poll) do not download the schemas (issue 19, the member home's JavaScript budget).

export { ADMIN_CONVERSATIONS_PAGE, CONVERSATION_API } from './conversation-paths';
