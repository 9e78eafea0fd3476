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
import { connectMembers, createThread, createTalker, sendAs, type Talker } from '../../../../tests/support/conversations';
import { createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

type Member = Pick<Talker, 'attendeeId' | 'cookie'>;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'true' } });
  // A send plans its away email on the job queue: the queue's tables are made here, in the hook's time,
  // rather than in whichever test sends first. Nothing runs (no polling, no runDue).
  await t.jobs.start({ poll: false });
});
afterAll(() => t.close());

const member = (options: { admin?: boolean } = {}) => createTalker(t, options);

/** Two connected members and their conversation. */
async function conversation(): Promise<[Member, Member, string]> {
  const [a, b] = [await member(), await member()];
  await connectMembers(t, a.attendeeId, b.attendeeId);
  return [a, b, (await createThread(t, a.attendeeId, b.attendeeId)).id];
}

const sent = (who: Member, id: string, body: string): Promise<Message> => sendAs(t, who, id, body);

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
