// Connections end to end (issue 17): Ana connects to Ben from /recommendations with a note; Ben opens the
// email's Accept link (signing in first), accepts; both find each other under 'Your connections' with
// the other's email, and each has an introduction email. Cleo's request to Ben is set aside ('Not now')
// and nothing Cleo sees changes. Every new page passes axe at 1280 and 375 px, keeps 24 px targets, and
// is screenshotted for review when E2E_SHOTS_DIR is set.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { accounts, checkBothWidths, expect, outbox, signIn, signUpMember, test } from './support/fixtures';

const tag = randomBytes(3).toString('hex');
/** Their own industry, so the three recommend each other first whatever else the run has made. */
const industry = `Connections ${tag}`;

type Person = { email: string; password: string; firstName: string; lastName: string; fullName: string };
const person = (firstName: string, lastName: string): Person => ({
  email: `${firstName.toLowerCase()}.${tag}@e2e.example.com`,
  password: `pass-${tag}-${firstName}`,
  firstName,
  lastName: `${lastName}`,
  fullName: `${firstName} ${lastName}`,
});
const ana = person('Ana', `Abara ${tag}`);
const ben = person('Ben', `Bello ${tag}`);
const cleo = person('Cleo', `Castell ${tag}`);
/** Asks and is asked nothing: the empty lists. */
const dee = person('Dee', `Dunn ${tag}`);

/** Each screen: axe, 24 px targets and a screenshot, at 1280 and 375 px. */
const SCREEN = { targets: true, shotPrefix: 'h17-' };

/** Four members made through the real access flow (signUpMember), each with a profile in the journey's own
 * industry. */
async function createPeople() {
  const roles: Record<string, { company: string; jobTitle: string; interests: string[] }> = {
    Ana: { company: 'Abara Franchise Group', jobTitle: 'Founder', interests: ['Podcasts', 'Franchising'] },
    Ben: { company: 'Bello Media', jobTitle: 'Head of Partnerships', interests: ['Podcasts', 'Video'] },
    Cleo: { company: 'Castell Studio', jobTitle: 'Creator', interests: ['Video'] },
    Dee: { company: 'Dunn & Co', jobTitle: 'Editor', interests: [] },
  };
  for (const p of [ana, ben, cleo, dee]) {
    const { company, jobTitle, interests } = roles[p.firstName];
    const { api } = await signUpMember(p, { company, jobTitle, industry, interests: interests.map((name) => ({ name })) });
    await api.dispose();
  }
}

async function signedInPage(
  browser: Browser,
  who: Pick<Person, 'email' | 'password'>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, who.email, who.password);
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
}

/** Opens a recommended member's dialog on /recommendations. */
async function openRecommendation(page: Page, name: string) {
  await page.goto('/recommendations');
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(name) })
    .click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText('Why Connect?')).toBeVisible();
  return dialog;
}

const mailsTo = (email: string) => outbox().filter((m) => m.to.includes(email));

