// Members end to end: a member edits their profile; an administrator finds a member in the Members Log,
// deactivates (the member's next sign-in is refused), reactivates, archives and exports; a member opens
// a recommended connection and connects. Members changed here are made for the journey through the real
// access flow (an admin link, then sign-up), so the shared accounts stay as they are. Each page is
// checked with axe at 1280 px and 375 px.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { MEMBER_ACTION_OUTCOMES } from '../../src/common/contracts/members';
import { RECOMMENDATION_MESSAGES } from '../../src/common/contracts/recommendations';
import { LOGIN_MESSAGES, PASSWORD_MESSAGES } from '../../src/common/messages';
import { PROFILE_MESSAGES } from '../../src/common/contracts/profile';
import { ONBOARDING_ROUTES } from '../../src/common/contracts/profile-routes';
import { accounts, checkBothWidths, expect, signIn, test } from './support/fixtures';
import { ACCESS_REQUEST_ROUTES } from '../../src/common/contracts/access-requests-routes';
import { ASK_ROUTES } from '../../src/common/contracts/ask-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';

const unique = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e4)}@e2e.example.com`;

/** As the signed-in administrator of `request`: a sign-up link for a new email, used to create the account.
 * Each write carries the site's Origin, as the site's pages do (a page's own `request` sends none). */
async function createMember(request: APIRequestContext, names: { firstName: string; lastName: string }, password: string) {
  const email = unique(names.firstName.toLowerCase());
  const headers = { Origin: process.env.E2E_BASE_URL! };
  const created = await request.post(endpointUrl(ACCESS_REQUEST_ROUTES.adminCreate), { data: { email }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  const signUp = await request.post(endpointUrl(ACCESS_REQUEST_ROUTES.signUp, { token }), {
    data: { password, ...names },
    headers,
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  return email;
}

/** An administrator's API session on its own, for setting up a member without the admin's page. It sends
 * the site's Origin, as the site's pages do: the server refuses writes from anywhere else. */
async function adminRequest(browser: Browser, baseURL: string | undefined) {
  const { admin } = accounts();
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

async function signInAsAdmin(page: Page) {
  const { admin } = accounts();
  await page.goto('/login');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.describe('members', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member edits their profile and sees Success', async ({ page, browser, baseURL }) => {
    const password = 'profile-pass-123';
    const adminContext = await adminRequest(browser, baseURL);
    const email = await createMember(adminContext.request, { firstName: 'Pat', lastName: 'Profile' }, password);
    await adminContext.close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    // An onboarded member never sees the name modal.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('First Name')).toHaveValue('Pat');

    await page.getByLabel('Company', { exact: true }).fill('Harbor & Vine');
    await page.getByLabel('Job Title', { exact: true }).fill('Franchise Owner');
    await page.getByLabel('Industry', { exact: true }).fill('Hospitality');
    await page.getByLabel('Skills and topics', { exact: true }).fill('Multi-unit growth');
    await page.getByLabel('Skills and topics', { exact: true }).press('Enter');
    await page.getByLabel('Skills and topics', { exact: true }).fill('Site selection');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Your skills and topics' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove Site selection' }).click();
    await expect(page.getByRole('list', { name: 'Your skills and topics' }).getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Bio', { exact: true }).fill('Twelve locations across the coast.');
    await expect(page.getByText('34 / 1000')).toBeVisible();
    await checkBothWidths(page, 'profile');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    // The spec's toast variant: 'Success' with the message under it; nothing to dismiss.
    await expect(page.getByText('Success', { exact: true })).toBeVisible();
    await expect(page.getByText(PROFILE_MESSAGES.updatedLong)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await checkBothWidths(page, 'profile-success');

    // A blank first name is refused with an Error toast, the reason under the field, and focus on it.
    await page.getByLabel('First Name').fill('  ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('Please enter your first name');
    await expect(page.getByLabel('First Name')).toBeFocused();

    // Saved for real: a reload shows the stored values.
    await page.reload();
    await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Harbor & Vine');
    await expect(page.getByRole('list', { name: 'Your skills and topics' })).toContainText('Multi-unit growth');
    await expect(page.getByLabel('Bio', { exact: true })).toHaveValue('Twelve locations across the coast.');

    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Welcome(?: back)?, Pat$/ })).toBeVisible();
    await checkBothWidths(page, 'dashboard');
  });

  test('an administrator searches, deactivates, reactivates, archives and exports a member', async ({
    page,
    browser,
    baseURL,
  }) => {
    const password = 'log-pass-1234';
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    // The page's own request context sends no Origin, and the server refuses writes without the site's.
    const adminContext = await adminRequest(browser, baseURL);
    const email = await createMember(adminContext.request, { firstName: 'Quinn', lastName: 'Logan' }, password);
    await adminContext.close();

    await page.getByRole('tab', { name: /^Members Log/ }).click();
    await expect(page.getByText(/Showing \d+–\d+ of \d+ (people|person)/)).toBeVisible();
    await page.getByLabel('Search members').fill(email);
    await expect(page.getByText('Showing 1–1 of 1 person')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect(row).toContainText('Active');
    // Signing up signs the member in, so their last login is already recorded.
    await expect(row).not.toContainText('Never');
    await expect(row).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await checkBothWidths(page, 'members-log');

    // Export: all, then filtered (only offered while a search is active).
    await page.getByRole('button', { name: 'Export' }).click();
    let download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export Filtered Members' }).click();
    expect((await download).suggestedFilename()).toMatch(/^members-filtered-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.getByRole('button', { name: 'Export' }).click();
    download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export All Members' }).click();
    const allFile = await download;
    expect(allFile.suggestedFilename()).toMatch(/^members-all-\d{4}-\d{2}-\d{2}\.csv$/);

    // The detail view.
    await page.getByRole('button', { name: 'View Quinn Logan' }).click();
    await expect(page.getByRole('heading', { name: 'Quinn Logan' })).toBeVisible();
    await expect(page.getByText('Last login: Today')).toBeVisible();
    await checkBothWidths(page, 'member-detail');

    // The member is signed in elsewhere while the administrator deactivates them.
    const memberContext = await browser.newContext({ baseURL });
    const memberPage = await memberContext.newPage();
    await memberPage.goto('/login');
    await signIn(memberPage, email, password);
    await expect(memberPage).toHaveURL(/\/$/);

    // Deactivate, confirmed first; Cancel changes nothing.
    await page.getByRole('button', { name: 'Deactivate' }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Deactivate Quinn Logan?' });
    await expect(confirm.getByText('They will no longer be able to log in.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    // The spec's words, and who: 'User has been banned successfully: Quinn Logan is deactivated…'.
    await expect(page.getByText(MEMBER_ACTION_OUTCOMES.deactivated('Quinn Logan'))).toBeVisible();
    // Focus stays on the row's button, which now offers the way back.
    await expect(page.getByRole('button', { name: 'Reactivate Quinn Logan' })).toBeFocused();
    await expect(page.getByText('Deactivated', { exact: true }).first()).toBeVisible();

    // Their open page is told at once (the live stream ends with the session) and lands on /login with
    // the ban message; signing in again is refused.
    await expect(memberPage).toHaveURL(/\/login/);
    await expect(memberPage.getByText(LOGIN_MESSAGES.banned).first()).toBeVisible();
    await signIn(memberPage, email, password);
    await expect(memberPage.getByText(LOGIN_MESSAGES.banned).first()).toBeVisible();
    await expect(memberPage).toHaveURL(/\/login/);
    await memberContext.close();

    await page.getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.getByText(MEMBER_ACTION_OUTCOMES.reactivated('Quinn Logan'))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();

    // Archive, confirmed; the member leaves the main list and comes back with Show Archived.
    await page.getByRole('button', { name: 'Archive' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Archive Quinn Logan?' });
    await expect(confirm.getByText('They will be hidden from the main member list but can be restored later.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText(MEMBER_ACTION_OUTCOMES.archived('Quinn Logan'))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unarchive' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Archived' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Back to List' }).click();
    await expect(page.getByText('Showing 0 of 0 people')).toBeVisible();
    await page.getByRole('switch', { name: 'Show Archived' }).click();
    await expect(page.getByText('Showing 1–1 of 1 person')).toBeVisible();
    await expect(row).toContainText('Archived');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible();
  });

  test('a member opens a recommendation and connects', async ({ page }) => {
    const { member } = accounts();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/recommendations');
    await expect(page.getByText(RECOMMENDATION_MESSAGES.none)).toHaveCount(0);
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(3);
    await checkBothWidths(page, 'recommendations');

    const card = cards.first().getByRole('button');
    const name = (await card.locator('span.font-display.text-2xl').textContent())!.trim();
    await card.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByText('Current Role')).toBeVisible();
    await expect(dialog.getByText('Why Connect?')).toBeVisible();
    await checkBothWidths(page, 'recommendation-dialog');
    // Connect opens the short form (an optional note); its own Connect sends the request.
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog.getByLabel(/Add a note/)).toBeFocused();
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog).toBeHidden();
    await expect(cards.first()).toContainText('Request sent');
  });

  test('an administrator edits their names; the password form checks its fields', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/profile');
    await expect(page.getByLabel('First Name')).toHaveValue(accounts().admin.firstName);
    await checkBothWidths(page, 'admin-profile');
    await page.getByLabel('Last Name').fill('Administrator');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Last Name')).toHaveValue('Administrator');
    await page.getByLabel('Last Name').fill(accounts().admin.lastName);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(PROFILE_MESSAGES.updated).first()).toBeVisible();

    await page.getByLabel('Current Password', { exact: true }).fill('whatever-it-is');
    await page.getByLabel('New Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('abcdefg');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    // A wrong current password: the server's message, and nothing changes.
    await page.getByLabel('Confirm New Password', { exact: true }).fill('abcdefg');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText(PASSWORD_MESSAGES.currentWrong)).toBeVisible();
  });

  // The server never lets a not-onboarded password account sign in (spec 4.2), so this journey plays the
  // server's answers for /api/me and the onboarding calls to check what the browser does with them.
  test('a caller who still needs a name is kept on the dashboard until the modal is completed', async ({ page }) => {
    const { member } = accounts();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/$/);

    let onboarded = false;
    const saved: unknown[] = [];
    await page.route('**/api/me', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: onboarded ? body : { ...body, kind: 'not_onboarded', user: { ...body.user, onboarded: false } },
      });
    });
    await page.route(`**${ONBOARDING_ROUTES.check.path}`, (route) =>
      route.fulfill({ json: { onboarded: false, needsName: true } }),
    );
    await page.route(`**${ONBOARDING_ROUTES.complete.path}`, async (route) => {
      saved.push(route.request().postDataJSON());
      onboarded = true;
      await route.fulfill({ json: { onboarded: true, needsName: false } });
    });
    // The server also writes who is signed in into the page (app-me): without it, the app asks /api/me.
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document' || onboarded) return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script id="app-me" type="application\/json">.*?<\/script>/, '');
      await route.fulfill({ response, body: html });
    });

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    const modal = page.getByRole('dialog', { name: /^Welcome to / });
    await expect(modal.getByText('Please tell us your name to complete your profile.')).toBeVisible();
    await checkBothWidths(page, 'onboarding');
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();

    await modal.getByLabel('First Name').fill('Morgan');
    await modal.getByLabel('Last Name').fill('   ');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(PROFILE_MESSAGES.namesRequired)).toBeVisible();
    expect(saved).toEqual([]);

    await modal.getByLabel('Last Name').fill('Reyes');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal).toBeHidden();
    expect(saved).toEqual([{ firstName: 'Morgan', lastName: 'Reyes' }]);
    await page.getByRole('link', { name: /Recommended connections/ }).click();
    await expect(page).toHaveURL(/\/recommendations$/);
  });

  test("the inbox: after 'Send Response' focus moves to the next question, never to the page", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two questions of the journey's own, asked by the shared member through the API.
    const { member } = accounts();
    const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    expect(
      (
        await memberContext.request.post('/api/auth/sign-in/email', { data: { email: member.email, password: member.password } })
      ).ok(),
    ).toBe(true);
    const tag = `focus-${Date.now()}`;
    for (const answer of [`${tag} first: a co-host for the salon`, `${tag} second: a podcast producer`]) {
      const saved = await memberContext.request.post(endpointUrl(ASK_ROUTES.save), {
        data: {
          name: 'Morgan Reyes',
          question: 'Who do you want to connect with?',
          answer,
          followup: 'no',
          sharePermission: false,
        },
      });
      expect(saved.status(), await saved.text()).toBe(201);
    }
    await memberContext.close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard?tab=conversations');
    const first = page.locator('article').filter({ hasText: `${tag} first` });
    const second = page.locator('article').filter({ hasText: `${tag} second` });
    await expect(second).toBeVisible();

    // The newer question is listed first; answering it by keyboard hands focus to the older one.
    await second.getByLabel('Your response to Morgan Reyes').fill('Naomi Hart produces three podcasts; we will introduce you.');
    await second.getByRole('button', { name: 'Send Response' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Response sent successfully').first()).toBeVisible();
    await expect(second).toHaveCount(0);
    await expect(first).toBeFocused();

    // Answering the other one leaves focus on the list (another entry, or the empty list), not <body>.
    await first.getByLabel('Your response to Morgan Reyes').fill('Jules Park co-hosts salons in Lisbon.');
    await first.getByRole('button', { name: 'Send Response' }).click();
    await expect(first).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-entry-id], [data-inbox-empty]') !== null))
      .toBe(true);
  });
});
