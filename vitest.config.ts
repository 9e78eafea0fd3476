import { defineConfig } from 'vitest/config';

// Two projects, both run by `npx vitest run` (`--project node` or `--project components` for one):
//
// node: API tests (*.api.test.ts) drive the real app on a fresh in-memory database per file; the same files
// run again on PostgreSQL with `npm run test:pg`. Unit tests (*.test.ts) sit beside the code.
// Speed (decision 032): one worker a core (vitest's own default leaves one core idle), and each worker
// runs file after file in one process (isolate: false) instead of starting a process, importing the
// server and compiling PGlite's WebAssembly again for every file. Each file still makes its own app on
// its own database (tests/support/test-app.ts); what a file leaves in a module is its own to reset.
//
// components: the browser's components (*.test.tsx under src/web) in happy-dom, each file in a fresh
// module graph (isolate: true), so the fetch stub, the DOM and the browser's module state (toasts, the
// session) of one file never reach another, nor an API test (decision 036).
export default defineConfig({
  test: {
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console.ts', 'tests/support/log-capture.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          setupFiles: ['tests/support/fail-on-console.ts', 'tests/support/components-setup.ts'],
          testTimeout: 15_000,
          pool: 'threads',
          isolate: true,
          environment: 'happy-dom',
        },
      },
    ],
  },
});
