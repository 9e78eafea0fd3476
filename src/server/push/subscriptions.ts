// Web Push subscriptions (push_subscriptions), all of their reads and writes: kept when a browser
// subscribes, forgotten when it unsubscribes or its push service says it is gone, and read to push a
// person's news to each of their browsers (issue 34: members' and administrators' alike). How a
// notification travels is web-push.ts's business; whether a person wants it is the notifications'.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PUSH_MESSAGES as M } from '../../common/contracts/push';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { badRequest } from '../http/errors';
import type { PushMessage, PushSender } from './web-push';
import { componentLog } from '../log/logger';

const log = componentLog('push');

/** Who subscribes: the signed-in account (the audit names it by its email), and whether it is an
 * administrator's: only theirs is audited (decision 052's amendment). An administrator's device receives the
 * organisers' news, members' words included, so the organisers see when one is added or removed; a member's
 * own devices are their own business and stay out of the organisers' Activity log. */
type Subscriber = { userId: string; email: string; kind: string };
const audited = (subscriber: Subscriber) => subscriber.kind === 'admin';
const actorOf = ({ userId, email }: Subscriber) => ({ userId, email });
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
 * Keeps a browser's subscription for the signed-in person. A browser belongs to whoever subscribed it
 * last: the endpoint is kept once, so the same browser under another account moves to this one and never
 * gets two copies. An endpoint the sender would refuse to post to is refused now, while the person can be told.
 */
export async function savePushSubscription(
  db: Database,
  sender: PushSender,
  subscriber: Subscriber,
  input: PushSubscriptionInput,
  now: Date,
): Promise<void> {
  if (sender.endpointProblem(input.endpoint)) throw badRequest(M.serviceUnsupported, 'INVALID_INPUT');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint))
      .for('update');
    await tx
      .insert(pushSubscriptions)
      .values({
        userId: subscriber.userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: subscriber.userId, p256dh: input.keys.p256dh, auth: input.keys.auth, updatedAt: now },
      });
    // A browser sending its subscription again is no new action; one that changes hands is.
    if (audited(subscriber) && before?.userId !== subscriber.userId) {
      await recordAudit(tx, {
        actor: actorOf(subscriber),
        action: 'push.subscribe',
        details: { pushService: pushServiceOf(input.endpoint) },
        at: now,
      });
    }
  });
}

/** Forgets the person's subscription for one browser; forgetting one that is not theirs or not kept is not an error. */
export async function removePushSubscription(db: Database, subscriber: Subscriber, endpoint: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, subscriber.userId)))
      .returning({ endpoint: pushSubscriptions.endpoint });
    if (audited(subscriber) && removed.length > 0) {
      await recordAudit(tx, {
        actor: actorOf(subscriber),
        action: 'push.unsubscribe',
        details: { pushService: pushServiceOf(endpoint) },
        at: now,
      });
    }
  });
}

/** Drops subscriptions their push service no longer knows; answers how many were still there. */
async function pruneGoneSubscriptions(db: Database, ids: string[]): Promise<number> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, ids))
    .returning({ id: pushSubscriptions.id });
  return removed.length;
}

export type PushSummary = { sent: number; removed: number; failed: number };

/**
 * Sends each person their message on every browser they subscribed. Subscriptions the push service no
 * longer knows (404, 410) are deleted; other failures are logged. Never throws: the news it carries is
 * already recorded, and a push service's trouble must not reach whoever caused the news.
 */
export async function pushToPeople(
  db: Database,
  sender: PushSender,
  messages: ReadonlyMap<string, PushMessage>,
): Promise<PushSummary> {
  const summary: PushSummary = { sent: 0, removed: 0, failed: 0 };
  if (messages.size === 0) return summary;
  try {
    const targets = await db
      .select({
        id: pushSubscriptions.id,
        userId: pushSubscriptions.userId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...messages.keys()]))
      .orderBy(sql`${pushSubscriptions.id}`);
    const outcomes = await Promise.all(targets.map((target) => sender.send(target, messages.get(target.userId)!)));
    const gone: string[] = [];
    outcomes.forEach((outcome, i) => {
      if (outcome.ok) {
        summary.sent++;
      } else if (outcome.gone) {
        gone.push(targets[i].id);
      } else {
        summary.failed++;
        log.error(`could not notify ${hostOf(targets[i].endpoint)}: ${outcome.reason}`);
      }
    });
    if (gone.length) {
      summary.removed = await pruneGoneSubscriptions(db, gone);
      log.info(`removed ${summary.removed} expired subscription(s)`);
    }
  } catch (error) {
    log.error(`could not send notifications: ${(error as Error).message}`);
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
