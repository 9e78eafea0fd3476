// The organisers' topics (issue 33): the list members pick from, and adding, renaming and merging them,
// which rewrites the members' interests of that name in one transaction with its audit row.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOPIC_ENDPOINTS as E, TOPIC_MESSAGES as M } from '../../../common/contracts/topics';
import { attendeeInterests, attendees, topics } from '../../db/schema';
import { markAuditLog } from '../../../../tests/support/audit';
import { createAttendeeRows } from '../../../../tests/support/factories';
import { describeAdminOnly, signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof signInEachKind>>['cookies'];
beforeAll(async () => {
  t = await createTestApp();
  ({ cookies } = await signInEachKind(t, { deactivated: true }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(topics);
  await t.db.delete(attendeeInterests);
});

type Answer = { status: number; body: any };
const addTopic = async (name: string) => (await t.db.insert(topics).values({ name }).returning())[0];
const interestsOf = async (attendeeId: string) =>
  (
    await t.db
      .select({ name: attendeeInterests.interestName })
      .from(attendeeInterests)
      .where(eq(attendeeInterests.attendeeId, attendeeId))
      .orderBy(asc(attendeeInterests.createdAt), asc(attendeeInterests.id))
  ).map((row) => row.name);

describe('the topics members pick from', () => {
  it('answers a member and an administrator the topics by name, searched; refuses a visitor, a member not onboarded and a deactivated one', async () => {
    await addTopic('Product design');
    await addTopic('fundraising');
    await addTopic('Brand strategy');
    for (const cookie of [cookies.member, cookies.admin]) {
      const all = await t.call(E.list, { cookie, query: {}, expect: 200 });
      expect(all.body.items.map((topic: { name: string }) => topic.name)).toEqual([
        'Brand strategy',
        'fundraising',
        'Product design',
      ]);
      expect(all.body.total).toBe(3);
    }
    const searched = await t.call(E.list, { cookie: cookies.member, query: { search: 'DESIGN' }, expect: 200 });
    expect(searched.body).toEqual({ items: [expect.objectContaining({ name: 'Product design' })], total: 1 });
    // A pattern character is searched for as itself.
    expect((await t.call(E.list, { cookie: cookies.member, query: { search: '%' }, expect: 200 })).body.total).toBe(0);

    expect((await t.call(E.list, { query: {} })).status).toBe(401);
    expect((await t.call(E.list, { cookie: cookies.notOnboarded, query: {} })).status).toBe(403);
    expect((await t.call(E.list, { cookie: cookies.deactivated, query: {} })).status).toBe(403);
  });
});

describeAdminOnly(
  [
    [E.adminList, { query: {} }],
    [E.adminCreate, { body: { name: 'Guarded' } }],
    [E.adminRename, { params: { id: randomUUID() }, body: { name: 'Guarded' } }],
    [E.adminMerge, { params: { id: randomUUID() }, body: { intoId: randomUUID() } }],
  ],
  () => ({ t, cookies }),
  { withDeactivated: true },
);

describe('curating the topics', () => {
  it('lists topics with how many members list each, members only', async () => {
    const design = await addTopic('Product design');
    await addTopic('Unused');
    const [member, other, archived, pending] = await createAttendeeRows(t, [
      { interests: ['product DESIGN'] },
      { interests: ['Product design', 'Sailing'] },
      { archived: true, interests: ['Product design'] },
      { onboardingCompleted: false, interests: ['Product design'] },
    ]);
    expect([member, other, archived, pending]).toHaveLength(4);
    await createAttendeeRows(t, [{ banned: true, interests: ['Product design'] }]);
    const page = await t.call(E.adminList, { cookie: cookies.admin, query: {}, expect: 200 });
    expect(page.body).toEqual({
      items: [
        { id: design.id, name: 'Product design', members: 2 },
        { id: expect.any(String), name: 'Unused', members: 0 },
      ],
      total: 2,
      page: 1,
      pageSize: 25,
    });
    const second = await t.call(E.adminList, {
      cookie: cookies.admin,
      query: { pageSize: 1, page: 2, search: 'u' },
      expect: 200,
    });
    expect(second.body).toMatchObject({ items: [{ name: 'Unused' }], total: 2, page: 2 });
  });

  it('adds a topic once, and refuses a name taken in any case with a field error', async () => {
    const log = await markAuditLog(t);
    const [member] = await createAttendeeRows(t, [{ interests: ['mentoring'] }]);
    const created = await t.call(E.adminCreate, { cookie: cookies.admin, body: { name: ' Mentoring ' }, expect: 201 });
    expect(created.body).toEqual({
      message: M.created,
      topic: { id: expect.any(String), name: 'Mentoring', members: 1 },
      rewritten: 1,
    });
    expect(await interestsOf(member.id)).toEqual(['Mentoring']);
    const again: Answer = await t.call(E.adminCreate, { cookie: cookies.admin, body: { name: 'MENTORING' } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ message: M.duplicate, fields: { name: M.duplicate } });
    const blank: Answer = await t.call(E.adminCreate, { cookie: cookies.admin, body: { name: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ name: M.nameRequired });
    const long: Answer = await t.call(E.adminCreate, { cookie: cookies.admin, body: { name: 'x'.repeat(61) } });
    expect(long.body.error.fields).toEqual({ name: M.nameTooLong });
    expect((await t.db.select().from(topics)).map((topic) => topic.name)).toEqual(['Mentoring']);
    expect(await log('topic.create')).toEqual([expect.objectContaining({ subject: 'Mentoring' })]);
  });

  it('renames a topic and every member’s interest of its name, whatever its case, keeping each member’s list once', async () => {
    const topic = await addTopic('Fund raising');
    const [a, b, c] = await createAttendeeRows(t, [
      { interests: ['Fund raising', 'Sailing'] },
      { interests: ['fund RAISING', 'Fundraising'] },
      { interests: ['Fundraising advice'] },
    ]);
    const log = await markAuditLog(t);
    const renamed = await t.call(E.adminRename, {
      cookie: cookies.admin,
      params: { id: topic.id },
      body: { name: 'Fundraising' },
      expect: 200,
    });
    expect(renamed.body).toEqual({ message: M.renamed, topic: { id: topic.id, name: 'Fundraising', members: 2 }, rewritten: 2 });
    expect(await interestsOf(a.id)).toEqual(['Fundraising', 'Sailing']);
    expect(await interestsOf(b.id)).toEqual(['Fundraising']);
    expect(await interestsOf(c.id)).toEqual(['Fundraising advice']);
    const [entry] = await log('topic.rename');
    expect(entry.changes).toEqual([{ field: 'Name', from: 'Fund raising', to: 'Fundraising' }]);

    const other = await addTopic('Sailing');
    const taken: Answer = await t.call(E.adminRename, {
      cookie: cookies.admin,
      params: { id: other.id },
      body: { name: 'fundraising' },
    });
    expect(taken.status).toBe(409);
    expect(await interestsOf(a.id)).toEqual(['Fundraising', 'Sailing']);
    const unknown: Answer = await t.call(E.adminRename, {
      cookie: cookies.admin,
      params: { id: randomUUID() },
      body: { name: 'X' },
    });
    expect(unknown.status).toBe(404);
    const malformed: Answer = await t.call(E.adminRename, { cookie: cookies.admin, params: { id: 'nope' }, body: { name: 'X' } });
    expect(malformed.status).toBe(404);
  });

  it('merges one topic into another: interests take the other’s name once, the first topic goes, all or nothing', async () => {
    const ux = await addTopic('UX');
    const design = await addTopic('Product design');
    const [a, b] = await createAttendeeRows(t, [{ interests: ['ux', 'Product design'] }, { interests: ['Sailing', 'UX'] }]);
    const log = await markAuditLog(t);
    const merged = await t.call(E.adminMerge, {
      cookie: cookies.admin,
      params: { id: ux.id },
      body: { intoId: design.id },
      expect: 200,
    });
    expect(merged.body).toEqual({
      message: M.merged,
      topic: { id: design.id, name: 'Product design', members: 2 },
      rewritten: 2,
    });
    expect(await interestsOf(a.id)).toEqual(['Product design']);
    expect(await interestsOf(b.id)).toEqual(['Sailing', 'Product design']);
    expect((await t.db.select().from(topics)).map((topic) => topic.name)).toEqual(['Product design']);
    expect(await log('topic.merge')).toEqual([expect.objectContaining({ subject: 'UX → Product design' })]);

    const self: Answer = await t.call(E.adminMerge, {
      cookie: cookies.admin,
      params: { id: design.id },
      body: { intoId: design.id },
    });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(M.mergeIntoItself);
    // Into a topic that is gone: nothing is rewritten, the topic stays.
    const gone: Answer = await t.call(E.adminMerge, {
      cookie: cookies.admin,
      params: { id: design.id },
      body: { intoId: ux.id },
    });
    expect(gone.status).toBe(404);
    expect(await interestsOf(a.id)).toEqual(['Product design']);
    expect((await t.db.select().from(topics)).map((topic) => topic.name)).toEqual(['Product design']);
    const badTarget: Answer = await t.call(E.adminMerge, {
      cookie: cookies.admin,
      params: { id: design.id },
      body: { intoId: 'x' },
    });
    expect(badTarget.status).toBe(400);
    expect(badTarget.body.error.fields).toEqual({ intoId: M.mergeTargetRequired });
  });
});

it('counts no interest of a member who is not a member any more', async () => {
  // The one definition of a member (db/members.ts): an archived member's interests are not counted.
  const topic = await addTopic('Governance');
  const [row] = await createAttendeeRows(t, [{ interests: ['Governance'] }]);
  await t.db.update(attendees).set({ archived: true }).where(eq(attendees.id, row.id));
  const page = await t.call(E.adminList, { cookie: cookies.admin, query: {}, expect: 200 });
  expect(page.body.items).toEqual([{ id: topic.id, name: 'Governance', members: 0 }]);
});
