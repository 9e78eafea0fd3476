// The administrator dashboard's counts (common/contracts/dashboard.ts) and the member's home
// (common/contracts/home.ts): the adapter checks the caller; each handler calls one operation.
import { DASHBOARD_ENDPOINTS } from '../../../common/contracts/dashboard';
import { HOME_ENDPOINTS } from '../../../common/contracts/home';
import type { Database } from '../../db/client';
import { endpointRoutes } from '../../http/endpoints';
import { markHomeSeen, showMemberHome, type MemberHomeDeps } from './member-home';
import { summarizeDashboard } from './service';

/** The administrator dashboard's header counts. */
export function dashboardRoutes({ db }: { db: Database }) {
  return endpointRoutes(DASHBOARD_ENDPOINTS, {
    summary: async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return summarizeDashboard(db);
    },
  });
}

/** The member's home: what is new for them. */
export function memberHomeRoutes(deps: MemberHomeDeps) {
  return endpointRoutes(HOME_ENDPOINTS, {
    home: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return showMemberHome(deps, caller);
    },
    seen: ({ caller }) => markHomeSeen(deps, caller),
  });
}
