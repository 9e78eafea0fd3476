// Community health (issue 20 item 3) in the browser: someone asks to join, an administrator opens the Health
// tab and reads the figures the API gives, switches from 30 to 90 days (kept in the address), opens the
// 'Asked to join' list and finds the person, pages and closes it by keyboard. Axe and 24 px targets at
// 1280 and 375 px, with the list open and closed, and screenshots.
import { request, type APIRequestContext, type Page } from '@playwright/test';
import type { CommunityHealth } from '../../src/common/contracts/community-health';
import { ACCESS_REQUEST_ROUTES } from '../../src/common/contracts/access-requests-routes';
import { COMMUNITY_HEALTH_ROUTES } from '../../src/common/contracts/community-health-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import {
  accounts,
  expect,
  expectAccessible,
  expectTargetsAtLeast24px,
  openDashboardSection,
  signIn,
  test,
  keepScreenshot,
} from './support/fixtures';

async function apiAs(who: 'admin' | null): Promise<APIRequestContext> {
  const baseURL = process.env.E2E_BASE_URL!;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  if (who) {
    const { email, password } = accounts()[who];
    expect((await api.post('/api/auth/sign-in/email', { data: { email, password } })).ok()).toBe(true);
  }
  return api;
}

async function askToJoin(firstName: string) {
  const visitor = await apiAs(null);
  const saved = await visitor.post(ACCESS_REQUEST_ROUTES.submit.path, {
    data: { email: `${firstName.toLowerCase()}@health.e2e.example.com`, firstName, lastName: 'Healthcheck' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await visitor.dispose();
}

async function figuresByApi(days: 30 | 90): Promise<CommunityHealth> {
  const admin = await apiAs('admin');
  const response = await admin.get(endpointUrl(COMMUNITY_HEALTH_ROUTES.figures, {}, { days }));
  expect(response.status()).toBe(200);
  const body = (await response.json()) as CommunityHealth;
  await admin.dispose();
  return body;
}

async function openHealth(page: Page) {
  const { email, password } = accounts().admin;
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openDashboardSection(page, 'Health');
  await expect(page).toHaveURL(/tab=health/);
  await expect(page.getByRole('heading', { name: 'Community health' })).toBeVisible();
}

/** A figure's button, by its label: its text carries the count. */
const figureButton = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}\\b`) });

test.describe('community health', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`the figures, the period and a figure's list at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const firstName = `Hana${viewport.width}${Date.now().toString(36)}`;
      await askToJoin(firstName);
      const thirty = await figuresByApi(30);
      const ninety = await figuresByApi(90);
      expect(thirty.counts.requested).toBeGreaterThanOrEqual(1);
      await openHealth(page);

      // The figures are the API's: the funnel's first stage, introductions, events and members.
      const requested = figureButton(page, 'Asked to join');
      await expect(requested).toContainText(String(thirty.counts.requested));
      await expect(figureButton(page, 'Introductions requested')).toContainText(String(thirty.counts.introductionsRequested));
      await expect(figureButton(page, 'All members')).toContainText(String(thirty.counts.activeMembers));
      await expect(page.getByRole('list', { name: 'Active members each week' }).getByRole('listitem')).toHaveCount(
        thirty.weeks.length,
      );

      // 90 days: kept in the address, the switch says which period is shown.
      await page.getByRole('button', { name: 'Last 90 days' }).click();
      await expect(page).toHaveURL(/days=90/);
      await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('list', { name: 'Active members each week' }).getByRole('listitem')).toHaveCount(
        ninety.weeks.length,
      );
      await expect(requested).toContainText(String(ninety.counts.requested));
      await page.reload();
      await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Last 30 days' }).click();
      await expect(page).not.toHaveURL(/days=90/);
      await expect(page.getByText('Showing the last 30 days.')).toBeVisible();

      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page, `Health at ${viewport.width} px`);
      await expectTargetsAtLeast24px(page, `Health at ${viewport.width} px`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await keepScreenshot(page, `h20-health-${viewport.width}`, { fullPage: true });

      // The list behind 'Asked to join', opened by keyboard: the person who just asked is first.
      await requested.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Asked to join' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('listitem').first()).toContainText(`${firstName} Healthcheck`);
      await expect(dialog.getByText(new RegExp(`of ${thirty.counts.requested}$`))).toBeVisible();
      await expectAccessible(page, `Health list at ${viewport.width} px`);
      await expectTargetsAtLeast24px(page, `Health list at ${viewport.width} px`);
      await keepScreenshot(page, `h20-health-list-${viewport.width}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(requested).toBeFocused();

      // A week's active members: the administrator's own sign-in does not count them (administrators are not members).
      await page
        .getByRole('list', { name: 'Active members each week' })
        .getByRole('button', { name: /^This week so far/ })
        .click();
      const week = page.getByRole('dialog', { name: /^Active members: this week so far$/ });
      await expect(week).toBeVisible();
      await expect(week).not.toContainText(accounts().admin.email);
      await page.keyboard.press('Escape');
    });
  }
});
