// A visitor reads the public pages, on a desktop and at 375 px: every page passes axe, and every target is
// at least 24 px. A member reaches them from the member area, where the app loads them when first shown.
import { accounts, checkBothWidths, expect, expectAccessible, expectTargetsAtLeast24px, signIn, test } from './support/fixtures';

const PAGES = [
  { path: '/', heading: /where culture creates commerce/i },
  { path: '/aboutus', heading: /where culture creates commerce/i },
  { path: '/masteryou', heading: /an online salon, by application only/i },
  { path: '/privacy-policy', heading: /privacy/i },
  { path: '/login', heading: /members only/i },
];

test.describe('public pages', () => {
  for (const { path, heading } of PAGES) {
    test(`a visitor reads ${path}, and it passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expectAccessible(page, path);
      await page.setViewportSize({ width: 375, height: 812 });
      await expectAccessible(page, `${path} at 375 px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);
      // Footer links, 'Forgot your password?' and the rest: 24 px targets at 375 px.
      await expectTargetsAtLeast24px(page, `${path} at 375 px`);
    });
  }

  test('the home page offers MEMBER LOGIN and CONTACT by email', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Where Culture Creates Commerce')).toBeVisible();
    await expect(page.getByRole('link', { name: /contact/i }).first()).toHaveAttribute('href', 'mailto:hello@e2e.example.com');
    await page
      .getByRole('link', { name: /member login/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Masteryou opens the survey in a new tab', async ({ page }) => {
    await page.goto('/masteryou');
    const survey = page.getByRole('link', { name: /take survey/i });
    await expect(survey).toHaveAttribute('href', 'https://forms.example.com/masteryou');
    await expect(survey).toHaveAttribute('target', '_blank');
  });

  test('the privacy policy states its version, date, the under-16 rule and the 30-day response', async ({ page }) => {
    await page.goto('/privacy-policy');
    const body = page.locator('main');
    await expect(body).toContainText('1.2');
    await expect(body).toContainText(/27 November 2026|November 27, 2026/);
    await expect(body).toContainText(/16/);
    await expect(body).toContainText(/30 days/);
    for (const section of ['Cookies', 'CCPA', 'Retention', 'Children'])
      await expect(body).toContainText(new RegExp(section, 'i'));
  });

  test('at 375 px the menu slides out and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expectAccessible(page, 'mobile menu');
    await menu.getByRole('link', { name: 'ABOUT US' }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an unknown path sends a visitor to the landing page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Where Culture Creates Commerce')).toBeVisible();
  });

  test('a member opens the privacy policy from the member area: the page in the public frame, focus on it', async ({ page }) => {
    const { member } = accounts();
    await page.goto('/login');
    await signIn(page, member.email, member.password);
    await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
    // The app loads the public pages only now (decision 048): the frame is there at once, the page comes into it.
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
    await expect(page.locator('main')).toContainText(/30 days/);
    await expect(page.getByRole('link', { name: /member area/i }).first()).toHaveAttribute('href', '/');
    await expect(page.locator('#main-content')).toBeFocused();
    await checkBothWidths(page, 'privacy-policy-member', { targets: true, fits: true });
  });
});
