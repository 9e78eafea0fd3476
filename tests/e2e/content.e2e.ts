// Administrators point sidebar items elsewhere; every member's sidebar follows.
import { accounts, expect, expectAccessible, signIn, test } from './support/fixtures';

test('an admin saves a sidebar override and the member sidebar follows it', async ({ browser }) => {
  const { admin, member } = accounts();
  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto('/login');
  await signIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  await adminPage.goto('/admin/dashboard?tab=sidebar');
  const aiTools = adminPage.getByLabel('AI tools');
  await expect(aiTools).toBeVisible();
  await expectAccessible(adminPage, 'sidebar URLs tab');

  await adminPage.getByLabel('Open roles').fill('not a link');
  await adminPage.getByRole('button', { name: 'Save URLs' }).click();
  await expect(adminPage.getByLabel('Open roles')).toHaveAttribute('aria-invalid', 'true');
  await expect(adminPage.getByText('Enter a full http(s) address or a path on this site starting with /').first()).toBeVisible();

  await adminPage.getByLabel('Open roles').fill('');
  await aiTools.fill('https://tools.example.com/ai');
  await adminPage.getByRole('button', { name: 'Save URLs' }).click();
  await expect(adminPage.getByText('Sidebar URLs saved')).toBeVisible();

  const memberPage = await (await browser.newContext()).newPage();
  await memberPage.goto('/login');
  await signIn(memberPage, member.email, member.password);
  await expect(memberPage).toHaveURL(/\/user\/dashboard$/);
  const link = memberPage.getByRole('navigation').getByRole('link', { name: /ai tools/i });
  await expect(link).toHaveAttribute('href', 'https://tools.example.com/ai');
  await expect(link).toHaveAttribute('target', '_blank');

  // Put it back, so other journeys see the defaults. The first save's toast goes first (its timer runs
  // while the page is in front), so the one seen after this save is this save's.
  await adminPage.bringToFront();
  await expect(adminPage.getByText('Sidebar URLs saved')).toHaveCount(0);
  await aiTools.fill('');
  await adminPage.getByRole('button', { name: 'Save URLs' }).click();
  await expect(adminPage.getByText('Sidebar URLs saved')).toBeVisible();
});
