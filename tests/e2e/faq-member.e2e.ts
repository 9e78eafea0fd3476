// Answers from the team (issue 20), the member's side: two shared questions are answered and published
// through the administrator's API; a member finds one by search (and not the other), reads its answer,
// reopens the search from the address, meets the empty and failed states; then, writing a question in
// the chat, sees it suggested, reads it in place, and still sends the question. The past conversation
// says it was shared. Axe and 24 px targets at 1280 and 375 px, with screenshots.
import type { Page } from '@playwright/test';
import { ANSWERS_ROUTES } from '../../src/common/contracts/answers-routes';
import { ASK_ROUTES } from '../../src/common/contracts/ask-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { INBOX_ROUTES } from '../../src/common/contracts/inbox-routes';
import type { FaqPage } from '../../src/common/contracts/answers';
import {
  accounts,
  apiAs,
  expect,
  expectAccessible,
  expectTargetsAtLeast24px,
  signIn,
  test,
  keepScreenshot,
} from './support/fixtures';

// A new worker (after a failed test) evaluates this file again: what is seeded is found by its words, so
// it is seeded once per run whatever the worker.
const run = Date.now().toString(36);

/** `word` is in this entry's question and not in the other's. */
type Seed = { word: string; topic: string; asked: string; question: string; answer: string };

const PODCAST: Seed = {
  word: 'podcast',
  topic: 'What problem do you need to solve?',
  asked: 'E2E faq podcast: how do we get a sponsor for our small podcast?',
  question:
    'How do we find a sponsor for a small podcast series?\nWe have about 2,000 listeners a week and no budget for an agency.',
  answer:
    'Start with the brands that already reach your listeners, and lead with the audience rather than the download count.\n\nThe team keeps a short list of sponsors who back member podcasts: ask in the chat and we will introduce you.',
};

const BOOKKEEPER: Seed = {
  word: 'bookkeeper',
  topic: 'Do you have hiring needs?',
  asked: 'E2E faq bookkeeper: we need part-time help with the books.',
  question: 'Where can we hire a part-time bookkeeper we can trust?',
  answer: 'Several members share a bookkeeping firm that takes small clients. Ask the team for an introduction.',
};

