// Live updates (issue 19, decision 023) in the browser: the member keeps their home (/) open while an
// administrator answers in another browser, and the badge, the tab title, the dashboard's notice and a
// toast follow within 2 seconds with no reload (the 30-second poll rests while the stream is open); the administrator's dashboard hears of a new question the same way; a session revoked
// elsewhere closes the open page's stream and sends it to sign in; a member asked to connect by another
// member sees it on the open page at once. Screenshots at 375 and 1280 px.
import { request, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { LIVE_ROUTES } from '../../src/common/contracts/live-routes';
import { SESSION_ROUTES } from '../../src/common/contracts/session-routes';
import {
  accounts,
  expect,
  expectAccessible,
  expectTargetsAtLeast24px,
  signIn,
  signUpMember,
  test,
  apiAs,
  keepScreenshot,
} from './support/fixtures';
import { ASK_ROUTES } from '../../src/common/contracts/ask-routes';
import { CONNECTION_ROUTES } from '../../src/common/contracts/connections-routes';
import { DASHBOARD_ROUTES } from '../../src/common/contracts/dashboard-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';

const marker = (label: string) => `E2E live ${label} ${Date.now().toString(36)}`;
const repliesWords = (count: number) => (count === 1 ? '1 new reply' : `${count} new replies`);

async function askByApi(tag: string): Promise<string> {
  const member = await apiAs('member');
  const saved = await member.post(endpointUrl(ASK_ROUTES.save), {
    data: {
      name: 'Morgan Reyes',
      question: 'Who do you want to connect with?',
      answer: `${tag}: agency founders.`,
      followup: 'no',
      sharePermission: false,
    },
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  await member.dispose();
  return id;
}

/** A new member through the real access flow (signUpMember), signed in on `api`. */
async function newMember(firstName: string) {
  const tag = randomBytes(3).toString('hex');
  const person = {
    email: `${firstName.toLowerCase()}.live.${tag}@e2e.example.com`,
    password: `pass-${tag}-${firstName}`,
    firstName,
    lastName: `Live ${tag}`,
  };
  return { ...person, ...(await signUpMember(person)) };
}

async function signInAs(page: Page, who: 'admin' | 'member') {
  const { email, password } = accounts()[who];
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(who === 'admin' ? /\/admin\/dashboard$/ : /\/$/);
}

/** Resolves once the page's live stream is open (the server has joined it to the member's streams). */
function liveStreamOpened(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === LIVE_ROUTES.stream.path && response.status() === 200,
    {
      timeout: 30_000,
    },
  );
}

async function newBrowser(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test(`a reply reaches the open dashboard within 2 s, with no reload (${viewport.width} px)`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const tag = marker(`reply ${viewport.width}`);
    const entryId = await askByApi(tag);
    const opened = liveStreamOpened(page);
    await signInAs(page, 'member');
    await opened;
    const before = ((await (await page.request.get(endpointUrl(ASK_ROUTES.replies))).json()) as { newReplies: number })
      .newReplies;
    const after = before + 1;
    const askItem =
      viewport.width >= 1024
        ? page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: /^ASK FMC/ })
        : page.getByRole('button', { name: /^Open navigation/ });

    // The administrator answers from the inbox in another browser.
    const admin = await newBrowser(browser, { width: 1280, height: 900 });
    await signInAs(admin.page, 'admin');
    await admin.page.getByRole('tab', { name: /Conversations/ }).click();
    const entry = admin.page.getByRole('article').filter({ hasText: tag });
    await entry.getByRole('textbox', { name: /Your response to/ }).fill(`Meet the agency founders on Tuesday. ${tag}`);
    // Timed from the moment the answer is saved (the server's reply to the administrator's browser).
    const answered = admin.page.waitForResponse((response) =>
      /\/api\/admin\/conversations\/[^/]+\/answer$/.test(new URL(response.url()).pathname),
    );
    await entry.getByRole('button', { name: 'Send Response' }).click();
    expect((await answered).ok()).toBe(true);
    const sent = Date.now();
    if (process.env.E2E_LIVE_DEBUG) {
      page.on('request', (r) => console.log(`+${Date.now() - sent} ms request ${r.url()}`));
      page.on('requestfinished', (r) => console.log(`+${Date.now() - sent} ms finished ${r.url()}`));
    }

    const label = viewport.width >= 1024 ? `ASK FMC, ${repliesWords(after)}` : `Open navigation, ${repliesWords(after)}`;
    // Checked on every frame in the page (expect's own retries come at growing intervals, up to a second apart).
    const shown = await page.waitForFunction(
      (wanted) => (document.querySelector(`[aria-label="${wanted}"]`) ? Date.now() : false),
      label,
      {
        polling: 'raf',
        timeout: 2_000,
      },
    );
    expect((await shown.jsonValue()) as number).toBeLessThan(sent + 2_000);
    await expect(askItem).toHaveAccessibleName(label);
    await expect(page).toHaveTitle(new RegExp(`^\\(${after}\\) Home`));
    await expect(page.getByRole('status').filter({ hasText: 'The FMC team replied' })).toContainText(repliesWords(after));
    const toast = page.getByText('The team replied to your question.');
    await expect(toast).toBeVisible();
    // A toast waits while the pointer is on it (long enough to check it and read it).
    await toast.hover();
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, `h19-live-reply-${viewport.width}`);
    await expectAccessible(page, `dashboard with a live reply at ${viewport.width} px`);
    await expectTargetsAtLeast24px(page, `dashboard with a live reply at ${viewport.width} px`);

    // The toast's button opens the chat, where the entry waits as New.
    await page.getByRole('button', { name: 'Read it' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
    expect(entryId).toBeTruthy();
  });
}

