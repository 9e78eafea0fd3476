import { HEALTH_ENDPOINTS } from '../../../common/contracts/health';
import type { DatabaseHandle } from '../../db/client';
import type { Lifecycle } from '../../http/lifecycle';
import { endpointRoutes, reply } from '../../http/endpoints';

export function healthRoutes(database: DatabaseHandle, lifecycle: Lifecycle) {
  return endpointRoutes(HEALTH_ENDPOINTS, {
    check: async () => ((await database.ping()) ? { status: 'ok' as const } : reply(503, { status: 'unavailable' as const })),
    live: () => ({ status: 'alive' as const }),
    ready: async () => {
      if (lifecycle.stopping()) return reply(503, { status: 'stopping' as const });
      return (await database.ping()) ? { status: 'ready' as const } : reply(503, { status: 'unavailable' as const });
    },
  });
}
