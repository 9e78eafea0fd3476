// Your data and account (issue 37, decision 059), as a member does it: from the profile to 'Your data and
// account'; 'Download my data' is prepared in the background (the server's job queue) and the page offers the
// ZIP, which downloads and holds the summary page; then 'Delete my account' with the password signs her out,
// the login page says when it happens, and signing in again cancels it. An organiser deletes another member's
// account from the Members Log, and cancels it there. axe at 1280 and 375 px.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { ACCOUNT_ROUTES } from '../../src/common/contracts/account-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { accounts, checkBothWidths, expect, openDashboardSection, signIn, signUpMember, test } from './support/fixtures';

const tag = randomBytes(3).toString('hex');
const SCREEN = { targets: true, fits: true, shotPrefix: 'h37-' };
const dev = {
  email: `dev.account.${tag}@e2e.example.com`,
  password: `pass-${tag}-dev`,
  firstName: 'Dev',
  lastName: `Account ${tag}`,
};
const cleo = {
  email: `cleo.account.${tag}@e2e.example.com`,
  password: `pass-${tag}-cleo`,
  firstName: 'Cleo',
  lastName: `Account ${tag}`,
};

test.describe('your data and account', () => {
  test.describe.configure({ timeout: 240_000 });

  test('Cleo downloads her data, schedules her deletion, and cancels it by signing in again', async ({ page }) => {
    const signedUp = await signUpMember(cleo);
    await signedUp.api.dispose();
    await page.goto('/login');
    await signIn(page, cleo.email, cleo.password);
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto('/profile');
    await page.getByRole('link', { name: 'Your data and account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your data and account' })).toBeVisible();
    await checkBothWidths(page, 'account-settings', SCREEN);

    // Download my data: prepared in the background, then offered.
    await page.getByRole('button', { name: 'Download my data' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your data is already being prepared' })).toBeVisible();
    const link = page.getByRole('link', { name: /^Download ZIP/ });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await checkBothWidths(page, 'account-export-ready', SCREEN);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(strFromU8(files['index.html'])).toContain(`${cleo.firstName} ${cleo.lastName}`);
    expect(JSON.parse(strFromU8(files['profile.json'])).account.email).toBe(cleo.email);

    // Delete my account: the password, then signed out with what happens next.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByLabel('Your password').fill('not-the-password');
    await page.getByRole('button', { name: /Delete my account in 14 days/ }).click();
    await expect(page.getByText('That password is not right.')).toBeVisible();
    await checkBothWidths(page, 'account-delete-form', SCREEN);
    await page.getByLabel('Your password').fill(cleo.password);
    await page.getByRole('button', { name: /Delete my account in 14 days/ }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(/Your account will be deleted on .+ Sign in before then and nothing is deleted\./)).toBeVisible();
    await checkBothWidths(page, 'account-deletion-scheduled', SCREEN);

    // Signing in again cancels it: she is back in, and nothing waits any more (a deletion still waiting would
    // refuse a second one as already scheduled).
    await signIn(page, cleo.email, cleo.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/settings/account');
    await expect(page.getByRole('link', { name: /^Download ZIP/ })).toBeVisible();
    const again = await page.request.post(endpointUrl(ACCOUNT_ROUTES.scheduleDeletion), {
      data: { password: cleo.password },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(again.status(), await again.text()).toBe(200);
  });

  test('an organiser deletes Dev’s account from his detail in the Members Log, sees it waiting, and cancels it', async ({
    page,
  }) => {
    const signedUp = await signUpMember(dev);
    await signedUp.api.dispose();

    const { admin } = accounts();
    await page.goto('/login');
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await openDashboardSection(page, /^Members Log/);
    await page.getByLabel('Search members').fill(dev.email);
    await expect(page.getByText('Showing 1–1 of 1 person')).toBeVisible();
    await page.getByRole('button', { name: `View ${dev.firstName} ${dev.lastName}` }).click();

    await page.getByRole('button', { name: /^Delete account… / }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${dev.firstName} ${dev.lastName}’s account?` });
    await expect(dialog).toContainText('if they sign in before then, nothing is deleted.');
    await dialog.getByLabel(/^Reason/).fill('Asked us by email');
    await checkBothWidths(page, 'member-delete-dialog', SCREEN);
    await dialog.getByRole('button', { name: 'Delete in 14 days' }).click();
    const toast = page.getByText(`${dev.email}'s account will be deleted on`);
    await expect(toast).toBeVisible();
    // The button that opened the dialog is gone: focus is on the next thing to do.
    await expect(page.getByRole('button', { name: /^Cancel deletion/ })).toBeFocused();
    await expect(
      page.getByText(/An organiser asked for it\. Erased on [A-Z][a-z]{2} \d{1,2}, \d{4} unless they sign in/),
    ).toBeVisible();
    await expect(toast).toBeHidden();
    await checkBothWidths(page, 'member-detail-deletion', SCREEN);

    await page.getByRole('button', { name: /^Cancel deletion/ }).click();
    await expect(page.getByText(`${dev.email}'s account will not be deleted.`)).toBeVisible();
    await expect(page.getByText('Account deletion scheduled.')).toBeHidden();
    // Recorded in his activity.
    await expect(page.getByText('Account deletion cancelled')).toBeVisible();
  });
});
