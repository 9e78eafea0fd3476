// The administrators' Web Push helper against a small stand-in for the browser: a permission prompt that
// answers as told, a service worker registry, a push manager keeping one subscription, and a server that
// records what it is sent (or refuses it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_ROUTES } from '../../common/contracts/push-routes';
import { applicationServerKey, disablePush, enablePush, readPushState } from './push';

const SERVER_KEY = 'BExampleServerKey_-'; // base64url, as the server's configuration gives it
const OTHER_KEY = 'BAnotherServerKey_-';

class FakeSubscription {
  readonly options: { applicationServerKey: ArrayBuffer };
  constructor(
    readonly endpoint: string,
    key: Uint8Array,
    private readonly browser: FakeBrowser,
  ) {
    this.options = { applicationServerKey: key.slice().buffer };
  }
  async unsubscribe() {
    if (this.browser.unsubscribeFails) throw new Error('The push service is unreachable');
    this.browser.subscription = null;
    this.browser.unsubscribed.push(this.endpoint);
    return true;
  }
  toJSON() {
    return { endpoint: this.endpoint, keys: { p256dh: 'p256dh', auth: 'auth' } };
  }
}

class FakeBrowser {
  permission: NotificationPermission = 'default';
  /** What the person answers when asked. */
  answer: NotificationPermission = 'granted';
  registered = false;
  subscription: FakeSubscription | null = null;
  unsubscribed: string[] = [];
  unsubscribeFails = false;
  subscribedWith: Array<{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }> = [];
  serverRefuses = false;
  sent: Array<{ method: string; path: string; body: unknown }> = [];
  private count = 0;

  private readonly registration = {
    pushManager: {
      getSubscription: async () => this.subscription,
      subscribe: async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
        this.subscribedWith.push(options);
        this.subscription = new FakeSubscription(`https://push.example/${++this.count}`, options.applicationServerKey, this);
        return this.subscription;
      },
    },
  };

  install({ secure = true } = {}) {
    // The browser reads these as properties: getters over this fake's own state.
    const permission = () => this.permission;
    const ready = () => Promise.resolve(this.registration);
    const notification = {
      get permission() {
        return permission();
      },
      requestPermission: async () => (this.permission = this.answer),
    };
    vi.stubGlobal('Notification', notification);
    vi.stubGlobal('window', { isSecureContext: secure, PushManager: class {}, Notification: notification });
    vi.stubGlobal('navigator', {
      serviceWorker: {
        register: async (url: string, options: { scope: string }) => {
          expect([url, options.scope]).toEqual(['/sw.js', '/']);
          this.registered = true;
          return this.registration;
        },
        get ready() {
          return ready();
        },
        getRegistration: async (scope: string) => (scope === '/' && this.registered ? this.registration : undefined),
      },
    });
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      this.sent.push({ method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (this.serverRefuses)
        return new Response(JSON.stringify({ error: { code: 'SERVER_ERROR', message: 'No' } }), { status: 500 });
      return new Response(JSON.stringify({ success: true, message: 'Saved' }), { status: 200 });
    });
  }

  /** A browser that subscribed earlier, with `key`. */
  subscribedEarlier(key = SERVER_KEY) {
    this.permission = 'granted';
    this.registered = true;
    this.subscription = new FakeSubscription('https://push.example/earlier', applicationServerKey(key), this);
  }
}

