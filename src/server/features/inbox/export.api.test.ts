import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK_QUESTIONS } from '../../../common/contracts/ask';
import { endpointUrl } from '../../../common/contracts/endpoint';
import {
  CONVERSATION_CSV_COLUMNS,
  INBOX_ENDPOINTS as INBOX,
  INBOX_MESSAGES as M,
  INBOX_TOASTS,
  type ConversationExportView,
} from '../../../common/contracts/inbox';
import { auditLog, type conversations } from '../../db/schema';
import { createAdmin, createConversations, createMember } from '../../../../tests/support/factories';
import { parseCsv } from '../../../../tests/support/csv';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let cookie: string;
let member: Awaited<ReturnType<typeof createMember>>;
const base = Date.parse('2026-01-01T00:00:00Z');
/** Rows 0–6 carry the awkward text; the rest are ordinary. */
const SPECIAL: Array<Partial<typeof conversations.$inferInsert>> = [
  { name: 'Reyes, Morgan', answer: 'He said "hi"\nthen left', followup: 'no', sharePermission: true },
  { name: 'Shouty', answer: 'Plain answer', followup: 'NO' },
  { name: 'Detailed', answer: 'First part', followup: 'More, with "quotes"' },
  {
    name: '=SUM(1)',
    answer: '+1',
    followup: 'no',
    adminResponse: '@x',
    status: 'answered',
    respondedAt: new Date(base + 86_400_000),
  },
  { name: '-1', answer: '-2', followup: 'no' },
  { name: '@x', answer: '\tTabbed', followup: 'no' },
  { name: 'Zoë Ångström', answer: 'Crème brûlée, naïve café', followup: 'no' },
];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  cookie = (await t.signIn(admin.email, admin.password)).cookie;
  member = await createMember(t);
  // One multi-row insert of 1,000 entries. Triples share a timestamp, so paging must break ties by id.
  await createConversations(
    t,
    Array.from({ length: 1000 }, (_, i) => {
      const special = SPECIAL[i];
      const state = i % 4;
      return {
        name: `Member ${String(i).padStart(4, '0')}`,
        email: i === 10 ? null : `m${i}@example.com`,
        userId: i === 10 ? member.userId : null,
        question: ASK_QUESTIONS[i % 5],
        answer: `Answer ${i}`,
        followup: 'no',
        sharePermission: i % 2 === 0,
        timestamp: new Date(base + Math.floor(i / 3) * 1000),
        status: state === 0 ? ('pending' as const) : ('answered' as const),
        adminResponse: state === 0 ? null : `Reply ${i}`,
        respondedAt: state === 0 ? null : new Date(base + 10_000_000 + i),
        archived: state === 3,
        ...special,
      };
    }),
  );
  // Timestamps with microseconds, which a JavaScript Date cannot hold: paging must not lose or repeat them.
  await t.db.execute(sql`update conversations set timestamp = timestamp + interval '123 microseconds'`);
  // Entries that are not exported: an unfinished chat and an onboarding entry.
  await createConversations(t, [
    { name: 'Unfinished', step: 'answer_provided' },
    { name: 'Onboarding', step: 'name_completed' },
  ]);
});
afterAll(() => t.close());

