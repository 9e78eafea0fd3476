// Reporting to the organisers (issue 35 items 5 and 6, decision 055; issue 36, decision 058). A member
// reports one of the other member's messages in their conversation, an open question or an answer they can
// see, with a reason; the organisers' one moderation queue shows it (a message with the few before it, a
// copy of what the reporter saw, never the rest of the thread; a question or an answer with its question)
// and they decide: dismiss, warn its author, deactivate its author, or (a question or an answer) hide it.
// Every decision is in the Activity log, and the reporter is told the outcome. This queue is the organisers'
// only way to read members' messages. The feature keeps the name it was born with (decision 058). The
// route table is message-reports-routes.ts.
import { z } from 'zod';
import { ADMIN_TOASTS } from '../messages';
import { CONVERSATIONS_TEXTS } from './conversations';
import { OPEN_QUESTIONS_TEXTS } from './open-questions';
import { AI_TOOL_TEXTS } from './ai-tools';
import { OPEN_ROLES_TEXTS } from './open-roles';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import {
  CONTENT_REPORTS_PER_HOUR,
  MAX_DECISION_NOTE_LENGTH,
  MAX_REPORT_REASON_LENGTH,
  MESSAGE_REPORT_ROUTES,
  MESSAGE_REPORTS_PAGE_SIZE,
  REPORT_CONTEXT_MESSAGES,
} from './message-reports-routes';
import { pageQuery, pageSizeQuery } from './paging';
import { recordId, text } from './text';

export {
  CONTENT_REPORTS_PER_HOUR,
  MAX_DECISION_NOTE_LENGTH,
  MAX_REPORT_REASON_LENGTH,
  MESSAGE_REPORTS_PAGE_SIZE,
  REPORT_CONTEXT_MESSAGES,
} from './message-reports-routes';

