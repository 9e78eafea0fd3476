// Private messages between members (issue 35, decision 054). The same words everywhere: a **conversation**
// (a thread) is between two members, one per pair; a **message** is one line of it, numbered by `seq` in
// the one order both members see. Who may write: connections (an accepted introduction) and organisers to
// any member; a member may reply to an organiser. A removed connection or a block closes the thread for
// writing; its history stays readable. The route table is conversations-routes.ts.
import { z } from 'zod';
import {
  CONVERSATION_ROUTES,
  CONVERSATIONS_PAGE,
  MESSAGE_DELETE_WINDOW_MS,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PER_MINUTE,
  NEW_THREADS_PER_DAY,
  THREAD_PAGE,
} from './conversations-routes';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { recordId, text, UUID_PATTERN } from './text';

export {
  AWAY_EMAIL_DELAY_MS,
  CONVERSATIONS_PAGE,
  MESSAGE_DELETE_WINDOW_MS,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PER_MINUTE,
  NEW_THREADS_PER_DAY,
  THREAD_PAGE,
} from './conversations-routes';

/** The feature's texts, in the product's voice (here, not in common/messages.ts, which the public pages load). */
export const CONVERSATIONS_TEXTS = {
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  memberNotFound: 'Member not found',
  chooseMember: 'Please choose a member to write to.',
  writeToSelf: 'You cannot write to yourself.',
  noProfile: 'Messages are for members: your account has no member profile.',
  /** A stranger: the way to reach them is an introduction. */
  notConnected: (name: string) => `You can write to ${name} once you are connected. Ask to be introduced first.`,
  /** The connection was removed (by either member). */
  connectionRemoved: 'You are no longer connected, so this conversation is closed. You can still read it.',
  /** The caller blocked the other member. */
  youBlocked: (name: string) => `You blocked ${name}. Unblock them to write again.`,
  /** The other member blocked the caller: neutral, it does not say they were blocked. */
  closed: 'This conversation is closed. You can still read it.',
  bodyRequired: 'Write a message first.',
  bodyTooLong: `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters.`,
  clientKeyInvalid: 'The message key must be 1 to 100 letters, digits, dashes or underscores.',
  cursorInvalid: 'That page of conversations does not exist.',
  beforeInvalid: 'That page of messages does not exist.',
  seqInvalid: 'The message number must be a whole number from 0.',
  tooManyMessages: `You can send at most ${MESSAGES_PER_MINUTE} messages a minute. Wait a moment and send it again.`,
  tooManyNewThreads: `You can start at most ${NEW_THREADS_PER_DAY} new conversations a day. You can start the next one tomorrow; your existing conversations are open.`,
  deleteTooLate: `A message can be deleted only in the ${MESSAGE_DELETE_WINDOW_MS / 60_000} minutes after it was sent.`,
  notYourMessage: 'You can delete only the messages you sent.',
  messageDeleted: 'Message deleted',
  conversationHidden: 'Conversation deleted from your list. The other member still has it.',
  /** The note on the page (issue 35, item 6). */
  whoCanRead:
    'Who can read your messages: the two of you. The organisers see a message only if one of you reports it to them. ' +
    'Like any email provider, whoever operates the server’s database and its backups could read them.',
} as const;
const T = CONVERSATIONS_TEXTS;

// ---------------------------------------------------------------------------------------------------
// Requests

/** A conversation's id in the path; anything else is the same 404 as an unknown one. */
const conversationIdSchema = recordId(T.conversationNotFound);
const messageIdSchema = recordId(T.messageNotFound);

/** A message number in a body: a whole JSON number from 0. */
const seqNumber = z
  .number({ error: T.seqInvalid })
  .int(T.seqInvalid)
  .min(0, T.seqInvalid)
  .max(Number.MAX_SAFE_INTEGER, T.seqInvalid);

/** ?cursor: where the previous page of the list ended, as the server wrote it (`<ms>~<conversation id>`). */
const cursorText = text({ max: 60, tooLong: T.cursorInvalid }).refine((value) => {
  const [at, id, ...rest] = value.split('~');
  return rest.length === 0 && /^\d{1,15}$/.test(at ?? '') && UUID_PATTERN.test(id ?? '');
}, T.cursorInvalid);

/** GET /api/messages?cursor */
export const conversationListQuerySchema = z.object({ cursor: cursorText.optional() });
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

/** GET /api/messages/:id/older?before: the messages before this seq. */
export const olderMessagesQuerySchema = z.object({
  before: z.coerce
    .number({ error: T.beforeInvalid })
    .int(T.beforeInvalid)
    .min(1, T.beforeInvalid)
    .max(Number.MAX_SAFE_INTEGER, T.beforeInvalid),
});
export type OlderMessagesQuery = z.output<typeof olderMessagesQuerySchema>;