/** The demo member asks `seed` and allows sharing; the administrator answers it and publishes it (once). */
async function publish(seed: Seed) {
  const member = await apiAs('member');
  const found = await member.get(endpointUrl(ANSWERS_ROUTES.list, {}, { q: seed.word, pageSize: 50 }));
  if (((await found.json()) as FaqPage).items.some((item) => item.question === seed.question)) return member.dispose();
  const saved = await member.post(ASK_ROUTES.save.path, {
    data: { name: 'Morgan Reyes', question: seed.topic, answer: seed.asked, followup: 'no', sharePermission: true },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  await member.dispose();

  const admin = await apiAs('admin');
  const answered = await admin.post(endpointUrl(INBOX_ROUTES.answer, { id }), { data: { response: seed.answer } });
  expect(answered.ok(), await answered.text()).toBe(true);
  const published = await admin.post(ANSWERS_ROUTES.publish.path, {
    data: { conversationId: id, question: seed.question, answer: seed.answer },
  });
  expect(published.status(), await published.text()).toBe(201);
  await admin.dispose();
}

async function signInMember(page: Page) {
  const { member } = accounts();
  await page.goto('/login');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/$/);
}

async function shot(page: Page, name: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await keepScreenshot(page, name, { fullPage: true });
  await page.emulateMedia({ reducedMotion: null });
}

/** An entry's toggle on the FAQ page: its question, as a button in a heading. */
const entryToggle = (page: Page, seed: Seed) =>
  page.getByRole('heading').getByRole('button', { name: seed.question.replace(/\s+/g, ' '), exact: true });
const chatInput = (page: Page, label: string) => page.getByRole('textbox', { name: label });

/** Through the chat's name and question steps to the response, whose box has the focus; answers that box. */
async function reachResponseStep(page: Page) {
  await chatInput(page, 'Your name').press('Enter');
  await page
    .getByRole('group', { name: 'Choose a question' })
    .getByRole('button', { name: 'What problem do you need to solve?' })
    .click();
  const response = chatInput(page, 'Your response');
  await expect(response).toBeFocused();
  return response;
}

test.describe('Answers from the team, as a member', () => {
  test.beforeAll(async () => {
    await publish(PODCAST);
    await publish(BOOKKEEPER);
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    const px = viewport.width;

    test(`finds an answer by search, and meets the empty and failed states, at ${px} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await signInMember(page);
      await page.goto('/user/answers');

      await expect(page.getByRole('heading', { name: 'Answers from the team', level: 1 })).toBeVisible();
      await expect(page.getByText('Questions members asked and allowed us to share')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ask a question' })).toHaveAttribute('href', '/chat');
      if (px === 1280) {
        // The Ask item of the member sidebar is the current section.
        await expect(page.getByRole('navigation', { name: 'Member' }).locator('[aria-current="page"]')).toContainText('ASK');
      } else {
        // The page's own way to ask is enough: no floating Ask button over the entries.
        await expect(page.getByRole('navigation', { name: 'ASK FMC shortcut' })).toHaveCount(0);
      }
      await expect(entryToggle(page, PODCAST)).toBeVisible();
      await expect(entryToggle(page, BOOKKEEPER)).toBeVisible();
      await expect(page.getByText(/^\d+ answers?$/)).toBeVisible();
      await expectAccessible(page, `Answers from the team at ${px} px`);
      await expectTargetsAtLeast24px(page, `Answers from the team at ${px} px`);
      await shot(page, `faq-member-list-${px}`);

      // A word of one entry: that one, not the other; kept in the address.
      const search = page.getByRole('searchbox', { name: 'Search the answers' });
      await search.fill('podcast');
      await expect(page).toHaveURL(/\/user\/answers\?q=podcast$/);
      await expect(page.getByText('1 answer matches “podcast”')).toBeVisible();
      await expect(entryToggle(page, PODCAST)).toBeVisible();
      await expect(entryToggle(page, BOOKKEEPER)).toHaveCount(0);
      const entry = page.getByRole('listitem').filter({ has: entryToggle(page, PODCAST) });
      await expect(entry.getByText(PODCAST.topic)).toBeVisible();
      await expect(entry.getByText(/^Published [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();

      // Opened in place: the answer, its paragraphs kept.
      const toggle = entryToggle(page, PODCAST);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const answer = entry.getByRole('region', { name: /answer$/ });
      await expect(answer).toContainText('lead with the audience');
      await expect(answer).toContainText('The team keeps a short list of sponsors');
      expect(
        await answer
          .locator('p')
          .last()
          .evaluate((el) => getComputedStyle(el).whiteSpace),
      ).toBe('pre-line');
      await expectAccessible(page, `an answer opened at ${px} px`);
      await shot(page, `faq-member-search-${px}`);
      await toggle.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();

      // A link reopens the search.
      await page.reload();
      await expect(search).toHaveValue('podcast');
      await expect(entryToggle(page, PODCAST)).toBeVisible();
      await expect(entryToggle(page, BOOKKEEPER)).toHaveCount(0);

      // No match: said so, with the way to ask the team, and a way back to everything.
      await search.fill('zebracorn');
      await expect(page.getByRole('heading', { name: 'No answers match “zebracorn”' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ask the team' })).toHaveAttribute('href', '/chat?about=zebracorn');
      await expectAccessible(page, `no match at ${px} px`);
      await expectTargetsAtLeast24px(page, `no match at ${px} px`);
      await shot(page, `faq-member-no-match-${px}`);
      await page.getByRole('button', { name: 'Clear the search' }).first().click();
      await expect(search).toBeFocused();
      await expect(entryToggle(page, BOOKKEEPER)).toBeVisible();
      await expect(page).toHaveURL(/\/user\/answers$/);

      // Nothing published yet (as the server would answer on a new community).
      const list = (url: URL) => url.pathname === ANSWERS_ROUTES.list.path;
      await page.route(list, (route) => route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 10, q: '' } }));
      await page.reload();
      await expect(page.getByRole('heading', { name: 'No answers shared yet' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ask the team' })).toHaveAttribute('href', '/chat');
      await expectAccessible(page, `no answers yet at ${px} px`);
      await shot(page, `faq-member-empty-${px}`);

      // The list could not be loaded: said so, and Try again brings it.
      await page.unroute(list);
      await page.route(list, (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'SERVER_ERROR', message: 'Boom' } } }),
      );
      await page.reload();
      await expect(page.getByRole('alert')).toContainText('The answers could not be loaded. Please try again.', {
        timeout: 20_000,
      });
      await expectAccessible(page, `answers failed at ${px} px`);
      await page.unroute(list);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(entryToggle(page, PODCAST)).toBeVisible();
    });

    test(`sees an answer suggested while asking, reads it, and still sends the question, at ${px} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await signInMember(page);
      await page.goto('/chat');

      // The way in from the chat: beside 'New Conversation' (the drawer on a phone).
      if (px === 1280) {
        await expect(
          page.getByRole('region', { name: 'Conversations' }).getByRole('link', { name: 'Answers from the team' }),
        ).toHaveAttribute('href', '/user/answers');
      } else {
        await page.getByRole('button', { name: /^Open conversations/ }).click();
        const drawer = page.getByRole('dialog', { name: 'Conversations' });
        await expect(drawer.getByRole('link', { name: 'Answers from the team' })).toHaveAttribute('href', '/user/answers');
        await expectAccessible(page, 'Ask drawer with the way to the answers at 375 px');
        await shot(page, 'faq-member-drawer-375');
        await page.keyboard.press('Escape');
        await expect(drawer).toHaveCount(0);
      }

      const response = await reachResponseStep(page);
      const draft = `We want a sponsor for our podcast, any advice? E2E faq ask ${run} ${px}`;
      await response.pressSequentially(draft.slice(0, 20));
      await response.fill(draft);

      const panel = page.getByRole('region', { name: 'Answers from the team that may help' });
      await expect(panel).toBeVisible();
      await expect(page.getByText(/^[123] answers? from the team may help$/)).toBeAttached();
      const suggestion = panel.getByRole('button', { name: PODCAST.question.replace(/\s+/g, ' '), exact: true });
      await expect(suggestion).toHaveAttribute('aria-expanded', 'false');
      await suggestion.click();
      await expect(suggestion).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByText(/lead with the audience/)).toBeVisible();
      const all = panel.getByRole('link', { name: 'See all answers (opens in a new tab)' });
      await expect(all).toHaveAttribute('href', '/user/answers');
      await expect(all).toHaveAttribute('target', '_blank');
      // The draft is still there, and the panel sits above the composer, not over it.
      await expect(response).toHaveValue(draft);
      const panelBox = (await panel.boundingBox())!;
      const composerBox = (await response.boundingBox())!;
      expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(composerBox.y);
      expect(composerBox.y + composerBox.height).toBeLessThanOrEqual(viewport.height);
      await expectAccessible(page, `suggestions at ${px} px`);
      await expectTargetsAtLeast24px(page, `suggestions at ${px} px`);
      await shot(page, `faq-member-suggestions-${px}`);

      // Folding the panel keeps only its header.
      const header = panel.getByRole('button', { name: 'Answers from the team that may help' });
      await header.click();
      await expect(header).toHaveAttribute('aria-expanded', 'false');
      await expect(suggestion).toBeHidden();
      await header.click();
      await expect(suggestion).toBeVisible();

      // Sending is not in the way: the question goes, and the panel goes with the draft.
      await response.focus();
      await response.press('Enter');
      await expect(chatInput(page, 'Additional details')).toBeVisible();
      await expect(panel).toHaveCount(0);
      await chatInput(page, 'Additional details').fill('no');
      await chatInput(page, 'Additional details').press('Enter');
      await page.getByRole('group', { name: 'Quick replies' }).getByRole('button', { name: 'No' }).click();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      const saved = page.getByRole('article', { name: /Your entry/ });
      await expect(saved.getByText('Pending', { exact: true })).toBeVisible();
      await saved.getByRole('button', { name: 'Show details' }).click();
      await expect(saved.getByText(draft)).toBeVisible();
    });
  }

  test('asks the team from a search no answer matched: the words start the response', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInMember(page);
    await page.goto('/user/answers?q=franchise%20zebracorn%20payroll');
    await expect(page.getByRole('heading', { name: 'No answers match “franchise zebracorn payroll”' })).toBeVisible();
    await page.getByRole('link', { name: 'Ask the team' }).click();
    await expect(page).toHaveURL(/(?<!\/user)\/chat\?about=franchise(\+|%20)zebracorn(\+|%20)payroll$/);
    const response = await reachResponseStep(page);
    await expect(response).toHaveValue('franchise zebracorn payroll');
    await expectAccessible(page, 'the response started from the search');
    await shot(page, 'faq-member-ask-from-search-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(response).toHaveValue('franchise zebracorn payroll');
    await shot(page, 'faq-member-ask-from-search-375');
    // Once: the next step starts empty.
    await response.press('Enter');
    await expect(chatInput(page, 'Additional details')).toHaveValue('');
  });

  test('a question published from the member’s conversations says so there', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInMember(page);
    // The chat's old address opens the one chat, /chat, with its query.
    await page.goto('/user/chat?about=podcast');
    await expect(page).toHaveURL(/(?<!\/user)\/chat\?about=podcast$/);
    const sidebar = page.getByRole('region', { name: 'Conversations' });
    await sidebar.getByRole('listitem').filter({ hasText: 'E2E faq podcast' }).first().getByRole('button').click();
    const note = page.getByText('Shared, without your name, in');
    await expect(note).toBeVisible();
    await expectAccessible(page, 'a shared question in the member’s conversations');
    await note.scrollIntoViewIfNeeded();
    await shot(page, 'faq-member-shared-note-1280');
    await page.getByRole('region', { name: 'Past conversation' }).getByRole('link', { name: 'Answers from the team' }).click();
    await expect(page).toHaveURL(/\/user\/answers$/);
    await expect(entryToggle(page, PODCAST)).toBeVisible();
  });
});
