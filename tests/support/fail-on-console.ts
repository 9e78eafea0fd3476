// A test that logs an unexpected error or warning fails. Tests that expect one say so with
// `allowConsole(/pattern/)`.
import { afterEach, beforeEach, vi } from 'vitest';

let allowed: RegExp[] = [];
let unexpected: string[] = [];

export function allowConsole(...patterns: RegExp[]) {
  allowed.push(...patterns);
}

beforeEach(() => {
  allowed = [];
  unexpected = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' ');
      if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(`console.${level}: ${text}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (unexpected.length) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
});
