// Starts the built product like a person would, on a free port and a fresh data folder, after
// preparing the journeys' accounts. Stops it (SIGTERM, a clean shutdown) when the run ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../../support/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default async function globalSetup() {
  if (!existsSync('dist/web/index.html')) throw new Error('Build the web app first: npm run build');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_BASE_URL: baseUrl,
    // Every journey signs in from 127.0.0.1, far more often than one person would; the limits
    // themselves are proven by the API tests (auth-flows, requests, conversations).
    RATE_LIMIT: 'false',
    CONTACT_EMAIL: 'hello@e2e.example.com',
    SURVEY_FORM_URL: 'https://forms.example.com/masteryou',
    MEMBER_PROFILES_URL: 'https://sheets.example.com/members',
    E2E_ACCOUNTS_FILE: path.join(dataDir, 'accounts.json'),
  };
  const tsx = path.resolve('node_modules/.bin/tsx');
  const prepared = spawnSync(tsx, ['tests/e2e/support/prepare-data.ts'], { env, encoding: 'utf8' });
  if (prepared.status !== 0) throw new Error(`Preparing e2e data failed:\n${prepared.stderr}`);

  const server = spawn(tsx, ['src/server/index.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      /* not up yet */
    }
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`The e2e server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ACCOUNTS_FILE = env.E2E_ACCOUNTS_FILE;

  return async () => {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
