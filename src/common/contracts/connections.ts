// Connections (issue 17, decision 022): a member asks to be introduced to another (a connection
// request, with an optional note); the other accepts or says 'Not now'; an accepted request is their
// connection, and only then does either see the other's email address. The same words everywhere: a
// **request** is the asking, a **connection** is an accepted request, an **introduction** is what the
// organisers count (and the email both members get on acceptance).
import { z } from 'zod';
import { pageQuery, pageSizeQuery } from './paging';
import { CONNECTION_ROUTES, CONNECTIONS_PAGE_SIZE } from './connections-routes';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { memberCardSchema } from './member-view';
import { recordId, text } from './text';

export { CONNECTIONS_PAGE_SIZE } from './connections-routes';

/** Connections' texts, in the product's voice. Kept here rather than in common/messages.ts, which the
 * public pages load whole: only the member area and the server need these. */
export const CONNECTION_MESSAGES = {
  sent: 'Connection request sent',
  alreadySent: 'Connection request already sent',
  connectedNow: (name: string) => `You and ${name} are now connected`,
  alreadyConnected: 'You are already connected',
  declined: (name: string) => `Request set aside. ${name} will not be told.`,
  alreadyDeclined: 'You already set this request aside',
  withdrawn: 'Request withdrawn',
  alreadyWithdrawn: 'This request was already withdrawn',
  removed: (name: string) => `${name} is no longer one of your connections`,
  alreadyRemoved: 'This connection was already removed',
  connectSelf: 'You cannot connect with yourself.',
  youBlocked: (name: string) => `You blocked ${name}. Unblock them to ask to connect.`,
  memberNotFound: 'Member not found',
  chooseMember: 'Please choose a member to connect with.',
  noteTooLong: 'The note must be at most 500 characters',
  weeklyLimit: (limit: number, from: string) =>
    `You can send at most ${limit} connection requests a week. You can send the next one on ${from}.`,
  requestNotFound: 'Request not found',
  connectionNotFound: 'Connection not found',
  requestWithdrawn: 'This request was withdrawn.',
  requestExpired: 'This request has expired.',
  connectionRemoved: 'This connection was removed.',
  searchTooLong: 'The search must be at most 200 characters.',
  invalidPage: 'The page must be a whole number from 1.',
  invalidPageSize: 'The page size must be a whole number from 1 to 100.',
  loading: 'Loading connections...',
  loadFailed: 'Failed to load your connections',
  requestLoadFailed: 'Failed to load this request',
  figuresLoadFailed: 'Failed to load the introduction figures',
} as const;
const M = CONNECTION_MESSAGES;

/** The longest note a request may carry. */
export const MAX_CONNECTION_NOTE_LENGTH = 500;
/** A request stays open this long; the requester sees 'Request sent' until then, whatever the answer. */
export const CONNECTION_REQUEST_OPEN_DAYS = 30;
/** After 'Not now', the same member cannot ask again for this long (they are answered as if they had). */
export const DECLINE_HOLD_DAYS = 90;
/** At most this many requests a member may send in any seven days. */
export const WEEKLY_REQUEST_LIMIT = 20;
/** A member is emailed (and their pages told) about requests from the same member once in this many days:
 * withdrawing and connecting again inside it sends the request without telling them again. */
export const REQUEST_NOTICE_COOLDOWN_DAYS = 7;
const MAX_SEARCH_LENGTH = 200;

/** POST /api/connections/requests: 'Connect', with an optional note. */
export const connectRequestSchema = z.object({
  toAttendeeId: recordId(M.chooseMember),
  note: text({ max: MAX_CONNECTION_NOTE_LENGTH, tooLong: M.noteTooLong, shape: 'multi-line' }).optional(),
});
export type ConnectRequest = z.input<typeof connectRequestSchema>;

/** A request's or connection's id in a path. */
export const connectionIdSchema = recordId(M.requestNotFound);

/** GET /api/connections/requests/received and …/sent */
export const connectionRequestListQuerySchema = z.object({ page: pageQuery, pageSize: pageSizeQuery(CONNECTIONS_PAGE_SIZE) });
export type ConnectionRequestListQuery = z.output<typeof connectionRequestListQuerySchema>;

/** GET /api/connections: the caller's connections, optionally searched by name, company, role or email. */
export const connectionListQuerySchema = z.object({
  page: pageQuery,
  pageSize: pageSizeQuery(CONNECTIONS_PAGE_SIZE),
  search: text({ max: MAX_SEARCH_LENGTH, tooLong: M.searchTooLong }).optional(),
});
export type ConnectionListQuery = z.output<typeof connectionListQuerySchema>;

// ---------------------------------------------------------------------------------------------------
// Answers. Strict objects: in tests and development the server checks each answer against them, so a
// field added on one side only fails there (decision 037). Dates are ISO 8601 texts.

