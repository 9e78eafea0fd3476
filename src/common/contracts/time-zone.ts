// The community's time zone (decision 040): what "today" means for events, when the daily emails go, the
// dates of the dashboard and calendars. Chosen at first-run setup (proposed from the administrator's
// browser), changed by an administrator in the dashboard, kept in the database every app server shares.
// TIME_ZONE, when the server sets it, wins: the field then shows it, read-only, and says why.
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { text } from './text';
import { TIME_ZONE_ROUTES } from './time-zone-routes';

export const TIME_ZONE_MESSAGES = {
  required: 'Choose the community’s time zone',
  invalid: 'Choose a time zone from the list, such as Europe/London',
  fixedByEnvironment: (zone: string) =>
    `This server sets the time zone with TIME_ZONE (${zone}); change it there, then restart the server.`,
  saved: (zone: string) => `Time zone saved: ${zone}`,
  unchanged: 'The time zone is already that one',
  saveFailed: 'Could not save the time zone',
  loadFailed: 'Could not load the time zone',
} as const;
const M = TIME_ZONE_MESSAGES;

/** What Intl knows as a zone, written as a name (Europe/London, UTC), not an offset. */
export function isTimeZoneName(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone as Intl names it (US/Pacific → America/Los_Angeles, utc → UTC). */
export const canonicalTimeZone = (value: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;

/** The zones a browser offers to choose from, UTC first; any name Intl knows is accepted all the same. */
export function timeZoneChoices(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...supported.filter((zone) => zone !== 'UTC')];
}

/** A zone name from a form; stored as Intl's own name for it. */
export const timeZoneNameSchema = text({ max: 64, tooLong: M.invalid, required: M.required, notText: M.invalid })
  .refine(isTimeZoneName, M.invalid)
  .transform(canonicalTimeZone);

/** PUT /api/admin/time-zone */
export const chooseTimeZoneSchema = z.object({ timeZone: timeZoneNameSchema });
export type ChooseTimeZoneInput = z.input<typeof chooseTimeZoneSchema>;

/** The zone in force and where it comes from: TIME_ZONE (fixed), the administrators' choice, or UTC (none yet). */
export const communityTimeZoneSchema = z.strictObject({
  timeZone: z.string(),
  source: z.enum(['environment', 'chosen', 'default']),
});
export type CommunityTimeZoneAnswer = z.infer<typeof communityTimeZoneSchema>;

const timeZoneSavedSchema = z.strictObject({ success: z.literal(true), message: z.string(), zone: communityTimeZoneSchema });
export type TimeZoneSaved = z.infer<typeof timeZoneSavedSchema>;

export const TIME_ZONE_SCHEMAS = {
  read: {
    summary: 'The community’s time zone and whether TIME_ZONE fixes it',
    responses: { 200: { description: 'The zone in force.', schema: communityTimeZoneSchema } },
  },
  choose: {
    summary: 'Choose the community’s time zone (every server follows within seconds, no restart)',
    body: chooseTimeZoneSchema,
    responses: {
      200: { description: 'The zone in force now.', schema: timeZoneSavedSchema },
      409: { description: 'TIME_ZONE_FIXED: the server sets TIME_ZONE, which wins; nothing is written.' },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const TIME_ZONE_ENDPOINTS = defineEndpoints('time-zone', TIME_ZONE_ROUTES, TIME_ZONE_SCHEMAS);
