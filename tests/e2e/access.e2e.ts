// Access requests end to end: a visitor asks on /login, an administrator issues a one-time link in the
// Magic Links tab (copied, or read from the email), the visitor sets a password through it and signs in.
// Regenerating kills the old link; deleting asks first. The server runs with production rate limits, so
// each journey sends at most one access request and signs in at most twice.
import type { Browser, Locator, Page } from '@playwright/test';
import { accounts, expect, expectAccessible, outbox, signIn, test } from './support/fixtures';

const unique = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e4)}@e2e.example.com`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A second person on their own device; its uncaught errors fail the test like the main page's do. */
async function openVisitor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'uncaught errors in the visitor page').toEqual([]);
    },
  };
}

async function openMagicLinksTab(page: Page) {
  const { admin } = accounts();
  await page.goto('/login');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('tab', { name: /^Magic Links/ }).click();
  await expect(page.getByRole('heading', { name: 'Requests' })).toBeVisible();
}

const requestRow = (page: Page, email: string) => page.getByRole('row', { name: new RegExp(escape(email)) });
const linkField = (scope: Page | Locator, email: string) => scope.getByRole('textbox', { name: `Sign-up link for ${email}` });

async function addUser(page: Page, email: string, names?: { firstName: string; lastName: string }) {
  const form = page.getByRole('form', { name: 'Add User' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  if (names) {
    await form.getByLabel('First Name').fill(names.firstName);
    await form.getByLabel('Last Name').fill(names.lastName);
  }
  await form.getByRole('button', { name: 'Add User' }).click();
}

/** Fills the access-link page's form and creates the account: the new member is signed in and lands on
 * their dashboard, greeted as a newcomer, not on an empty sign-in form. */
async function createAccount(page: Page, password: string, names?: { firstName: string; lastName: string }) {
  if (names) {
    await page.getByLabel('First Name').fill(names.firstName);
    await page.getByLabel('Last Name').fill(names.lastName);
  }
  await page.getByLabel('Create Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account Created' })).toBeVisible();
  await expect(page.getByText('Taking you to your dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/** Signs out from the member area's avatar menu and signs in again with the new password. */
async function signInAgain(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: /account menu|open account/i }).click();
  await page.getByRole('menuitem', { name: /logout/i }).click();
  // Signed out once the visitors' landing shows: going to /login before then could cut the sign-out
  // short, and /login sends a member still signed in back to their dashboard.
  await expect(page.getByRole('link', { name: 'MEMBER LOGIN' }).first()).toBeVisible();
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
}

test.describe('access requests and access links', () => {
  // Two browsers, several axe runs and a shared 2-core machine: the longer journeys need more than 45 s.
  test.describe.configure({ timeout: 90_000 });

  test('a visitor requests access → Generate Link → the copied link → a password → sign in', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const email = unique('asker');
    const password = 'my-new-password';

    // The visitor asks for access on /login.
    const visitor = await openVisitor(browser, baseURL);
    await visitor.page.goto('/login');
    await visitor.page.getByRole('button', { name: 'Request Access Link' }).click();
    const requestForm = visitor.page.getByRole('form', { name: 'Request an access link' });
    await requestForm.getByLabel('Email').fill(email);
    await requestForm.getByLabel('First Name').fill('Imani');
    await requestForm.getByLabel('Last Name').fill('Okafor');
    await requestForm.getByRole('button', { name: 'Request Access Link' }).click();
    await expect(visitor.page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
    await expect(
      visitor.page.getByText('Magic link request submitted successfully. An administrator will review your request.'),
    ).toBeVisible();
    await visitor.page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(visitor.page.getByRole('heading', { name: 'Members Only' })).toBeVisible();

    // The administrator finds it pending, with the tab's pending badge, and generates the link.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openMagicLinksTab(page);
    await expect(page.getByRole('tab', { name: /^Magic Links\s*\d+ pending requests$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Magic Links' }).getByText(/^\d+ pending$/)).toBeVisible();
    const row = requestRow(page, email);
    await expect(row).toContainText('Imani Okafor');
    await expect(row).toContainText('Pending');
    await expectAccessible(page, 'Magic Links tab');

    await row.getByRole('button', { name: 'Generate Link' }).click();
    await expect(page.getByText('Magic link request approved successfully')).toBeVisible();
    await expect(row).toContainText('Approved');
    // The e2e server has no SMTP: the link went to the outbox, and the tab says so.
    await expect(row).toContainText('Written to the outbox — email is not configured');
    const shown = await linkField(row, email).inputValue();
    expect(shown).toMatch(/\/magic-link\/[\w-]{43}$/);

    // Copy: the icon turns into a check and reverts after 2 seconds.
    await row.getByRole('button', { name: 'Copy link' }).click();
    await expect(row.getByRole('button', { name: 'Copied to the clipboard' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    await expect(row.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4000 });

    // Phones get stacked cards, and they pass axe too.
    await page.setViewportSize({ width: 375, height: 812 });
    const card = page.getByRole('listitem', { name: `Request from ${email}` });
    await expect(card).toBeVisible();
    await expect(linkField(card, email)).toHaveValue(shown);
    await expectAccessible(page, 'Magic Links tab at 375 px');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);

    // The visitor opens the copied link, sets a password, and signs in with it.
    await visitor.page.goto(copied);
    await expect(visitor.page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
    await expect(visitor.page.getByText(email)).toBeVisible();
    await createAccount(visitor.page, password);
    // The first visit to the member home is greeted as one, not with 'Welcome back'.
    await visitor.page.goto('/');
    await expect(visitor.page.getByRole('heading', { name: 'Welcome, Imani' })).toBeVisible();
    await signInAgain(visitor.page, email, password);
    await visitor.close();
  });

  test('Add User → the emailed link → Complete Your Profile → sign in; the refusals use the spec messages', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = unique('invited');
    const password = 'invited-secret';

    await openMagicLinksTab(page);
    await addUser(page, email);
    await expect(page.getByRole('status').filter({ hasText: 'Written to the outbox — email is not configured' })).toContainText(
      'Magic link created successfully',
    );
    await expect(requestRow(page, email)).toContainText('Approved');

    // A second link for the same email is refused while the first is alive.
    await addUser(page, email);
    await expect(page.getByText('An active magic link already exists for this email')).toBeVisible();

    let link: string | undefined;
    await expect
      .poll(() => {
        link = outbox()
          .findLast((m) => m.to.includes(email))
          ?.links.find((l) => l.includes('/magic-link/'));
        return link;
      })
      .toBeTruthy();

    const visitor = await openVisitor(browser, baseURL);
    await visitor.page.goto(link!);
    await expect(visitor.page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await expectAccessible(visitor.page, 'access-link page, complete profile');
    await visitor.page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(visitor.page, 'access-link page, complete profile at 375 px');

    // The form's own rules, in the spec's words.
    const createButton = visitor.page.getByRole('button', { name: 'Create Account' });
    await createButton.click();
    await expect(visitor.page.getByText('Please enter your first and last name')).toBeVisible();
    await visitor.page.getByLabel('First Name').fill('Noor');
    await visitor.page.getByLabel('Last Name').fill('Haddad');
    await visitor.page.getByLabel('Create Password', { exact: true }).fill('short');
    await createButton.click();
    await expect(visitor.page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await visitor.page.getByLabel('Create Password', { exact: true }).fill(password);
    await visitor.page.getByLabel('Confirm Password', { exact: true }).fill(password + 'x');
    await createButton.click();
    await expect(visitor.page.getByText('Passwords do not match')).toBeVisible();

    await createAccount(visitor.page, password);
    await signInAgain(visitor.page, email, password);
    await visitor.close();

    // Signed up: the request leaves the list, and a new link for the email is refused.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(requestRow(page, email)).toHaveCount(0);
    await addUser(page, email);
    await expect(page.getByText('User with this email already has an active account')).toBeVisible();
  });

  test('Regenerate: after confirming, the old link fails verification and the new one works', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = unique('regen');
    await openMagicLinksTab(page);
    await addUser(page, email, { firstName: 'Rafael', lastName: 'Souza' });
    const row = requestRow(page, email);
    await expect(row).toContainText('Approved');
    const oldLink = await linkField(row, email).inputValue();

    await row.getByRole('button', { name: `Regenerate link for ${email}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Regenerate this link?' });
    await expect(dialog).toContainText(email);
    await expect(dialog).toContainText('will expire');
    await expectAccessible(page, 'regenerate confirmation');
    await dialog.getByRole('button', { name: 'Regenerate Link' }).click();
    await expect(page.getByText('Magic link regenerated successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(linkField(row, email)).not.toHaveValue(oldLink);
    const newLink = await linkField(row, email).inputValue();

    const visitor = await openVisitor(browser, baseURL);
    await visitor.page.goto(oldLink);
    await expect(visitor.page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(visitor.page.getByText('Invalid or expired magic link')).toBeVisible();
    await expectAccessible(visitor.page, 'access-link page, verification failed');
    await visitor.page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(visitor.page, 'access-link page, verification failed at 375 px');
    await visitor.page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(visitor.page).toHaveURL(/\/login$/);

    await visitor.page.setViewportSize({ width: 1280, height: 800 });
    await visitor.page.goto(newLink);
    await expect(visitor.page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
    await expectAccessible(visitor.page, 'access-link page, set password');
    await visitor.page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(visitor.page, 'access-link page, set password at 375 px');
    await createAccount(visitor.page, 'regenerated-secret');
    await visitor.close();
  });

  test('Delete asks first, naming the email and saying it cannot be undone', async ({ page }) => {
    const email = unique('removed');
    await openMagicLinksTab(page);
    await addUser(page, email);
    const row = requestRow(page, email);
    await expect(row).toContainText('Approved');

    // Cancel keeps it.
    await row.getByRole('button', { name: `Delete request from ${email}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this request?' });
    await expect(dialog).toContainText(email);
    await expect(dialog).toContainText('This cannot be undone.');
    await expectAccessible(page, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: `Delete request from ${email}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Magic link request deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('requesting access for an email that has an account looks like any request; the member is emailed the way in', async ({
    page,
  }) => {
    const { member } = accounts();
    const before = outbox().filter((m) => m.to.includes(member.email)).length;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Request Access Link' }).click();
    const form = page.getByRole('form', { name: 'Request an access link' });
    await form.getByLabel('Email').fill(member.email);
    await form.getByLabel('First Name').fill('Morgan');
    await form.getByLabel('Last Name').fill('Reyes');
    await form.getByRole('button', { name: 'Request Access Link' }).click();
    // The page cannot tell a member from anyone else (who is a member must not show).
    await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
    await expect(
      page.getByText('Magic link request submitted successfully. An administrator will review your request.'),
    ).toBeVisible();
    // The member learns it by email, with the sign-in page and a way to choose a new password.
    let mail: ReturnType<typeof outbox>[number] | undefined;
    await expect
      .poll(() => {
        const mine = outbox().filter((m) => m.to.includes(member.email));
        mail = mine.length > before ? mine[mine.length - 1] : undefined;
        return mail?.subject;
      })
      .toBe('You already have a FMC account');
    const resetLink = mail!.links.find((l) => l.includes('/reset-password?token='));
    expect(resetLink).toBeTruthy();
    // (Not used here: the shared member's password stays as it is for the other journeys.)
    await page.goto(resetLink!);
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  });

  test('a link that does not exist says Verification Failed and offers Back to Login', async ({ page }) => {
    await page.goto('/magic-link/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired magic link');
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
