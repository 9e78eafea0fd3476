// The Ask journeys: a member asks through the five steps, an administrator answers from the inbox, the
// member reads the reply; the same on a phone; the whole chat by keyboard alone; a reply waiting shows on
// the dashboard and the sidebar without a reload; the yes/no rule; the inbox's views and CSV exports.
import { readFileSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { ASK_ROUTES } from '../../src/common/contracts/ask-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { INBOX_ROUTES } from '../../src/common/contracts/inbox-routes';
import { accounts, expect, expectAccessible, openDashboardSection, signIn, test, apiAs } from './support/fixtures';
import { DASHBOARD_ROUTES } from '../../src/common/contracts/dashboard-routes';

const YES_OR_NO = "Please answer with 'yes' or 'no'.";

/** A marker that starts each answer, so every test finds its own entry (lists cut previews to 60 characters). */
const marker = (label: string) => `E2E ${label} ${Date.now().toString(36)}`;

async function signInMember(page: Page) {
  const { member } = accounts();
  await page.goto('/login');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/$/);
}

async function signInAdmin(page: Page) {
  const { admin } = accounts();
  await page.goto('/login');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A second browser, signed in as the administrator, that fails the test on uncaught page errors. */
async function openAdminBrowser(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAdmin(page);
  return { context, page, errors };
}

/** The API as `who`, for the steps a journey only needs done (the other side of the conversation). */
/** The administrator answers the pending entry whose answer starts with `tag`. */
async function answerByApi(tag: string, response: string) {
  const api = await apiAs('admin');
  const list = await (await api.get(endpointUrl(INBOX_ROUTES.list, {}, { view: 'pending', pageSize: 100 }))).json();
  const entry = (list.items as Array<{ id: string; answer: string }>).find((item) => item.answer.startsWith(tag));
  expect(entry, `a pending entry starting with ${tag}`).toBeTruthy();
  const answered = await api.post(endpointUrl(INBOX_ROUTES.answer, { id: entry!.id }), { data: { response } });
  expect(answered.ok()).toBe(true);
  await api.dispose();
}

async function pendingCount(page: Page): Promise<number> {
  const response = await page.request.get(endpointUrl(DASHBOARD_ROUTES.summary));
  return ((await response.json()) as { pendingConversations: number }).pendingConversations;
}

async function openInbox(page: Page) {
  await openDashboardSection(page, /Conversations/);
  await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible();
}

const chatInput = (page: Page, label: string) => page.getByRole('textbox', { name: label });

/** Spec 9: the member's reply poll. */
const REPLY_POLL_MS = 30_000;

/** Saves a finished chat for the demo member through the API, its answer starting with `tag`. */
async function askByApi(tag: string) {
  const member = await apiAs('member');
  const saved = await member.post(ASK_ROUTES.save.path, {
    data: {
      name: 'Morgan Reyes',
      question: 'Who do you want to connect with?',
      answer: `${tag}: founders who moved from franchising into media.`,
      followup: 'no',
      sharePermission: false,
    },
  });
  expect(saved.status()).toBe(201);
  await member.dispose();
}

/** The member's unread replies, as the poll counts them. */
async function newRepliesOf(page: Page): Promise<number> {
  const response = await page.request.get(ASK_ROUTES.replies.path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { newReplies: number }).newReplies;
}

const repliesWords = (count: number) => (count === 1 ? '1 new reply' : `${count} new replies`);

/**
 * Whether the focused element is inside the group named `name`. The chat moves the focus in the frame
 * after a step renders; this reads it two frames on, so a Tab is never pressed while that move is still
 * due (the move would then land first and the Tab carry the focus past the first choice).
 */
const focusIsIn = (page: Page, name: string) =>
  page.evaluate(async (group) => {
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
    return Boolean(document.activeElement?.closest(`[role="group"][aria-label="${group}"]`));
  }, name);

/** Presses Tab until the focus is inside the group `name`, at most `most` times; answers the presses used. */
async function tabInto(page: Page, name: string, most: number): Promise<number> {
  for (let presses = 0; presses <= most; presses++) {
    if (await focusIsIn(page, name)) return presses;
    if (presses < most) await page.keyboard.press('Tab');
  }
  throw new Error(`the focus did not reach '${name}' within ${most} Tab presses`);
}

test.describe('Ask on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('a member asks through the five steps, an administrator answers, the member reads the reply', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = marker('desktop');
    const answer = `${tag}: we need a reliable way to vet local marketing agencies.`;
    await signInMember(page);
    await page.goto('/chat');

    // The frame: Conversations, New Conversation and the five-step progress bar.
    const sidebar = page.getByRole('region', { name: 'Conversations' });
    await expect(sidebar.getByRole('heading', { name: 'Conversations' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'New Conversation' })).toBeVisible();
    const progress = page.getByRole('navigation', { name: 'Progress' });
    for (const label of ['Your Name', 'Select Question', 'Your Response', 'Additional Info', 'Sharing Permission']) {
      await expect(progress.getByText(label)).toBeVisible();
    }
    await expect(progress.locator('[aria-current="step"]')).toContainText('Your Name');

    // Step 1: the name, prefilled from the profile.
    await expect(chatInput(page, 'Your name')).toHaveValue('Morgan Reyes');
    await expectAccessible(page, 'Ask chat at 1280 px');
    await chatInput(page, 'Your name').press('Enter');

    // Step 2: the five questions as buttons.
    await expect(progress.locator('[aria-current="step"]')).toContainText('Select Question');
    const questions = page.getByRole('group', { name: 'Choose a question' });
    await expect(questions.getByRole('button')).toHaveCount(5);
    await questions.getByRole('button', { name: 'What problem do you need to solve?' }).click();

    // Step 3: a blank answer is ignored; Shift+Enter adds a line; Enter sends.
    const response = chatInput(page, 'Your response');
    await expect(response).toBeFocused();
    await response.press('Enter');
    await expect(response).toBeVisible();
    await response.fill(answer);
    await response.press('Shift+Enter');
    await response.pressSequentially('Three cities this year.');
    await expect(response).toHaveValue(`${answer}\nThree cities this year.`);
    await response.press('Enter');
    const chat = page.getByRole('log', { name: 'Chat' });
    await expect(chat.getByText('Three cities this year.')).toBeVisible();

    // Step 4 and 5.
    await chatInput(page, 'Additional details').fill('Budget is flexible.');
    await chatInput(page, 'Additional details').press('Enter');
    await expect(progress.locator('[aria-current="step"]')).toContainText('Sharing Permission');
    await chatInput(page, 'Sharing permission').fill('yes');
    await chatInput(page, 'Sharing permission').press('Enter');

    // Complete: the input is gone and the entry is saved, Pending.
    await expect(page.getByRole('textbox')).toHaveCount(0);
    const saved = page.getByRole('article', { name: /Your entry/ });
    await expect(saved.getByText('Pending', { exact: true })).toBeVisible();
    const item = sidebar.getByRole('listitem').filter({ hasText: tag });
    await expect(item).toContainText('Pending');

    // The administrator, in a second browser: the header badge, the tab title and the Pending entry.
    const admin = await openAdminBrowser(browser);
    const pending = await pendingCount(admin.page);
    expect(pending).toBeGreaterThan(0);
    await expect(admin.page).toHaveTitle(`(${pending}) Admin Dashboard`);
    await expect(
      admin.page.getByRole('button', { name: new RegExp(`^${pending} pending conversations?: open Conversations$`) }),
    ).toContainText(`${pending} pending`);
    await openInbox(admin.page);
    await expect(admin.page.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
    const entry = admin.page.getByRole('article').filter({ hasText: tag });
    await expect(entry).toBeVisible();
    await expect(entry.getByText('Shareable')).toBeVisible();
    await expect(entry).toContainText('Additional details: Budget is flexible.');
    await expectAccessible(admin.page, 'Conversations inbox at 1280 px');

    // 'Show all message details' shows every saved question and answer.
    await admin.page.getByRole('switch', { name: 'Show all message details' }).click();
    await expect(entry.getByRole('definition').filter({ hasText: 'Budget is flexible.' })).toBeVisible();
    await expect(entry.getByText('May be shared')).toBeVisible();
    await admin.page.getByRole('switch', { name: 'Show all message details' }).click();

    // The response is required, then sent.
    await entry.getByRole('button', { name: 'Send Response' }).click();
    await expect(entry.getByText('The response is required.')).toBeVisible();
    const reply = `Thanks Morgan: two members vet agencies for new markets. ${tag}`;
    await entry.getByRole('textbox', { name: /Your response to/ }).fill(reply);
    await entry.getByRole('button', { name: 'Send Response' }).click();
    await expect(admin.page.getByText('Response sent successfully')).toBeVisible();
    await expect(admin.page.getByRole('article').filter({ hasText: tag })).toHaveCount(0);
    // The header badge and the tab title follow at once, not at the next 60-second refresh.
    const left = pending - 1;
    await expect(admin.page).toHaveTitle(left ? `(${left}) Admin Dashboard` : 'Admin Dashboard');
    await admin.page.getByRole('tab', { name: 'Answered' }).click();
    await expect(admin.page.getByRole('article').filter({ hasText: tag })).toContainText(reply);
    expect(admin.errors, 'uncaught errors in the admin page').toEqual([]);
    await admin.context.close();

    // The member: the New badge, the reply, then the badge clears (on the server too).
    await page.reload();
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    await expect(sidebar.getByText(/1 new/)).toBeVisible();
    await item.getByRole('button').click();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    const card = page.getByRole('article', { name: /Your entry/ });
    await expect(card.getByText('Answered', { exact: true })).toBeVisible();
    await expect(card.getByText(reply)).toBeVisible();
    await expect(card.getByText(/^Replied /)).toBeVisible();
    await expect(card.getByText(/Additional details: Budget is flexible\./)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Past conversation' }).getByText('Describe the problem, and what you have tried so far.'),
    ).toBeVisible();
    await expect(item.getByText('New', { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'Ask transcript at 1280 px');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('log', { name: 'Chat' })).toBeVisible();
    await page.reload();
    await expect(item).toContainText('Answered');
    await expect(item.getByText('New', { exact: true })).toHaveCount(0);
  });

  test('an answer that is not yes or no at the permission step is asked again', async ({ page }) => {
    const tag = marker('permission');
    await signInMember(page);
    await page.goto('/chat');
    await chatInput(page, 'Your name').press('Enter');
    await page.getByRole('button', { name: 'Who do you want to connect with?' }).click();
    await chatInput(page, 'Your response').fill(`${tag}: creators in hospitality.`);
    await chatInput(page, 'Your response').press('Enter');
    await chatInput(page, 'Additional details').fill('no');
    await chatInput(page, 'Additional details').press('Enter');

    await chatInput(page, 'Sharing permission').fill('maybe later');
    await chatInput(page, 'Sharing permission').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: YES_OR_NO })).toBeVisible();
    await expect(chatInput(page, 'Sharing permission')).toBeVisible();
    await expect(chatInput(page, 'Sharing permission')).toHaveValue('');

    await chatInput(page, 'Sharing permission').fill('Nope');
    await chatInput(page, 'Sharing permission').press('Enter');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    const saved = page.getByRole('article', { name: /Your entry/ });
    await expect(saved.getByText('Pending', { exact: true })).toBeVisible();
    // A followup of 'no' is not appended to the answer.
    // (The card's title is the member's own words too: the answer is read in the details the button opens.)
    const showDetails = saved.getByRole('button', { name: 'Show details' });
    const details = page.locator(`[id="${await showDetails.getAttribute('aria-controls')}"]`);
    await showDetails.click();
    await expect(details.getByText(`${tag}: creators in hospitality.`)).toBeVisible();
    await expect(saved.getByText(/Additional details/)).toHaveCount(0);
  });

  test('the inbox: views, archive and unarchive, and CSV exports', async ({ page }) => {
    // An answered entry of its own, so the test stands alone.
    const tag = marker('inbox');
    const member = await apiAs('member');
    const saved = await member.post(ASK_ROUTES.save.path, {
      data: {
        name: 'Morgan Reyes',
        question: 'What do you want to learn about?',
        answer: `${tag}: pricing`,
        followup: 'no',
        sharePermission: false,
      },
    });
    expect(saved.status()).toBe(201);
    await member.dispose();
    await answerByApi(tag, `Naomi will share her pricing. ${tag}`);

    await signInAdmin(page);
    await openInbox(page);

    // Nothing archived yet: exporting the archive says so.
    await page.getByRole('tab', { name: 'Archive' }).click();
    await expect(page.getByText('The archive is empty')).toBeVisible();
    await page.getByRole('button', { name: 'Export Current' }).click();
    await expect(page.getByText('No conversations to export')).toBeVisible();

    // Archive an answered entry, find it in the archive, and bring it back.
    await page.getByRole('tab', { name: 'Answered' }).click();
    const answered = page.getByRole('article').filter({ hasText: tag });
    await expect(answered).not.toContainText('Shareable');
    await answered.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Conversation archived successfully')).toBeVisible();
    await expect(answered).toHaveCount(0);
    await page.getByRole('tab', { name: 'Archive' }).click();
    const archived = page.getByRole('article').filter({ hasText: tag });
    await expect(archived).toBeVisible();
    await archived.getByRole('button', { name: 'Unarchive' }).click();
    await expect(page.getByText('Conversation unarchived successfully')).toBeVisible();
    await expect(page.getByText('The archive is empty')).toBeVisible();

    // Export Current (the Answered view) and Export All download CSV files named with the date.
    await page.getByRole('tab', { name: 'Answered' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    for (const button of ['Export Current', 'Export All']) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
      expect(download.suggestedFilename()).toMatch(/conversations-.*\d{4}-\d{2}-\d{2}\.csv/);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
        'Name,Email,Question,Answer,Status,Submitted At,Responded At,Response,Shareable',
      );
    }
    const [current] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Current' }).click(),
    ]);
    expect(current.suggestedFilename()).toMatch(/^conversations-answered-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(readFileSync((await current.path())!, 'utf8')).toContain(tag);

    // Browser notifications are offered, never asked for on load.
    await expect(page.getByRole('button', { name: 'Enable notifications' })).toBeVisible();
  });
});

