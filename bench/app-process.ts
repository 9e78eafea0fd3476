// Shared by bench/soak.ts and bench/multi-instance.ts: the real server (src/server/index.ts) as a child
// process, a throwaway PostgreSQL database, and a small HTTP client that keeps one cookie per caller.
// The server runs as `node --import tsx src/server/index.ts` (what `tsx src/server/index.ts` runs, minus
// the tsx wrapper process), so the child's pid is the server's own and /proc/<pid>/status is its memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { processCpuSeconds } from './common';

export const ROOT = path.resolve(import.meta.dirname, '..');

export type AppProcess = {
  name: string;
  port: number;
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything the server printed, stdout and stderr together. */
  log: string[];
  /** Resident memory of the server process, from /proc/<pid>/status (bytes). */
  rss(): number;
  /** Heap figures after a full collection, through the memory probe (only when started with `probe`). */
  heap(): Promise<{ heapUsed: number; heapTotal: number; external: number } | null>;
  /** CPU seconds the process has used (user + system), from /proc/<pid>/stat. */
  cpuSeconds(): number;
  stop(): Promise<number | null>;
};

export type StartOptions = {
  name: string;
  port: number;
  env: Record<string, string>;
  /** Load bench/memory-probe.ts into the server (with --expose-gc) so heap() can ask it. */
  probe?: boolean;
  /** Echo the server's lines to this process's stderr, prefixed with the name. */
  echo?: boolean;
  /** The server as Node runs it: the sources through tsx (the default) or the compiled bundle. */
  build?: 'sources' | 'compiled';
  /** How often to ask /api/health while it starts (200 ms unless said). */
  pollMs?: number;
};

/** Starts the server and waits until GET /api/health answers 200. */
export async function startApp(options: StartOptions): Promise<AppProcess> {
  const compiled = options.build === 'compiled';
  const args = [
    ...(options.probe ? ['--expose-gc'] : []),
    ...(compiled ? ['--enable-source-maps'] : ['--import', 'tsx']),
    // The probe is TypeScript: it rides on tsx, so it goes with the sources only.
    ...(options.probe && !compiled ? ['--import', './bench/memory-probe.ts'] : []),
    compiled ? 'dist/server/index.js' : 'src/server/index.ts',
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env, PORT: String(options.port) },
    stdio: options.probe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      log.push(line);
      if (options.echo) process.stderr.write(`  [${options.name}] ${line}\n`);
    }
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;

  let probeSeq = 0;
  const pending = new Map<number, (value: any) => void>();
  child.on('message', (message: any) => {
    if (message?.type === 'memory') pending.get(message.id)?.(message.usage);
    pending.delete(message?.id);
  });

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited during start:\n${log.join('\n')}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} did not answer /api/health within 60 s:\n${log.join('\n')}`);
    }
    await sleep(options.pollMs ?? 200);
  }

  return {
    name: options.name,
    port: options.port,
    url,
    pid: child.pid!,
    child,
    log,
    rss: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
      return kb * 1024;
    },
    heap: () => {
      if (!options.probe || !child.connected) return Promise.resolve(null);
      const id = ++probeSeq;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        child.send({ type: 'memory', id });
        setTimeout(() => {
          if (pending.delete(id)) resolve(null);
        }, 5000).unref();
      });
    },
    cpuSeconds: () => processCpuSeconds(child.pid!),
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Drops and recreates `name` on the PostgreSQL server `adminUrl` points at; answers the new database's URL. */
export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^fmc_(soak|multi|live|messages)$/.test(name))
    throw new Error(`refusing to recreate ${name}: only fmc_soak, fmc_multi, fmc_live and fmc_messages are ours`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One caller: a cookie jar of one session cookie, and the Origin a browser on the site would send. */
export class Client {
  cookie: string | undefined;
  constructor(
    readonly origin: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(
    base: string,
    pathname: string,
    init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { origin: this.origin, ...this.headers, ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${pathname}`, {
      method: init.method ?? (init.json !== undefined || init.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    const setCookie = response.headers.getSetCookie().find((c) => /\.session_token=/.test(c));
    if (setCookie) {
      const pair = setCookie.split(';')[0];
      // Sign-out answers an emptied cookie.
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body, headers: response.headers };
  }
}
