import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../common/contracts/account';
import { ACCOUNT_ROUTES } from '../../../common/contracts/account-routes';
import { MEMBER, refusal, renderPage, routeKey, type Routes } from '../../../../tests/support/render';
import { AccountSettingsPage } from './AccountSettingsPage';

function openPage(deletion: { hasPassword: boolean; secondFactor: boolean }, routes: Routes = {}) {
  return renderPage(<AccountSettingsPage />, {
    at: '/settings/account',
    me: MEMBER,
    routes: {
      [routeKey(ACCOUNT_ROUTES.exportStatus)]: { body: { latest: null } },
      [routeKey(ACCOUNT_ROUTES.deletionStatus)]: { body: { ...deletion, email: 'dana@example.com' } },
      ...routes,
    },
  });
}

describe('Delete my account', () => {
  it('asks for the password, and shows the server’s refusal under it, scheduling nothing', async () => {
    const page = openPage(
      { hasPassword: true, secondFactor: false },
      {
        [routeKey(ACCOUNT_ROUTES.scheduleDeletion)]: refusal(400, ACCOUNT_MESSAGES.passwordWrong, {
          code: 'INVALID_PASSWORD',
          fields: { password: ACCOUNT_MESSAGES.passwordWrong },
        }),
      },
    );
    await page.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const password = await screen.findByLabelText('Your password');
    expect(screen.queryByLabelText('Code from your authenticator app')).not.toBeInTheDocument();
    await page.user.type(password, 'not-my-password');
    await page.user.click(screen.getByRole('button', { name: /^Delete my account in 14 days$/ }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordWrong)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(page.callsTo(routeKey(ACCOUNT_ROUTES.scheduleDeletion))).toHaveLength(1);
  });

  it('asks for the authenticator’s code too when two-factor is on, and Keep my account closes the form', async () => {
    const page = openPage({ hasPassword: true, secondFactor: true });
    await page.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByLabelText('Code from your authenticator app')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });
});
