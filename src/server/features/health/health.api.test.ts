import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/support/test-app';

describe('GET /api/health', () => {
  it('answers ok while the database answers, and 503 when it does not', async () => {
    const t = await createTestApp();
    try {
      const healthy = await t.request('/api/health');
      expect(healthy).toMatchObject({ status: 200, body: { status: 'ok' } });
      await t.database.close();
      const down = await t.request('/api/health');
      expect(down.status).toBe(503);
      expect(down.body.status).not.toBe('ok');
    } finally {
      await t.close();
    }
  });
});
