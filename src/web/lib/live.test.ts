// The browser's live client against a stand-in EventSource driven by hand: when it counts as live (so
// polls rest), how it resumes, backs off, gives up on a buffered stream, and stops for an ended session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_ROUTES } from '../../common/contracts/live-routes';

class FakeEventSource {
  static made: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  private handlers = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, handler: (event: MessageEvent<string>) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: unknown, lastEventId = '') {
    for (const handler of this.handlers.get(type) ?? [])
      handler({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
  }
  fail() {
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.made.at(-1)!;

async function freshClient() {
  vi.resetModules();
  return import('./live');
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live client', () => {
  it('is live once the stream says ready, passes events on, and asks for a refetch when told to resync', async () => {
    const live = await freshClient();
    const heard: unknown[] = [];
    const stop = live.subscribeLive((message) => heard.push(message));
    expect(latest().url).toBe(LIVE_ROUTES.stream.path);
    expect(live.liveStatus()).toBe('polling');
    latest().send('ready', { resync: true }, '41');
    expect(live.liveStatus()).toBe('live');
    latest().send('reply', { conversationId: 'c1' }, '42');
    latest().send('something-new', { id: 'x' }, '43');
    expect(heard).toEqual([{ type: 'resync' }, { type: 'reply', conversationId: 'c1' }]);
    stop();
  });

  it('falls back to polling when the stream drops, and resumes from the last event with a growing delay', async () => {
    const live = await freshClient();
    live.subscribeLive(() => undefined);
    latest().send('ready', { resync: false }, '7');
    latest().send('reply', { conversationId: 'c1' }, '9');
    latest().fail();
    expect(live.liveStatus()).toBe('polling');
    expect(FakeEventSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(latest().url).toBe(`${LIVE_ROUTES.stream.path}?lastEventId=9`);
    // Failing again and again: the waits grow (up to a minute), with jitter below each ceiling.
    latest().fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(FakeEventSource.made).toHaveLength(3);
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const count = FakeEventSource.made.length;
      latest().fail();
      let waited = 0;
      while (FakeEventSource.made.length === count) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits[0]).toBeLessThanOrEqual(4_000);
    expect(waits.at(-1)).toBeGreaterThanOrEqual(30_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60_000);
    latest().send('ready', { resync: false }, '9');
    expect(live.liveStatus()).toBe('live');
  });

  it('gives up on a stream that a proxy holds back (no ready within 10 s) and tries again in 5 minutes', async () => {
    const live = await freshClient();
    live.subscribeLive(() => undefined);
    const buffered = latest();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(buffered.closed).toBe(true);
    expect(live.liveStatus()).toBe('polling');
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(FakeEventSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.made).toHaveLength(2);
  });

  it('stops for good when the session ended, and tells the page', async () => {
    const live = await freshClient();
    const heard: unknown[] = [];
    live.subscribeLive((message) => heard.push(message));
    latest().send('ready', { resync: false }, '1');
    latest().send('ended', {});
    expect(heard).toEqual([{ type: 'ended' }]);
    expect(latest().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('lets the tab change its own session: the old stream’s end waits for the answer, then a new stream opens', async () => {
    const live = await freshClient();
    const heard: unknown[] = [];
    live.subscribeLive((message) => heard.push(message));
    latest().send('ready', { resync: false }, '7');
    let answer: (value: string) => void = () => undefined;
    const renewal = live.whileRenewingSession(() => new Promise<string>((resolve) => (answer = resolve)));
    latest().send('ended', {});
    expect(heard).toEqual([]);
    expect(latest().closed).toBe(true);
    answer('changed');
    expect(await renewal).toBe('changed');
    expect(FakeEventSource.made).toHaveLength(2);
    expect(latest().url).toBe(`${LIVE_ROUTES.stream.path}?lastEventId=7`);
    latest().send('ready', { resync: false }, '8');
    expect(live.liveStatus()).toBe('live');
    expect(heard).toEqual([]);
  });

  it('passes the end on when the renewal failed, and stops', async () => {
    const live = await freshClient();
    const heard: unknown[] = [];
    live.subscribeLive((message) => heard.push(message));
    latest().send('ready', { resync: false }, '1');
    const renewal = live.whileRenewingSession(() => Promise.reject(new Error('refused')));
    latest().send('ended', {});
    await expect(renewal).rejects.toThrow('refused');
    expect(heard).toEqual([{ type: 'ended' }]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('keeps one stream for every listener of the tab, closing it a moment after the last leaves', async () => {
    const live = await freshClient();
    const stopA = live.subscribeLive(() => undefined);
    const stopB = live.subscribeLive(() => undefined);
    expect(FakeEventSource.made).toHaveLength(1);
    stopA();
    stopB();
    // A navigation mounts the next page's listener at once: the same stream goes on.
    const stopC = live.subscribeLive(() => undefined);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(latest().closed).toBe(false);
    expect(FakeEventSource.made).toHaveLength(1);
    stopC();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(latest().closed).toBe(true);
  });
});
