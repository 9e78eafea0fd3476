// Reporting a message (issue 35, items 5 and 6; decision 055). A member reports one of the other member's
// messages in their conversation, with a reason; the organisers' moderation queue shows it with the few
// messages before it (a copy of what the reporter saw, never the rest of the thread) and they decide:
// dismiss, warn the sender, or deactivate the sender. Every decision is in the Activity log, and the reporter
// is told the outcome. This queue is the organisers' only way to read members' messages. The route table is
// message-reports-routes.ts.
import { z } from 'zod';
import { ADMIN_TOASTS } from '../messages';
import { CONVERSATIONS_TEXTS } from './conversations';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import {
  MAX_DECISION_NOTE_LENGTH,
  MAX_REPORT_REASON_LENGTH,
  MESSAGE_REPORT_ROUTES,
  MESSAGE_REPORTS_PAGE_SIZE,
  REPORT_CONTEXT_MESSAGES,
} from './message-reports-routes';
import { pageQuery, pageSizeQuery } from './paging';
import { recordId, text } from './text';

export {
  MAX_DECISION_NOTE_LENGTH,
  MAX_REPORT_REASON_LENGTH,
  MESSAGE_REPORTS_PAGE_SIZE,
  REPORT_CONTEXT_MESSAGES,
} from './message-reports-routes';

