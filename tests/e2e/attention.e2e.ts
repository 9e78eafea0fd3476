// The admin home, 'Needs attention' (decision 039): with a question, an access request and an event this
// week made through the API, the administrator signs in, lands on Needs attention with non-zero figures,
// and one click on the oldest question opens that very entry in Conversations, focused. At 375 px the
// sections are a menu, used by keyboard. Axe (WCAG 2.2 AA) and 24 px targets at 1280 and 375 px, screenshots.
import { request, type Page } from '@playwright/test';
import { ACCESS_REQUEST_ROUTES } from '../../src/common/contracts/access-requests-routes';
import { ASK_ROUTES } from '../../src/common/contracts/ask-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { ADMIN_EVENT_ROUTES } from '../../src/common/contracts/events-routes';
import {
  accounts,
  apiAs,
  expect,
  expectAccessible,
  expectTargetsAtLeast24px,
  keepScreenshot,
  localDateTime,
  signIn,
  test,
} from './support/fixtures';

const tag = `Attn${Date.now().toString(36)}`;

test.beforeAll(async () => {
  const member = await apiAs('member');
  const asked = await member.post(ASK_ROUTES.save.path, {
    data: {
      name: 'Morgan Reyes',
      question: 'Who do you want to connect with?',
      answer: `${tag}: founders who have opened a second location.`,
      followup: 'no',
      sharePermission: false,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await member.dispose();

  const baseURL = process.env.E2E_BASE_URL!;
  const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const requested = await visitor.post(ACCESS_REQUEST_ROUTES.submit.path, {
    data: { email: `${tag.toLowerCase()}@attention.e2e.example.com`, firstName: tag, lastName: 'Applicant' },
  });
  expect(requested.ok(), await requested.text()).toBe(true);
  await visitor.dispose();

  // Today, late: whatever the day, it is this week (the community's zone is UTC here).
  const admin = await apiAs('admin');
  const event = await admin.post(endpointUrl(ADMIN_EVENT_ROUTES.create), {
    data: { title: `${tag} Salon`, date: localDateTime(0, '23:30'), location: 'Mercer Street Loft', capacity: 40 },
  });
  expect(event.status(), await event.text()).toBe(201);
  await admin.dispose();
});

async function signInAdmin(page: Page) {
  const { email, password } = accounts().admin;
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
}

const glance = (page: Page) => page.getByRole('list', { name: 'At a glance' });

async function checkScreen(page: Page, label: string) {
  await expectAccessible(page, label);
  await expectTargetsAtLeast24px(page, label);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} scrolls sideways`).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/** The oldest question's row leads to its own entry in Conversations, which takes the focus. */
async function followOldestQuestion(page: Page) {
  const oldest = page.getByRole('list', { name: 'Questions waiting' }).getByRole('link').first();
  const href = await oldest.getAttribute('href');
  const entryId = new URLSearchParams(href!.split('?')[1]).get('entry');
  expect(entryId).toBeTruthy();
  await oldest.click();
  await expect(page).toHaveURL(new RegExp(`tab=conversations&entry=${entryId}`));
  const entry = page.locator(`article[data-entry-id="${entryId}"]`);
  await expect(entry).toBeFocused();
  await expect(entry).toBeInViewport();
  return entry;
}

test.describe('the admin home', () => {
  test('at 1280 px: lands on Needs attention, with what waits, and one click opens the oldest question', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAdmin(page);
    await expect(page.getByRole('tab', { name: 'Needs attention' })).toHaveAttribute('aria-selected', 'true');
    // Every section's tab on one line, none scrolled out of sight.
    const strip = page.getByRole('tablist', { name: 'Dashboard sections' });
    await expect(page.getByRole('tab', { name: /^Magic Links\s*[1-9]/ })).toBeVisible();
    expect(await strip.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
    await expect(glance(page).getByRole('link', { name: /^[1-9]\d*\s*Questions? waiting/ })).toBeVisible();
    await expect(glance(page).getByRole('link', { name: /^[1-9]\d*\s*Access requests?/ })).toBeVisible();
    await expect(glance(page).getByRole('link', { name: /^[1-9]\d*\s*Events? this week/ })).toBeVisible();
    const events = page.getByRole('list', { name: 'This week’s events' });
    await expect(events.getByRole('link', { name: new RegExp(`${tag} Salon.*0 of 40 going`) })).toBeVisible();
    await checkScreen(page, 'Needs attention at 1280 px');
    await keepScreenshot(page, 'h32-attention-1280', { fullPage: true });

    await page.getByRole('link', { name: new RegExp(`^${tag} Salon`) }).click();
    await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Needs attention' }).click();

    const entry = await followOldestQuestion(page);
    await expect(entry.getByRole('textbox', { name: /Your response to/ })).toBeVisible();
    await keepScreenshot(page, 'h32-attention-entry-1280');
  });

  test('at 375 px: the sections are a menu, by keyboard, and the question is one tap away', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAdmin(page);
    await expect(page.getByRole('tablist', { name: 'Dashboard sections' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: /^Section\s*Needs attention/ });
    await expect(menuButton).toBeVisible();
    await expect(glance(page).getByRole('link', { name: /^[1-9]\d*\s*Questions? waiting/ })).toBeVisible();
    await checkScreen(page, 'Needs attention at 375 px');
    await keepScreenshot(page, 'h32-attention-375', { fullPage: true });

    // The keyboard opens the menu on the open section; arrows move, Enter chooses, and the address follows.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: 'Needs attention' })).toHaveAttribute('aria-checked', 'true');
    await checkScreen(page, 'section menu at 375 px');
    await keepScreenshot(page, 'h32-attention-menu-375');
    // Home puts focus on the first section whichever way the menu took focus on opening (its content or the
    // first item, depending on whether Radix saw the keyboard last): the steps below then start from one place.
    await page.keyboard.press('Home');
    await expect(menu.getByRole('menuitemradio', { name: 'Needs attention' })).toBeFocused();
    // Down the sections, one key at a time, each step checked: Magic Links is the seventh.
    const sections = menu.getByRole('menuitemradio');
    for (let step = 1; step <= 6; step++) {
      await page.keyboard.press('ArrowDown');
      await expect(sections.nth(step)).toBeFocused();
    }
    await expect(menu.getByRole('menuitemradio', { name: /^Magic Links/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/tab=magic-links/);
    await expect(page.getByRole('button', { name: /^Section\s*Magic Links/ })).toBeFocused();

    await page.getByRole('button', { name: /^Section\s*Magic Links/ }).click();
    await page.getByRole('menuitemradio', { name: 'Needs attention' }).click();
    await expect(page).toHaveURL(/tab=attention/);
    await followOldestQuestion(page);
    await checkScreen(page, 'the question opened from Needs attention at 375 px');
    await keepScreenshot(page, 'h32-attention-entry-375');
  });
});
