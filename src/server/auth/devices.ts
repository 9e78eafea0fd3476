// The browsers an account signs in from (decision 060): a name for each from its user agent, the rough
// place a trusted proxy names, and whether a sign-in comes from a browser the account has not used before.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { knownDevices } from '../db/schema';

/** The cookie that names a browser to the accounts signed in from it: a random id, kept a year. */
export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_SECONDS = 60 * 60 * 24 * 365;

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** 'Firefox on Windows', 'Safari on iPhone'; 'An unknown browser' when the user agent says nothing we know. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'An unknown browser';
}

/** The proxy's place header, made safe to show: printable, trimmed, at most 80 characters; null if empty. */
export function readPlace(headers: Headers | undefined, header: string | null): string | null {
  if (!header || !headers) return null;
  let value = headers.get(header) ?? '';
  try {
    value = decodeURIComponent(value);
  } catch {
    // Not percent-encoded: shown as sent.
  }
  const place = value
    .replace(/[\p{C}<>]/gu, '')
    .trim()
    .slice(0, 80);
  return place || null;
}

const hashDevice = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');

export const newDeviceId = () => randomBytes(24).toString('base64url');

/**
 * Records that the account signed in from this browser. `isNew`: the browser had not signed in to the
 * account before, and the account had signed in from some other browser (an account's first browser is
 * the one it was made on: no email for it).
 */
export async function noteSignInDevice(db: Database, userId: string, deviceId: string, now: Date): Promise<{ isNew: boolean }> {
  const deviceHash = hashDevice(deviceId);
  const inserted = await db
    .insert(knownDevices)
    .values({ userId, deviceHash, firstSeenAt: now })
    .onConflictDoNothing()
    .returning({ deviceHash: knownDevices.deviceHash });
  if (inserted.length === 0) return { isNew: false };
  const [others] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), sql`${knownDevices.deviceHash} <> ${deviceHash}`));
  return { isNew: (others?.count ?? 0) > 0 };
}
