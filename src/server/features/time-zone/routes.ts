// /api/admin/time-zone, as defined in common/contracts/time-zone.ts: administrators only (the adapter
// checks the caller before the handler runs).
import { TIME_ZONE_ENDPOINTS } from '../../../common/contracts/time-zone';
import { endpointRoutes } from '../../http/endpoints';
import { chooseTimeZone, readCommunityTimeZone, type TimeZoneDeps } from './service';

export function timeZoneRoutes(deps: TimeZoneDeps) {
  return endpointRoutes(TIME_ZONE_ENDPOINTS, {
    read: async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return readCommunityTimeZone(deps);
    },
    choose: ({ caller, body }) => chooseTimeZone(deps, caller, body.timeZone),
  });
}