/**
 * The other member, as a card shows them and as the caller may see them (decision 043: a hidden or empty
 * field is absent). The email address comes with the connection, unless that member shows it only to the
 * organisers (or, rarely, to every member).
 */
const connectionPersonSchema = memberCardSchema;
export type ConnectionPerson = z.infer<typeof connectionPersonSchema>;

/**
 * Where the caller stands with another member, as a Connect button shows it. 'sent' holds for 30 days
 * from the request whether or not the other member has answered 'Not now' (decline privacy).
 */
export const pairStateSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('sent'), requestId: z.string() }),
  z.strictObject({ kind: z.literal('received'), requestId: z.string() }),
  z.strictObject({ kind: z.literal('connected'), connectionId: z.string() }),
]);
export type PairState = z.infer<typeof pairStateSchema>;

/**
 * POST /api/connections/requests. 201 with outcome 'sent' for a new request (also when the other member
 * said 'Not now' in the last 90 days: the requester is answered exactly as if it went); 200 'sent' when
 * the caller's request is already open; 200 'connected' when the other member had already asked the
 * caller (Connect accepts their request) or they are connected already.
 */
const connectResultSchema = z.strictObject({
  outcome: z.enum(['sent', 'connected']),
  created: z.boolean(),
  message: z.string(),
  state: pairStateSchema,
});
export type ConnectResult = z.infer<typeof connectResultSchema>;

/** A request someone sent the caller, still open: the Requests list. */
const receivedRequestSchema = z.strictObject({
  id: z.string(),
  from: connectionPersonSchema,
  note: z.string().nullable(),
  /** 'Why Connect?' as the caller reads it; null until it has been written (just after the request). */
  reason: z.string().nullable(),
  sentAt: z.string(),
});
export type ReceivedRequest = z.infer<typeof receivedRequestSchema>;

