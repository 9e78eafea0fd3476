// A rolling restart loses no request (issue 38, decision 076): two real app servers (separate processes,
// as `npm run serve` runs them) on one PostgreSQL database behind a load balancer, under steady traffic
// that writes; each server in turn gets SIGTERM, exits cleanly and is started again. The load balancer
// here does what a real one does and no more: it sends requests to the servers whose readiness answers 200,
// opens a connection per request, and tries another server only when the connection could not be made:
// refused, or reset before it was established, as a listener closing with connections still in its
// queue does (nothing was sent, so even a write is safe to send again; nginx's `proxy_next_upstream error`
// does the same). Every request must be answered 2xx, and the database
// must hold exactly the writes that were answered. PostgreSQL only (npm run test:pg): the embedded database
// belongs to one process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_ROUTES } from '../common/contracts/access-requests-routes';
import { HEALTH_ROUTES } from '../common/contracts/health-routes';
import { freePort } from '../../tests/support/free-port';
import { baseEnv } from '../../tests/support/cli';

const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Backend = { port: number; process: ChildProcess | null; ready: boolean; log: string; exitCode: Promise<number | null> };

async function startBackend(backend: Backend, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fmc-rolling-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // Node itself, loading tsx, so that SIGTERM reaches the server (the tsx command is a wrapper process).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...baseEnv, ...env, PORT: String(backend.port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  backend.process = child;
  backend.log = '';
  child.stdout!.on('data', (chunk) => (backend.log += chunk));
  child.stderr!.on('data', (chunk) => (backend.log += chunk));
  backend.exitCode = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  while (!(await isReady(backend.port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${backend.log}`);
    await sleep(100);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function isReady(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}${HEALTH_ROUTES.ready.path}`)).status === 200;
  } catch {
    return false;
  }
}

/** The load balancer: round robin over the ready servers, a new connection a request, another server only
 * when the connection could not be made (an error in `connect`: refused, or reset before it was
 * established). Answers with the server's status, or 502 when no server could be reached. */
function startLoadBalancer(backends: Backend[], port: number): Server {
  let next = 0;
  const forward = (incoming: IncomingMessage, body: Buffer, tried: number): Promise<{ status: number; body: Buffer }> =>
    new Promise((resolve) => {
      const ready = backends.filter((backend) => backend.ready);
      const target = ready[next++ % Math.max(ready.length, 1)];
      if (!target || tried > 20) return resolve({ status: 502, body: Buffer.from('no server') });
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
          response.on('error', () => resolve({ status: 599, body: Buffer.from('answer cut short') }));
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (error.syscall === 'connect') {
          target.ready = false;
          void sleep(20).then(() => forward(incoming, body, tried + 1).then(resolve));
        } else resolve({ status: 598, body: Buffer.from(`${error.code}: ${error.message}`) });
      });
      outgoing.end(body);
    });
  return createServer((incoming, reply) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', async () => {
      const answer = await forward(incoming, Buffer.concat(chunks), 0);
      reply.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  }).listen(port, '127.0.0.1');
}

describe.skipIf(!adminUrl)('a rolling restart of two app servers (PostgreSQL)', () => {
  it(
    'answers every request while each server in turn stops and starts again, and keeps every write once',
    { timeout: 600_000 },
    async () => {
      const name = `fmc_rolling_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const lbPort = await freePort();
      const site = `http://localhost:${lbPort}`;
      const env = {
        NODE_ENV: 'production',
        DATABASE_URL: url.toString(),
        PUBLIC_BASE_URL: site,
        AUTH_SECRET: 'rolling-restart-secret-at-least-32-characters',
        RATE_LIMIT: 'false',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        // Above the balancer's 100 ms health check, as an operator sets it above theirs (decision 076).
        STOP_DRAIN_SECONDS: '1',
      };
      const backends: Backend[] = [];
      for (let i = 0; i < 2; i++)
        backends.push({ port: await freePort(), process: null, ready: false, log: '', exitCode: Promise.resolve(null) });
      cleanups.push(() => {
        for (const backend of backends) backend.process?.kill('SIGKILL');
      });
      // The first start migrates; the second finds nothing to do.
      for (const backend of backends) {
        await startBackend(backend, env);
        backend.ready = true;
      }
      const balancer = startLoadBalancer(backends, lbPort);
      cleanups.push(() => new Promise<void>((resolve) => balancer.close(() => resolve())));
      // The balancer's health check: every 100 ms, as a real one does every few seconds.
      const checking = setInterval(() => {
        for (const backend of backends) void isReady(backend.port).then((ready) => (backend.ready = ready));
      }, 100);
      cleanups.push(() => clearInterval(checking));

      // Steady traffic: four clients, each sending access requests (writes) and readiness reads in turn.
      let running = true;
      const answers: Array<{ status: number; body: string; write: boolean }> = [];
      const client = async (n: number) => {
        for (let i = 0; running; i++) {
          const write = i % 2 === 0;
          const response = await (
            write
              ? fetch(`${site}${ACCESS_REQUEST_ROUTES.submit.path}`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': `198.51.100.${n}` },
                  body: JSON.stringify({ email: `rolling-${n}-${i}@example.com`, firstName: 'Rolling', lastName: `Client ${n}` }),
                })
              : fetch(`${site}/api/health`)
          ).catch((error: Error) => new Response(error.message, { status: 597 }));
          answers.push({ status: response.status, body: await response.text(), write });
        }
      };
      const clients = [1, 2, 3, 4].map(client);

      try {
        await sleep(1000);
        for (const backend of backends) {
          const before = answers.length;
          backend.process!.kill('SIGTERM');
          expect(await backend.exitCode).toBe(0);
          expect(backend.log).toContain('closed cleanly');
          await startBackend(backend, env);
          await sleep(500);
          // Traffic went on meanwhile, through the other server.
          expect(answers.length).toBeGreaterThan(before);
        }
        await sleep(1000);
      } finally {
        running = false;
        await Promise.all(clients);
      }

      const failed = answers.filter((answer) => answer.status >= 300);
      expect(failed).toEqual([]);
      const writes = answers.filter((answer) => answer.write).length;
      expect(writes).toBeGreaterThan(20);
      // The database was created for this test: every row in it is one of the answered writes, each once.
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ n: number }>(
        `select count(*)::int as n from access_requests where email like 'rolling-%'`,
      );
      await check.end();
      expect(rows[0].n).toBe(writes);
    },
  );
});
