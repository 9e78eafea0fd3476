// Small, failure-tolerant wrappers over web storage. Private modes and full quotas throw; none of what we
// keep here is essential, so a failure simply means "nothing stored".
import type { MeResponse } from '../../common/caller';

/** The spec's client-side persisted user: a display convenience, never a proof of anything. */
export type StoredUser = { email: string; firstName: string; lastName: string };

export const userStorageKey = (shortName: string) => `${shortName.toLowerCase()}-user-storage`;
const returnToKey = (shortName: string) => `${shortName.toLowerCase()}-return-to`;

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function readStoredUser(shortName: string): StoredUser | null {
  return safely(() => {
    const raw = localStorage.getItem(userStorageKey(shortName));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { user?: StoredUser | null };
    return parsed.user && typeof parsed.user.email === 'string' ? parsed.user : null;
  }, null);
}

export function storeUser(shortName: string, user: NonNullable<MeResponse['user']>): void {
  const stored: StoredUser = { email: user.email, firstName: user.firstName, lastName: user.lastName };
  safely(() => localStorage.setItem(userStorageKey(shortName), JSON.stringify({ user: stored })), undefined);
}

export function clearStoredUser(shortName: string): void {
  safely(() => localStorage.removeItem(userStorageKey(shortName)), undefined);
}

/** Where to go after a sign-in that leaves the site (Google) and comes back to /auth/continue. */
export function rememberReturnTo(shortName: string, path: string | undefined): void {
  safely(() => {
    if (path) sessionStorage.setItem(returnToKey(shortName), path);
    else sessionStorage.removeItem(returnToKey(shortName));
  }, undefined);
}

export function takeReturnTo(shortName: string): string | undefined {
  return safely(() => {
    const value = sessionStorage.getItem(returnToKey(shortName)) ?? undefined;
    sessionStorage.removeItem(returnToKey(shortName));
    return value;
  }, undefined);
}

const visitedKey = (shortName: string) => `${shortName.toLowerCase()}-visited`;
const firstVisitKey = (shortName: string) => `${shortName.toLowerCase()}-first-visit`;

/**
 * Whether this is the member's first visit: the first browser session in which this browser has seen
 * them signed in (a new member who has just signed up or finished onboarding, or a member on a new
 * device). It stays their first visit until the tab session ends, so going back to the home page in the
 * same visit greets them the same way. Used for wording only ('Welcome' rather than 'Welcome back'): a
 * browser that cannot store anything counts every visit as a first one.
 */
export function isFirstVisit(shortName: string, userId: string): boolean {
  return safely(() => {
    if (sessionStorage.getItem(firstVisitKey(shortName)) === userId) return true;
    const visited = JSON.parse(localStorage.getItem(visitedKey(shortName)) ?? '[]') as unknown;
    const ids = Array.isArray(visited) ? visited.filter((id): id is string => typeof id === 'string') : [];
    if (ids.includes(userId)) return false;
    // A shared browser keeps the last few people it has seen.
    localStorage.setItem(visitedKey(shortName), JSON.stringify([...ids, userId].slice(-20)));
    sessionStorage.setItem(firstVisitKey(shortName), userId);
    return true;
  }, true);
}
