// 'Download my data' covers every table that holds something of a member (issue 37, decision 059), read from
// the schema: a table with a foreign key to users or attendees, or a column named for a person (user, member,
// attendee, email, author, sender…), is either exported (and its kind is one of the ZIP's files) or listed as
// left out with a reason. A new table fails here until someone decides.
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable as PgTableClass, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { EXPORT_COVERAGE } from './coverage';
import { EXPORT_KINDS } from './export-data';

const PERSON_COLUMN =
  /(^|_)(user_id|email|member_id|attendee_id|asker_id|author_id|sender_id|reporter_id|blocker_id|blocked_id|actor_user_id|recipient|identifier|key|member_low|member_high)$/;

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTableClass));

function holdsAMember(table: PgTable): boolean {
  const config = getTableConfig(table);
  const referencesPerson = config.foreignKeys.some((fk) => {
    const target = getTableConfig(fk.reference().foreignTable).name;
    return target === 'users' || target === 'attendees';
  });
  return referencesPerson || config.columns.some((column) => PERSON_COLUMN.test(column.name)) || config.name === 'users';
}

describe('what Download my data covers', () => {
  const names = tables.map((table) => getTableConfig(table).name);

  it('reads the schema (it found the tables)', () => {
    expect(names).toContain('attendees');
    expect(names.length).toBeGreaterThan(30);
  });

  it('exports, or leaves out with a reason, every table that holds something of a member', () => {
    const undecided = tables
      .filter(holdsAMember)
      .map((table) => getTableConfig(table).name)
      .filter((name) => !(name in EXPORT_COVERAGE));
    expect(undecided, 'add these to EXPORT_COVERAGE (src/server/features/account/coverage.ts)').toEqual([]);
  });

  it('lists only tables that exist, each exported in a kind the ZIP has or left out with a reason', () => {
    for (const [name, coverage] of Object.entries(EXPORT_COVERAGE)) {
      expect(names, name).toContain(name);
      if ('exportedIn' in coverage) {
        expect(EXPORT_KINDS).toContain(coverage.exportedIn);
        if (coverage.withheld !== undefined) expect(coverage.withheld.length, name).toBeGreaterThan(20);
      } else expect(coverage.leftOut.length, name).toBeGreaterThan(20);
    }
  });
});
