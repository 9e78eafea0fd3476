// Sessions from memory (decision 024, extending 018): an app server may answer 'who is calling' for a
// verified session cookie without reading the database, because every change to what a caller is (a
// session ended, refreshed or moved, a ban, a role, a member row) is announced at commit on the
// notification channel by database triggers (migration 0009), whatever code made it. The memory is used
// only while the channel is known to work (`signals.healthy()`: listening, and its own ping came back
// within a few seconds); it is emptied when the channel is lost, and every entry is forgotten after
// MAX_AGE_MS regardless, so a message that never came could not keep a session alive for long.
import type { Caller, SignedInCaller } from './caller';

/** What the memory needs from the notification bus (src/server/live/bus.ts); auth/ imports no feature. */
export type SessionSignals = {
  healthy(): boolean;
  onUsersChanged(listener: (users: readonly string[] | 'all') => void): void;
  onHealthChange(listener: (healthy: boolean) => void): void;
};

export type SessionMemory = {
  /** The caller remembered for this verified token, when the channel works and the session needs no refresh. */
  recall(token: string, nowMs: number): Caller | null;
  /** Taken before reading the database: remember() keeps that answer only if no change was announced since. */
  ticket(): number;
  /** `freshUntilMs`: when the session becomes due for Better Auth's refresh (then the library must see it). */
  remember(token: string, caller: SignedInCaller, freshUntilMs: number, ticket: number, nowMs: number): void;
  size(): number;
};

type Entry = { caller: Caller; userId: string; validUntilMs: number };

/** Sessions remembered at most (the oldest forgotten first), and for how long each at most. */
export const SESSIONS_REMEMBERED = 20_000;
export const MAX_AGE_MS = 60_000;

export function createSessionMemory(
  signals: SessionSignals,
  limits = { entries: SESSIONS_REMEMBERED, maxAgeMs: MAX_AGE_MS },
): SessionMemory {
  const byToken = new Map<string, Entry>();
  const tokensByUser = new Map<string, Set<string>>();
  let generation = 0;

  const forgetToken = (token: string) => {
    const entry = byToken.get(token);
    if (!entry) return;
    byToken.delete(token);
    const tokens = tokensByUser.get(entry.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(entry.userId);
  };
  const forgetAll = () => {
    generation++;
    byToken.clear();
    tokensByUser.clear();
  };

  signals.onUsersChanged((users) => {
    if (users === 'all') return forgetAll();
    generation++;
    for (const userId of users) {
      const tokens = tokensByUser.get(userId);
      if (!tokens) continue;
      for (const token of tokens) byToken.delete(token);
      tokensByUser.delete(userId);
    }
  });
  // Lost or found again: whatever was announced meanwhile may not have arrived.
  signals.onHealthChange(forgetAll);

  return {
    recall(token, nowMs) {
      const entry = byToken.get(token);
      if (!entry) return null;
      if (nowMs >= entry.validUntilMs || !signals.healthy()) {
        forgetToken(token);
        return null;
      }
      return entry.caller;
    },
    ticket: () => generation,
    remember(token, caller, freshUntilMs, ticket, nowMs) {
      if (ticket !== generation || !signals.healthy() || freshUntilMs <= nowMs) return;
      forgetToken(token);
      if (byToken.size >= limits.entries) forgetToken(byToken.keys().next().value!);
      Object.freeze(caller.attendee);
      byToken.set(token, {
        caller: Object.freeze(caller),
        userId: caller.userId,
        validUntilMs: Math.min(freshUntilMs, nowMs + limits.maxAgeMs),
      });
      let tokens = tokensByUser.get(caller.userId);
      if (!tokens) tokensByUser.set(caller.userId, (tokens = new Set()));
      tokens.add(token);
    },
    size: () => byToken.size,
  };
}
