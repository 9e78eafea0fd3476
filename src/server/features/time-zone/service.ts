// Choosing the community's time zone (decision 040): administrators in the dashboard, the first one at
// setup. TIME_ZONE, when the server sets it, wins: a choice is then refused and nothing is written.
import { eq } from 'drizzle-orm';
import { TIME_ZONE_MESSAGES, type CommunityTimeZoneAnswer, type TimeZoneSaved } from '../../../common/contracts/time-zone';
import { changeOf, recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { communitySettings } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { CommunityTimeZone } from './community-time-zone';

export type TimeZoneDeps = { db: Database; now: () => Date; communityTimeZone: CommunityTimeZone };

export async function readCommunityTimeZone({ communityTimeZone }: TimeZoneDeps): Promise<CommunityTimeZoneAnswer> {
  await communityTimeZone.refresh();
  return { timeZone: communityTimeZone.current(), source: communityTimeZone.source() };
}

/** Writes the choice (a canonical zone name, checked by the contract) and records who changed it. */
export async function chooseTimeZone(deps: TimeZoneDeps, actor: AuditActor, timeZone: string): Promise<TimeZoneSaved> {
  const { communityTimeZone } = deps;
  if (communityTimeZone.source() === 'environment') {
    const message = TIME_ZONE_MESSAGES.fixedByEnvironment(communityTimeZone.current());
    throw new HttpError(409, 'TIME_ZONE_FIXED', message, { timeZone: message });
  }
  const now = deps.now();
  const before = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(communitySettings).where(eq(communitySettings.id, 1)).for('update');
    await tx
      .insert(communitySettings)
      .values({ id: 1, chosenTimeZone: timeZone, updatedAt: now })
      .onConflictDoUpdate({ target: communitySettings.id, set: { chosenTimeZone: timeZone, updatedAt: now } });
    const previous = row?.chosenTimeZone ?? 'UTC';
    if (previous !== timeZone) {
      await recordAudit(tx, { actor, action: 'event.time-zone', changes: [changeOf('Time zone', previous, timeZone)], at: now });
    }
    return previous;
  });
  await communityTimeZone.chosen(timeZone);
  return {
    success: true,
    message: before === timeZone ? TIME_ZONE_MESSAGES.unchanged : TIME_ZONE_MESSAGES.saved(timeZone),
    zone: { timeZone, source: 'chosen' },
  };
}
