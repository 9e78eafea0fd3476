// The API reference (decision 037): an administrator opens it from their profile and reads the
// newsletters' endpoints, with who may call them and their answers, drawn from /api/openapi.json by our
// own script (the content security policy stays script-src 'self'); a member is sent away.
import type { Browser } from '@playwright/test';
import { accounts, checkBothWidths, expect, signIn, test } from './support/fixtures';

async function signedInPage(browser: Browser, who: 'admin' | 'member') {
  const account = accounts()[who];
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(who === 'admin' ? /\/admin\/dashboard$/ : /\/$/);
  return page;
}

test('an administrator reads the API reference; a member cannot', async ({ browser }) => {
  // Axe reads every endpoint's card (about 200) at both widths: on a machine half as fast as usual that alone
  // took over two minutes in CI (2026-11-28), so this journey has five.
  test.setTimeout(300_000);
  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/admin/profile');
  await admin.getByRole('link', { name: 'API reference' }).click();
  await expect(admin).toHaveURL(/\/admin\/api$/);
  await expect(admin.getByRole('heading', { name: 'API reference' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'posts' })).toBeVisible();
  const bySlug = admin.getByTestId('api-operation').filter({ hasText: '/api/posts/{slug}' });
  await expect(bySlug).toContainText('One published newsletter by its slug');
  await expect(bySlug).toContainText('member');
  await expect(bySlug).toContainText('404');
  await expect(admin.getByText('/api/auth/*')).toBeVisible();
  await checkBothWidths(admin, 'api-reference');
  await admin.close();

  const member = await signedInPage(browser, 'member');
  await member.goto('/admin/api');
  await expect(member).toHaveURL(/\/$/);
  await expect(member.getByRole('heading', { name: 'API reference' })).toHaveCount(0);
  await member.close();
});
