// A new member's first steps: the one-time link signs them straight in; the dashboard asks them to complete
// their profile and says what is missing; recommendations do not pretend to match an empty profile; saving
// the profile toasts instead of blocking the page, and the prompt goes; the password changes from the
// profile, with plain refusals, and the new one is the one that signs in.
import { request } from '@playwright/test';
import { ACCESS_REQUEST_ROUTES } from '../../src/common/contracts/access-requests-routes';
import { accounts, checkBothWidths, expect, signIn, test } from './support/fixtures';
import { RECOMMENDATION_ROUTES } from '../../src/common/contracts/recommendations-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';

const unique = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e4)}@e2e.example.com`;

/** An administrator issues a link for a new person (Add User), through the API. */
async function issueLink(baseURL: string, email: string) {
  const { admin } = accounts();
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    expect((await api.post('/api/auth/sign-in/email', { data: { email: admin.email, password: admin.password } })).ok()).toBe(
      true,
    );
    const created = await api.post(ACCESS_REQUEST_ROUTES.adminCreate.path, {
      data: { email, firstName: 'Dana', lastName: 'Whitfield' },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { link: string }).link;
  } finally {
    await api.dispose();
  }
}

test.describe('a new member and their profile', () => {
  test.describe.configure({ timeout: 240_000 });

  test('sign-up lands signed in → complete-profile prompt → profile saved with a toast → password changed and used', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = unique('newcomer');
    const link = await issueLink(baseURL!, email);

    // The link: a password, and straight into the member area.
    await page.goto(link);
    await page.getByLabel('Create Password', { exact: true }).fill('first-password');
    await page.getByLabel('Confirm Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account Created' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Dana' })).toBeVisible();

    // An empty profile is asked for, naming what is missing.
    const prompt = page.getByRole('heading', { name: 'Complete your profile' });
    await expect(prompt).toBeVisible();
    await expect(page.getByText('Add your company, job title, industry, interests and bio.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Profile completed' })).toHaveAttribute('aria-valuenow', '0');
    await checkBothWidths(page, 'dashboard with the profile prompt');

    // Recommendations do not claim shared interests for an empty profile.
    await page.goto('/recommendations');
    await expect(page.getByText('Members you may want to meet.')).toBeVisible();
    await expect(page.getByText(/shared interests/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add your industry and interests' })).toHaveAttribute('href', '/profile');
    await checkBothWidths(page, 'recommendations for an empty profile');

    // The prompt's link leads to the profile; saving toasts, and nothing needs an OK.
    await page.goto('/');
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Your Profile' });
    // A blank first name: the field says why and has focus; the toast says Error.
    await form.getByLabel('First Name').fill('');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByLabel('First Name')).toBeFocused();
    await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await form.getByLabel('First Name').fill('Dana');
    await form.getByLabel('Company', { exact: true }).fill('Brightline Media');
    await form.getByLabel('Job Title', { exact: true }).fill('Head of Partnerships');
    await form.getByLabel('Industry', { exact: true }).fill('Media');
    await form.getByLabel('Skills and topics', { exact: true }).fill('Creator economy');
    await form.getByLabel('Skills and topics', { exact: true }).press('Enter');
    await form.getByLabel('Bio', { exact: true }).fill('Builds partnerships between creators and franchise brands.');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Success', { exact: true })).toBeVisible();
    await expect(page.getByText('Your profile has been updated successfully.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await checkBothWidths(page, 'profile after saving');

    // Complete now: the prompt is gone, and recommendations say what they match on.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Welcome, Dana/ })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    // The line waits for the profile: with the profile held back and the list already there, the page is
    // still loading, and never first says the list is not chosen for them.
    let releaseProfile!: () => void;
    const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
    await page.route('**/api/profile', async (route) => {
      await profileHeld;
      await route.continue();
    });
    const listLoaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === endpointUrl(RECOMMENDATION_ROUTES.list),
    );
    await page.goto('/recommendations');
    await listLoaded;
    await expect(page.getByRole('status').filter({ hasText: /loading/i })).toBeVisible();
    await expect(page.getByText('Members you may want to meet.')).toHaveCount(0);
    releaseProfile();
    await expect(page.getByText('Chosen for you from members in your industry and with shared interests.')).toBeVisible();
    await page.unroute('**/api/profile');

    // Change password: plain refusals under the field they are about, then success.
    await page.goto('/profile');
    const card = page.getByRole('form', { name: 'Change password' });
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(card.getByLabel('Current Password', { exact: true })).toBeFocused();
    await expect(card.getByText('Please enter your current password')).toBeVisible();
    await card.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await card.getByLabel('New Password', { exact: true }).fill('second-password');
    await card.getByLabel('Confirm New Password', { exact: true }).fill('second-passwort');
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(card.getByText('Passwords do not match')).toBeVisible();
    await expect(card.getByLabel('Confirm New Password', { exact: true })).toBeFocused();
    await card.getByLabel('Confirm New Password', { exact: true }).fill('second-password');
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(card.getByText('Your current password is not correct. Please try again.')).toBeVisible();
    await expect(card.getByLabel('Current Password', { exact: true })).toBeFocused();
    await checkBothWidths(page, 'change password, wrong current password');
    await card.getByLabel('Current Password', { exact: true }).fill('first-password');
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Password updated successfully!' })).toBeVisible();
    await expect(card.getByLabel('Current Password', { exact: true })).toHaveValue('');

    // Within this first visit the home page greets a newcomer.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Dana' })).toBeVisible();

    // On another device: the old password is refused and the new one signs in. A later visit on this
    // browser is welcomed back.
    const other = await browser.newContext({ baseURL });
    const device = await other.newPage();
    await device.goto('/login');
    await signIn(device, email, 'first-password');
    await expect(device.getByRole('alert').first()).toBeVisible();
    await expect(device).toHaveURL(/\/login/);
    await device
      .getByLabel(/^password/i)
      .first()
      .fill('second-password');
    await device.getByRole('button', { name: /^sign in$/i }).click();
    await expect(device).toHaveURL(/\/$/);
    await other.close();
    const later = await page.context().newPage();
    await later.goto('/');
    await expect(later.getByRole('heading', { name: 'Welcome back, Dana' })).toBeVisible();
    await later.close();
  });

  test('the administrator profile uses the same password card', async ({ page }) => {
    const { admin } = accounts();
    await page.goto('/login');
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/profile');
    const card = page.getByRole('form', { name: 'Change password' });
    await expect(card).toBeVisible();
    await card.getByLabel('Current Password', { exact: true }).fill(admin.password);
    await card.getByLabel('New Password', { exact: true }).fill('      ');
    await card.getByLabel('Confirm New Password', { exact: true }).fill('      ');
    await card.getByRole('button', { name: 'Update Password' }).click();
    await expect(card.getByText('Password must contain at least one character that is not a space')).toBeVisible();
    await checkBothWidths(page, 'admin profile, password refused');
  });
});
