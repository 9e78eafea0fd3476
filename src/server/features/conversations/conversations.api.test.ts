// Private messages between members (issue 35, decision 054): who may write to whom per caller kind, the
// callers each route refuses, one order under concurrent sends, unread counts kept exact, deleting within
// 15 minutes, deleting a thread from one's own view, paging, and GETs that change nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_ENDPOINTS as C,
  CONVERSATIONS_PAGE,
  CONVERSATIONS_TEXTS as T,
  MESSAGE_MAX_LENGTH,
  THREAD_PAGE,
  type Message,
} from '../../../common/contracts/conversations';
import { BLOCK_ENDPOINTS as BLOCKS } from '../../../common/contracts/blocks';
import { connectMembers, createTalker, sendAs, type Talker } from '../../../../tests/support/conversations';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { attendees, connectionRequests, memberBlocks, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';

type Member = Talker;

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  // A send plans its away email on the job queue: the queue's tables are made here, in the hook's time,
  // rather than in whichever test sends first. Nothing runs (no polling, no runDue).
  await t.jobs.start({ poll: false });
});
afterAll(async () => {
  await t.close();
});

const member = (options: { admin?: boolean } = {}) => createTalker(t, { ...options, firstName: `Talk${++counter}` });

/** An accepted introduction between the two, as the connections feature leaves it. */
const connect = (a: Member, b: Member) => connectMembers(t, a.attendeeId, b.attendeeId);

async function connectedPair() {
  const [a, b] = [await member(), await member()];
  await connect(a, b);
  return [a, b] as const;
}

const open = (from: Member, to: Member) => t.call(C.open, { cookie: from.cookie, body: { memberId: to.attendeeId } });

async function threadOf(a: Member, b: Member): Promise<string> {
  const answer = await open(a, b);
  expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
  return (answer.body as { id: string }).id;
}

const send = (who: Member, id: string, body: string, clientKey?: string) =>
  t.call(C.send, { cookie: who.cookie, params: { id }, body: { body, clientKey } });

const sent = (who: Member, id: string, body: string): Promise<Message> => sendAs(t, who, id, body);

const thread = (who: Member, id: string) => t.call(C.thread, { cookie: who.cookie, params: { id }, expect: 200 });
const unread = async (who: Member) => (await t.call(C.unread, { cookie: who.cookie, expect: 200 })).body.count;

describe('who may call', () => {
  it('refuses visitors (401), members not onboarded and deactivated members (403), and anyone outside the thread (404)', async () => {
    const [a, b] = await connectedPair();
    const id = await threadOf(a, b);
    const message = await sent(a, id, 'Hello');
    const outsider = await member();
    const organiser = await member({ admin: true });
    const pending = await member();
    await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.id, pending.attendeeId));
    const banned = await member();

    const calls = (cookie?: string) => [
      t.call(C.list, { cookie }),
      t.call(C.unread, { cookie }),
      t.call(C.open, { cookie, body: { memberId: b.attendeeId } }),
      t.call(C.thread, { cookie, params: { id } }),
      t.call(C.older, { cookie, params: { id }, query: { before: 2 } }),
      t.call(C.send, { cookie, params: { id }, body: { body: 'Hi' } }),
      t.call(C.read, { cookie, params: { id }, body: { upToSeq: 1 } }),
      t.call(C.delivered, { cookie, params: { id }, body: { upToSeq: 1 } }),
      t.call(C.hide, { cookie, params: { id } }),
      t.call(C.deleteMessage, { cookie, params: { id, messageId: message.id } }),
    ];
    expect((await Promise.all(calls())).map((r) => r.status)).toEqual(Array(10).fill(401));
    expect((await Promise.all(calls(pending.cookie))).map((r) => r.status)).toEqual(Array(10).fill(403));
    // Deactivated while their session is open (guards.ts signInEachKind does the same).
    await t.db.update(users).set({ banned: true }).where(eq(users.id, banned.userId));
    expect((await Promise.all(calls(banned.cookie))).map((r) => r.status)).toEqual(Array(10).fill(403));

    // Someone else's conversation is as unknown as no conversation, an organiser's view included.
    for (const who of [outsider, organiser]) {
      const statuses = [];
      for (const call of calls(who.cookie).slice(3)) statuses.push((await call).status);
      expect(statuses).toEqual(Array(7).fill(404));
    }
    // …and the two members see it.
    expect((await thread(b, id)).body.messages.map((m) => m.body)).toEqual(['Hello']);
  });

  it('answers a malformed id as unknown, and refuses an empty, blank or too long message with a 400', async () => {
    const [a, b] = await connectedPair();
    const id = await threadOf(a, b);
    expect((await t.call(C.thread, { cookie: a.cookie, params: { id: 'not-an-id' } })).status).toBe(404);
    for (const body of ['', '   \n  ', 'x'.repeat(MESSAGE_MAX_LENGTH + 1)]) {
      const answer = await send(a, id, body);
      expect(answer.status).toBe(400);
    }
    expect((await send(a, id, 'x'.repeat(MESSAGE_MAX_LENGTH))).status).toBe(201);
    // Stored as the text it is: no HTML is made of it.
    const html = await sent(a, id, '  <b>bold</b> & <script>x</script>  ');
    expect(html.body).toBe('<b>bold</b> & <script>x</script>');
    // Nothing half-written: the refused sends took no seq.
    expect((await thread(a, id)).body.messages.map((m) => m.seq)).toEqual([1, 2]);
  });
});

