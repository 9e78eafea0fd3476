// Notifications in the browser (issue 34, decision 052), at 375 and 1280 px with axe: the bell in the
// header counts what is unread and follows the live stream with no reload; it opens /notifications, where
// 'Mark all read' clears it; the settings propose the browser's time zone, and an introduction's email
// turned off stays off after a reload. The journey's member (`notified`) has news written before the server
// starts (prepare-data.ts). Then another member asks to be introduced to them and to a member who left
// that email on: the bell shows the request, and only the other member is emailed (the outbox the server
// writes). Screenshots of each screen at both widths when E2E_SHOTS_DIR is set.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CONNECTION_ROUTES } from '../../src/common/contracts/connections-routes';
import { PROFILE_ROUTES } from '../../src/common/contracts/profile-routes';
import { NOTIFICATION_KINDS } from '../../src/common/contracts/notification-kinds';
import { NOTIFICATION_MESSAGES, type Notifications } from '../../src/common/contracts/notifications';
import { NOTIFICATION_ROUTES } from '../../src/common/contracts/notifications-routes';
import { ASK_ROUTES } from '../../src/common/contracts/ask-routes';
import { INBOX_ROUTES } from '../../src/common/contracts/inbox-routes';
import { LIVE_ROUTES } from '../../src/common/contracts/live-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { accounts, apiAs, checkBothWidths, expect, keepScreenshot, outbox, signIn, signUpMember, test } from './support/fixtures';

// The member's browser is in Chicago: the settings propose that zone until they save one.
test.use({ timezoneId: 'America/Chicago', viewport: { width: 1280, height: 900 } });

const tag = randomBytes(3).toString('hex');
const person = (firstName: string, lastName: string) => ({
  email: `${firstName.toLowerCase()}.${tag}@e2e.example.com`,
  password: `pass-${tag}-${firstName}`,
  firstName,
  lastName: `${lastName} ${tag}`,
});
/** Who asks for the introductions, and a member who left the introduction's email on. */
const people = { requester: person('Rafa', 'Reyes'), control: person('Cato', 'Quill') };

/** What the two write in their profiles. */
const PROFILE = { company: 'Quill & Co', jobTitle: 'Founder', industry: 'Media', interests: [] };

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

const unreadWords = (n: number) => (n === 1 ? '1 unread notification' : `${n} unread notifications`);

function liveStreamOpened(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === LIVE_ROUTES.stream.path && response.status() === 200,
    { timeout: 30_000 },
  );
}

