// Answers from the team (issue 20): publishing only what a member allowed to share, the flags the editor
// starts from and the server checks again, the member told once, the full-text search's ranking, and the
// suggestions shown while a question is being written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_MESSAGES as M, type AdminFaqEntry, type FaqDraft, type PublishFaqRequest } from '../../../common/contracts/answers';
import { ROUTES } from '../../../common/routes';
import { conversations, faqEntries } from '../../db/schema';
import { markAuditLog } from '../../../../tests/support/audit';
import { createConversation, createMember } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { ASK_ENDPOINTS as ASK } from '../../../common/contracts/ask';
import { ANSWERS_ENDPOINTS as FAQ } from '../../../common/contracts/answers';
import { INBOX_ENDPOINTS as INBOX } from '../../../common/contracts/inbox';

let t: TestApp;
const cookies: Record<string, string> = {};
let member: Awaited<ReturnType<typeof createMember>>;
let memberCookie: string;

const ZERO = '00000000-0000-4000-8000-000000000000';

/** An answered question by `member`, shareable unless said otherwise. */
async function answeredQuestion(values: { answer: string; followup?: string; reply: string; share?: boolean; name?: string }) {
  return createConversation(t, {
    userId: member.userId,
    email: member.email,
    name: values.name ?? 'Jordan Blake',
    question: 'What problem do you need to solve?',
    answer: values.answer,
    followup: values.followup ?? 'no',
    sharePermission: values.share ?? true,
    status: 'answered',
    adminResponse: values.reply,
    respondedAt: new Date(),
  });
}

/** Publishes as the administrator; each test checks the status it expects. */
const publish = (body: PublishFaqRequest): Promise<{ status: number; body: any }> =>
  t.call(FAQ.publish, { cookie: cookies.admin, body });
const search = async (q: string) => (await t.call(FAQ.list, { query: { q }, cookie: cookies.member, expect: 200 })).body;

beforeAll(async () => {
  t = await createTestApp();
  const each = await signInEachKind(t, { deactivated: true });
  Object.assign(cookies, each.cookies);
  member = await createMember(t, { firstName: 'Jordan', lastName: 'Blake' });
  memberCookie = (await t.signIn(member.email, member.password)).cookie;
  await createMember(t, { firstName: 'Priya', lastName: 'Natarajan' });
});
afterAll(() => t.close());

describeAdminOnly(
  [
    [FAQ.adminList, {}],
    [FAQ.draft, { params: { id: ZERO } }],
    [FAQ.publish, { body: { conversationId: ZERO, question: 'Q', answer: 'A' } }],
    [FAQ.update, { params: { id: ZERO }, body: { question: 'Q', answer: 'A' } }],
    [FAQ.unpublish, { params: { id: ZERO } }],
  ],
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string; deactivated: string } }),
  { withDeactivated: true },
);

describe.each([
  ['GET /api/faq', (cookie?: string) => t.call(FAQ.list, { cookie })],
  ['GET /api/faq/suggestions', (cookie?: string) => t.call(FAQ.suggestions, { query: { text: 'hiring franchise' }, cookie })],
])('%s', (_route, read) => {
  it('answers a visitor 401, a member who is not onboarded and a deactivated member 403', async () => {
    expect((await read()).status).toBe(401);
    expect((await read(cookies.notOnboarded)).status).toBe(403);
    expect((await read(cookies.deactivated)).status).toBe(403);
  });
  it('answers members and administrators', async () => {
    expect((await read(cookies.member)).status).toBe(200);
    expect((await read(cookies.admin)).status).toBe(200);
  });
});

