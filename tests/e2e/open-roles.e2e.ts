// Open Roles end to end (issue 39): Ana posts a role from /openRoles; Ben finds it by its kind and a word,
// says 'I'm interested'; Ana sees him under her role with the introduction request, which carries the role,
// and accepts it; both see each other's address only then. Then Ben reports it from its page; an organiser
// pins it, finds the report in the one moderation queue and removes the role there; Ana reads why. Every screen passes axe at 1280 and 375 px,
// keeps 24 px targets, and is screenshotted for review when E2E_SHOTS_DIR is set.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { accounts, checkBothWidths, expect, openDashboardSection, outbox, signIn, signUpMember, test } from './support/fixtures';

const tag = randomBytes(3).toString('hex');
/** A word only this run's role has, so the search finds it whatever else the run has made. */
const word = `Quasar${tag}`;

type Person = { email: string; password: string; firstName: string; lastName: string; fullName: string };
const person = (firstName: string, lastName: string): Person => ({
  email: `${firstName.toLowerCase()}.roles.${tag}@e2e.example.com`,
  password: `pass-${tag}-${firstName}`,
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
});
const ana = person('Ana', `Roleposter ${tag}`);
const ben = person('Ben', `Seeker ${tag}`);

const SCREEN = { targets: true, fits: true, shotPrefix: 'h39-' };

async function signedInPage(browser: Browser, who: Person): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, who.email, who.password);
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
}

const mailsTo = (email: string) => outbox().filter((m) => m.to.includes(email));

