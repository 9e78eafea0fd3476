// What every journey uses: the prepared accounts, the outbox, sign-in, and an axe check that fails on
// serious or critical violations.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ACCESS_REQUEST_ROUTES } from '../../../src/common/contracts/access-requests-routes';
import { endpointUrl } from '../../../src/common/contracts/endpoint';
import { PROFILE_ROUTES } from '../../../src/common/contracts/profile-routes';
import { SESSION_ROUTES } from '../../../src/common/contracts/session-routes';
import { readOutbox } from '../../support/outbox';
import type { E2EAccounts } from './prepare-data';

export const accounts = (): E2EAccounts => JSON.parse(readFileSync(process.env.E2E_ACCOUNTS_FILE!, 'utf8'));
export const outbox = () => readOutbox(path.join(process.env.E2E_DATA_DIR!, 'outbox'));

/** The clock, read once as the journeys load: every day a journey makes and checks counts from it, so a run
 * that crosses midnight (CI runs when a session stops) keeps each date on one day. */
const JOURNEYS_LOADED_AT = Date.now();
/** The moment `days` from when the journeys loaded. */
export const daysFromNow = (days: number) => new Date(JOURNEYS_LOADED_AT + days * 86_400_000);
/** A date-time `days` from now, as a datetime-local input takes it, in the community's zone (UTC here). */
export const localDateTime = (days: number, time = '18:30') => `${daysFromNow(days).toISOString().slice(0, 10)}T${time}`;

/** Keeps a screenshot for a person to look at when E2E_SHOTS_DIR names a folder (`name`.png there); a run
 * without it, CI's, takes none. */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), ...options });
}

/** WCAG 2.2 AA as the team checks it (axe's target-size rule, its wcag22aa one, runs only when asked for by
 * tag), and axe's best practices (a dialog's name, a positive tabindex), as before. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** In the page: whether every animation that has an end has finished (`describe` false), or those still
 * running, each as its name and its element's tag (`describe` true). One condition for the wait and for the
 * message; it runs in the page, so it uses nothing from outside itself. */
function animationsSettled(describe: boolean): boolean | string[] {
  const moving = document
    .getAnimations()
    .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
  if (!describe) return moving.length === 0;
  return moving.map((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    const name =
      'animationName' in animation
        ? animation.animationName
        : 'transitionProperty' in animation
          ? animation.transitionProperty
          : '';
    return `${String(name)} on ${target ? target.tagName.toLowerCase() : 'nothing'}`;
  });
}

