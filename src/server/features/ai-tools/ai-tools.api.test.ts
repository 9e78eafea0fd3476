// AI Tools (issue 39 item 2, decision 071): who may call each route (visitor, not onboarded, member, another
// member, deactivated, administrator), suggesting (text and link rules, topics, duplicates, the daily limit),
// the organisers' approve / decline / edit / remove with the suggester told and the Activity log, categories,
// the list (use order, topic, category, search, paging; connections named, never a blocked, deactivated or
// archived one, never the suggester), 'I use it' exact under parallel calls, and reports into the one queue.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_TOOL_ENDPOINTS as A,
  AI_TOOL_SUGGESTIONS_PER_DAY,
  AI_TOOL_TEXTS as T,
  type AiTool,
  type AiToolInput,
  type AiToolList,
} from '../../../common/contracts/ai-tools';
import { TOPIC_MESSAGES } from '../../../common/contracts/topics';
import { MESSAGE_REPORT_ENDPOINTS as REPORTS, MESSAGE_REPORT_TEXTS as RT } from '../../../common/contracts/message-reports';
import { createAdmin, createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { attendees, connectionRequests, memberBlocks, notifications, topics, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';

type Member = { attendeeId: string; userId: string; email: string; cookie: string; name: string };

let t: TestApp;
let admin: Member;
let counter = 0;

async function member(options: { admin?: boolean; firstName?: string } = {}): Promise<Member> {
  counter += 1;
  const firstName = options.firstName ?? `Tess${counter}`;
  const created = await (options.admin ? createAdmin : createMember)(t, { firstName, lastName: 'Tooler' });
  const { cookie } = await t.signIn(created.email, created.password);
  return { attendeeId: created.attendeeId!, userId: created.userId, email: created.email, cookie, name: `${firstName} Tooler` };
}

const tool = (name: string, extra: Partial<AiToolInput> = {}): AiToolInput => ({
  name,
  link: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.com`,
  purpose: `What ${name} is for.\nSecond line.`,
  priceBand: 'freemium',
  topics: [],
  ...extra,
});

async function suggest(who: Member, input: AiToolInput) {
  const answer = await t.call(A.suggest, { cookie: who.cookie, body: input });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: string; status: string };
}

async function approve(id: string) {
  await t.call(A.adminDecide, { cookie: admin.cookie, params: { id }, body: { decision: 'approve' }, expect: 200 });
  await t.settled();
}

async function listed(who: Member, query: Record<string, unknown> = {}) {
  return (await t.call(A.list, { cookie: who.cookie, query, expect: 200 })).body as AiToolList;
}

async function connect(a: Member, b: Member) {
  await t.db.insert(connectionRequests).values({
    fromAttendeeId: a.attendeeId,
    toAttendeeId: b.attendeeId,
    status: 'accepted',
    acceptedAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
}

const newsOf = async (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);

const auditActions = async () =>
  rowsOf<{ action: string; subject: string | null; reason: string | null }>(
    await t.db.execute(sql`select action, subject, reason from audit_log order by created_at, id`),
  );

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(topics).values([{ name: 'Writing' }, { name: 'Video' }, { name: 'Research' }]);
  admin = await member({ admin: true });
});
afterAll(async () => {
  await t.close();
});

describe('who may call', () => {
  it('answers a visitor 401, a member not onboarded and a deactivated member 403; members read; organiser routes refuse members', async () => {
    const author = await member();
    const { id } = await suggest(author, tool('Guarded Tool'));
    await approve(id);
    const pending = await member();
    await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.id, pending.attendeeId));
    const deactivated = await member();
    await t.db.update(users).set({ banned: true }).where(eq(users.id, deactivated.userId));
    const other = await member();

    const calls = [
      (cookie?: string) => t.call(A.list, { cookie }),
      (cookie?: string) => t.call(A.categories, { cookie }),
      (cookie?: string) => t.call(A.suggest, { cookie, body: tool(`Another ${++counter}`) }),
      (cookie?: string) => t.call(A.use, { cookie, params: { id }, body: { using: true } }),
      (cookie?: string) => t.call(REPORTS.reportTool, { cookie, params: { id }, body: { reason: 'Spam' } }),
    ];
    for (const send of calls) {
      expect((await send()).status).toBe(401);
      expect((await send(pending.cookie)).status).toBe(403);
      const banned = await send(deactivated.cookie);
      expect(banned.status).toBe(403);
      expect((banned.body as { error: { code: string } }).error.code).toBe('BANNED_USER');
    }
    // A member and another member read the same library; neither sees who suggested it.
    for (const who of [author, other]) {
      const page = await listed(who);
      const found = page.items.find((item) => item.id === id)!;
      expect(found).toBeDefined();
      expect(JSON.stringify(found)).not.toContain(author.attendeeId);
      expect(JSON.stringify(found)).not.toContain(author.name);
    }
    // Organisers' routes: a member gets 403; the organiser 200.
    const adminCalls = [
      (cookie?: string) => t.call(A.adminList, { cookie, query: {} }),
      (cookie?: string) => t.call(A.adminCreateCategory, { cookie, body: { name: `Guard ${++counter}` } }),
      (cookie?: string) => t.call(A.adminRemove, { cookie, params: { id }, body: { reason: '' } }),
    ];
    for (const send of adminCalls) {
      expect((await send()).status).toBe(401);
      expect((await send(other.cookie)).status).toBe(403);
      expect((await send(pending.cookie)).status).toBe(403);
      expect((await send(deactivated.cookie)).status).toBe(403);
    }
    expect((await t.call(A.adminList, { cookie: admin.cookie, query: {} })).status).toBe(200);
  });
});

describe('suggesting', () => {
  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const who = await member();
    const before = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ai_tools`))[0].n;
    const bad: Array<[Partial<AiToolInput>, string]> = [
      [{ link: 'http://plain.example.com' }, T.linkInvalid],
      [{ link: 'javascript:alert(1)' }, T.linkInvalid],
      [{ link: '/members' }, T.linkInvalid],
      [{ name: '' }, T.nameRequired],
      [{ name: 'Two\nlines' }, ''],
      [{ purpose: 'x'.repeat(601) }, T.purposeTooLong],
      [{ priceBand: 'cheap' as never }, T.priceRequired],
      [{ topics: ['Not a topic'] }, TOPIC_MESSAGES.unknownTopic('Not a topic')],
      [{ topics: ['Writing', 'Video', 'Research', 'Writing', 'Video', 'Research'] }, T.tooManyTopics],
      [{ categoryId: 'nope' }, T.categoryNotFound],
    ];
    for (const [change, message] of bad) {
      const answer = await t.call(A.suggest, { cookie: who.cookie, body: { ...tool(`Bad ${++counter}`), ...change } });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      if (message) expect(JSON.stringify(answer.body)).toContain(JSON.stringify(message).slice(1, -1));
    }
    const after = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ai_tools`))[0].n;
    expect(after).toBe(before);
  });

  it('keeps a suggestion out of the library until approved; a second of the same name is a 409; an organiser’s goes straight in', async () => {
    const who = await member();
    const { id, status } = await suggest(who, tool('Pending Pal', { topics: ['writing'] }));
    expect(status).toBe('pending');
    expect((await listed(who, { search: 'Pending Pal' })).items).toHaveLength(0);
    expect((await t.call(A.use, { cookie: who.cookie, params: { id }, body: { using: true } })).status).toBe(404);
    const again = await t.call(A.suggest, { cookie: who.cookie, body: tool('PENDING pal') });
    expect(again.status).toBe(409);
    expect((again.body as { error: { code: string } }).error.code).toBe('DUPLICATE');

    const queue = await t.call(A.adminList, {
      cookie: admin.cookie,
      query: { status: 'pending', search: 'Pending Pal' },
      expect: 200,
    });
    expect(queue.body.items[0]).toMatchObject({ id, status: 'pending', topics: ['Writing'], suggestedBy: { name: who.name } });

    const own = await t.call(A.suggest, { cookie: admin.cookie, body: tool('Organiser Pick') });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ status: 'approved', message: T.added });
    expect((await auditActions()).some((row) => row.action === 'ai-tool.add' && row.subject === 'Organiser Pick')).toBe(true);
  });

  it('limits suggestions to a few a day', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT: 'true' } });
    try {
      const created = await createMember(limited);
      const { cookie } = await limited.signIn(created.email, created.password);
      for (let i = 0; i < AI_TOOL_SUGGESTIONS_PER_DAY; i++)
        expect((await limited.call(A.suggest, { cookie, body: tool(`Limited ${i}`) })).status).toBe(201);
      const over = await limited.call(A.suggest, { cookie, body: tool('Limited over') });
      expect(over.status).toBe(429);
      expect((over.body as { error: { message: string } }).error.message).toBe(T.tooManySuggestions);
    } finally {
      await limited.close();
    }
  });
});

describe('the organisers decide', () => {
  it('approve tells the suggester; decline tells them why; a decided one cannot be decided again; all in the Activity log', async () => {
    const who = await member();
    const a = await suggest(who, tool('Approve Me'));
    const b = await suggest(who, tool('Decline Me'));
    await approve(a.id);
    const declined = await t.call(A.adminDecide, {
      cookie: admin.cookie,
      params: { id: b.id },
      body: { decision: 'decline', reason: 'We have one like it.' },
      expect: 200,
    });
    await t.settled();
    expect(declined.body.tool).toMatchObject({ status: 'declined', reason: 'We have one like it.' });
    const news = await newsOf(who.userId);
    expect(news.map((row) => row.title)).toEqual([T.approvedTitle('Approve Me'), T.declinedTitle('Decline Me')]);
    expect(news[1].body).toBe(T.declinedBody('We have one like it.'));
    expect(news.every((row) => row.kind === 'ai-tool-decision')).toBe(true);
    const twice = await t.call(A.adminDecide, { cookie: admin.cookie, params: { id: a.id }, body: { decision: 'decline' } });
    expect(twice.status).toBe(409);
    const log = await auditActions();
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'ai-tool.approve', subject: 'Approve Me' }),
        expect.objectContaining({ action: 'ai-tool.decline', subject: 'Decline Me', reason: 'We have one like it.' }),
      ]),
    );
    // A declined name may be suggested again.
    expect((await t.call(A.suggest, { cookie: who.cookie, body: tool('Decline Me') })).status).toBe(201);
  });

  it('edits a tool with its changes in the log, and removes it from the library (its suggester told)', async () => {
    const who = await member();
    const { id } = await suggest(who, tool('Editable'));
    await approve(id);
    const edited = await t.call(A.adminUpdate, {
      cookie: admin.cookie,
      params: { id },
      body: tool('Edited Tool', { priceBand: 'paid', topics: ['Video'] }),
      expect: 200,
    });
    expect(edited.body.tool).toMatchObject({ name: 'Edited Tool', priceBand: 'paid', topics: ['Video'] });
    const [row] = rowsOf<{ changes: Array<{ field: string }> }>(
      await t.db.execute(sql`select changes from audit_log where action = 'ai-tool.update' order by created_at desc limit 1`),
    );
    expect(row.changes.map((change) => change.field)).toEqual(expect.arrayContaining(['Name', 'Price band', 'Topics']));
    await t.call(A.adminRemove, { cookie: admin.cookie, params: { id }, body: { reason: 'Shut down.' }, expect: 200 });
    await t.settled();
    expect((await listed(who, { search: 'Edited Tool' })).items).toHaveLength(0);
    expect((await newsOf(who.userId)).at(-1)?.body).toBe(T.removedBody('Shut down.'));
    expect((await t.call(A.adminRemove, { cookie: admin.cookie, params: { id }, body: { reason: '' } })).status).toBe(409);
    expect(
      (await t.call(A.adminRemove, { cookie: admin.cookie, params: { id: crypto.randomUUID() }, body: { reason: '' } })).status,
    ).toBe(404);
  });

  it('curates categories: add, rename, reorder, delete (tools stay, uncategorised)', async () => {
    const first = (await t.call(A.adminCreateCategory, { cookie: admin.cookie, body: { name: 'Writing aids' }, expect: 201 }))
      .body.category;
    const second = (await t.call(A.adminCreateCategory, { cookie: admin.cookie, body: { name: 'Video kits' }, expect: 201 })).body
      .category;
    expect((await t.call(A.adminCreateCategory, { cookie: admin.cookie, body: { name: 'writing AIDS' } })).status).toBe(409);
    await t.call(A.adminRenameCategory, {
      cookie: admin.cookie,
      params: { id: first.id },
      body: { name: 'Writing' },
      expect: 200,
    });
    await t.call(A.adminMoveCategory, { cookie: admin.cookie, params: { id: second.id }, body: { position: 0 }, expect: 200 });
    const who = await member();
    const categories = (await t.call(A.categories, { cookie: who.cookie, expect: 200 })).body.items;
    const ours = categories.filter((c) => c.id === first.id || c.id === second.id).map((c) => c.name);
    expect(ours).toEqual(['Video kits', 'Writing']);

    const { id } = await suggest(who, tool('Categorised', { categoryId: second.id }));
    await approve(id);
    expect((await listed(who, { category: second.id })).items.map((item) => item.name)).toEqual(['Categorised']);
    await t.call(A.adminDeleteCategory, { cookie: admin.cookie, params: { id: second.id }, expect: 200 });
    const after = (await listed(who, { search: 'Categorised' })).items[0];
    expect(after.category).toBeNull();
    const actions = (await auditActions()).map((row) => row.action);
    for (const action of [
      'ai-tool-category.create',
      'ai-tool-category.rename',
      'ai-tool-category.move',
      'ai-tool-category.delete',
    ])
      expect(actions).toContain(action);
  });
});

describe('the library', () => {
  it('sorts by use, filters by topic and category, searches and pages in SQL; says whether the library is empty', async () => {
    const who = await member();
    const users = await Promise.all([member(), member(), member()]);
    const ids: string[] = [];
    for (const [index, name] of ['Lib Alpha', 'Lib Beta', 'Lib Gamma'].entries()) {
      const { id } = await suggest(who, tool(name, { topics: index === 1 ? ['Research'] : ['Writing'] }));
      await approve(id);
      ids.push(id);
    }
    // Gamma used by three, Beta by two, Alpha by none.
    for (const u of users) await t.call(A.use, { cookie: u.cookie, params: { id: ids[2] }, body: { using: true }, expect: 200 });
    for (const u of users.slice(0, 2))
      await t.call(A.use, { cookie: u.cookie, params: { id: ids[1] }, body: { using: true }, expect: 200 });
    const searched = await listed(who, { search: 'Lib ' });
    expect(searched.items.map((item) => [item.name, item.useCount])).toEqual([
      ['Lib Gamma', 3],
      ['Lib Beta', 2],
      ['Lib Alpha', 0],
    ]);
    expect((await listed(who, { search: 'Lib ', topic: 'research' })).items.map((item) => item.name)).toEqual(['Lib Beta']);
    const first = await listed(who, { search: 'Lib ', pageSize: 2 });
    expect(first.hasMore).toBe(true);
    const second = await listed(who, { search: 'Lib ', pageSize: 2, page: 2 });
    expect(second.items.map((item) => item.name)).toEqual(['Lib Alpha']);
    expect(second.hasMore).toBe(false);
    const none = await listed(who, { search: 'zzz-no-such-tool' });
    expect(none).toMatchObject({ items: [], libraryEmpty: false });
    // A search's own LIKE characters match themselves.
    expect((await listed(who, { search: '%' })).items).toHaveLength(0);
  });

  it('names the caller’s connections who use a tool: never a blocked, deactivated or archived one', async () => {
    const me = await member();
    const [ana, ben, cal, dee, eve] = await Promise.all(
      ['Ana', 'Ben', 'Cal', 'Dee', 'Eve'].map((firstName) => member({ firstName })),
    );
    const stranger = await member();
    const { id } = await suggest(ana, tool('Connections Tool'));
    await approve(id);
    for (const u of [ana, ben, cal, dee, eve, stranger])
      await t.call(A.use, { cookie: u.cookie, params: { id }, body: { using: true }, expect: 200 });
    for (const u of [ana, ben, cal, dee, eve]) await connect(me, u);
    await t.db.insert(memberBlocks).values({ blockerId: cal.attendeeId, blockedId: me.attendeeId });
    await t.db.update(users).set({ banned: true }).where(eq(users.id, dee.userId));
    await t.db.update(attendees).set({ archived: true }).where(eq(attendees.id, eve.attendeeId));

    const found = (await listed(me, { search: 'Connections Tool' })).items[0] as AiTool;
    expect(found.useCount).toBe(6);
    expect(found.connections.map((c) => c.name)).toEqual(['Ana Tooler', 'Ben Tooler']);
    expect(found.connectionCount).toBe(2);
    expect(found.usedByMe).toBe(false);
    // The stranger has no connections: a count, no names.
    const theirs = (await listed(stranger, { search: 'Connections Tool' })).items[0];
    expect(theirs).toMatchObject({ usedByMe: true, connections: [], connectionCount: 0 });
  });

  it('keeps the count exact under parallel calls, and once per member', async () => {
    const author = await member();
    const { id } = await suggest(author, tool('Parallel Tool'));
    await approve(id);
    const crowd = await Promise.all(Array.from({ length: 8 }, () => member()));
    await Promise.all(
      crowd.flatMap((u) => [1, 2, 3].map(() => t.call(A.use, { cookie: u.cookie, params: { id }, body: { using: true } }))),
    );
    const count = async () =>
      rowsOf<{ use_count: number; marks: number }>(
        await t.db.execute(
          sql`select use_count, (select count(*)::int from ai_tool_users where tool_id = ${id}) as marks from ai_tools where id = ${id}`,
        ),
      )[0];
    expect(await count()).toEqual({ use_count: 8, marks: 8 });
    await Promise.all(
      crowd
        .slice(0, 5)
        .flatMap((u) => [1, 2].map(() => t.call(A.use, { cookie: u.cookie, params: { id }, body: { using: false } }))),
    );
    expect(await count()).toEqual({ use_count: 3, marks: 3 });
    const mine = await t.call(A.use, { cookie: crowd[7].cookie, params: { id }, body: { using: true }, expect: 200 });
    expect(mine.body).toEqual({ usedByMe: true, useCount: 3 });
  });
});

describe('reports', () => {
  it('goes to the one moderation queue; a report cannot be on one’s own tool; hide removes it and tells both', async () => {
    const author = await member();
    const reporter = await member();
    const { id } = await suggest(author, tool('Reported Tool'));
    await approve(id);
    const own = await t.call(REPORTS.reportTool, { cookie: author.cookie, params: { id }, body: { reason: 'Mine' } });
    expect(own.status).toBe(400);
    const filed = await t.call(REPORTS.reportTool, { cookie: reporter.cookie, params: { id }, body: { reason: 'A scam' } });
    expect(filed.status).toBe(201);
    expect(filed.body).toEqual({ message: RT.reported('tool'), created: true });
    expect(
      (await t.call(REPORTS.reportTool, { cookie: reporter.cookie, params: { id }, body: { reason: 'Again' } })).status,
    ).toBe(200);
    const queue = await t.call(REPORTS.queue, { cookie: admin.cookie, query: {}, expect: 200 });
    const report = queue.body.items.find((item) => item.tool?.id === id)!;
    expect(report).toMatchObject({
      subject: 'tool',
      author: { fullName: author.name },
      tool: { name: 'Reported Tool', removed: false },
    });
    const decided = await t.call(REPORTS.decide, {
      cookie: admin.cookie,
      params: { id: report.id },
      body: { outcome: 'hide', note: 'Not an AI tool.' },
      expect: 200,
    });
    await t.settled();
    expect(decided.body.report.tool?.removed).toBe(true);
    expect((await listed(reporter, { search: 'Reported Tool' })).items).toHaveLength(0);
    expect((await newsOf(author.userId)).at(-1)?.body).toBe(T.removedBody('Not an AI tool.'));
    expect((await newsOf(reporter.userId)).at(-1)?.kind).toBe('report-outcome');
    const actions = (await auditActions()).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['ai-tool.remove', 'message-report.hide']));
    // A removed tool cannot be reported.
    const late = await member();
    expect((await t.call(REPORTS.reportTool, { cookie: late.cookie, params: { id }, body: { reason: 'Late' } })).status).toBe(
      404,
    );
  });
});
