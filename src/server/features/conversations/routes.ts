import { Hono } from 'hono';
import { ASK_MESSAGES as M, conversationIdSchema, memberConversationListQuerySchema, saveConversationSchema } from '../../../common/contracts/ask';
import { adminConversationListQuerySchema, answerConversationSchema, conversationExportQuerySchema, responseTargetSchema } from '../../../common/contracts/inbox';
import { FAQ_MESSAGES, faqEntryIdSchema, faqListQuerySchema, faqSuggestionQuerySchema, publishFaqSchema, updateFaqSchema } from '../../../common/contracts/answers';
import { PUSH_MESSAGES, pushSubscriptionSchema, pushUnsubscribeSchema, type PushSubscriptionResult } from '../../../common/contracts/push';
import { requireAdmin, requireMember, type AppEnv, type CallerExtra } from '../../auth/caller';
import { apiJson } from '../../http/api-headers';
import { csvDownloadHeaders } from '../../http/csv';
import { notFound } from '../../http/errors';
import { TooManyRequestsError } from '../../http/rate-limit';
import { parseInput, parseParam, readJson } from '../../http/validation';
import { removePushSubscription, savePushSubscription } from '../../push/subscriptions';
import type { ConversationDeps } from './entries';
import { exportConversationsCsv } from './export';
import {
  draftFaqEntry,
  listFaqEntries,
  listMemberFaqEntries,
  publishFaqEntry,
  suggestFaqEntries,
  unpublishFaqEntry,
  updateFaqEntry,
} from './faq';
import { answerConversation, archiveConversation, listAdminConversations, unarchiveConversation } from './inbox';
import { listMemberConversations, markConversationViewed, submitConversation } from './member';
import { getResponseTimes, setResponseTarget } from './response-times';
import { checkNewReplies, newRepliesWithSession, replyStatusFrom } from './reply-poll';

/** Unknown, malformed and other people's ids are the same 404. */
const conversationId = (raw: string) => parseParam(conversationIdSchema, raw, () => notFound(M.notFound));
const faqEntryId = (raw: string) => parseParam(faqEntryIdSchema, raw, () => notFound(FAQ_MESSAGES.notFound));

/** What these routes read with the caller's session, in the caller middleware's one query (app.ts). */
export const conversationSessionReads: readonly CallerExtra[] = [newRepliesWithSession];

export function conversationRoutes(service: ConversationDeps) {
  const { db } = service;
  const responseTimes = { db, now: service.now, timeZone: service.config.timeZone };

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
        // Usually read with the session already (newRepliesWithSession, conversationSessionReads).
        const withSession = c.get('callerExtra');
        return apiJson(withSession !== undefined ? replyStatusFrom(withSession) : await checkNewReplies(db, caller));
      })
      .post('/conversations/:id/viewed', async (c) => {
        const caller = requireMember(c);
        return c.json(await markConversationViewed(db, caller, conversationId(c.req.param('id'))));
      })

      // Answers from the team (the FAQ): members search it and see entries close to what they are asking.
      .get('/faq', async (c) => {
        requireMember(c);
        const query = parseInput(faqListQuerySchema, c.req.query());
        c.header('Cache-Control', 'no-store');
        return c.json(await listMemberFaqEntries(db, query));
      })
      .get('/faq/suggestions', async (c) => {
        requireMember(c);
        const { text } = parseInput(faqSuggestionQuerySchema, c.req.query());
        c.header('Cache-Control', 'no-store');
        return c.json(await suggestFaqEntries(db, text));
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
      .get('/admin/conversations/:id/faq-draft', async (c) => {
        requireAdmin(c);
        c.header('Cache-Control', 'no-store');
        return c.json(await draftFaqEntry(db, conversationId(c.req.param('id'))));
      })
      .get('/admin/faq', async (c) => {
        requireAdmin(c);
        const query = parseInput(faqListQuerySchema, c.req.query());
        c.header('Cache-Control', 'no-store');
        return c.json(await listFaqEntries(db, query));
      })
      .post('/admin/faq', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await publishFaqEntry(service, actor, await readJson(c, publishFaqSchema)), 201);
      })
      .put('/admin/faq/:id', async (c) => {
        const actor = requireAdmin(c);
        const id = faqEntryId(c.req.param('id'));
        return c.json(await updateFaqEntry(service, actor, id, await readJson(c, updateFaqSchema)));
      })
      .delete('/admin/faq/:id', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await unpublishFaqEntry(service, actor, faqEntryId(c.req.param('id'))));
      })
      .get('/admin/response-times', async (c) => {
        requireAdmin(c);
        c.header('Cache-Control', 'no-store');
        return c.json(await getResponseTimes(responseTimes));
      })
      .put('/admin/response-target', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await setResponseTarget(responseTimes, actor, await readJson(c, responseTargetSchema)));
      })
      .post('/admin/push-subscriptions', async (c) => {
        const actor = requireAdmin(c);
        await savePushSubscription(db, service.push, actor, await readJson(c, pushSubscriptionSchema), service.now());
        return c.json<PushSubscriptionResult>({ success: true, message: PUSH_MESSAGES.subscribed }, 201);
      })
      .delete('/admin/push-subscriptions', async (c) => {
        const actor = requireAdmin(c);
        const { endpoint } = await readJson(c, pushUnsubscribeSchema);
        await removePushSubscription(db, actor, endpoint, service.now());
        return c.json<PushSubscriptionResult>({ success: true, message: PUSH_MESSAGES.unsubscribed });
      })
  );
}
