import { Hono } from 'hono';
import { memberByEmailSchema } from '../../../common/contracts/members';
import { requireAdmin, type AppEnv } from '../../auth/caller';
import type { Database } from '../../db/client';
import { readJson } from '../../http/validation';
import { banMember, unbanMember } from './service';

export function memberAdminRoutes({ db, now }: { db: Database; now: () => Date }) {
  return new Hono<AppEnv>()
    .post('/admin/members/ban', async (c) => {
      const actor = requireAdmin(c);
      return c.json(await banMember(db, actor, await readJson(c, memberByEmailSchema), now()));
    })
    .post('/admin/members/unban', async (c) => {
      const actor = requireAdmin(c);
      return c.json(await unbanMember(db, actor, await readJson(c, memberByEmailSchema), now()));
    });
}
