// The hub's expiry timers, on a fake clock: a stream's session is read again when it is due to expire,
// and the stream ends or waits for the new expiry. The real app and database are in live-expiry.api.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveBus } from './bus';
import { createStreamHub, type LiveStream } from './streams';

const SECOND = 1_000;
const DAY = 86_400_000;

function quietBus(): LiveBus {
  return {
    healthy: () => true,
    ready: async () => undefined,
    onEvent: () => undefined,
    onUsersChanged: () => undefined,
    onHealthChange: () => undefined,
    close: async () => undefined,
  };
}

/** A stream whose session answers, check after check, the expiries given (null: the session is over). */
function streamWithSession(...answers: Array<number | null | Promise<number | null>>) {
  const ended: string[] = [];
  let checks = 0;
  const stream: LiveStream = {
    userId: 'member-1',
    admin: false,
    deliver: () => undefined,
    heartbeat: () => undefined,
    allowedUntil: async () => answers[checks++] ?? null,
    end: (reason) => {
      ended.push(reason);
      hub.remove(stream);
    },
  };
  const hub = createStreamHub(quietBus());
  hub.add(stream);
  return { hub, stream, ended, checks: () => checks };
}

/** Lets the checks a timer started finish. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers({ now: 1_800_000_000_000 }));
afterEach(() => vi.useRealTimers());

describe("a stream's session expiry", () => {
  it('reads the session again at its expiry, not before, and ends the stream when it is over', async () => {
    const { hub, stream, ended, checks } = streamWithSession(Date.now() + 10 * SECOND, null);
    expect(await hub.check(stream)).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * SECOND - 1);
    expect(checks()).toBe(1);
    expect(ended).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(checks()).toBe(2);
    expect(ended).toEqual(['ended']);
    expect(hub.count()).toBe(0);
  });

  it('goes on to the new expiry when the session was extended meanwhile, without being told', async () => {
    const now = Date.now();
    const { hub, stream, ended, checks } = streamWithSession(now + 10 * SECOND, now + 30 * SECOND, null);
    await hub.check(stream);
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    await settle();
    expect(checks()).toBe(2);
    expect(ended).toEqual([]);
    await vi.advanceTimersByTimeAsync(20 * SECOND);
    await settle();
    expect(checks()).toBe(3);
    expect(ended).toEqual(['ended']);
  });

  it('ends a stream at once when its session is answered as already expired', async () => {
    const { hub, stream, ended } = streamWithSession(Date.now() - 1);
    expect(await hub.check(stream)).toBe(false);
    expect(ended).toEqual(['ended']);
  });

  it('reads a session a month away once a day (a timer cannot wait a month)', async () => {
    const { hub, stream, ended, checks } = streamWithSession(Date.now() + 30 * DAY, Date.now() + 30 * DAY);
    await hub.check(stream);
    await vi.advanceTimersByTimeAsync(DAY - 1);
    expect(checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(checks()).toBe(2);
    expect(ended).toEqual([]);
  });

  it('stops its timer when the stream closes', async () => {
    const { hub, stream, checks } = streamWithSession(Date.now() + 10 * SECOND, null);
    await hub.check(stream);
    hub.remove(stream);
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(checks()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the newest answer when an older check answers late', async () => {
    let answerFirst: (until: number) => void = () => undefined;
    const first = new Promise<number>((resolve) => (answerFirst = resolve));
    const now = Date.now();
    const { hub, stream, ended } = streamWithSession(first, now + 10 * SECOND, null);
    const late = hub.check(stream);
    await hub.check(stream);
    answerFirst(now + 60 * SECOND);
    await late;
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    await settle();
    expect(ended).toEqual(['ended']);
  });
});
