// What every journey uses: the prepared accounts, the outbox, sign-in, and an axe check that fails on
// serious or critical violations.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { readOutbox } from '../../support/outbox';
import type { E2EAccounts } from './prepare-data';

export const accounts = (): E2EAccounts => JSON.parse(readFileSync(process.env.E2E_ACCOUNTS_FILE!, 'utf8'));
export const outbox = () => readOutbox(path.join(process.env.E2E_DATA_DIR!, 'outbox'));

export async function expectAccessible(page: Page, label = page.url()) {
  // A page whose code or data is still loading shows a spinner, then fades its content in: wait for
  // the spinner to go (briefly: a spinner that stays is checked as it is), then for the fade.
  await page.waitForFunction(() => !document.querySelector('.animate-spin'), undefined, { timeout: 5000 }).catch(() => undefined);
  // Pages fade and rise in; measured mid-animation, text is fainter than it will be.
  // Spinners and loading pulses run forever and are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  // Toasts stack and fade as they come and go; a frame of that fade is not a state anyone reads. With
  // reduced motion (which Sonner honours) each toast is either shown in full or not at all.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).analyze().finally(() => page.emulateMedia({ reducedMotion: null }));
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `accessibility violations on ${label}`,
  ).toEqual([]);
}

/** Every visible link and button is at least 24 by 24 px (WCAG 2.2's target size), or is a link inside a
 * sentence (the rule's inline exception). */
export async function expectTargetsAtLeast24px(page: Page, label = page.url()) {
  // As for axe: a toast's frame mid-fade is not a state (reduced motion, which Sonner honours).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const small = await page.evaluate(() => {
    // Toasts stacked behind the newest are see-through (opacity 0) until the stack is hovered open.
    const transparent = (el: HTMLElement | null): boolean =>
      el !== null && (getComputedStyle(el).opacity === '0' || transparent(el.parentElement));
    return [...document.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !transparent(el))
      // A link in running text, with words around it, is the inline exception.
      .filter((el) => {
        const inline = el.tagName === 'A' && getComputedStyle(el).display === 'inline';
        const own = el.textContent?.trim().length ?? 0;
        return !(inline && (el.parentElement?.textContent?.trim().length ?? 0) > own);
      })
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
      .map(({ el, box }) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`);
  });
  await page.emulateMedia({ reducedMotion: null });
  expect(small, `targets under 24 px on ${label}`).toEqual([]);
}

/** The API as one of the prepared accounts, from the site's origin (writes check it): for seeding a journey. */
export async function apiAs(who: 'admin' | 'member'): Promise<APIRequestContext> {
  const baseURL = process.env.E2E_BASE_URL!;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const { email, password } = accounts()[who];
  const signedIn = await api.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return api;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(/email/i).first().fill(email);
  await page.getByLabel(/^password/i).first().fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
