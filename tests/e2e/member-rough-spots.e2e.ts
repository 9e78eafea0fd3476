// Issue 32's rough spots on the member side, at 375 and 1280 px: the Ask bar docked at the bottom of a
// phone's screen covers no control (an event page's 'Add to calendar' was under the floating button), a
// toast sits at the bottom, clear of the top bar and of the Ask bar, the login page opens with the caret
// in its form, and two conversations on the same question read differently (the member's own words, the
// question as a tag). Screenshots under E2E_SHOTS_DIR.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ASK_ROUTES } from '../../src/common/contracts/ask-routes';
import { ADMIN_EVENT_ROUTES } from '../../src/common/contracts/events-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { accounts, apiAs, expect, expectAccessible, keepScreenshot, localDateTime, signIn, test } from './support/fixtures';

const WIDTHS = [375, 1280] as const;
const viewportOf = (width: number) => ({ width, height: width === 375 ? 812 : 900 });

async function signInMember(page: Page) {
  const { member } = accounts();
  await page.goto('/login');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/$/);
}

/** The bottom of the lowest visible control in the page's main content, and the Ask bar's top (or the screen's end). */
async function lowestControlAndBarTop(page: Page) {
  return page.evaluate(() => {
    const main = document.getElementById('main-content')!;
    const controls = Array.from(main.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'));
    const shown = controls.map((control) => control.getBoundingClientRect()).filter((box) => box.height > 0);
    const bar = document.querySelector('nav[aria-label$="shortcut"]');
    const barTop = bar && bar.getBoundingClientRect().height > 0 ? bar.getBoundingClientRect().top : window.innerHeight;
    return { lowest: Math.max(...shown.map((box) => box.bottom)), barTop };
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('the login page opens with the caret in its email field', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toBeFocused();
      await expectAccessible(page, `login at ${width} px`);
      await keepScreenshot(page, `h32m-login-${width}`);
    });

    test("an event page's actions are clear of the Ask bar, and a toast covers neither the top bar nor the bar", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const admin = await apiAs('admin');
      const title = `Rough Spots Salon ${randomBytes(3).toString('hex')}`;
      const created = await admin.post(endpointUrl(ADMIN_EVENT_ROUTES.create), {
        data: { title, date: localDateTime(12), location: 'Mercer Street Loft, New York' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const id = ((await created.json()) as { event: { id: string } }).event.id;
      await admin.dispose();

      await signInMember(page);
      // The home has its own Ask card: no bar repeats it.
      await expect(page.getByRole('heading', { name: 'Have a question for the collective?' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: /shortcut$/ })).toHaveCount(0);
      await expectAccessible(page, `member home at ${width} px`);
      await keepScreenshot(page, `h32m-home-${width}`, { fullPage: true });

      await page.goto(`/salonss/${id}`);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      const bar = page.getByRole('navigation', { name: /shortcut$/ });
      if (width === 375) {
        await expect(bar).toBeVisible();
        expect((await bar.getByRole('link').boundingBox())!.height).toBeGreaterThanOrEqual(24);
      } else {
        await expect(bar).toBeHidden();
      }
      await expectAccessible(page, `event page at ${width} px`);
      await keepScreenshot(page, `h32m-event-${width}`);

      // Going: a toast says so, away from the top bar and above the Ask bar.
      const answer = page.getByRole('group', { name: `Your answer to ${title}` });
      await answer.getByRole('button', { name: 'Going' }).click();
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toBeVisible();
      await page.waitForTimeout(600); // Sonner's entrance
      const toastBox = (await toast.boundingBox())!;
      const { barTop } = await lowestControlAndBarTop(page);
      expect(toastBox.y).toBeGreaterThan(64 + 8);
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barTop);
      await keepScreenshot(page, `h32m-event-toast-${width}`);

      // 'Add to calendar' scrolled to the screen's foot is above the bar, and so, at the page's end, is every control.
      const calendar = page.getByRole('link', { name: 'Add to calendar' });
      await calendar.evaluate((link) => link.scrollIntoView({ block: 'end' }));
      const calendarBox = (await calendar.boundingBox())!;
      expect(calendarBox.y + calendarBox.height).toBeLessThanOrEqual((await lowestControlAndBarTop(page)).barTop);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const { lowest, barTop: top } = await lowestControlAndBarTop(page);
      expect(lowest).toBeLessThanOrEqual(top);
      await keepScreenshot(page, `h32m-event-end-${width}`);
    });

    test('two conversations on the same question read differently, the question a tag', async ({ page }) => {
      const member = await apiAs('member');
      const tag = randomBytes(2).toString('hex');
      for (const answer of [
        `Finding a supplier for heritage grains (${tag}) who can deliver twice a week to both kitchens`,
        `Our walk-in keeps failing every summer (${tag})`,
      ]) {
        const saved = await member.post(endpointUrl(ASK_ROUTES.save), {
          data: {
            name: 'Morgan Reyes',
            question: 'What problem do you need to solve?',
            answer,
            followup: 'no',
            sharePermission: false,
          },
        });
        expect(saved.status(), await saved.text()).toBe(201);
      }
      await member.dispose();

      await signInMember(page);
      await page.goto('/chat');
      if (width === 375) await page.getByRole('button', { name: /^Open conversations/ }).click();
      const first = page.getByRole('button', { name: new RegExp(`Finding a supplier for heritage grains \\(${tag}\\)`) });
      const second = page.getByRole('button', { name: new RegExp(`Our walk-in keeps failing every summer \\(${tag}\\)`) });
      await expect(first).toContainText('Problem to solve');
      await expect(first).toContainText('…');
      await expect(second).toContainText('Problem to solve');
      await expectAccessible(page, `conversation list at ${width} px`);
      await keepScreenshot(page, `h32m-conversations-${width}`);
      await second.click();
      await expect(page.getByRole('article', { name: new RegExp(`^Your entry: Our walk-in`) })).toBeVisible();
      await keepScreenshot(page, `h32m-conversation-open-${width}`);
    });
  });
}
