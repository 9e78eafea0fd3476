// POST and DELETE /api/admin/push-subscriptions: a browser's Web Push subscription, kept or forgotten
// (decision 008). The routes live with the rest of push, not with the feature that sends a notification:
// administrators hear of new questions today, and members will subscribe to their own news the same way.
import { Hono } from 'hono';
import {
  PUSH_MESSAGES as M,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  type PushSubscriptionResult,
} from '../../common/contracts/push';
import { requireAdmin, type AppEnv } from '../auth/caller';
import type { Database } from '../db/client';
import { readJson } from '../http/validation';
import { removePushSubscription, savePushSubscription } from './subscriptions';
import type { PushSender } from './web-push';

export type PushRouteDeps = { db: Database; push: PushSender; now: () => Date };

export function pushRoutes({ db, push, now }: PushRouteDeps) {
  return new Hono<AppEnv>()
    .post('/admin/push-subscriptions', async (c) => {
      const actor = requireAdmin(c);
      await savePushSubscription(db, push, actor, await readJson(c, pushSubscriptionSchema), now());
      return c.json<PushSubscriptionResult>({ success: true, message: M.subscribed }, 201);
    })
    .delete('/admin/push-subscriptions', async (c) => {
      const actor = requireAdmin(c);
      const { endpoint } = await readJson(c, pushUnsubscribeSchema);
      await removePushSubscription(db, actor, endpoint, now());
      return c.json<PushSubscriptionResult>({ success: true, message: M.unsubscribed });
    });
}
