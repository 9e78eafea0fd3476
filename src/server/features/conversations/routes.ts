import { Hono } from 'hono';
import { z } from 'zod';
import {
  adminConversationListQuerySchema,
  answerConversationSchema,
  conversationExportQuerySchema,
  memberConversationListQuerySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  saveConversationSchema,
} from '../../../common/contracts/conversations';
import { CONVERSATION_MESSAGES as M } from '../../../common/messages';
import { requireAdmin, requireMember, type AppEnv } from '../../auth/caller';
import { apiJson } from '../../http/api-headers';
import { csvDownloadHeaders } from '../../http/csv';
import { notFound } from '../../http/errors';
import { TooManyRequestsError } from '../../http/rate-limit';
import { parseInput, readJson } from '../../http/validation';
import { createWebPushSender } from '../../push/web-push';
import {
  answerConversation,
  archiveConversation,
  checkNewReplies,
  exportConversationsCsv,
  listAdminConversations,
  listMemberConversations,
  markConversationViewed,
  removePushSubscription,
  replyStatusFrom,
  savePushSubscription,
  submitConversation,
  unarchiveConversation,
  type ConversationDeps,
} from './service';

const idSchema = z.uuid();
/** Unknown, malformed and other people's ids are the same 404. */
const conversationId = (raw: string) => {
  if (!idSchema.safeParse(raw).success) throw notFound(M.notFound);
  return raw;
};

export function conversationRoutes(deps: Omit<ConversationDeps, 'push'> & Partial<Pick<ConversationDeps, 'push'>>) {
  const service: ConversationDeps = {
    ...deps,
    // Plain-http push services are for the tests' local stand-in only.
    push: deps.push ?? createWebPushSender({ vapid: deps.config.vapid, allowLoopbackHttp: deps.config.env === 'test' }),
  };
  const { db } = service;

  return (
    new Hono<AppEnv>()
      // Members: their own entries only.
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
        // Usually read with the session already (newRepliesWithSession, app.ts).
        const withSession = c.get('callerExtra');
        return apiJson(withSession !== undefined ? replyStatusFrom(withSession) : await checkNewReplies(db, caller));
      })
      .post('/conversations/:id/viewed', async (c) => {
        const caller = requireMember(c);
        return c.json(await markConversationViewed(db, caller, conversationId(c.req.param('id'))));
      })

      // Administrators.
      .get('/admin/conversations', async (c) => {
        requireAdmin(c);
        const { view, page, pageSize } = parseInput(adminConversationListQuerySchema, c.req.query());
        c.header('Cache-Control', 'no-store');
        return c.json(await listAdminConversations(db, view, page, pageSize));
      })
      .get('/admin/conversations/export', async (c) => {
        const actor = requireAdmin(c);
        const { view } = parseInput(conversationExportQuerySchema, c.req.query());
        const { fileName, stream } = await exportConversationsCsv(service, actor, view);
        return c.body(stream, 200, csvDownloadHeaders(fileName));
      })
      .post('/admin/conversations/:id/answer', async (c) => {
        const actor = requireAdmin(c);
        const id = conversationId(c.req.param('id'));
        const { response } = await readJson(c, answerConversationSchema);
        return c.json(await answerConversation(service, actor, id, response));
      })
      .post('/admin/conversations/:id/archive', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await archiveConversation(service, actor, conversationId(c.req.param('id'))));
      })
      .post('/admin/conversations/:id/unarchive', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await unarchiveConversation(service, actor, conversationId(c.req.param('id'))));
      })
      .post('/admin/push-subscriptions', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await savePushSubscription(service, actor, await readJson(c, pushSubscriptionSchema)), 201);
      })
      .delete('/admin/push-subscriptions', async (c) => {
        const actor = requireAdmin(c);
        const { endpoint } = await readJson(c, pushUnsubscribeSchema);
        return c.json(await removePushSubscription(service, actor, endpoint));
      })
  );
}
