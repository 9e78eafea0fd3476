// Browser budgets (issue 8, item 5), measured from the production build in real Chromium:
//   - the floor: a bare React 19 page (react + react-dom, nothing else) built by Vite in this same run;
//   - the JavaScript the public home, the member home, the sign-in page and the admin dashboard actually
//     download, gzipped, and in how many files;
//   - that a member never downloads the admin chunk;
//   - largest contentful paint of both pages with 4x CPU slowdown (median of several loads).
// Run: npm run bench:browser (builds first). Prints a table; writes nothing into the repo.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../../tests/support/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Response } from 'playwright-core';
import { build } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const CPU_SLOWDOWN = 4;

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Builds a page that renders one element with react-dom and nothing else; answers its gzipped JS size. */
async function measureBareReactFloor(): Promise<number> {
  // Inside the project so that `react` resolves from our node_modules; removed afterwards.
  const dir = path.join(ROOT, 'bench/browser/.floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
    );
    writeFileSync(
      path.join(dir, 'main.js'),
      "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Hello'));\n",
    );
    await build({ root: dir, logLevel: 'error', configFile: false, build: { outDir: path.join(dir, 'dist') } });
    const assets = path.join(dir, 'dist/assets');
    return readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .reduce((sum, name) => sum + gzipSize(readFileSync(path.join(assets, name))), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the built product on a fresh data folder with a member account, as the e2e journeys do. */
async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-bench-browser-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_BASE_URL: baseUrl,
    RATE_LIMIT: 'false',
    E2E_ACCOUNTS_FILE: path.join(dataDir, 'accounts.json'),
  };
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const prepared = spawnSync(tsx, ['tests/e2e/support/prepare-data.ts'], { cwd: ROOT, env, encoding: 'utf8' });
  if (prepared.status !== 0) throw new Error(`Preparing data failed:\n${prepared.stderr}`);
  const server = spawn(tsx, ['src/server/index.ts'], { cwd: ROOT, env, stdio: 'ignore' });
  for (const deadline = Date.now() + 60_000; ;) {
    if ((await fetch(`${baseUrl}/api/health`).catch(() => null))?.ok) break;
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('The server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const accounts = JSON.parse(readFileSync(env.E2E_ACCOUNTS_FILE, 'utf8')) as Record<
    'member' | 'admin',
    { email: string; password: string }
  >;
  await addSpotlightItems(baseUrl, accounts.admin);
  return {
    baseUrl,
    member: accounts.member,
    admin: accounts.admin,
    async stop() {
      const exited = new Promise((resolve) => server.on('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A member home as a community has it: a carousel with pictures (the demo art shipped in public/). */
async function addSpotlightItems(baseUrl: string, admin: { email: string; password: string }) {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(admin),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  for (const n of [1, 2, 3]) {
    const added = await fetch(`${baseUrl}/api/admin/spotlight`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify({ title: `Spotlight ${n}`, imageUrl: `/demo/spotlight-${n}.svg`, linkUrl: 'https://example.com/' }),
    });
    if (!added.ok) throw new Error(`Adding a spotlight item failed: ${added.status} ${await added.text()}`);
  }
}

type PageLoad = { jsGzip: number; scripts: string[]; lcp: number };

/** Texts the page shows once it is complete: each must be visible before the page's downloads are counted. */
type Shown = Array<string | RegExp>;

/** Loads `url` in a fresh page of `context`, with the CPU slowed down, and reads what it downloaded and its LCP. */
async function loadPage(context: BrowserContext, url: string, waitFor: Shown): Promise<PageLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const bodies: Array<Promise<{ url: string; size: number }>> = [];
  const onResponse = (response: Response) => {
    const responseUrl = response.url();
    if (new URL(responseUrl).pathname.endsWith('.js')) {
      bodies.push(response.body().then((body) => ({ url: responseUrl, size: gzipSize(body) })));
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'load' });
  for (const text of waitFor) {
    await page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor({ timeout: 30_000 });
  }
  await page.waitForLoadState('networkidle');
  const { lcp, element } = await page.evaluate(
    () =>
      new Promise<{ lcp: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null; url?: string };
          const element = last.element
            ? `${last.element.tagName.toLowerCase()} ${last.url || (last.element.textContent ?? '').slice(0, 40)}`
            : '';
          resolve({ lcp: last.startTime, element });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  if (process.env.BENCH_VERBOSE) console.log(`  ${url}: LCP ${Math.round(lcp)} ms on ${element}`);
  // What the page downloaded until then; a script that arrives later is not read after the page has closed.
  page.off('response', onResponse);
  const scripts = await Promise.all(bodies);
  await page.close();
  return { jsGzip: scripts.reduce((sum, s) => sum + s.size, 0), scripts: scripts.map((s) => new URL(s.url).pathname), lcp };
}

async function measure(
  browser: Browser,
  label: string,
  url: string,
  waitFor: Shown,
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const loads: PageLoad[] = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await prepare?.(context);
    loads.push(await loadPage(context, url, waitFor));
    await context.close();
  }
  return { label, jsGzip: loads[0].jsGzip, scripts: loads[0].scripts, lcp: median(loads.map((l) => l.lcp)) };
}

/** Signs `account` in within `context`, so the pages it then opens are that account's. */
async function signIn(context: BrowserContext, baseUrl: string, account: { email: string; password: string }) {
  const signedIn = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email: account.email, password: account.password },
    headers: { origin: baseUrl },
  });
  if (!signedIn.ok()) throw new Error(`Sign-in of ${account.email} failed: ${signedIn.status()}`);
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const floor = await measureBareReactFloor();
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const publicHome = await measure(browser, 'Public home (/)', `${server.baseUrl}/`, ['MEMBER LOGIN']);
    // The Connect button of 'People to meet' is drawn last (its chunk loads once the recommendations have
    // come): waiting for it counts the same files in every run.
    const memberHome = await measure(browser, 'Member home (/)', `${server.baseUrl}/`, ['Next steps', /^Connect$/], (context) =>
      signIn(context, server.baseUrl, server.member),
    );
    // No budget: measured so that a change made for the homes is seen if it makes these pages heavier.
    const signInPage = await measure(browser, 'Sign-in page (/login)', `${server.baseUrl}/login`, ['Forgot your password?']);
    const adminDashboard = await measure(
      browser,
      'Admin dashboard (/admin/dashboard)',
      `${server.baseUrl}/admin/dashboard`,
      ['Needs attention'],
      (context) => signIn(context, server.baseUrl, server.admin),
    );
    const adminLoaded = memberHome.scripts.filter((script) => /\/assets\/admin[-.]/.test(script));

    const row = (page: Awaited<ReturnType<typeof measure>>, budget = '', target = '') => [
      page.label,
      kb(page.jsGzip),
      page.scripts.length,
      budget,
      `${Math.round(page.lcp)} ms${target}`,
    ];
    const rows = [
      ['Bare React 19 page (floor)', kb(floor), '', '', ''],
      row(publicHome, '≤ 100 KB', ' (target < 1000 ms)'),
      row(memberHome, '≤ 150 KB', ' (target < 1500 ms)'),
      row(signInPage),
      row(adminDashboard),
    ];
    console.log(
      `\nBrowser budgets: ${new Date().toISOString()}, Chromium with ${CPU_SLOWDOWN}x CPU slowdown, LCP median of ${LOADS} loads\n`,
    );
    console.log('| Page | JS (gzip) | files | Budget | LCP |\n|---|---|---|---|---|');
    for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
    console.log(`\nPublic home scripts: ${publicHome.scripts.join(', ')}`);
    console.log(`Member home scripts: ${memberHome.scripts.join(', ')}`);
    console.log(`Sign-in page scripts: ${signInPage.scripts.join(', ')}`);
    console.log(`Admin dashboard scripts: ${adminDashboard.scripts.join(', ')}`);
    console.log(
      adminLoaded.length ? `A member downloaded admin code: ${adminLoaded.join(', ')}` : 'A member downloaded no admin code.',
    );
    const failed =
      publicHome.jsGzip > 100 * 1024 ||
      memberHome.jsGzip > 150 * 1024 ||
      adminLoaded.length > 0 ||
      publicHome.lcp >= 1000 ||
      memberHome.lcp >= 1500;
    console.log(failed ? '\nSome budgets are missed.' : '\nEvery budget is met.');
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
