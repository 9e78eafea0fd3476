// Administrators add events from the dashboard; members find each on the right side of today.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { accounts, daysFromNow, expect, expectAccessible, localDateTime, signIn, test } from './support/fixtures';

const shortDate = (days: number) =>
  daysFromNow(days).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function addEvent(page: Page, event: { title: string; date: string; speakers: string[]; location: string; link: string }) {
  await page.getByLabel('Title', { exact: true }).fill(event.title);
  await page.getByLabel('Date and time').fill(event.date);
  await page.getByLabel('Speakers').fill(event.speakers.join('\n'));
  await page.getByLabel('Location').fill(event.location);
  await page.getByLabel('Link', { exact: true }).fill(event.link);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event added').first()).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
}

test('an admin adds an upcoming and a past event; a member sees each on its page', async ({ browser }) => {
  test.slow(); // two people's sessions and five axe runs: longer than one page's journey
  const { admin, member } = accounts();
  const suffix = randomBytes(3).toString('hex');
  const upcoming = {
    title: `Cultural Salon: Creators at the Table ${suffix}`,
    date: localDateTime(30),
    speakers: ['Priya Raman', 'Daniel Whitfield'],
    location: 'Mercer Street Loft, New York',
    link: 'https://example.com/salons/creators',
  };
  const past = {
    title: `Cultural Salon: Hospitality After Dark ${suffix}`,
    date: localDateTime(-30),
    speakers: ['Grace Liu'],
    location: 'Online',
    link: '',
  };

  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto('/login');
  await signIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  await adminPage.getByRole('tab', { name: 'Events' }).click();
  await expect(adminPage).toHaveURL(/tab=events/);
  await expect(adminPage.getByRole('heading', { name: 'Add an event' })).toBeVisible();
  await expectAccessible(adminPage, 'events tab');

  // The server's field messages appear beside their fields.
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  const form = adminPage.getByRole('form', { name: 'Add an event' });
  await expect(form.getByText('Please enter a title')).toBeVisible();
  await expect(form.getByText('Please enter the date and time')).toBeVisible();

  await addEvent(adminPage, upcoming);
  await addEvent(adminPage, past);
  const upcomingList = adminPage.getByRole('region', { name: 'Upcoming' });
  const pastList = adminPage.getByRole('region', { name: 'Past' });
  const row = (list: typeof upcomingList, title: string) => list.getByRole('listitem').filter({ hasText: title });
  await expect(row(upcomingList, upcoming.title)).toBeVisible();
  await expect(row(pastList, past.title)).toBeVisible();
  await expect(row(upcomingList, past.title)).toHaveCount(0);
  await expectAccessible(adminPage, 'events tab with events');

  const memberPage = await (await browser.newContext()).newPage();
  await memberPage.goto('/login');
  await signIn(memberPage, member.email, member.password);
  await expect(memberPage).toHaveURL(/\/$/);

  await memberPage
    .getByRole('navigation')
    .getByRole('link', { name: /upcoming events/i })
    .click();
  await expect(memberPage).toHaveURL(/\/salonss$/);
  const card = memberPage.getByRole('article').filter({ has: memberPage.getByRole('heading', { name: upcoming.title }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(shortDate(30));
  await expect(card).toContainText('Priya Raman');
  await expect(card).toContainText(upcoming.location);
  await expect(card.getByRole('link', { name: /event details/i })).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('link', { name: /event details/i })).toHaveAttribute('href', upcoming.link);
  await expect(memberPage.getByRole('heading', { name: past.title })).toHaveCount(0);
  await expectAccessible(memberPage, 'upcoming events');

  await memberPage.goto('/pastEventsPage');
  await expect(memberPage.getByRole('heading', { name: 'Past events', level: 1 })).toBeVisible();
  await expect(memberPage.getByRole('heading', { name: past.title })).toBeVisible();
  await expect(memberPage.getByText(shortDate(-30))).toBeVisible();
  await expect(memberPage.getByRole('heading', { name: upcoming.title })).toHaveCount(0);
  await expectAccessible(memberPage, 'past events');

  // Deleting asks first, naming the event; the member's page follows.
  await pastList.getByRole('button', { name: `Delete ${past.title}` }).click();
  const dialog = adminPage.getByRole('alertdialog');
  await expect(dialog).toContainText(past.title);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(adminPage.getByText('Event deleted')).toBeVisible();
  await expect(row(pastList, past.title)).toHaveCount(0);
  await memberPage.reload();
  await expect(memberPage.getByRole('heading', { name: past.title })).toHaveCount(0);
});
