// Private messages end to end (issue 35): Ana and Ben, connected through an accepted introduction, each in
// a browser of their own. Ana opens the conversation from her connections and writes; Ben's open page shows
// it within 2 seconds with the sidebar's unread badge and the tab title's count, no reload; Ben opens it
// (the badge clears) and replies with a link; Ana's open conversation shows the reply and 'Read' under her
// message. The list, the conversation and the empty list pass axe at 1280 and 375 px, keep 24 px targets,
// and are screenshotted for review when E2E_SHOTS_DIR is set.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { CONNECTION_ROUTES } from '../../src/common/contracts/connections-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { LIVE_ROUTES } from '../../src/common/contracts/live-routes';
import { checkBothWidths, expect, signIn, signUpMember, test } from './support/fixtures';

const tag = randomBytes(3).toString('hex');
const SCREEN = { targets: true, fits: true, shotPrefix: 'h35-' };

type Person = { email: string; password: string; firstName: string; lastName: string; fullName: string };
const person = (firstName: string): Person => ({
  email: `${firstName.toLowerCase()}.messages.${tag}@e2e.example.com`,
  password: `pass-${tag}-${firstName}`,
  firstName,
  lastName: `Messages ${tag}`,
  fullName: `${firstName} Messages ${tag}`,
});
const ana = person('Ana');
const ben = person('Ben');

async function signedInPage(browser: Browser, who: Person): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, who.email, who.password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** Resolves once the page's live stream is open. */
const liveStreamOpened = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === LIVE_ROUTES.stream.path && response.status() === 200, {
    timeout: 30_000,
  });

test.describe('messages', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test.beforeAll(async () => {
    // Connected: Ana asks, Ben accepts.
    const anaApi = await signUpMember(ana);
    const benApi = await signUpMember(ben);
    const asked = await anaApi.api.post(endpointUrl(CONNECTION_ROUTES.connect), { data: { toAttendeeId: benApi.attendeeId } });
    expect(asked.status(), await asked.text()).toBe(201);
    const { state } = (await asked.json()) as { state: { requestId: string } };
    const accepted = await benApi.api.post(endpointUrl(CONNECTION_ROUTES.accept, { id: state.requestId }));
    expect(accepted.ok(), await accepted.text()).toBe(true);
    await anaApi.api.dispose();
    await benApi.api.dispose();
  });

  test('Ana writes from her connections; Ben’s open page shows it live with the badge; Ben reads and replies; Ana sees it and Read', async ({
    browser,
  }) => {
    const anaPage = await signedInPage(browser, ana);
    const benPage = await signedInPage(browser, ben);

    // Ben has no conversation yet: the empty list says how one starts.
    const benLive = liveStreamOpened(benPage);
    await benPage.goto('/messages');
    await expect(benPage.getByText('No conversations yet')).toBeVisible();
    await expect(benPage.getByRole('heading', { name: 'Who can read your messages' })).toBeVisible();
    await checkBothWidths(benPage, 'messages-empty', SCREEN);
    await benLive;

    // Ana opens the conversation from her connections.
    await anaPage.goto('/connections');
    await anaPage.getByRole('button', { name: `Message ${ben.fullName}` }).click();
    await expect(anaPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(anaPage.getByRole('heading', { level: 1, name: ben.fullName })).toBeVisible();
    await expect(anaPage.getByText(`Say hello to ${ben.firstName}`)).toBeVisible();

    // Ana writes; Ben's open list shows it within 2 s, with the sidebar's badge and the title's count.
    const field = anaPage.getByRole('textbox', { name: `Message ${ben.fullName}` });
    await field.fill('Lovely to meet you at the salon. Shall we talk podcasts?');
    await field.press('Enter');
    await expect(anaPage.getByText('Lovely to meet you at the salon.')).toBeVisible();
    await expect(field).toHaveValue('');
    const row = benPage.getByRole('link', { name: new RegExp(`^${ana.fullName}, 1 unread message: Lovely to meet you`) });
    await expect(row).toBeVisible({ timeout: 2_000 });
    await expect(benPage.getByRole('link', { name: 'Messages, 1 unread message' })).toBeVisible({ timeout: 2_000 });
    await expect(benPage).toHaveTitle(/^\(1\) /);
    // It reached Ben's page: Delivered, for Ana.
    await expect(anaPage.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 5_000 });
    await checkBothWidths(benPage, 'messages-list', SCREEN);

    // Ben opens it: read, the badge and the count go; Ana sees Read.
    await row.click();
    await expect(benPage.getByText('Lovely to meet you at the salon.')).toBeVisible();
    await expect(benPage.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await expect(benPage).not.toHaveTitle(/^\(\d+\) /);
    await expect(anaPage.getByText('Read', { exact: true })).toBeVisible({ timeout: 2_000 });

    // Ben replies with a link; Ana's open conversation shows it (live, no reload), the link safe.
    await benPage
      .getByRole('textbox', { name: `Message ${ana.fullName}` })
      .fill('Yes please! My notes: https://salon.example/podcasts');
    await benPage.getByRole('button', { name: 'Send' }).click();
    const link = anaPage.getByRole('link', { name: 'https://salon.example/podcasts' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // Read at once on Ana's open page: no badge for her.
    await expect(anaPage.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

    await checkBothWidths(anaPage, 'conversation', SCREEN);
    await anaPage.context().close();
    await benPage.context().close();
  });
});