/** A request the caller sent that is still within its 30 days: shown as 'Request sent'. */
const sentRequestSchema = z.strictObject({
  id: z.string(),
  to: connectionPersonSchema,
  note: z.string().nullable(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type SentRequest = z.infer<typeof sentRequestSchema>;

/** One of the caller's connections: 'Your connections'. */
const connectionSchema = z.strictObject({
  id: z.string(),
  person: connectionPersonSchema,
  connectedAt: z.string(),
});
export type Connection = z.infer<typeof connectionSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type ConnectionsPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** GET /api/connections/summary: the sidebar's and the dashboard's counts. */
const connectionSummarySchema = z.strictObject({
  /** Open requests waiting for the caller's answer. */
  openRequests: z.number().int(),
  /** The newest of them, for the dashboard's notice; null when there are none. */
  newestRequestFrom: z.string().nullable(),
  connections: z.number().int(),
});
export type ConnectionSummary = z.infer<typeof connectionSummarySchema>;

/**
 * GET /api/connections/requests/:id: one request, for either of its two members (anyone else: 404).
 * The recipient sees whether it is open, set aside ('declined', which they may still accept), accepted
 * or closed; the requester sees only 'sent' (pending or set aside), 'connected' or 'closed'. The email
 * address comes only with 'connected'.
 */
const connectionRequestViewSchema = z.discriminatedUnion('side', [
  z.strictObject({
    side: z.literal('received'),
    id: z.string(),
    person: connectionPersonSchema,
    note: z.string().nullable(),
    reason: z.string().nullable(),
    sentAt: z.string(),
    state: z.enum(['open', 'declined', 'connected', 'closed']),
    email: z.string().nullable(),
  }),
  z.strictObject({
    side: z.literal('sent'),
    id: z.string(),
    person: connectionPersonSchema,
    note: z.string().nullable(),
    sentAt: z.string(),
    state: z.enum(['sent', 'connected', 'closed']),
    email: z.string().nullable(),
  }),
]);
export type ConnectionRequestView = z.infer<typeof connectionRequestViewSchema>;

/** Accept, 'Not now', withdraw, remove: `changed` is false when it had already been done. */
const connectionActionResultSchema = z.strictObject({ changed: z.boolean(), message: z.string() });
export type ConnectionActionResult = z.infer<typeof connectionActionResultSchema>;

/** Introductions for the organisers: counts only, never a note or a name. */
const introductionFiguresSchema = z.strictObject({
  /** Requests sent in the period. */
  requested: z.number().int(),
  /** Requests accepted in the period. */
  accepted: z.number().int(),
  /** Requests whose 30 days ended in the period without an acceptance ('Not now' included). */
  expired: z.number().int(),
  /** accepted ÷ (accepted + expired) in the period, from 0 to 1; null when neither happened. */
  acceptanceRate: z.number().nullable(),
});
export type IntroductionFigures = z.infer<typeof introductionFiguresSchema>;

/** GET /api/admin/connections/summary */
const introductionSummarySchema = z.strictObject({
  thisMonth: introductionFiguresSchema,
  overall: introductionFiguresSchema,
  /** ISO 8601: the start of this month in the community's time zone. */
  monthStart: z.string(),
});
export type IntroductionSummary = z.infer<typeof introductionSummarySchema>;

/** GET /api/admin/connections/members/:id */
const memberConnectionCountSchema = z.strictObject({ attendeeId: z.string(), connections: z.number().int() });
export type MemberConnectionCount = z.infer<typeof memberConnectionCountSchema>;

// ---------------------------------------------------------------------------------------------------
// The endpoints (their route table, with methods, paths and access, is connections-routes.ts). The keys'
// order is the order the routes are registered in: the lists before '/connections/requests/:id'.

const idParams = z.object({ id: connectionIdSchema });
/** A malformed id is as unknown as an id that is not the caller's. */
const unknownRequest = { status: 404, message: M.requestNotFound } as const;
const noSuchRequest = { 404: { description: `No request of the caller's has this id: "${M.requestNotFound}".` } };
/** Why a request in its state cannot take the action, in its own words (connected, withdrawn, removed, expired). */
const closed = { 409: { description: 'The request is closed: ALREADY_CONNECTED, WITHDRAWN, REMOVED or EXPIRED.' } };
const actionDone = {
  200: { description: 'Done, or already done (changed: false), with the message to show.', schema: connectionActionResultSchema },
};

export const CONNECTION_SCHEMAS = {
  connect: {
    summary: 'Ask to be introduced to another member, with an optional note',
    description: 'A request to oneself is a 400 SELF_CONNECTION.',
    body: connectRequestSchema,
    responses: {
      200: {
        description: 'Already sent, or connected (they had asked the caller, or were connected already).',
        schema: connectResultSchema,
      },
      201: {
        description: 'A new request, sent (also after a recent "Not now": answered as if it went).',
        schema: connectResultSchema,
      },
      404: { description: `No member whom the caller can see has this id: "${M.memberNotFound}".` },
      409: {
        description:
          'WITHDRAWN: they had asked the caller, and withdrew it in the same moment; BLOCKED: the caller blocked this member (decision 055).',
      },
      429: { description: `More than ${WEEKLY_REQUEST_LIMIT} requests in seven days: when the next may go.` },
    },
  },
  received: {
    summary: 'Open requests other members sent the caller, newest first',
    query: connectionRequestListQuerySchema,
    responses: { 200: { description: 'One page and the total.', schema: pageOf(receivedRequestSchema) } },
  },
  sent: {
    summary: 'Requests the caller sent that are within their 30 days, newest first',
    query: connectionRequestListQuerySchema,
    responses: { 200: { description: 'One page and the total.', schema: pageOf(sentRequestSchema) } },
  },
  request: {
    summary: 'One request, as either of its two members sees it',
    params: idParams,
    paramRefused: unknownRequest,
    responses: {
      200: { description: 'The request from the caller’s side.', schema: connectionRequestViewSchema },
      ...noSuchRequest,
    },
  },
  accept: {
    summary: 'Accept a request: the two are connected and both are emailed',
    params: idParams,
    paramRefused: unknownRequest,
    responses: { ...actionDone, ...noSuchRequest, ...closed },
  },
  decline: {
    summary: '"Not now": set a request aside; the requester is not told',
    params: idParams,
    paramRefused: unknownRequest,
    responses: { ...actionDone, ...noSuchRequest, ...closed },
  },
  withdraw: {
    summary: 'Withdraw a request the caller sent',
    params: idParams,
    paramRefused: unknownRequest,
    responses: { ...actionDone, ...noSuchRequest, ...closed },
  },
  summary: {
    summary: 'The counts of the sidebar and the dashboard',
    responses: {
      200: { description: 'Open requests, the newest one’s sender, and connections.', schema: connectionSummarySchema },
    },
  },
  list: {
    summary: 'The caller’s connections, searched by name, company, role or email',
    query: connectionListQuerySchema,
    responses: { 200: { description: 'One page and the total, with email addresses.', schema: pageOf(connectionSchema) } },
  },
  remove: {
    summary: 'Remove one of the caller’s connections',
    params: idParams,
    paramRefused: { status: 404, message: M.connectionNotFound },
    responses: { ...actionDone, 404: { description: `No connection of the caller's has this id: "${M.connectionNotFound}".` } },
  },
  adminSummary: {
    summary: 'Introductions this month and overall: counts only',
    responses: { 200: { description: 'The figures.', schema: introductionSummarySchema } },
  },
  adminMember: {
    summary: 'How many connections a member has',
    params: idParams,
    paramRefused: { status: 404, message: M.memberNotFound },
    responses: {
      200: { description: 'The count.', schema: memberConnectionCountSchema },
      404: { description: `No member has this id: "${M.memberNotFound}".` },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const CONNECTION_ENDPOINTS = defineEndpoints('connections', CONNECTION_ROUTES, CONNECTION_SCHEMAS);