test.describe('Ask by keyboard and replies outside the chat', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('the whole chat is done by keyboard, the focus moving to the next thing to do', async ({ page }) => {
    test.setTimeout(90_000);
    const tag = marker('keyboard');
    await signInMember(page);
    await page.goto('/chat');

    // The name: the composer has the house focus ring (3:1 on paper) and says Enter sends.
    const name = chatInput(page, 'Your name');
    await name.focus();
    const ring = await page
      .locator('form', { has: name })
      .locator('div')
      .first()
      .evaluate((element) => getComputedStyle(element).outlineStyle + ' ' + getComputedStyle(element).outlineWidth);
    expect(ring).toBe('solid 2px');
    await expect(page.getByText('Press Enter to send, Shift+Enter for a new line')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Morgan Reyes');
    await page.keyboard.press('Enter');

    // The questions: reached in at most 3 Tab presses (the focus is moved there at once); the disabled
    // composer no longer says Enter sends.
    expect(await tabInto(page, 'Choose a question', 3)).toBeLessThanOrEqual(3);
    await expect(page.locator(':focus')).toHaveText(/Do you have hiring needs\?/);
    await expect(page.getByText('Press Enter to send, Shift+Enter for a new line')).toBeHidden();
    await expectAccessible(page, 'Ask chat, questions step, at 1280 px');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/Who do you want to connect with\?/);
    await page.keyboard.press('Enter');

    // The answer and the details: the composer has the focus each time.
    await expect(chatInput(page, 'Your response')).toBeFocused();
    await page.keyboard.type(`${tag}: operators who have opened in three states.`);
    await page.keyboard.press('Enter');
    await expect(chatInput(page, 'Additional details')).toBeFocused();
    await page.keyboard.type('no');
    await page.keyboard.press('Enter');

    // Permission: the yes/no choices have the focus; No is one Tab away.
    expect(await tabInto(page, 'Quick replies', 3)).toBeLessThanOrEqual(3);
    await expect(page.getByRole('button', { name: 'Yes', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'No', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');

    // Complete: saved, Pending, and the focus on 'Ask another question', which starts again at the name.
    const saved = page.getByRole('article', { name: /Your entry/ });
    await expect(saved.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask another question' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chatInput(page, 'Your name')).toBeFocused();
  });

  test('a reply shows on the dashboard and the sidebar without a reload, and leads to the chat', async ({ page }) => {
    test.setTimeout(90_000);
    const tag = marker('notice');
    await askByApi(tag);
    // The poll's timers run on a clock the test moves: no 30-second wait, the same code path.
    await page.clock.install();
    await signInMember(page);
    const before = await newRepliesOf(page);
    const askItem = page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: /^ASK FMC/ });
    await expect(askItem).toHaveAccessibleName(before ? `ASK FMC, ${repliesWords(before)}` : 'ASK FMC');

    // The administrator answers while the member looks at the dashboard.
    await answerByApi(tag, `Meet Priya and Tom at the next salon. ${tag}`);
    const after = before + 1;
    await page.clock.fastForward(REPLY_POLL_MS + 1000);
    await expect(askItem).toHaveAccessibleName(`ASK FMC, ${repliesWords(after)}`);
    await expect(askItem).toContainText(String(after));
    const notice = page.getByRole('status').filter({ hasText: 'The FMC team replied' });
    await expect(notice).toContainText(`${repliesWords(after)} waiting in your conversations.`);
    await expectAccessible(page, 'member dashboard with a reply waiting, at 1280 px');

    // The notice leads to the chat, where the entry is New; reading it takes one off every count.
    await notice.getByRole('link', { name: /^Read the repl/ }).click();
    await expect(page).toHaveURL(/\/chat$/);
    const item = page.getByRole('region', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: tag });
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    await item.getByRole('button').click();
    await expect(
      page.getByRole('article', { name: /Your entry/ }).getByText(`Meet Priya and Tom at the next salon. ${tag}`),
    ).toBeVisible();
    await expect(askItem).toHaveAccessibleName(before ? `ASK FMC, ${repliesWords(before)}` : 'ASK FMC');
    await page.goto('/');
    await expect(askItem).toHaveAccessibleName(before ? `ASK FMC, ${repliesWords(before)}` : 'ASK FMC');
    if (before === 0) await expect(page.getByText('The FMC team replied')).toHaveCount(0);
  });
});

