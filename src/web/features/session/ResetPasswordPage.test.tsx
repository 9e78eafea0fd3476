import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../../common/messages';
import { PASSWORD_RESET_MESSAGES as M } from '../../../common/contracts/session';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { refusal, renderPage, routeKey, type Routes, findVisibleText } from '../../../../tests/support/render';
import { ResetPasswordPage } from './ResetPasswordPage';
import { AUTH_ROUTES } from '../../../common/contracts/auth-routes';

const CHECK = 'POST /api/password-reset/check';
const RESET = routeKey(AUTH_ROUTES.resetPassword);

const openReset = (routes: Routes) =>
  renderPage(<ResetPasswordPage />, {
    at: '/reset-password?token=tok-1',
    path: '/reset-password',
    routes: { [CHECK]: { body: { valid: true, message: M.verified } }, ...routes },
  });

const fields = () => ({
  password: screen.getByLabelText('New Password'),
  confirm: screen.getByLabelText('Confirm New Password'),
});

describe('choosing a new password', () => {
  it('starts at the new password once the link checks out, and waits for both fields', async () => {
    const page = openReset({});
    await findVisibleText(M.verified);
    expect(fields().password).toHaveFocus();
    const update = screen.getByRole('button', { name: 'Update Password' });
    expect(update).toBeDisabled();
    await page.user.keyboard('abc');
    expect(update).toBeDisabled();
    await page.user.type(fields().confirm, 'abc');
    expect(update).toBeEnabled();
    expect(page.callsTo(CHECK)[0].body).toEqual({ token: 'tok-1' });
  });

  it('says under each field what is wrong with it, and goes to the first', async () => {
    const page = openReset({});
    await screen.findByText(M.verified);
    await page.user.keyboard('abc');
    await page.user.type(fields().confirm, 'abc{Enter}');
    await waitFor(() => expect(fields().password).toHaveAccessibleDescription(M.passwordTooShort));
    expect(fields().password).toHaveFocus();

    await page.user.clear(fields().password);
    await page.user.type(fields().password, '      ');
    await page.user.clear(fields().confirm);
    await page.user.type(fields().confirm, '      {Enter}');
    await waitFor(() => expect(fields().password).toHaveAccessibleDescription(PASSWORD_MESSAGES.onlySpaces));

    await page.user.clear(fields().password);
    await page.user.type(fields().password, 'a-new-password');
    await page.user.type(fields().confirm, 'x{Enter}');
    await waitFor(() => expect(fields().confirm).toHaveAccessibleDescription(M.passwordsDoNotMatch));
    expect(fields().confirm).toHaveFocus();
    expect(page.callsTo(RESET)).toHaveLength(0);
  });

  it('puts the server refusing the password under it', async () => {
    allowConsole(/\[reset-password\] update failed/);
    const page = openReset({ [RESET]: refusal(400, 'Password too short', { code: 'PASSWORD_TOO_SHORT' }) });
    await screen.findByText(M.verified);
    await page.user.keyboard('a-new-password');
    await page.user.type(fields().confirm, 'a-new-password{Enter}');
    await expect.poll(() => fields().password.getAttribute('aria-invalid')).toBe('true');
    expect(fields().password).toHaveAccessibleDescription(M.passwordTooShort);
    expect(fields().password).toHaveFocus();
  });

  it('says when the update failed for another reason', async () => {
    allowConsole(/\[reset-password\] update failed/);
    const page = openReset({ [RESET]: { status: 500 } });
    await screen.findByText(M.verified);
    await page.user.keyboard('a-new-password');
    await page.user.type(fields().confirm, 'a-new-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.updateFailed);
  });

  it('goes to sign in once the password is changed', async () => {
    const page = openReset({ [RESET]: { body: { status: true } } });
    await screen.findByText(M.verified);
    await page.user.keyboard('a-new-password');
    await page.user.type(fields().confirm, 'a-new-password{Enter}');
    await findVisibleText('Now at /login');
    expect(page.callsTo(RESET)[0].body).toEqual({ newPassword: 'a-new-password', token: 'tok-1' });
  });

  it('says a spent link is spent', async () => {
    allowConsole(/\[reset-password\] update failed/);
    const page = openReset({ [RESET]: refusal(400, 'Invalid token', { code: 'INVALID_TOKEN' }) });
    await screen.findByText(M.verified);
    await page.user.keyboard('a-new-password');
    await page.user.type(fields().confirm, 'a-new-password{Enter}');
    expect(await screen.findByRole('heading', { name: 'Reset Link Invalid' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(M.invalidOrExpired);
  });
});
