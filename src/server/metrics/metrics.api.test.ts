// GET /metrics (decision 076): off without METRICS_TOKEN; with it, only for the token, whoever else asks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_ENDPOINTS } from '../../common/contracts/health';
import { allowConsole } from '../../../tests/support/fail-on-console';
import { createAdmin, createMember } from '../../../tests/support/factories';
import { signInEachKind } from '../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 to everyone, an administrator and a caller with a token included', async () => {
    const admin = await createAdmin(t);
    const { cookie } = await t.signIn(admin.email, admin.password);
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Array<Record<string, string>>) {
      expect((await t.request('/metrics', { headers })).status).toBe(404);
      expect((await t.request('/metrics', { headers, cookie })).status).toBe(404);
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    Object.assign(cookies, (await signInEachKind(t, { deactivated: true })).cookies);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return response.body as string;
  };

  it('refuses every caller without the token, whatever their session, with 401', async () => {
    for (const cookie of [undefined, ...Object.values(cookies)]) {
      const response = await t.request('/metrics', { cookie });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    }
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      expect((await t.request('/metrics', { headers: { authorization } })).status).toBe(401);
    }
  });

  it('counts requests by route pattern and status, never by the path a caller sent', async () => {
    await t.call(HEALTH_ENDPOINTS.ready, {});
    await t.request('/api/events/some-id-nobody-should-see');
    const text = await scrape();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health\/ready",status="200"\} [1-9]/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/ready",status="200"\}/,
    );
    expect(text).not.toContain('some-id-nobody-should-see');
  });

  it('counts emails sent, and gives the open streams, the job queue and the event loop', async () => {
    const member = await createMember(t);
    const before = /emails_total\{outcome="sent"\} (\d+)/.exec(await scrape())?.[1] ?? '0';
    await t.request('/api/auth/request-password-reset', { json: { email: member.email, redirectTo: '/reset-password' } });
    const text = await scrape();
    expect(Number(/emails_total\{outcome="sent"\} (\d+)/.exec(text)?.[1])).toBe(Number(before) + 1);
    expect(text).toMatch(/^live_streams_open 0$/m);
    expect(text).toContain('# TYPE jobs_total counter');
    expect(text).toContain('# TYPE jobs_queued gauge');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{stat="p99"\} \d/m);
    expect(text).toMatch(/^process_memory_bytes\{kind="rss"\} [1-9]\d*$/m);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    if (t.database.engine === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
  });

  it('counts job tries by queue and outcome', async () => {
    allowConsole(/test\.metrics-\d+ failed \(try 1 of 2\): first try fails/);
    const job = t.jobs.register({
      name: `test.metrics-${Date.now()}`,
      retryLimit: 1,
      retryDelaySeconds: 1,
      run: async ({ attempt }) => {
        if (attempt === 1) throw new Error('first try fails');
      },
    });
    await t.jobs.start({ poll: false });
    // Retry delays run on the database's clock; a test clock years ahead finds the retry due.
    t.clock.set(new Date('2031-02-03T09:00:00Z'));
    await job.schedule({}, { at: t.clock.now(), key: 'k' });
    // The app's own recurring jobs come due too, years ahead; this queue's two tries are among them.
    expect(await t.jobs.runDue()).toBeGreaterThanOrEqual(2);
    const text = await scrape();
    expect(text).toContain(`jobs_total{queue="${job.name}",outcome="failed"} 1`);
    expect(text).toContain(`jobs_total{queue="${job.name}",outcome="completed"} 1`);
  });
});
