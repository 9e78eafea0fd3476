// Every page of the product, as the caller who sees it, at a phone's width and a desktop's: axe finds no
// serious or critical violation (WCAG 2.2 AA tags), every target is at least 24 px, and nothing is wider
// than the screen. The journeys check each page in its states (filled lists, dialogs, the carousel with
// slides); this sweep makes sure no page is left out, including the ones no journey visits.
import type { Browser, Page } from '@playwright/test';
import { DIRECTORY_ROUTES } from '../../src/common/contracts/directory-routes';
import type { DirectoryPage } from '../../src/common/contracts/directory';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { paths, ROUTES } from '../../src/common/routes';
import { accounts, expect, expectAccessible, expectTargetsAtLeast24px, signIn, test } from './support/fixtures';

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

/** Each page: where to open it, and a heading that shows it has loaded (not a spinner or a redirect). */
type Stop = { path: string; heading: RegExp };

const VISITOR_PAGES: Stop[] = [
  { path: ROUTES.home, heading: /./ },
  { path: ROUTES.aboutUs, heading: /./ },
  { path: ROUTES.masteryou, heading: /./ },
  { path: ROUTES.privacyPolicy, heading: /privacy/i },
  { path: ROUTES.login, heading: /./ },
  { path: `${ROUTES.resetPassword}?token=not-a-real-token`, heading: /reset link invalid/i },
  { path: '/magic-link/not-a-real-token', heading: /./ },
  { path: ROUTES.setup, heading: /./ },
  { path: '/no-such-page', heading: /./ },
];

const MEMBER_PAGES: Stop[] = [
  { path: ROUTES.home, heading: /welcome/i },
  { path: ROUTES.chat, heading: /./ },
  { path: ROUTES.profile, heading: /your profile/i },
  { path: ROUTES.recommendations, heading: /./ },
  { path: ROUTES.newsletters, heading: /./ },
  { path: ROUTES.upcomingEvents, heading: /./ },
  { path: ROUTES.pastEvents, heading: /./ },
  { path: ROUTES.aiTools, heading: /./ },
  { path: ROUTES.openRoles, heading: /./ },
  { path: ROUTES.members, heading: /find each other/i },
  { path: ROUTES.memberLocation, heading: /members by place/i },
  { path: ROUTES.contact, heading: /./ },
];

const ADMIN_PAGES: Stop[] = [
  ...[
    'attention',
    'spotlight',
    'sidebar',
    'conversations',
    'members',
    'magic-links',
    'newsletters',
    'events',
    'ai-tools',
    'introductions',
    'health',
    'activity',
  ].map((tab) => ({
    path: `${ROUTES.adminDashboard}?tab=${tab}`,
    heading: /admin dashboard/i,
  })),
  { path: `${ROUTES.adminDashboard}?tab=newsletters&compose=new`, heading: /admin dashboard/i },
  { path: ROUTES.adminProfile, heading: /your profile/i },
];

/** Visits every stop at both widths and lists every page's problems together, so one run shows them all. */
async function sweep(page: Page, stops: Stop[]) {
  const problems: string[] = [];
  const check = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      problems.push(error instanceof Error ? error.message.split('\n').slice(0, 12).join('\n') : String(error));
    }
  };
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    for (const { path, heading } of stops) {
      const label = `${path} at ${width}px`;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first(), label).toBeVisible();
      await check(() => expectAccessible(page, label));
      await check(() => expectTargetsAtLeast24px(page, label));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) problems.push(`${label} scrolls sideways by ${overflow}px`);
    }
  }
  expect(problems.join('\n\n'), 'pages with problems').toBe('');
}

async function signedInPage(browser: Browser, account: { email: string; password: string }, home: RegExp) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(ROUTES.login);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(home);
  return page;
}

test.describe('every page passes axe, keeps 24 px targets and fits the screen', () => {
  // Many pages at two widths in one journey: about 45 s to 1.5 min each on a quiet 2-core machine.
  test.setTimeout(300_000);

  test('as a visitor', async ({ page }) => {
    await sweep(page, VISITOR_PAGES);
  });

  test('as a member', async ({ browser }) => {
    const page = await signedInPage(browser, accounts().member, /\/$/);
    // Another member's page (/members/:id), as the directory lists them to this member.
    const listed = await page.request.get(endpointUrl(DIRECTORY_ROUTES.list));
    expect(listed.status(), await listed.text()).toBe(200);
    const other = ((await listed.json()) as DirectoryPage).items.find(
      (member) => member.fullName !== `${accounts().member.firstName} ${accounts().member.lastName}`,
    );
    expect(other, 'another member in the directory').toBeDefined();
    await sweep(page, [
      ...MEMBER_PAGES,
      {
        path: paths.memberProfile(other!.attendeeId),
        heading: new RegExp(other!.fullName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      },
    ]);
  });

  test('as an administrator', async ({ browser }) => {
    const page = await signedInPage(browser, accounts().admin, /\/admin\/dashboard$/);
    await sweep(page, ADMIN_PAGES);
  });

  test('the check itself fails a page with a serious violation, and a target under 24 px', async ({ page }) => {
    // So that a change to how axe is run (decision 032) cannot quietly make every check pass.
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button style="width:16px;height:16px"></button></main></body></html>',
    );
    await expect(expectAccessible(page, 'the bad page')).rejects.toThrow(
      /image-alt \(critical\)[\s\S]*button-name \(critical\)|button-name \(critical\)[\s\S]*image-alt \(critical\)/,
    );
    await expect(expectTargetsAtLeast24px(page, 'the bad page')).rejects.toThrow(
      /targets under 24 px on the bad page[\s\S]*16×16/,
    );
  });
});
