// Adds up the JSON reports of every test run in CI and prints one plain closing line, after the slowest
// files of each run (where CI's time goes, so the next change knows what to make cheaper).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    printSlowest(report.testResults.map((r) => [path.relative(process.cwd(), r.name), r.endTime - r.startTime]));
  } else if (report.stats) {
    // playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    console.log(`${file}: ${report.stats.expected} passed, ${report.stats.unexpected} failed, ${report.stats.flaky} flaky`);
    // Passed only on CI's second try (decision 068): named, to be fixed.
    for (const name of flakyJourneys(report.suites)) console.log(`  flaky: ${name}`);
    printSlowest(journeyTimes(report.suites));
  }
}
/** The ten slowest of [name, milliseconds], one line each. */
function printSlowest(times) {
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`  ${times.length} files, ${Math.round(total / 1000)} s in all; the slowest:`);
  for (const [name, ms] of times.sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    console.log(`  ${String(Math.round(ms / 1000)).padStart(5)} s  ${name}`);
  }
}

/** The journeys of a Playwright report that failed and then passed on their retry, as 'file › title'. */
function flakyJourneys(suites) {
  const names = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) if (test.status === 'flaky') names.push(`${spec.file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites) visit(suite);
  return names;
}

/** A Playwright report's time per journey file: the sum of its tests' runs. */
function journeyTimes(suites) {
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + result.duration);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites) visit(suite);
  return [...byFile];
}

if (!existsSync(dir) || passed + failed === 0) {
  console.log('no tests ran');
  process.exit(1);
}
console.log(`ci: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
