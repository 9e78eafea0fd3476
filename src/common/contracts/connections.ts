// Connections (issue 17, decision 022): a member asks to be introduced to another (a connection
// request, with an optional note); the other accepts or says 'Not now'; an accepted request is their
// connection, and only then does either see the other's email address. The same words everywhere: a
// **request** is the asking, a **connection** is an accepted request, an **introduction** is what the
// organisers count (and the email both members get on acceptance).
import { z } from 'zod';
import { pageQuery, pageSizeQuery } from './paging';
import { CONNECTIONS_PAGE_SIZE } from './connection-paths';
import { recordId, text } from './text';

export { CONNECTION_API, CONNECTIONS_PAGE_SIZE } from './connection-paths';

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

/** The other member, as a card shows them. No email address: that comes with the connection. */
export type ConnectionPerson = {
  attendeeId: string;
  fullName: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  company: string | null;
  industry: string | null;
};

/**
 * Where the caller stands with another member, as a Connect button shows it. 'sent' holds for 30 days
 * from the request whether or not the other member has answered 'Not now' (decline privacy).
 */
export type PairState =
  | { kind: 'none' }
  | { kind: 'sent'; requestId: string }
  | { kind: 'received'; requestId: string }
  | { kind: 'connected'; connectionId: string };

/**
 * POST /api/connections/requests. 201 with outcome 'sent' for a new request (also when the other member
 * said 'Not now' in the last 90 days: the requester is answered exactly as if it went); 200 'sent' when
 * the caller's request is already open; 200 'connected' when the other member had already asked the
 * caller (Connect accepts their request) or they are connected already.
 */
export type ConnectResult = { outcome: 'sent' | 'connected'; created: boolean; message: string; state: PairState };

/** A request someone sent the caller, still open: the Requests list. */
export type ReceivedRequest = {
  id: string;
  from: ConnectionPerson;
  note: string | null;
  /** 'Why Connect?' as the caller reads it; null until it has been written (just after the request). */
  reason: string | null;
  /** ISO 8601. */
  sentAt: string;
};

/** A request the caller sent that is still within its 30 days: shown as 'Request sent'. */
export type SentRequest = { id: string; to: ConnectionPerson; note: string | null; sentAt: string; expiresAt: string };

/** One of the caller's connections: 'Your connections'. */
export type Connection = { id: string; person: ConnectionPerson & { email: string }; connectedAt: string };

export type ConnectionsPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** GET /api/connections/summary: the sidebar's and the dashboard's counts. */
export type ConnectionSummary = {
  /** Open requests waiting for the caller's answer. */
  openRequests: number;
  /** The newest of them, for the dashboard's notice; null when there are none. */
  newestRequestFrom: string | null;
  connections: number;
};

/**
 * GET /api/connections/requests/:id: one request, for either of its two members (anyone else: 404).
 * The recipient sees whether it is open, set aside ('declined', which they may still accept), accepted
 * or closed; the requester sees only 'sent' (pending or set aside), 'connected' or 'closed'. The email
 * address comes only with 'connected'.
 */
export type ConnectionRequestView =
  | {
      side: 'received';
      id: string;
      person: ConnectionPerson;
      note: string | null;
      reason: string | null;
      sentAt: string;
      state: 'open' | 'declined' | 'connected' | 'closed';
      email: string | null;
    }
  | {
      side: 'sent';
      id: string;
      person: ConnectionPerson;
      note: string | null;
      sentAt: string;
      state: 'sent' | 'connected' | 'closed';
      email: string | null;
    };

/** Accept, 'Not now', withdraw, remove: `changed` is false when it had already been done. */
export type ConnectionActionResult = { changed: boolean; message: string };

/** Introductions for the organisers: counts only, never a note or a name. */
export type IntroductionFigures = {
  /** Requests sent in the period. */
  requested: number;
  /** Requests accepted in the period. */
  accepted: number;
  /** Requests whose 30 days ended in the period without an acceptance ('Not now' included). */
  expired: number;
  /** accepted ÷ (accepted + expired) in the period, from 0 to 1; null when neither happened. */
  acceptanceRate: number | null;
};

/** GET /api/admin/connections/summary */
export type IntroductionSummary = {
  thisMonth: IntroductionFigures;
  overall: IntroductionFigures;
  /** ISO 8601: the start of this month in the community's time zone. */
  monthStart: string;
};

/** GET /api/admin/connections/members/:id */
export type MemberConnectionCount = { attendeeId: string; connections: number };
