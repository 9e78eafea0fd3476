// Newest-first lists read their page from an index, in order (decision 065): each list below is requested
// through the app, the statement that reads its page is captured, and PostgreSQL's plan for it, with sorting
// priced out (enable_sort off), must not sort, not even incrementally: a plain DESC against drizzle-kit's DESC NULLS LAST index
// would sort every matching row for one page, and this test fails on it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_ROUTES } from '../../common/contracts/activity-routes';
import { AI_TOOL_ROUTES } from '../../common/contracts/ai-tools-routes';
import { CONNECTION_ROUTES } from '../../common/contracts/connections-routes';
import { CONVERSATION_ROUTES } from '../../common/contracts/conversations-routes';
import { endpointUrl } from '../../common/contracts/endpoint';
import { NOTIFICATION_ROUTES } from '../../common/contracts/notifications-routes';
import { OPEN_QUESTION_ROUTES } from '../../common/contracts/open-questions-routes';
import { OPEN_ROLE_ROUTES } from '../../common/contracts/open-roles-routes';
import { createAdmin, createMember } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from './rows';

type Statement = { text: string; values: unknown[] };

/** Records every statement the app sends outside a transaction while `work` runs. */
async function captureStatements(t: TestApp, work: () => Promise<unknown>): Promise<Statement[]> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const seen: Statement[] = [];
  client.query = (...args: unknown[]) => {
    const [query, values] = args;
    const text = typeof query === 'string' ? query : (query as { text: string }).text;
    seen.push({ text, values: (Array.isArray(values) ? values : ((query as { values?: unknown[] }).values ?? [])) as unknown[] });
    return original.apply(client, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return seen;
}

/** A parameter as an SQL literal, so the statement can be explained as it ran. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `'{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}'`;
  return `'${String(value instanceof Date ? value.toISOString() : value).replace(/'/g, "''")}'`;
}

/** The plan of `statement` with sorting priced out: a Sort node left in it means no index gives the order. */
async function planWithoutSorting(t: TestApp, statement: Statement): Promise<string> {
  const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => literal(statement.values[Number(n) - 1]));
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    const rows = rowsOf<Record<string, string>>(await tx.execute(sql.raw(`explain ${text}`)));
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('newest-first lists read their page from an index (decision 065)', () => {
  let t: TestApp;
  let member: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const m = await createMember(t);
    const a = await createAdmin(t);
    member = (await t.signIn(m.email, m.password)).cookie;
    admin = (await t.signIn(a.email, a.password)).cookie;
  });
  afterAll(() => t.close());

  const lists = [
    {
      name: 'the questions page',
      path: () => endpointUrl(OPEN_QUESTION_ROUTES.list),
      who: () => member,
      reads: 'open_questions q',
    },
    // Pinned first, then newest (decision 069): open_roles_list_idx, or open_roles_kind_idx with a kind.
    {
      name: 'the open roles list',
      path: () => endpointUrl(OPEN_ROLE_ROUTES.list),
      who: () => member,
      reads: 'from open_roles r',
    },
    {
      name: 'the open roles list of one kind',
      path: () => `${endpointUrl(OPEN_ROLE_ROUTES.list)}?kind=board`,
      who: () => member,
      reads: 'from open_roles r',
    },
    {
      name: 'the messages list',
      path: () => endpointUrl(CONVERSATION_ROUTES.list),
      who: () => member,
      reads: 'private_conversation_members m',
    },
    {
      name: 'the notifications list',
      path: () => endpointUrl(NOTIFICATION_ROUTES.list),
      who: () => member,
      reads: 'from "notifications"',
    },
    {
      name: 'connection requests received',
      path: () => endpointUrl(CONNECTION_ROUTES.received),
      who: () => member,
      reads: 'from connection_requests r',
    },
    {
      name: 'connection requests sent',
      path: () => endpointUrl(CONNECTION_ROUTES.sent),
      who: () => member,
      reads: 'from connection_requests r',
    },
    { name: 'the Activity log', path: () => endpointUrl(ACTIVITY_ROUTES.list), who: () => admin, reads: 'from "audit_log"' },
    // Most used first (decision 071): the same DESC NULLS LAST rule on use_count.
    { name: 'the AI Tools library', path: () => endpointUrl(AI_TOOL_ROUTES.list), who: () => member, reads: 'from ai_tools t' },
  ];

  it.each(lists)('$name', async ({ path, who, reads }) => {
    const statements = await captureStatements(t, async () => {
      const response = await t.request(path(), { cookie: who() });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    });
    const page = statements.filter((s) => s.text.includes(reads) && /order by/i.test(s.text) && /\blimit\b/i.test(s.text));
    expect(page.length, `a statement reading ${reads} in:\n${statements.map((s) => s.text).join('\n')}`).toBeGreaterThan(0);
    for (const statement of page) {
      const plan = await planWithoutSorting(t, statement);
      expect(plan, `${statement.text}\n\n${plan}`).not.toMatch(/Sort\b/);
    }
  });
});