test.describe('Ask on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a member asks with the drawer and the step indicator, and reads the reply', async ({ page }) => {
    test.setTimeout(90_000);
    const tag = marker('phone');
    await signInMember(page);
    await page.goto('/chat');

    await expect(page.getByRole('heading', { name: 'ASK FMC', level: 1 })).toBeVisible();
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    await expectAccessible(page, 'Ask chat at 375 px');
    await chatInput(page, 'Your name').press('Enter');
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Do you have hiring needs?' }).click();
    await expect(page.getByText('Step 3 of 5')).toBeVisible();
    await chatInput(page, 'Your response').fill(`${tag}: two general managers for Dallas.`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Step 4 of 5')).toBeVisible();
    await chatInput(page, 'Additional details').fill('Opening in June.');
    await chatInput(page, 'Additional details').press('Enter');
    await expect(page.getByText('Step 5 of 5')).toBeVisible();
    // The Yes and No shortcuts answer the permission step.
    await page.getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: 'No' }).click();
    await expect(page.getByText('Step 5 of 5 · Complete')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('article', { name: /Your entry/ }).getByText('Pending', { exact: true })).toBeVisible();

    // The drawer lists it, Pending.
    await page.getByRole('button', { name: /^Open conversations/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Conversations' });
    const item = drawer.getByRole('listitem').filter({ hasText: tag });
    await expect(item).toContainText('Pending');
    await expectAccessible(page, 'Ask drawer at 375 px');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    // The team answers; the member sees 'New reply' in the drawer and reads it.
    await answerByApi(tag, `Two members are hiring managers too. ${tag}`);

    await page.reload();
    await page.getByRole('button', { name: /^Open conversations, \d+ new repl/ }).click();
    await expect(item.getByText('New reply')).toBeVisible();
    await item.getByRole('button').click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByText(`Two members are hiring managers too. ${tag}`)).toBeVisible();
    await expect(page.getByText('Past conversation', { exact: true })).toBeVisible();
    await expectAccessible(page, 'Ask transcript at 375 px');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Open conversations' }).click();
    await expect(item.getByText('New reply')).toHaveCount(0);
  });

  test('a waiting reply shows on the phone home, the menu and the Ask bar, which covers nothing', async ({ page }) => {
    const tag = marker('phone-notice');
    await askByApi(tag);
    await answerByApi(tag, `Two founders made that move. ${tag}`);
    await signInMember(page);
    const count = await newRepliesOf(page);
    expect(count).toBeGreaterThan(0);
    const words = repliesWords(count);

    await expect(page.getByRole('status').filter({ hasText: 'The FMC team replied' })).toContainText(`${words} waiting`);
    // The home has its own Ask card: no bar repeats it.
    await expect(page.getByRole('navigation', { name: 'ASK FMC shortcut' })).toHaveCount(0);
    await expectAccessible(page, 'member home with a reply waiting, at 375 px');

    // Elsewhere the bar is docked at the bottom, with the count, and the page's end scrolls clear of it.
    await page.goto('/newsletters');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'ASK FMC shortcut' });
    const shortcut = bar.getByRole('link');
    await expect(shortcut).toHaveAccessibleName(`ASK FMC, ${words}`);
    await expectAccessible(page, 'newsletters with the Ask bar, at 375 px');
    const barBox = (await bar.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.round(barBox.y + barBox.height)).toBe(viewport.height);
    expect((await shortcut.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lowestControl = await page.evaluate(() => {
      const main = document.getElementById('main-content')!;
      const controls = Array.from(main.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'));
      const shown = controls.map((control) => control.getBoundingClientRect()).filter((box) => box.height > 0);
      return Math.max(...shown.map((box) => box.bottom));
    });
    expect(lowestControl).toBeLessThanOrEqual(barBox.y);

    // The menu button and the menu's Ask item say it too.
    await page.getByRole('button', { name: `Open navigation, ${words}` }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: `ASK FMC, ${words}` })).toBeVisible();
    await page.keyboard.press('Escape');

    // The chat has no bar either.
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'ASK FMC', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'ASK FMC shortcut' })).toHaveCount(0);
  });

  test('the input stays above the on-screen keyboard', async ({ page }) => {
    // Headless Chromium has no on-screen keyboard: a stand-in visualViewport shrinks the way one does.
    await page.addInitScript(() => {
      const viewport = Object.assign(new EventTarget(), {
        height: window.innerHeight,
        width: window.innerWidth,
        offsetTop: 0,
        offsetLeft: 0,
        scale: 1,
      });
      Object.defineProperty(window, 'visualViewport', { get: () => viewport, configurable: true });
      (window as unknown as { showKeyboard: (px: number) => void }).showKeyboard = (px) => {
        viewport.height = window.innerHeight - px;
        viewport.dispatchEvent(new Event('resize'));
      };
    });
    await signInMember(page);
    await page.goto('/chat');
    const input = chatInput(page, 'Your name');
    const bottomOf = async () => {
      const box = (await input.boundingBox())!;
      return box.y + box.height;
    };
    const showKeyboard = (px: number) =>
      page.evaluate((value) => (window as unknown as { showKeyboard: (px: number) => void }).showKeyboard(value), px);
    await input.focus();
    const resting = await bottomOf();
    expect(resting).toBeGreaterThan(740 - 80);

    // Less than the 150 px threshold (a browser bar folding away) changes nothing.
    await showKeyboard(100);
    await page.waitForTimeout(100);
    expect(await bottomOf()).toBe(resting);

    // A keyboard covering 320 px: the input sits above it.
    await showKeyboard(320);
    await expect.poll(bottomOf).toBeLessThanOrEqual(740 - 320);
    await expect(input).toBeInViewport();

    await showKeyboard(0);
    await expect.poll(bottomOf).toBe(resting);
  });

  test('the inbox stacks on a phone and stays accessible', async ({ page }) => {
    await signInAdmin(page);
    await openInbox(page);
    await expect(page.getByRole('button', { name: 'Export All' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Show all message details' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'Conversations inbox at 375 px');
  });
});
