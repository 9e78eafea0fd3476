// What every part of the demo content's writing shares: the transaction, the moment it is loaded, the
// seeded spread in dates, and the members by name with the dates decided for them up front.
import { inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../client';
import { DEMO_MEMBERS, NO_LAST_LOGIN, type DemoMember } from './members';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** mulberry32: a tiny seeded generator, so the spread in dates is the same on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lower-case ASCII letters and digits joined by hyphens: 'Notes from the Salon: …' → 'notes-from-the-salon-…'. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** first.last@example.com, without accents or apostrophes. */
export function demoEmail(firstName: string, lastName: string): string {
  const part = (name: string) =>
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  return `${part(firstName)}.${part(lastName)}@example.com`;
}

/** 23:00 UTC (early evening in New York) on the day `days` from now's day. */
export function eveningOf(now: Date, days: number): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() + days * DAY + 23 * HOUR);
}

/** Which of `values` (already lower-case) the lower-cased `column` of `table` holds. */
export async function existingLower(tx: Tx, column: SQL<string>, table: PgTable, values: string[]): Promise<Set<string>> {
  if (!values.length) return new Set();
  const rows = await tx.select({ value: column }).from(table).where(inArray(column, values));
  return new Set(rows.map((r) => r.value));
}

export type PlannedMember = DemoMember & { name: string; email: string; createdAt: Date; lastLogin: Date | null };

/** Each member's dates, decided before anything is written so every part can refer to them. */
export function planMembers(now: Date, random: () => number): PlannedMember[] {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  return DEMO_MEMBERS.map((m, index) => {
    const name = `${m.firstName} ${m.lastName}`;
    const createdDaysAgo = 360 - index * (352 / (DEMO_MEMBERS.length - 1)) - random() * 2;
    const createdAt = at(createdDaysAgo * DAY + random() * 8 * HOUR);
    let lastLogin: Date | null = null;
    if (!m.neverLoggedIn && !NO_LAST_LOGIN.has(name)) {
      const candidate = at(random() * 60 * DAY);
      lastLogin = candidate > createdAt ? candidate : new Date(createdAt.getTime() + 2 * HOUR);
    }
    return { ...m, name, email: demoEmail(m.firstName, m.lastName), createdAt, lastLogin };
  });
}

/** One run's writing: the transaction, now, the seeded spread, and the members by name. */
export type SeedContext = {
  tx: Tx;
  now: Date;
  random: () => number;
  /** The instant `ms` milliseconds before now. */
  at: (ms: number) => Date;
  members: PlannedMember[];
  member: (name: string) => PlannedMember;
};

export function newSeedContext(tx: Tx, now: Date, random: () => number, members: PlannedMember[]): SeedContext {
  const byName = new Map(members.map((m) => [m.name, m]));
  return {
    tx,
    now,
    random,
    at: (ms) => new Date(now.getTime() - ms),
    members,
    member: (name) => {
      const found = byName.get(name);
      if (!found) throw new Error(`Demo data refers to an unknown member: ${name}`);
      return found;
    },
  };
}
