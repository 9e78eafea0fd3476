// Events members act on (issue 18), end to end: an administrator adds an event with a capacity and an
// online link; a member (whose clock is in New York, the community's in UTC) finds it, says they're going,
// sees the online link appear, shows themselves on the attendee list, meets the people worth meeting,
// downloads the .ics and subscribes to their calendar feed; the administrator sees the count, exports
// the attendees and takes one member's answer off. The event page, the lists, the dashboard's dialog and the profile card are checked with
// axe at 1280 px and 375 px, with a screenshot of each when E2E_SHOTS_DIR is set.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { accounts, checkBothWidths, expect, localDateTime, shareSession, signIn, signUpMember, test } from './support/fixtures';

const ONLINE = 'https://meet.example.com/salon-room-42';

/** Each screen: axe, 24 px targets and a screenshot, at 1280 and 375 px. */
const SCREEN = { targets: true, shotPrefix: 'h18-' };

test('a member RSVPs, downloads the .ics and sees the online link; the admin sees the count and exports the attendees', async ({
  browser,
}) => {
  test.setTimeout(480_000); // three people, a dozen axe runs and screenshots, on a shared machine
  const { admin, member } = accounts();
  const title = `Cultural Salon: Creators at the Table ${randomBytes(3).toString('hex')}`;
  const startsAt = localDateTime(30);

  // The administrator adds the event from the dashboard.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/login');
  await signIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  await adminPage.getByRole('tab', { name: 'Events' }).click();
  await adminPage.getByLabel('Title', { exact: true }).fill(title);
  await adminPage.getByLabel('Date and time').fill(startsAt);
  await adminPage.getByLabel('Speakers').fill('Priya Raman');
  await adminPage.getByLabel('Location').fill('Mercer Street Loft, New York');
  await adminPage.getByLabel('Capacity').fill('12');
  await adminPage.getByLabel('Online link').fill(ONLINE);
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('Event added').first()).toBeVisible();
  const row = adminPage.getByRole('region', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('0 of 12 going');

  // Another member is going and on the list: someone to meet.
  const other = await signUpMember({
    email: `sam.${Date.now()}.${randomBytes(2).toString('hex')}@e2e.example.com`,
    password: randomBytes(9).toString('base64url'),
    firstName: 'Sam',
    lastName: 'Shared',
  });
  const otherContext = await browser.newContext();
  await shareSession(otherContext, other.api);
  await other.api.dispose();
  const otherPage = await otherContext.newPage();
  await otherPage.goto('/salonss');
  const otherCard = otherPage.getByRole('article', { name: title });
  await otherCard.getByRole('button', { name: 'Going' }).click();
  await expect(otherCard.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
  await otherCard.getByRole('link', { name: title, exact: true }).click();
  await otherPage.getByRole('switch', { name: 'Show me on the attendee list' }).click();
  await expect(otherPage.getByRole('list', { name: 'Members on the attendee list' })).toContainText('Sam Shared');

  // The member, on New York time, finds it under Upcoming events.
  const memberContext = await browser.newContext({ timezoneId: 'America/New_York', acceptDownloads: true });
  const page = await memberContext.newPage();
  await page.goto('/login');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/salonss');
  const card = page.getByRole('article', { name: title });
  const newYork = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  await expect(card).toContainText(`${newYork.format(new Date(`${startsAt}:00Z`))} your time`);
  await expect(card).toContainText('6:30 PM UTC');
  await expect(card).toContainText('1 going · 11 places left');
  await expect(card).not.toContainText(ONLINE);
  await checkBothWidths(page, 'upcoming-events', SCREEN);

  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('The link to join appears here once you’re going.')).toBeVisible();
  await expect(page.getByRole('link', { name: /open the online link/i })).toHaveCount(0);
  await checkBothWidths(page, 'event-not-answered', SCREEN);

  // Going: the online link appears, and so do the people to meet.
  const answer = page.getByRole('group', { name: `Your answer to ${title}` });
  await answer.getByRole('button', { name: 'Going' }).click();
  await expect(page.getByText("You're going").first()).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /open the online link/i })).toHaveAttribute('href', ONLINE);
  const people = page.getByRole('region', { name: 'People to meet here' });
  await expect(people).toContainText('Sam Shared');
  await expect(people).toContainText('Why connect?');
  await expect(people.getByRole('button', { name: 'Connect with Sam Shared' })).toBeVisible();

  // On the attendee list, by choice.
  await page.getByRole('switch', { name: 'Show me on the attendee list' }).click();
  await expect(page.getByText('You appear on the attendee list').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members on the attendee list' })).toContainText('Morgan Reyes');

  // Add to calendar: a real .ics, in the community's zone (UTC here), with the link for those going.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cultural-salon-creators-at-the-table-[0-9a-f]+\.ics$/);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('METHOD:PUBLISH');
  expect(ics).toMatch(/UID:event-[0-9a-f-]{36}@localhost/);
  expect(ics).toContain(`DTSTART:${startsAt.replace(/[-:]/g, '')}00Z`);
  expect(ics.replace(/\r\n /g, '')).toContain(`Join online: ${ONLINE}`);
  await checkBothWidths(page, 'event-going', SCREEN);

  // The administrator sees the count, the attendees, and exports them.
  await adminPage.reload();
  await expect(row).toContainText('2 of 12 going');
  await row.getByRole('button', { name: `Attendees ${title}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Attendees: ${title}` });
  await expect(dialog.getByRole('list', { name: 'Members who answered' })).toContainText('Morgan Reyes');
  await expect(dialog).toContainText('Sam Shared');
  await checkBothWidths(adminPage, 'admin-attendees', SCREEN);
  const [csv] = await Promise.all([
    adminPage.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^attendees-cultural-salon-creators-at-the-table-[0-9a-f]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvBytes = readFileSync((await csv.path())!);
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csvBytes.toString('utf8')).toContain(`Morgan,Reyes,${member.email}`);

  // Sam will not come after all: the administrator takes the answer off, after a confirmation.
  await dialog.getByRole('button', { name: 'Remove Sam Shared' }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: 'Remove this answer?' });
  await expect(confirm).toContainText('Sam Shared’s answer, ‘Going’, is taken off this event.');
  await checkBothWidths(adminPage, 'admin-remove-answer', SCREEN);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(adminPage.getByText("Sam Shared's answer was removed").first()).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole('list', { name: 'Members who answered' })).not.toContainText('Sam Shared');
  await expect(dialog).toContainText('1 of 12 going');
  await adminPage.keyboard.press('Escape');
  // The tab as it settles: while the dialog's overlay fades out, axe finds the row actions under it; and
  // at 375 px the removal's toast, along the bottom, lies over the last row's Cancel and Delete until it goes.
  await expect(dialog).toBeHidden();
  await expect(adminPage.locator('[data-sonner-toast]')).toHaveCount(0);
  // Checked as an administrator finds it on opening it: on CI, what the closed dialogs left behind kept the
  // second row's Cancel and Delete covered for axe, though the screenshots showed them clear.
  await adminPage.reload();
  await expect(row).toContainText('1 of 12 going');
  await checkBothWidths(adminPage, 'admin-events-tab', SCREEN);

  // The member's calendar feed, from the profile: an address any calendar app can fetch without a cookie.
  await page.goto('/profile');
  const feedCard = page.getByRole('heading', { name: 'Your events calendar' });
  await expect(feedCard).toBeVisible();
  await page.getByRole('button', { name: 'Get my calendar address' }).click();
  const address = page.getByLabel('Your calendar address');
  await expect(address).toBeFocused();
  const url = await address.inputValue();
  expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await browser.newContext().then((fresh) => fresh.request.get(url));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect((await feed.text()).replace(/\r\n /g, '')).toContain(title.replace(/:/g, ':'));
  await checkBothWidths(page, 'profile-calendar-feed', SCREEN);
});
