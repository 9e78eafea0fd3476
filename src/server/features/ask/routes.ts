// /api/conversations: a member's own questions, as defined in common/contracts/ask.ts. The adapter checks
// the caller and parses the input; each handler calls one operation.
import { ASK_ENDPOINTS } from '../../../common/contracts/ask';
import type { CallerExtra } from '../../auth/caller';
import { apiJson } from '../../http/api-headers';
import { endpointRoutes } from '../../http/endpoints';
import { TooManyRequestsError } from '../../http/rate-limit';
import { listMemberConversations, markConversationViewed, submitConversation, type AskDeps } from './member';
import { checkNewReplies, newRepliesWithSession, replyStatusFrom } from './reply-poll';

/** What these routes read with the caller's session, in the caller middleware's one query (app.ts). */
export const askSessionReads: readonly CallerExtra[] = [newRepliesWithSession];

/** Members: their own conversations only. */
export function askRoutes(service: AskDeps) {
  const { db } = service;

  return endpointRoutes(ASK_ENDPOINTS, {
    save: async ({ c, caller, body }) => {
      try {
        return await submitConversation(service, caller, body);
      } catch (error) {
        if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    },
    list: async ({ c, caller, query }) => {
      c.header('Cache-Control', 'no-store');
      return listMemberConversations(db, caller, query.page, query.pageSize);
    },
    // Usually read with the session already (newRepliesWithSession, askSessionReads). Sent as apiJson, with
    // its headers from the start: the product's most frequent request (bench/README.md).
    replies: async ({ c, caller }) => {
      const withSession = c.get('callerExtra');
      return apiJson(withSession !== undefined ? replyStatusFrom(withSession) : await checkNewReplies(db, caller));
    },
    viewed: ({ caller, params }) => markConversationViewed(db, caller, params.id),
  });
}
