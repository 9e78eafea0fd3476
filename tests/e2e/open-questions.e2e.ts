// Open questions end to end (issue 36): Ana asks at the chat's last step, anonymously, 'The team and
// members who can help'; Ben, whose Offering matches, is told by the bell, opens the question and answers;
// Ana's open question page shows the answer live and she marks it helpful; Ben's profile then says 'Helped
// 1 member'; Ana lets the team publish it in Answers from the team; Cleo sees the question on /questions
// without Ana's name and reports Ben's answer, which reaches the organisers' one moderation queue. The chat's
// form, the list, the question's page (the asker's and another member's) and the report's dialog pass axe
// at 1280 and 375 px (screenshots kept when E2E_SHOTS_DIR is set).
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { LIVE_ROUTES } from '../../src/common/contracts/live-routes';
import { MESSAGE_REPORT_ROUTES } from '../../src/common/contracts/message-reports-routes';
import { PROFILE_ROUTES } from '../../src/common/contracts/profile-routes';
import { apiAs, checkBothWidths, expect, signIn, signUpMember, test } from './support/fixtures';

const tag = randomBytes(3).toString('hex');
/** A word only this run's question and Ben's Offering hold, so routing picks Ben. */
const word = `kw${tag}`;
const SCREEN = { fits: true, shotPrefix: 'h36-' };

type Person = { email: string; password: string; firstName: string; lastName: string; fullName: string };
const person = (firstName: string): Person => ({
  email: `${firstName.toLowerCase()}.questions.${tag}@e2e.example.com`,
  password: `pass-${tag}-${firstName}`,
  firstName,
  lastName: `Questions ${tag}`,
  fullName: `${firstName} Questions ${tag}`,
});
const ana = person('Ana');
const ben = person('Ben');
const cleo = person('Cleo');
let benId = '';

async function signedInPage(browser: Browser, who: Person): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, who.email, who.password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

const liveStreamOpened = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === LIVE_ROUTES.stream.path && response.status() === 200, {
    timeout: 30_000,
  });

