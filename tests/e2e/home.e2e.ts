// The member's home at / (issue 19 item 1, decision 041), end to end: a new member's home says something
// useful in each card; once they are Going to an online event, the home shows it with its online link; a
// newsletter published meanwhile appears on the open home, marked New, without a reload, and so does the
// event's new time when the organisers move it. Sign-in lands on /, and the old /user/dashboard redirects
// there. Checked with axe and the 24 px target rule at 1280 and 375 px, with a screenshot of each when
// E2E_SHOTS_DIR is set (a new member's home, and a returning member's).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { POST_ROUTES } from '../../src/common/contracts/posts-routes';
import { accounts, checkBothWidths, expect, localDateTime, shareSession, signIn, signUpMember, test } from './support/fixtures';
import { ADMIN_EVENT_ROUTES, EVENT_ROUTES } from '../../src/common/contracts/events-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';

const ONLINE = 'https://meet.example.com/home-room';

/** Each screen: axe, 24 px targets and a screenshot, at 1280 and 375 px. */
const SCREEN = { targets: true, shotPrefix: 'h19-' };

const headers = () => ({ Origin: process.env.E2E_BASE_URL! });

test('the member home shows what is new, with each action, and follows a newsletter and an event live', async ({ browser }) => {
  test.setTimeout(240_000);
  const { admin } = accounts();
  const tag = randomBytes(3).toString('hex');
  const adminContext = await browser.newContext();
  const adminApi: APIRequestContext = adminContext.request;
  expect(
    (
      await adminApi.post('/api/auth/sign-in/email', {
        data: { email: admin.email, password: admin.password },
        headers: headers(),
      })
    ).ok(),
  ).toBe(true);

  // A new member, made through the real access flow, with a thin profile.
  const member = {
    email: `home.${tag}@e2e.example.com`,
    password: randomBytes(9).toString('base64url'),
    firstName: 'Harper',
    lastName: `Home${tag}`,
  };
  const { api: memberApi } = await signUpMember(member);
  const memberContext = await browser.newContext();
  await shareSession(memberContext, memberApi);
  await memberApi.dispose();
  const page = await memberContext.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Harper' })).toBeVisible();
  const whatsNew = page.getByRole('region', { name: 'What’s new for you' });
  await expect(whatsNew.getByText('No event on your calendar yet')).toBeVisible();
  await expect(whatsNew.getByRole('link', { name: 'See upcoming events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
  await expect(page.getByText(/directory opens soon/i)).toHaveCount(0);
  await checkBothWidths(page, 'member-home-new', SCREEN);

  // The organisers add an online event and publish a newsletter; the member answers Going.
  const title = `Home Salon ${tag}`;
  const event = await adminApi.post(endpointUrl(ADMIN_EVENT_ROUTES.create), {
    data: { title, date: localDateTime(20), onlineLink: ONLINE, location: 'Mercer Street Loft' },
    headers: headers(),
  });
  expect(event.status()).toBe(201);
  const eventId = ((await event.json()) as { event: { id: string } }).event.id;
  const going = await memberContext.request.put(endpointUrl(EVENT_ROUTES.answer, { id: eventId }), {
    data: { rsvp: 'going' },
    headers: headers(),
  });
  expect(going.status()).toBe(200);
  await page.reload();
  await expect(whatsNew.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(whatsNew.getByRole('link', { name: 'Join online' })).toHaveAttribute('href', ONLINE);
  await expect(whatsNew.getByText('Mercer Street Loft')).toBeVisible();

  // A newsletter published meanwhile, through the admin API in another context, reaches the open home
  // over the live stream (a broadcast to every member): no reload.
  const issue = `The ${tag} issue`;
  const post = await adminApi.post(POST_ROUTES.adminCreate.path, {
    data: { title: issue, content: 'What the network did this month.', description: 'Salons, new members and a podcast.' },
    headers: headers(),
  });
  expect(post.status(), await post.text()).toBe(201);
  await expect(whatsNew.getByRole('link', { name: issue, exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(whatsNew.getByText('New', { exact: true })).toBeVisible();
  await expect(whatsNew.getByRole('heading', { name: 'People to meet' })).toBeVisible();
  await expect(whatsNew.getByRole('link', { name: 'More people to meet' })).toBeVisible();
  await checkBothWidths(page, 'member-home', SCREEN);

  // The organisers move the event; the open home follows without a reload.
  const moved = await adminApi.put(endpointUrl(ADMIN_EVENT_ROUTES.update, { id: eventId }), {
    data: { title, date: localDateTime(21, '19:45'), onlineLink: ONLINE, location: 'Mercer Street Loft' },
    headers: headers(),
  });
  expect(moved.status()).toBe(200);
  const movedIso = ((await moved.json()) as { event: { date: string } }).event.date;
  await expect(whatsNew.locator(`time[datetime="${movedIso}"]`)).toBeVisible({ timeout: 5_000 });

  // The newsletter's card leads to the issue.
  await whatsNew.getByRole('link', { name: `Read ${issue}` }).click();
  await expect(page.getByRole('heading', { name: issue })).toBeVisible();

  await memberContext.close();
  await adminContext.close();
});

test('sign-in lands on the member home at /, and the old /user/dashboard address leads there', async ({ page }) => {
  const { member } = accounts();
  await page.goto('/login');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What’s new for you' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');

  // A bookmark to the old address keeps working: the one home, with its query and fragment.
  await page.goto('/user/dashboard?from=bookmark#news');
  await expect(page).toHaveURL(/\/\?from=bookmark#news$/);
  await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();

  // Back another day (a new tab, the same browser): welcomed back.
  const later = await page.context().newPage();
  await later.goto('/');
  await expect(later.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expect(later.getByRole('region', { name: 'What’s new for you' })).toHaveAttribute('aria-busy', 'false');
  await checkBothWidths(later, 'member-home-returning', SCREEN);
});
