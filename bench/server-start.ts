// Start to healthy, and resident memory at rest, of the server as `npm run serve` used to run it (the
// TypeScript sources through tsx) and as it runs now (the compiled bundle, decision 075), side by side in
// one run, alternating, on the embedded database (issue 38, item 4).
//
//   npm run build && npm run bench:start      # BENCH_START_RUNS (5) starts of each, on a fresh and a used DATA_DIR
//
// 'fresh' is a new DATA_DIR: the embedded database is created and migrated before the server listens.
// 'used' starts again on that folder. Healthy: GET /api/health answers 200 (polled every 20 ms). Memory:
// VmRSS of the server process after 10 s idle. With tsx, `tsx src/server/index.ts` also keeps a wrapper
// process (about 50 MB more); the figures below are the server process alone, the same for both.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, sleep, startApp } from './app-process';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const PORT = Number(process.env.BENCH_START_PORT ?? 3471);
const builds = ['sources', 'compiled'] as const;
type Build = (typeof builds)[number];

if (!existsSync(path.join(ROOT, 'dist/server/index.js'))) {
  console.error('No compiled server: run `npm run build` first.');
  process.exit(1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results: Record<Build, { fresh: number[]; used: number[]; rss: number[] }> = {
  sources: { fresh: [], used: [], rss: [] },
  compiled: { fresh: [], used: [], rss: [] },
};

async function startOnce(build: Build, dataDir: string) {
  const started = performance.now();
  const app = await startApp({
    name: build,
    port: PORT,
    build,
    env: { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_BASE_URL: `http://localhost:${PORT}` },
    pollMs: 20,
  });
  return { app, ms: performance.now() - started };
}

for (let run = 1; run <= RUNS; run++) {
  for (const build of run % 2 ? builds : [...builds].reverse()) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-start-'));
    try {
      const first = await startOnce(build, dataDir);
      results[build].fresh.push(first.ms);
      await first.app.stop();
      const second = await startOnce(build, dataDir);
      results[build].used.push(second.ms);
      await sleep(10_000);
      results[build].rss.push(second.app.rss() / 1024 / 1024);
      await second.app.stop();
      console.log(
        `run ${run} ${build.padEnd(8)} fresh ${first.ms.toFixed(0)} ms, used ${second.ms.toFixed(0)} ms, RSS at rest ${results[build].rss.at(-1)!.toFixed(0)} MB`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

console.log('\nmedians');
for (const build of builds) {
  const r = results[build];
  console.log(
    `${build.padEnd(8)} start to healthy: fresh ${median(r.fresh).toFixed(0)} ms, used ${median(r.used).toFixed(0)} ms; RSS at rest ${median(r.rss).toFixed(0)} MB`,
  );
}
