// The inbox's contract (spec 7.1): the team's side of members' questions. Its messages; the three lists,
// answering, archiving and the CSV export under /api/admin/conversations; and how quickly the team answers
// (issue 20, decision 029): the figures of GET /api/admin/response-times and the target administrators set
// with PUT /api/admin/response-target. Times are whole seconds from the question's submission to the
// team's first reply. A conversation itself is the Ask feature's (ask.ts).
import { z } from 'zod';
import { PAGING_MESSAGES } from '../messages';
import { ASK_MESSAGES, conversationIdSchema, conversationSchema } from './ask';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { INBOX_ROUTES } from './inbox-routes';
import { pageQuery, pageSizeQuery } from './paging';
import { text } from './text';

// ---------------------------------------------------------------------------------------------------
// Messages

/** Inbox texts the spec leaves unwritten (input checks, not-found, the confirmations), in its voice. */
export const INBOX_MESSAGES = {
  notFound: ASK_MESSAGES.notFound,
  responseRequired: 'The response is required.',
  responseTooLong: 'The response must be at most 10000 characters.',
  responseSent: 'Response sent successfully',
  answerArchived: 'This conversation is archived. Unarchive it before replying.',
  archiveNeedsAnswer: 'Only answered conversations can be archived.',
  archived: 'Conversation archived successfully',
  unarchived: 'Conversation unarchived successfully',
  invalidView: 'Choose a view: pending, answered or archived.',
  invalidExportView: 'Choose what to export: pending, answered, archived or all.',
  invalidPage: PAGING_MESSAGES.invalidPage,
  invalidPageSize: PAGING_MESSAGES.invalidPageSize(100),
} as const;
const M = INBOX_MESSAGES;

/** Spec section 8's dashboard toasts about the inbox. */
export const INBOX_TOASTS = {
  loadPendingFailed: 'Failed to load pending conversations',
  loadAnsweredFailed: 'Failed to load answered conversations',
  loadArchivedFailed: 'Failed to load archived conversations',
  archiveConversationFailed: 'Failed to archive conversation',
  sendResponseFailed: 'Failed to send response',
  noConversationsToExport: 'No conversations to export',
  exportConversationsFailed: 'Failed to export conversations to CSV',
} as const;

/** Response times (issue 20). */
export const RESPONSE_TIME_MESSAGES = {
  targetInvalid: 'The target must be a whole number of hours from 1 to 720.',
  targetSaved: 'Response target saved',
  loadFailed: 'The response times could not be loaded. Please try again.',
} as const;

// ---------------------------------------------------------------------------------------------------
// The lists, answering, archiving, the export

export const MAX_RESPONSE_LENGTH = 10000;

/** POST /api/admin/conversations/:id/answer */
export const answerConversationSchema = z.object({
  response: text({ max: MAX_RESPONSE_LENGTH, tooLong: M.responseTooLong, required: M.responseRequired, shape: 'multi-line' }),
});
export type AnswerConversationRequest = z.input<typeof answerConversationSchema>;

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

/** GET /api/admin/conversations */
export const adminConversationPageSchema = z.strictObject({
  view: z.enum(ADMIN_CONVERSATION_VIEWS),
  items: z.array(conversationSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminConversationPage = z.infer<typeof adminConversationPageSchema>;

/** POST /api/admin/conversations/:id/answer, /archive and /unarchive */
export const conversationActionResultSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  conversation: conversationSchema,
  /** Answer only: whether the member's email was sent (a mail failure never undoes the answer). */
  emailed: z.boolean().optional(),
});
export type ConversationActionResult = z.infer<typeof conversationActionResultSchema>;

/** The inbox's page: where a push notification about a new question takes the administrator. */
export const ADMIN_INBOX_PAGE = '/admin/dashboard?tab=conversations';

// ---------------------------------------------------------------------------------------------------
// Response times

export const DEFAULT_RESPONSE_TARGET_HOURS = 48;
export const MAX_RESPONSE_TARGET_HOURS = 720;
/** The figures cover the questions asked in this many weeks (the current one included). */
export const RESPONSE_TIME_WEEKS = 12;

export const responseTargetSchema = z.object({
  hours: z
    .number({ error: RESPONSE_TIME_MESSAGES.targetInvalid })
    .int(RESPONSE_TIME_MESSAGES.targetInvalid)
    .min(1, RESPONSE_TIME_MESSAGES.targetInvalid)
    .max(MAX_RESPONSE_TARGET_HOURS, RESPONSE_TIME_MESSAGES.targetInvalid),
});
export type ResponseTargetInput = z.input<typeof responseTargetSchema>;

// Answers (strict: the server's answers are checked against them in tests and development, decision 037).

const responseTargetSavedSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  targetHours: z.number().int(),
});
export type ResponseTargetSaved = z.infer<typeof responseTargetSavedSchema>;

