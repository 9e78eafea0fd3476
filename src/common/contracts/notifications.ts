// Notifications (issue 34): the list and the bell, and the settings that decide where each kind of news
// goes (kinds × channels, a digest instead of single emails, quiet hours). The kinds and channels are
// notification-kinds.ts; the endpoints' route table is notifications-routes.ts. Settings are the server's:
// every email and push reads them when it is sent, so a change made after something was queued wins.
import { z } from 'zod';
import { ADMIN_TOASTS } from '../messages';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { DIGEST_FREQUENCIES, NOTIFICATION_CHANNELS, NOTIFICATION_KIND_NAMES, type NotificationKind } from './notification-kinds';
import { NOTIFICATION_ROUTES } from './notifications-routes';
import { pageQuery, pageSizeQuery } from './paging';
import { recordId, text } from './text';
import { timeZoneNameSchema } from './time-zone';

export const NOTIFICATION_MESSAGES = {
  loadFailed: 'Your notifications could not be loaded. Try again.',
  settingsLoadFailed: 'Your notification settings could not be loaded. Try again.',
  settingsSaved: 'Notification settings saved.',
  settingsSaveFailed: 'Your notification settings could not be saved. Try again.',
  kindNotYours: 'One of these kinds of news is not sent to you',
  invalidChannels: 'Choose on or off for each channel',
  invalidHour: 'Choose an hour from 00 to 23',
  invalidWeekday: 'Choose a day of the week',
  invalidFrequency: 'Choose daily, weekly or no digest',
  invalidTime: 'Enter a time as HH:MM, such as 22:00',
  quietHoursEmpty: 'Quiet hours must start and end at different times',
  allRead: 'All caught up: every notification is marked read.',
  empty: 'Nothing yet. Replies, introductions and event news will appear here.',
} as const;
const M = NOTIFICATION_MESSAGES;

/** A time of day, 'HH:MM' on a 24-hour clock. */
const timeOfDay = text({ max: 5, tooLong: M.invalidTime, required: M.invalidTime, notText: M.invalidTime }).regex(
  /^(?:[01]\d|2[0-3]):[0-5]\d$/,
  M.invalidTime,
);

const channelsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, z.boolean({ error: M.invalidChannels })])) as {
    [C in (typeof NOTIFICATION_CHANNELS)[number]]: z.ZodBoolean;
  },
  { error: M.invalidChannels },
);
export type NotificationChannels = z.infer<typeof channelsSchema>;

/** Each kind the caller receives, with where it goes. In a request every kind is optional: a kind left out
 * keeps its setting; a kind the caller does not receive (an organisers' kind, for a member) is refused. */
const channelsByKind = z.strictObject(
  Object.fromEntries(NOTIFICATION_KIND_NAMES.map((kind) => [kind, channelsSchema.optional()])) as {
    [K in NotificationKind]: z.ZodOptional<typeof channelsSchema>;
  },
  { error: M.kindNotYours },
);

const digestSchema = z.strictObject({
  frequency: z.enum(DIGEST_FREQUENCIES, { error: M.invalidFrequency }),
  /** The hour it leaves, 0–23, in `timeZone`. */
  hour: z.number({ error: M.invalidHour }).int(M.invalidHour).min(0, M.invalidHour).max(23, M.invalidHour),
  /** For a weekly digest: 1 Monday … 7 Sunday (ISO). */
  weekday: z.number({ error: M.invalidWeekday }).int(M.invalidWeekday).min(1, M.invalidWeekday).max(7, M.invalidWeekday),
});

/** No push between `start` and `end` in the member's zone (over midnight when `end` is earlier). */
const quietHoursSchema = z
  .strictObject({ start: timeOfDay, end: timeOfDay })
  .refine((q) => q.start !== q.end, { error: M.quietHoursEmpty, path: ['end'] });

/** PUT /api/settings/notifications */
export const notificationSettingsInputSchema = z.object({
  channels: channelsByKind,
  digest: digestSchema,
  quietHours: quietHoursSchema.nullable(),
  /** The member's own zone, for the digest's hour and quiet hours; proposed from their browser. */
  timeZone: timeZoneNameSchema,
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsInputSchema>;

/** What the settings page shows: every kind the caller receives (and only those), and the rest. */
const notificationSettingsSchema = z.strictObject({
  channels: channelsByKind,
  digest: digestSchema,
  quietHours: z.strictObject({ start: z.string(), end: z.string() }).nullable(),
  timeZone: z.string(),
  /** False until the member saves once: the page proposes the browser's zone instead of this one. */
  chosen: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const settingsSavedSchema = z.strictObject({ message: z.string(), settings: notificationSettingsSchema });
export type NotificationSettingsSaved = z.infer<typeof settingsSavedSchema>;

const notificationSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KIND_NAMES as [NotificationKind, ...NotificationKind[]]),
  /** One line: who or what ('Maya Patel asks to connect'). */
  title: z.string(),
  /** A second line, or null. */
  body: z.string().nullable(),
  /** Where to act: a path in the product ('/chat?conversation=…'). */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const notificationsSchema = z.strictObject({
  items: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type Notifications = z.infer<typeof notificationsSchema>;

const unreadSchema = z.strictObject({ unread: z.number().int() });
export type UnreadNotifications = z.infer<typeof unreadSchema>;

export const notificationsQuerySchema = z.object({ page: pageQuery, pageSize: pageSizeQuery(20, 50) });
const params = z.object({ id: recordId(ADMIN_TOASTS.recordNotFound) });

export const NOTIFICATION_SCHEMAS = {
  list: {
    summary: 'The caller’s notifications of the last 90 days, newest first, a page at a time',
    query: notificationsQuerySchema,
    responses: { 200: { description: 'One page, the total and how many are unread.', schema: notificationsSchema } },
  },
  unreadCount: {
    summary: 'How many of the caller’s notifications are unread (the bell)',
    responses: { 200: { description: 'The count.', schema: unreadSchema } },
  },
  markRead: {
    summary: 'Mark one of the caller’s notifications read',
    params,
    paramRefused: { status: 404, message: ADMIN_TOASTS.recordNotFound },
    responses: {
      200: { description: 'Marked (again, harmlessly); how many remain unread.', schema: unreadSchema },
      404: { description: 'No notification of the caller’s has this id.' },
    },
  },
  markAllRead: {
    summary: 'Mark every one of the caller’s notifications read',
    responses: { 200: { description: 'None remain unread.', schema: unreadSchema } },
  },
  settings: {
    summary: 'Where each kind of news reaches the caller, the digest and quiet hours',
    responses: { 200: { description: 'The settings, defaults filled in.', schema: notificationSettingsSchema } },
  },
  saveSettings: {
    summary: 'Change where each kind of news reaches the caller, the digest and quiet hours',
    body: notificationSettingsInputSchema,
    responses: { 200: { description: 'Saved.', schema: settingsSavedSchema } },
  },
} satisfies Record<string, EndpointSchemas>;

export const NOTIFICATION_ENDPOINTS = defineEndpoints('notifications', NOTIFICATION_ROUTES, NOTIFICATION_SCHEMAS);
