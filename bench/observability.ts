// npm run bench:observability — what logging and metrics cost the members' poll (issue 38; decision 076):
// the compiled server (decision 075) under the same load as bench:poll (wrk, BENCH_CONNECTIONS connections,
// BENCH_SECONDS after a warm-up, each request a real member's session), side by side in one run, alternating:
//   quiet     LOG_LEVEL=silent, no METRICS_TOKEN: no line written, no metric counted
//   logs      LOG_LEVEL=info: a JSON line a request, to a file as a collector would take it
//   metrics   METRICS_TOKEN set: every request counted and timed
//   observed  both
//   metricsNoLoop  metrics with Node's event-loop monitor replaced by one that does nothing (bench/no-loop-monitor.mjs)
//   metricsNoObserve  metrics with counting and timing a request made no-ops (bench/no-observe.mjs)
//   quietAgain  the same settings as quiet, started as another setting: how far the method itself wanders
// BENCH_ROUNDS (2) rounds of each; BENCH_VARIANTS to run some of them. Needs `npm run bench:data` and `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ASK_ROUTES } from '../src/common/contracts/ask-routes';
import { endpointUrl } from '../src/common/contracts/endpoint';
import { LARGE_DB, printTable, sessionCookie, sessionToken, startServer } from './common';
import { measure, sessionMembers, type LoadResult } from './poll';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TOKEN = 'bench-metrics-token-0123456789';
const variants = {
  quiet: { LOG_LEVEL: 'silent' },
  logs: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
  metrics: { LOG_LEVEL: 'silent', METRICS_TOKEN: TOKEN },
  observed: { LOG_LEVEL: 'info', LOG_FORMAT: 'json', METRICS_TOKEN: TOKEN },
  metricsNoLoop: { LOG_LEVEL: 'silent', METRICS_TOKEN: TOKEN, NODE_OPTIONS: '--import=./bench/no-loop-monitor.mjs' },
  metricsNoObserve: { LOG_LEVEL: 'silent', METRICS_TOKEN: TOKEN, NODE_OPTIONS: '--import=./bench/no-observe.mjs' },
  quietAgain: { LOG_LEVEL: 'silent' },
} as const;
type Variant = keyof typeof variants;
// BENCH_VARIANTS=quiet,metrics: only those, to give each more rounds in the same time.
const names = (process.env.BENCH_VARIANTS?.split(',') ?? Object.keys(variants)).filter(
  (name): name is Variant => name in variants,
);

const members = await sessionMembers();
if (members.length === 0) throw new Error(`no bench sessions in ${LARGE_DB}: run npm run bench:data first`);
const lines = path.join(mkdtempSync(path.join(tmpdir(), 'fmc-observability-')), 'app.txt');
const cookies = await Promise.all(members.map((n) => sessionCookie(sessionToken(n))));
writeFileSync(lines, cookies.map((cookie) => `${endpointUrl(ASK_ROUTES.replies)}\t${cookie}`).join('\n') + '\n');

/** A process that fetches `url` with the token every 3 s, printing . for a 200 and x for anything else. */
function startScraper(url: string) {
  const script = `setInterval(() => fetch(${JSON.stringify(url)}, { headers: { authorization: 'Bearer ${TOKEN}' } })
    .then(async (r) => { await r.text(); process.stdout.write(r.status === 200 ? '.' : 'x'); }, () => process.stdout.write('x')), 3000);`;
  const child = spawn(process.execPath, ['-e', script]);
  let marks = '';
  child.stdout.on('data', (chunk: Buffer) => (marks += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      child.kill();
      await exited;
      return { scraped: marks.split('.').length - 1, failed: marks.split('x').length - 1 };
    },
  };
}

const results = Object.fromEntries(names.map((name) => [name, [] as LoadResult[]])) as Record<Variant, LoadResult[]>;
let scrapes = 0;
let failedScrapes = 0;
for (let round = 1; round <= ROUNDS; round++) {
  const order = round % 2 ? names : [...names].reverse();
  for (const name of order) {
    const server = await startServer('app', LARGE_DB, 3411, { compiled: true, env: { ...variants[name] } });
    // Prometheus scraping the observed server every 3 s, from a process of its own: the load (wrk, run with
    // spawnSync) holds this process's event loop, so a timer here would fire only after the round.
    const scraper = name === 'observed' ? startScraper(`${server.baseUrl}/metrics`) : undefined;
    try {
      const result = await measure(`${name}, round ${round}`, server, lines);
      results[name].push(result);
      if ('METRICS_TOKEN' in variants[name]) {
        // The event-loop lag the server reports (all zero with the monitor replaced: proof that it was).
        const scraped = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
        const lag = (await scraped.text())
          .split('\n')
          .find((line) => line.startsWith('nodejs_eventloop_lag_seconds{stat="max"}'));
        console.log(`${name}: ${lag}`);
      }
      console.log(`${result.label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(2)} ms, errors ${result.errors}`);
    } finally {
      if (scraper) {
        const { scraped, failed } = await scraper.stop();
        scrapes += scraped;
        failedScrapes += failed;
      }
      await server.stop();
    }
  }
}

const mean = (list: LoadResult[], pick: (r: LoadResult) => number) => list.reduce((sum, r) => sum + pick(r), 0) / list.length;
/** The middle round: on a machine whose speed wanders, one slow round moves the mean but not the median. */
const median = (list: LoadResult[], pick: (r: LoadResult) => number) => {
  const sorted = list.map(pick).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** Each round's setting against the quiet server of the same round (started just before or just after it):
 * the geometric mean of those ratios, and twice its standard error, the range 95% of such runs would land in. */
const paired = (list: LoadResult[]) => {
  const logs = list.map((r, i) => Math.log(r.rps / results.quiet[i].rps));
  const average = logs.reduce((sum, value) => sum + value, 0) / logs.length;
  const spread = Math.sqrt(logs.reduce((sum, value) => sum + (value - average) ** 2, 0) / Math.max(1, logs.length - 1));
  const twoErrors = (2 * spread) / Math.sqrt(logs.length);
  return `${(Math.exp(average) * 100).toFixed(1)}% (${(Math.exp(average - twoErrors) * 100).toFixed(1)}–${(Math.exp(average + twoErrors) * 100).toFixed(1)}%)`;
};
const quietRps = mean(results.quiet, (r) => r.rps);
const quietMedian = median(results.quiet, (r) => r.rps);
printTable(
  names.map((name) => ({
    run: name,
    'req/s (mean)': mean(results[name], (r) => r.rps).toFixed(0),
    'p50 ms': mean(results[name], (r) => r.p50).toFixed(2),
    'p99 ms': mean(results[name], (r) => r.p99).toFixed(2),
    'server CPU µs/req': mean(results[name], (r) => r.nodeUs ?? NaN).toFixed(0),
    'vs quiet': `${((mean(results[name], (r) => r.rps) / quietRps) * 100).toFixed(1)}%`,
    'req/s (median)': median(results[name], (r) => r.rps).toFixed(0),
    'vs quiet (median)': `${((median(results[name], (r) => r.rps) / quietMedian) * 100).toFixed(1)}%`,
    'vs quiet, paired (± 2 SE)': paired(results[name]),
    errors: results[name].reduce((sum, r) => sum + r.errors, 0),
  })),
);
console.log(`/metrics scraped ${scrapes} times during the observed runs; ${failedScrapes} failed`);
