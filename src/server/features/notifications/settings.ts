// Where each kind of news reaches a person (issue 34), all of its reads and writes: the grid of kinds ×
// channels (a row only where a default was changed), the digest and quiet hours. Whatever sends an email
// or a push asks `deliveryFor` at send time, so a setting changed after the news was queued wins.
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  kindsFor,
  type DigestFrequency,
  type NotificationChannel,
  type NotificationKind,
} from '../../../common/contracts/notification-kinds';
import {
  NOTIFICATION_MESSAGES as M,
  type NotificationChannels,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '../../../common/contracts/notifications';
import { wallTimeAt } from '../../../common/zoned-time';
import type { Database } from '../../db/client';
import { notificationPreferences, notificationSettings } from '../../db/schema';
import { badRequest } from '../../http/errors';

/** Whose settings: the account, and whether it also receives the organisers' kinds. */
export type SettingsOwner = { userId: string; isAdmin: boolean };

/** A person's digest and quiet hours, with the zone they are read in. */
export type DeliveryPreferences = {
  digest: DigestFrequency;
  digestHour: number;
  digestWeekday: number;
  timeZone: string;
  /** Minutes after midnight, or null for none. */
  quietHours: { start: number; end: number } | null;
  /** False until the person saved their settings once. */
  chosen: boolean;
};

const defaultPreferences = (timeZone: string): DeliveryPreferences => ({
  digest: 'off',
  digestHour: 8,
  digestWeekday: 1,
  timeZone,
  quietHours: null,
  chosen: false,
});

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Each kind's channels for each of `userIds`: the person's choices over the kind's defaults. */
export async function channelsFor(
  db: Database,
  userIds: string[],
  kind: NotificationKind,
): Promise<Map<string, NotificationChannels>> {
  const result = new Map<string, NotificationChannels>(userIds.map((id) => [id, { ...NOTIFICATION_KINDS[kind].defaults }]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: notificationSettings.userId, channel: notificationSettings.channel, enabled: notificationSettings.enabled })
    .from(notificationSettings)
    .where(and(inArray(notificationSettings.userId, userIds), eq(notificationSettings.kind, kind)));
  for (const row of rows) {
    const channels = result.get(row.userId);
    if (channels && (NOTIFICATION_CHANNELS as readonly string[]).includes(row.channel)) {
      channels[row.channel as NotificationChannel] = row.enabled;
    }
  }
  return result;
}

/**
 * Whether `kind`'s `channel` is on for the account in `userId` (a column of the query at hand), as a SQL
 * condition: the person's choice, else the kind's default. For sends that pick their recipients in one
 * query (a newsletter to every member) instead of asking channelsFor per person.
 */
export function channelOn(userId: SQLWrapper, kind: NotificationKind, channel: NotificationChannel): SQL {
  const byDefault = NOTIFICATION_KINDS[kind].defaults[channel];
  return sql`coalesce((select ${notificationSettings.enabled} from ${notificationSettings}
    where ${notificationSettings.userId} = ${userId} and ${notificationSettings.kind} = ${kind}
      and ${notificationSettings.channel} = ${channel}), ${byDefault})`;
}

/** Each of `userIds`'s digest, zone and quiet hours; the community's zone for those who never chose. */
export async function preferencesFor(
  db: Database,
  userIds: string[],
  communityZone: string,
): Promise<Map<string, DeliveryPreferences>> {
  const result = new Map<string, DeliveryPreferences>(userIds.map((id) => [id, defaultPreferences(communityZone)]));
  if (userIds.length === 0) return result;
  const rows = await db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
  for (const row of rows) {
    result.set(row.userId, {
      digest: row.digest as DigestFrequency,
      digestHour: row.digestHour,
      digestWeekday: row.digestWeekday,
      timeZone: row.timeZone,
      quietHours: row.quietStart === null || row.quietEnd === null ? null : { start: row.quietStart, end: row.quietEnd },
      chosen: true,
    });
  }
  return result;
}

/** Whether `at` falls in the person's quiet hours, read on their own clock (over midnight when end < start). */
export function inQuietHours(preferences: Pick<DeliveryPreferences, 'quietHours' | 'timeZone'>, at: Date): boolean {
  const quiet = preferences.quietHours;
  if (!quiet) return false;
  const wall = wallTimeAt(at, preferences.timeZone);
  const minute = wall.hour * 60 + wall.minute;
  return quiet.start < quiet.end ? minute >= quiet.start && minute < quiet.end : minute >= quiet.start || minute < quiet.end;
}

/** The settings page: every kind the owner receives with its channels, the digest, quiet hours and zone. */
export async function readNotificationSettings(
  db: Database,
  owner: SettingsOwner,
  communityZone: string,
): Promise<NotificationSettings> {
  const kinds = kindsFor(owner.isAdmin);
  const rows = await db
    .select({ kind: notificationSettings.kind, channel: notificationSettings.channel, enabled: notificationSettings.enabled })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, owner.userId));
  const channels: NotificationSettings['channels'] = {};
  for (const kind of kinds) channels[kind] = { ...NOTIFICATION_KINDS[kind].defaults };
  for (const row of rows) {
    const kindChannels = channels[row.kind as NotificationKind];
    if (kindChannels && (NOTIFICATION_CHANNELS as readonly string[]).includes(row.channel)) {
      kindChannels[row.channel as NotificationChannel] = row.enabled;
    }
  }
  const preferences = (await preferencesFor(db, [owner.userId], communityZone)).get(owner.userId)!;
  return {
    channels,
    digest: { frequency: preferences.digest, hour: preferences.digestHour, weekday: preferences.digestWeekday },
    quietHours: preferences.quietHours && {
      start: timeOf(preferences.quietHours.start),
      end: timeOf(preferences.quietHours.end),
    },
    timeZone: preferences.timeZone,
    chosen: preferences.chosen,
  };
}

