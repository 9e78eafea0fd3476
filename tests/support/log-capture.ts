// Keeps every line the server code logs in this worker (all levels, as JSON) in the run's folder, and the
// secrets its tests make, for the check at the end of the run that no line carries one (decision 076;
// tests/support/log-secrets.ts). Warnings and errors still go to the console, where fail-on-console.ts
// holds each test to the ones it expects.
import { appendFileSync, closeSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { consoleSink, setLogSink } from '../../src/server/log/logger';
import type { Secret } from './log-secrets';

const dir = inject('logCaptureDir');
const lines = openSync(path.join(dir, `${process.pid}.log`), 'a');
process.once('exit', () => closeSync(lines));

setLogSink((line, level) => {
  writeSync(lines, line);
  consoleSink(line, level);
});

/** Notes secrets a test made, for the check. */
export function recordSecrets(secrets: readonly Secret[]) {
  if (secrets.length === 0) return;
  appendFileSync(path.join(dir, `${process.pid}.secrets`), secrets.map((secret) => `${JSON.stringify(secret)}\n`).join(''));
}
