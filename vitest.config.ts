import { defineConfig } from 'vitest/config';

// API tests (*.api.test.ts) drive the real app on a fresh in-memory database per file; the same files
// run again on PostgreSQL with `npm run test:pg`. Unit tests (*.test.ts) sit beside the code.
//
// Speed (decision 032): one worker a core (vitest's own default leaves one core idle), and each worker
// runs file after file in one process (isolate: false) instead of starting a process, importing the
// server and compiling PGlite's WebAssembly again for every file. Each file still makes its own app on
// its own database (tests/support/test-app.ts); what a file leaves in a module is its own to reset.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: '100%',
    isolate: false,
    environment: 'node',
  },
});