describe('publishing', () => {
  it('refuses a question whose member did not allow sharing, in the draft and on publishing, and writes nothing', async () => {
    const entry = await answeredQuestion({ answer: 'Private matter', reply: 'Noted', share: false });
    const mark = await markAuditLog(t);
    const draft = await t.call(FAQ.draft, { params: { id: entry.id }, cookie: cookies.admin, expect: 409 });
    expect(draft.body.error).toMatchObject({ code: 'NOT_SHAREABLE', message: M.notShareable });
    const refused = await publish({ conversationId: entry.id, question: 'How?', answer: 'Like this.' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('NOT_SHAREABLE');
    expect(await t.db.select().from(faqEntries).where(eq(faqEntries.conversationId, entry.id))).toHaveLength(0);
    expect(await mark()).toHaveLength(0);
  });

  it('refuses a question not answered yet, and an unknown one', async () => {
    const pending = await createConversation(t, { userId: member.userId, name: 'Jordan', sharePermission: true, answer: 'Hm' });
    expect((await publish({ conversationId: pending.id, question: 'Q', answer: 'A' })).body.error.code).toBe('NOT_ANSWERED');
    const unknown = await publish({ conversationId: ZERO, question: 'Q', answer: 'A' });
    expect(unknown.status).toBe(404);
  });

  it('prefills the editor with the member’s words and the reply, and names what to flag', async () => {
    const entry = await answeredQuestion({
      answer: 'I am Jordan Blake from Northwind. Write to jordan@northwind.example and ask Priya Natarajan too.',
      followup: 'We have 12 sites.',
      reply: 'Jordan, Priya Natarajan runs our franchise roundtable.',
    });
    const response = await t.call(FAQ.draft, { params: { id: entry.id }, cookie: cookies.admin, expect: 200 });
    const draft = response.body as FaqDraft;
    expect(draft).toMatchObject({
      conversationId: entry.id,
      topic: 'What problem do you need to solve?',
      question: `${entry.answer}\n\nAdditional details: We have 12 sites.`,
      answer: entry.adminResponse,
      entryId: null,
    });
    expect(draft.terms).toEqual(
      expect.arrayContaining([
        { text: 'Jordan Blake', kind: 'member-name' },
        { text: 'Jordan', kind: 'member-name' },
        { text: 'Blake', kind: 'member-name' },
        { text: 'Priya Natarajan', kind: 'other-member' },
      ]),
    );
  });

  it('refuses email addresses outright and flagged names until they are edited out or kept on purpose', async () => {
    const entry = await answeredQuestion({ answer: 'Where do I find a lawyer?', reply: 'Ask Priya Natarajan.' });
    const withEmail = await publish({
      conversationId: entry.id,
      question: 'Mail me at jordan@northwind.example',
      answer: 'Sure.',
    });
    expect(withEmail.status).toBe(400);
    expect(withEmail.body.error).toMatchObject({ code: 'EMAILS_LEFT', message: M.emailsLeft });
    expect(withEmail.body.error.fields.question).toContain('jordan@northwind.example');

    const withNames = await publish({
      conversationId: entry.id,
      question: 'Jordan here: where is a lawyer?',
      answer: 'Ask Priya Natarajan.',
    });
    expect(withNames.status).toBe(409);
    expect(withNames.body.error.code).toBe('NAMES_FLAGGED');
    expect(withNames.body.error.message).toBe(M.namesLeft(['Jordan', 'Priya Natarajan']));
    expect(withNames.body.error.fields).toEqual({
      question: M.flaggedHere(['Jordan']),
      answer: M.flaggedHere(['Priya Natarajan']),
    });
    expect(await t.db.select().from(faqEntries).where(eq(faqEntries.conversationId, entry.id))).toHaveLength(0);

    const kept = await publish({
      conversationId: entry.id,
      question: 'Where is a lawyer?',
      answer: 'Ask Priya Natarajan.',
      keepNames: true,
    });
    expect(kept.status).toBe(201);
  });

  it('refuses an address written with a full-width or small at sign, or in full-width letters, like any other (issue 28)', async () => {
    const entry = await answeredQuestion({ answer: 'Who can review my disclosure document?', reply: 'A franchise lawyer.' });
    for (const address of [
      'jordan\uff20northwind.example',
      'jordan\ufe6bnorthwind.example',
      '\uff4a\uff4f\uff52\uff44\uff41\uff4e\uff20\uff4e\uff57\uff0e\uff45\uff58',
    ]) {
      const response = await publish({ conversationId: entry.id, question: `Mail me at ${address}.`, answer: 'Sure.' });
      expect(response.status, address).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'EMAILS_LEFT', message: M.emailsLeft });
      expect(response.body.error.fields.question).toContain(address);
    }
    expect(await t.db.select().from(faqEntries).where(eq(faqEntries.conversationId, entry.id))).toHaveLength(0);
  });

  it('publishes an anonymous entry, audited once, tells the member once, and never publishes it twice', async () => {
    const entry = await answeredQuestion({ answer: 'How do I price a master franchise?', reply: 'Start from unit economics.' });
    const mark = await markAuditLog(t);
    const before = t.outbox().length;
    const response = await publish({
      conversationId: entry.id,
      question: 'How should a master franchise be priced?',
      answer: 'Start from unit economics, then the territory.',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: M.published, memberTold: true });
    const published = response.body.entry as AdminFaqEntry;
    expect(published).toMatchObject({ conversationId: entry.id, topic: 'What problem do you need to solve?' });

    await t.settled();
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: member.email, subject: 'Your question helped others' });
    expect(mails[0].links.some((link) => link.endsWith(ROUTES.answers))).toBe(true);

    const rows = await mark();
    expect(rows.map((row) => row.action)).toEqual(['faq.publish']);
    expect(rows[0]).toMatchObject({ targetEmail: member.email, subject: 'How should a master franchise be priced?' });

    // What members read carries no name, email or question id.
    const found = await search('master franchise');
    const read = found.items.find((item) => item.id === published.id)!;
    expect(Object.keys(read).sort()).toEqual(['answer', 'id', 'publishedAt', 'question', 'topic', 'updatedAt']);

    const again = await publish({ conversationId: entry.id, question: 'Again', answer: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_PUBLISHED');

    // The inbox and the member's own list say it is in the FAQ.
    const inbox = await t.call(INBOX.list, { query: { view: 'answered', pageSize: 100 }, cookie: cookies.admin, expect: 200 });
    expect(inbox.body.items.find((item) => item.id === entry.id)?.inFaq).toBe(true);
    const own = await t.call(ASK.list, { query: { pageSize: 100 }, cookie: memberCookie, expect: 200 });
    expect(own.body.items.find((item) => item.id === entry.id)?.inFaq).toBe(true);

    // Taken down and published again: the member is not told a second time.
    await t.call(FAQ.unpublish, { params: { id: published.id }, cookie: cookies.admin, expect: 200 });
    expect((await search('master franchise')).items.some((item) => item.id === published.id)).toBe(false);
    const republished = await publish({
      conversationId: entry.id,
      question: 'Pricing a master franchise?',
      answer: 'Unit economics.',
    });
    expect(republished.status).toBe(201);
    expect(republished.body.memberTold).toBe(false);
    await t.settled();
    expect(t.outbox().slice(before)).toHaveLength(1);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, entry.id));
    expect(row.faqToldAt).not.toBeNull();
  });

  it('edits an entry with the same checks, recording before → after', async () => {
    const entry = await answeredQuestion({ answer: 'Any podcast studios?', reply: 'Yes, in Soho.' });
    const created = (
      await publish({ conversationId: entry.id, question: 'Any podcast studios nearby?', answer: 'Yes, in Soho.' })
    ).body.entry as AdminFaqEntry;
    await t.call(FAQ.update, {
      params: { id: created.id },
      cookie: cookies.admin,
      body: { question: 'Any podcast studios nearby?', answer: 'Jordan Blake knows one.' },
      expect: 409,
    });
    const mark = await markAuditLog(t);
    const saved = await t.call(FAQ.update, {
      params: { id: created.id },
      cookie: cookies.admin,
      body: { question: 'Any podcast studios nearby?', answer: 'Yes: two in Soho, one in Shoreditch.' },
      expect: 200,
    });
    expect(saved.body.entry.answer).toBe('Yes: two in Soho, one in Shoreditch.');
    const [row] = await mark();
    expect(row.action).toBe('faq.update');
    expect(row.changes).toEqual([{ field: 'Answer', from: 'Yes, in Soho.', to: 'Yes: two in Soho, one in Shoreditch.' }]);

    await t.call(FAQ.update, {
      params: { id: ZERO },
      cookie: cookies.admin,
      body: { question: 'Q', answer: 'A' },
      expect: 404,
    });
    const blank = await t.call(FAQ.update, {
      params: { id: created.id },
      cookie: cookies.admin,
      body: { question: ' ', answer: 'A' },
      expect: 400,
    });
    expect(blank.body.error.message).toBe(M.questionRequired);
  });
});

