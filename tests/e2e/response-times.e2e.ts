// Response times (issue 20) in the browser: a member's question waits in the inbox with its waiting time,
// the Conversations tab's panel counts it, an administrator changes the target and the figures follow,
// and the weekly chart (chart.js, loaded only here) is there with its text alternative. Axe and 24 px
// targets at 1280 and 375 px, with screenshots.
import { type Page } from '@playwright/test';
import { ASK_ROUTES } from '../../src/common/contracts/ask-routes';
import { INBOX_ROUTES } from '../../src/common/contracts/inbox-routes';
import { DEFAULT_RESPONSE_TARGET_HOURS, RESPONSE_TIME_MESSAGES } from '../../src/common/contracts/inbox';
import {
  accounts,
  expect,
  expectAccessible,
  expectTargetsAtLeast24px,
  signIn,
  test,
  apiAs,
  keepScreenshot,
} from './support/fixtures';

const marker = (label: string) => `E2E response ${label} ${Date.now().toString(36)}`;

async function askByApi(tag: string) {
  const member = await apiAs('member');
  const saved = await member.post(ASK_ROUTES.save.path, {
    data: {
      name: 'Morgan Reyes',
      question: 'Who do you want to connect with?',
      answer: `${tag}: agency founders.`,
      followup: 'no',
      sharePermission: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await member.dispose();
}

/** Puts the target back to the default, whatever happened, so other journeys see the usual figures. */
async function restoreTarget() {
  const admin = await apiAs('admin');
  const saved = await admin.put(INBOX_ROUTES.responseTarget.path, { data: { hours: DEFAULT_RESPONSE_TARGET_HOURS } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await admin.dispose();
}

async function openConversations(page: Page) {
  const { email, password } = accounts().admin;
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/dashboard?tab=conversations');
  const panel = page.getByRole('region', { name: 'Response times' });
  await expect(panel).toBeVisible();
  return panel;
}

/** A headline figure's value, found by its label. */
const figure = (panel: ReturnType<Page['getByRole']>, label: string | RegExp) =>
  panel
    .locator('dl > div, dl > div > div')
    .filter({ has: panel.page().locator('dt', { hasText: label }) })
    .first();

test.describe('response times', () => {
  test.afterEach(restoreTarget);

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`the panel, the target and the waiting entry at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const tag = marker(String(viewport.width));
      await askByApi(tag);
      const panel = await openConversations(page);

      // The question just asked is waiting, and the pending list says for how long.
      const waiting = figure(panel, 'Waiting now');
      await expect(waiting).toBeVisible();
      expect(Number(await waiting.locator('dd').first().innerText())).toBeGreaterThanOrEqual(1);
      await expect(panel.getByText(/^Questions asked since [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
      const entry = page.getByRole('article').filter({ hasText: tag });
      await expect(entry.getByText(/^Waiting \d+ (min|h)$/)).toBeVisible();

      // The chart, loaded on its own, with its text alternative.
      const chart = panel.getByRole('img', { name: /^Questions asked and median first reply per week, 12 weeks from/ });
      await expect(chart).toBeVisible();
      await expect(panel.getByRole('table', { name: 'Questions and first replies per week' }).locator('tbody tr')).toHaveCount(
        12,
      );

      // A target the server refuses shows its message under the input.
      const target = panel.getByRole('spinbutton', { name: 'Target (hours)' });
      await expect(target).toHaveValue(String(DEFAULT_RESPONSE_TARGET_HOURS));
      await target.fill('0');
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(target).toHaveAttribute('aria-invalid', 'true');
      await expect(target).toHaveAccessibleDescription(RESPONSE_TIME_MESSAGES.targetInvalid);

      // A target of 1 hour: the toast, and the figures read again.
      await target.fill('1');
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(RESPONSE_TIME_MESSAGES.targetSaved)).toBeVisible();
      await expect(panel.getByText('Answered within 1 h', { exact: true })).toBeVisible();
      await expect(target).toHaveValue('1');
      await expect(target).not.toHaveAttribute('aria-invalid', 'true');

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page, `Response times at ${viewport.width} px`);
      await expectTargetsAtLeast24px(page, `Response times at ${viewport.width} px`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, `h20-response-times-${viewport.width}`, { fullPage: true });

      // Back to 48 hours through the form, as an administrator would.
      await target.fill(String(DEFAULT_RESPONSE_TARGET_HOURS));
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(panel.getByText(`Answered within ${DEFAULT_RESPONSE_TARGET_HOURS} h`, { exact: true })).toBeVisible();
    });
  }
});
