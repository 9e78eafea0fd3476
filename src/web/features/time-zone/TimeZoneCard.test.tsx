// The community's time zone in the dashboard (decision 040): fixed by the server's TIME_ZONE, it is shown
// read-only with the reason; otherwise an administrator chooses one and saves it, and a zone the server
// refuses is said under the field, which takes focus.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE_MESSAGES, type CommunityTimeZoneAnswer, type TimeZoneSaved } from '../../../common/contracts/time-zone';
import { TIME_ZONE_ROUTES } from '../../../common/contracts/time-zone-routes';
import { ADMIN, refusal, renderPage, routeKey, type Routes } from '../../../../tests/support/render';
import { TimeZoneCard } from './TimeZoneCard';

const READ = routeKey(TIME_ZONE_ROUTES.read);
const CHOOSE = routeKey(TIME_ZONE_ROUTES.choose);

const openCard = (zone: CommunityTimeZoneAnswer, routes: Routes = {}) =>
  renderPage(<TimeZoneCard />, { at: '/admin', me: ADMIN, routes: { [READ]: { body: zone }, ...routes } });
const card = () => within(screen.getByRole('form', { name: 'Community time zone' }));

describe('the community time zone', () => {
  it('shows the zone the server’s TIME_ZONE fixes, read-only, with the reason and nothing to save', async () => {
    openCard({ timeZone: 'Europe/Paris', source: 'environment' });
    const zone = await screen.findByRole('textbox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe / Paris');
    expect(zone).toHaveAttribute('readonly');
    expect(zone).toHaveAccessibleDescription(TIME_ZONE_MESSAGES.fixedByEnvironment('Europe/Paris'));
    expect(card().queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('saves the zone chosen and says so', async () => {
    let saved: CommunityTimeZoneAnswer = { timeZone: 'UTC', source: 'default' };
    const page = openCard(saved, {
      [READ]: () => ({ body: saved }),
      [CHOOSE]: ({ body }) => {
        saved = { timeZone: body.timeZone, source: 'chosen' };
        const answer: TimeZoneSaved = { success: true, message: TIME_ZONE_MESSAGES.saved(body.timeZone), zone: saved };
        return { body: answer };
      },
    });
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveAccessibleDescription('Not chosen yet: UTC until you choose one.');
    const save = card().getByRole('button', { name: 'Use this time zone' });
    expect(save).toBeDisabled();

    await page.user.selectOptions(zone, 'Asia/Tokyo');
    await page.user.click(save);
    // The page's first toast loads Sonner first (lib/notify.ts): on a busy machine that takes over a second.
    expect(await screen.findByText(TIME_ZONE_MESSAGES.saved('Asia/Tokyo'), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(page.callsTo(CHOOSE).map((call) => call.body)).toEqual([{ timeZone: 'Asia/Tokyo' }]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveAccessibleDescription(
        'Now Asia / Tokyo. Events keep their moment in time when it changes.',
      ),
    );
    expect(card().getByRole('button', { name: 'Use this time zone' })).toBeDisabled();
  });

  it('puts the server’s refusal of a zone under the field and focuses it', async () => {
    const page = openCard(
      { timeZone: 'Europe/London', source: 'chosen' },
      { [CHOOSE]: refusal(400, TIME_ZONE_MESSAGES.invalid, { fields: { timeZone: TIME_ZONE_MESSAGES.invalid } }) },
    );
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    await page.user.selectOptions(zone, 'America/Los_Angeles');
    await page.user.click(card().getByRole('button', { name: 'Use this time zone' }));

    await waitFor(() => expect(zone).toHaveAccessibleDescription(TIME_ZONE_MESSAGES.invalid));
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(zone).toHaveFocus();
    expect(page.callsTo(CHOOSE).map((call) => call.body)).toEqual([{ timeZone: 'America/Los_Angeles' }]);
  });
});
