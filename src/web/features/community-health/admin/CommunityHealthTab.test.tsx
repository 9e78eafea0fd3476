import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_HEALTH_MESSAGES as M, type CommunityHealth } from '../../../../common/contracts/community-health';
import { ADMIN, refusal, renderPage, type ApiCall, type Routes } from '../../../../../tests/support/render';
import { CommunityHealthTab } from './CommunityHealthTab';

const health = (days: 30 | 90, requested: number): CommunityHealth => ({
  days,
  since: '2026-10-28T12:00:00.000Z',
  until: '2026-11-27T12:00:00.000Z',
  counts: {
    requested,
    approved: 3,
    signedUp: 2,
    profileComplete: 1,
    firstQuestion: 1,
    firstIntroduction: 2,
    firstRsvp: 0,
    introductionsRequested: 5,
    introductionsAccepted: 2,
    rsvpsGoing: 4,
    rsvpsAttended: 3,
    activeMembers: 12,
  },
  weeks: [
    { weekStart: '2026-11-16', active: 6, current: false },
    { weekStart: '2026-11-23', active: 4, current: true },
  ],
  lastWeek: { weekStart: '2026-11-16', active: 6, current: false },
});

const openHealth = (at = '/admin/dashboard?tab=health', routes: Routes = {}) =>
  renderPage(<CommunityHealthTab />, {
    at,
    path: '/admin/dashboard',
    me: ADMIN,
    routes: {
      'GET /api/admin/community-health': ({ search }: ApiCall) => {
        const days = new URLSearchParams(search).get('days') === '90' ? 90 : 30;
        return { body: health(days, days === 90 ? 9 : 4) };
      },
      'GET /api/admin/community-health/list': {
        body: {
          figure: 'requested',
          days: 30,
          week: null,
          items: [{ name: 'Ann Ames', email: 'ann@example.com', at: '2026-11-20T10:00:00.000Z', what: 'Asked to join' }],
          total: 1,
          page: 1,
          pageSize: 25,
        },
      },
      ...routes,
    },
  });

const askedFor = (calls: ApiCall[]) => calls.map((call) => Object.fromEntries(new URLSearchParams(call.search)));

describe('the Health tab', () => {
  it('shows the last 30 days, and the last 90 when asked, keeping the period in the address', async () => {
    const tab = openHealth();
    const requested = await screen.findByRole('button', { name: /Asked to join\s*4/ });
    expect(requested).toBeInTheDocument();
    expect(askedFor(tab.callsTo('GET /api/admin/community-health'))).toEqual([{ days: '30' }]);

    await tab.user.click(screen.getByRole('button', { name: 'Last 90 days' }));
    expect(await screen.findByRole('button', { name: /Asked to join\s*9/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(tab.location()).toBe('/admin/dashboard?tab=health&days=90');
    expect(askedFor(tab.callsTo('GET /api/admin/community-health')).at(-1)).toEqual({ days: '90' });
  });

  it('opens the people behind a figure, and gives focus back to it on closing', async () => {
    const tab = openHealth();
    const requested = await screen.findByRole('button', { name: /Asked to join\s*4/ });
    await tab.user.click(requested);

    const dialog = await screen.findByRole('dialog', { name: 'Asked to join' });
    expect(await within(dialog).findByText('Ann Ames')).toBeInTheDocument();
    expect(askedFor(tab.callsTo('GET /api/admin/community-health/list'))).toEqual([
      { figure: 'requested', days: '30', page: '1', pageSize: '25' },
    ]);
    await tab.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(requested).toHaveFocus());
  });

  it('says when the figures cannot load, and tries again', async () => {
    let calls = 0;
    const tab = openHealth('/admin/dashboard?tab=health', {
      'GET /api/admin/community-health': () => (++calls === 1 ? refusal(500, 'Down') : { body: health(30, 4) }),
    });
    expect(await screen.findByText(M.loadFailed)).toBeInTheDocument();
    await tab.user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('button', { name: /Asked to join\s*4/ })).toBeInTheDocument();
  });
});