test("a new question reaches the administrator's open dashboard within 2 s: badge, tab title, toast", async ({ page }) => {
  const opened = liveStreamOpened(page);
  await signInAs(page, 'admin');
  await opened;
  const pending = (
    (await (await page.request.get(endpointUrl(DASHBOARD_ROUTES.summary))).json()) as { pendingConversations: number }
  ).pendingConversations;
  const asked = Date.now();
  await askByApi(marker('question'));
  const shown = await page.waitForFunction(
    (wanted) => (document.title === wanted ? Date.now() : false),
    `(${pending + 1}) Admin Dashboard`,
    {
      polling: 'raf',
      timeout: 2_000,
    },
  );
  expect((await shown.jsonValue()) as number).toBeLessThan(asked + 2_000);
  await expect(page.getByRole('button', { name: new RegExp(`^${pending + 1} pending`) })).toBeVisible();
  await expect(page.getByText('A member asked a new question.')).toBeVisible();
  await page.getByText('A member asked a new question.').hover();
  await keepScreenshot(page, `h19-live-admin-question-1280`);
  await expectAccessible(page, 'admin dashboard with a live question');
  await expectTargetsAtLeast24px(page, 'admin dashboard with a live question');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByText('A member asked a new question.').hover();
  await keepScreenshot(page, `h19-live-admin-question-375`);
  await expectAccessible(page, 'admin dashboard with a live question at 375 px');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/tab=conversations/);
});

test('a session revoked elsewhere closes the open page: it goes to sign in, and the server refuses the session', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const opened = liveStreamOpened(page);
  await signInAs(page, 'member');
  await opened;
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith('session_token'))!;
  expect(session).toBeTruthy();
  // The same session signed out from somewhere else (another device, another app server).
  const baseURL = process.env.E2E_BASE_URL!;
  const elsewhere = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL, Cookie: `${session.name}=${session.value}` },
  });
  const revoked = Date.now();
  expect((await elsewhere.post('/api/auth/sign-out', { data: {} })).ok()).toBe(true);
  await expect(page).toHaveURL(/\/login/, { timeout: 2_000 });
  expect(Date.now() - revoked).toBeLessThan(2_000);
  const me = (await (await elsewhere.get(SESSION_ROUTES.me.path)).json()) as { kind: string };
  expect(me.kind).toBe('visitor');
  expect((await elsewhere.get(LIVE_ROUTES.stream.path)).status()).toBe(401);
  await elsewhere.dispose();
  await keepScreenshot(page, `h19-live-revoked-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, `h19-live-revoked-1280`);
});

test('a connection request reaches the open page of the member asked within 2 s: toast, sidebar count, a button to the connections', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const [asked, asking] = [await newMember('Noor'), await newMember('Omar')];
  const opened = liveStreamOpened(page);
  await page.goto('/login');
  await signIn(page, asked.email, asked.password);
  await expect(page).toHaveURL(/\/$/);
  await opened;

  // Another member asks, from their own browser (here its API).
  const sent = await asking.api.post(endpointUrl(CONNECTION_ROUTES.connect), { data: { toAttendeeId: asked.attendeeId } });
  expect(sent.status(), await sent.text()).toBe(201);
  const at = Date.now();
  const shown = await page.waitForFunction(
    (wanted) => (document.body.innerText.includes(wanted) ? Date.now() : false),
    'Someone asked to be introduced to you.',
    { polling: 'raf', timeout: 2_000 },
  );
  expect((await shown.jsonValue()) as number).toBeLessThan(at + 2_000);
  await expect(page.getByRole('link', { name: 'Connections, 1 request waiting' })).toBeVisible();
  const toast = page.getByText('Someone asked to be introduced to you.');
  await toast.hover();
  await keepScreenshot(page, `h19-live-connection-request-1280`);
  await expectAccessible(page, 'dashboard with a live connection request');
  await expectTargetsAtLeast24px(page, 'dashboard with a live connection request');

  // The toast's button opens the connections, where the request waits for an answer.
  await page.getByRole('button', { name: 'See the request' }).click();
  await expect(page).toHaveURL(/\/connections$/);
  await expect(page.getByRole('main').getByText(`${asking.firstName} ${asking.lastName}`).first()).toBeVisible();
  await Promise.all([asked.api.dispose(), asking.api.dispose()]);
});
