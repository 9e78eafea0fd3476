// Migrates one PGlite database per test run and dumps it; each test file starts from that dump
// (about half a second) instead of migrating again (about three).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_OPTIONS } from '../../src/server/db/client';
import { findLeaks, type Secret } from './log-secrets';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Where each worker keeps its log lines and its tests' secrets (tests/support/log-capture.ts). */
    logCaptureDir: string;
  }
}

/** After the run: no line any worker logged carries a secret any test made (decision 076). */
function checkLogsForSecrets(dir: string) {
  const files = readdirSync(dir);
  const lines = files.filter((f) => f.endsWith('.log')).flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('\n'));
  const secrets = files
    .filter((f) => f.endsWith('.secrets'))
    .flatMap((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Secret),
    );
  // Requests were made (they left secrets) but nothing was logged: the capture itself is broken.
  if (secrets.length > 0 && lines.every((line) => line === ''))
    throw new Error('The log check read no lines: is log-capture.ts set up?');
  const leaks = findLeaks(lines, secrets);
  if (leaks.length > 0) {
    const shown = leaks.slice(0, 10).map((leak) => `  ${leak.kind}: ${leak.line.slice(0, 300)}`);
    throw new Error(`${leaks.length} log line(s) carry a secret:\n${shown.join('\n')}`);
  }
  return { lines: lines.length, secrets: secrets.length };
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fmc-template-'));
  const client = new PGlite(PGLITE_OPTIONS);
  const handle = await openDatabase({ kind: 'pglite-instance', client });
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  const logs = mkdtempSync(path.join(tmpdir(), 'fmc-test-logs-'));
  project.provide('logCaptureDir', logs);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    try {
      const checked = checkLogsForSecrets(logs);
      if (process.env.LOG_CHECK_REPORT) console.log(`log check: ${checked.lines} lines, ${checked.secrets} secrets, no leak`);
    } catch (error) {
      // Vitest reports an error in a teardown but still exits 0: the run must fail.
      process.exitCode = 1;
      throw error;
    } finally {
      rmSync(logs, { recursive: true, force: true });
    }
  };
}