test.describe('connections', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test.beforeAll(async () => {
    await createPeople();
  });

  test('Ana connects to Ben from /recommendations; Ben accepts from the email; both see each other with their emails', async ({
    browser,
  }) => {
    const { context: anaContext, page } = await signedInPage(browser, ana);

    // Connect opens a short form; the note is optional and counted.
    const dialog = await openRecommendation(page, ben.fullName);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const note = dialog.getByLabel(/Add a note/);
    await expect(note).toBeFocused();
    await note.fill('Loved your podcast on franchise media. Coffee at the next salon?');
    await expect(dialog.getByText('64 / 500')).toBeVisible();
    await checkBothWidths(page, 'connect-form', SCREEN);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Connection request sent').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: new RegExp(ben.fullName) })).toContainText('Request sent');

    // Ben's email: who, their role, the note, the reason and the two buttons; Ana's address nowhere.
    await expect
      .poll(() => mailsTo(ben.email).filter((m) => m.subject === `${ana.fullName} would like to connect`).length)
      .toBe(1);
    const [request] = mailsTo(ben.email).filter((m) => m.subject === `${ana.fullName} would like to connect`);
    expect(request.text).toContain(`${ana.fullName} (Founder at Abara Franchise Group) would like to be introduced to you`);
    expect(request.text).toContain('Loved your podcast on franchise media.');
    expect(request.text).toContain('Why connect?');
    expect(request.text).not.toContain(ana.email);
    const acceptLink = request.links.find((link) => link.endsWith('?answer=accept'))!;
    expect(acceptLink).toMatch(/\/connections\/requests\/[0-9a-f-]{36}\?answer=accept$/);

    // Ben follows Accept: signs in first, then lands on the request, with Accept ready (nothing decided yet).
    const benContext = await browser.newContext();
    const benPage = await benContext.newPage();
    await benPage.setViewportSize({ width: 1280, height: 900 });
    await benPage.goto(acceptLink);
    await expect(benPage).toHaveURL(/\/login/);
    await signIn(benPage, ben.email, ben.password);
    await expect(benPage).toHaveURL(/\/connections\/requests\/.*answer=accept/);
    await expect(benPage.getByRole('heading', { level: 1, name: `${ana.fullName} would like to connect` })).toBeVisible();
    await expect(benPage.getByText('Loved your podcast on franchise media.')).toBeVisible();
    await expect(benPage.getByRole('button', { name: 'Accept' })).toBeFocused();
    await checkBothWidths(benPage, 'request-page', SCREEN);
    // The sidebar counts it.
    await expect(benPage.getByRole('link', { name: 'Connections, 1 request waiting' })).toBeVisible();

    await benPage.getByRole('button', { name: 'Accept' }).click();
    await expect(benPage.getByText(`You and ${ana.fullName} are now connected`).first()).toBeVisible();
    await expect(benPage.getByRole('status').filter({ hasText: 'You are connected' })).toContainText(ana.email);
    await checkBothWidths(benPage, 'request-accepted', SCREEN);

    // Both: 'Your connections', with the other's email.
    await benPage.goto('/connections');
    const benConnections = benPage.getByRole('region', { name: /Your connections/ });
    await expect(benConnections.getByText(ana.fullName)).toBeVisible();
    await expect(benConnections.getByRole('link', { name: ana.email })).toHaveAttribute('href', `mailto:${ana.email}`);
    await page.goto('/connections');
    const anaConnections = page.getByRole('region', { name: /Your connections/ });
    await expect(anaConnections.getByText(ben.fullName)).toBeVisible();
    await expect(anaConnections.getByRole('link', { name: ben.email })).toBeVisible();
    await expect(anaConnections).toContainText('Connected');
    await checkBothWidths(page, 'connections', SCREEN);

    // One introduction each, naming the other's address.
    await expect
      .poll(() => mailsTo(ana.email).filter((m) => m.subject === `You and ${ben.fullName} are connected`).length)
      .toBe(1);
    expect(mailsTo(ana.email).find((m) => m.subject.includes('are connected'))!.text).toContain(ben.email);
    expect(mailsTo(ben.email).find((m) => m.subject.includes('are connected'))!.text).toContain(ana.email);
    await anaContext.close();
    await benContext.close();
  });

  test("Cleo's request to Ben is set aside with 'Not now'; nothing Cleo sees changes", async ({ browser }) => {
    const { context: cleoContext, page } = await signedInPage(browser, cleo);
    const dialog = await openRecommendation(page, ben.fullName);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog).toBeHidden();

    const cleoSees = async () => {
      await page.goto('/connections');
      const sent = page.getByRole('region', { name: /Requests you sent/ });
      await expect(sent.getByText(ben.fullName)).toBeVisible();
      const sentText = await sent.innerText();
      await page.goto('/recommendations');
      // Read the page once it has loaded (the chunk, then the list), not while it says 'Loading…'.
      await expect(page.getByRole('heading', { name: 'Members worth meeting' })).toBeVisible();
      await expect(page.getByRole('main').getByText(/loading/i)).toHaveCount(0);
      const recommendations = await page.getByRole('main').innerText();
      return { sentText, recommendations };
    };
    const before = await cleoSees();
    expect(before.sentText).toContain('Request sent');
    expect(before.recommendations).not.toContain(ben.fullName);

    // Ben: the dashboard's notice and the Requests list; 'Not now'.
    const { context: benContext, page: benPage } = await signedInPage(browser, ben);
    await benPage.goto('/');
    await expect(benPage.getByText(`${cleo.fullName} would like to connect`)).toBeVisible();
    await checkBothWidths(benPage, 'dashboard-notice', SCREEN);
    await benPage.getByRole('link', { name: 'See the request' }).click();
    await expect(benPage).toHaveURL(/\/connections$/);
    const requests = benPage.getByRole('region', { name: /^Requests\s*\d*$/ });
    await expect(requests.getByRole('heading', { name: cleo.fullName })).toBeVisible();
    await checkBothWidths(benPage, 'connections-requests', SCREEN);
    await requests.getByRole('button', { name: `Not now: set aside ${cleo.fullName}’s request` }).click();
    await expect(benPage.getByText(`Request set aside. ${cleo.fullName} will not be told.`).first()).toBeVisible();
    await expect(requests.getByText('No requests waiting')).toBeVisible();
    // Focus goes on, to the list's heading once it is empty.
    await expect(benPage.getByRole('heading', { name: 'Requests', exact: true })).toBeFocused();
    await expect(benPage.getByRole('link', { name: /^Connections$/ })).toBeVisible();

    // Cleo: exactly as before, and no email about it.
    expect(await cleoSees()).toEqual(before);
    expect(mailsTo(cleo.email).filter((m) => /connect/i.test(m.subject))).toEqual([]);
    await cleoContext.close();
    await benContext.close();
  });

  test('empty lists say what will appear; the organisers see counts only', async ({ browser }) => {
    const { context, page } = await signedInPage(browser, dee);
    await page.goto('/connections');
    await expect(page.getByText('No requests waiting', { exact: true })).toBeVisible();
    await expect(page.getByText('No connections yet')).toBeVisible();
    await expect(page.getByText('No requests waiting for an answer')).toBeVisible();
    await checkBothWidths(page, 'connections-empty', SCREEN);
    await context.close();

    const { admin } = accounts();
    const { context: adminContext, page: adminPage } = await signedInPage(browser, admin);
    await adminPage.goto('/admin/dashboard?tab=introductions');
    const panel = adminPage.getByRole('tabpanel', { name: 'Introductions' });
    await expect(panel.getByRole('heading', { name: /^This month/ })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Overall' })).toBeVisible();
    await expect(panel).not.toContainText('Loved your podcast');
    await checkBothWidths(adminPage, 'admin-introductions', SCREEN);

    // A member's detail lists their connections count.
    await adminPage.goto('/admin/dashboard?tab=members');
    await adminPage.getByLabel('Search members').fill(ben.email);
    await expect(adminPage.getByText('Showing 1–1 of 1 person')).toBeVisible();
    await adminPage.getByRole('button', { name: `View ${ben.fullName}` }).click();
    await expect(adminPage.getByRole('heading', { name: ben.fullName })).toBeVisible();
    await expect(adminPage.locator('dt', { hasText: 'Connections' }).locator('xpath=following-sibling::dd')).toHaveText('1');
    await checkBothWidths(adminPage, 'admin-member-connections', SCREEN);
    await adminContext.close();
  });
});
