// Events worth opening (issue 32 item 4, decision 040), end to end: an administrator chooses the
// community's time zone in the dashboard (Europe/Paris), adds an event with a description, a link in it
// and an uploaded cover picture; a member whose browser runs on Los Angeles time reads it in their own zone,
// with both zones named, sees the cover and the description on the card and the page, and answers Going
// from the list with the focus staying on the button. At phone width the Events tab shows its lists before
// its form. Each screen is checked with axe at 1280 and 375 px, and kept as a screenshot when
// E2E_SHOTS_DIR is set. The zone is put back to UTC at the end: other journeys share this worker's server.
import { randomBytes } from 'node:crypto';
import { TIME_ZONE_ROUTES } from '../../src/common/contracts/time-zone-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { makePng } from '../support/files';
import { accounts, apiAs, checkBothWidths, expect, localDateTime, signIn, test } from './support/fixtures';

const SCREEN = { targets: true, fits: true, shotPrefix: 'h32-' };
const COMMUNITY = 'Europe/Paris';
const VIEWER = 'America/Los_Angeles';

test.afterAll(async () => {
  const api = await apiAs('admin');
  await api.put(endpointUrl(TIME_ZONE_ROUTES.choose), { data: { timeZone: 'UTC' } });
  await api.dispose();
});

test('the community’s zone set in the dashboard; an event with a description and a cover, read on Los Angeles time', async ({
  browser,
}) => {
  test.setTimeout(420_000); // two people, many axe runs and screenshots, on a shared machine
  const { admin, member } = accounts();
  const title = `Salon des Créateurs ${randomBytes(3).toString('hex')}`;
  const startsAt = localDateTime(20, '19:30');

  // The administrator chooses the community's zone in the Events tab.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/login');
  await signIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  await adminPage.getByRole('tab', { name: 'Events' }).click();
  const zoneCard = adminPage.getByRole('region', { name: 'Community time zone' });
  await zoneCard.getByLabel('Time zone', { exact: true }).selectOption(COMMUNITY);
  await zoneCard.getByRole('button', { name: 'Use this time zone' }).click();
  await expect(adminPage.getByText(`Time zone saved: ${COMMUNITY}`).first()).toBeVisible();
  await expect(adminPage.getByText("In the community's time zone (Europe/Paris).")).toBeVisible();

  // …and adds an event, with a description and an uploaded cover.
  await adminPage.getByLabel('Title', { exact: true }).fill(title);
  await adminPage
    .getByLabel('Description')
    .fill(
      'An evening with three makers of short films, and the producers who back them.\n\nBring a question. Programme: https://example.com/salon-programme.',
    );
  const chooser = adminPage.waitForEvent('filechooser');
  await adminPage.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(1200, 630, [176, 141, 87]) });
  await expect(adminPage.getByLabel('or paste an image address')).toHaveValue(/^\/uploads\/event-images\/\d+-[0-9a-f]+\.png$/);
  await adminPage.getByLabel('Date and time').fill(startsAt);
  await adminPage.getByLabel('Location').fill('Atelier Oberkampf, Paris');
  await adminPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(adminPage.getByText('Event added').first()).toBeVisible();
  await checkBothWidths(adminPage, 'admin-events', SCREEN);

  // At phone width the lists come first; the form follows them, one button away.
  await adminPage.setViewportSize({ width: 375, height: 812 });
  const upcomingTop = (await adminPage.getByRole('heading', { name: 'Upcoming', level: 3 }).boundingBox())!.y;
  const formTop = (await adminPage.getByRole('heading', { name: 'Add an event' }).boundingBox())!.y;
  expect(upcomingTop).toBeLessThan(formTop);
  expect(upcomingTop).toBeLessThan(812);
  await adminPage.getByRole('button', { name: 'Add an event' }).click();
  await expect(adminPage.getByLabel('Title', { exact: true })).toBeFocused();
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await zoneCard.scrollIntoViewIfNeeded();
  await expect(zoneCard).toContainText('Now Europe / Paris');

  // The member, on Los Angeles time.
  const memberContext = await browser.newContext({ timezoneId: VIEWER });
  const page = await memberContext.newPage();
  await page.goto('/login');
  await signIn(page, member.email, member.password);
  await page.waitForURL(/\/(user\/dashboard)?$/);
  await page.goto('/salonss');
  const card = page.getByRole('article', { name: title });
  // The instant the organisers meant: the wall time in Paris, at Paris's offset that day ('GMT+01:00').
  const parisOffset = new Intl.DateTimeFormat('en-US', { timeZone: COMMUNITY, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${startsAt}:00Z`))
    .find((part) => part.type === 'timeZoneName')!.value;
  const start = new Date(`${startsAt}:00${parisOffset.replace('GMT', '') || 'Z'}`);
  const inLosAngeles = new Intl.DateTimeFormat('en-US', {
    timeZone: VIEWER,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const inParis = new Intl.DateTimeFormat('en-US', {
    timeZone: COMMUNITY,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  await expect(card).toContainText(`${inLosAngeles.format(start)} your time`);
  await expect(card).toContainText(inParis.format(start));
  await expect(card).toContainText('An evening with three makers of short films');
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await expect(page.getByText(/Times are in your time zone \(America\/Los Angeles\)/)).toBeVisible();
  await checkBothWidths(page, 'events-list', SCREEN);

  // 'Going' from the list: the focus stays on the pressed button.
  const going = card.getByRole('button', { name: 'Going' });
  await going.focus();
  await page.keyboard.press('Enter');
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(going).toBeFocused();
  await expect(page.getByText(/You.re going/).first()).toBeVisible();
  await expect(going).toBeFocused();

  // The event's page: the cover, the time in the reader's zone with both zones named, the description.
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { name: title, level: 1 }) });
  await expect(header).toContainText(`${inLosAngeles.format(start)} your time`);
  await expect(header).toContainText(inParis.format(start));
  const about = page.getByRole('region', { name: 'About this event' });
  await expect(about.locator('p')).toHaveCount(2);
  const programme = about.getByRole('link', { name: /example\.com\/salon-programme/ });
  await expect(programme).toHaveAttribute('href', 'https://example.com/salon-programme');
  await expect(programme).toHaveAttribute('target', '_blank');
  expect(
    await page
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(1200);
  // Not online: nothing promises a link.
  await expect(page.getByText(/online link/i)).toHaveCount(0);
  await expect(page.getByText('You’re going. See you there.')).toBeVisible();
  await checkBothWidths(page, 'event-page', SCREEN);
});