describe('who may write to whom', () => {
  it('lets connections write, both ways', async () => {
    const [a, b] = await connectedPair();
    const first = await open(a, b);
    expect(first.status).toBe(201);
    // Either side finds the same one conversation.
    expect(await open(b, a)).toMatchObject({ status: 200, body: { id: (first.body as { id: string }).id } });
    const id = (first.body as { id: string }).id;
    await sent(a, id, 'Hello B');
    await sent(b, id, 'Hello A');
    const view = (await thread(a, id)).body;
    expect(view).toMatchObject({
      canWrite: true,
      whyNotText: null,
      other: { id: b.attendeeId, name: b.name, isOrganiser: false },
    });
  });

  it('refuses a stranger: no cold messages, the way is an introduction', async () => {
    const [a, stranger] = [await member(), await member()];
    const answer = await open(a, stranger);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: { code: 'NOT_CONNECTED', message: T.notConnected(stranger.name) } });
    expect(await open(a, a)).toMatchObject({ status: 400 });
    expect((await t.call(C.open, { cookie: a.cookie, body: { memberId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(
      404,
    );
  });

  it('closes the thread for writing on a block either way, with a neutral text for the blocked side; history stays', async () => {
    const [a, b] = await connectedPair();
    const id = await threadOf(a, b);
    await sent(a, id, 'Before the block');
    await t.db.insert(memberBlocks).values({ blockerId: b.attendeeId, blockedId: a.attendeeId });

    const blocked = await send(a, id, 'After');
    expect(blocked).toMatchObject({ status: 403, body: { error: { code: 'CONVERSATION_CLOSED', message: T.closed } } });
    expect((await thread(a, id)).body).toMatchObject({ canWrite: false, whyNotText: T.closed });
    const blocker = await send(b, id, 'After');
    expect(blocker).toMatchObject({ status: 403, body: { error: { message: T.youBlocked(a.name) } } });
    // Both still read what was written.
    for (const who of [a, b]) expect((await thread(who, id)).body.messages.map((m) => m.body)).toEqual(['Before the block']);
    // The blocked member cannot start over either.
    expect((await open(a, b)).status).toBe(200);
    const list = (await t.call(C.list, { cookie: a.cookie, expect: 200 })).body.items.find((item) => item.id === id);
    expect(list?.canWrite).toBe(false);
  });

  it('says blockedByMe to the blocker only, from the block itself, whatever else closes the thread', async () => {
    const [a, b] = await connectedPair();
    const id = await threadOf(a, b);
    const blockedByMe = async (who: Member) => (await thread(who, id)).body.blockedByMe;
    expect([await blockedByMe(a), await blockedByMe(b)]).toEqual([false, false]);

    await t.call(BLOCKS.block, { cookie: b.cookie, params: { attendeeId: a.attendeeId }, expect: 200 });
    // The blocked side is never told: its answer is the one a member whose correspondent left gets.
    expect([await blockedByMe(a), await blockedByMe(b)]).toEqual([false, true]);
    // Blocked both ways, and the other member deactivated: each blocker still reads their own block.
    await t.call(BLOCKS.block, { cookie: a.cookie, params: { attendeeId: b.attendeeId }, expect: 200 });
    await t.db.update(attendees).set({ archived: true }).where(eq(attendees.id, a.attendeeId));
    expect([await blockedByMe(a), await blockedByMe(b)]).toEqual([true, true]);
    await t.db.update(attendees).set({ archived: false }).where(eq(attendees.id, a.attendeeId));

    await t.call(BLOCKS.unblock, { cookie: b.cookie, params: { attendeeId: a.attendeeId }, expect: 200 });
    await t.call(BLOCKS.unblock, { cookie: a.cookie, params: { attendeeId: b.attendeeId }, expect: 200 });
    expect([await blockedByMe(a), await blockedByMe(b)]).toEqual([false, false]);
    expect((await thread(a, id)).body.canWrite).toBe(true);
  });

  it('closes the thread when the connection is removed', async () => {
    const [a, b] = [await member(), await member()];
    const connection = await connect(a, b);
    const id = await threadOf(a, b);
    await sent(a, id, 'While connected');
    await t.db
      .update(connectionRequests)
      .set({ status: 'removed', closedAt: t.clock.now() })
      .where(eq(connectionRequests.id, connection));
    expect(await send(b, id, 'After')).toMatchObject({ status: 403, body: { error: { message: T.connectionRemoved } } });
    expect((await thread(b, id)).body).toMatchObject({ canWrite: false, whyNotText: T.connectionRemoved });
    expect((await thread(b, id)).body.messages).toHaveLength(1);
  });

  it('lets an organiser write to any member, and the member reply; a member cannot write cold to an organiser', async () => {
    const [organiser, m, other] = [await member({ admin: true }), await member(), await member()];
    expect((await open(other, organiser)).status).toBe(403);
    const id = await threadOf(organiser, m);
    await sent(organiser, id, 'Welcome to the community');
    expect((await thread(m, id)).body).toMatchObject({ canWrite: true, other: { isOrganiser: true } });
    await sent(m, id, 'Thank you');
    // The member finds the organiser's thread (200), where they may write.
    expect(await open(m, organiser)).toMatchObject({ status: 200, body: { id } });
  });
});

describe('one order under concurrency', () => {
  it('saves 20 messages sent at once by both members, seqs 1..20 without gaps, in the same order for both', async () => {
    const [a, b] = await connectedPair();
    const id = await threadOf(a, b);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i % 2 === 0 ? a : b, id, `Message ${i} from ${i % 2 === 0 ? 'A' : 'B'}`)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    const seqs = answers.map((r) => (r.body as Message).seq).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const [forA, forB] = [(await thread(a, id)).body.messages, (await thread(b, id)).body.messages];
    expect(forA.map((m) => m.id)).toEqual(forB.map((m) => m.id));
    expect(forA.map((m) => m.seq)).toEqual(seqs);
    // B's unread: exactly A's ten, which came in after… whatever B last sent (their own send reads the thread).
    const [row] = rowsOf<{ unread_count: number; read_seq: number }>(
      await t.db.execute(
        sql`select unread_count, read_seq::int as read_seq from private_conversation_members where conversation_id = ${id} and member_id = ${b.attendeeId}`,
      ),
    );
    const fromA = forB.filter((m) => m.senderId === a.attendeeId && m.seq > row.read_seq).length;
    expect(row.unread_count).toBe(fromA);
  });

  it('answers a retry with the same clientKey with the same message, and takes no seq for it', async () => {
    const [a, b] = await connectedPair();
    const id = await threadOf(a, b);
    const [first, second] = await Promise.all([send(a, id, 'Once', 'key-1'), send(a, id, 'Once', 'key-1')]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect((first.body as Message).id).toBe((second.body as Message).id);
    expect((await sent(a, id, 'Next')).seq).toBe(2);
    expect(await unread(b)).toBe(2);
  });
});

describe('unread counts, kept exact', () => {
  it('counts sends, reads and a thread deleted from one’s own view; a new message brings the thread back', async () => {
    const [a, b] = await connectedPair();
    const id = await threadOf(a, b);
    for (const text of ['One', 'Two', 'Three']) await sent(a, id, text);
    expect(await unread(b)).toBe(3);
    expect(await unread(a)).toBe(0);

    const read = await t.call(C.read, { cookie: b.cookie, params: { id }, body: { upToSeq: 2 }, expect: 200 });
    expect(read.body).toEqual({ readSeq: 2, count: 1 });
    // Never backwards, never past the last message.
    expect((await t.call(C.read, { cookie: b.cookie, params: { id }, body: { upToSeq: 1 }, expect: 200 })).body).toEqual({
      readSeq: 2,
      count: 1,
    });
    expect((await t.call(C.read, { cookie: b.cookie, params: { id }, body: { upToSeq: 99 }, expect: 200 })).body).toEqual({
      readSeq: 3,
      count: 0,
    });
    expect((await thread(a, id)).body).toMatchObject({ otherReadSeq: 3, otherDeliveredSeq: 3 });

    await sent(a, id, 'Four');
    expect(await unread(b)).toBe(1);
    expect((await t.call(C.hide, { cookie: b.cookie, params: { id } })).status).toBe(200);
    expect(await unread(b)).toBe(0);
    expect((await t.call(C.list, { cookie: b.cookie, expect: 200 })).body.items.map((item) => item.id)).not.toContain(id);
    // A still has everything, and is not told B deleted it.
    expect((await thread(a, id)).body.messages).toHaveLength(4);
    expect((await thread(b, id)).body.messages).toEqual([]);

    await sent(a, id, 'Five');
    expect(await unread(b)).toBe(1);
    const back = (await t.call(C.list, { cookie: b.cookie, expect: 200 })).body.items.find((item) => item.id === id);
    expect(back).toMatchObject({ lastLine: 'Five', unread: 1, lastFromMe: false });
    expect((await thread(b, id)).body.messages.map((m) => m.body)).toEqual(['Five']);
  });

  it('marks delivered only forwards', async () => {
    const [a, b] = await connectedPair();
    const id = await threadOf(a, b);
    await sent(a, id, 'One');
    await sent(a, id, 'Two');
    expect((await t.call(C.delivered, { cookie: b.cookie, params: { id }, body: { upToSeq: 2 }, expect: 200 })).body).toEqual({
      deliveredSeq: 2,
    });
    expect((await t.call(C.delivered, { cookie: b.cookie, params: { id }, body: { upToSeq: 1 }, expect: 200 })).body).toEqual({
      deliveredSeq: 2,
    });
    expect((await thread(a, id)).body).toMatchObject({ otherDeliveredSeq: 2, otherReadSeq: 0 });
    expect(await unread(b)).toBe(2);
  });
});

describe('deleting a message', () => {
  it('deletes one’s own message within 15 minutes (shown as deleted, unread follows), 409 after, 403 for another’s', async () => {
    const [a, b] = await connectedPair();
    const id = await threadOf(a, b);
    const early = await sent(a, id, 'Oops');
    const late = await sent(a, id, 'Kept');
    const theirs = await sent(b, id, 'Reply');
    expect(await unread(b)).toBe(0);
    const [c, d] = await connectedPair();
    const id2 = await threadOf(c, d);
    const unreadOne = await sent(c, id2, 'Unread, then deleted');
    expect(await unread(d)).toBe(1);
    expect(
      (await t.call(C.deleteMessage, { cookie: c.cookie, params: { id: id2, messageId: unreadOne.id }, expect: 200 })).body
        .deleted,
    ).toMatchObject({ body: '', seq: 1 });
    expect(await unread(d)).toBe(0);

    const deleted = await t.call(C.deleteMessage, { cookie: a.cookie, params: { id, messageId: early.id }, expect: 200 });
    expect(deleted.body.deleted).toMatchObject({ id: early.id, body: '' });
    expect(deleted.body.deleted.deletedAt).not.toBeNull();
    // Again: already deleted, the same answer.
    expect((await t.call(C.deleteMessage, { cookie: a.cookie, params: { id, messageId: early.id } })).status).toBe(200);
    const seen = (await thread(b, id)).body.messages;
    expect(seen[0]).toMatchObject({ id: early.id, body: '', seq: 1 });
    expect(rowsOf(await t.db.execute(sql`select 1 from private_messages where body like '%Oops%'`))).toHaveLength(0);

    expect(await t.call(C.deleteMessage, { cookie: a.cookie, params: { id, messageId: theirs.id } })).toMatchObject({
      status: 403,
      body: { error: { code: 'NOT_YOUR_MESSAGE' } },
    });
    t.clock.advance(15 * 60_000 + 1000);
    try {
      expect(await t.call(C.deleteMessage, { cookie: a.cookie, params: { id, messageId: late.id } })).toMatchObject({
        status: 409,
        body: { error: { code: 'TOO_LATE', message: T.deleteTooLate } },
      });
    } finally {
      t.clock.reset();
    }
    const outsider = await member();
    expect((await t.call(C.deleteMessage, { cookie: outsider.cookie, params: { id, messageId: late.id } })).status).toBe(404);
  });
});

describe('paging', () => {
  it('pages a thread back by ?before, 50 at a time, oldest first in each page', async () => {
    const [a, b] = await connectedPair();
    const id = await threadOf(a, b);
    for (let i = 1; i <= THREAD_PAGE + 5; i++) await sent(i % 3 === 0 ? b : a, id, `Line ${i}`);
    const newest = (await thread(b, id)).body;
    expect(newest.messages.map((m) => m.seq)).toEqual(Array.from({ length: THREAD_PAGE }, (_, i) => i + 6));
    expect(newest.olderCursor).toBe(6);
    const older = await t.call(C.older, {
      cookie: b.cookie,
      params: { id },
      query: { before: newest.olderCursor! },
      expect: 200,
    });
    expect(older.body).toEqual({ messages: expect.any(Array), olderCursor: null });
    expect(older.body.messages.map((m) => m.body)).toEqual(['Line 1', 'Line 2', 'Line 3', 'Line 4', 'Line 5']);
    expect((await t.call(C.older, { cookie: b.cookie, params: { id }, query: { before: 0 as never } })).status).toBe(400);
  });

  it('pages the list newest first by cursor, each conversation once', async () => {
    const organiser = await member({ admin: true });
    const ids: string[] = [];
    for (let i = 0; i < CONVERSATIONS_PAGE + 2; i++) {
      const other = await member();
      const id = await threadOf(organiser, other);
      t.clock.advance(1000);
      await sent(organiser, id, `Hello ${i}`);
      ids.push(id);
    }
    t.clock.reset();
    const first = await t.call(C.list, { cookie: organiser.cookie, expect: 200 });
    expect(first.body.items).toHaveLength(CONVERSATIONS_PAGE);
    expect(first.body.items[0]).toMatchObject({ lastLine: `Hello ${CONVERSATIONS_PAGE + 1}`, lastFromMe: true, unread: 0 });
    const second = await t.call(C.list, { cookie: organiser.cookie, query: { cursor: first.body.nextCursor! }, expect: 200 });
    expect(second.body.nextCursor).toBeNull();
    expect([...first.body.items, ...second.body.items].map((item) => item.id)).toEqual([...ids].reverse());
    expect((await t.call(C.list, { cookie: organiser.cookie, query: { cursor: 'nonsense' } })).status).toBe(400);
  });
});

describe('reading changes nothing', () => {
  it('leaves every table as it was after the list, the count, a thread and its older page', async () => {
    const [a, b] = await connectedPair();
    const id = await threadOf(a, b);
    for (let i = 0; i < THREAD_PAGE + 2; i++) await sent(a, id, `Line ${i}`);
    const snapshot = async () =>
      JSON.stringify([
        rowsOf(await t.db.execute(sql`select * from private_conversation_members order by conversation_id, member_id`)),
        rowsOf(await t.db.execute(sql`select * from private_conversations order by id`)),
        rowsOf(await t.db.execute(sql`select id, deleted_at from private_messages order by id`)),
        rowsOf(await t.db.execute(sql`select count(*) from notifications`)),
        rowsOf(await t.db.execute(sql`select count(*) from live_events`)),
      ]);
    const before = await snapshot();
    await t.call(C.list, { cookie: b.cookie, expect: 200 });
    await t.call(C.unread, { cookie: b.cookie, expect: 200 });
    await thread(b, id);
    await t.call(C.older, { cookie: b.cookie, params: { id }, query: { before: 3 }, expect: 200 });
    expect(await snapshot()).toBe(before);
  });
});

describe('privacy', () => {
  it('keeps message bodies out of the audit log', async () => {
    const [a, b] = await connectedPair();
    const id = await threadOf(a, b);
    await sent(a, id, 'A private matter 7c1f');
    const leaked = rowsOf(
      await t.db.execute(sql`select 1 from audit_log where coalesce(details::text, '') || coalesce(subject, '') like '%7c1f%'`),
    );
    expect(leaked).toHaveLength(0);
  });
});
