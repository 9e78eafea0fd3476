// /api/profile (members) and /api/admin/profile (administrators), as defined in
// common/contracts/profile.ts (decision 037).
import { PROFILE_ENDPOINTS } from '../../../common/contracts/profile';
import type { Database } from '../../db/client';
import { endpointRoutes } from '../../http/endpoints';
import { getAdminProfile, getProfile, updateAdminProfile, updateProfile } from './service';

export function profileRoutes({ db, now }: { db: Database; now: () => Date }) {
  return endpointRoutes(PROFILE_ENDPOINTS, {
    get: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return getProfile(db, caller);
    },
    update: ({ caller, body }) => updateProfile(db, caller, body, now()),
    adminGet: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return getAdminProfile(db, caller);
    },
    adminUpdate: ({ caller, body }) => updateAdminProfile(db, caller, body, now()),
  });
}