let browser: FakeBrowser;
beforeEach(() => {
  browser = new FakeBrowser();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('applicationServerKey', () => {
  it('decodes base64url (- and _, no padding) into bytes', () => {
    expect([...applicationServerKey('-_8')]).toEqual([0xfb, 0xff]);
    expect([...applicationServerKey('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...applicationServerKey('AQID')]).toEqual([1, 2, 3]);
  });
});

describe('readPushState', () => {
  it('is unsupported without a secure context or without the push APIs', async () => {
    browser.install({ secure: false });
    expect(await readPushState()).toBe('unsupported');
    vi.unstubAllGlobals();
    vi.stubGlobal('window', { isSecureContext: true });
    vi.stubGlobal('navigator', {});
    expect(await readPushState()).toBe('unsupported');
  });

  it('follows the permission: blocked when denied, off until granted', async () => {
    browser.install();
    browser.permission = 'denied';
    expect(await readPushState()).toBe('blocked');
    browser.permission = 'default';
    expect(await readPushState()).toBe('off');
    browser.permission = 'granted';
    expect(await readPushState()).toBe('off');
    expect(browser.sent).toEqual([]);
  });

  it('is on with a subscription, and sends it to the server again so the server keeps it', async () => {
    browser.install();
    browser.subscribedEarlier();
    expect(await readPushState()).toBe('on');
    await vi.waitFor(() => expect(browser.sent).toHaveLength(1));
    expect(browser.sent[0]).toMatchObject({
      method: 'POST',
      path: PUSH_ROUTES.subscribe.path,
      body: { endpoint: 'https://push.example/earlier' },
    });
  });
});

describe('enablePush', () => {
  it('asks, registers the worker, subscribes with the server key and tells the server', async () => {
    browser.install();
    expect(await enablePush(SERVER_KEY)).toEqual({ state: 'on', failed: false });
    expect(browser.subscribedWith).toEqual([{ userVisibleOnly: true, applicationServerKey: applicationServerKey(SERVER_KEY) }]);
    expect(browser.sent).toEqual([
      {
        method: 'POST',
        path: PUSH_ROUTES.subscribe.path,
        body: { endpoint: 'https://push.example/1', keys: { p256dh: 'p256dh', auth: 'auth' } },
      },
    ]);
  });

  it('does nothing more when the person says no', async () => {
    browser.install();
    browser.answer = 'denied';
    expect(await enablePush(SERVER_KEY)).toEqual({ state: 'blocked', failed: false });
    browser.answer = 'default'; // the prompt dismissed
    expect(await enablePush(SERVER_KEY)).toEqual({ state: 'off', failed: false });
    expect(browser.registered).toBe(false);
    expect(browser.sent).toEqual([]);
  });

  it('keeps a subscription made with the same key, and replaces one made with a rotated key', async () => {
    browser.install();
    browser.subscribedEarlier(SERVER_KEY);
    await enablePush(SERVER_KEY);
    expect(browser.unsubscribed).toEqual([]);
    expect(browser.subscribedWith).toEqual([]);

    browser.subscribedEarlier(OTHER_KEY);
    expect(await enablePush(SERVER_KEY)).toEqual({ state: 'on', failed: false });
    expect(browser.unsubscribed).toEqual(['https://push.example/earlier']);
    expect(browser.subscription?.endpoint).toBe('https://push.example/1');
  });

  it('reports a failure, without breaking, when the server refuses the subscription', async () => {
    browser.install();
    browser.serverRefuses = true;
    expect(await enablePush(SERVER_KEY)).toEqual({ state: 'off', failed: true });
  });

  it('answers unsupported where push is not available', async () => {
    browser.install({ secure: false });
    expect(await enablePush(SERVER_KEY)).toEqual({ state: 'unsupported', failed: false });
  });
});

describe('disablePush', () => {
  it('unsubscribes this browser and asks the server to forget it', async () => {
    browser.install();
    browser.subscribedEarlier();
    expect(await disablePush()).toBe('off');
    expect(browser.unsubscribed).toEqual(['https://push.example/earlier']);
    expect(browser.sent).toEqual([
      { method: 'DELETE', path: PUSH_ROUTES.unsubscribe.path, body: { endpoint: 'https://push.example/earlier' } },
    ]);
  });

  it('is off even when the server cannot forget it (the browser no longer receives pushes)', async () => {
    browser.install();
    browser.subscribedEarlier();
    browser.serverRefuses = true;
    expect(await disablePush()).toBe('off');
  });

  it('stays on when this browser cannot unsubscribe', async () => {
    browser.install();
    browser.subscribedEarlier();
    browser.unsubscribeFails = true;
    expect(await disablePush()).toBe('on');
    expect(browser.sent).toEqual([]);
  });
});
