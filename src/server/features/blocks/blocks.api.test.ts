// Blocking (issue 35, item 5; decision 055): who may block whom, and each effect, server-enforced: the
// blocked member sees the blocker's name and nothing else, cannot find them in the directory or
// recommendations, cannot ask to connect, and is never told; the requests open between them close.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOCK_ENDPOINTS as BLOCKS, BLOCK_MESSAGES as M } from '../../../common/contracts/blocks';
import { CONNECTION_ENDPOINTS as CONNECTIONS, CONNECTION_MESSAGES } from '../../../common/contracts/connections';
import { DIRECTORY_ENDPOINTS as DIRECTORY } from '../../../common/contracts/directory';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { RECOMMENDATION_ENDPOINTS as RECOMMENDATIONS } from '../../../common/contracts/recommendations';
import { GENERAL_MESSAGES } from '../../../common/messages';
import { createMember } from '../../../../tests/support/factories';
import { signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { attendees, auditLog, connectionRequests, memberBlocks, notifications } from '../../db/schema';

let t: TestApp;
let each: Awaited<ReturnType<typeof signInEachKind>>;
type Person = Awaited<ReturnType<typeof createMember>> & { cookie: string; id: string };

async function person(firstName: string): Promise<Person> {
  const member = await createMember(t, { firstName, lastName: 'Blocktest', company: `${firstName} Holdings` });
  return { ...member, id: member.attendeeId!, cookie: (await t.signIn(member.email, member.password)).cookie };
}

let ana: Person; // blocks Ben
let ben: Person; // blocked
let cy: Person; // anyone else

beforeAll(async () => {
  t = await createTestApp();
  each = await signInEachKind(t, { deactivated: true });
  ana = await person('Ana');
  ben = await person('Ben');
  cy = await person('Cy');
  await t.db
    .update(attendees)
    .set({ headline: 'Franchise lawyer', city: 'Leeds', offering: 'contract reviews', photoKey: 'photos/ana/v1' })
    .where(eq(attendees.id, ana.id));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(memberBlocks);
  await t.db.delete(connectionRequests);
});

const block = (cookie: string | undefined, attendeeId: string) => t.call(BLOCKS.block, { params: { attendeeId }, cookie });
const unblock = (cookie: string | undefined, attendeeId: string) => t.call(BLOCKS.unblock, { params: { attendeeId }, cookie });
const profileOf = (cookie: string, attendeeId: string) =>
  t.call(DIRECTORY.member, { params: { attendeeId }, cookie, expect: 200 });

describe('blocking and unblocking', () => {
  it('blocks, once; lists who the caller blocked; unblocks, once', async () => {
    const first = await block(ana.cookie, ben.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: M.blocked('Ben Blocktest'), blocked: true, changed: true });
    expect((await block(ana.cookie, ben.id)).body).toEqual({
      message: M.alreadyBlocked('Ben Blocktest'),
      blocked: true,
      changed: false,
    });
    expect((await t.call(BLOCKS.status, { params: { attendeeId: ben.id }, cookie: ana.cookie, expect: 200 })).body).toEqual({
      blocked: true,
    });
    // Whether Ana blocked Ben is Ana's to know: Ben's own status says only what Ben did.
    expect((await t.call(BLOCKS.status, { params: { attendeeId: ana.id }, cookie: ben.cookie, expect: 200 })).body).toEqual({
      blocked: false,
    });
    const listed = await t.call(BLOCKS.list, { query: {}, cookie: ana.cookie, expect: 200 });
    expect(listed.body).toMatchObject({
      total: 1,
      page: 1,
      items: [{ attendeeId: ben.id, fullName: 'Ben Blocktest', firstName: 'Ben' }],
    });
    expect((await t.call(BLOCKS.list, { query: {}, cookie: ben.cookie, expect: 200 })).body.total).toBe(0);

    expect((await unblock(ana.cookie, ben.id)).body).toEqual({
      message: M.unblocked('Ben Blocktest'),
      blocked: false,
      changed: true,
    });
    expect((await unblock(ana.cookie, ben.id)).body).toEqual({
      message: M.notBlocked('Ben Blocktest'),
      blocked: false,
      changed: false,
    });
    expect(await t.db.select().from(memberBlocks)).toEqual([]);
  });

  it('pages the list in SQL, newest first', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    await block(ana.cookie, ben.id);
    t.clock.set(new Date('2026-11-20T11:00:00Z'));
    await block(ana.cookie, cy.id);
    t.clock.reset();
    const page = await t.call(BLOCKS.list, { query: { page: 2, pageSize: 1 }, cookie: ana.cookie, expect: 200 });
    expect(page.body).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ attendeeId: ben.id }] });
  });

  it('refuses oneself, an organiser, an organiser blocking, and a member who does not exist', async () => {
    expect((await block(ana.cookie, ana.id)).body).toMatchObject({ error: { code: 'SELF_BLOCK', message: M.blockSelf } });
    const organiser = await block(ana.cookie, each.admin.attendeeId!);
    expect(organiser.status).toBe(400);
    expect(organiser.body).toMatchObject({ error: { code: 'BLOCK_ORGANISER' } });
    const byOrganiser = await block(each.cookies.admin, ben.id);
    expect(byOrganiser.status).toBe(400);
    expect(byOrganiser.body).toMatchObject({ error: { code: 'ORGANISER_BLOCKS' } });
    expect((await block(ana.cookie, '0b7a3c1e-0000-4000-8000-000000000000')).status).toBe(404);
    // A malformed id, sent raw: the same 404.
    expect(
      (await t.request(endpointUrl(BLOCKS.block, { attendeeId: 'nope' }), { method: 'POST', cookie: ana.cookie })).status,
    ).toBe(404);
    expect(await t.db.select().from(memberBlocks)).toEqual([]);
  });

  it('decides the caller first: visitor 401, not onboarded 403, deactivated 403', async () => {
    for (const call of [
      (cookie?: string) => block(cookie, ben.id),
      (cookie?: string) => unblock(cookie, ben.id),
      (cookie?: string) => t.call(BLOCKS.status, { params: { attendeeId: ben.id }, cookie }),
      (cookie?: string) => t.call(BLOCKS.list, { query: {}, cookie }),
    ]) {
      expect((await call()).status).toBe(401);
      const pending = await call(each.cookies.notOnboarded);
      expect(pending.status).toBe(403);
      expect(pending.body).toMatchObject({ error: { message: GENERAL_MESSAGES.membersOnly } });
      const deactivated = await call(each.cookies.deactivated);
      expect(deactivated.status).toBe(403);
      expect(deactivated.body).toMatchObject({ error: { code: 'BANNED_USER' } });
    }
    expect(await t.db.select().from(memberBlocks)).toEqual([]);
  });

  it('tells the blocked member nothing, and the organisers’ log keeps nothing of it', async () => {
    const mails = t.outbox().length;
    const news = (await t.db.select().from(notifications).where(eq(notifications.userId, ben.userId))).length;
    const logged = (await t.db.select().from(auditLog)).length;
    await block(ana.cookie, ben.id);
    await unblock(ana.cookie, ben.id);
    expect(t.outbox()).toHaveLength(mails);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, ben.userId))).toHaveLength(news);
    expect(await t.db.select().from(auditLog)).toHaveLength(logged);
  });
});

