// Request ids (decision 076): unique within a process, each process its own prefix, no secret in them.
import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-log';

describe('newRequestId', () => {
  it('gives each request an id of its own, all with this process’s prefix', () => {
    const ids = Array.from({ length: 1000 }, () => newRequestId());
    expect(new Set(ids).size).toBe(1000);
    const prefixes = new Set(ids.map((id) => id.split('-')[0]));
    expect(prefixes.size).toBe(1);
    for (const id of ids.slice(0, 5)) expect(id).toMatch(/^[A-Za-z0-9_-]{8}-[a-z0-9]+$/);
  });
});
