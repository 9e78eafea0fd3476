// Answers from the team (issue 20) from the administrator's side: a member's shareable question, answered,
// is published to the FAQ from the inbox. The editor flags the member's name and another member's name;
// the administrator edits one out and keeps the other on purpose; the entry is published, the member is
// emailed once, the inbox marks the question 'In the FAQ', and the FAQ view lists, edits and removes it.
// Axe and 24 px targets on the editor and the FAQ view at 1280 and 375 px, with screenshots.
import type { Page } from '@playwright/test';
import { ANSWERS_ROUTES } from '../../src/common/contracts/answers-routes';
import { ASK_ROUTES } from '../../src/common/contracts/ask-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { INBOX_ROUTES } from '../../src/common/contracts/inbox-routes';
import { FAQ_MESSAGES, type FaqPage } from '../../src/common/contracts/answers';
import {
  accounts,
  apiAs,
  expect,
  expectAccessible,
  expectTargetsAtLeast24px,
  outbox,
  signIn,
  test,
  keepScreenshot,
} from './support/fixtures';

/** A word no other entry holds, so the search finds this journey's entry alone. */
const uniqueWord = (label: string) => `faq${label}${Date.now().toString(36)}`;

/** The member asks a shareable question naming themselves and the administrator; the team answers it. */
async function shareableAnsweredQuestion(word: string) {
  const member = await apiAs('member');
  const { firstName, lastName } = accounts().member;
  const admin = accounts().admin;
  const saved = await member.post(ASK_ROUTES.save.path, {
    data: {
      name: `${firstName} ${lastName}`,
      question: 'What problem do you need to solve?',
      answer: `I am ${firstName} ${lastName}. How do franchise ${word} partnerships start? ${admin.firstName} ${admin.lastName} mentioned one.`,
      followup: 'no',
      sharePermission: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const id = (await saved.json()).id as string;
  await member.dispose();
  const team = await apiAs('admin');
  const answered = await team.post(endpointUrl(INBOX_ROUTES.answer, { id }), {
    data: { response: `Start with a ${word} pilot in one territory.` },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  await team.dispose();
  return id;
}

async function openAnswered(page: Page) {
  const { email, password } = accounts().admin;
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/dashboard?tab=conversations');
  await page.getByRole('tab', { name: 'Answered' }).click();
}

test.describe('publishing to the FAQ', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`an administrator publishes a shareable answer at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const word = uniqueWord(String(viewport.width));
      await shareableAnsweredQuestion(word);
      const mailsBefore = outbox().length;
      await openAnswered(page);

      const card = page.getByRole('article').filter({ hasText: word });
      await expect(card.getByText('Shareable')).toBeVisible();
      await card.getByRole('button', { name: /^Publish to FAQ/ }).click();

      const dialog = page.getByRole('dialog', { name: 'Publish to FAQ' });
      const question = dialog.getByLabel('Question, as members will read it');
      await expect(question).toHaveValue(new RegExp(`How do franchise ${word} partnerships start\\?`));
      const flagged = dialog.getByRole('list', { name: 'Flagged in the question' });
      await expect(flagged.getByRole('button', { name: /Morgan Reyes · the member’s name/ })).toBeVisible();
      await expect(flagged.getByRole('button', { name: /Avery Admin · another member’s name/ })).toBeVisible();
      await expectAccessible(page, `FAQ editor at ${viewport.width} px`);
      await expectTargetsAtLeast24px(page, `FAQ editor at ${viewport.width} px`);
      await keepScreenshot(page, `h20-faq-editor-${viewport.width}`);

      // Publishing with a name still flagged is refused, with the reason under the field.
      await dialog.getByRole('button', { name: 'Publish to FAQ' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Still flagged: Morgan Reyes, Avery Admin.');
      await expect(question).toHaveAttribute('aria-invalid', 'true');

      // The member's own name goes; the organiser's name is kept on purpose.
      await question.fill(`How do franchise ${word} partnerships start? Avery Admin mentioned one.`);
      await expect(flagged.getByRole('button', { name: /Morgan Reyes/ })).toHaveCount(0);
      await dialog.getByRole('checkbox', { name: /Keep the flagged names/ }).check();
      await dialog.getByRole('button', { name: 'Publish to FAQ' }).click();
      await expect(
        page.getByText(`${FAQ_MESSAGES.published}. The member was emailed that their question helped others.`),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByText('In the FAQ')).toBeVisible();
      await expect(card.getByRole('button', { name: /^Edit FAQ entry/ })).toBeVisible();

      // The member was told, once.
      await expect
        .poll(
          () =>
            outbox()
              .slice(mailsBefore)
              .filter((mail) => mail.subject === 'Your question helped others').length,
        )
        .toBe(1);

      // Members find it, without the member's name.
      const member = await apiAs('member');
      const found = (await (await member.get(endpointUrl(ANSWERS_ROUTES.list, {}, { q: word }))).json()) as FaqPage;
      await member.dispose();
      expect(found.items).toHaveLength(1);
      expect(found.items[0].question).not.toContain('Morgan');

      // The FAQ view lists it; an edit is saved; then it is removed and members no longer find it.
      await page.getByRole('tab', { name: 'FAQ' }).click();
      // The search answered and the list shown at full strength again (it dims while a search runs).
      const searched = page.waitForResponse(
        (response) => response.url().includes(`${ANSWERS_ROUTES.adminList.path}?`) && response.url().includes(word),
      );
      await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill(word);
      await searched;
      const entry = page.getByRole('article').filter({ hasText: word });
      await expect(entry).toHaveCount(1);
      const results = page.locator('[class*="transition-opacity"]').filter({ has: entry });
      await expect(results).not.toHaveAttribute('aria-busy', 'true');
      await expect(results).toHaveCSS('opacity', '1');
      await expectAccessible(page, `FAQ view at ${viewport.width} px`);
      await expectTargetsAtLeast24px(page, `FAQ view at ${viewport.width} px`);
      await keepScreenshot(page, `h20-faq-view-${viewport.width}`, { fullPage: true });

      await entry.getByRole('button', { name: /^Edit/ }).click();
      const editor = page.getByRole('dialog', { name: 'Edit FAQ entry' });
      await editor.getByLabel('Answer').fill(`Start with a ${word} pilot in one territory, then grow.`);
      await editor.getByRole('checkbox', { name: /Keep the flagged names/ }).check();
      await editor.getByRole('button', { name: 'Save entry' }).click();
      await expect(page.getByText(FAQ_MESSAGES.updated)).toBeVisible();
      await expect(entry).toContainText('then grow.');

      await entry.getByRole('button', { name: /^Remove/ }).click();
      await page.getByRole('alertdialog', { name: 'Remove this entry?' }).getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText(FAQ_MESSAGES.unpublished)).toBeVisible();
      await expect(page.getByText('No entry matches')).toBeVisible();
      const again = await apiAs('member');
      expect(((await (await again.get(endpointUrl(ANSWERS_ROUTES.list, {}, { q: word }))).json()) as FaqPage).items).toHaveLength(
        0,
      );
      await again.dispose();
    });
  }
});
