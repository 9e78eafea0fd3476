// /settings/notifications (issue 34): the grid of kinds × channels, the digest in the member's own zone
// (proposed from the browser until they save one) and quiet hours, saved through the form kit; a refusal
// the server explains is said under its field.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_KINDS, kindsFor, type NotificationKind } from '../../../common/contracts/notification-kinds';
import {
  NOTIFICATION_MESSAGES as M,
  type NotificationSettings,
  type NotificationSettingsSaved,
} from '../../../common/contracts/notifications';
import { NOTIFICATION_ROUTES } from '../../../common/contracts/notifications-routes';
import { TIME_ZONE_MESSAGES } from '../../../common/contracts/time-zone';
import { ADMIN, MEMBER, refusal, renderPage, routeKey, type Routes } from '../../../../tests/support/render';
import { NotificationSettingsPage } from './NotificationSettingsPage';

const READ = routeKey(NOTIFICATION_ROUTES.settings);
const SAVE = routeKey(NOTIFICATION_ROUTES.saveSettings);

const settingsFor = (isAdmin: boolean, overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  channels: Object.fromEntries(kindsFor(isAdmin).map((kind) => [kind, NOTIFICATION_KINDS[kind].defaults])),
  digest: { frequency: 'off', hour: 8, weekday: 1 },
  quietHours: null,
  timeZone: 'UTC',
  chosen: false,
  ...overrides,
});

const openSettings = (routes: Routes, me = MEMBER) =>
  renderPage(<NotificationSettingsPage />, { at: '/settings/notifications', me, routes });

const box = (kind: NotificationKind, channel: string) =>
  within(screen.getByRole('group', { name: NOTIFICATION_KINDS[kind].label })).getByRole('checkbox', { name: channel });

afterEach(() => vi.restoreAllMocks());

describe('the notification settings', () => {
  it('proposes the browser’s time zone until one is saved, and saves the choices made', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Asia/Tokyo',
    } as Intl.ResolvedDateTimeFormatOptions);
    let saved = settingsFor(false);
    const view = openSettings({
      [READ]: () => ({ body: saved }),
      [SAVE]: ({ body }) => {
        saved = { ...body, chosen: true };
        const answer: NotificationSettingsSaved = { message: M.settingsSaved, settings: saved };
        return { body: answer };
      },
    });
    // (happy-dom does not show a select's value set before its first paint; the journey sees it.)
    const zone = await screen.findByRole('combobox', { name: 'Your time zone' });
    expect(zone).toHaveAccessibleDescription('Proposed from this browser’s clock (Asia / Tokyo). Save to keep it.');

    // A member sees the members' kinds only.
    expect(screen.queryByText('For the organisers')).not.toBeInTheDocument();
    expect(box('introduction-request', 'Email')).toBeChecked();
    await view.user.click(box('introduction-request', 'Email'));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Digest' }), 'weekly');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'On' }), 'Friday');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'At' }), '6:00 PM');
    await view.user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(M.settingsSaved, {}, { timeout: 5000 })).toBeInTheDocument();
    const [sent] = view.callsTo(SAVE).map((call) => call.body);
    expect(sent.channels['introduction-request']).toEqual({ product: true, email: false, push: true });
    expect(sent.digest).toEqual({ frequency: 'weekly', hour: 18, weekday: 5 });
    expect(sent.quietHours).toBeNull();
    expect(sent.timeZone).toBe('Asia/Tokyo');
    expect(await screen.findByRole('combobox', { name: 'Your time zone' })).toHaveAccessibleDescription(
      'The digest’s hour and quiet hours are read in this zone.',
    );
  });

  it('shows the organisers’ kinds to an administrator', async () => {
    openSettings({ [READ]: { body: settingsFor(true, { chosen: true, timeZone: 'Europe/Paris' }) } }, ADMIN);
    expect(await screen.findByText('For the organisers')).toBeInTheDocument();
    expect(box('new-question', 'Push on this device')).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Your time zone' })).toHaveAccessibleDescription(
      'The digest’s hour and quiet hours are read in this zone.',
    );
  });

  it('checks quiet hours only while they are on, with the server’s rule', async () => {
    const view = openSettings({ [READ]: { body: settingsFor(false, { chosen: true }) } });
    await view.user.click(await screen.findByRole('checkbox', { name: 'Pause push notifications during quiet hours' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveValue('22:00');
    await view.user.clear(to);
    await view.user.type(to, '22:00');
    await view.user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(M.quietHoursEmpty)).toBeInTheDocument();
    expect(to).toHaveAccessibleDescription(M.quietHoursEmpty);
    expect(view.callsTo(SAVE)).toHaveLength(0);
  });

  it('says the server’s refusal under the field it names, and focuses it', async () => {
    const view = openSettings({
      [READ]: { body: settingsFor(false, { chosen: true }) },
      [SAVE]: refusal(400, TIME_ZONE_MESSAGES.invalid, { fields: { timeZone: TIME_ZONE_MESSAGES.invalid } }),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Save settings' }));
    const zone = screen.getByRole('combobox', { name: 'Your time zone' });
    expect(await screen.findByText(TIME_ZONE_MESSAGES.invalid, { selector: 'p' })).toBeInTheDocument();
    expect(zone).toHaveAccessibleDescription(TIME_ZONE_MESSAGES.invalid);
    expect(zone).toHaveFocus();
  });

  it('says when the settings could not be read', async () => {
    openSettings({ [READ]: refusal(500, 'Something went wrong') });
    expect(await screen.findByRole('alert')).toHaveTextContent(M.settingsLoadFailed);
  });
});