/** What a report is about. */
export const REPORT_SUBJECTS = ['message', 'question', 'answer', 'role', 'tool'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
/** What an organiser decides about a report; 'hide' only for a question, an answer, a role or an AI tool
 * (removing the last two; a message cannot be hidden). */
export const REPORT_OUTCOMES = ['dismiss', 'warn', 'deactivate', 'hide'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
/** A report's state: open until decided, then what was decided. */
export const REPORT_STATUSES = ['open', 'dismissed', 'warned', 'deactivated', 'hidden'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const STATUS_OF_OUTCOME: Record<ReportOutcome, Exclude<ReportStatus, 'open'>> = {
  dismiss: 'dismissed',
  warn: 'warned',
  deactivate: 'deactivated',
  hide: 'hidden',
};
/** The outcomes an organiser may choose for a report about this subject. */
export const outcomesFor = (subject: ReportSubject): readonly ReportOutcome[] =>
  subject === 'message' ? REPORT_OUTCOMES.filter((outcome) => outcome !== 'hide') : REPORT_OUTCOMES;

/** The words for what was reported, and what its author did with it. */
const SUBJECT_WORDS: Record<ReportSubject, { noun: string; short: string; yours: string; author: string }> = {
  message: { noun: 'message', short: 'message', yours: 'A message you sent', author: 'sender' },
  question: { noun: 'question', short: 'question', yours: 'A question you asked', author: 'author' },
  answer: { noun: 'answer', short: 'answer', yours: 'An answer you wrote', author: 'author' },
  role: { noun: 'role', short: 'role', yours: 'A role you posted', author: 'poster' },
  tool: { noun: 'AI tool', short: 'tool', yours: 'An AI tool you suggested', author: 'suggester' },
};

export const MESSAGE_REPORT_TEXTS = {
  reasonRequired: 'Say what is wrong with this message.',
  reasonTooLong: `A reason can be at most ${MAX_REPORT_REASON_LENGTH.toLocaleString('en-GB')} characters.`,
  /** What the member who reports is told: thanked, or reminded that they reported it already. */
  reported: (subject: ReportSubject) =>
    `Thank you. The organisers will look at this ${SUBJECT_WORDS[subject].short}, and you will hear what they decide.`,
  alreadyReported: (subject: ReportSubject) =>
    `You already reported this ${SUBJECT_WORDS[subject].short}. The organisers will look at it.`,
  ownMessage: 'You can report only the other member’s messages.',
  deletedMessage: 'This message was deleted, so there is nothing to report.',
  conversationNotFound: CONVERSATIONS_TEXTS.conversationNotFound,
  messageNotFound: CONVERSATIONS_TEXTS.messageNotFound,
  /** The report dialog's words: what happens, and who sees what. */
  reportExplained: `The organisers will see this message and the ${REPORT_CONTEXT_MESSAGES} before it, with your reason, and nothing else of your conversation. The other member is not told who reported it.`,
  /** Reporting an open question or an answer (decision 058). */
  contentReasonRequired: 'Say what is wrong with it, in a few words.',
  ownQuestion: 'You cannot report your own question.',
  ownAnswer: 'You cannot report your own answer.',
  /** Reporting an open role (decision 069). */
  ownRole: 'You cannot report your own role.',
  /** Reporting an AI tool (decision 071). */
  ownTool: 'You cannot report a tool you suggested.',
  tooManyReports: `You can report at most ${CONTENT_REPORTS_PER_HOUR} questions, answers, roles or tools an hour. The organisers will look at those first.`,
  /** The organisers see the question or answer, its question, and the reason; an anonymous asker stays anonymous to the member who reports. */
  contentReportExplained: 'The organisers will see what you report and your reason. Its author is not told who reported it.',
  reportNotFound: ADMIN_TOASTS.recordNotFound,
  outcomeRequired: 'Choose dismiss, warn, deactivate or hide.',
  notHideable: 'A message cannot be hidden: dismiss the report, warn the sender or deactivate them.',
  /** The reason a hidden question's or answer's author reads when the organiser wrote no note. */
  hiddenAfterReport: 'A member reported it, and the organisers hid it: it does not follow the community’s guidelines.',
  noteTooLong: `A note can be at most ${MAX_DECISION_NOTE_LENGTH.toLocaleString('en-GB')} characters.`,
  alreadyDecided: 'This report was decided already.',
  decided: (subject: ReportSubject, outcome: ReportOutcome) => {
    const { author } = SUBJECT_WORDS[subject];
    const done: Record<ReportOutcome, string> = {
      dismiss: 'Report dismissed.',
      warn: `The ${author} is warned,`,
      deactivate: `The ${author} is deactivated,`,
      hide: subject === 'role' ? 'Removed from Open Roles: its poster is told why,' : 'Hidden from members: its author sees why,',
    };
    return outcome === 'dismiss'
      ? `${done.dismiss} The member who reported it is told.`
      : `${done[outcome]} and the member who reported it is told.`;
  },
  loadFailed: 'Failed to load the reports',
  empty: 'When a member reports a message, a question, an answer, a role or an AI tool, it waits here.',
  /** The warning the author receives (a notification, and an email as they chose). */
  warningTitle: 'A warning from the organisers',
  warningBody: (subject: ReportSubject) =>
    `${SUBJECT_WORDS[subject].yours} was reported, and the organisers reviewed it. Please keep to the community’s guidelines: another report may end your membership.`,
  /** What the reporter is told. */
  outcomeTitle: 'The organisers reviewed your report',
  outcomeBody: (subject: ReportSubject, outcome: ReportOutcome) => {
    const { noun, author } = SUBJECT_WORDS[subject];
    const did: Record<ReportOutcome, string> = {
      dismiss: 'found nothing that needs action',
      warn: `warned its ${author}`,
      deactivate: `deactivated its ${author}’s account`,
      hide: subject === 'role' ? 'removed it from Open Roles' : 'hid it from members',
    };
    return `They read the ${noun} you reported and ${did[outcome]}. Thank you for telling them.`;
  },
} as const;
const T = MESSAGE_REPORT_TEXTS;

// ---------------------------------------------------------------------------------------------------
// Requests

/** POST /api/messages/:id/:messageId/report */
export const reportMessageSchema = z.object({
  reason: text({ max: MAX_REPORT_REASON_LENGTH, tooLong: T.reasonTooLong, required: T.reasonRequired, shape: 'multi-line' }),
});
export type ReportMessage = z.input<typeof reportMessageSchema>;

/** POST /api/questions/:id/report and POST /api/questions/:id/answers/:answerId/report */
export const reportContentSchema = z.object({
  reason: text({
    max: MAX_REPORT_REASON_LENGTH,
    tooLong: T.reasonTooLong,
    required: T.contentReasonRequired,
    shape: 'multi-line',
  }),
});
export type ReportContent = z.input<typeof reportContentSchema>;

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

/** The open question a report is about, or the question of the answer it is about, as it is now. */
const reportedQuestionSchema = z.strictObject({
  id: z.string(),
  body: z.string(),
  /** Asked anonymously: only the organisers know who asked (the reporter is never told). */
  anonymous: z.boolean(),
  hidden: z.boolean(),
  closed: z.boolean(),
});
export type ReportedQuestion = z.infer<typeof reportedQuestionSchema>;

const reportedAnswerSchema = z.strictObject({
  id: z.string(),
  body: z.string(),
  fromTeam: z.boolean(),
  hidden: z.boolean(),
});
export type ReportedAnswer = z.infer<typeof reportedAnswerSchema>;

/** The open role a report is about, as it is now (decision 069). */
const reportedRoleSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  description: z.string(),
  /** Removed by an organiser already. */
  removed: z.boolean(),
});
export type ReportedRole = z.infer<typeof reportedRoleSchema>;

/** The AI tool a report is about, as it is now (decision 071). */
const reportedToolSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  link: z.string(),
  purpose: z.string(),
  /** No longer in the library (removed, by this report's decision or otherwise). */
  removed: z.boolean(),
});
export type ReportedTool = z.infer<typeof reportedToolSchema>;

