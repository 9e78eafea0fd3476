// Private messages (issue 35), as defined in common/contracts/conversations.ts: the adapter checks who may
// call and parses the input; each handler calls one operation. Every answer is the caller's own: no-store.
import { CONVERSATION_ENDPOINTS } from '../../../common/contracts/conversations';
import { endpointRoutes, reply } from '../../http/endpoints';
import type { ConversationDeps } from './deps';
import { markDelivered, markRead } from './marks';
import { deleteMessage, sendMessage } from './sending';
import {
  countUnreadMessages,
  hideConversation,
  listConversations,
  openConversation,
  readOlderMessages,
  readThread,
} from './threads';

export function conversationRoutes(deps: ConversationDeps) {
  return endpointRoutes(CONVERSATION_ENDPOINTS, {
    list: async ({ c, caller, query }) => {
      c.header('Cache-Control', 'no-store');
      return listConversations(deps, caller, query);
    },
    unread: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return countUnreadMessages(deps, caller);
    },
    open: async ({ caller, body }) => {
      const { created, id } = await openConversation(deps, caller, body.memberId);
      return created ? reply(201, { id }) : { id };
    },
    thread: async ({ c, caller, params }) => {
      c.header('Cache-Control', 'no-store');
      return readThread(deps, caller, params.id);
    },
    older: async ({ c, caller, params, query }) => {
      c.header('Cache-Control', 'no-store');
      return readOlderMessages(deps, caller, params.id, query.before);
    },
    send: async ({ caller, params, body }) => {
      const { created, message } = await sendMessage(deps, caller, params.id, body);
      return created ? reply(201, message) : message;
    },
    read: ({ caller, params, body }) => markRead(deps, caller, params.id, body.upToSeq),
    delivered: ({ caller, params, body }) => markDelivered(deps, caller, params.id, body.upToSeq),
    hide: ({ caller, params }) => hideConversation(deps, caller, params.id),
    deleteMessage: ({ caller, params }) => deleteMessage(deps, caller, params.id, params.messageId),
  });
}
