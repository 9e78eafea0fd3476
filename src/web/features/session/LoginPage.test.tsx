import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '../../../common/messages';
import { REQUEST_ACCESS_MESSAGES } from '../../../common/contracts/access-requests';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { MEMBER, pending, refusal, renderPage, routeKey, findVisibleText } from '../../../../tests/support/render';
import { LoginPage } from './LoginPage';
import { INVALID_CREDENTIALS_MESSAGE } from './sign-in-outcomes';
import { AUTH_ROUTES } from '../../../common/contracts/auth-routes';

const SIGN_IN = routeKey(AUTH_ROUTES.signInEmail);
const RESET_REQUEST = routeKey(AUTH_ROUTES.requestPasswordReset);

const openLogin = (routes = {}) => renderPage(<LoginPage />, { at: '/login', routes });
const signInForm = () => screen.getByRole('form', { name: 'Sign in' });

describe('signing in', () => {
  it('opens with the caret in the email field', async () => {
    openLogin();
    await waitFor(() => expect(within(signInForm()).getByLabelText('Email')).toHaveFocus());
  });

  it('says what is missing under each field and starts at the first, without asking the server', async () => {
    const page = openLogin();
    await page.user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = within(signInForm()).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter your email address'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(email).toHaveFocus();
    expect(page.calls).toHaveLength(0);

    // A malformed address is the next thing to fix; typing clears the mark until the next try.
    await page.user.type(email, 'ana@');
    expect(email).not.toHaveAttribute('aria-invalid');
    await page.user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription(REQUEST_ACCESS_MESSAGES.invalidEmail));
    expect(email).toHaveFocus();
  });

  it('shows the server refusing the password, and lets the member try again', async () => {
    allowConsole(/\[login\] sign-in failed/);
    const page = openLogin({ [SIGN_IN]: refusal(401, 'Invalid email or password', { code: 'INVALID_EMAIL_OR_PASSWORD' }) });
    // The keyboard alone: type, Tab to the password, Enter to send.
    await page.user.click(within(signInForm()).getByLabelText('Email'));
    await page.user.keyboard('ana@example.com');
    await page.user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await page.user.keyboard('wrong-password{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_CREDENTIALS_MESSAGE);
    expect(page.callsTo(SIGN_IN)[0].body).toEqual({ email: 'ana@example.com', password: 'wrong-password' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('says a banned member is banned', async () => {
    allowConsole(/\[login\] sign-in failed/);
    const page = openLogin({ [SIGN_IN]: refusal(403, 'Banned', { code: 'BANNED_USER' }) });
    await page.user.type(within(signInForm()).getByLabelText('Email'), 'ana@example.com');
    await page.user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await findVisibleText(LOGIN_MESSAGES.banned);
  });

  it('is busy while signing in, and stays so once the session is there', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const page = openLogin({
      [SIGN_IN]: () => new Promise((resolve) => (answer = resolve)),
      'GET /api/me': { body: MEMBER },
    });
    await page.user.type(within(signInForm()).getByLabelText('Email'), 'ana@example.com');
    await page.user.type(screen.getByLabelText('Password'), 'secret1');
    await page.user.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    answer({ body: { redirectTo: '/' } });
    await screen.findByRole('button', { name: 'Signing in...' });
    await expect.poll(() => page.callsTo('GET /api/me').length).toBe(1);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });
});

describe('forgotten password', () => {
  it('keeps the email typed on the sign-in form and sends the reset link', async () => {
    const page = openLogin({ [RESET_REQUEST]: { body: { status: true } } });
    await page.user.type(within(signInForm()).getByLabelText('Email'), 'ana@example.com');
    await page.user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

    const heading = await screen.findByRole('heading', { name: 'Reset your password' });
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    await page.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(page.callsTo(RESET_REQUEST)[0].body).toMatchObject({ email: 'ana@example.com' });
  });

  it('refuses a malformed address under the field', async () => {
    const page = openLogin();
    await page.user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await page.user.type(screen.getByLabelText('Email'), 'not-an-email{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(REQUEST_ACCESS_MESSAGES.invalidEmail));
    expect(page.calls).toHaveLength(0);
  });
});

describe('requesting access', () => {
  const openRequestForm = async (routes = {}) => {
    const page = openLogin(routes);
    await page.user.click(screen.getByRole('button', { name: 'Request Access Link' }));
    return { page, form: screen.getByRole('form', { name: 'Request an access link' }) };
  };

  it('marks every blank field with the one message, then the malformed email', async () => {
    const { page, form } = await openRequestForm();
    await page.user.click(within(form).getByRole('button', { name: 'Request Access Link' }));

    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(REQUEST_ACCESS_MESSAGES.fillAllFields));
    for (const label of ['Email', 'First Name', 'Last Name']) {
      expect(within(form).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(REQUEST_ACCESS_MESSAGES.fillAllFields);
    }
    expect(within(form).getByLabelText('Email')).toHaveFocus();

    await page.user.type(within(form).getByLabelText('First Name'), 'Jo');
    expect(within(form).getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
    await page.user.type(within(form).getByLabelText('Last Name'), 'Bloggs');
    await page.user.type(within(form).getByLabelText('Email'), 'not-an-email{Enter}');
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(REQUEST_ACCESS_MESSAGES.invalidEmail));
    expect(within(form).getByLabelText('Email')).toHaveFocus();
    expect(page.calls).toHaveLength(0);
  });

  it('marks the field the server refused, and submits once it is fixed', async () => {
    allowConsole(/\[login\] access request failed/);
    let tries = 0;
    const { page, form } = await openRequestForm({
      'POST /api/access-requests': () =>
        ++tries === 1
          ? refusal(400, 'Last name must be at most 80 characters', {
              fields: { lastName: 'Last name must be at most 80 characters' },
            })
          : { body: { success: true, message: REQUEST_ACCESS_MESSAGES.submitted } },
    });
    await page.user.type(within(form).getByLabelText('Email'), 'jo@example.com');
    await page.user.type(within(form).getByLabelText('First Name'), 'Jo');
    await page.user.type(within(form).getByLabelText('Last Name'), 'Bloggs{Enter}');

    expect(await within(form).findByRole('alert')).toHaveTextContent('Last name must be at most 80 characters');
    expect(within(form).getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Last Name')).toHaveFocus();

    await page.user.type(within(form).getByLabelText('Last Name'), 'y{Enter}');
    expect(await screen.findByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
    expect(page.callsTo('POST /api/access-requests')[1].body).toEqual({
      email: 'jo@example.com',
      firstName: 'Jo',
      lastName: 'Bloggsy',
    });
  });

  it('is busy while the request is sent', async () => {
    const { page, form } = await openRequestForm({ 'POST /api/access-requests': pending });
    await page.user.type(within(form).getByLabelText('Email'), 'jo@example.com');
    await page.user.type(within(form).getByLabelText('First Name'), 'Jo');
    await page.user.type(within(form).getByLabelText('Last Name'), 'Bloggs{Enter}');
    expect(await within(form).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });
});
