import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { MEMBER_CSV_COLUMNS, MEMBER_ENDPOINTS as MEMBERS } from '../../../common/contracts/members';
import { attendees, auditLog } from '../../db/schema';
import { createAdmin, createAttendeeRows } from '../../../../tests/support/factories';
import { parseCsv } from '../../../../tests/support/csv';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let cookie: string;
const base = Date.parse('2026-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t, { firstName: 'Avery', lastName: 'Admin' });
  cookie = (await t.signIn(admin.email, admin.password)).cookie;
  // The administrator joined long before everyone else, so they come last.
  await t.db
    .update(attendees)
    .set({ createdAt: new Date(base - 86_400_000) })
    .where(eq(attendees.id, admin.attendeeId!));
  await createAttendeeRows(t, [
    {
      firstName: 'Reyes, Morgan',
      lastName: 'He said "hi"',
      email: 'morgan@example.com',
      company: 'Line\nBreak Inc',
      jobTitle: 'Director',
      industry: 'Franchise',
      interests: ['Franchising', { name: 'Podcasts', category: 'Media' }],
      summary: 'Builds brands.',
      lastLogin: new Date('2026-03-05T12:00:00Z'),
      createdAt: new Date(base + 5000),
    },
    {
      firstName: '=SUM(1)',
      lastName: '+1',
      email: 'formula@example.com',
      company: '-2',
      jobTitle: '@x',
      createdAt: new Date(base + 4000),
      interests: ['=cmd'],
    },
    {
      firstName: 'Zoë',
      lastName: 'Ångström',
      email: 'zoe@example.com',
      industry: 'Crème',
      createdAt: new Date(base + 3000),
      banned: true,
    },
    {
      firstName: 'Archived',
      lastName: 'Person',
      email: 'archived@example.com',
      archived: true,
      createdAt: new Date(base + 2000),
    },
  ]);
  // Many ordinary members, enough for several batches, sharing timestamps so paging must break ties by id.
  await createAttendeeRows(
    t,
    Array.from({ length: 1200 }, (_, i) => ({
      firstName: `Bulk${String(i).padStart(4, '0')}`,
      lastName: 'Member',
      email: `bulk${i}@bulk.example`,
      createdAt: new Date(base - 1000 - Math.floor(i / 3) * 1000),
    })),
  );
});
afterAll(() => t.close());

/** Raw HTTP on purpose: the body is read as the stream of bytes it is sent as, chunk by chunk. */
async function download(query: { search?: string; archived?: boolean } = {}) {
  const response = await t.app.request(endpointUrl(MEMBERS.export, {}, query), { headers: { cookie, origin: TEST_ORIGIN } });
  const chunks: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  const bytes = Buffer.concat(chunks);
  return { response, bytes, chunks: chunks.length, records: parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')) };
}

describe('the members CSV export', () => {
  it('streams every member once, newest first, with the exact columns, a BOM and the file name', async () => {
    t.clock.set(new Date('2026-06-01T12:00:00Z'));
    const { response, bytes, chunks, records } = await download();
    t.clock.reset();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="members-all-2026-06-01.csv"');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      bytes
        .toString('utf8', 3)
        .startsWith(
          'First Name,Last Name,Email,Company,Job Title,Industry,Interest,Summary,Joined Date,Last Login,Status,Archived\r\n',
        ),
    ).toBe(true);
    expect(chunks).toBeGreaterThan(2);

    const [header, ...rows] = records;
    expect(header).toEqual([...MEMBER_CSV_COLUMNS]);
    // Archived members are left out unless asked for; the administrator is a member too.
    expect(rows).toHaveLength(1200 + 3 + 1);
    expect(rows.every((r) => r.length === 12)).toBe(true);
    expect(new Set(rows.map((r) => r[2])).size).toBe(rows.length);
    expect(rows.map((r) => r[2])).not.toContain('archived@example.com');
    const joined = rows.map((r) => Date.parse(r[8]));
    expect(joined.every((ms, i) => i === 0 || joined[i - 1] >= ms)).toBe(true);
    expect(rows[rows.length - 1][0]).toBe('Avery');

    const byEmail = (email: string) => rows.find((r) => r[2] === email)!;
    expect(byEmail('morgan@example.com')).toEqual([
      'Reyes, Morgan',
      'He said "hi"',
      'morgan@example.com',
      'Line\nBreak Inc',
      'Director',
      'Franchise',
      'Franchising; Podcasts',
      'Builds brands.',
      new Date(base + 5000).toISOString(),
      '2026-03-05T12:00:00.000Z',
      'Active',
      'No',
    ]);
    // Formulas are neutralised with a leading quote.
    expect(byEmail('formula@example.com').slice(0, 7)).toEqual([
      "'=SUM(1)",
      "'+1",
      'formula@example.com',
      "'-2",
      "'@x",
      '',
      "'=cmd",
    ]);
    // Never signed in; deactivated; accents survive.
    expect(byEmail('zoe@example.com')).toEqual([
      'Zoë',
      'Ångström',
      'zoe@example.com',
      '',
      '',
      'Crème',
      '',
      '',
      new Date(base + 3000).toISOString(),
      'Never',
      'Deactivated',
      'No',
    ]);
    expect(byEmail('bulk0@bulk.example')[10]).toBe('Active');
  });

  it("exports archived members too with 'Show Archived', marked Yes", async () => {
    const { records } = await download({ archived: true });
    const archived = records.find((r) => r[2] === 'archived@example.com')!;
    expect(archived[11]).toBe('Yes');
    expect(records.slice(1)).toHaveLength(1200 + 4 + 1);
  });

  it('exports only the searched members as the filtered file', async () => {
    const { response, records } = await download({ search: 'BREAK inc' });
    expect(response.headers.get('content-disposition')).toMatch(/filename="members-filtered-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(records.slice(1).map((r) => r[2])).toEqual(['morgan@example.com']);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.export'));
    expect(audits.map((a) => a.details)).toContainEqual({ search: 'BREAK inc', archived: false });
  });

  it("answers 404 'No members to export' when nothing matches", async () => {
    const response = await t.call(MEMBERS.export, { query: { search: 'nobody-matches-this' }, cookie, expect: 404 });
    expect(response.body.error.message).toBe('No members to export');
  });
});