async function download(view: ConversationExportView) {
  // The app's own request, not the typed client: the test reads the stream chunk by chunk.
  const response = await t.app.request(endpointUrl(INBOX.export, {}, { view }), {
    headers: { cookie, origin: TEST_ORIGIN },
  });
  const chunks: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  const bytes = Buffer.concat(chunks);
  return { response, bytes, chunks: chunks.length, records: parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')) };
}

describe('the CSV export', () => {
  it('streams every finished entry once, newest first, with the exact header, a BOM and the file name', async () => {
    t.clock.set(new Date('2026-06-01T12:00:00Z'));
    const { response, bytes, chunks, records } = await download('all');
    t.clock.reset();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="conversations-all-2026-06-01.csv"');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      bytes.toString('utf8', 3).startsWith('Name,Email,Question,Answer,Status,Submitted At,Responded At,Response,Shareable\r\n'),
    ).toBe(true);
    // Read from the database in batches, sent as they come.
    expect(chunks).toBeGreaterThan(1);

    const [header, ...rows] = records;
    expect(header).toEqual([...CONVERSATION_CSV_COLUMNS]);
    expect(rows).toHaveLength(1000);
    expect(rows.every((r) => r.length === 9)).toBe(true);
    const names = rows.map((r) => r[0]);
    expect(new Set(names).size).toBe(1000);
    expect(names).not.toContain('Unfinished');
    expect(names).not.toContain('Onboarding');
    const submitted = rows.map((r) => Date.parse(r[5]));
    expect(submitted.every((ms, i) => i === 0 || submitted[i - 1] >= ms)).toBe(true);

    const byName = (name: string) => rows.find((r) => r[0] === name)!;
    // Quoting: commas, doubled quotes and line breaks survive.
    expect(byName('Reyes, Morgan')).toEqual([
      'Reyes, Morgan',
      'm0@example.com',
      ASK_QUESTIONS[0],
      'He said "hi"\nthen left',
      'Pending',
      new Date(base).toISOString(),
      '',
      '',
      'Yes',
    ]);
    // 'Additional details' only when the followup is not 'no' in any case.
    expect(byName('Shouty')[3]).toBe('Plain answer');
    expect(byName('Detailed')[3]).toBe('First part\n\nAdditional details: More, with "quotes"');
    // Formulas are neutralised with a leading quote.
    const formula = byName("'=SUM(1)");
    expect(formula[3]).toBe("'+1");
    expect(formula[4]).toBe('Answered');
    expect(formula[6]).toBe(new Date(base + 86_400_000).toISOString());
    expect(formula[7]).toBe("'@x");
    expect(byName("'-1")[3]).toBe("'-2");
    expect(byName("'@x")[3]).toBe("'\tTabbed");
    // Accents, and the account's email when the entry has none.
    expect(byName('Zoë Ångström')[3]).toBe('Crème brûlée, naïve café');
    expect(byName('Member 0010')[1]).toBe(member.email);
    expect(byName('Member 0011')[8]).toBe('No');
    expect(byName('Member 0012')[8]).toBe('Yes');
    expect(byName('Member 0009')[7]).toBe('Reply 9');
    expect(byName('Member 0009')[2]).toBe(ASK_QUESTIONS[4]);
  });

  it('exports one view at a time', async () => {
    for (const [view, expected] of [
      ['pending', 250],
      ['answered', 500],
      ['archived', 250],
    ] as const) {
      const { response, records } = await download(view);
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`filename="conversations-${view}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
      );
      expect(records.slice(1)).toHaveLength(expected);
    }
    const pending = (await download('pending')).records.slice(1);
    expect(pending.every((r) => r[4] === 'Pending')).toBe(true);
  });

  it('records who exported what', async () => {
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'conversation.export'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('answers 404 with the spec message when there is nothing to export, and 400 for an unknown view', async () => {
    const empty = await createTestApp();
    try {
      const a = await createAdmin(empty);
      const c = (await empty.signIn(a.email, a.password)).cookie;
      for (const view of ['all', 'pending'] as const) {
        const response = await empty.call(INBOX.export, { query: { view }, cookie: c, expect: 404 });
        expect(response.body.error.message).toBe(INBOX_TOASTS.noConversationsToExport);
      }
      await createConversations(empty, [{ name: 'Onboarding', step: 'name_completed' }]);
      expect((await empty.call(INBOX.export, { cookie: c, expect: 404 })).body.error.message).toBe('No conversations to export');
      // Raw HTTP on purpose: a view the typed client would not send.
      const bad = await empty.request('/api/admin/conversations/export?view=secret', { cookie: c });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe(M.invalidExportView);
    } finally {
      await empty.close();
    }
  });
});
