import { Hono } from 'hono';
import { updateAdminProfileSchema, updateProfileSchema } from '../../../common/contracts/profile';
import { requireAdmin, requireMember, type AppEnv } from '../../auth/caller';
import type { Database } from '../../db/client';
import { readJson } from '../../http/validation';
import { getAdminProfile, getProfile, updateAdminProfile, updateProfile } from './service';

export function profileRoutes({ db, now }: { db: Database; now: () => Date }) {
  return new Hono<AppEnv>()
    .get('/profile', async (c) => {
      const caller = requireMember(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await getProfile(db, caller));
    })
    .put('/profile', async (c) => {
      const caller = requireMember(c);
      return c.json(await updateProfile(db, caller, await readJson(c, updateProfileSchema), now()));
    })
    .get('/admin/profile', async (c) => {
      const caller = requireAdmin(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await getAdminProfile(db, caller));
    })
    .put('/admin/profile', async (c) => {
      const caller = requireAdmin(c);
      return c.json(await updateAdminProfile(db, caller, await readJson(c, updateAdminProfileSchema), now()));
    });
}
