// Administrators' Web Push subscriptions (admin_push_tokens), all of their reads and writes: kept when a
// browser subscribes, forgotten when it unsubscribes or its push service says it is gone, and read to
// notify every current administrator. How a notification travels is web-push.ts's business.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PUSH_MESSAGES as M } from '../../common/contracts/push';
import { normalizeEmail } from '../../common/names';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { adminPushTokens, adminUsers } from '../db/schema';
import { badRequest } from '../http/errors';
import type { PushMessage, PushSender } from './web-push';

type Administrator = { userId: string; email: string };
/** Which push service a subscription goes through (the audit keeps this, never the endpoint itself). */
function pushServiceOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
}

export type PushSubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Keeps an administrator's browser subscription. A browser belongs to whoever subscribed it last: the
 * same endpoint under another administrator is dropped, so one browser never gets two copies. An endpoint
 * the sender would refuse to post to is refused now, while the administrator can be told.
 */
export async function savePushSubscription(
  db: Database,
  sender: PushSender,
  administrator: Administrator,
  input: PushSubscriptionInput,
  now: Date,
): Promise<void> {
  if (sender.endpointProblem(input.endpoint)) throw badRequest(M.serviceUnsupported, 'INVALID_INPUT');
  const adminEmail = normalizeEmail(administrator.email);
  await db.transaction(async (tx) => {
    await tx
      .delete(adminPushTokens)
      .where(and(eq(adminPushTokens.endpoint, input.endpoint), sql`${adminPushTokens.adminEmail} <> ${adminEmail}`));
    const [saved] = await tx
      .insert(adminPushTokens)
      .values({
        adminEmail,
        userId: administrator.userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        platform: 'web',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [adminPushTokens.adminEmail, adminPushTokens.endpoint],
        set: { userId: administrator.userId, p256dh: input.keys.p256dh, auth: input.keys.auth, platform: 'web', updatedAt: now },
      })
      // xmax is 0 for a row this statement inserted: a browser sending its subscription again is no new action.
      .returning({ inserted: sql<boolean>`xmax = 0` });
    if (saved?.inserted) {
      await recordAudit(tx, {
        actor: administrator,
        action: 'push.subscribe',
        details: { pushService: pushServiceOf(input.endpoint) },
        at: now,
      });
    }
  });
}

/** Forgets the administrator's subscription for one browser; forgetting one that is not kept is not an error. */
export async function removePushSubscription(
  db: Database,
  administrator: Administrator,
  endpoint: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(adminPushTokens)
      .where(and(eq(adminPushTokens.endpoint, endpoint), eq(adminPushTokens.adminEmail, normalizeEmail(administrator.email))))
      .returning({ endpoint: adminPushTokens.endpoint });
    if (removed.length > 0) {
      await recordAudit(tx, {
        actor: administrator,
        action: 'push.unsubscribe',
        details: { pushService: pushServiceOf(endpoint) },
        at: now,
      });
    }
  });
}

/** Only people who are still administrators: a demoted admin's browser stops hearing about questions. */
function listAdministratorSubscriptions(db: Database) {
  return db
    .select({
      id: adminPushTokens.id,
      endpoint: adminPushTokens.endpoint,
      p256dh: adminPushTokens.p256dh,
      auth: adminPushTokens.auth,
    })
    .from(adminPushTokens)
    .innerJoin(adminUsers, eq(adminUsers.userId, adminPushTokens.userId))
    .where(sql`${adminPushTokens.platform} = 'web'`);
}

/** Drops subscriptions their push service no longer knows; answers how many were still there. */
async function pruneGoneSubscriptions(db: Database, ids: string[]): Promise<number> {
  const removed = await db.delete(adminPushTokens).where(inArray(adminPushTokens.id, ids)).returning({ id: adminPushTokens.id });
  return removed.length;
}

export type AdminPushSummary = { sent: number; removed: number; failed: number };

/**
 * Sends `message` to every subscription of every current administrator. Subscriptions the push service
 * no longer knows are deleted; other failures are logged. Never throws: callers fire and forget.
 */
export async function notifyAdministrators(db: Database, sender: PushSender, message: PushMessage): Promise<AdminPushSummary> {
  const summary: AdminPushSummary = { sent: 0, removed: 0, failed: 0 };
  try {
    const targets = await listAdministratorSubscriptions(db);
    const outcomes = await Promise.all(targets.map((target) => sender.send(target, message)));
    const gone: string[] = [];
    outcomes.forEach((outcome, i) => {
      if (outcome.ok) {
        summary.sent++;
      } else if (outcome.gone) {
        gone.push(targets[i].id);
      } else {
        summary.failed++;
        console.error(`[push] could not notify ${hostOf(targets[i].endpoint)}: ${outcome.reason}`);
      }
    });
    if (gone.length) {
      summary.removed = await pruneGoneSubscriptions(db, gone);
      console.log(`[push] removed ${summary.removed} expired subscription(s)`);
    }
  } catch (error) {
    console.error(`[push] could not send notifications: ${(error as Error).message}`);
  }
  return summary;
}

/** Endpoints carry a per-browser secret path; logs name only the push service. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'an invalid endpoint';
  }
}
