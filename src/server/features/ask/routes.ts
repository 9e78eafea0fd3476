import { Hono } from 'hono';
import {
  ASK_MESSAGES as M,
  conversationIdSchema,
  memberConversationListQuerySchema,
  saveConversationSchema,
} from '../../../common/contracts/ask';
import { requireMember, type AppEnv, type CallerExtra } from '../../auth/caller';
import { apiJson } from '../../http/api-headers';
import { notFound } from '../../http/errors';
import { TooManyRequestsError } from '../../http/rate-limit';
import { parseInput, parseParam, readJson } from '../../http/validation';
import { listMemberConversations, markConversationViewed, submitConversation, type AskDeps } from './member';
import { checkNewReplies, newRepliesWithSession, replyStatusFrom } from './reply-poll';

/** Unknown, malformed and other people's ids are the same 404. */
const conversationId = (raw: string) => parseParam(conversationIdSchema, raw, () => notFound(M.notFound));

/** What these routes read with the caller's session, in the caller middleware's one query (app.ts). */
export const askSessionReads: readonly CallerExtra[] = [newRepliesWithSession];

/** Members: their own conversations only. */
export function askRoutes(service: AskDeps) {
  const { db } = service;

  return new Hono<AppEnv>()
    .post('/conversations', async (c) => {
      const caller = requireMember(c);
      const input = await readJson(c, saveConversationSchema);
      try {
        return c.json(await submitConversation(service, caller, input), 201);
      } catch (error) {
        if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    })
    .get('/conversations', async (c) => {
      const caller = requireMember(c);
      const { page, pageSize } = parseInput(memberConversationListQuerySchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await listMemberConversations(db, caller, page, pageSize));
    })
    .get('/conversations/replies', async (c) => {
      const caller = requireMember(c);
      // Usually read with the session already (newRepliesWithSession, askSessionReads).
      const withSession = c.get('callerExtra');
      return apiJson(withSession !== undefined ? replyStatusFrom(withSession) : await checkNewReplies(db, caller));
    })
    .post('/conversations/:id/viewed', async (c) => {
      const caller = requireMember(c);
      return c.json(await markConversationViewed(db, caller, conversationId(c.req.param('id'))));
    });
}
