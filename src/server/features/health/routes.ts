import { HEALTH_ENDPOINTS } from '../../../common/contracts/health';
import type { DatabaseHandle } from '../../db/client';
import { endpointRoutes, reply } from '../../http/endpoints';

export function healthRoutes(database: DatabaseHandle) {
  return endpointRoutes(HEALTH_ENDPOINTS, {
    check: async () => ((await database.ping()) ? { status: 'ok' as const } : reply(503, { status: 'unavailable' as const })),
  });
}
