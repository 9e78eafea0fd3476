// Migration 0009 carries the old `connections` rows (Connect stored a pending row, nothing followed) over
// to connection_requests: a database migrated up to 0008 with such rows, then to the end.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseMigratedTo, type EarlierDatabase } from '../../../../tests/support/migrations';

const DAY = 86_400_000;
let earlier: EarlierDatabase;
let client: PGlite;

beforeAll(async () => {
  earlier = await openDatabaseMigratedTo(8);
  client = earlier.client;
});
afterAll(() => earlier?.close());

describe('migration 0009', () => {
  it('turns each old row into a request with its 30 days; of two rows asking both ways the older stands', async () => {
    const ids = (
      await client.query<{ id: string }>(
        `insert into attendees (first_name, last_name, email, onboarding_completed)
       select 'M', n::text, 'm' || n || '@example.com', true from generate_series(1, 4) n returning id`,
      )
    ).rows.map((r) => r.id);
    const [a, b, c, d] = ids;
    const at = (day: number) => new Date(Date.UTC(2026, 5, day)).toISOString();
    await client.query(
      `insert into connections (from_attendee_id, to_attendee_id, status, created_at) values
        ($1, $2, 'pending', $5), ($2, $1, 'pending', $6), ($1, $3, 'accepted', $5), ($4, $1, 'declined', $6)`,
      [a, b, c, d, at(1), at(2)],
    );

    await earlier.migrateToEnd();

    const rows = (
      await client.query<{
        from_attendee_id: string;
        to_attendee_id: string;
        status: string;
        created_at: Date;
        expires_at: Date;
        declined_at: Date | null;
        accepted_at: Date | null;
      }>(
        'select from_attendee_id, to_attendee_id, status, created_at, expires_at, declined_at, accepted_at from connection_requests order by created_at, status',
      )
    ).rows;
    expect(rows.map((r) => [r.from_attendee_id, r.to_attendee_id, r.status])).toEqual([
      [a, c, 'accepted'],
      [a, b, 'pending'],
      [d, a, 'declined'],
    ]);
    for (const row of rows) expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(30 * DAY);
    expect(rows[0].accepted_at?.toISOString()).toBe(at(1));
    expect(rows[2].declined_at?.toISOString()).toBe(at(2));
    const old = await client.query(`select to_regclass('public.connections') as t`);
    expect(old.rows).toEqual([{ t: null }]);
  });
});
