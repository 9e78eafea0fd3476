// The push service worker (decision 008, extended by 052), served from the site root so its scope is the
// whole site. Every push shows a notification (browsers require it, and a silent push would be lost): the
// payload's title and body with the app's icon. A click goes to the payload's page: a tab already showing
// it is brought forward, else an open tab of the site is taken there and brought forward, else a new
// window opens. Open tabs are told a push arrived, so a list that shows it can read again. No fetch
// handler: nothing is cached, the pages come from the server as before. Plain JavaScript: it is copied as
// is into the build, never bundled.

const FALLBACK_TITLE = 'New notification';
const FALLBACK_BODY = 'Open to see what arrived.';
const DEFAULT_PATH = '/notifications';
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's { title, body, url } (src/server/push/web-push.ts), whatever arrived: a missing or unreadable
 * payload gets the fallbacks. */
function readPayload(data) {
  let payload = {};
  try {
    payload = (data && data.json()) || {};
  } catch {
    payload = {};
  }
  if (typeof payload !== 'object') payload = {};
  const text = (value, fallback) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);
  return { title: text(payload.title, FALLBACK_TITLE), body: text(payload.body, FALLBACK_BODY), url: safeUrl(payload.url) };
}

/** Only pages of this site: a push can never send anyone elsewhere. */
function safeUrl(value) {
  const fallback = new URL(DEFAULT_PATH, self.location.origin).href;
  try {
    const url = new URL(typeof value === 'string' && value ? value : DEFAULT_PATH, self.location.origin);
    return url.origin === self.location.origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}

const sameSite = (client) => {
  try {
    return new URL(client.url).origin === self.location.origin;
  } catch {
    return false;
  }
};

self.addEventListener('push', (event) => {
  const { title, body, url } = readPayload(event.data);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, { body, icon: ICON, badge: BADGE, data: { url } }),
      // Open pages read again what a push announces (the dashboard's inbox).
      self.clients
        .matchAll({ type: 'window', includeUncontrolled: true })
        .then((windows) => windows.forEach((client) => client.postMessage({ type: 'push', url })))
        .catch(() => undefined),
    ]),
  );
});

/** Brings `target` forward in an open tab of the site, or opens it. */
async function openPage(target) {
  const windows = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(sameSite);
  const showing = windows.find((client) => client.url === target);
  if (showing) return showing.focus();
  // The tab the person last used, if this worker controls it (only then may it be navigated).
  const tab = windows.find((client) => client.focused) ?? windows[0];
  if (tab && 'navigate' in tab) {
    try {
      const navigated = await tab.navigate(target);
      if (navigated) return navigated.focus();
    } catch {
      // A tab this worker does not control (opened before it was installed): a new window instead.
    }
  }
  if (self.clients.openWindow) return self.clients.openWindow(target);
  return undefined;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(safeUrl(event.notification.data && event.notification.data.url)));
});
