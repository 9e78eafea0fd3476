// The members' directory end to end (issue 33): Ana opens Members from the sidebar, searches a word of
// Bea's company, finds her card, opens her page and sees Connect; /memberLocation groups the directory by
// place. Every screen passes axe at 1280 and 375 px, keeps 24 px targets, and is screenshotted when
// E2E_SHOTS_DIR is set. (The offering and the city's audience are set through the profile form of issue 33's
// profile part; until it is merged, the API tests prove that a hidden city never reaches a searcher.)
import { randomBytes } from 'node:crypto';
import { checkBothWidths, expect, signIn, signUpMember, test } from './support/fixtures';

const tag = randomBytes(3).toString('hex');
const word = `Quokkalaw${tag}`;
type Person = { email: string; password: string; firstName: string; lastName: string; company: string };
const person = (firstName: string, lastName: string, company: string): Person => ({
  email: `${firstName.toLowerCase()}.dir.${tag}@e2e.example.com`,
  password: `pass-${tag}-${firstName}`,
  firstName,
  lastName,
  company,
});
const ana = person('Ana', `Seeker ${tag}`, 'Seeker Studio');
const bea = person('Bea', `Broker ${tag}`, `${word} Partners`);

const SCREEN = { targets: true, fits: true, shotPrefix: 'h33-directory-' };

/** Two members through the real access flow (signUpMember), with profiles in the journey's own industry. */
async function createPeople() {
  for (const p of [ana, bea]) {
    const { api } = await signUpMember(p, {
      company: p.company,
      jobTitle: 'Partner',
      industry: `Directory ${tag}`,
      interests: [{ name: 'Franchise law' }],
    });
    await api.dispose();
  }
}

test.describe('the members directory', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Ana finds Bea by a word of her company, opens her page, and sees the directory by place', async ({ browser }) => {
    await createPeople();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await signIn(page, ana.email, ana.password);
    await expect(page).not.toHaveURL(/\/login/);

    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find each other' })).toBeVisible();
    await expect(page.getByText(/members? in the directory/)).toBeVisible();
    await checkBothWidths(page, 'list', SCREEN);

    await page.getByRole('searchbox', { name: /search members/i }).fill(word.toLowerCase());
    await expect(page.getByText('1 member found')).toBeVisible();
    const card = page.getByRole('link', { name: `Bea Broker ${tag}` });
    await expect(card).toBeVisible();
    await expect(page.getByText(`Partner at ${word} Partners`)).toBeVisible();
    await checkBothWidths(page, 'search', SCREEN);

    await page.getByRole('searchbox', { name: /search members/i }).fill(`nothing-${tag}`);
    await expect(page.getByText('No member matches')).toBeVisible();
    await checkBothWidths(page, 'no-match', SCREEN);

    await page.getByRole('searchbox', { name: /search members/i }).fill(word.toLowerCase());
    await page.getByRole('link', { name: `Bea Broker ${tag}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bea Broker ${tag}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Events you share' })).toBeVisible();
    await checkBothWidths(page, 'member-page', SCREEN);

    await page.goto('/memberLocation');
    await expect(page.getByRole('heading', { level: 1, name: 'Members by place' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Place not shown' }).first()).toBeVisible();
    await checkBothWidths(page, 'by-place', SCREEN);
    await context.close();
  });
});
