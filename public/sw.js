// The administrators' push service worker (spec 7.8), served from the site root so its scope is the
// whole site. Every push shows a notification (browsers require it, and a silent push would be lost);
// a click focuses an open dashboard or opens the page the push names. Plain JavaScript: it is copied
// as is into the build, never bundled.

const FALLBACK_TITLE = 'New question';
const FALLBACK_BODY = 'A member has asked a new question.';
const DEFAULT_URL = '/admin/dashboard?tab=conversations';
const DASHBOARD_PATH = '/admin/dashboard';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's { title, body, url }, whatever arrived: a missing or unreadable payload gets the fallbacks. */
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

/** Only pages of this site: a push can never send an administrator elsewhere. */
function safeUrl(value) {
  try {
    const url = new URL(typeof value === 'string' && value ? value : DEFAULT_URL, self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL(DEFAULT_URL, self.location.origin).href;
  } catch {
    return new URL(DEFAULT_URL, self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  const { title, body, url } = readPayload(event.data);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, {
        body,
        icon: '/favicon.svg',
        badge: '/favicon.svg',
        data: { url },
      }),
      // Open dashboards refresh their lists at once.
      self.clients
        .matchAll({ type: 'window', includeUncontrolled: true })
        .then((windows) => windows.forEach((client) => client.postMessage({ type: 'new-conversation' })))
        .catch(() => undefined),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = safeUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const dashboard = windows.find((client) => {
        try {
          const url = new URL(client.url);
          return url.origin === self.location.origin && url.pathname === DASHBOARD_PATH;
        } catch {
          return false;
        }
      });
      if (dashboard && 'focus' in dashboard) {
        await dashboard.focus();
        return;
      }
      if (self.clients.openWindow) await self.clients.openWindow(target);
    })(),
  );
});
