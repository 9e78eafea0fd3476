import { Hono } from 'hono';
import { requireMember, type AppEnv } from '../../auth/caller';
import type { Database } from '../../db/client';
import { listActiveSpotlight, readSidebarLinks } from './service';

export function contentRoutes({ db }: { db: Database }) {
  return (
    new Hono<AppEnv>()
      // The sidebar's targets are not private: the layout shows them to signed-out people too.
      .get('/sidebar-links', async (c) => c.json(await readSidebarLinks(db)))
      .get('/spotlight', async (c) => {
        requireMember(c);
        return c.json(await listActiveSpotlight(db));
      })
  );
}
