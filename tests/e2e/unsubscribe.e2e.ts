// One-click unsubscribe end to end (issue 34): a new member asks the team a question and gets the reply by
// email; the email's footer link opens the unsubscribe page in a browser that is not signed in, which names
// what would stop and changes nothing until its one button is pressed; then it confirms, and the team's
// next reply reaches the member in the product but not by email. Each screen passes axe at 1280 and 375 px,
// keeps 24 px targets, and is screenshotted for review when E2E_SHOTS_DIR is set.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { accounts, apiAs, checkBothWidths, expect, outbox, signUpMember, test } from './support/fixtures';
import { ASK_ROUTES } from '../../src/common/contracts/ask-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { INBOX_ROUTES } from '../../src/common/contracts/inbox-routes';
import { NOTIFICATION_KINDS } from '../../src/common/contracts/notification-kinds';

const tag = randomBytes(3).toString('hex');
const member = { email: `una.${tag}@e2e.example.com`, password: `pass-${tag}-una`, firstName: 'Una', lastName: `Ure ${tag}` };
const SCREEN = { targets: true, shotPrefix: 'h34-' };

/** The member asks; the team answers: the reply email follows. */
async function askAndAnswer(own: APIRequestContext, question: string) {
  const saved = await own.post(ASK_ROUTES.save.path, {
    data: {
      name: `${member.firstName} ${member.lastName}`,
      question: 'What problem do you need to solve?',
      answer: question,
      followup: 'no',
      sharePermission: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const id = (await saved.json()).id as string;
  const team = await apiAs('admin');
  const answered = await team.post(endpointUrl(INBOX_ROUTES.answer, { id }), { data: { response: `About ${question}: yes.` } });
  expect(answered.ok(), await answered.text()).toBe(true);
  await team.dispose();
}

const repliesTo = () => outbox().filter((mail) => mail.to.includes(member.email) && /reply from the/.test(mail.subject));

test('a member unsubscribes from the team’s reply emails with the link in one, at 1280 and 375 px', async ({ browser }) => {
  test.setTimeout(120_000);
  expect(accounts().admin.email).toBeTruthy();
  // The journey's own member, so no other journey's emails change.
  const { api: own } = await signUpMember(member);
  await askAndAnswer(own, `Franchise podcasts ${tag}?`);
  await expect.poll(() => repliesTo().length).toBe(1);
  const [reply] = repliesTo();
  const settingsLink = reply.links.find((link) => link.endsWith('/settings/notifications'));
  expect(settingsLink, reply.text).toBeTruthy();
  const link = reply.links.find((url) => new URL(url).pathname.startsWith('/unsubscribe/'));
  expect(link, reply.text).toBeTruthy();

  // Opened where the member reads mail: no session.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Stop these emails?' })).toBeVisible();
  await expect(page.getByText(NOTIFICATION_KINDS['team-reply'].label)).toBeVisible();
  await checkBothWidths(page, 'unsubscribe-page', SCREEN);

  // Opening it changed nothing: the next reply is still emailed.
  await askAndAnswer(own, `Creator funds ${tag}?`);
  await expect.poll(() => repliesTo().length).toBe(2);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(NOTIFICATION_KINDS['team-reply'].label);
  await checkBothWidths(page, 'unsubscribe-done', SCREEN);

  // The team's next reply reaches the member in the product only.
  await askAndAnswer(own, `Media rights ${tag}?`);
  await own.dispose();
  await page.waitForTimeout(1500);
  expect(repliesTo()).toHaveLength(2);

  // A link cut short says so, and offers the settings.
  await page.goto(link!.slice(0, -6));
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await checkBothWidths(page, 'unsubscribe-invalid', SCREEN);
  await context.close();
});
