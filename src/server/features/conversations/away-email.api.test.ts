// Email when away (issue 35 item 4), through the app's scheduler with the test clock: one email for a burst
// still unread 15 minutes after its first message, none when it was read in time, none when the member
// turned 'message' email off; one notification for the burst. Then the live stream (item 3), on the same app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWAY_EMAIL_DELAY_MS, CONVERSATION_ENDPOINTS as C, type Message } from '../../../common/contracts/conversations';
import { NOTIFICATION_ENDPOINTS as N } from '../../../common/contracts/notifications';
import { paths } from '../../../common/routes';
import { createAdmin, createMember } from '../../../../tests/support/factories';
import { openLiveStream, type OpenStream } from '../../../../tests/support/live-stream';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app';
import { connectionRequests } from '../../db/schema';
import { setChannel } from '../notifications/public';

type Member = { attendeeId: string; userId: string; email: string; cookie: string; name: string };

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

async function member(options: { admin?: boolean } = {}): Promise<Member> {
  counter += 1;
  const firstName = `Away${counter}`;
  const created = await (options.admin ? createAdmin : createMember)(t, { firstName, lastName: 'Example' });
  const { cookie } = await t.signIn(created.email, created.password);
  return { attendeeId: created.attendeeId!, userId: created.userId, email: created.email, cookie, name: `${firstName} Example` };
}

async function conversation(): Promise<[Member, Member, string]> {
  const [a, b] = [await member(), await member()];
  const now = t.clock.now();
  await t.db.insert(connectionRequests).values({
    fromAttendeeId: a.attendeeId,
    toAttendeeId: b.attendeeId,
    status: 'accepted',
    expiresAt: new Date(now.getTime() + 30 * 86_400_000),
    acceptedAt: now,
  });
  const opened = await t.call(C.open, { cookie: a.cookie, body: { memberId: b.attendeeId } });
  return [a, b, (opened.body as { id: string }).id];
}

async function sent(who: Member, id: string, body: string): Promise<Message> {
  return (await t.call(C.send, { cookie: who.cookie, params: { id }, body: { body }, expect: 201 })).body;
}

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
