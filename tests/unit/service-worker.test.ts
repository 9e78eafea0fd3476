// The push service worker (public/sw.js, decisions 008 and 052) run as browsers run it, in a scope of its
// own with a stand-in `self`: every push shows a notification with the payload's words and the app's
// icon, only this site's pages are opened, and a click brings forward the tab showing the page, else takes
// an open tab there, else opens a window.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://members.example.com';
const source = readFileSync(path.resolve(import.meta.dirname, '../../public/sw.js'), 'utf8');

type Tab = {
  url: string;
  focused?: boolean;
  focus: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
  navigate?: ReturnType<typeof vi.fn>;
};

function tab(url: string, options: { focused?: boolean; controlled?: boolean } = {}): Tab {
  const made: Tab = { url, focused: options.focused ?? false, focus: vi.fn(async () => made), postMessage: vi.fn() };
  made.navigate = vi.fn(async (to: string) => {
    if (options.controlled === false) throw new TypeError('This service worker is not the client’s active service worker.');
    made.url = to;
    return made;
  });
  return made;
}

function startWorker(tabs: Tab[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { claim: vi.fn(), matchAll: vi.fn(async () => tabs), openWindow: vi.fn(async () => null) },
  };
  vm.runInNewContext(source, { self, URL, Promise });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return {
    self,
    push: (payload: unknown) => dispatch('push', { data: { json: () => payload } }),
    click: (url: string) => dispatch('notificationclick', { notification: { data: { url }, close: vi.fn() } }),
  };
}

describe('the push service worker', () => {
  it('shows the payload’s title and body with the app’s icon, and tells open tabs', async () => {
    const open = tab(`${ORIGIN}/`);
    const worker = startWorker([open]);
    await worker.push({ title: 'Maya Patel asks to connect', body: 'We are both in Austin.', url: '/connections' });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('Maya Patel asks to connect', {
      body: 'We are both in Austin.',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: `${ORIGIN}/connections` },
    });
    expect(open.postMessage).toHaveBeenCalledWith({ type: 'push', url: `${ORIGIN}/connections` });
  });

  it('still shows something for an empty or unreadable payload, and never leads off the site', async () => {
    const worker = startWorker();
    await worker.push({ title: ' ', url: 'https://elsewhere.example/steal' });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('New notification', {
      body: 'Open to see what arrived.',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: `${ORIGIN}/notifications` },
    });
  });

  it('brings forward the tab already showing the page', async () => {
    const other = tab(`${ORIGIN}/`, { focused: true });
    const showing = tab(`${ORIGIN}/connections`);
    const worker = startWorker([other, showing]);
    await worker.click(`${ORIGIN}/connections`);
    expect(showing.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('takes the last used tab of the site to the page, or opens a window when it cannot', async () => {
    const used = tab(`${ORIGIN}/members`, { focused: true });
    const worker = startWorker([tab(`${ORIGIN}/`), used]);
    await worker.click(`${ORIGIN}/chat`);
    expect(used.navigate).toHaveBeenCalledWith(`${ORIGIN}/chat`);
    expect(used.focus).toHaveBeenCalled();

    const uncontrolled = startWorker([tab(`${ORIGIN}/`, { focused: true, controlled: false })]);
    await uncontrolled.click(`${ORIGIN}/chat`);
    expect(uncontrolled.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/chat`);

    const none = startWorker([tab('https://elsewhere.example/')]);
    await none.click(`${ORIGIN}/chat`);
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/chat`);
  });
});