/** POST /api/messages: start a conversation with a member, or find the one the pair has. */
export const openConversationSchema = z.object({ memberId: recordId(T.chooseMember) });
export type OpenConversation = z.input<typeof openConversationSchema>;

/** POST /api/messages/:id/send. `clientKey`: the page's key for this send, so a retry answers the same message. */
export const sendMessageSchema = z.object({
  body: text({ max: MESSAGE_MAX_LENGTH, tooLong: T.bodyTooLong, required: T.bodyRequired, shape: 'multi-line' }),
  clientKey: text({ max: 100, tooLong: T.clientKeyInvalid, required: T.clientKeyInvalid, keepSpaces: true })
    .regex(/^[A-Za-z0-9_-]+$/, T.clientKeyInvalid)
    .optional(),
});
export type SendMessage = z.input<typeof sendMessageSchema>;

/** POST /api/messages/:id/read and …/delivered: up to which message. */
export const markMessagesSchema = z.object({ upToSeq: seqNumber });
export type MarkMessages = z.input<typeof markMessagesSchema>;

// ---------------------------------------------------------------------------------------------------
// Answers (strict: checked against the server's answers in tests and development, decision 037)

/** The other member of a conversation, as little as a list row needs. */
const conversationPersonSchema = z.strictObject({
  /** Their member (attendee) id. */
  id: z.string(),
  name: z.string(),
  /** Their photo at the small size, when they let the caller see it; null: initials. */
  photoUrl: z.string().nullable(),
  /** An organiser of the community (an administrator). */
  isOrganiser: z.boolean(),
});
export type ConversationPerson = z.infer<typeof conversationPersonSchema>;

