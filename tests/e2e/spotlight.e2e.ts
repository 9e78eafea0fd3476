// An administrator builds the home page's spotlight with uploaded pictures; a member sees it rotate
// every 8 seconds and follows an item's link to a new tab.
import { makePng } from '../support/files';
import { accounts, expect, expectAccessible, signIn, test } from './support/fixtures';
import { UPLOAD_ROUTES } from '../../src/common/contracts/uploads-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';

test('an admin adds spotlight items with uploaded images and a member sees them rotate and opens a link', async ({ browser }) => {
  // Two sign-ins, two uploads and two accessibility checks: longer than most journeys on a busy machine.
  test.setTimeout(90_000);
  const { admin, member } = accounts();
  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto('/login');
  await signIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  await adminPage.goto('/admin/dashboard?tab=spotlight');
  await expect(adminPage.getByText('No spotlight items yet')).toBeVisible();
  await expectAccessible(adminPage, 'spotlight tab, empty');

  // The form says what is missing before anything is sent.
  await adminPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(adminPage.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(adminPage.getByText('Title is required')).toBeVisible();

  // A file the server would refuse is refused before it is sent, in the server's words.
  const uploads: string[] = [];
  adminPage.on('request', (req) => {
    if (req.url().includes(endpointUrl(UPLOAD_ROUTES.upload))) uploads.push(req.method());
  });
  await expect(adminPage.getByText('PNG, JPEG, GIF, WebP or AVIF, up to 5 MB')).toBeVisible();
  let chooser = adminPage.waitForEvent('filechooser');
  await adminPage.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
  await expect(adminPage.getByText('Images can be at most 5 MB.')).toBeVisible();
  await expect(adminPage.getByText('Error uploading image!').first()).toBeVisible();
  chooser = adminPage.waitForEvent('filechooser');
  await adminPage.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(adminPage.getByText('Only PNG, JPEG, GIF, WebP or AVIF images can be uploaded.')).toBeVisible();
  expect(uploads).toEqual([]);

  const addItem = async (title: string, colour: [number, number, number], link?: string) => {
    await adminPage.getByLabel('Title').fill(title);
    const chooser = adminPage.waitForEvent('filechooser');
    await adminPage.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles({ name: `${title}.png`, mimeType: 'image/png', buffer: makePng(320, 140, colour) });
    await expect(adminPage.getByLabel('Image address')).toHaveValue(/^\/uploads\/spotlight-carousel\/\d+-[0-9a-f]+\.png$/);
    await expect(adminPage.getByRole('img', { name: `Preview: ${title}` })).toBeVisible();
    if (link) await adminPage.getByLabel('Link (optional)').fill(link);
    await adminPage.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(adminPage.getByText('Spotlight item added').first()).toBeVisible();
  };
  await addItem('Lumen House Media', [176, 141, 87], 'https://example.com/lumen');
  await addItem('Salon recap', [38, 35, 28]);

  const items = adminPage.getByRole('region', { name: 'Current items' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Lumen House Media');
  await expect(items.nth(0)).toContainText('Order 1');
  await expect(items.nth(1)).toContainText('Order 2');
  await expect(items.nth(0).getByRole('link', { name: /View Link/ })).toHaveAttribute('href', 'https://example.com/lumen');
  await expect(items.nth(1).getByRole('link', { name: /View Link/ })).toHaveCount(0);
  // One row-action style, each named for its row.
  await expect(items.nth(0).getByRole('button', { name: 'Edit Lumen House Media', exact: true })).toBeVisible();
  await expect(items.nth(0).getByRole('button', { name: 'Delete Lumen House Media', exact: true })).toBeVisible();
  await expect(items.nth(0).getByRole('link', { name: 'View Link of Lumen House Media (opens in a new tab)' })).toBeVisible();

  // Edit mode can be left without saving.
  await items.nth(1).getByRole('button', { name: /Edit/ }).click();
  await expect(adminPage.getByRole('heading', { name: 'Edit item' })).toBeVisible();
  await expect(adminPage.getByLabel('Title')).toHaveValue('Salon recap');
  await adminPage.getByRole('button', { name: 'Cancel' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Add an item' })).toBeVisible();
  for (const width of [1280, 375]) {
    await adminPage.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectAccessible(adminPage, `spotlight tab, with items, at ${width}px`);
  }
  await adminPage.setViewportSize({ width: 1280, height: 720 });

  // The member's browser answers the external link itself: the journey needs no internet.
  const memberContext = await browser.newContext();
  await memberContext.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Lumen House Media</title><h1>Lumen</h1>' }),
  );
  const memberPage = await memberContext.newPage();
  await memberPage.clock.install();
  await memberPage.goto('/login');
  await signIn(memberPage, member.email, member.password);
  await expect(memberPage).toHaveURL(/\/$/);
  await memberPage.goto('/');
  const carousel = memberPage.getByRole('region', { name: 'Spotlight' });
  await expect(carousel.getByRole('img')).toBeVisible();
  await expect(carousel.getByRole('button', { name: /Show slide/ })).toHaveCount(2);

  // Stop the clock, note the slide shown, and let 8 seconds pass: the other one is shown.
  const now = await memberPage.evaluate(() => Date.now());
  // A little ahead of now: on a busy machine more than a few milliseconds pass before the pause lands.
  await memberPage.clock.pauseAt(now + 5000);
  const shown = await carousel.getByRole('img').getAttribute('alt');
  const other = shown === 'Lumen House Media' ? 'Salon recap' : 'Lumen House Media';
  await memberPage.clock.runFor(8000);
  await expect(carousel.getByRole('img', { name: other })).toBeVisible();
  await memberPage.clock.resume();

  await carousel.getByRole('button', { name: 'Show slide 1 of 2' }).click();
  await expect(carousel.getByRole('img', { name: 'Lumen House Media' })).toBeVisible();
  const popupOpened = memberPage.waitForEvent('popup');
  await carousel.getByRole('link', { name: /Lumen House Media/ }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL('https://example.com/lumen');
  await expect(popup.getByRole('heading', { name: 'Lumen' })).toBeVisible();
  await popup.close();

  await expectAccessible(memberPage, 'member home with the spotlight');
});
