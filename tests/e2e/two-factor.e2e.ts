// Issue 37 (decision 060): a member turns on an authenticator app from Sign-in & security (the journey
// computes the app's codes itself), saves the recovery codes, signs out, and signs back in with a code.
// Checked with axe at 1280 and 375 px on the settings page and on the sign-in's code step.
import { checkBothWidths, expect, signIn, signUpMember, test } from './support/fixtures';
import { secretOfUri, totpCode } from '../support/totp';
import { ROUTES } from '../../src/common/routes';

test('a member turns on two-factor sign-in and signs in with a code', async ({ page }) => {
  test.setTimeout(120_000);
  const who = {
    email: `two-factor.${Date.now()}@example.com`,
    password: 'correct-horse-42',
    firstName: 'Tomasz',
    lastName: 'Factor',
  };
  const { api } = await signUpMember(who);
  await api.dispose();

  await page.goto(ROUTES.login);
  await signIn(page, who.email, who.password);
  await page.waitForURL((url) => url.pathname !== ROUTES.login);
  await expect(page.getByRole('button', { name: /^sign in$/i })).toBeHidden();
  await page.goto(ROUTES.security);
  await expect(page.getByRole('heading', { name: 'Sign-in & security' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await checkBothWidths(page, 'security-settings', { fits: true });

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await page.getByLabel('Your password').fill(who.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = page.getByRole('textbox', { name: 'Setup key for your authenticator app' });
  await expect(key).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = await key.inputValue();
  await checkBothWidths(page, 'security-scan', { fits: true });
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await checkBothWidths(page, 'security-recovery-codes', { fits: true });
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  // Signed out, the password alone leads to the code step.
  await page.context().clearCookies();
  await page.goto(ROUTES.login);
  await signIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await checkBothWidths(page, 'sign-in-code-step', { fits: true });
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText(/That code did not work/)).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpCode(secretOfUri(`otpauth://totp/x?secret=${secret}`)));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL((url) => url.pathname !== ROUTES.login);
  await expect(page.getByRole('button', { name: /^sign in$/i })).toBeHidden();
  await page.goto(ROUTES.security);
  await expect(page.getByText('On', { exact: true })).toBeVisible();
});
