import { Hono } from 'hono';
import { requireAdmin, type AppEnv } from '../../auth/caller';
import type { Database } from '../../db/client';
import { summarizeDashboard } from './service';

/** The administrator dashboard's header counts. */
export function dashboardRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>().get('/admin/summary', async (c) => {
    requireAdmin(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await summarizeDashboard(db));
  });
}
