// A live stream ends when its session expires (issue 28, finding 7; decision 023), though nothing
// announces an expiry: each stream re-reads its session from the database when the session is due to
// expire, and ends or waits for the new expiry. A session extended meanwhile (the member is active in
// another tab, on any app server) keeps its stream, and a stream's own checks never extend its session.
// `npm run test:pg` runs it again with each instance on its own LISTEN connection.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../common/contracts/endpoint';
import { INBOX_ROUTES } from '../../common/contracts/inbox-routes';
import { SESSION_ENDPOINTS } from '../../common/contracts/session';
import { createAdmin, createConversation, createMember } from '../../../tests/support/factories';
import { openLiveStream, type OpenStream } from '../../../tests/support/live-stream';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app';
import { createApp } from '../app';
import { sessions } from '../db/schema';
import { createMailer, type MailTransport } from '../mail/mailer';

let t: TestApp;
let mailerB: MailTransport;
let b: ReturnType<typeof createApp>;
let adminCookie: string;
const open: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE: 'true' } });
  mailerB = createMailer(t.config.mail);
  b = createApp({ config: t.config, database: t.database, mailer: mailerB, now: t.clock.now });
  await Promise.all([t.live!.bus.ready(), b.live!.bus.ready()]);
  const admin = await createAdmin(t);
  adminCookie = (await t.signIn(admin.email, admin.password)).cookie;
});
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  await b.afterAnswer.settled();
  await b.live?.close();
  mailerB.close();
  await t.close();
});

async function stream(on: 'A' | 'B', cookie: string) {
  const opened = await openLiveStream(on === 'A' ? t.app : b.app, cookie);
  open.push(opened);
  return opened;
}

async function signedInMember() {
  const member = await createMember(t);
  const { cookie } = await t.signIn(member.email, member.password);
  return { ...member, cookie };
}

/** Moves the member's session to expire `seconds` from now, as a hand-written UPDATE would (announced). */
async function expireSessionIn(userId: string, seconds: number) {
  await t.db
    .update(sessions)
    .set({ expiresAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(eq(sessions.userId, userId));
}

async function msUntilExpiry(userId: string) {
  const [row] = await t.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId));
  return row ? row.expiresAt.getTime() - Date.now() : null;
}

/** An administrator's reply to the member: something for the stream to carry once the old expiry is past. */
async function replyTo(member: { userId: string; email: string }) {
  const entry = await createConversation(t, {
    name: 'Ada Lovelace',
    userId: member.userId,
    email: member.email,
    question: 'Q',
    answer: 'A',
  });
  const answered = await t.app.request(endpointUrl(INBOX_ROUTES.answer, { id: entry.id }), {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: adminCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ response: 'Try the Tuesday mixer.' }),
  });
  expect(answered.status).toBe(200);
  return entry.id;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a stream ends at its session expiry', () => {
  it('ends by itself when the session expires, with nothing announced at the expiry; the reconnect is refused', async () => {
    const member = await signedInMember();
    const onB = await stream('B', member.cookie);
    await onB.next('ready');
    const started = Date.now();
    await expireSessionIn(member.userId, 1);
    await onB.next('ended', 3000);
    expect(await onB.closedWithin(1000)).toBe(true);
    // Not before the expiry: the session allowed the stream until then.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const again = await stream('B', member.cookie);
    expect(again.status).toBe(401);
  });

  it('stays open when the member, active in another tab on another app server, extends the session meanwhile', async () => {
    const member = await signedInMember();
    const onB = await stream('B', member.cookie);
    await onB.next('ready');
    await expireSessionIn(member.userId, 1);
    // Any request now is due for Better Auth's daily refresh, which moves the expiry a month on.
    expect((await t.call(SESSION_ENDPOINTS.me, { cookie: member.cookie, expect: 200 })).body.kind).toBe('member');
    expect(await msUntilExpiry(member.userId)).toBeGreaterThan(29 * 86_400_000);
    await sleep(1500);
    const conversationId = await replyTo(member);
    expect(JSON.parse((await onB.next('reply')).data)).toEqual({ conversationId });
    expect(onB.seen.some((m) => m.event === 'ended')).toBe(false);
  });

  it("never extends its session by checking it: an idle tab's stream does not keep the member signed in", async () => {
    const member = await signedInMember();
    const onA = await stream('A', member.cookie);
    await onA.next('ready');
    // Ten days left: due for Better Auth's refresh, which a real request (not a stream's check) would make.
    await expireSessionIn(member.userId, 10 * 86_400);
    // The change is announced, so the stream re-reads its session; give that check time to run.
    await sleep(500);
    expect(await msUntilExpiry(member.userId)).toBeLessThan(10 * 86_400_000 + 60_000);
    const conversationId = await replyTo(member);
    expect(JSON.parse((await onA.next('reply')).data)).toEqual({ conversationId });
  });
});
