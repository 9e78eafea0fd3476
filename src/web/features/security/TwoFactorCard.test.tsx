import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_ROUTES } from '../../../common/contracts/auth-routes';
import { SESSION_ROUTES } from '../../../common/contracts/session-routes';
import { MEMBER, renderPage, routeKey, type Reply, type Routes } from '../../../../tests/support/render';
import { TWO_FACTOR_MESSAGES, TwoFactorCard } from './TwoFactorCard';

const ENABLE = routeKey(AUTH_ROUTES.twoFactorEnable);
const VERIFY = routeKey(AUTH_ROUTES.twoFactorVerifyTotp);
const SECRET = 'JBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(5, '0')}`);

/** Better Auth's refusals, in its own shape. */
const betterAuthRefusal = (status: number, code: string, message: string): Reply => ({ status, body: { code, message } });

const openCard = (routes: Routes = {}) =>
  renderPage(<TwoFactorCard enabled={false} shortName="FMC" />, {
    at: '/settings/security',
    me: MEMBER,
    routes: {
      [ENABLE]: ({ body }) =>
        body.password === 'my-password'
          ? { body: { totpURI: `otpauth://totp/FMC:ana%40example.com?secret=${SECRET}&issuer=FMC`, backupCodes: CODES } }
          : betterAuthRefusal(400, 'INVALID_PASSWORD', 'Invalid password'),
      [VERIFY]: ({ body }) => (body.code === '123456' ? { body: {} } : betterAuthRefusal(401, 'INVALID_CODE', 'Invalid code')),
      [routeKey(SESSION_ROUTES.me)]: { body: { ...MEMBER, user: { ...MEMBER.user!, twoFactorEnabled: true } } },
      ...routes,
    },
  });

const field = (form: string, label: string) => within(screen.getByRole('form', { name: form })).getByLabelText(label);

describe('setting up an authenticator app', () => {
  it('goes from the password to the QR code to the recovery codes, and back to the card', async () => {
    const page = openCard();
    await page.user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));

    // The password first: a wrong one is said under the field, in Better Auth's words.
    await page.user.type(field('Confirm it is you', 'Your password'), 'not-my-password{Enter}');
    await waitFor(() => expect(field('Confirm it is you', 'Your password')).toHaveAccessibleDescription('Invalid password'));
    await page.user.clear(field('Confirm it is you', 'Your password'));
    await page.user.type(field('Confirm it is you', 'Your password'), 'my-password{Enter}');

    // The app's QR code, and its key for a phone without a camera.
    expect(await screen.findByRole('img', { name: 'QR code to add FMC to your authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Setup key for your authenticator app' })).toHaveValue(SECRET);
    await page.user.type(field('Confirm your authenticator app', 'Code from the app'), '123 456{Enter}');

    // The ten recovery codes, this once.
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.turnedOn)).toBeInTheDocument();
    expect(page.callsTo(VERIFY).map((call) => call.body)).toEqual([{ code: '123456' }]);

    await page.user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    await waitFor(() => expect(page.callsTo(routeKey(SESSION_ROUTES.me))).toHaveLength(1));
  });

  it('says so under the field when the code is not six digits, or does not match', async () => {
    const page = openCard();
    await page.user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await page.user.type(field('Confirm it is you', 'Your password'), 'my-password{Enter}');
    const code = () => field('Confirm your authenticator app', 'Code from the app');
    await screen.findByRole('img', { name: /QR code/ });

    await page.user.type(code(), '12345{Enter}');
    await waitFor(() => expect(code()).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeShape));
    expect(page.callsTo(VERIFY)).toHaveLength(0);

    await page.user.clear(code());
    await page.user.type(code(), '000000{Enter}');
    await waitFor(() => expect(code()).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.wrongCode));
    expect(code()).toHaveFocus();
    // Still on the QR code, with nothing turned on.
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
  });

  it('leaves the card as it was when cancelled at the QR code', async () => {
    const page = openCard();
    await page.user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await page.user.type(field('Confirm it is you', 'Your password'), 'my-password{Enter}');
    await screen.findByRole('img', { name: /QR code/ });
    await page.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(page.callsTo(VERIFY)).toHaveLength(0);
  });
});
