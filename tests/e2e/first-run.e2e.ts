// A newcomer's first run: the built server started on an empty data folder, as `npm start` does, logs a
// one-time setup link; in the browser that link creates the administrator, loads the demo content and
// shows two demo members' sign-ins; one of them then signs in to the member area. Each worker's
// server already has an administrator, so this journey starts a server of its own. Each step of the setup
// page is checked with axe at 1280 px and 375 px.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { SERVE_COMPILED } from './support/servers';
import { checkBothWidths, expect, signIn, test } from './support/fixtures';
import { ROUTES } from '../../src/common/routes';

/** Each step: axe, no sideways scrolling and a screenshot, at 1280 and 375 px. */
const SCREEN = { fits: true };
// The organiser's browser: the setup form proposes its zone as the community's (decision 040).
test.use({ timezoneId: 'Europe/Lisbon' });

let server: ChildProcess;
let log = '';
let baseUrl = '';
let dataDir = '';

test.beforeAll(async () => {
  // A cold start migrates a new database: slower than the suite's usual step, more so on a busy machine.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-first-run-'));
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  // What a newcomer has: no SMTP, no contact address, no administrator, no data.
  const { SMTP_URL: _smtp, CONTACT_EMAIL: _contact, DATABASE_URL: _database, ...env } = process.env;
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

test('the setup link from the log → the administrator → the demo content → a demo member signs in', async ({ page, browser }) => {
  test.setTimeout(300_000);
  // The log: one clear line with the link, and the warnings a newcomer should read before going live.
  const setupLines = log.split('\n').filter((line) => line.includes('/setup?token='));
  expect(setupLines).toHaveLength(1);
  const setupLink = setupLines[0].match(/(http\S+\/setup\?token=[\w-]+)/)![1];
  expect(setupLink.startsWith(`${baseUrl}/setup?token=`)).toBe(true);
  expect(log).toMatch(/warning: \[server\] SMTP_URL is not set: no email leaves this server/);
  expect(log).toMatch(/warning: \[server\] CONTACT_EMAIL is not set/);

  // Without CONTACT_EMAIL, no CONTACT button leads to a placeholder address.
  await page.goto(`${baseUrl}/`);
  await expect(page.getByRole('link', { name: /member login/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /contact/i })).toHaveCount(0);

  // A link that is not the logged one is refused with a way forward.
  await page.goto(`${baseUrl}/setup?token=not-the-token`);
  await expect(page.getByRole('heading', { name: 'Setup Link Invalid' })).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('npm run admin:create');

  // The logged link: the form, with focus in its first field.
  await page.goto(setupLink);
  await expect(page.getByRole('heading', { name: 'Create Your Administrator' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(page.getByLabel('Community time zone')).toHaveValue('Europe/Lisbon');
  await checkBothWidths(page, 'setup-form', SCREEN);

  const form = page.getByRole('form', { name: 'Create your administrator' });
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Okoro');
  await form.getByLabel('Email').fill('ada@first-run.example.com');
  await form.getByLabel('Password', { exact: true }).fill('first-run-pass');
  await form.getByLabel('Confirm Password').fill('something-else');
  await form.getByRole('button', { name: 'Create Administrator' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(form.getByLabel('Confirm Password')).toBeFocused();
  await checkBothWidths(page, 'setup-form-error', SCREEN);

  await form.getByLabel('Confirm Password').fill('first-run-pass');
  await form.getByRole('button', { name: 'Create Administrator' }).click();
  await expect(page.getByRole('heading', { name: 'Administrator Ready' })).toBeFocused();
  await expect(page.getByText('You are signed in as ada@first-run.example.com.')).toBeVisible();
  // The new administrator is led to two-factor sign-in (issue 37).
  await expect(page.getByRole('link', { name: 'two-factor sign-in' })).toHaveAttribute('href', ROUTES.adminSecurity);
  await checkBothWidths(page, 'setup-ready', SCREEN);

  await page.getByRole('button', { name: 'Load the demo content' }).click();
  await expect(page.getByRole('heading', { name: 'Demo content loaded' })).toBeFocused({ timeout: 60_000 });
  const demoMembers = page.getByRole('region', { name: 'Demo content loaded' }).getByRole('listitem');
  await expect(demoMembers).toHaveCount(2);
  const firstDemo = demoMembers.first();
  const demoEmail = (await firstDemo.locator('dd').nth(0).innerText()).trim();
  const demoPassword = await firstDemo.getByRole('textbox', { name: /^Password for / }).inputValue();
  expect(demoEmail).toMatch(/@example\.com$/);
  expect(demoPassword).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
  await checkBothWidths(page, 'setup-demo-loaded', SCREEN);

  // The link is spent: opened again (in another browser), it says setup is complete.
  const otherBrowser = await browser.newContext();
  const other = await otherBrowser.newPage();
  await other.goto(setupLink);
  await expect(other.getByRole('heading', { name: 'Setup Already Complete' })).toBeVisible();
  await checkBothWidths(other, 'setup-done', SCREEN);
  await otherBrowser.close();

  // The dashboard, as the administrator the page signed in.
  await page.getByRole('button', { name: 'Go to the Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Out, and in again as the demo member the page showed: the member side.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, demoEmail, demoPassword);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Member' })).toBeVisible();
  // No contact address is configured: the sidebar offers no CONTACT either.
  await expect(page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'CONTACT' })).toHaveCount(0);
});
