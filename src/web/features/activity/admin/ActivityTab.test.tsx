import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, type ActivityEntry } from '../../../../common/contracts/activity';
import { ADMIN, refusal, renderPage, type ApiCall, type Routes } from '../../../../../tests/support/render';
import { ActivityTab } from './ActivityTab';

const ENTRY: ActivityEntry = {
  id: 'e-1',
  action: 'member.ban',
  label: 'Member deactivated',
  area: 'Members',
  actorEmail: 'ben@example.com',
  subject: 'mallory@example.com',
  reason: 'Spam',
  changes: [],
  details: null,
  createdAt: '2026-03-08T07:59:00.000Z',
};

/**
 * The tab starts each change from the browser's address (window.location), as BrowserRouter keeps it in the
 * app. The test's MemoryRouter does not touch it, so the test copies the page's address there, as the
 * browser would, after each change.
 */
const browserAddress = (address: string) => window.history.replaceState(null, '', address);

const openActivity = (at = '/admin/dashboard?tab=activity', routes: Routes = {}) => {
  browserAddress(at);
  return renderPage(<ActivityTab />, {
    at,
    path: '/admin/dashboard',
    me: ADMIN,
    routes: {
      'GET /api/admin/activity': { body: { items: [ENTRY], total: 1, page: 1, pageSize: 25 } },
      'GET /api/admin/activity/actors': {
        body: {
          actors: [
            { email: 'ada@example.com', actions: 3 },
            { email: 'ben@example.com', actions: 1 },
          ],
        },
      },
      ...routes,
    },
  });
};

/** The filters each request to the list asked for. */
const asked = (calls: ApiCall[]) => calls.map((call) => Object.fromEntries(new URLSearchParams(call.search)));

describe('the Activity tab’s filters', () => {
  it('asks for an administrator’s and an action’s entries, and keeps them in the address', async () => {
    const tab = openActivity();
    expect(await screen.findAllByText('Member deactivated')).not.toHaveLength(0);
    // By keyboard, as a native select: focus, open with Enter, move with the arrows, choose with Enter.
    (await screen.findByRole('combobox', { name: 'Administrator' })).focus();
    await tab.user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'ada@example.com (3 actions)' })).toBeInTheDocument();
    await tab.user.click(screen.getByRole('option', { name: 'ben@example.com (1 action)' }));
    browserAddress(tab.location());
    screen.getByRole('combobox', { name: 'Action' }).focus();
    await tab.user.keyboard('{ArrowDown}');
    // Grouped by area, each action by its label, never its code.
    expect(await screen.findByRole('group', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Demo content loaded' })).toBeInTheDocument();
    expect(screen.queryByText('setup.demo-content')).not.toBeInTheDocument();
    await tab.user.click(screen.getByRole('option', { name: 'Member deactivated' }));

    await waitFor(() =>
      expect(asked(tab.callsTo('GET /api/admin/activity')).at(-1)).toEqual({
        actor: 'ben@example.com',
        action: 'member.ban',
        page: '1',
        pageSize: '25',
      }),
    );
    expect(tab.location()).toBe('/admin/dashboard?tab=activity&actor=ben%40example.com&action=member.ban');
    expect(screen.getByRole('combobox', { name: 'Administrator' })).toHaveTextContent('ben@example.com (1 action)');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Member deactivated');
  });

  it('asks for the days chosen, and shows the server’s refusal beside the filters', async () => {
    const tab = openActivity('/admin/dashboard?tab=activity', {
      'GET /api/admin/activity': ({ search }) =>
        new URLSearchParams(search).get('to') === '2026-03-01'
          ? refusal(400, ACTIVITY_MESSAGES.fromAfterTo, { code: 'INVALID_INPUT', fields: { to: ACTIVITY_MESSAGES.fromAfterTo } })
          : { body: { items: [ENTRY], total: 1, page: 1, pageSize: 25 } },
    });
    await screen.findAllByText('Member deactivated');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    browserAddress(tab.location());
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });

    expect(await screen.findByText(ACTIVITY_MESSAGES.fromAfterTo)).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(asked(tab.callsTo('GET /api/admin/activity')).at(-1)).toMatchObject({ from: '2026-03-10', to: '2026-03-01' });
    expect(tab.location()).toContain('from=2026-03-10&to=2026-03-01');
  });

  it('takes a day from the calendar, by keyboard, and a typed day only once it is whole', async () => {
    const tab = openActivity('/admin/dashboard?tab=activity&from=2026-03-10');
    await screen.findAllByText('Member deactivated');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-10');
    await tab.user.click(screen.getByRole('button', { name: 'Choose the from day from a calendar' }));
    // The calendar opens on the chosen day, with focus on it: one day on and Enter picks the 11th.
    const calendar = await screen.findByRole('dialog', { name: 'From day' });
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
    await tab.user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(tab.location()).toContain('from=2026-03-11'));
    expect(screen.queryByRole('dialog', { name: 'From day' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-11');

    browserAddress(tab.location());
    const to = screen.getByLabelText('To');
    await tab.user.type(to, '2026-03');
    expect(tab.location()).not.toContain('to=');
    await tab.user.type(to, '-20');
    await waitFor(() => expect(tab.location()).toContain('to=2026-03-20'));
  });

  it('opens a shared address with its filters chosen, and Clear filters shows the whole log again', async () => {
    const tab = openActivity('/admin/dashboard?tab=activity&action=member.ban&subject=mallory');
    expect(await screen.findByRole('combobox', { name: 'Action' })).toHaveTextContent('Member deactivated');
    expect(screen.getByLabelText('On whom or what')).toHaveValue('mallory');
    expect(asked(tab.callsTo('GET /api/admin/activity'))[0]).toMatchObject({ action: 'member.ban', subject: 'mallory' });

    await tab.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(tab.location()).toBe('/admin/dashboard?tab=activity');
    expect(screen.getByLabelText('On whom or what')).toHaveValue('');
    await waitFor(() => expect(asked(tab.callsTo('GET /api/admin/activity')).at(-1)).toEqual({ page: '1', pageSize: '25' }));
  });
});
