import { describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_ROUTES } from '../../../common/contracts/access-requests-routes';
import { HEALTH_ENDPOINTS } from '../../../common/contracts/health';
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
