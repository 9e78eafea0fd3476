import { Hono } from 'hono';
import type { DatabaseHandle } from '../../db/client';

export function healthRoutes(database: DatabaseHandle) {
  return new Hono().get('/health', async (c) => {
    const ok = await database.ping();
    return ok ? c.json({ status: 'ok' }) : c.json({ status: 'unavailable' }, 503);
  });
}
