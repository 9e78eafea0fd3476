// Email when away (issue 35 item 4), through the app's scheduler with the test clock: one email for a burst
// still unread 15 minutes after its first message, none when it was read in time, none when the member
// turned 'message' email off; one notification for the burst. Then the live stream (item 3), on the same app.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWAY_EMAIL_DELAY_MS, CONVERSATION_ENDPOINTS as C, type Message } from '../../../common/contracts/conversations';
import { NOTIFICATION_ENDPOINTS as N } from '../../../common/contracts/notifications';
import { paths } from '../../../common/routes';
import { connectMembers, createThread, createTalker, sendAs, type Talker } from '../../../../tests/support/conversations';
import { openLiveStream, type OpenStream } from '../../../../tests/support/live-stream';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app';
import { setChannel } from '../notifications/public';

type Member = Talker;

let t: TestApp;
let counter = 0;
const streams: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: 'UTC', LIVE: 'true' } });
  await t.live!.bus.ready();
  t.clock.set(new Date('2031-03-01T10:00:00Z'));
  await t.jobs.start({ poll: false });
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await t.close();
});

const member = () => createTalker(t, { firstName: `Away${++counter}` });

/** Two connected members and their conversation. */
async function conversation(): Promise<[Member, Member, string]> {
  const [a, b] = [await member(), await member()];
  await connectMembers(t, a.attendeeId, b.attendeeId);
  return [a, b, (await createThread(t, a.attendeeId, b.attendeeId)).id];
}

const sent = (who: Member, id: string, body: string): Promise<Message> => sendAs(t, who, id, body);

const mailsTo = (who: Member) => t.outbox().filter((mail) => mail.to === who.email);

/** Moves the clock on and runs what is due then. */
async function later(ms: number) {
  t.clock.advance(ms);
  await t.jobs.runDue();
}

describe('email when away', () => {
  it('sends one email for a burst still unread after 15 minutes, with its first lines and a link, and one notification', async () => {
    const [a, b, id] = await conversation();
    await sent(a, id, 'Are you free on Thursday?');
    await later(5 * 60_000);
    await sent(a, id, 'For the franchise panel.');
    await later(AWAY_EMAIL_DELAY_MS - 5 * 60_000 - 1000);
    expect(mailsTo(b)).toHaveLength(0);
    await later(2000);

    const mails = mailsTo(b);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`${a.name} sent you a message`);
    expect(mails[0].text).toContain('Are you free on Thursday?');
    expect(mails[0].text).toContain('For the franchise panel.');
    expect(mails[0].links).toContain(`${TEST_ORIGIN}${paths.conversation(id)}`);
    // The sender is never emailed about their own messages.
    expect(mailsTo(a)).toHaveLength(0);

    // More messages in the same unread stretch, and the jobs run again: still one.
    await sent(a, id, 'Anyone there?');
    await later(AWAY_EMAIL_DELAY_MS + 60_000);
    await later(30 * 60_000);
    expect(mailsTo(b)).toHaveLength(1);
    const bell = await t.call(N.list, { cookie: b.cookie, expect: 200 });
    expect(bell.body.items.filter((n: { title: string }) => n.title === `${a.name} sent you a message`)).toHaveLength(1);

    // Read, then a new burst later: a new email for it.
    await t.call(C.read, { cookie: b.cookie, params: { id }, body: { upToSeq: 3 }, expect: 200 });
    await sent(a, id, 'A new day, a new question.');
    await later(AWAY_EMAIL_DELAY_MS + 1000);
    expect(mailsTo(b)).toHaveLength(2);
  });

  it('sends nothing when the member read the messages within 15 minutes', async () => {
    const [a, b, id] = await conversation();
    await sent(a, id, 'Quick one');
    await later(10 * 60_000);
    await t.call(C.read, { cookie: b.cookie, params: { id }, body: { upToSeq: 1 }, expect: 200 });
    await later(AWAY_EMAIL_DELAY_MS);
    expect(mailsTo(b)).toHaveLength(0);
  });

  it("sends no email to a member who turned 'message' email off, and still tells the bell", async () => {
    const [a, b, id] = await conversation();
    await setChannel(t.db, b.userId, 'message', 'email', false, t.clock.now());
    await sent(a, id, 'Not by email, please');
    await later(AWAY_EMAIL_DELAY_MS + 1000);
    expect(mailsTo(b)).toHaveLength(0);
    const bell = await t.call(N.list, { cookie: b.cookie, expect: 200 });
    expect(bell.body.items.map((n: { title: string }) => n.title)).toContain(`${a.name} sent you a message`);
  });
});

