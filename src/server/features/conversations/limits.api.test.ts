// The rate limits of private messages (issue 35 item 7), on an app with rate limits on: sends per member per
// minute, and new conversations per member per day; each a 429 with a plain sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_ENDPOINTS as C,
  CONVERSATIONS_TEXTS as T,
  MESSAGES_PER_MINUTE,
  NEW_THREADS_PER_DAY,
  type Message,
} from '../../../common/contracts/conversations';
import { createAdmin, createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { connectionRequests } from '../../db/schema';

type Member = { attendeeId: string; cookie: string };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'true' } });
  // A send plans its away email on the job queue: the queue's tables are made here, in the hook's time,
  // rather than in whichever test sends first. Nothing runs (no polling, no runDue).
  await t.jobs.start({ poll: false });
});
afterAll(() => t.close());

async function member(options: { admin?: boolean } = {}): Promise<Member> {
  const created = await (options.admin ? createAdmin : createMember)(t);
  return { attendeeId: created.attendeeId!, cookie: (await t.signIn(created.email, created.password)).cookie };
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

describe('rate limits', () => {
  it(`refuses a message beyond ${MESSAGES_PER_MINUTE} in a minute with a 429 and a clear text`, async () => {
    const [a, , id] = await conversation();
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) await sent(a, id, `Line ${i}`);
    const refused = await t.call(C.send, { cookie: a.cookie, params: { id }, body: { body: 'One too many' } });
    expect(refused).toMatchObject({ status: 429, body: { error: { message: T.tooManyMessages } } });
    t.clock.advance(61_000);
    expect((await t.call(C.send, { cookie: a.cookie, params: { id }, body: { body: 'Later' } })).status).toBe(201);
  });

  it(`refuses a new conversation beyond ${NEW_THREADS_PER_DAY} in a day; existing ones stay open`, async () => {
    t.clock.advance(61_000);
    const organiser = await member({ admin: true });
    // The members written to never sign in (sign-ins have a rate limit of their own here).
    const others = [];
    for (let i = 0; i <= NEW_THREADS_PER_DAY; i++)
      others.push((await createMember(t, { firstName: `Quiet${i}` })) as { attendeeId: string });
    for (const other of others.slice(0, NEW_THREADS_PER_DAY))
      expect((await t.call(C.open, { cookie: organiser.cookie, body: { memberId: other.attendeeId } })).status).toBe(201);
    const refused = await t.call(C.open, { cookie: organiser.cookie, body: { memberId: others.at(-1)!.attendeeId } });
    expect(refused).toMatchObject({ status: 429, body: { error: { message: T.tooManyNewThreads } } });
    expect((await t.call(C.open, { cookie: organiser.cookie, body: { memberId: others[0].attendeeId } })).status).toBe(200);
  });
});
