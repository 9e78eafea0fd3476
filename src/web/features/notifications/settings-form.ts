// The settings page's form (decision 036): the server's own schema for PUT /api/settings/notifications,
// with what only the screen has. Selects give text, so the digest's hour and weekday are read as numbers
// before the server's rules check them; quiet hours have a box that turns them on, and their times are
// checked (by the server's rule) only while it is ticked.
import { z } from 'zod';
import {
  notificationSettingsInputSchema,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '../../../common/contracts/notifications';
import { browserTimeZone } from '../../components/form';

const S = notificationSettingsInputSchema.shape;
const digest = S.digest.shape;
const quietHours = S.quietHours.unwrap();

/** Where quiet hours start when the member first ticks the box: an evening and a morning. */
const QUIET_HOURS_PROPOSED = { start: '22:00', end: '07:00' };

export const settingsFormSchema = z
  .object({
    channels: S.channels,
    digest: z.object({
      frequency: digest.frequency,
      hour: z.coerce.number<string>().pipe(digest.hour),
      weekday: z.coerce.number<string>().pipe(digest.weekday),
    }),
    quietHoursOn: z.boolean(),
    quietHours: z.object({ start: z.string(), end: z.string() }),
    timeZone: S.timeZone,
  })
  .superRefine((values, ctx) => {
    if (!values.quietHoursOn) return;
    const checked = quietHours.safeParse(values.quietHours);
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['quietHours', ...issue.path] });
    }
  })
  .transform(({ quietHoursOn, ...values }): NotificationSettingsInput => ({
    ...values,
    quietHours: quietHoursOn ? values.quietHours : null,
  }));

export type SettingsFormValues = z.input<typeof settingsFormSchema>;

/**
 * What the form starts with: the saved settings, and, until the member has saved once (`chosen` false),
 * the zone this browser is set to in place of the one the server assumed.
 */
export function settingsFormValues(settings: NotificationSettings): SettingsFormValues {
  return {
    channels: settings.channels,
    digest: {
      frequency: settings.digest.frequency,
      hour: String(settings.digest.hour),
      weekday: String(settings.digest.weekday),
    },
    quietHoursOn: settings.quietHours !== null,
    quietHours: settings.quietHours ?? QUIET_HOURS_PROPOSED,
    timeZone: settings.chosen ? settings.timeZone : browserTimeZone(),
  };
}
