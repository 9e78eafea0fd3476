// Private messages between members (issue 35, decision 054): the endpoints' method, path and who may call
// each (decision 037), and the numbers the browser needs. No zod here: the member layout's unread badge
// imports this, and the member home must not download the schemas. The schemas are in conversations.ts.
// The feature is `conversations`; its addresses are under /api/messages (the page is /messages) because
// /api/conversations is the Ask feature's (a member's questions to the team).
import type { CONVERSATION_SCHEMAS } from './conversations';
import { routeTable } from './endpoint';

/** The longest message, in characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 4000;
/** A member may delete a message they sent for this long after sending it. */
export const MESSAGE_DELETE_WINDOW_MS = 15 * 60_000;
/** Messages in a page of a thread (the newest page when it opens, then older ones). */
export const THREAD_PAGE = 50;
/** Conversations in a page of the list. */
export const CONVERSATIONS_PAGE = 20;
/** Messages one member may send in a minute, across all their threads. */
export const MESSAGES_PER_MINUTE = 20;
/** New threads one member may start in a day (replies and existing threads do not count). */
export const NEW_THREADS_PER_DAY = 20;
/** A message still unread this long after it was sent is emailed (one email for a burst). */
export const AWAY_EMAIL_DELAY_MS = 15 * 60_000;

export const CONVERSATION_ROUTES = routeTable<typeof CONVERSATION_SCHEMAS>()({
  list: { method: 'GET', path: '/api/messages', access: 'member' },
  unread: { method: 'GET', path: '/api/messages/unread', access: 'member' },
  open: { method: 'POST', path: '/api/messages', access: 'shown-member' },
  thread: { method: 'GET', path: '/api/messages/:id', access: 'member' },
  older: { method: 'GET', path: '/api/messages/:id/older', access: 'member' },
  send: { method: 'POST', path: '/api/messages/:id/send', access: 'shown-member' },
  read: { method: 'POST', path: '/api/messages/:id/read', access: 'member' },
  delivered: { method: 'POST', path: '/api/messages/:id/delivered', access: 'member' },
  hide: { method: 'DELETE', path: '/api/messages/:id', access: 'member' },
  deleteMessage: { method: 'DELETE', path: '/api/messages/:id/:messageId', access: 'member' },
});
