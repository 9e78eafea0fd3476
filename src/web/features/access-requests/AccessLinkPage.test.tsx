import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_LINK_SIGN_UP_MESSAGES as M } from '../../../common/contracts/access-requests';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { refusal, renderPage, type Routes } from '../../../../tests/support/render';
import { AccessLinkPage } from './AccessLinkPage';

const VERIFY = 'GET /api/access-links/tok-1';
const SIGN_UP = 'POST /api/access-links/tok-1/sign-up';
const named = { success: true, message: 'Magic link verified', email: 'noor@example.com', firstName: 'Noor', lastName: 'Haddad' };
const nameless = { ...named, firstName: null, lastName: null };

const openLink = (verification: object, routes: Routes = {}) =>
  renderPage(<AccessLinkPage />, {
    at: '/magic-link/tok-1',
    path: '/magic-link/:token',
    routes: { [VERIFY]: { body: verification }, ...routes },
  });

const field = (label: string) => within(screen.getByRole('form')).getByLabelText(label, { exact: true });

describe('signing up through an access link', () => {
  it('asks only for a password when the request has a name', async () => {
    const page = openLink(named, {
      [SIGN_UP]: {
        body: { success: true, message: M.created, email: 'noor@example.com', signedIn: false, redirectTo: '/login' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Set Your Password' })).toBeVisible();
    expect(screen.getByText(/Welcome, Noor\./)).toBeVisible();
    expect(screen.queryByLabelText('First Name')).toBeNull();

    await page.user.type(field('Create Password'), 'a-good-password');
    await page.user.type(field('Confirm Password'), 'a-good-password{Enter}');
    expect(await screen.findByRole('heading', { name: 'Account Created' })).toBeVisible();
    expect(page.callsTo(SIGN_UP)[0].body).toEqual({ password: 'a-good-password' });
  });

  it('asks for the names the request lacks, with the one message once, beside the password rules', async () => {
    const page = openLink(nameless);
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await page.user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(screen.getAllByText(M.namesRequired)).toHaveLength(1));
    expect(field('First Name')).toHaveAccessibleDescription(M.namesRequired);
    expect(field('Create Password')).toHaveAccessibleDescription(M.passwordTooShort);
    expect(field('First Name')).toHaveFocus();

    await page.user.type(field('First Name'), 'Noor');
    await page.user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(field('Last Name')).toHaveAccessibleDescription(M.namesRequired));
    expect(field('Last Name')).toHaveFocus();

    await page.user.type(field('Last Name'), 'Haddad');
    await page.user.type(field('Create Password'), 'a-good-password');
    await page.user.type(field('Confirm Password'), 'a-good-passwore{Enter}');
    await waitFor(() => expect(field('Confirm Password')).toHaveAccessibleDescription(M.passwordsDoNotMatch));
    expect(field('Confirm Password')).toHaveFocus();
    expect(page.callsTo(SIGN_UP)).toHaveLength(0);
  });

  it('sends the names it asked for, trimmed', async () => {
    const page = openLink(nameless, {
      [SIGN_UP]: {
        body: { success: true, message: M.created, email: 'noor@example.com', signedIn: false, redirectTo: '/login' },
      },
    });
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    await page.user.type(field('First Name'), ' Noor ');
    await page.user.type(field('Last Name'), 'Haddad');
    await page.user.type(field('Create Password'), 'a-good-password');
    await page.user.type(field('Confirm Password'), 'a-good-password{Enter}');
    await screen.findByRole('heading', { name: 'Account Created' });
    expect(page.callsTo(SIGN_UP)[0].body).toEqual({ password: 'a-good-password', firstName: 'Noor', lastName: 'Haddad' });
  });

  it('puts the server refusing a field under it', async () => {
    allowConsole(/\[access-link\] sign-up failed/);
    const page = openLink(named, {
      [SIGN_UP]: refusal(400, 'Password must contain at least one character that is not a space', {
        fields: { password: 'Password must contain at least one character that is not a space' },
      }),
    });
    await screen.findByRole('heading', { name: 'Set Your Password' });
    await page.user.type(field('Create Password'), 'a-good-password');
    await page.user.type(field('Confirm Password'), 'a-good-password{Enter}');
    await expect.poll(() => field('Create Password').getAttribute('aria-invalid')).toBe('true');
    expect(field('Create Password')).toHaveFocus();
  });

  it('says an account already exists and stops the form', async () => {
    allowConsole(/\[access-link\] sign-up failed/);
    const page = openLink(named, { [SIGN_UP]: refusal(409, M.alreadyRegistered) });
    await screen.findByRole('heading', { name: 'Set Your Password' });
    await page.user.type(field('Create Password'), 'a-good-password');
    await page.user.type(field('Confirm Password'), 'a-good-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.alreadyRegistered);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });

  it('says a spent link is spent', async () => {
    allowConsole(/\[access-link\] sign-up failed/);
    const page = openLink(named, { [SIGN_UP]: refusal(410, 'This magic link has already been used.') });
    await screen.findByRole('heading', { name: 'Set Your Password' });
    await page.user.type(field('Create Password'), 'a-good-password');
    await page.user.type(field('Confirm Password'), 'a-good-password{Enter}');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('This magic link has already been used.');
  });
});
