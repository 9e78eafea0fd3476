// Before each component test file (the `components` project, vitest.config.ts): Testing Library's
// matchers, and after each test an empty page and the real fetch again.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { restoreApi } from './render';

afterEach(() => {
  cleanup();
  restoreApi();
});
