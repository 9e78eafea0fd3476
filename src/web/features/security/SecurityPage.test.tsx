import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_ROUTES } from '../../../common/contracts/auth-routes';
import { SECURITY_MESSAGES, type DeviceSession } from '../../../common/contracts/security';
import { SECURITY_ROUTES } from '../../../common/contracts/security-routes';
import { MEMBER, refusal, renderPage, routeKey, type Routes } from '../../../../tests/support/render';
import { SecurityPage } from './SecurityPage';

const SESSIONS = routeKey(SECURITY_ROUTES.sessions);
const THIS_ONE: DeviceSession = {
  id: 'session-here',
  device: 'Chrome on macOS',
  place: null,
  signedInAt: '2026-11-20T09:00:00.000Z',
  lastActiveAt: '2026-11-28T08:00:00.000Z',
  current: true,
};
const OLD_PHONE: DeviceSession = {
  id: 'session-phone',
  device: 'Safari on iOS',
  place: 'Lisbon, Portugal',
  signedInAt: '2026-10-02T18:30:00.000Z',
  lastActiveAt: '2026-11-01T12:00:00.000Z',
  current: false,
};

function openPage(routes: Routes = {}) {
  let signedIn = [THIS_ONE, OLD_PHONE];
  return renderPage(<SecurityPage />, {
    at: '/settings/security',
    me: MEMBER,
    routes: {
      [routeKey(AUTH_ROUTES.passkeyList)]: { body: [] },
      [SESSIONS]: () => ({ body: { items: signedIn } }),
      [routeKey(SECURITY_ROUTES.signOutSession, { id: OLD_PHONE.id })]: () => {
        signedIn = signedIn.filter((session) => session.id !== OLD_PHONE.id);
        return { body: { message: SECURITY_MESSAGES.signedOutOne(OLD_PHONE.device), signedOut: 1 } };
      },
      ...routes,
    },
  });
}

const devices = () => screen.getByRole('heading', { name: 'Your devices' }).closest<HTMLElement>('[aria-labelledby]')!;

describe('your devices', () => {
  it('lists each browser signed in, this one marked and with no sign-out of its own', async () => {
    openPage();
    const rows = await within(devices()).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on macOS');
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari on iOS');
    expect(rows[1]).toHaveTextContent('Lisbon, Portugal');
    expect(within(rows[1]).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeInTheDocument();
  });

  it('signs one other browser out: it leaves the list, and the page says so', async () => {
    const page = openPage();
    await page.user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('Safari on iOS is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(devices()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(devices()).queryByText('Safari on iOS')).not.toBeInTheDocument();
    // With only this browser left, there are no others to sign out.
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).not.toBeInTheDocument();
    expect(page.callsTo(routeKey(SECURITY_ROUTES.signOutSession, { id: OLD_PHONE.id }))).toHaveLength(1);
  });

  it('says why when the browser was already signed out, and keeps the list', async () => {
    const page = openPage({
      [routeKey(SECURITY_ROUTES.signOutSession, { id: OLD_PHONE.id })]: refusal(404, SECURITY_MESSAGES.sessionNotFound),
    });
    await page.user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText(SECURITY_MESSAGES.sessionNotFound)).toBeInTheDocument();
    expect(within(devices()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when the list cannot be read', async () => {
    openPage({ [SESSIONS]: { status: 500, body: { error: { code: 'SERVER_ERROR', message: 'Oops' } } } });
    expect(await within(devices()).findByText('Could not load your devices')).toBeInTheDocument();
  });
});

describe('passkeys', () => {
  it('lists each by name with the day it was added, and removes one', async () => {
    let passkeys = [
      { id: 'pk-1', name: 'Chrome on macOS', createdAt: '2026-11-21T10:00:00.000Z', deviceType: 'multiDevice', backedUp: true },
    ];
    const page = openPage({
      [routeKey(AUTH_ROUTES.passkeyList)]: () => ({ body: passkeys }),
      [routeKey(AUTH_ROUTES.passkeyDelete)]: () => {
        passkeys = [];
        return { body: { status: true } };
      },
    });
    const card = screen.getByRole('heading', { name: 'Passkeys' }).closest<HTMLElement>('[aria-labelledby]')!;
    const row = await within(card).findByRole('listitem');
    expect(row).toHaveTextContent('Chrome on macOS');
    expect(row).toHaveTextContent(/Added Nov 21, 2026/);
    await page.user.click(within(row).getByRole('button', { name: 'Remove Chrome on macOS' }));
    expect(await within(card).findByText('No passkeys yet')).toBeInTheDocument();
    expect(page.callsTo(routeKey(AUTH_ROUTES.passkeyDelete))[0].body).toEqual({ id: 'pk-1' });
  });
});
