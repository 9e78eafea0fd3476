import { Hono } from 'hono';
import {
  FAQ_MESSAGES as M,
  faqEntryIdSchema,
  faqListQuerySchema,
  faqSuggestionQuerySchema,
  publishFaqSchema,
  updateFaqSchema,
} from '../../../common/contracts/answers';
import { ASK_MESSAGES, conversationIdSchema } from '../../../common/contracts/ask';
import { requireAdmin, requireMember, type AppEnv } from '../../auth/caller';
import { notFound } from '../../http/errors';
import { parseInput, parseParam, readJson } from '../../http/validation';
import {
  draftFaqEntry,
  listFaqEntries,
  listMemberFaqEntries,
  publishFaqEntry,
  suggestFaqEntries,
  unpublishFaqEntry,
  updateFaqEntry,
  type AnswersDeps,
} from './faq';

/** Unknown and malformed ids are the same 404. */
const conversationId = (raw: string) => parseParam(conversationIdSchema, raw, () => notFound(ASK_MESSAGES.notFound));
const faqEntryId = (raw: string) => parseParam(faqEntryIdSchema, raw, () => notFound(M.notFound));

/** Answers from the team (the FAQ): members search it and see entries close to what they are asking;
 * administrators publish answered questions to it, edit and take down its entries. */
export function answersRoutes(service: AnswersDeps) {
  const { db } = service;

  return (
    new Hono<AppEnv>()
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
  );
}
