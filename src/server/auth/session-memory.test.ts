// The memory's own rules, with a channel we control: what it keeps, for how long, and everything that
// makes it forget. The real channel and two app instances are in session-memory.api.test.ts.
import { describe, expect, it } from 'vitest';
import type { SignedInCaller } from './caller';
import { createSessionMemory, type SessionSignals } from './session-memory';

function fakeChannel() {
  let healthy = true;
  const users: Array<(u: readonly string[] | 'all') => void> = [];
  const health: Array<(h: boolean) => void> = [];
  const signals: SessionSignals = {
    healthy: () => healthy,
    onUsersChanged: (listener) => void users.push(listener),
    onHealthChange: (listener) => void health.push(listener),
  };
  return {
    signals,
    announce: (u: readonly string[] | 'all') => users.forEach((listener) => listener(u)),
    setHealthy(value: boolean) {
      healthy = value;
      health.forEach((listener) => listener(value));
    },
    /** The channel stops working without anyone noticing yet (a late ping). */
    goQuiet: () => (healthy = false),
  };
}

const caller = (userId: string): SignedInCaller => ({
  kind: 'member',
  userId,
  email: `${userId}@example.com`,
  name: 'Morgan Reyes',
  sessionId: `session-${userId}`,
  attendee: { id: `attendee-${userId}`, firstName: 'Morgan', lastName: 'Reyes', onboarded: true, archived: false },
});

const NOW = 1_800_000_000_000;
const DAY = 86_400_000;

describe('sessions from memory', () => {
  it('answers a remembered session, frozen so no route can change it for the next request', () => {
    const channel = fakeChannel();
    const memory = createSessionMemory(channel.signals);
    memory.remember('token-a', caller('a'), NOW + DAY, memory.ticket(), NOW);
    const known = memory.recall('token-a', NOW + 1000);
    expect(known).toMatchObject({ userId: 'a', kind: 'member' });
    expect(Object.isFrozen(known)).toBe(true);
    expect(memory.recall('token-b', NOW)).toBeNull();
  });

  it("forgets an account's sessions when a change to it is announced, and only that account's", () => {
    const channel = fakeChannel();
    const memory = createSessionMemory(channel.signals);
    memory.remember('a1', caller('a'), NOW + DAY, memory.ticket(), NOW);
    memory.remember('a2', caller('a'), NOW + DAY, memory.ticket(), NOW);
    memory.remember('b1', caller('b'), NOW + DAY, memory.ticket(), NOW);
    channel.announce(['a']);
    expect(memory.recall('a1', NOW)).toBeNull();
    expect(memory.recall('a2', NOW)).toBeNull();
    expect(memory.recall('b1', NOW)).not.toBeNull();
    channel.announce('all');
    expect(memory.size()).toBe(0);
  });

  it('does not keep an answer read before a change was announced (the read may predate the change)', () => {
    const channel = fakeChannel();
    const memory = createSessionMemory(channel.signals);
    const ticket = memory.ticket();
    channel.announce(['someone-else']);
    memory.remember('a1', caller('a'), NOW + DAY, ticket, NOW);
    expect(memory.recall('a1', NOW)).toBeNull();
  });

  it('is not used while the channel is not known to work, and is emptied when it is lost or found again', () => {
    const channel = fakeChannel();
    const memory = createSessionMemory(channel.signals);
    memory.remember('a1', caller('a'), NOW + DAY, memory.ticket(), NOW);
    channel.goQuiet();
    expect(memory.recall('a1', NOW)).toBeNull();
    memory.remember('b1', caller('b'), NOW + DAY, memory.ticket(), NOW);
    expect(memory.size()).toBe(0);
    channel.setHealthy(true);
    memory.remember('c1', caller('c'), NOW + DAY, memory.ticket(), NOW);
    channel.setHealthy(false);
    expect(memory.size()).toBe(0);
  });

  it('hands a session due for its refresh back to the database, and forgets any entry after a minute', () => {
    const channel = fakeChannel();
    const memory = createSessionMemory(channel.signals, { entries: 100, maxAgeMs: 60_000 });
    memory.remember('due-soon', caller('a'), NOW + 5_000, memory.ticket(), NOW);
    expect(memory.recall('due-soon', NOW + 4_999)).not.toBeNull();
    expect(memory.recall('due-soon', NOW + 5_000)).toBeNull();
    memory.remember('long', caller('b'), NOW + DAY, memory.ticket(), NOW);
    expect(memory.recall('long', NOW + 59_999)).not.toBeNull();
    expect(memory.recall('long', NOW + 60_000)).toBeNull();
    memory.remember('already-due', caller('c'), NOW, memory.ticket(), NOW);
    expect(memory.size()).toBe(0);
  });

  it('keeps at most its limit, forgetting the oldest first', () => {
    const channel = fakeChannel();
    const memory = createSessionMemory(channel.signals, { entries: 3, maxAgeMs: 60_000 });
    for (const token of ['t1', 't2', 't3', 't4']) memory.remember(token, caller(token), NOW + DAY, memory.ticket(), NOW);
    expect(memory.size()).toBe(3);
    expect(memory.recall('t1', NOW)).toBeNull();
    expect(memory.recall('t4', NOW)).not.toBeNull();
    // Forgetting by account still works for what is kept.
    channel.announce(['t4']);
    expect(memory.recall('t4', NOW)).toBeNull();
  });
});
