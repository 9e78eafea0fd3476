// Standard Web Push (VAPID, aes128gcm) to administrators' browsers. The `web-push` package encrypts the
// payload and signs the VAPID header; the request itself goes out through fetch, so it has a timeout and,
// in tests only, can reach a local push service over plain http on the loopback address.
import { eq, inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client';
import { adminPushTokens, adminUsers } from '../db/schema';

export type PushMessage = { title: string; body: string; url: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome =
  | { ok: true; status: number }
  /** `gone`: the push service says the subscription no longer exists (404 or 410); it should be forgotten. */
  | { ok: false; gone: boolean; status: number | null; reason: string };

export type PushSenderOptions = {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Lets http://127.0.0.1, http://[::1] and http://localhost endpoints through: tests only. */
  allowLoopbackHttp?: boolean;
  timeoutMs?: number;
  /** How long the push service keeps a message for a browser that is offline. */
  ttlSeconds?: number;
};

export type PushSender = { send(target: PushTarget, message: PushMessage): Promise<PushOutcome> };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The browsers' push services. The server POSTs to whatever endpoint is stored, so only these hosts
 * are accepted: an endpoint can never point the server at an internal address. */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /^web\.push\.apple\.com$/, /\.notify\.windows\.com$/, /\.push\.apple\.com$/];

/** Why an endpoint may not be used, or null when it may. */
export function endpointProblem(endpoint: string, allowLoopbackHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'the endpoint is not a URL';
  }
  if (url.protocol === 'http:' && allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname)) return null;
  if (url.protocol !== 'https:') return `the endpoint must be https (got ${url.protocol})`;
  if (!PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))) return `${url.hostname} is not a known push service`;
  return null;
}

export function createWebPushSender(options: PushSenderOptions): PushSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const ttlSeconds = options.ttlSeconds ?? 24 * 3600;
  return {
    async send(target, message) {
      const problem = endpointProblem(target.endpoint, options.allowLoopbackHttp ?? false);
      if (problem) return { ok: false, gone: false, status: null, reason: problem };
      let details: webpush.RequestDetails;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails: options.vapid,
            TTL: ttlSeconds,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
          },
        );
      } catch (error) {
        // Keys the browser never could have produced: nothing will ever reach this subscription.
        return { ok: false, gone: true, status: null, reason: (error as Error).message };
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch computes the length itself.
        if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
      }
      try {
        const response = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        await response.body?.cancel();
        if (response.ok) return { ok: true, status: response.status };
        const gone = response.status === 404 || response.status === 410;
        return { ok: false, gone, status: response.status, reason: `the push service answered ${response.status}` };
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        return {
          ok: false,
          gone: false,
          status: null,
          reason: cause ? `${(error as Error).message} (${cause})` : (error as Error).message,
        };
      }
    },
  };
}

export type AdminPushSummary = { sent: number; removed: number; failed: number };

/**
 * Sends `message` to every subscription of every current administrator. Subscriptions the push service
 * no longer knows are deleted; other failures are logged. Never throws: callers fire and forget.
 */
export async function notifyAdministrators(db: Database, sender: PushSender, message: PushMessage): Promise<AdminPushSummary> {
  const summary: AdminPushSummary = { sent: 0, removed: 0, failed: 0 };
  try {
    // Only people who are still administrators: a demoted admin's browser stops hearing about questions.
    const targets = await db
      .select({
        id: adminPushTokens.id,
        endpoint: adminPushTokens.endpoint,
        p256dh: adminPushTokens.p256dh,
        auth: adminPushTokens.auth,
      })
      .from(adminPushTokens)
      .innerJoin(adminUsers, eq(adminUsers.userId, adminPushTokens.userId))
      .where(sql`${adminPushTokens.platform} = 'web'`);
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
      const removed = await db
        .delete(adminPushTokens)
        .where(inArray(adminPushTokens.id, gone))
        .returning({ id: adminPushTokens.id });
      summary.removed = removed.length;
      console.log(`[push] removed ${removed.length} expired subscription(s)`);
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