const messageReportSchema = z.strictObject({
  id: z.string(),
  subject: z.enum(REPORT_SUBJECTS),
  status: z.enum(REPORT_STATUSES),
  reason: z.string(),
  reportedAt: z.iso.datetime({ offset: true }),
  reporter: personSchema,
  /** The member the report is about: the message's sender, the question's asker or the answer's author. */
  author: personSchema.extend({
    /** Deactivated now (by this report's decision or otherwise). */
    deactivated: z.boolean(),
  }),
  /** A message's report: the reported message and up to REPORT_CONTEXT_MESSAGES before it, oldest first; else empty. */
  messages: z.array(reportedMessageSchema),
  /** A question's or an answer's report: the question; else null. */
  question: reportedQuestionSchema.nullable(),
  /** An answer's report: the answer; else null. */
  answer: reportedAnswerSchema.nullable(),
  /** An open role's report: the role; else null. */
  role: reportedRoleSchema.nullable(),
  /** An AI tool's report: the tool; else null. */
  tool: reportedToolSchema.nullable(),
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

/** The answers every report on a question, an answer, a role or an AI tool shares: reported, reported already
 * (nothing changes), the caller's own, too many an hour, or nothing the caller may see by that id. */
const contentReportResponses = (subject: Exclude<ReportSubject, 'message'>, own: string, notFound: string) => ({
  200: { description: `Reported already: "${T.alreadyReported(subject)}"`, schema: reportedSchema },
  201: { description: 'Reported.', schema: reportedSchema },
  400: { description: own },
  429: { description: `More than ${CONTENT_REPORTS_PER_HOUR} reports on questions, answers, roles and tools in an hour.` },
  404: { description: notFound },
});

export const MESSAGE_REPORT_SCHEMAS = {
  report: {
    summary: 'Report one of the other member’s messages in the caller’s conversation to the organisers',
    description: `The report keeps a copy of the message and the ${REPORT_CONTEXT_MESSAGES} before it the caller can see; the organisers see only that. One report per member per message: reporting again changes nothing.`,
    params: z.object({ id: recordId(T.conversationNotFound), messageId: recordId(T.messageNotFound) }),
    paramRefused: { status: 404, message: T.messageNotFound },
    body: reportMessageSchema,
    responses: {
      200: { description: `Reported already: "${T.alreadyReported('message')}"`, schema: reportedSchema },
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
  reportQuestion: {
    summary: 'Report an open question the caller can see to the organisers',
    description:
      'One report per member per question: reporting again changes nothing. The answer never names an anonymous asker.',
    params: z.object({ id: recordId(OPEN_QUESTIONS_TEXTS.questionNotFound) }),
    paramRefused: { status: 404, message: OPEN_QUESTIONS_TEXTS.questionNotFound },
    body: reportContentSchema,
    responses: contentReportResponses(
      'question',
      `OWN_QUESTION: "${T.ownQuestion}"`,
      `No question the caller may see has this id: "${OPEN_QUESTIONS_TEXTS.questionNotFound}".`,
    ),
  },
  reportAnswer: {
    summary: 'Report an answer the caller can see to the organisers',
    description: 'One report per member per answer: reporting again changes nothing.',
    params: z.object({
      id: recordId(OPEN_QUESTIONS_TEXTS.questionNotFound),
      answerId: recordId(OPEN_QUESTIONS_TEXTS.answerNotFound),
    }),
    paramRefused: { status: 404, message: OPEN_QUESTIONS_TEXTS.answerNotFound },
    body: reportContentSchema,
    responses: contentReportResponses(
      'answer',
      `OWN_ANSWER: "${T.ownAnswer}"`,
      `No answer the caller may see has this id: "${OPEN_QUESTIONS_TEXTS.answerNotFound}".`,
    ),
  },
  reportRole: {
    summary: 'Report an open role the caller can see to the organisers',
    description: 'One report per member per role: reporting again changes nothing.',
    params: z.object({ id: recordId(OPEN_ROLES_TEXTS.roleNotFound) }),
    paramRefused: { status: 404, message: OPEN_ROLES_TEXTS.roleNotFound },
    body: reportContentSchema,
    responses: contentReportResponses(
      'role',
      `OWN_ROLE: "${T.ownRole}"`,
      `No role the caller may see has this id: "${OPEN_ROLES_TEXTS.roleNotFound}".`,
    ),
  },
  reportTool: {
    summary: 'Report an AI tool in the library to the organisers',
    description: 'One report per member per tool: reporting again changes nothing.',
    params: z.object({ id: recordId(AI_TOOL_TEXTS.toolNotFound) }),
    paramRefused: { status: 404, message: AI_TOOL_TEXTS.toolNotFound },
    body: reportContentSchema,
    responses: contentReportResponses(
      'tool',
      `OWN_TOOL: "${T.ownTool}"`,
      `No tool in the library has this id: "${AI_TOOL_TEXTS.toolNotFound}".`,
    ),
  },
  decide: {
    summary:
      'Decide a report: dismiss it, warn its author, deactivate its author, or hide the question or answer (remove the role or the AI tool)',
    description:
      'Writes an Activity log row. Warning tells the author (a notification, and an email as they chose; the note is included). Deactivating is the Members Log’s: sign-in refused, sessions ended. Hiding (a question or an answer only) is the open questions’ Hide, with the note as the reason its author reads; a role’s is its removal, as the organisers’ Remove (decision 069); an AI tool’s is its removal from the library (decision 071). The reporter is told the outcome.',
    params: z.object({ id: recordId(T.reportNotFound) }),
    paramRefused: { status: 404, message: T.reportNotFound },
    body: reportDecisionSchema,
    responses: {
      200: { description: 'Decided; the report as it is now.', schema: decidedSchema },
      400: {
        description: `The author is the organiser deciding (SELF_BAN); NOT_HIDEABLE: "${T.notHideable}"; or the input.`,
      },
      404: { description: `No report has this id: "${T.reportNotFound}".` },
      409: { description: `ALREADY_DECIDED: "${T.alreadyDecided}"` },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const MESSAGE_REPORT_ENDPOINTS = defineEndpoints('message-reports', MESSAGE_REPORT_ROUTES, MESSAGE_REPORT_SCHEMAS);
