// 'Organisers have no other way in the product to read messages' (issue 35, item 6; decision 055), proved
// by walking every read the API has: an administrator calls each GET route of the OpenAPI document (which
// describes every route, decision 037) with every id this test knows in each path parameter and a word of
// the messages in each query parameter (searches, filters), and no answer may hold a word of the members'
// conversation, except the moderation queue, which shows the reported message and the few before it, and
// nothing else of the thread. The live stream is left out: it carries ids and counts only (decision 023),
// and an administrator is sent no member's messages on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_ENDPOINTS } from '../../../common/contracts/api-docs';
import { MESSAGE_REPORT_ENDPOINTS as REPORTS, REPORT_CONTEXT_MESSAGES } from '../../../common/contracts/message-reports';
import { MESSAGE_REPORT_ROUTES } from '../../../common/contracts/message-reports-routes';
import { createAdmin, createMember } from '../../../../tests/support/factories';
import { createThread } from '../../../../tests/support/conversations';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let adminCookie: string;
const LINES = 12;
const REPORTED = 9;
/** A word no other text holds, one per message: 'quillon1x' … 'quillon12x'. */
const wordOf = (n: number) => `quillon${n}x`;
let ids: string[];
let reportId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  adminCookie = (await t.signIn(admin.email, admin.password)).cookie;
  const ana = await createMember(t, { firstName: 'Ana', lastName: 'Private' });
  const ben = await createMember(t, { firstName: 'Ben', lastName: 'Private' });
  const thread = await createThread(
    t,
    ana.attendeeId!,
    ben.attendeeId!,
    Array.from({ length: LINES }, (_, i) => ({
      from: i % 2 === 0 ? ben.attendeeId! : ana.attendeeId!,
      body: `A private line ${wordOf(i + 1)}`,
    })),
  );
  const anaCookie = (await t.signIn(ana.email, ana.password)).cookie;
  await t.call(REPORTS.report, {
    params: { id: thread.id, messageId: thread.messages[REPORTED - 1].id },
    body: { reason: 'Reported for the privacy test' },
    cookie: anaCookie,
    expect: 201,
  });
  reportId = (await t.call(REPORTS.queue, { query: {}, cookie: adminCookie, expect: 200 })).body.items[0].id;
  ids = [
    thread.id,
    ...thread.messages.map((message) => message.id),
    ana.attendeeId!,
    ben.attendeeId!,
    ana.userId,
    ben.userId,
    reportId,
  ];
});
afterAll(() => t.close());

type Operation = {
  parameters?: Array<{ name: string; in: string; schema?: { type?: string } }>;
  responses: Record<string, { content?: Record<string, unknown> }>;
};

/** Every way to fill `names` from `values`. */
function fillings(names: string[], values: string[]): Array<Record<string, string>> {
  if (names.length === 0) return [{}];
  const [first, ...rest] = names;
  return values.flatMap((value) => fillings(rest, values).map((filled) => ({ [first]: value, ...filled })));
}

describe('what an administrator can read', () => {
  it('holds no word of a conversation anywhere but the moderation queue, and there only the reported message and the few before it', async () => {
    const { body: document } = await t.call(API_DOCS_ENDPOINTS.document, { cookie: adminCookie, expect: 200 });
    const seen: string[] = [];
    const leaks: string[] = [];
    let calls = 0;
    for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
      const operation = operations.get;
      if (!operation) continue;
      if (Object.values(operation.responses).some((answer) => answer.content && 'text/event-stream' in answer.content)) continue;
      const pathNames = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const queryNames = (operation.parameters ?? [])
        .filter((p) => p.in === 'query' && p.schema?.type !== 'integer')
        .map((p) => p.name);
      const isQueue = path === MESSAGE_REPORT_ROUTES.queue.path;
      for (const params of fillings(pathNames, ids)) {
        const address = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
        // A word of every message but no marker: an answer that echoes the search is no leak, one that found
        // a message by it would carry the message's marker.
        for (const query of [{}, Object.fromEntries(queryNames.map((name) => [name, 'private']))]) {
          const search = new URLSearchParams(query).toString();
          // Raw HTTP on purpose: every path of the document, by its own address.
          const answer = await t.request(search ? `${address}?${search}` : address, { cookie: adminCookie });
          calls++;
          const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
          for (let n = 1; n <= LINES; n++) {
            if (!text.includes(wordOf(n))) continue;
            const allowed = isQueue && n <= REPORTED && n > REPORTED - 1 - REPORT_CONTEXT_MESSAGES;
            (allowed ? seen : leaks).push(`GET ${address}${search ? `?${search}` : ''}: message ${n}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    // The walk reached the queue and many routes besides, so the silence above means something.
    expect(calls).toBeGreaterThan(100);
    expect(new Set(seen.map((line) => line.replace(/^.*message /, ''))).size).toBe(REPORT_CONTEXT_MESSAGES + 1);
  });
});