/** One week (Monday to Sunday in the community's time zone) of questions asked. */
const responseWeekSchema = z.strictObject({
  /** The Monday, 'YYYY-MM-DD'. */
  weekStart: z.string(),
  asked: z.number().int(),
  answered: z.number().int(),
  medianSeconds: z.number().nullable(),
  /** Answered within the target, of the questions whose outcome is known (see ResponseTimes.decided). */
  withinTarget: z.number().int(),
  decided: z.number().int(),
});
export type ResponseWeek = z.infer<typeof responseWeekSchema>;

const organiserResponsesSchema = z.strictObject({
  email: z.string(),
  answered: z.number().int(),
  medianSeconds: z.number().nullable(),
});
export type OrganiserResponses = z.infer<typeof organiserResponsesSchema>;

const oldestWaitingSchema = z.strictObject({ id: z.string(), name: z.string(), askedAt: z.string(), waitingSeconds: z.number() });
export type OldestWaiting = z.infer<typeof oldestWaitingSchema>;

const responseTimesSchema = z.strictObject({
  targetHours: z.number().int(),
  /** The first instant counted: the Monday RESPONSE_TIME_WEEKS - 1 weeks before this one. */
  since: z.string(),
  asked: z.number().int(),
  answered: z.number().int(),
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
  /** First replies sent within the target. */
  withinTarget: z.number().int(),
  /** Questions whose outcome is known: answered, or waiting longer than the target. */
  decided: z.number().int(),
  /** Every question waiting for its first reply now, whenever it was asked, and how many are past the target. */
  waiting: z.number().int(),
  waitingPastTarget: z.number().int(),
  oldestWaiting: oldestWaitingSchema.nullable(),
  /** Who sent the first replies in the period, most first. */
  organisers: z.array(organiserResponsesSchema),
  /** Oldest first, RESPONSE_TIME_WEEKS of them, empty weeks included. */
  weeks: z.array(responseWeekSchema),
});
export type ResponseTimes = z.infer<typeof responseTimesSchema>;

// ---------------------------------------------------------------------------------------------------
// The endpoints (their route table, with methods, paths and access, is inbox-routes.ts)

const idParams = z.object({ id: conversationIdSchema });
const unknownConversation = { status: 404, message: M.notFound } as const;
const noSuchConversation = { 404: { description: "No conversation has this id: 'Conversation not found'." } };

export const INBOX_SCHEMAS = {
  list: {
    summary: 'One view of the inbox (pending, answered or archived), newest first, a page at a time',
    query: adminConversationListQuerySchema,
    responses: { 200: { description: 'The view, one page and the total.', schema: adminConversationPageSchema } },
  },
  export: {
    summary: "A view of the inbox as CSV (spec 9's columns), or every conversation",
    query: conversationExportQuerySchema,
    responses: {
      200: { description: 'The CSV file, streamed, as an attachment.', contentType: 'text/csv' },
      404: { description: `'${INBOX_TOASTS.noConversationsToExport}': the view is empty.` },
    },
  },
  answer: {
    summary: "Send the team's reply to a question (the member is emailed)",
    params: idParams,
    paramRefused: unknownConversation,
    body: answerConversationSchema,
    responses: {
      200: { description: 'The conversation, answered.', schema: conversationActionResultSchema },
      ...noSuchConversation,
      409: { description: 'ARCHIVED: the conversation is archived; unarchive it before replying.' },
    },
  },
  archive: {
    summary: 'Archive an answered conversation',
    params: idParams,
    paramRefused: unknownConversation,
    responses: {
      200: { description: 'The conversation, archived.', schema: conversationActionResultSchema },
      ...noSuchConversation,
      409: { description: 'NOT_ANSWERED: only answered conversations can be archived.' },
    },
  },
  unarchive: {
    summary: 'Bring an archived conversation back to its list',
    params: idParams,
    paramRefused: unknownConversation,
    responses: {
      200: { description: 'The conversation, unarchived.', schema: conversationActionResultSchema },
      ...noSuchConversation,
    },
  },
  responseTimes: {
    summary: 'How soon questions get their first reply, over the last weeks',
    responses: { 200: { description: 'The figures, by week and by organiser.', schema: responseTimesSchema } },
  },
  responseTarget: {
    summary: 'Set the response target in hours',
    body: responseTargetSchema,
    responses: { 200: { description: 'The target saved.', schema: responseTargetSavedSchema } },
  },
} satisfies Record<string, EndpointSchemas>;

export const INBOX_ENDPOINTS = defineEndpoints('inbox', INBOX_ROUTES, INBOX_SCHEMAS);

/** '45 min', '5 h', '2 d 4 h': a duration as an administrator reads it. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${Math.max(minutes, seconds > 0 ? 1 : 0)} min`;
  const hours = Math.round(seconds / 3600);
  if (hours < 48) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours - days * 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}

/** '83%', or '–' when nothing is known yet. */
export const formatShare = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);
