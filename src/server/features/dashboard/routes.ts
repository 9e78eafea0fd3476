import { Hono } from 'hono';
import { requireAdmin, requireMember, type AppEnv } from '../../auth/caller';
import type { Database } from '../../db/client';
import { showMemberHome, type MemberHomeDeps } from './member-home';
import { summarizeDashboard } from './service';

/** The administrator dashboard's header counts. */
export function dashboardRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>().get('/admin/summary', async (c) => {
    requireAdmin(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await summarizeDashboard(db));
  });
}

/** The member's home: what is new for them (common/contracts/home.ts). */
export function memberHomeRoutes(deps: MemberHomeDeps) {
  return new Hono<AppEnv>().get('/home', async (c) => {
    const caller = requireMember(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await showMemberHome(deps, caller));
  });
}
