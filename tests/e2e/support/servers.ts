// Which of the run's servers this Playwright worker drives (global-setup.ts starts one a worker). The
// journeys' helpers read E2E_BASE_URL, E2E_DATA_DIR and E2E_ACCOUNTS_FILE; here they are set, in each
// worker, to its own server's, from the worker's parallel index (0 to workers − 1, kept by a worker
// that restarts after a failure).
export const E2E_SERVERS = 'E2E_SERVERS';

/** Node's arguments for the compiled server, as `npm run serve` runs it (decision 075). */
export const SERVE_COMPILED = ['--enable-source-maps', 'dist/server/index.js'];

export type E2EServer = { baseUrl: string; dataDir: string; accountsFile: string };

/** Points this process's E2E_* variables at its worker's server; outside a worker (the runner), at the first. */
export function useWorkerServer() {
  const listed = process.env[E2E_SERVERS];
  if (!listed) return;
  const servers = JSON.parse(listed) as E2EServer[];
  const server = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? servers[0];
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_ACCOUNTS_FILE = server.accountsFile;
}