type ParsedSettings = Omit<NotificationSettingsInput, 'timeZone'> & { timeZone: string };

/**
 * Saves the owner's settings in one transaction: each kind given (only kinds the owner receives; any
 * other refuses the whole request), the digest, quiet hours and zone.
 */
export async function saveNotificationSettings(
  db: Database,
  owner: SettingsOwner,
  input: ParsedSettings,
  now: Date,
  communityZone: string,
): Promise<NotificationSettings> {
  const allowed = new Set<string>(kindsFor(owner.isAdmin));
  const given = Object.entries(input.channels).filter(([, channels]) => channels !== undefined) as [
    NotificationKind,
    NotificationChannels,
  ][];
  if (given.some(([kind]) => !allowed.has(kind))) throw badRequest(M.kindNotYours, 'INVALID_INPUT');
  const rows = given.flatMap(([kind, channels]) =>
    NOTIFICATION_CHANNELS.map((channel) => ({ userId: owner.userId, kind, channel, enabled: channels[channel], updatedAt: now })),
  );
  const quiet = input.quietHours
    ? { quietStart: minutesOf(input.quietHours.start), quietEnd: minutesOf(input.quietHours.end) }
    : { quietStart: null, quietEnd: null };
  const preferences = {
    digest: input.digest.frequency,
    digestHour: input.digest.hour,
    digestWeekday: input.digest.weekday,
    timeZone: input.timeZone,
    ...quiet,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    if (rows.length > 0) {
      await tx
        .insert(notificationSettings)
        .values(rows)
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.kind, notificationSettings.channel],
          set: { enabled: sql`excluded.enabled`, updatedAt: now },
        });
    }
    await tx
      .insert(notificationPreferences)
      .values({ userId: owner.userId, ...preferences })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: preferences });
  });
  return readNotificationSettings(db, owner, communityZone);
}

/** Turns one channel of one kind on or off for one person (the unsubscribe link turns a kind's email off). */
export async function setChannel(
  db: Database,
  userId: string,
  kind: NotificationKind,
  channel: NotificationChannel,
  enabled: boolean,
  now: Date,
) {
  await db
    .insert(notificationSettings)
    .values({ userId, kind, channel, enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind, notificationSettings.channel],
      set: { enabled, updatedAt: now },
    });
}

/** Turns the person's digest off, keeping its hour and weekday for when they turn it on again (the digest's
 * unsubscribe link). A person without settings has no digest: nothing to change. */
export async function turnDigestOff(db: Database, userId: string, now: Date) {
  await db
    .update(notificationPreferences)
    .set({ digest: 'off', updatedAt: now })
    .where(eq(notificationPreferences.userId, userId));
}
