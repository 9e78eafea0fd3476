// npm run bench:export — the members CSV ('Show Archived' on: all 100,000 members) downloaded from the
// real server on the large scale data: time until the last byte, rows and size, and the server process's
// memory (resident set, from /proc) before, at its peak during the download (VmHWM) and after.
import { readFileSync } from 'node:fs';
import { adminCookie, LARGE_DB, ms, printTable, startServer } from './common';

function memoryMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

export type ExportResult = { seconds: number; rows: number; mb: number; rssBefore: number; peakDuring: number; rise: number };

export async function runExport(): Promise<ExportResult> {
  const server = await startServer('app', LARGE_DB, 3405);
  try {
    const cookie = await adminCookie();
    // A small request first, so the baseline is a server that has answered requests, not a cold one.
    await (await fetch(`${server.baseUrl}/api/admin/members?page=1&pageSize=25`, { headers: { cookie } })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = memoryMb(server.pid);
    let sampledPeak = before.rss;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryMb(server.pid).rss)), 25);
    const t = process.hrtime.bigint();
    const response = await fetch(`${server.baseUrl}/api/admin/members/export?archived=true`, { headers: { cookie } });
    if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      for (const byte of read.value) if (byte === 10) lines++;
    }
    const seconds = ms(t) / 1000;
    clearInterval(sampler);
    const after = memoryMb(server.pid);
    // VmHWM is the process's high-water mark: if it was already above the baseline, the rise is overstated, never hidden.
    const peak = Math.max(sampledPeak, after.peak);
    // Lines: the header and one per member (the scale data has no line breaks inside fields).
    return { seconds, rows: lines, mb: bytes / 1e6, rssBefore: before.rss, peakDuring: peak, rise: peak - before.rss };
  } finally {
    await server.stop();
  }
}

export const exportTable = (r: ExportResult) => [
  {
    export: 'members CSV, all (archived=true)',
    seconds: r.seconds.toFixed(2),
    lines: r.rows,
    MB: r.mb.toFixed(1),
    'RSS before MB': r.rssBefore.toFixed(0),
    'peak MB': r.peakDuring.toFixed(0),
    'rise MB': r.rise.toFixed(0),
    '< 5 s': r.seconds < 5 ? 'met' : 'MISSED',
    '< 100 MB': r.rise < 100 ? 'met' : 'MISSED',
  },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  runExport()
    .then((r) => printTable(exportTable(r)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
