// Live delivery (decision 023): one server-sent events stream per open page, GET /api/live. Events carry
// ids and counts only; the page fetches what changed through the normal guarded routes. Both sides read
// these names: the server writes them as SSE `event:` names, the browser listens for them. The route's
// path is live-routes.ts.

/**
 * What a stream carries. Add a kind here (with its ids) and publish it with the server's LivePublisher
 * (src/server/live/publish.ts); the browser ignores kinds it does not know.
 */
export type LiveEvent =
  /** To a member: the team answered one of their questions. */
  | { type: 'reply'; conversationId: string }
  /** To administrators: a member asked a new question. */
  | { type: 'question'; conversationId: string }
  /** To administrators: a visitor asked for access. */
  | { type: 'access-request'; requestId: string }
  /** To administrators: a member reported a message (decision 055); the reports queue and its count follow. */
  | { type: 'message-report'; reportId: string }
  /** To a member: another member asked to be introduced to them (never for a request held by 'Not now'). */
  | { type: 'connection-request'; requestId: string }
  /** To a member: the member they asked accepted; they are connected. ('Not now' is never told.) */
  | { type: 'connection-accepted'; requestId: string }
  /** To both members of a conversation (every tab): message `seq` was sent. The recipient's page fetches it
   * and says it was delivered; the sender's other tabs show it. */
  | { type: 'message'; conversationId: string; seq: number }
  /** To both members: the conversation changed without a new message (a message deleted, or the other
   * member's delivered or read mark moved): an open thread fetches it again. */
  | { type: 'conversation-changed'; conversationId: string }
  /** To the member who read it, on their other tabs: the conversation is read up to `upToSeq`, and
   * `unread` is their count over every conversation now (the badge and the tab title follow). */
  | { type: 'conversation-read'; conversationId: string; upToSeq: number; unread: number }
  /** To a question's followers (the asker, its routed members, its answerers, those who pressed Follow):
   * answer `answerId` was posted, or an answer or the question changed (hidden, closed, marked helpful). */
  | { type: 'question-answered'; questionId: string; answerId: string | null }
  /** To a member Going (or just given a place from the waitlist): the event's time changed, or it was
   * cancelled or deleted, or their place is confirmed. */
  | { type: 'event-changed'; eventId: string }
  /** To a person: their unread notifications are now `unread` (a new one, or read in another tab): the bell follows. */
  | { type: 'notifications'; unread: number }
  // Broadcasts (decision 041): one row for every member's stream, not a row per member. No toast: the
  // member pages that show them (the home, the lists, the carousel) update in front of the member.
  /** To every member: a newsletter was published, edited while published, unpublished or deleted. */
  | { type: 'newsletters-changed'; postId: string }
  /** To every member: an event was created, changed, cancelled or deleted (the lists and the home follow). */
  | { type: 'events-changed'; eventId: string }
  /** To every member: the spotlight carousel's items changed. */
  | { type: 'spotlight-changed' };

export type LiveEventType = LiveEvent['type'];
export const LIVE_EVENT_TYPES = [
  'reply',
  'question',
  'access-request',
  'message-report',
  'connection-request',
  'connection-accepted',
  'message',
  'conversation-changed',
  'conversation-read',
  'question-answered',
  'event-changed',
  'notifications',
  'newsletters-changed',
  'events-changed',
  'spotlight-changed',
] as const satisfies readonly LiveEventType[];

/**
 * The stream's own messages. `ready` opens every stream (its id is where the stream stands, so a
 * reconnect resumes from it); `resync: true` says events may have been missed (the stream was away longer
 * than the log keeps them, 10 minutes), so the page refetches its counts. `ended` says the session is
 * over (sign-out, ban, password reset, expiry): the page must not reconnect but ask who it is.
 */
export const LIVE_READY = 'ready';
export const LIVE_ENDED = 'ended';
export type LiveReady = { resync: boolean };

/** How long missed events are kept for a stream that comes back with Last-Event-ID. */
export const LIVE_RESUME_WINDOW_MS = 10 * 60_000;
/** Streams one member may hold open on one app server (tabs); the next is refused with 429. */
export const LIVE_STREAMS_PER_MEMBER = 5;
/** A comment line this often keeps proxies and the browser from timing out an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;

/** The stream's refusals and the toasts that announce what arrived. Here rather than in messages.ts, which
 * the public home downloads: only signed-in pages need them. */
export const LIVE_MESSAGES = {
  unavailable: 'Live updates are off on this server: the page checks for news every 30 seconds instead.',
  tooManyStreams: 'Live updates are already open in 5 of your tabs: this one checks for news every 30 seconds instead.',
  newReply: 'The team replied to your question.',
  openReply: 'Read it',
  newQuestion: 'A member asked a new question.',
  newAccessRequest: 'Someone asked for access.',
  newMessageReport: 'A member reported a message.',
  openInbox: 'Open',
  newConnectionRequest: 'Someone asked to be introduced to you.',
  openConnectionRequest: 'See the request',
  newConnection: 'You have a new connection.',
  openConnections: 'See connections',
  newMessage: (name: string) => `New message from ${name}.`,
  openMessage: 'Read it',
  eventChanged: 'An event you are going to has changed.',
  openEvent: 'See the event',
} as const;