describe("the bell's notification of a burst", () => {
  it("is read once the member reads the thread through, and the bell on the member's other tab follows", async () => {
    const [a, b, id] = await conversation();
    const c = await member();
    await connectMembers(t, c.attendeeId, b.attendeeId);
    const elsewhere = (await createThread(t, c.attendeeId, b.attendeeId)).id;
    await sent(a, id, 'Did you see the franchise report?');
    await sent(c, elsewhere, 'Another thread, another burst');
    await later(AWAY_EMAIL_DELAY_MS + 1000);
    const told = `${a.name} sent you a message`;
    const bellOf = async () => (await t.call(N.list, { cookie: b.cookie, expect: 200 })).body;
    const before = await bellOf();
    expect(before.items.find((n) => n.title === told)).toMatchObject({ readAt: null, link: paths.conversation(id) });
    expect(before.unread).toBe(2);

    const otherTab = await openLiveStream(t.app, b.cookie);
    streams.push(otherTab);
    await otherTab.next('ready');
    // A message arrives as the member reads: the thread is not read through, the notification stays unread.
    const more = await sent(a, id, 'And one more thing');
    await t.call(C.read, { cookie: b.cookie, params: { id }, body: { upToSeq: more.seq - 1 }, expect: 200 });
    expect((await bellOf()).items.find((n) => n.title === told)?.readAt).toBeNull();

    await t.call(C.read, { cookie: b.cookie, params: { id }, body: { upToSeq: more.seq }, expect: 200 });
    const after = await bellOf();
    expect(after.items.find((n) => n.title === told)?.readAt).not.toBeNull();
    // The other thread's notification is that thread's to clear.
    expect(after.items.find((n) => n.link === paths.conversation(elsewhere))?.readAt).toBeNull();
    expect(after.unread).toBe(1);
    expect((await t.call(N.unreadCount, { cookie: b.cookie, expect: 200 })).body).toEqual({ unread: 1 });
    expect(JSON.parse((await otherTab.next('notifications')).data)).toEqual({ unread: 1 });
  });

  it('is read when the member deletes the thread from their view', async () => {
    const [a, b, id] = await conversation();
    await sent(a, id, 'Hello?');
    await later(AWAY_EMAIL_DELAY_MS + 1000);
    expect((await t.call(N.unreadCount, { cookie: b.cookie, expect: 200 })).body).toEqual({ unread: 1 });
    await t.call(C.hide, { cookie: b.cookie, params: { id }, expect: 200 });
    expect((await t.call(N.unreadCount, { cookie: b.cookie, expect: 200 })).body).toEqual({ unread: 0 });
  });
});

describe('a burst whose job was lost', () => {
  it('is planned by the sweep (a server that died between the send and the planning) and emailed once', async () => {
    const [a, b, id] = await conversation();
    const at = t.clock.now().toISOString();
    // What a send leaves when its server dies right after the commit: the message and the marks, no job.
    await t.db.execute(sql`update private_conversations set last_seq = 1, last_message_at = ${at} where id = ${id}`);
    await t.db.execute(
      sql`insert into private_messages (conversation_id, seq, sender_id, body, created_at) values (${id}, 1, ${a.attendeeId}, 'Sent just before the crash', ${at})`,
    );
    await t.db.execute(
      sql`update private_conversation_members set unread_count = 1, away_from_seq = 1, last_message_at = ${at} where conversation_id = ${id} and member_id = ${b.attendeeId}`,
    );
    await later(AWAY_EMAIL_DELAY_MS + 10 * 60_000 + 1000);
    await later(20 * 60_000);
    expect(mailsTo(b).map((mail) => mail.subject)).toEqual([`${a.name} sent you a message`]);
  });
});

describe('live', () => {
  it("tells the recipient's open pages of a message (ids only), the sender's other tabs, and the reader's other tabs of a read", async () => {
    const [a, b, id] = await conversation();
    const open = async (who: Member) => {
      const stream = await openLiveStream(t.app, who.cookie);
      streams.push(stream);
      expect(stream.status).toBe(200);
      await stream.next('ready');
      return stream;
    };
    const [toA, toB, toB2] = [await open(a), await open(b), await open(b)];
    const message = await sent(a, id, 'Live hello');
    expect(JSON.parse((await toB.next('message')).data)).toEqual({ conversationId: id, seq: message.seq });
    expect(JSON.parse((await toB2.next('message')).data)).toEqual({ conversationId: id, seq: message.seq });
    expect(JSON.parse((await toA.next('message')).data)).toEqual({ conversationId: id, seq: message.seq });
    expect(JSON.stringify(toB.seen)).not.toContain('Live hello');

    await t.call(C.read, { cookie: b.cookie, params: { id }, body: { upToSeq: message.seq }, expect: 200 });
    expect(JSON.parse((await toB2.next('conversation-read')).data)).toEqual({ conversationId: id, upToSeq: 1, unread: 0 });
    expect(JSON.parse((await toA.next('conversation-changed')).data)).toEqual({ conversationId: id });
  });
});
