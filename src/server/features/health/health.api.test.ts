import { describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_ROUTES } from '../../../common/contracts/access-requests-routes';
import { HEALTH_ENDPOINTS } from '../../../common/contracts/health';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { createTestApp } from '../../../../tests/support/test-app';

describe('GET /api/health', () => {
  it('answers ok while the database answers, and 503 when it does not', async () => {
    const t = await createTestApp();
    try {
      const healthy = await t.call(HEALTH_ENDPOINTS.check, {});
      expect(healthy).toMatchObject({ status: 200, body: { status: 'ok' } });
      await t.database.close();
      const down = await t.call(HEALTH_ENDPOINTS.check, { expect: 503 });
      expect(down.body.status).toBe('unavailable');
    } finally {
      await t.close();
    }
  });
});

describe('request size', () => {
  // Raw HTTP: a body past the limit, on a route of ours and one of Better Auth's.
  it('refuses an oversized JSON body with 413 and a message, on our routes and the auth routes', async () => {
    const t = await createTestApp();
    try {
      const huge = { email: 'a@example.com', firstName: 'x'.repeat(300 * 1024), lastName: 'y' };
      for (const path of [ACCESS_REQUEST_ROUTES.submit.path, '/api/auth/sign-in/email']) {
        const response = await t.request(path, { json: huge });
        expect(response.status).toBe(413);
        expect(response.body.error.message).toBe('The request is too large.');
      }
    } finally {
      await t.close();
    }
  });
});

describe('liveness and readiness (decision 076)', () => {
  it('is alive and ready while serving; once stopping, still alive but not ready, and every answer closes its connection', async () => {
    const t = await createTestApp();
    try {
      expect((await t.call(HEALTH_ENDPOINTS.live, {})).body).toEqual({ status: 'alive' });
      const ready = await t.call(HEALTH_ENDPOINTS.ready, {});
      expect(ready.body).toEqual({ status: 'ready' });
      expect(ready.headers.get('connection')).toBeNull();

      t.lifecycle.beginStopping();
      const stopping = await t.call(HEALTH_ENDPOINTS.ready, { expect: 503 });
      expect(stopping.body).toEqual({ status: 'stopping' });
      expect(stopping.headers.get('connection')).toBe('close');
      const alive = await t.call(HEALTH_ENDPOINTS.live, {});
      expect(alive.body).toEqual({ status: 'alive' });
      expect(alive.headers.get('connection')).toBe('close');
    } finally {
      await t.close();
    }
  });

  it('is not ready while the database does not answer, and still alive', async () => {
    const t = await createTestApp();
    allowConsole(/could not read the community's time zone/);
    try {
      await t.database.close();
      expect((await t.call(HEALTH_ENDPOINTS.ready, { expect: 503 })).body).toEqual({ status: 'unavailable' });
      expect((await t.call(HEALTH_ENDPOINTS.live, {})).body).toEqual({ status: 'alive' });
    } finally {
      await t.close();
    }
  });
});

describe('request ids (decision 076)', () => {
  it('gives every answer an id of its own, and ignores one a caller sends unless a trusted proxy passes it on', async () => {
    const t = await createTestApp();
    try {
      const first = await t.request('/api/health');
      const second = await t.request('/api/nothing-here');
      const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
      expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{8}-[a-z0-9]+$/);
      expect(ids[1]).toMatch(/^[A-Za-z0-9_-]{8}-[a-z0-9]+$/);
      expect(ids[0]).not.toBe(ids[1]);
      const sent = await t.request('/api/health', { headers: { 'x-request-id': 'from-the-caller' } });
      expect(sent.headers.get('x-request-id')).not.toBe('from-the-caller');
    } finally {
      await t.close();
    }
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const passed = await proxied.request('/api/health', { headers: { 'x-request-id': 'lb-7f3a.91' } });
      expect(passed.headers.get('x-request-id')).toBe('lb-7f3a.91');
      const odd = await proxied.request('/api/health', { headers: { 'x-request-id': 'two words\u0007' } });
      expect(odd.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9_-]{8}-[a-z0-9]+$/);
    } finally {
      await proxied.close();
    }
  });
});
