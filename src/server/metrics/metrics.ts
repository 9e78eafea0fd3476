// What the server is doing, in Prometheus's text format at GET /metrics (decision 076): off unless
// METRICS_TOKEN is set, then only for a caller that sends it (Authorization: Bearer …). Requests by route
// pattern (never the path itself, which can hold a token) and status, their latency, the open live streams,
// the job queue's depth and its failures, emails sent and failed, the PostgreSQL pool, and Node's own
// figures (event loop lag, memory, CPU). One registry per app, so two apps in one process never mix counts.
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Handler } from 'hono';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { MailTransport } from '../mail/mailer';

export type MetricsSources = {
  /** Streams open on this app server now. */
  liveStreams: () => number;
  /** The PostgreSQL pool's connections (none on the embedded database). */
  pool: () => { total: number; idle: number; waiting: number } | null;
  /** Jobs waiting or running, by queue and state, read from the job queue's table when scraped. */
  queueDepth: () => Promise<Array<{ queue: string; state: string; count: number }>>;
};

export type Metrics = {
  registry: Registry;
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  countEmail(outcome: 'sent' | 'failed'): void;
  countJob(queue: string, outcome: 'completed' | 'failed'): void;
};

/** Seconds: a poll answers in milliseconds, an export in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  registerProcessMetrics(registry);
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request (until its headers leave; a stream counts until it opens).',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const emails = new Counter({
    name: 'emails_total',
    help: 'Emails handed to SMTP or the outbox, by outcome (sent, failed).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'jobs_total',
    help: 'Job tries run by this app server, by queue and outcome (completed, failed).',
    labelNames: ['queue', 'outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'live_streams_open',
    help: 'Live streams (server-sent events) open on this app server.',
    registers: [registry],
    collect() {
      this.set(sources.liveStreams());
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting: requests waiting for one).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.pool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'jobs_queued',
    help: 'Jobs in the queue (every app server), by queue and state (created, retry, active).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await sources.queueDepth()) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    countEmail: (outcome) => emails.inc({ outcome }),
    countJob: (queue, outcome) => jobs.inc({ queue, outcome }),
  };
}

/** Whether `header` (Authorization) carries `token`, compared in constant time. */
export function carriesMetricsToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** Node's own figures, each read when scraped: event loop lag (sampled every 20 ms), memory and CPU. Not
 * prom-client's collectDefaultMetrics, whose garbage-collection observer cost the members' poll a tenth of its
 * speed (bench:observability). */
function registerProcessMetrics(registry: Registry) {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  new Gauge({
    name: 'nodejs_eventloop_lag_seconds',
    help: 'Event loop lag since the last scrape: mean, 99th percentile and max.',
    labelNames: ['stat'],
    registers: [registry],
    collect() {
      this.set({ stat: 'mean' }, delay.mean / 1e9 || 0);
      this.set({ stat: 'p99' }, delay.percentile(99) / 1e9);
      this.set({ stat: 'max' }, delay.max / 1e9);
      delay.reset();
    },
  });
  new Gauge({
    name: 'process_memory_bytes',
    help: 'Memory of this process by kind (rss, heap_used, heap_total, external).',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      const memory = process.memoryUsage();
      this.set({ kind: 'rss' }, memory.rss);
      this.set({ kind: 'heap_used' }, memory.heapUsed);
      this.set({ kind: 'heap_total' }, memory.heapTotal);
      this.set({ kind: 'external' }, memory.external);
    },
  });
  new Gauge({
    name: 'process_cpu_seconds_total',
    help: 'CPU time this process has used, user and system together.',
    registers: [registry],
    collect() {
      const { user, system } = process.cpuUsage();
      this.set((user + system) / 1e6);
    },
  });
}

/** GET /metrics: Prometheus's text, for a caller with the token; a 404 when metrics are off, as if absent. */
export function metricsRoute(metrics: Metrics | null, token: string | null): Handler {
  return async (c) => {
    if (!metrics || !token) return c.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    if (!carriesMetricsToken(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ error: { code: 'UNAUTHORIZED', message: 'Send the metrics token as a Bearer token.' } }, 401);
    }
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  };
}

/** The job queue's waiting and running jobs, by queue and state (pg-boss's table, shared by every app server). */
export async function readQueueDepth(db: Database): Promise<Array<{ queue: string; state: string; count: number }>> {
  try {
    return rowsOf<{ queue: string; state: string; count: number }>(
      await db.execute(
        sql`select name as queue, state::text as state, count(*)::int as count from pgboss.job
            where state in ('created', 'retry', 'active') group by name, state`,
      ),
    );
  } catch {
    // The queue's tables are made when the scheduler first starts: until then nothing waits.
    return [];
  }
}

/** The transport, counting what it sends and what fails. */
export function countSends(transport: MailTransport, metrics: Metrics): MailTransport {
  return {
    ...transport,
    async send(message) {
      try {
        await transport.send(message);
        metrics.countEmail('sent');
      } catch (error) {
        metrics.countEmail('failed');
        throw error;
      }
    },
  };
}