/** What an organiser decides about a report. */
export const REPORT_OUTCOMES = ['dismiss', 'warn', 'deactivate'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
/** A report's state: open until decided, then what was decided. */
export const REPORT_STATUSES = ['open', 'dismissed', 'warned', 'deactivated'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const STATUS_OF_OUTCOME: Record<ReportOutcome, Exclude<ReportStatus, 'open'>> = {
  dismiss: 'dismissed',
  warn: 'warned',
  deactivate: 'deactivated',
};

export const MESSAGE_REPORT_TEXTS = {
  reasonRequired: 'Say what is wrong with this message.',
  reasonTooLong: `A reason can be at most ${MAX_REPORT_REASON_LENGTH.toLocaleString('en-GB')} characters.`,
  reported: 'Thank you. The organisers will look at this message, and you will hear what they decide.',
  alreadyReported: 'You already reported this message. The organisers will look at it.',
  ownMessage: 'You can report only the other member’s messages.',
  deletedMessage: 'This message was deleted, so there is nothing to report.',
  conversationNotFound: CONVERSATIONS_TEXTS.conversationNotFound,
  messageNotFound: CONVERSATIONS_TEXTS.messageNotFound,
  /** The report dialog's words: what happens, and who sees what. */
  reportExplained: `The organisers will see this message and the ${REPORT_CONTEXT_MESSAGES} before it, with your reason, and nothing else of your conversation. The other member is not told who reported it.`,
  reportNotFound: ADMIN_TOASTS.recordNotFound,
  outcomeRequired: 'Choose dismiss, warn or deactivate.',
  noteTooLong: `A note can be at most ${MAX_DECISION_NOTE_LENGTH.toLocaleString('en-GB')} characters.`,
  alreadyDecided: 'This report was decided already.',
  decided: {
    dismiss: 'Report dismissed. The member who reported it is told.',
    warn: 'The sender is warned, and the member who reported it is told.',
    deactivate: 'The sender is deactivated, and the member who reported it is told.',
  } satisfies Record<ReportOutcome, string>,
  loadFailed: 'Failed to load the reported messages',
  empty: 'No reported messages. When a member reports a message, it waits here.',
  /** The warning the sender receives (a notification, and an email as they chose). */
  warningTitle: 'A warning from the organisers',
  warningBody:
    'A message you sent was reported, and the organisers reviewed it. Please keep to the community’s guidelines: another report may end your membership.',
  /** What the reporter is told. */
  outcomeTitle: 'The organisers reviewed your report',
  outcomeBody: {
    dismiss: 'They read the message you reported and found nothing that needs action. Thank you for telling them.',
    warn: 'They read the message you reported and warned its sender. Thank you for telling them.',
    deactivate: 'They read the message you reported and deactivated its sender’s account. Thank you for telling them.',
  } satisfies Record<ReportOutcome, string>,
} as const;
const T = MESSAGE_REPORT_TEXTS;

// ---------------------------------------------------------------------------------------------------
// Requests

/** POST /api/messages/:id/:messageId/report */
export const reportMessageSchema = z.object({
  reason: text({ max: MAX_REPORT_REASON_LENGTH, tooLong: T.reasonTooLong, required: T.reasonRequired, shape: 'multi-line' }),
});
export type ReportMessage = z.input<typeof reportMessageSchema>;

/** GET /api/admin/message-reports?page&pageSize: open reports first (oldest first), then decided ones. */
export const messageReportQuerySchema = z.object({ page: pageQuery, pageSize: pageSizeQuery(MESSAGE_REPORTS_PAGE_SIZE, 50) });
export type MessageReportQuery = z.output<typeof messageReportQuerySchema>;

/** POST /api/admin/message-reports/:id/decision. A warning's note is shown to the sender; every note is kept. */
export const reportDecisionSchema = z.object({
  outcome: z.enum(REPORT_OUTCOMES, { error: T.outcomeRequired }),
  note: text({ max: MAX_DECISION_NOTE_LENGTH, tooLong: T.noteTooLong, shape: 'multi-line' }).optional(),
});
export type ReportDecision = z.input<typeof reportDecisionSchema>;

// ---------------------------------------------------------------------------------------------------
// Answers

const reportedSchema = z.strictObject({
  message: z.string(),
  /** False: the caller had reported this message already; nothing changed. */
  created: z.boolean(),
});
export type Reported = z.infer<typeof reportedSchema>;

const personSchema = z.strictObject({ attendeeId: z.string(), fullName: z.string() });

/** One message as the queue shows it: a copy taken when it was reported. */
const reportedMessageSchema = z.strictObject({
  id: z.string(),
  /** Written by the member the report is about (else by the reporter). */
  fromSender: z.boolean(),
  body: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
  /** Deleted by its sender before the report: shown as deleted, with no text. */
  deleted: z.boolean(),
  /** The message the report is about; the others are the few before it. */
  reported: z.boolean(),
});
export type ReportedMessage = z.infer<typeof reportedMessageSchema>;

const messageReportSchema = z.strictObject({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  reason: z.string(),
  reportedAt: z.iso.datetime({ offset: true }),
  reporter: personSchema,
  sender: personSchema.extend({
    /** Deactivated now (by this report's decision or otherwise). */
    deactivated: z.boolean(),
  }),
  /** The reported message and up to REPORT_CONTEXT_MESSAGES before it, oldest first. */
  messages: z.array(reportedMessageSchema),
  decision: z
    .strictObject({
      outcome: z.enum(REPORT_OUTCOMES),
      note: z.string().nullable(),
      decidedAt: z.iso.datetime({ offset: true }),
      /** The organiser's email; null when their account is gone. */
      decidedBy: z.string().nullable(),
    })
    .nullable(),
});
export type MessageReport = z.infer<typeof messageReportSchema>;

const messageReportPageSchema = z.strictObject({
  items: z.array(messageReportSchema),
  total: z.number().int(),
  /** Reports still waiting for a decision (all of them are on the first pages). */
  open: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MessageReportPage = z.infer<typeof messageReportPageSchema>;

const decidedSchema = z.strictObject({ message: z.string(), report: messageReportSchema });
export type DecidedReport = z.infer<typeof decidedSchema>;

// ---------------------------------------------------------------------------------------------------
// The endpoints

export const MESSAGE_REPORT_SCHEMAS = {
  report: {
    summary: 'Report one of the other member’s messages in the caller’s conversation to the organisers',
    description: `The report keeps a copy of the message and the ${REPORT_CONTEXT_MESSAGES} before it the caller can see; the organisers see only that. One report per member per message: reporting again changes nothing.`,
    params: z.object({ id: recordId(T.conversationNotFound), messageId: recordId(T.messageNotFound) }),
    paramRefused: { status: 404, message: T.messageNotFound },
    body: reportMessageSchema,
    responses: {
      200: { description: `Reported already: "${T.alreadyReported}"`, schema: reportedSchema },
      201: { description: 'Reported.', schema: reportedSchema },
      400: { description: `OWN_MESSAGE: "${T.ownMessage}"` },
      404: { description: `No message the caller can see in a conversation of theirs has this id: "${T.messageNotFound}".` },
      409: { description: `MESSAGE_DELETED: "${T.deletedMessage}"` },
    },
  },
  queue: {
    summary: 'The moderation queue: reported messages, open first (oldest first), then decided ones (newest first)',
    description: `Each report carries the reported message and up to ${REPORT_CONTEXT_MESSAGES} messages before it, as the reporter saw them; never more of the conversation.`,
    query: messageReportQuerySchema,
    responses: { 200: { description: 'One page, the total and how many are open.', schema: messageReportPageSchema } },
  },
  decide: {
    summary: 'Decide a report: dismiss it, warn the sender, or deactivate the sender',
    description:
      'Writes an Activity log row. Warning tells the sender (a notification, and an email as they chose; the note is included). Deactivating is the Members Log’s: sign-in refused, sessions ended. The reporter is told the outcome.',
    params: z.object({ id: recordId(T.reportNotFound) }),
    paramRefused: { status: 404, message: T.reportNotFound },
    body: reportDecisionSchema,
    responses: {
      200: { description: 'Decided; the report as it is now.', schema: decidedSchema },
      400: { description: 'The sender is the organiser deciding (SELF_BAN), or the input.' },
      404: { description: `No report has this id: "${T.reportNotFound}".` },
      409: { description: `ALREADY_DECIDED: "${T.alreadyDecided}"` },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const MESSAGE_REPORT_ENDPOINTS = defineEndpoints('message-reports', MESSAGE_REPORT_ROUTES, MESSAGE_REPORT_SCHEMAS);
