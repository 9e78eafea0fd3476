// An address the mail server refused for good (issue 34 item 7), end to end at 1280 and 375 px with axe: the
// organisers see the refusal on the member's detail in the Members Log; the member sees it on their home with
// the server's words and 'Send a check email', which sends the check, says it was accepted and clears the
// notice; the organisers' line goes with it. The refusal is written before the server starts
// (prepare-data.ts, the `bounced` account, with the delivery's own markUndeliverable): the e2e server writes
// its mail to an outbox folder, which cannot refuse, and the SMTP refusal path itself is covered by
// email-delivery.api.test.ts against the in-process SMTP server.
import { EMAIL_DELIVERY_MESSAGES as M } from '../../src/common/contracts/email-delivery';
import { EMAIL_DELIVERY_ROUTES } from '../../src/common/contracts/email-delivery-routes';
import { accounts, checkBothWidths, expect, openDashboardSection, outbox, signIn, test } from './support/fixtures';

const SCREEN = { targets: true, fits: true, shotPrefix: 'h34-' };
const REASON = '5.1.1 <bounced@e2e.example.com>: mailbox unavailable';

test('a refused address: the organisers see it on the member’s detail, the member sends a check and it clears', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { bounced, admin } = accounts();
  const memberName = `${bounced.firstName} ${bounced.lastName}`;

  // The organisers' view: the member's detail names the refusal, its code and the server's words.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/login');
  await signIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  const openDetail = async () => {
    await openDashboardSection(adminPage, /^Members Log/);
    await adminPage.getByLabel('Search members').fill(bounced.email);
    await expect(adminPage.getByText('Showing 1–1 of 1 person')).toBeVisible();
    await adminPage.getByRole('button', { name: `View ${memberName}` }).click();
    await expect(adminPage.getByRole('heading', { name: memberName })).toBeVisible();
  };
  await openDetail();
  const refusal = adminPage.getByText(/Emails are not arriving: the mail server refused this address/);
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(`550: “${REASON}”`);
  await checkBothWidths(adminPage, 'undeliverable-member-detail', SCREEN);

  // The member's view: the notice on their home, with the server's words and the way to fix it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, bounced.email, bounced.password);
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByRole('status').filter({ hasText: M.undeliverableTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(M.undeliverable(bounced.email, REASON));
  await checkBothWidths(page, 'undeliverable-notice', SCREEN);

  // The keyboard reaches the check; it is sent, accepted, and the notice gives way to the good news.
  const checksBefore = outbox().filter((mail) => mail.to.includes(bounced.email)).length;
  await notice.getByRole('button', { name: M.checkButton }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(M.checkSent)).toBeVisible();
  await expect(page.getByText(M.undeliverableTitle)).toHaveCount(0);
  await expect
    .poll(
      () => outbox().filter((mail) => mail.to.includes(bounced.email) && /emails will arrive again$/.test(mail.subject)).length,
    )
    .toBe(checksBefore + 1);
  await checkBothWidths(page, 'undeliverable-check-sent', SCREEN);

  // Read again, the home has no notice; the organisers' line is gone too.
  const addressRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === EMAIL_DELIVERY_ROUTES.address.path && response.ok(),
  );
  await page.reload();
  await addressRead;
  await expect(page.getByText(M.undeliverableTitle)).toHaveCount(0);
  await adminPage.reload();
  await openDetail();
  await expect(adminPage.getByText(/Emails are not arriving/)).toHaveCount(0);
  await adminContext.close();
});