test('the bell counts and follows live; the list marks all read; introduction emails turned off, none arrives', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { email, password } = accounts().notified;
  const opened = liveStreamOpened(page);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await opened;
  // Journeys running beside this one may add news for every member (a newsletter published): the count
  // starts from what the server says now, not from the four notifications the data began with.
  const elsewhere = await apiAs('notified');
  const list = (await (await elsewhere.get(endpointUrl(NOTIFICATION_ROUTES.list))).json()) as Notifications;
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unreadWords(list.unread)}`);

  // The same member reads one in another tab (here: through the API): the open page's bell follows at once.
  const reply = list.items.find((item) => item.kind === 'team-reply' && item.readAt === null)!;
  const read = await elsewhere.post(endpointUrl(NOTIFICATION_ROUTES.markRead, { id: reply.id }));
  expect(read.status(), await read.text()).toBe(200);
  await elsewhere.dispose();
  const unread = list.unread - 1;
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unreadWords(unread)}`, { timeout: 2_000 });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await keepScreenshot(page, `notifications-bell-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The bell opens the list: the unread rows first, marked; the read ones plain.
  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
  await expect(rows).toHaveCount(list.items.length);
  await expect(rows.filter({ hasText: 'Maya Patel asks to connect' })).toContainText('Unread');
  await expect(page.getByText(`${unread} unread.`)).toBeVisible();
  await checkBothWidths(page, 'notifications', { targets: true, fits: true });

  // The keyboard reaches the rows and Mark all read.
  await page.getByRole('button', { name: 'Mark all read' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(NOTIFICATION_MESSAGES.allRead)).toBeVisible();
  await expect(page.getByText('All read.')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await checkBothWidths(page, 'notifications-all-read', { targets: true, fits: true });

  // The settings: the browser's zone proposed, an introduction's email turned off and kept.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  const zone = page.getByRole('combobox', { name: 'Your time zone' });
  await expect(zone).toHaveValue('America/Chicago');
  await expect(zone).toHaveAccessibleDescription(/Proposed from this browser’s clock/);
  await checkBothWidths(page, 'notification-settings', { targets: true, fits: true });

  const introductionEmail = page
    .getByRole('group', { name: NOTIFICATION_KINDS['introduction-request'].label })
    .getByRole('checkbox', { name: 'Email' });
  await expect(introductionEmail).toBeChecked();
  await introductionEmail.uncheck();
  await page.getByRole('combobox', { name: 'Digest' }).selectOption('daily');
  await page.getByRole('combobox', { name: 'At' }).selectOption({ label: '7:00 AM' });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(NOTIFICATION_MESSAGES.settingsSaved)).toBeVisible();

  await page.reload();
  await expect(introductionEmail).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Digest' })).toHaveValue('daily');
  await expect(page.getByRole('combobox', { name: 'At' })).toHaveValue('7');
  await expect(zone).toHaveValue('America/Chicago');
  await expect(zone).toHaveAccessibleDescription('The digest’s hour and quiet hours are read in this zone.');
  await checkBothWidths(page, 'notification-settings-saved', { targets: true, fits: true });

  // The digest back off, so an email left on would go at once: what keeps the next one away is the
  // introduction's setting alone.
  await page.getByRole('combobox', { name: 'Digest' }).selectOption('off');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(NOTIFICATION_MESSAGES.settingsSaved)).toBeVisible();

  // Another member asks to be introduced to them, and to a member who left that email on: the bell shows
  // the request, its email reaches only the one who left it on.
  const requester = await signUpMember(people.requester, PROFILE);
  const control = await signUpMember(people.control, PROFILE);
  const notifiedApi = await apiAs('notified');
  const notified = (await (await notifiedApi.get(endpointUrl(PROFILE_ROUTES.get))).json()) as { attendeeId: string };
  await notifiedApi.dispose();
  for (const toAttendeeId of [notified.attendeeId, control.attendeeId]) {
    const asked = await requester.api.post(endpointUrl(CONNECTION_ROUTES.connect), { data: { toAttendeeId, note: 'Hello!' } });
    expect(asked.status(), await asked.text()).toBe(201);
  }
  await Promise.all([requester.api.dispose(), control.api.dispose()]);
  const askedBy = `${people.requester.firstName} ${people.requester.lastName}`;
  const requestEmails = (to: string) =>
    outbox().filter((mail) => mail.to.includes(to) && mail.subject === `${askedBy} would like to connect`);
  await expect.poll(() => requestEmails(people.control.email).length).toBe(1);
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread notifications?$/);
  await bell(page).click();
  await expect(
    page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`${askedBy} asks to connect`) }),
  ).toBeVisible();
  await checkBothWidths(page, 'notifications-introduction-no-email', { targets: true, fits: true });
  expect(requestEmails(email)).toHaveLength(0);

  // The profile leads here too.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);

  // The dashboard's header carries the bell too.
  const admin = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adminPage = await admin.newPage();
  await adminPage.goto('/login');
  await signIn(adminPage, accounts().admin.email, accounts().admin.password);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  await expect(bell(adminPage)).toBeVisible();
  await keepScreenshot(adminPage, 'notifications-admin-header-375');
});

// The server's own path (the team answers the member's question) writes the notification and tells the open
// page: the bell rises with no reload (the reply is recorded as news in its transaction, decision 050).
test('the bell rises live when the team replies to the member’s question', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await apiAs('notified');
  const asked = await member.post(endpointUrl(ASK_ROUTES.save), {
    data: {
      name: 'Nico Okafor',
      question: 'Who do you want to connect with?',
      answer: `Lenders who know franchises (${Date.now().toString(36)}).`,
      followup: 'no',
      sharePermission: false,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: string };
  const before = ((await (await member.get(endpointUrl(NOTIFICATION_ROUTES.unreadCount))).json()) as { unread: number }).unread;
  await member.dispose();

  const { email, password } = accounts().notified;
  const opened = liveStreamOpened(page);
  await page.goto('/login');
  await signIn(page, email, password);
  await opened;

  const admin = await apiAs('admin');
  const answered = await admin.post(endpointUrl(INBOX_ROUTES.answer, { id }), { data: { response: 'Two come to mind.' } });
  expect(answered.status(), await answered.text()).toBe(200);
  await admin.dispose();
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unreadWords(before + 1)}`, { timeout: 2_000 });
});
