// Migration 0037 gives the directory a copy of its entries without their search words, for a list without a
// search (decision 077): a database migrated up to 0036 with members in the directory, then to the end, has
// the copy of every entry, and PostgreSQL goes on writing it when a member changes or leaves.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseMigratedTo, type EarlierDatabase } from '../../../../tests/support/migrations';

let earlier: EarlierDatabase;
let client: PGlite;

beforeAll(async () => {
  earlier = await openDatabaseMigratedTo(36);
  client = earlier.client;
});
afterAll(() => earlier?.close());

const COLUMNS = `attendee_id, created_at, listed, first_name, last_name, industry, industry_visible_to, place,
  location_visible_to, topics, topic_keys, interests_visible_to`;

/** The entries' columns the copy holds, and the copy, each in the same order. */
async function entriesAndCopy() {
  const read = async (table: string) =>
    (await client.query<Record<string, unknown>>(`select ${COLUMNS} from ${table} order by attendee_id`)).rows;
  return { entries: await read('directory_entries'), copy: await read('directory_filters') };
}

describe('migration 0037', () => {
  it('copies every entry without its words, and the copy follows each change and each departure', async () => {
    const { rows } = await client.query<{ id: string }>(
      `insert into attendees (first_name, last_name, email, onboarding_completed, in_directory, industry, city, country)
       values ('Ana', 'Lima', 'ana@example.com', true, true, 'Media', 'Lisbon', 'Portugal'),
              ('Ben', 'Okafor', 'ben@example.com', true, true, 'Retail', 'Lagos', 'Nigeria')
       returning id`,
    );
    const [ana, ben] = rows.map((row) => row.id);
    await client.query(`insert into attendee_interests (attendee_id, interest_name) values ($1, 'Podcasts')`, [ana]);

    await earlier.migrateToEnd();

    const migrated = await entriesAndCopy();
    expect(migrated.copy).toHaveLength(2);
    expect(migrated.copy).toEqual(migrated.entries);
    expect(migrated.copy.find((row) => row.attendee_id === ana)).toMatchObject({
      industry: 'Media',
      place: 'Lisbon, Portugal',
      topics: ['Podcasts'],
      listed: true,
    });

    await client.query(`update attendees set industry = 'Franchising', in_directory = false where id = $1`, [ben]);
    await client.query(`insert into attendee_interests (attendee_id, interest_name) values ($1, 'Fintech')`, [ben]);
    const changed = await entriesAndCopy();
    expect(changed.copy).toEqual(changed.entries);
    expect(changed.copy.find((row) => row.attendee_id === ben)).toMatchObject({
      industry: 'Franchising',
      listed: false,
      topics: ['Fintech'],
    });

    await client.query(`delete from attendees where id = $1`, [ana]);
    const left = await entriesAndCopy();
    expect(left.copy.map((row) => row.attendee_id)).toEqual([ben]);
  });
});
