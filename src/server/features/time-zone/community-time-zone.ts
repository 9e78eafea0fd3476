// The community's time zone, read by every part of the server through one function (decision 040):
// TIME_ZONE when the server sets it, else the administrators' choice in community_settings (shared by every
// app server), else UTC. Kept in memory for at most a few seconds: each request and each job first calls
// refresh(), which reads the row again once the value is older than that, so a change made on one server
// reaches the others within seconds, and the server that made it at once, with no restart.
import { eq } from 'drizzle-orm';
import type { CommunityTimeZoneAnswer } from '../../../common/contracts/time-zone';
import type { Database } from '../../db/client';
import { communitySettings } from '../../db/schema';
import { componentLog } from '../../log/logger';

const log = componentLog('time-zone');

/** How long a value read from the database is trusted before it is read again. */
export const TIME_ZONE_FRESH_MS = 5000;

export type TimeZoneSource = CommunityTimeZoneAnswer['source'];

export type CommunityTimeZone = {
  /** The zone in force, as last read (at most TIME_ZONE_FRESH_MS ago once refresh() has run). */
  current(): string;
  /** Where it comes from: TIME_ZONE, the administrators' choice, or neither (UTC). */
  source(): TimeZoneSource;
  /** Reads the choice again if the value in memory is older than TIME_ZONE_FRESH_MS. */
  refresh(): Promise<void>;
  /** After this server wrote a new choice: takes it at once and tells those who plan by it (the jobs). */
  chosen(zone: string): Promise<void>;
  /** Called after each change this server made (the scheduler moves the daily jobs' next runs). */
  onChange(listener: () => Promise<void>): void;
};

/** The administrators' choice, or null when none was made yet. */
export async function readChosenTimeZone(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ zone: communitySettings.chosenTimeZone })
    .from(communitySettings)
    .where(eq(communitySettings.id, 1))
    .limit(1);
  return row?.zone ?? null;
}

export function createCommunityTimeZone(deps: { db: Database; fromEnvironment: string | null }): CommunityTimeZone {
  let chosen: string | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;
  const listeners: Array<() => Promise<void>> = [];

  async function read() {
    try {
      chosen = await readChosenTimeZone(deps.db);
      readAt = Date.now();
    } catch (error) {
      // The database is down: the last value stands, and the next request tries again.
      log.error(`could not read the community's time zone: ${(error as Error).message}`);
    }
  }

  return {
    current: () => deps.fromEnvironment ?? chosen ?? 'UTC',
    source: () => (deps.fromEnvironment ? 'environment' : chosen ? 'chosen' : 'default'),
    async refresh() {
      if (deps.fromEnvironment || Date.now() - readAt < TIME_ZONE_FRESH_MS) return;
      reading ??= read().finally(() => (reading = undefined));
      await reading;
    },
    async chosen(zone) {
      chosen = zone;
      readAt = Date.now();
      for (const listener of listeners) {
        try {
          await listener();
        } catch (error) {
          log.error(`after the change: ${(error as Error).message}`);
        }
      }
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