export async function expectAccessible(page: Page, label = page.url()) {
  // The two waits for the page's content poll on a timer: what they read is in the document, frames or not.
  const poll = { polling: 100, timeout: 5000 };
  // A page whose code or data is still loading shows a spinner, then fades its content in: wait for
  // the spinner to go (briefly: a spinner that stays is checked as it is), then for the fade.
  await page.waitForFunction(() => !document.querySelector('.animate-spin'), undefined, poll).catch(() => undefined);
  // A list being fetched again stays on screen, dimmed and aria-busy, until the new answer arrives: that
  // in-between state is not what anyone reads, so wait for it to end (briefly, as for a spinner).
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, poll).catch(() => undefined);
  // Pages fade and rise in; measured mid-animation, text is fainter than it will be.
  // Spinners and loading pulses run forever and are not waited for.
  // This one waits frame by frame, as an animation moves only when the page paints; and for 15 s at most,
  // then says what is still moving (a page that stopped painting once held a journey for its whole eight
  // minutes in CI, saying nothing).
  const settled = await page.waitForFunction(animationsSettled, false, { timeout: 15_000 }).then(
    () => true,
    (error: Error) => {
      if (error.name === 'TimeoutError') return false;
      throw error;
    },
  );
  if (!settled) {
    const moving = (await page.evaluate(animationsSettled, true)) as string[];
    throw new Error(`still animating after 15 s on ${label}: ${[...new Set(moving)].join(', ')}`);
  }
  // Toasts stack and fade as they come and go; a frame of that fade is not a state anyone reads. With
  // reduced motion (which Sonner honours) each toast is either shown in full or not at all.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A page still scrolling (focus returning to a row, a list growing above it) is not a state either: wait
  // until two frames in a row agree on where it is.
  await page
    .waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const at = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === at)));
        }),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  // Violations only (passes are not collected, node by node), and in the page itself: the default runs axe in
  // each frame, then again in a new blank page to combine the frames' results. The product has no frames, so
  // the two give the same violations; this way costs a third of the time (11.5 s against 4 s on the API
  // reference, 0.8 s against 0.3 s on a dashboard tab).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode()
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
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
    return (
      [...document.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')]
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !transparent(el))
        // A link in running text, with words around it, is the inline exception.
        .filter((el) => {
          const inline = el.tagName === 'A' && getComputedStyle(el).display === 'inline';
          const own = el.textContent?.trim().length ?? 0;
          return !(inline && (el.parentElement?.textContent?.trim().length ?? 0) > own);
        })
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
        .map(
          ({ el, box }) =>
            `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        )
    );
  });
  await page.emulateMedia({ reducedMotion: null });
  expect(small, `targets under 24 px on ${label}`).toEqual([]);
}

/** What checkBothWidths checks beyond axe: the 24 px targets, that nothing pushes the page sideways, and
 * the prefix of the screenshots' names. */
type ScreenChecks = { targets?: boolean; fits?: boolean; shotPrefix?: string };

/** A screen as the team checks it, at 1280 px and then 375 px: axe at WCAG 2.2 AA, what `checks` adds, and a
 * screenshot of each width kept to look at (`prefix``name`-width.png, when E2E_SHOTS_DIR is set). Ends at
 * 1280 px. */
export async function checkBothWidths(
  page: Page,
  name: string,
  { targets = false, fits = false, shotPrefix = '' }: ScreenChecks = {},
) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const label = `${name} at ${width}px`;
    await expectAccessible(page, label);
    if (targets) await expectTargetsAtLeast24px(page, label);
    if (fits) {
      // Long names, emails and values wrap rather than push the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} scrolls sideways`).toBeLessThanOrEqual(
        width,
      );
    }
    await keepScreenshot(page, `${shotPrefix}${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens a section of the admin dashboard as a person would at the page's width: its tab from 640 px,
 * the section menu below (decision 039). */
export async function openDashboardSection(page: Page, name: string | RegExp) {
  const tab = page.getByRole('tab', { name });
  const menuButton = page.getByRole('button', { name: /^Section\b/ });
  // Whichever the width shows, once the dashboard has drawn it.
  await expect(tab.or(menuButton)).toBeVisible();
  if (await tab.isVisible()) return tab.click();
  await menuButton.click();
  await page.getByRole('menuitemradio', { name }).click();
}

/** The API as one of the prepared accounts, from the site's origin (writes check it): for seeding a journey. */
export async function apiAs(who: keyof E2EAccounts): Promise<APIRequestContext> {
  const baseURL = process.env.E2E_BASE_URL!;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const { email, password } = accounts()[who];
  const signedIn = await api.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return api;
}

/** Someone who joins during a journey: the account they make. */
export type NewMember = { email: string; password: string; firstName: string; lastName: string };

/** A member through the real access flow (an administrator's link, then sign-up): their API, signed in,
 * from the site's origin, and their member id. With `profile`, they then fill in those fields of their
 * profile (company, industry, interests...). */
export async function signUpMember(
  who: NewMember,
  profile?: Record<string, unknown>,
): Promise<{ api: APIRequestContext; attendeeId: string }> {
  const baseURL = process.env.E2E_BASE_URL!;
  const admin = await apiAs('admin');
  const created = await admin.post(endpointUrl(ACCESS_REQUEST_ROUTES.adminCreate), {
    data: { email: who.email, firstName: who.firstName, lastName: who.lastName },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  await admin.dispose();
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signedUp = await api.post(endpointUrl(ACCESS_REQUEST_ROUTES.signUp, { token }), {
    data: { password: who.password, firstName: who.firstName, lastName: who.lastName },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  if (profile) {
    const saved = await api.put(endpointUrl(PROFILE_ROUTES.update), {
      data: { firstName: who.firstName, lastName: who.lastName, ...profile },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const me = (await (await api.get(SESSION_ROUTES.me.path)).json()) as { user: { attendeeId: string } };
  return { api, attendeeId: me.user.attendeeId };
}

/** Gives a browser the session `api` holds (a member signUpMember just made): its pages open signed in, with
 * no sign-in form on the way. */
export async function shareSession(context: BrowserContext, api: APIRequestContext) {
  await context.addCookies((await api.storageState()).cookies);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(/email/i).first().fill(email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

export const test = base.extend<{ failOnPageErrors: void; closeOwnContexts: void }>({
  // Journeys open browsers of their own (an administrator beside a member); each is closed when its journey
  // ends, so that no page from an earlier journey goes on running in the worker's browser (its live stream,
  // its timers), taking the machine's time from the journeys after it.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
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
