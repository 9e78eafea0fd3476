import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../../common/messages';
import { PASSWORD_RESET_MESSAGES } from '../../../common/contracts/session';
import { MEMBER, refusal, renderPage, routeKey, type Routes } from '../../../../tests/support/render';
import { ChangePasswordCard } from './ChangePasswordCard';
import { AUTH_ROUTES } from '../../../common/contracts/auth-routes';

const CHANGE = routeKey(AUTH_ROUTES.changePassword);
const openCard = (routes: Routes = {}) => renderPage(<ChangePasswordCard />, { at: '/profile', me: MEMBER, routes });
const card = () => screen.getByRole('form', { name: 'Change password' });
const field = (label: string) => within(card()).getByLabelText(label, { exact: true });

describe('changing one’s password', () => {
  it('says under each field what is wrong, one step at a time, and goes there', async () => {
    const page = openCard();
    await page.user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(field('Current Password')).toHaveAccessibleDescription(PASSWORD_MESSAGES.currentRequired));
    expect(field('Current Password')).toHaveFocus();
    expect(field('New Password')).toHaveAccessibleDescription(PASSWORD_RESET_MESSAGES.passwordTooShort);

    await page.user.type(field('Current Password'), 'first-password');
    await page.user.type(field('New Password'), 'first-password');
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(field('New Password')).toHaveAccessibleDescription(PASSWORD_MESSAGES.sameAsCurrent));
    expect(field('New Password')).toHaveFocus();

    await page.user.clear(field('New Password'));
    await page.user.type(field('New Password'), 'second-password');
    await page.user.type(field('Confirm New Password'), 'second-passwort{Enter}');
    await waitFor(() =>
      expect(field('Confirm New Password')).toHaveAccessibleDescription(PASSWORD_RESET_MESSAGES.passwordsDoNotMatch),
    );
    expect(field('Confirm New Password')).toHaveFocus();
    expect(page.callsTo(CHANGE)).toHaveLength(0);
  });

  it('puts a wrong current password under it, then succeeds and empties the form', async () => {
    let tries = 0;
    const page = openCard({
      [CHANGE]: () =>
        ++tries === 1 ? refusal(400, 'Invalid password', { code: 'INVALID_PASSWORD' }) : { body: { token: null } },
    });
    await page.user.type(field('Current Password'), 'not-my-password');
    await page.user.type(field('New Password'), 'second-password');
    await page.user.type(field('Confirm New Password'), 'second-password{Enter}');
    await expect.poll(() => field('Current Password').getAttribute('aria-invalid')).toBe('true');
    expect(field('Current Password')).toHaveAccessibleDescription(PASSWORD_MESSAGES.currentWrong);
    expect(field('Current Password')).toHaveFocus();

    await page.user.clear(field('Current Password'));
    await page.user.type(field('Current Password'), 'first-password{Enter}');
    expect(await within(card()).findByRole('status')).toHaveTextContent(PASSWORD_RESET_MESSAGES.updated);
    expect(field('Current Password')).toHaveValue('');
    expect(page.callsTo(CHANGE)[1].body).toEqual({
      currentPassword: 'first-password',
      newPassword: 'second-password',
      revokeOtherSessions: true,
    });
  });

  it('says a refusal about no field in a banner', async () => {
    const page = openCard({ [CHANGE]: refusal(429, 'Too many attempts. Try again in 5 minutes.') });
    await page.user.type(field('Current Password'), 'first-password');
    await page.user.type(field('New Password'), 'second-password');
    await page.user.type(field('Confirm New Password'), 'second-password{Enter}');
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 5 minutes.');
  });
});