describe('finding answers', () => {
  let inQuestion: AdminFaqEntry;
  let inAnswer: AdminFaqEntry;

  beforeAll(async () => {
    const a = await answeredQuestion({ answer: 'x', reply: 'y' });
    const b = await answeredQuestion({ answer: 'x', reply: 'y' });
    inAnswer = (
      await publish({
        conversationId: a.id,
        question: 'Where do members meet in Manchester?',
        answer: 'The sponsorship salon covers it.',
      })
    ).body.entry;
    inQuestion = (
      await publish({
        conversationId: b.id,
        question: 'How do brand sponsorships work?',
        answer: 'Through the partnerships team.',
      })
    ).body.entry;
  });

  it('ranks an entry whose question matches above one whose answer does', async () => {
    const found = await search('sponsorship');
    const ids = found.items.map((item) => item.id);
    expect(ids.indexOf(inQuestion.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(inQuestion.id)).toBeLessThan(ids.indexOf(inAnswer.id));
    expect(found.total).toBe(ids.length);
  });

  it('matches words as they are typed, in any form, and needs every word', async () => {
    expect((await search('sponsor')).items.map((item) => item.id)).toContain(inQuestion.id);
    expect((await search('Manchester members')).items.map((item) => item.id)).toEqual([inAnswer.id]);
    expect((await search('Manchester podcasts')).items).toEqual([]);
    expect((await search('"%_\\')).q).toBe('"%_\\');
  });

  it('pages the list and refuses bad input with a 400', async () => {
    const first = await t.call(FAQ.list, { query: { pageSize: 1 }, cookie: cookies.member, expect: 200 });
    expect(first.body.items).toHaveLength(1);
    expect(first.body.total).toBeGreaterThan(1);
    const second = await t.call(FAQ.list, { query: { pageSize: 1, page: 2 }, cookie: cookies.member, expect: 200 });
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    const tooLong = await t.call(FAQ.list, { query: { q: 'a'.repeat(201) }, cookie: cookies.member, expect: 400 });
    expect(tooLong.body.error.message).toBe(M.searchTooLong);
    expect((await t.call(FAQ.list, { query: { pageSize: 51 }, cookie: cookies.member })).status).toBe(400);
  });

  it('suggests the closest entries for a question being written', async () => {
    const response = await t.call(FAQ.suggestions, {
      query: { text: 'Can my brand get a sponsorship deal?' },
      cookie: cookies.member,
      expect: 200,
    });
    const suggestions = response.body;
    expect(suggestions.items[0].id).toBe(inQuestion.id);
    expect(suggestions.items.length).toBeLessThanOrEqual(3);
    const none = (await t.call(FAQ.suggestions, { query: { text: 'ok' }, cookie: cookies.member, expect: 200 })).body;
    expect(none.items).toEqual([]);
  });
});
