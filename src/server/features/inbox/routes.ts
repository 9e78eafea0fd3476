import { Hono } from 'hono';
import { conversationIdSchema } from '../../../common/contracts/ask';
import {
  adminConversationListQuerySchema,
  answerConversationSchema,
  conversationExportQuerySchema,
  INBOX_MESSAGES as M,
  responseTargetSchema,
} from '../../../common/contracts/inbox';
import { requireAdmin, type AppEnv } from '../../auth/caller';
import { csvDownloadHeaders } from '../../http/csv';
import { notFound } from '../../http/errors';
import { parseInput, parseParam, readJson } from '../../http/validation';
import { exportConversationsCsv } from './export';
import { answerConversation, archiveConversation, listAdminConversations, unarchiveConversation, type InboxDeps } from './inbox';
import { getResponseTimes, setResponseTarget } from './response-times';

/** Unknown and malformed ids are the same 404. */
const conversationId = (raw: string) => parseParam(conversationIdSchema, raw, () => notFound(M.notFound));

/** Administrators: the three lists, answering, archiving, the exports and the response times. */
export function inboxRoutes(service: InboxDeps) {
  const { db } = service;
  const responseTimes = { db, now: service.now, timeZone: service.config.timeZone };

  return new Hono<AppEnv>()
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
    .get('/admin/response-times', async (c) => {
      requireAdmin(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await getResponseTimes(responseTimes));
    })
    .put('/admin/response-target', async (c) => {
      const actor = requireAdmin(c);
      return c.json(await setResponseTarget(responseTimes, actor, await readJson(c, responseTargetSchema)));
    });
}
