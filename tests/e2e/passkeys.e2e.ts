// Issue 37 (decision 060): a member adds a passkey on Sign-in & security, signs out, signs back in with it
// and no password, then removes it. The passkey lives in Chromium's virtual authenticator (the DevTools
// protocol's WebAuthn domain): a platform authenticator that keeps resident keys and verifies its user
// without a prompt, as a phone's fingerprint reader would. Checked with axe at 1280 and 375 px on the
// security page with the passkey listed.
import { checkBothWidths, expect, signIn, signUpMember, test } from './support/fixtures';
import { ROUTES } from '../../src/common/routes';

test('a member adds a passkey, signs in with it without a password, and removes it', async ({ page }) => {
  test.setTimeout(120_000);
  const who = {
    email: `passkey.${Date.now()}@example.com`,
    password: 'correct-horse-42',
    firstName: 'Priya',
    lastName: 'Keyholder',
  };
  const { api } = await signUpMember(who);
  await api.dispose();

  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await page.goto(ROUTES.login);
  await signIn(page, who.email, who.password);
  await page.waitForURL((url) => url.pathname !== ROUTES.login);
  await expect(page.getByRole('button', { name: /^sign in$/i })).toBeHidden();
  await page.goto(ROUTES.security);
  const passkeys = page.locator('[aria-labelledby="passkeys-heading"]');
  await expect(passkeys.getByText('No passkeys yet')).toBeVisible();

  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  // Named after the browser it was made in, with the day it was added.
  const listed = passkeys.getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(/^Chrome on \w+/);
  await expect(listed.getByText(/^Added \w{3} \d{1,2}, \d{4}/)).toBeVisible();
  const name = await listed.locator('p').first().innerText();
  const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);
  await checkBothWidths(page, 'security-passkey-listed', { fits: true });

  // Signed out from the account menu, the passkey alone signs back in.
  await page.getByRole('button', { name: /account menu|open account/i }).click();
  await page.getByRole('menuitem', { name: /logout/i }).click();
  await expect(page.getByRole('link', { name: 'MEMBER LOGIN' }).first()).toBeVisible();
  await page.goto(ROUTES.login);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL((url) => url.pathname !== ROUTES.login);
  await expect(page.getByRole('button', { name: /^sign in$/i })).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();

  await page.goto(ROUTES.security);
  await expect(listed).toHaveCount(1);
  await listed.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(passkeys.getByText('No passkeys yet')).toBeVisible();
  await devtools.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
});
