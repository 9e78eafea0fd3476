// Issue 32 items 1 and 8 in the browser: a fresh install (its own server on an empty data folder, as
// `npm start` makes one) loads the demo content from the setup page; each demo password has its copy
// button; the administrator then sees believable, non-zero figures on Needs attention, Conversations'
// response times, Health and Introductions, and the same member count on setup, the Members Log and Health. Each screen is
// checked with axe (WCAG 2.2 AA) at 1280 and 375 px, and kept as a screenshot (E2E_SHOTS_DIR).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { freePort } from '../support/free-port';
import { SERVE_COMPILED } from './support/servers';
import { checkBothWidths, expect, test } from './support/fixtures';

const SCREEN = { fits: true, shotPrefix: 'h32-' };

let server: ChildProcess;
let log = '';
let baseUrl = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-demo-content-'));
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  const { DATABASE_URL: _database, ...env } = process.env;
  server = spawn(process.execPath, SERVE_COMPILED, {
    // LOG_FORMAT: the readable lines a newcomer sees in a terminal (piped, the server writes JSON).
    env: {
      ...env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      RATE_LIMIT: 'false',
      LOG_FORMAT: 'pretty',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (log += chunk));
  server.stderr!.on('data', (chunk) => (log += chunk));
  await expect
    .poll(() => (server.exitCode === null ? /\[setup\] .*\/setup\?token=/.test(log) : log), { timeout: 110_000 })
    .toBe(true);
});

test.afterAll(async () => {
  const exited = new Promise((resolve) => server.on('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** A figure's value in a description list, found by its label. */
const valueOf = (scope: Locator, label: string | RegExp) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: label }) })
    .first()
    .locator('dd')
    .first();

const numberIn = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d.]/g, ''));

async function openTab(page: Page, tab: string) {
  await page.goto(`${baseUrl}/admin/dashboard?tab=${tab}`);
}

test('a fresh install with the demo content shows every figure working, and one member count', async ({ page, context }) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const setupLink = log.match(/(http\S+\/setup\?token=[\w-]+)/)![1];

  await page.goto(setupLink);
  const form = page.getByRole('form', { name: 'Create your administrator' });
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Okoro');
  await form.getByLabel('Email').fill('ada@demo-content.example.com');
  await form.getByLabel('Password', { exact: true }).fill('demo-content-pass');
  await form.getByLabel('Confirm Password').fill('demo-content-pass');
  await form.getByRole('button', { name: 'Create Administrator' }).click();
  await expect(page.getByRole('heading', { name: 'Administrator Ready' })).toBeFocused();

  // The demo content: its summary, and each demo member's password with a copy button.
  await page.getByRole('button', { name: 'Load the demo content' }).click();
  await expect(page.getByRole('heading', { name: 'Demo content loaded' })).toBeFocused({ timeout: 60_000 });
  const region = page.getByRole('region', { name: 'Demo content loaded' });
  const summary = await region.locator('p').first().innerText();
  const members = Number(summary.match(/^(\d+) members,/)![1]);
  expect(members).toBeGreaterThanOrEqual(25);
  expect(summary).toMatch(/\d+ events with \d+ answers, \d+ introductions, \d+ FAQ entries and \d+ newsletters/);
  const demoMembers = region.getByRole('listitem');
  await expect(demoMembers).toHaveCount(2);
  const password = demoMembers.first().getByRole('textbox', { name: /^Password for / });
  const value = await password.inputValue();
  expect(value).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
  // A monospace with a slashed zero, whatever the password holds.
  expect(await password.evaluate((input) => getComputedStyle(input).fontVariantNumeric)).toContain('slashed-zero');
  await demoMembers
    .first()
    .getByRole('button', { name: /^Copy password/ })
    .click();
  await expect(demoMembers.first().getByRole('button', { name: /^Copied/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await expect(demoMembers.nth(1).getByRole('button', { name: /^Copy password/ })).toBeVisible();
  await checkBothWidths(page, 'setup-demo-loaded', SCREEN);

  // Needs attention, the dashboard's first tab: the questions and the access requests that wait.
  await openTab(page, 'attention');
  const glance = page.getByRole('list', { name: 'At a glance' });
  await expect(glance.getByRole('link', { name: /^[1-9]\d*\s*Questions? waiting/ })).toBeVisible();
  await expect(glance.getByRole('link', { name: /^[1-9]\d*\s*Access requests?/ })).toBeVisible();
  await checkBothWidths(page, 'needs-attention', SCREEN);

  // Conversations: the response times count the organisers' replies, a few questions wait.
  await openTab(page, 'conversations');
  const times = page.getByRole('region', { name: 'Response times' });
  await expect(times).toBeVisible();
  await expect(valueOf(times, 'Median first reply')).toHaveText(/\d/);
  await expect(valueOf(times, /^Answered within 48/)).toHaveText(/^[1-9]\d*%$/);
  expect(await numberIn(valueOf(times, 'Waiting now'))).toBeGreaterThan(0);
  await expect(times.getByText(/past the target/)).toBeVisible();
  await expect(times.getByText(/^\d+ answered · median /)).toHaveCount(2);
  await checkBothWidths(page, 'conversations-response-times', SCREEN);

  // Health: the joining funnel, introductions, events and the same member count.
  await openTab(page, 'health');
  await expect(page.getByRole('heading', { name: 'Community health' })).toBeVisible();
  await page.getByRole('button', { name: 'Last 90 days' }).click();
  const figure = (label: string) => page.getByRole('button', { name: new RegExp(`^${label}\\b`) });
  for (const label of [
    'Asked to join',
    'Signed up',
    'Introductions requested',
    'Accepted',
    'Going to past events',
    'Checked in',
  ]) {
    await expect(figure(label).first(), label).toContainText(/[1-9]/);
  }
  await expect(figure('All members')).toContainText(String(members));
  await expect(figure('Last full week')).toContainText(/[1-9]/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkBothWidths(page, 'health', SCREEN);

  // Introductions: requested and accepted, this month and overall.
  await openTab(page, 'introductions');
  const introductions = page.getByRole('tabpanel', { name: 'Introductions' });
  await expect(introductions.getByRole('heading', { name: 'Overall' })).toBeVisible();
  for (const label of ['Requested', 'Accepted']) {
    const values = introductions.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    expect(await numberIn(values.last().locator('dd').first()), label).toBeGreaterThan(0);
  }
  await checkBothWidths(page, 'introductions', SCREEN);

  // The Members Log: the same member count, and the people it lists besides.
  await openTab(page, 'members');
  await expect(page.getByText(new RegExp(`^${members} members\\. The log also lists`))).toBeVisible();
  await checkBothWidths(page, 'members-log', SCREEN);
});
