import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { useWorkerServer } from './tests/e2e/support/servers';

// The browser journeys run against the production build served by the real server on a free port,
// with a fresh data folder: one server a worker, two workers a core (tests/e2e/support/global-setup.ts,
// decision 032). This file is read again in each worker, which then points the journeys at its server.
useWorkerServer();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Files spread over the workers; a file's journeys run in order, on its worker's server.
  fullyParallel: false,
  // Two a core (decision 032, 2026-11-28): a journey spends much of its time waiting on its pages and
  // server, so with one a core the cores stood partly idle (16.0 min); with two they are busy (12.2 min).
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() * 2),
  // In CI a journey that fails is run once more (decision 068): one that then passes is reported as flaky in
  // CI's summary, by name, to be fixed, without holding back everything else; one that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace records every step of every journey and costs a third of the run's CPU; CI's output is
    // read as text, so CI keeps none (`--trace retain-on-failure` brings it back for one run).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium, the full browser, never a downloaded one. (Its headless shell would be a fifth
    // faster, but it denies notifications by default, so the dashboard could not offer them.)
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
