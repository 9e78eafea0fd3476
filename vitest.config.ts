import { defineConfig } from 'vitest/config';

// API tests (*.api.test.ts) drive the real app on a fresh in-memory database per file; the same files
// run again on PostgreSQL with `npm run test:pg`. Unit tests (*.test.ts) sit beside the code.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    environment: 'node',
  },
});