/** One row of the list, newest first. */
const conversationSummarySchema = z.strictObject({
  id: z.string(),
  other: conversationPersonSchema,
  /** The start of the last message the caller can see, on one line; null when it was deleted. */
  lastLine: z.string().nullable(),
  lastDeleted: z.boolean(),
  /** The last message is the caller's own. */
  lastFromMe: z.boolean(),
  lastAt: z.string(),
  unread: z.number().int(),
  canWrite: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

const conversationListSchema = z.strictObject({
  items: z.array(conversationSummarySchema),
  /** Pass as ?cursor for the next page; null: this was the last. */
  nextCursor: z.string().nullable(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** GET /api/messages/unread: the sidebar's badge and the tab title. */
const unreadCountSchema = z.strictObject({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const openedSchema = z.strictObject({ id: z.string() });
export type OpenedConversation = z.infer<typeof openedSchema>;

/** One message. A deleted one keeps its place with an empty body and `deletedAt`. */
const messageSchema = z.strictObject({
  id: z.string(),
  seq: z.number().int(),
  senderId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /api/messages/:id: the conversation and its newest page. */
const threadSchema = z.strictObject({
  id: z.string(),
  other: conversationPersonSchema,
  canWrite: z.boolean(),
  /** Why the caller cannot write, in the caller's words; null when they can. */
  whyNotText: z.string().nullable(),
  /** The caller blocked the other member (the header offers Unblock). Only the blocker's own block: a
   * member the other blocked is never told (decision 055), so this is false for them. */
  blockedByMe: z.boolean(),
  /** Oldest to newest. */
  messages: z.array(messageSchema),
  /** Pass as ?before to …/older for the page before; null: this is the start. */
  olderCursor: z.number().int().nullable(),
  /** The caller's own messages up to these seqs have reached a page of the other member / been read by them. */
  otherDeliveredSeq: z.number().int(),
  otherReadSeq: z.number().int(),
  /** What the caller has read, and how many of the other's messages after it. */
  readSeq: z.number().int(),
  unread: z.number().int(),
});
export type Thread = z.infer<typeof threadSchema>;

const messagePageSchema = z.strictObject({
  messages: z.array(messageSchema),
  olderCursor: z.number().int().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** POST …/read: the caller's unread messages now, over every conversation (the badge follows). */
const readResultSchema = z.strictObject({ readSeq: z.number().int(), count: z.number().int() });
export type ReadResult = z.infer<typeof readResultSchema>;

const deliveredResultSchema = z.strictObject({ deliveredSeq: z.number().int() });
export type DeliveredResult = z.infer<typeof deliveredResultSchema>;

const doneSchema = z.strictObject({ message: z.string() });
const deletedMessageSchema = z.strictObject({ message: z.string(), deleted: messageSchema });

// ---------------------------------------------------------------------------------------------------
// The endpoints. The keys' order is the order the routes are registered in: …/unread before …/:id.

const idParams = z.object({ id: conversationIdSchema });
const unknownConversation = { status: 404, message: T.conversationNotFound } as const;
const noSuchConversation = {
  404: { description: `No conversation of the caller's has this id: "${T.conversationNotFound}".` },
} as const;
const closedForWriting = {
  403: {
    description:
      'NOT_CONNECTED (a stranger: ask to be introduced), CONVERSATION_CLOSED (connection removed, or blocked either way; the blocked side is not told why), or the access rule.',
  },
} as const;

export const CONVERSATION_SCHEMAS = {
  list: {
    summary: "The caller's conversations, newest first, paged by cursor",
    query: conversationListQuerySchema,
    responses: {
      200: {
        description: `Up to ${CONVERSATIONS_PAGE} conversations and the next page's cursor.`,
        schema: conversationListSchema,
      },
    },
  },
  unread: {
    summary: 'How many messages the caller has not read, over every conversation',
    responses: { 200: { description: 'The count (kept exact as messages are sent and read).', schema: unreadCountSchema } },
  },
  open: {
    summary: 'Start a conversation with a member, or find the one the pair already has',
    description:
      'Allowed only when the caller may write to that member: connections, organisers to any member, a member replying to an organiser.',
    body: openConversationSchema,
    responses: {
      200: { description: 'The pair’s existing conversation.', schema: openedSchema },
      201: { description: 'A new conversation (no message yet).', schema: openedSchema },
      400: { description: `SELF: "${T.writeToSelf}"` },
      ...closedForWriting,
      404: { description: `No member whom the caller can see has this id: "${T.memberNotFound}".` },
      429: { description: `TOO_MANY_REQUESTS: more than ${NEW_THREADS_PER_DAY} new conversations today.` },
    },
  },
  thread: {
    summary: 'One conversation and its newest messages; reading it changes nothing (POST …/read does)',
    params: idParams,
    paramRefused: unknownConversation,
    responses: {
      200: {
        description: `The conversation and its last ${THREAD_PAGE} messages the caller can see, oldest first.`,
        schema: threadSchema,
      },
      ...noSuchConversation,
    },
  },
  older: {
    summary: 'The page of messages before one',
    params: idParams,
    paramRefused: unknownConversation,
    query: olderMessagesQuerySchema,
    responses: {
      200: { description: `Up to ${THREAD_PAGE} messages before ?before, oldest first.`, schema: messagePageSchema },
      ...noSuchConversation,
    },
  },
  send: {
    summary: 'Send a message',
    description: 'Plain text, trimmed, 1 to 4,000 characters. A retry with the same clientKey answers the message it sent (200).',
    params: idParams,
    paramRefused: unknownConversation,
    body: sendMessageSchema,
    responses: {
      200: { description: 'Already sent with this clientKey: that message.', schema: messageSchema },
      201: { description: 'Sent.', schema: messageSchema },
      ...closedForWriting,
      ...noSuchConversation,
      429: { description: `TOO_MANY_REQUESTS: more than ${MESSAGES_PER_MINUTE} messages in a minute.` },
    },
  },
  read: {
    summary: 'Mark the conversation read up to a message (and delivered)',
    params: idParams,
    paramRefused: unknownConversation,
    body: markMessagesSchema,
    responses: {
      200: {
        description: 'What the caller has read here, and their unread count over every conversation.',
        schema: readResultSchema,
      },
      ...noSuchConversation,
    },
  },
  delivered: {
    summary: 'Say that messages up to one reached a page of the caller (a live message, or a fetch)',
    params: idParams,
    paramRefused: unknownConversation,
    body: markMessagesSchema,
    responses: {
      200: { description: 'Delivered up to this seq.', schema: deliveredResultSchema },
      ...noSuchConversation,
    },
  },
  hide: {
    summary: 'Delete the conversation from the caller’s own view (the other member keeps it)',
    description: 'A later message brings it back, showing only what came after.',
    params: idParams,
    paramRefused: unknownConversation,
    responses: { 200: { description: 'Deleted from the caller’s list.', schema: doneSchema }, ...noSuchConversation },
  },
  deleteMessage: {
    summary: 'Delete a message the caller sent, within 15 minutes of sending it',
    params: z.object({ id: conversationIdSchema, messageId: messageIdSchema }),
    paramRefused: { status: 404, message: T.messageNotFound },
    responses: {
      200: { description: 'Deleted (or already): the message as both now see it.', schema: deletedMessageSchema },
      403: { description: `NOT_YOUR_MESSAGE: "${T.notYourMessage}"` },
      404: { description: `No message in a conversation of the caller's has this id: "${T.messageNotFound}".` },
      409: { description: `TOO_LATE: "${T.deleteTooLate}"` },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const CONVERSATION_ENDPOINTS = defineEndpoints('conversations', CONVERSATION_ROUTES, CONVERSATION_SCHEMAS);
