// npm run bench — every benchmark in turn, on the scale data (npm run bench:data first): the members'
// poll under load, the administrators' lists at two scales with their query plans, and the members CSV
// export. Prints one table each, with each target met or missed. bench/README.md has the results.
import os from 'node:os';
import { LARGE_DB, SERVER_URL, databaseUrl, printTable, withClient } from './common';
import { exportTable, runExport } from './export';
import { explainLists, listsTable, runLists } from './lists';
import { pollTable, runPoll } from './poll';

async function main() {
  const version = await withClient(
    databaseUrl(LARGE_DB),
    async (c) => (await c.query('show server_version')).rows[0].server_version,
  );
  console.log(
    `[bench] ${new Date().toISOString()} — ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, Node ${process.version}, PostgreSQL ${version} at ${SERVER_URL.replace(/\/\/[^@]*@/, '//…@')}`,
  );

  console.log("\n## Members' poll (GET /api/conversations/replies)");
  const poll = await runPoll();
  printTable(pollTable(poll));
  const [app, floor] = poll;
  console.log(
    `p99 < 50 ms: ${app.p99 < 50 ? 'met' : 'MISSED'} (${app.p99.toFixed(1)} ms); ≥ 60% of the floor: ${app.rps / floor.rps >= 0.6 ? 'met' : 'MISSED'} (${((app.rps / floor.rps) * 100).toFixed(0)}%)`,
  );

  console.log('\n## Admin lists (p50 < 30 ms at 100,000 members, ≤ 2× the time at 1,000)');
  printTable(listsTable(await runLists()));
  const { file, summary } = await explainLists();
  console.log(`\nQuery plans on ${LARGE_DB} (EXPLAIN ANALYZE, BUFFERS in ${file}):`);
  printTable(summary);

  console.log('\n## Members CSV export (< 5 s, server memory rising < 100 MB)');
  printTable(exportTable(await runExport()));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
