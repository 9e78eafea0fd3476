// Standard Web Push (VAPID, aes128gcm) to administrators' browsers. The `web-push` package encrypts the
// payload and signs the VAPID header; the request itself goes out through fetch, so it has a timeout and,
// in tests only, can reach a local push service over plain http on the loopback address. This module
// only sends: which browsers to send to is kept in the database by subscriptions.ts.
import webpush from 'web-push';

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

export type PushSender = {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
  /** Why this sender would refuse to post to `endpoint`, or null when it would: checked before one is kept. */
  endpointProblem(endpoint: string): string | null;
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The browsers' push services. The server POSTs to whatever endpoint is stored, so only these hosts
 * are accepted: an endpoint can never point the server at an internal address. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /\.notify\.windows\.com$/,
  /\.push\.apple\.com$/,
];

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
  const allowLoopbackHttp = options.allowLoopbackHttp ?? false;
  return {
    endpointProblem: (endpoint) => endpointProblem(endpoint, allowLoopbackHttp),
    async send(target, message) {
      const problem = endpointProblem(target.endpoint, allowLoopbackHttp);
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