test.describe('open roles', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test.beforeAll(async () => {
    for (const [who, company] of [
      [ana, 'Roleposter Ventures'],
      [ben, 'Seeker Studio'],
    ] as const) {
      const { api } = await signUpMember(who, { company, jobTitle: 'Founder', industry: `Roles ${tag}` });
      await api.dispose();
    }
  });

  test('Ana posts a role; Ben finds it by filter and is interested; addresses are shared only once Ana accepts', async ({
    browser,
  }) => {
    const { context: anaContext, page } = await signedInPage(browser, ana);
    await page.goto('/openRoles');
    await expect(page.getByRole('heading', { level: 1, name: 'Roles members are hiring for' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/Loading the roles/)).toHaveCount(0);
    await checkBothWidths(page, 'roles-list', SCREEN);

    // Post a role: the form in a dialog, every field by its label, the keyboard only for the choices.
    await page.getByRole('button', { name: 'Post a role' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Post a role' });
    await dialog.getByRole('textbox', { name: 'Role' }).fill(`Board advisor ${word}`);
    await dialog.getByRole('textbox', { name: 'Company or organisation' }).fill('Roleposter Ventures');
    await dialog.getByRole('textbox', { name: 'Place' }).fill('Lisbon');
    await dialog.getByRole('checkbox', { name: 'Remote' }).check();
    await dialog.getByRole('combobox', { name: 'Kind' }).selectOption('board');
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill('Help us grow across Europe. Our plan: https://roleposter.example/plan');
    await checkBothWidths(page, 'roles-post-form', SCREEN);
    await dialog.getByRole('button', { name: 'Post the role' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/openRoles\?show=mine$/);
    const own = page.getByRole('article', { name: `Board advisor ${word}` });
    await expect(own).toContainText('You posted this');
    await expect(own.getByRole('link', { name: 'https://roleposter.example/plan' })).toHaveAttribute(
      'rel',
      /noopener noreferrer/,
    );

    // Ben: the kind and a word find it; 'I'm interested' asks Ana for an introduction.
    const { context: benContext, page: benPage } = await signedInPage(browser, ben);
    await benPage.goto('/openRoles');
    await benPage.getByRole('combobox', { name: 'Kind' }).click();
    await benPage.getByRole('option', { name: 'Board' }).click();
    await benPage.getByRole('searchbox', { name: 'Search roles' }).fill(word);
    await expect(benPage).toHaveURL(new RegExp(`kind=board.*q=${word}|q=${word}.*kind=board`));
    const card = benPage.getByRole('article', { name: `Board advisor ${word}` });
    await expect(card).toContainText('Lisbon or remote');
    await expect(benPage.getByRole('article')).toHaveCount(1);
    await checkBothWidths(benPage, 'roles-filtered', SCREEN);
    await card.getByRole('button', { name: `I’m interested in Board advisor ${word}` }).focus();
    await benPage.keyboard.press('Enter');
    await expect(benPage.getByText(/Introduction requested/).first()).toBeVisible();
    await expect(card.getByText('You are interested')).toBeVisible();

    // No match: the page says so and offers to clear the filters.
    await benPage.getByRole('searchbox', { name: 'Search roles' }).fill(`${word}zzz`);
    await expect(benPage.getByText('No roles match')).toBeVisible();
    await checkBothWidths(benPage, 'roles-no-match', SCREEN);

    // Ana's email asks, names the role, and holds no address of Ben's.
    await expect
      .poll(() => mailsTo(ana.email).filter((m) => m.subject === `${ben.fullName} would like to connect`).length)
      .toBe(1);
    const [request] = mailsTo(ana.email).filter((m) => m.subject === `${ben.fullName} would like to connect`);
    expect(request.text).toContain(`Board advisor ${word}`);
    expect(request.text).not.toContain(ben.email);

    // Before Ana accepts: neither sees the other's address.
    await benPage.goto('/connections');
    await expect(benPage.getByRole('region', { name: /Requests you sent/ }).getByText(ana.fullName)).toBeVisible();
    await expect(benPage.getByRole('main')).not.toContainText(ana.email);

    await page.reload();
    await expect(own.getByText('1 member is interested')).toBeVisible();
    await expect(own).toContainText(ben.fullName);
    await expect(own).not.toContainText(ben.email);
    await checkBothWidths(page, 'roles-mine', SCREEN);
    await own.getByRole('link', { name: 'See the introduction request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${ben.fullName} would like to connect` })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Board advisor ${word}`);
    await expect(page.getByRole('main')).not.toContainText(ben.email);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are connected' })).toContainText(ben.email);

    // Only now: each sees the other's address.
    await page.goto('/connections');
    await expect(page.getByRole('region', { name: /Your connections/ }).getByRole('link', { name: ben.email })).toBeVisible();
    await benPage.goto('/connections');
    await expect(benPage.getByRole('region', { name: /Your connections/ }).getByRole('link', { name: ana.email })).toBeVisible();
    await anaContext.close();
    await benContext.close();
  });

  test('Ben reports the role from its page; an organiser pins it, then removes it from the queue; Ana reads why', async ({
    browser,
  }) => {
    const { context: benContext, page: benPage } = await signedInPage(browser, ben);
    await benPage.goto(`/openRoles?q=${word}`);
    await benPage.getByRole('link', { name: `Board advisor ${word}` }).click();
    await expect(benPage).toHaveURL(/\/openRoles\/[0-9a-f-]{36}$/);
    const role = benPage.getByRole('article', { name: `Board advisor ${word}` });
    await expect(role.getByText('You are interested')).toBeVisible();
    await checkBothWidths(benPage, 'role-page', SCREEN);
    await role.getByRole('button', { name: 'Report this role from Ana' }).click();
    const dialog = benPage.getByRole('dialog', { name: 'Report this role' });
    await dialog.getByLabel('What is wrong with it?').fill('Asks for a fee to apply.');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(benPage.getByText('Thank you. The organisers will look at this role').first()).toBeVisible();
    await benContext.close();

    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/login');
    await signIn(adminPage, accounts().admin.email, accounts().admin.password);
    await expect(adminPage).toHaveURL(/\/admin\/dashboard/);
    await adminPage.goto(`/openRoles?q=${word}`);
    const card = adminPage.getByRole('article', { name: `Board advisor ${word}` });
    await card.getByRole('group', { name: 'Organiser actions' }).getByRole('button', { name: 'Pin' }).click();
    await expect(card.getByText('Pinned', { exact: true })).toBeVisible();
    await checkBothWidths(adminPage, 'roles-organiser', SCREEN);

    await adminPage.goto('/admin/dashboard');
    await openDashboardSection(adminPage, 'Reports');
    const report = adminPage.getByRole('article', { name: `${ben.fullName} reported an open role by ${ana.fullName}` });
    await expect(report.getByText('Asks for a fee to apply.')).toBeVisible();
    await expect(report.getByText(`Board advisor ${word} · Roleposter Ventures`)).toBeVisible();
    await checkBothWidths(adminPage, 'reports-tab-role', { shotPrefix: 'h39-' });
    await report.getByLabel(/Note/).fill('Roles here never ask for a fee.');
    await report.getByRole('button', { name: 'Remove' }).click();
    await expect(report.getByText('Role removed').first()).toBeVisible();
    await adminContext.close();

    const { context: anaContext, page } = await signedInPage(browser, ana);
    await page.goto('/openRoles?show=mine');
    const own = page.getByRole('article', { name: `Board advisor ${word}` });
    await expect(own.getByText('Removed by the organisers')).toBeVisible();
    await expect(own).toContainText('Roles here never ask for a fee.');
    await expect(own.getByRole('button', { name: /Renew/ })).toHaveCount(0);
    await checkBothWidths(page, 'roles-removed', SCREEN);
    await expect.poll(() => mailsTo(ana.email).filter((m) => m.subject.includes('removed your role')).length).toBe(1);
    await anaContext.close();
  });
});
