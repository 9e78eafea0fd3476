import { Hono } from 'hono';
import { sidebarLinksUpdateSchema, spotlightItemIdSchema, spotlightItemInputSchema } from '../../../common/contracts/content';
import { ADMIN_TOASTS } from '../../../common/messages';
import { requireAdmin, requireMember, type AppEnv } from '../../auth/caller';
import { notFound } from '../../http/errors';
import { parseParam, readJson } from '../../http/validation';
import type { Database } from '../../db/client';
import {
  createSpotlightItem,
  deleteSpotlightItem,
  listActiveSpotlight,
  listSpotlightForAdmin,
  readSidebarLinks,
  saveSidebarLinks,
  updateSpotlightItem,
} from './service';

/** Unknown and malformed ids are the same 404. */
const spotlightItemId = (raw: string) => parseParam(spotlightItemIdSchema, raw, () => notFound(ADMIN_TOASTS.recordNotFound));

export function contentRoutes({ db, now }: { db: Database; now: () => Date }) {
  return (
    new Hono<AppEnv>()
      // The sidebar's targets are not private: the layout shows them to signed-out people too.
      .get('/sidebar-links', async (c) => c.json(await readSidebarLinks(db)))
      .put('/admin/sidebar-links', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await saveSidebarLinks(db, actor, await readJson(c, sidebarLinksUpdateSchema), now()));
      })
      .get('/spotlight', async (c) => {
        requireMember(c);
        return c.json(await listActiveSpotlight(db));
      })
      .get('/admin/spotlight', async (c) => {
        requireAdmin(c);
        return c.json(await listSpotlightForAdmin(db));
      })
      .post('/admin/spotlight', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await createSpotlightItem(db, actor, await readJson(c, spotlightItemInputSchema), now()), 201);
      })
      .put('/admin/spotlight/:id', async (c) => {
        const actor = requireAdmin(c);
        const id = spotlightItemId(c.req.param('id'));
        return c.json(await updateSpotlightItem(db, actor, id, await readJson(c, spotlightItemInputSchema), now()));
      })
      .delete('/admin/spotlight/:id', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await deleteSpotlightItem(db, actor, spotlightItemId(c.req.param('id')), now()));
      })
  );
}
