// POST and DELETE /api/push-subscriptions: a browser's Web Push subscription, kept or forgotten for the
// signed-in member or administrator (decision 008, issue 34), as defined in common/contracts/push.ts
// (decision 037). The routes live with the rest of push, not with the features whose news is pushed.
import { PUSH_ENDPOINTS, PUSH_MESSAGES as M } from '../../common/contracts/push';
import type { Database } from '../db/client';
import { endpointRoutes } from '../http/endpoints';
import { removePushSubscription, savePushSubscription } from './subscriptions';
import type { PushSender } from './web-push';

export type PushRouteDeps = { db: Database; push: PushSender; now: () => Date };

export function pushRoutes({ db, push, now }: PushRouteDeps) {
  return endpointRoutes(PUSH_ENDPOINTS, {
    subscribe: async ({ caller, body }) => {
      await savePushSubscription(db, push, caller, body, now());
      return { success: true as const, message: M.subscribed };
    },
    unsubscribe: async ({ caller, body }) => {
      await removePushSubscription(db, caller, body.endpoint, now());
      return { success: true as const, message: M.unsubscribed };
    },
  });
}