describe('what a block does', () => {
  it('shows the blocked member the blocker’s name and nothing else', async () => {
    const before = (await profileOf(ben.cookie, ana.id)).body;
    expect(before.member).toMatchObject({ headline: 'Franchise lawyer', company: 'Ana Holdings' });
    expect(before.member.photoUrl).toBeDefined();
    await block(ana.cookie, ben.id);
    const after = (await profileOf(ben.cookie, ana.id)).body;
    expect(after.member).toEqual({ attendeeId: ana.id, firstName: 'Ana', lastName: 'Blocktest', fullName: 'Ana Blocktest' });
    expect(after.connection).toEqual({ kind: 'none' });
    expect(after.sharedEvents.total).toBe(0);
    // Everyone else, and Ana of Ben, see what they saw.
    expect((await profileOf(cy.cookie, ana.id)).body.member.headline).toBe('Franchise lawyer');
    expect((await profileOf(ana.cookie, ben.id)).body.member.company).toBe('Ben Holdings');
    expect((await profileOf(each.cookies.admin, ana.id)).body.member.headline).toBe('Franchise lawyer');
  });

  it('leaves the blocker out of the blocked member’s directory and recommendations', async () => {
    const names = async (cookie: string) =>
      (await t.call(DIRECTORY.list, { query: { q: 'Blocktest' }, cookie, expect: 200 })).body.items.map((item) => item.firstName);
    expect(await names(ben.cookie)).toContain('Ana');
    await block(ana.cookie, ben.id);
    expect(await names(ben.cookie)).not.toContain('Ana');
    expect(await names(ana.cookie)).toContain('Ben');
    expect(await names(cy.cookie)).toEqual(expect.arrayContaining(['Ana', 'Ben']));
    const recommended = async (cookie: string) =>
      (await t.call(RECOMMENDATIONS.list, { cookie, expect: 200 })).body.items.map((item) => item.attendeeId);
    expect(await recommended(ben.cookie)).not.toContain(ana.id);
    expect(await recommended(ana.cookie)).not.toContain(ben.id);
  });

  it('refuses a connection request either way: the blocked member as for a member who cannot be asked', async () => {
    await block(ana.cookie, ben.id);
    const fromBlocked = await t.call(CONNECTIONS.connect, { body: { toAttendeeId: ana.id }, cookie: ben.cookie });
    expect(fromBlocked.status).toBe(404);
    expect(fromBlocked.body).toMatchObject({ error: { message: CONNECTION_MESSAGES.memberNotFound } });
    const fromBlocker = await t.call(CONNECTIONS.connect, { body: { toAttendeeId: ben.id }, cookie: ana.cookie });
    expect(fromBlocker.status).toBe(409);
    expect(fromBlocker.body).toMatchObject({
      error: { code: 'BLOCKED', message: CONNECTION_MESSAGES.youBlocked('Ben Blocktest') },
    });
    expect(await t.db.select().from(connectionRequests)).toEqual([]);
  });

  it('closes the requests open between them, the blocked side seeing nothing change', async () => {
    const fromBen = await t.call(CONNECTIONS.connect, { body: { toAttendeeId: ana.id }, cookie: ben.cookie, expect: 201 });
    const requestId = fromBen.body.state.kind === 'sent' ? fromBen.body.state.requestId : '';
    await block(ana.cookie, ben.id);
    // Ana no longer has it to answer; Ben still sees 'Request sent', as after any 'Not now'.
    expect((await t.call(CONNECTIONS.received, { query: {}, cookie: ana.cookie, expect: 200 })).body.total).toBe(0);
    const sent = await t.call(CONNECTIONS.sent, { query: {}, cookie: ben.cookie, expect: 200 });
    expect(sent.body.items.map((item) => item.id)).toEqual([requestId]);
    // Not even Ana's own Accept can connect them while the block stands.
    expect((await t.call(CONNECTIONS.accept, { params: { id: requestId }, cookie: ana.cookie })).status).toBe(409);

    await t.db.delete(connectionRequests);
    await unblock(ana.cookie, ben.id);
    await t.call(CONNECTIONS.connect, { body: { toAttendeeId: ben.id }, cookie: ana.cookie, expect: 201 });
    await block(ana.cookie, ben.id);
    const [mine] = await t.db
      .select({ status: connectionRequests.status })
      .from(connectionRequests)
      .where(and(eq(connectionRequests.fromAttendeeId, ana.id), eq(connectionRequests.toAttendeeId, ben.id)));
    expect(mine.status).toBe('withdrawn');
  });
});
