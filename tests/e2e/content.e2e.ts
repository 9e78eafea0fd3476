// Administrators point sidebar items elsewhere; every member's sidebar follows. The member home's
// spotlight carousel keeps its caption and controls off the picture, at phone and desktop widths.
import { request, type APIRequestContext } from '@playwright/test';
import { accounts, expect, expectAccessible, signIn, test } from './support/fixtures';
import { CONTENT_ROUTES } from '../../src/common/contracts/content-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';

test('an admin saves a sidebar override and the member sidebar follows it', async ({ browser }) => {
  const { admin, member } = accounts();
  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto('/login');
  await signIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  await adminPage.goto('/admin/dashboard?tab=sidebar');
  // The field, not the dashboard's AI Tools tab panel (decision 071), which a label search also finds.
  const aiTools = adminPage.getByRole('textbox', { name: 'AI tools' });
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
  await expect(memberPage).toHaveURL(/\/$/);
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

/** The administrator's API, for the spotlight items a journey needs (removed again after it). */
async function adminApi(): Promise<APIRequestContext> {
  const baseURL = process.env.E2E_BASE_URL!;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const { admin } = accounts();
  const signedIn = await api.post('/api/auth/sign-in/email', { data: { email: admin.email, password: admin.password } });
  expect(signedIn.ok()).toBe(true);
  return api;
}

const SLIDES = [
  {
    title: 'Upcoming Cultural Salon: Building a Franchise Brand Creators Love',
    imageUrl: '/demo/spotlight-1.svg',
    linkUrl: 'https://example.com/salon',
  },
  {
    title: 'Member spotlight: Amara Okafor on building Lumen House Media',
    imageUrl: '/demo/spotlight-2.svg',
    linkUrl: 'https://example.com/amara',
  },
  { title: 'Welcome to our newest members', imageUrl: '/demo/spotlight-4.svg', linkUrl: null },
];

for (const width of [375, 1280]) {
  test(`the member home carousel at ${width} px: the caption and the controls beside the picture, never on it`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const api = await adminApi();
    const ids: string[] = [];
    try {
      for (const slide of SLIDES) {
        const created = await api.post(endpointUrl(CONTENT_ROUTES.adminCreateSpotlight), { data: slide });
        expect(created.status()).toBe(201);
        ids.push(((await created.json()) as { item: { id: string } }).item.id);
      }
      const context = await browser.newContext({ viewport: { width, height: 860 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const { member } = accounts();
      await page.goto('/login');
      await signIn(page, member.email, member.password);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/');

      const carousel = page.getByRole('region', { name: 'Spotlight' });
      for (const [i, slide] of SLIDES.entries()) {
        await carousel.getByRole('button', { name: `Show slide ${i + 1} of ${SLIDES.length}` }).click();
        const picture = carousel.getByRole('img', { name: slide.title });
        await expect(picture).toBeVisible();
        const pictureBox = (await picture.boundingBox())!;
        // The demo art is 16:9: on a phone it is shown whole.
        if (width === 375) expect(Math.abs(pictureBox.width / pictureBox.height - 16 / 9)).toBeLessThan(0.02);
        // The caption is below the picture, not over it.
        const captionBox = (await carousel.getByText(slide.title, { exact: true }).boundingBox())!;
        expect(captionBox.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height);
        // So are the arrows and the dots, and each dot is a 24 px target.
        for (const name of ['Previous slide', 'Next slide']) {
          const box = (await carousel.getByRole('button', { name }).boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height);
        }
        for (const dot of await carousel.getByRole('button', { name: /^Show slide/ }).all()) {
          const box = (await dot.boundingBox())!;
          expect(box.width).toBeGreaterThanOrEqual(24);
          expect(box.height).toBeGreaterThanOrEqual(24);
          expect(box.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height);
        }
      }
      await expectAccessible(page, `member home carousel at ${width} px`);
      await context.close();
    } finally {
      for (const id of ids) expect((await api.delete(endpointUrl(CONTENT_ROUTES.adminDeleteSpotlight, { id }))).ok()).toBe(true);
      await api.dispose();
    }
  });
}