test.describe('open questions', () => {
  test.describe.configure({ mode: 'serial', timeout: 360_000 });

  test.beforeAll(async () => {
    // Three sign-ups through the real access flow, on a machine that may be busy.
    test.setTimeout(120_000);
    for (const who of [ana, ben, cleo]) {
      const { api, attendeeId } = await signUpMember(who);
      if (who === ben) {
        benId = attendeeId;
        // Ben's profile says what he can help with: the journey is not about editing it.
        const saved = await api.put(endpointUrl(PROFILE_ROUTES.update), {
          data: { firstName: ben.firstName, lastName: ben.lastName, offering: `Advice on ${word} licensing and disputes` },
        });
        expect(saved.status(), await saved.text()).toBe(200);
      }
      await api.dispose();
    }
  });

  test('Ana asks anonymously; Ben is told and answers; Ana sees it live, marks it helpful and lets the team publish it; Ben is credited; Cleo never sees Ana’s name and reports the answer', async ({
    browser,
  }) => {
    // --- Ana asks at the chat's last step.
    const anaPage = await signedInPage(browser, ana);
    await anaPage.goto('/chat');
    await anaPage.getByRole('textbox', { name: 'Your name' }).press('Enter');
    await anaPage.getByRole('button', { name: 'What problem do you need to solve?' }).click();
    const question = `How do I renew a ${word} licence before it lapses?`;
    await anaPage.getByRole('textbox', { name: 'Your response' }).fill(question);
    await anaPage.getByRole('textbox', { name: 'Your response' }).press('Enter');
    await anaPage.getByRole('textbox', { name: 'Additional details' }).fill('no');
    await anaPage.getByRole('textbox', { name: 'Additional details' }).press('Enter');

    // The choice is keyboard-reachable: the focus is on it, and the arrow key picks the members.
    const onlyTeam = anaPage.getByRole('radio', { name: /Only the team/ });
    await expect(onlyTeam).toBeFocused();
    await anaPage.keyboard.press('ArrowDown');
    await expect(anaPage.getByRole('radio', { name: /The team and members who can help/ })).toBeChecked();
    const form = anaPage.getByRole('form', { name: 'Your open question' });
    await expect(form.getByRole('textbox', { name: 'Your question' })).toHaveValue(question);
    await form.getByText('Ask anonymously').click();
    await checkBothWidths(anaPage, 'chat-open-question', SCREEN);
    await form.getByRole('button', { name: 'Ask the team and members' }).click();
    await expect(anaPage.getByText('Your question is open.')).toBeVisible();
    await expect(anaPage.getByText(/We offered it to \d+ members?/)).toBeVisible();
    await anaPage.getByRole('link', { name: 'See your question' }).click();
    await expect(anaPage).toHaveURL(/\/questions\/[0-9a-f-]{36}$/);
    await expect(anaPage.getByRole('heading', { level: 1, name: question })).toBeVisible();
    const questionUrl = anaPage.url();

    // --- Ben is told by the bell, and answers.
    const benPage = await signedInPage(browser, ben);
    const bell = benPage.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread/ });
    await bell.click();
    await benPage.getByRole('link', { name: /A member is looking for help with a question/ }).click();
    await expect(benPage).toHaveURL(questionUrl);
    await expect(benPage.getByText('A member', { exact: true })).toBeVisible();
    await expect(benPage.getByText(ana.fullName)).toHaveCount(0);
    await expect(benPage.getByText('Asked of you')).toBeVisible();

    const anaLive = liveStreamOpened(anaPage);
    await anaPage.reload();
    await anaLive;
    const answer = `Renew it 60 days ahead: https://example.com/${word}/renewals has the form.`;
    await benPage.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await benPage.getByRole('textbox', { name: 'Your answer' }).press('Enter');
    await expect(benPage.getByText('Renew it 60 days ahead')).toBeVisible();

    // --- Ana's open page shows it without a reload; she marks it helpful.
    await expect(anaPage.getByText('Renew it 60 days ahead')).toBeVisible({ timeout: 5000 });
    await expect(anaPage.getByRole('link', { name: `https://example.com/${word}/renewals` })).toHaveAttribute(
      'href',
      `https://example.com/${word}/renewals`,
    );
    await anaPage.getByRole('button', { name: 'This helped' }).click();
    await expect(anaPage.getByText('Helped the asker')).toBeVisible();

    // --- She lets the team publish it; only she has the switch, and no Report on her own question.
    const consent = anaPage.getByRole('switch', { name: 'The team may publish this in Answers from the team' });
    await expect(consent).toHaveAttribute('aria-checked', 'false');
    await consent.click();
    await expect(anaPage.getByText('Thank you. The team may publish your question')).toBeVisible();
    await expect(consent).toHaveAttribute('aria-checked', 'true');
    await expect(anaPage.getByRole('button', { name: /^Report this question/ })).toHaveCount(0);
    await checkBothWidths(anaPage, 'question-asker', SCREEN);

    // --- Ben's profile credits him.
    await anaPage.goto(`/members/${benId}`);
    await expect(anaPage.getByText('Helped 1 member')).toBeVisible();

    // --- Cleo sees the question, never Ana's name.
    const cleoPage = await signedInPage(browser, cleo);
    await cleoPage.goto('/questions');
    const card = cleoPage.getByRole('listitem').filter({ hasText: question });
    // The first page of a new browser loads the member area's chunks: a busy machine takes its time.
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('A member', { exact: true })).toBeVisible();
    await expect(cleoPage.getByText(ana.fullName)).toHaveCount(0);
    await checkBothWidths(cleoPage, 'questions', SCREEN);
    await card.getByRole('link').click();
    await expect(cleoPage.getByText('Renew it 60 days ahead')).toBeVisible();
    await expect(cleoPage.getByText(ana.fullName)).toHaveCount(0);
    await checkBothWidths(cleoPage, 'question', SCREEN);

    // --- Cleo reports Ben's answer; it waits in the organisers' queue.
    await expect(cleoPage.getByRole('switch')).toHaveCount(0);
    await cleoPage.getByRole('button', { name: `Report this answer from ${ben.firstName}` }).click();
    const dialog = cleoPage.getByRole('dialog', { name: 'Report this answer' });
    const reason = `Looks like spam ${tag}`;
    await dialog.getByLabel('What is wrong with it?').fill(reason);
    await checkBothWidths(cleoPage, 'report-answer', SCREEN);
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog).toBeHidden();
    await expect(cleoPage.getByText('Thank you. The organisers will look at this answer')).toBeVisible();
    await expect(cleoPage.getByRole('button', { name: 'You reported this answer' })).toBeDisabled();
    const admin = await apiAs('admin');
    const queue = await admin.get(endpointUrl(MESSAGE_REPORT_ROUTES.queue, {}, { pageSize: 50 }));
    expect(JSON.stringify(await queue.json())).toContain(reason);
    await admin.dispose();
  });
});
