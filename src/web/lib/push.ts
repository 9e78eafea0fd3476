// Web Push for administrators (spec 7.8): permission is asked only when the administrator clicks, the
// service worker at the site root receives the pushes, and the subscription is kept by the server.
// Nothing here may break the dashboard: refusals and failures are logged and reported as a state. Shared,
// not the inbox's: whoever is notified of what, a browser subscribes the same way (src/server/push).
import type { PushSubscriptionRequest } from '../../common/contracts/push';
import { PUSH_ROUTES } from '../../common/contracts/push-routes';
import { call } from './call';

export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const SERVICE_WORKER_URL = '/sw.js';
const SCOPE = '/';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return registration ? registration.pushManager.getSubscription() : null;
}

const saveSubscription = (subscription: PushSubscription) =>
  call(PUSH_ROUTES.subscribe, { body: subscription.toJSON() as PushSubscriptionRequest });

/**
 * This browser's state, without asking anything. A subscription found here is sent to the server again
 * (it is an upsert), so the server keeps it even if it dropped it, and it belongs to whoever is signed in.
 */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  try {
    const subscription = await currentSubscription();
    if (!subscription) return 'off';
    saveSubscription(subscription).catch((error) => console.info('[push] could not refresh the subscription', error));
    return 'on';
  } catch (error) {
    console.info('[push] could not read the subscription', error);
    return 'off';
  }
}

export type EnableResult = { state: PushState; failed: boolean };

/** Asks for permission (only ever from a click), registers the worker, subscribes and tells the server. */
export async function enablePush(vapidPublicKey: string): Promise<EnableResult> {
  if (!pushSupported()) return { state: 'unsupported', failed: false };
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      console.info(`[push] notification permission ${permission}; push is skipped`);
      return { state: permission === 'denied' ? 'blocked' : 'off', failed: false };
    }
    const key = applicationServerKey(vapidPublicKey);
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SCOPE });
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another server key (the keys were rotated) cannot be reused.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await saveSubscription(subscription);
    return { state: 'on', failed: false };
  } catch (error) {
    // Private windows, a push service that cannot be reached, the server refusing the subscription.
    console.info('[push] notifications could not be turned on', error);
    return { state: Notification.permission === 'denied' ? 'blocked' : 'off', failed: true };
  }
}

/** Unsubscribes this browser and asks the server to forget it; a failure leaves the state as it is. */
export async function disablePush(): Promise<PushState> {
  try {
    const subscription = await currentSubscription();
    if (subscription) {
      const { endpoint } = subscription;
      await subscription.unsubscribe();
      await call(PUSH_ROUTES.unsubscribe, { body: { endpoint } }).catch((error) =>
        console.info('[push] the server could not forget the subscription', error),
      );
    }
    return 'off';
  } catch (error) {
    console.info('[push] notifications could not be turned off', error);
    return 'on';
  }
}
