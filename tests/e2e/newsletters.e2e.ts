// Newsletters end to end: an administrator writes one inside the dashboard, previews it as members will
// see it, confirms publishing to every member, and is warned about a title already in use; a member
// finds it in the grid and reads it (paragraphs, long date, tags, and markup shown as text that never
// runs); an unknown address says 'Blog not found'; the administrator edits it (same address), then
// unpublishes it from the dashboard and the member no longer sees it. Each screen is checked with axe at 1280 px and 375 px (and photographed when
// E2E_SHOTS_DIR is set).
import type { Browser } from '@playwright/test';
import { accounts, checkBothWidths, expect, signIn, test } from './support/fixtures';

/** The long date shown for a moment between `since` and now: either day, as a run can cross midnight. */
function longDateSince(since: number): RegExp {
  const longDate = (at: number) => new Date(at).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  return new RegExp(`^(${longDate(since)}|${longDate(Date.now())})$`);
}

async function signedInPage(browser: Browser, who: 'admin' | 'member') {
  const account = accounts()[who];
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(who === 'admin' ? /\/admin\/dashboard$/ : /\/$/);
  return page;
}

test('an admin publishes a newsletter, a member reads it as text, and unpublishing hides it', async ({ browser }) => {
  // Eight pages checked with axe at two widths each, on a machine shared with other work.
  test.setTimeout(300_000);
  const title = `Salon Notes ${Date.now()}`;

  // The administrator writes it inside the dashboard: 'New newsletter' keeps the dashboard's frame.
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin/dashboard?tab=newsletters');
  await admin.getByRole('link', { name: 'New newsletter' }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard\?tab=newsletters&compose=new$/);
  await expect(admin.getByRole('heading', { name: 'Newsletter Admin Panel' })).toBeFocused();
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Newsletters' })).toHaveAttribute('aria-selected', 'true');
  await checkBothWidths(admin, 'admin-editor');

  await admin.getByRole('button', { name: 'Publish Newsletter' }).click();
  await expect(admin.getByText('Failed to publish newsletter')).toBeVisible();
  await expect(admin.getByLabel('Newsletter Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByText('Please enter a newsletter title')).toBeVisible();
  await expect(admin.getByText('Please enter the content')).toBeVisible();
  await expect(admin.getByRole('alertdialog')).toHaveCount(0);

  await admin.getByLabel('Newsletter Title').fill(title);
  await admin.getByLabel('Description').fill('What we heard at the salon, and what comes next.');
  await admin
    .getByLabel('Content')
    .fill('First paragraph about the salon.\n<script>alert(1)</script>\nThird paragraph, with <b>no</b> markup.');
  await admin.getByLabel('or paste an image address').fill('/demo/post-2.svg');
  await expect(admin.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  const tagInput = admin.getByRole('textbox', { name: 'Tags', exact: true });
  await tagInput.fill('Franchise');
  await tagInput.press('Enter');
  await tagInput.fill('Cultural Salon');
  await tagInput.press('Enter');
  await expect(admin.getByRole('button', { name: 'Remove tag Cultural Salon' })).toBeVisible();

  // The preview is the member's page: cover, long date, title, tags, paragraphs as text.
  const previewed = Date.now();
  await admin.getByRole('tab', { name: 'Preview' }).click();
  const preview = admin.getByRole('article', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText(longDateSince(previewed))).toBeVisible();
  await expect(preview.locator('img[src="/demo/post-2.svg"]')).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['Franchise', 'Cultural Salon']);
  await expect(preview.getByText('<script>alert(1)</script>', { exact: true })).toBeVisible();
  await checkBothWidths(admin, 'admin-preview');

  // Publishing reaches every member: it asks first, and Cancel publishes nothing.
  await admin.getByRole('button', { name: 'Publish Newsletter' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Publish to every member?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await admin.getByRole('button', { name: 'Publish Newsletter' }).click();
  const published = Date.now();
  await confirm.getByRole('button', { name: 'Publish Newsletter' }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard\?tab=newsletters$/);
  await expect(admin.getByText('Newsletter published successfully!')).toBeVisible();
  const publishedOn = longDateSince(published);
  await expect(admin.getByRole('listitem', { name: title })).toBeVisible();

  // The same title again: a warning names it; going back changes nothing, 'Publish anyway' publishes.
  await admin.getByRole('link', { name: 'New newsletter' }).click();
  await admin.getByLabel('Newsletter Title').fill(title.toUpperCase());
  await admin.getByLabel('Content').fill('A second issue under the same title.');
  await admin.getByRole('button', { name: 'Publish Newsletter' }).click();
  await confirm.getByRole('button', { name: 'Publish Newsletter' }).click();
  const duplicate = admin.getByRole('alertdialog', { name: 'Publish with a title already in use?' });
  await expect(duplicate).toContainText(`A newsletter titled “${title.toUpperCase()}” already exists.`);
  await checkBothWidths(admin, 'admin-duplicate');
  await duplicate.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.getByLabel('Newsletter Title')).toBeFocused();
  await admin.getByRole('button', { name: 'Publish Newsletter' }).click();
  await confirm.getByRole('button', { name: 'Publish Newsletter' }).click();
  await duplicate.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(admin.getByText('Newsletter published successfully!')).toBeVisible();
  const copy = admin.getByRole('listitem', { name: title.toUpperCase(), exact: true });
  await expect(copy).toBeVisible();
  await copy.getByRole('button', { name: `Delete ${title.toUpperCase()}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete newsletter' }).click();
  await expect(copy).toHaveCount(0);

  // The spec's own address still has the panel.
  await admin.goto('/newsletter/admin');
  await expect(admin.getByRole('heading', { name: 'Newsletter Admin Panel', level: 1 })).toBeVisible();

  // A member finds it in the grid and reads it.
  const member = await signedInPage(browser, 'member');
  const dialogs: string[] = [];
  member.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await member.goto('/newsletters');
  await expect(member.getByRole('heading', { name: 'Newsletters', level: 1 })).toBeVisible();
  const card = member.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await checkBothWidths(member, 'grid');
  await card.click();
  await expect(member).toHaveURL(/\/newsletters\/salon-notes-\d+$/);
  const postUrl = member.url();
  await expect(member.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(member.getByText(publishedOn)).toBeVisible();
  const tags = member.getByRole('list', { name: 'Tags' });
  await expect(tags.getByRole('listitem')).toHaveText(['Franchise', 'Cultural Salon']);
  const article = member.locator('article');
  await expect(article.getByText('First paragraph about the salon.', { exact: true })).toBeVisible();
  await expect(article.getByText('<script>alert(1)</script>', { exact: true })).toBeVisible();
  await expect(article.getByText('Third paragraph, with <b>no</b> markup.', { exact: true })).toBeVisible();
  await expect(article.locator('script, b')).toHaveCount(0);
  await checkBothWidths(member, 'detail');
  expect(dialogs).toEqual([]);

  await member.getByRole('link', { name: 'Back to Newsletters' }).first().click();
  await expect(member).toHaveURL(/\/newsletters$/);

  // An address that leads nowhere.
  await member.goto('/newsletters/no-such-newsletter-anywhere');
  await expect(member.getByRole('heading', { name: 'Blog not found' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Back to Newsletters' })).toHaveAttribute('href', '/newsletters');

  // The administrator edits it from the dashboard: the address stays the same.
  await admin.goto('/admin/dashboard?tab=newsletters');
  const row = admin.getByRole('listitem', { name: title, exact: true });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await checkBothWidths(admin, 'dashboard-tab');
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard\?tab=newsletters&edit=[0-9a-f-]{36}$/);
  await expect(admin.getByLabel('Newsletter Title')).toHaveValue(title);
  await admin.getByLabel('Description').fill('Updated after the salon.');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText('Newsletter saved')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/dashboard\?tab=newsletters$/);
  await member.goto(postUrl);
  await expect(member.getByText('Updated after the salon.')).toBeVisible();

  // Published without its email: 'Email it' offers it later, with the count of who will receive it, once.
  await admin.goto('/admin/dashboard?tab=newsletters');
  const emailIt = row.getByRole('button', { name: `Email it ${title} to members` });
  await emailIt.click();
  const emailing = admin.getByRole('alertdialog', { name: 'Email it to members?' });
  await expect(emailing).toContainText(/will be emailed to \d+ members?: those whose newsletter emails are on/);
  await checkBothWidths(admin, 'admin-email-later-confirm');
  await emailing.getByRole('button', { name: 'Email newsletter' }).click();
  await expect(admin.getByText(/The newsletter is being emailed to \d+ members?\./)).toBeVisible();
  await expect(row.getByText(/Emailed to \d+ members?:/)).toBeVisible();
  await expect(emailIt).toHaveCount(0);
  await checkBothWidths(admin, 'admin-email-later-done');

  // …and unpublishes it.
  await admin.goto('/admin/dashboard?tab=newsletters');
  await row.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(row.getByText('Unpublished', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Publish ${title}` })).toBeVisible();

  // The member no longer sees it, in the grid or at its address.
  await member.goto('/newsletters');
  await expect(member.getByRole('heading', { name: 'Newsletters', level: 1 })).toBeVisible();
  await expect(member.getByRole('link', { name: title })).toHaveCount(0);
  await member.goto(postUrl);
  await expect(member.getByRole('heading', { name: 'Blog not found' })).toBeVisible();
  await member.close();
  await admin.close();
});

test('members are sent away from the newsletter admin panel', async ({ browser }) => {
  const member = await signedInPage(browser, 'member');
  await member.goto('/newsletter/admin');
  await expect(member).toHaveURL(/\/$/);
  await expect(member.getByRole('heading', { name: 'Newsletter Admin Panel' })).toHaveCount(0);
});

test("an admin publishes a newsletter with 'Also email it to members' and sees how its email went", async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Emailed Notes ${Date.now()}`;
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin/dashboard?tab=newsletters&compose=new');
  await admin.getByLabel('Newsletter Title').fill(title);
  await admin.getByLabel('Content').fill('A newsletter that members also get by email.');
  const option = admin.getByRole('checkbox', { name: /Also email it to members/ });
  // The server's count of who will receive it: the members whose newsletter emails are on.
  await expect(option).toHaveAccessibleName(/\d[\d,]* members? will receive it/);
  await option.check();
  await option.scrollIntoViewIfNeeded();
  await checkBothWidths(admin, 'admin-email-option');

  await admin.getByRole('button', { name: 'Publish Newsletter' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Publish to every member?' });
  await expect(confirm).toContainText(/It will also be emailed to \d[\d,]* members?/);
  await checkBothWidths(admin, 'admin-email-confirm');
  await confirm.getByRole('button', { name: 'Publish Newsletter' }).click();
  await expect(admin.getByText(/It is being emailed to \d[\d,]* members?/)).toBeVisible();

  // The batches go through the job queue (polled every few seconds): the row says how it went.
  const row = admin.getByRole('listitem', { name: title, exact: true });
  await expect(async () => {
    await admin.reload();
    await expect(row.getByText(/Emailed to \d[\d,]* members?: \d[\d,]* sent · \d+ failed · \d+ skipped$/)).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 60_000 });
  await checkBothWidths(admin, 'admin-email-outcome');
  await admin.close();
});
