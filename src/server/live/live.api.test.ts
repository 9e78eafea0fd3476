// Live delivery (issue 19, decision 023) through the real app: the stream's guards, who receives what,
// two app instances on one database (on PGlite both listen in-process; `node scripts/test-postgres.mjs`
// runs this file again with each instance on its own LISTEN connection), resuming with Last-Event-ID,
// streams closed when their session ends, the per-member limit and memory after many short streams.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_ENDPOINTS } from '../../common/contracts/access-requests';
import { ASK_QUESTIONS } from '../../common/contracts/ask';
import { ASK_ROUTES } from '../../common/contracts/ask-routes';
import { endpointUrl } from '../../common/contracts/endpoint';
import { INBOX_ROUTES } from '../../common/contracts/inbox-routes';
import { LIVE_STREAMS_PER_MEMBER } from '../../common/contracts/live';
import { MEMBER_ENDPOINTS } from '../../common/contracts/members';
import { SESSION_ENDPOINTS } from '../../common/contracts/session';
import { createAdmin, createConversation, createMember } from '../../../tests/support/factories';
import { openLiveStream, type OpenStream } from '../../../tests/support/live-stream';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app';
import { createApp } from '../app';
import { attendees, liveEvents } from '../db/schema';
import { createMailer, type MailTransport } from '../mail/mailer';

let t: TestApp;
let withoutLive: TestApp;
let mailerB: MailTransport;
let b: ReturnType<typeof createApp>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let adminCookie: string;
const open: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE: 'true' } });
  withoutLive = await createTestApp();
  mailerB = createMailer(t.config.mail);
  b = createApp({ config: t.config, database: t.database, mailer: mailerB, now: t.clock.now });
  await Promise.all([t.live!.bus.ready(), b.live!.bus.ready()]);
  admin = await createAdmin(t);
  adminCookie = (await t.signIn(admin.email, admin.password)).cookie;
});
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  await b.afterAnswer.settled();
  await b.live?.close();
  mailerB.close();
  await withoutLive.close();
  await t.close();
});

/** A stream held on instance A (t.app) or B, closed after the file. */
async function stream(on: 'A' | 'B', cookie: string | undefined, options: { lastEventId?: string } = {}) {
  const opened = await openLiveStream(on === 'A' ? t.app : b.app, cookie, options);
  open.push(opened);
  return opened;
}

async function signedInMember(overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, overrides);
  const { cookie } = await t.signIn(member.email, member.password);
  return { ...member, cookie };
}

async function questionOf(member: { userId: string; email: string }) {
  return createConversation(t, {
    name: 'Ada Lovelace',
    userId: member.userId,
    email: member.email,
    question: 'Who hires?',
    answer: 'Us',
  });
}

const answer = (id: string, onApp: 'A' | 'B' = 'A') =>
  (onApp === 'A' ? t.app : b.app).request(endpointUrl(INBOX_ROUTES.answer, { id }), {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: adminCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ response: 'Try the Tuesday mixer.' }),
  });

describe('GET /api/live: who may hold a stream', () => {
  it('refuses a visitor (401), an account not yet onboarded (403) and a deactivated one (403)', async () => {
    expect((await stream('A', undefined)).status).toBe(401);
    // Signed in, then set back to not onboarded (on instance A, which may remember the session: the
    // change is announced, so it is refused at once).
    const newcomer = await signedInMember();
    expect((await stream('A', newcomer.cookie)).status).toBe(200);
    await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.userId, newcomer.userId));
    await waitUntil(
      async () => (await t.call(SESSION_ENDPOINTS.me, { cookie: newcomer.cookie, expect: 200 })).body.kind === 'not_onboarded',
      1000,
    );
    const refused = await stream('A', newcomer.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.response.json()).toMatchObject({ error: { code: 'NOT_ONBOARDED' } });
    const banned = await signedInMember();
    await t.db.execute(sql`update users set banned = true where id = ${banned.userId}`);
    const deactivated = await stream('B', banned.cookie);
    expect(deactivated.status).toBe(403);
    expect(await deactivated.response.json()).toMatchObject({ error: { code: 'BANNED_USER' } });
  });

  it('opens for a member and an administrator: an event stream that starts with ready', async () => {
    const member = await signedInMember();
    for (const [on, cookie] of [
      ['A', member.cookie],
      ['B', adminCookie],
    ] as const) {
      const opened = await stream(on, cookie);
      expect(opened.status).toBe(200);
      expect(opened.response.headers.get('content-type')).toBe('text/event-stream');
      expect(opened.response.headers.get('x-accel-buffering')).toBe('no');
      const ready = await opened.next('ready');
      expect(Number(ready.id)).toBeGreaterThanOrEqual(0);
      // A new page refetches its counts: they may have changed between its load and the stream opening.
      expect(JSON.parse(ready.data)).toEqual({ resync: true });
    }
  });

  it('answers 503 on a server without live delivery, after the same guards', async () => {
    const member = await createMember(withoutLive);
    const { cookie } = await withoutLive.signIn(member.email, member.password);
    expect((await openLiveStream(withoutLive.app, undefined)).status).toBe(401);
    const off = await openLiveStream(withoutLive.app, cookie);
    expect(off.status).toBe(503);
    expect(await off.response.json()).toMatchObject({ error: { code: 'LIVE_OFF' } });
  });
});

describe('what a stream carries', () => {
  it("a reply made through instance A arrives on the member's stream held on instance B, with ids only", async () => {
    const member = await signedInMember();
    const entry = await questionOf(member);
    const onB = await stream('B', member.cookie);
    await onB.next('ready');
    const started = Date.now();
    expect((await answer(entry.id, 'A')).status).toBe(200);
    const reply = await onB.next('reply');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(reply.data)).toEqual({ conversationId: entry.id });
    expect(Number(reply.id)).toBeGreaterThan(0);
  });

  it("reaches an entry saved without an account through its email's account", async () => {
    const member = await signedInMember();
    const entry = await createConversation(t, {
      name: 'By email',
      userId: null,
      email: member.email.toUpperCase(),
      question: 'Q',
      answer: 'A',
    });
    const onA = await stream('A', member.cookie);
    await onA.next('ready');
    await answer(entry.id, 'B');
    expect(JSON.parse((await onA.next('reply')).data)).toEqual({ conversationId: entry.id });
  });

  it("never carries another member's events, nor the administrators' to a member", async () => {
    const ada = await signedInMember();
    const bob = await signedInMember();
    const bobStream = await stream('A', bob.cookie);
    const adminStream = await stream('B', adminCookie);
    await Promise.all([bobStream.next('ready'), adminStream.next('ready')]);
    const adaEntry = await questionOf(ada);
    await answer(adaEntry.id);
    // A new question from Bob reaches the administrators; it and Ada's reply never reach Bob.
    const saved = await t.request(ASK_ROUTES.save.path, {
      cookie: bob.cookie,
      json: {
        name: 'Bob Stone',
        question: ASK_QUESTIONS[0],
        answer: 'We need two engineers.',
        followup: 'Remote is fine.',
        sharePermission: true,
      },
    });
    expect(saved.status).toBe(201);
    expect(JSON.parse((await adminStream.next('question')).data)).toEqual({ conversationId: saved.body.id });
    // Something for Bob himself, sent after the others: once it is here, anything else for him would be too.
    const bobEntry = await questionOf(bob);
    await answer(bobEntry.id);
    expect(JSON.parse((await bobStream.next('reply')).data)).toEqual({ conversationId: bobEntry.id });
    // Bob's own bell count follows his reply (decision 050); it is his, like the reply.
    expect(bobStream.seen.map((m) => m.event).filter((event) => event !== 'notifications')).toEqual(['ready', 'reply']);
    expect(adminStream.seen.some((m) => m.event === 'reply')).toBe(false);
  });

  it('tells administrators of a new access request, and only them', async () => {
    const member = await signedInMember();
    const memberStream = await stream('B', member.cookie);
    const adminStream = await stream('B', adminCookie);
    await Promise.all([memberStream.next('ready'), adminStream.next('ready')]);
    const asked = await t.call(ACCESS_REQUEST_ENDPOINTS.submit, {
      body: { email: 'new-person@example.com', firstName: 'New', lastName: 'Person' },
    });
    expect(asked.status).toBe(201);
    const event = JSON.parse((await adminStream.next('access-request')).data);
    expect(event).toEqual({ requestId: expect.any(String) });
    expect(Object.keys(event)).toEqual(['requestId']);
    const entry = await questionOf(member);
    await answer(entry.id);
    await memberStream.next('reply');
    expect(memberStream.seen.map((m) => m.event).filter((event) => event !== 'notifications')).toEqual(['ready', 'reply']);
  });

  it('sends nothing for a change that was rolled back', async () => {
    const member = await signedInMember();
    const onA = await stream('A', member.cookie);
    await onA.next('ready');
    const archived = await questionOf(member);
    await t.db.execute(sql`update conversations set archived = true where id = ${archived.id}`);
    // Answering an archived entry is refused inside the transaction that would have published.
    expect((await answer(archived.id)).status).toBe(409);
    const entry = await questionOf(member);
    await answer(entry.id);
    expect(JSON.parse((await onA.next('reply')).data)).toEqual({ conversationId: entry.id });
    expect(onA.seen.filter((m) => m.event === 'reply')).toHaveLength(1);
  });
});

describe('resuming with Last-Event-ID', () => {
  it('sends what was missed while away, then goes on live, on the other instance', async () => {
    const member = await signedInMember();
    const first = await stream('A', member.cookie);
    const ready = await first.next('ready');
    await first.close();
    const missed = [await questionOf(member), await questionOf(member)];
    for (const entry of missed) await answer(entry.id);
    const again = await stream('B', member.cookie, { lastEventId: ready.id });
    const replayed = [await again.next('reply'), await again.next('reply')];
    expect(replayed.map((m) => JSON.parse(m.data).conversationId)).toEqual(missed.map((e) => e.id));
    expect(JSON.parse((await again.next('ready')).data)).toEqual({ resync: false });
    const live = await questionOf(member);
    await answer(live.id);
    expect(JSON.parse((await again.next('reply')).data)).toEqual({ conversationId: live.id });
  });

  it('says to refetch (resync) when the events missed are older than ten minutes', async () => {
    const member = await signedInMember();
    const first = await stream('A', member.cookie);
    const ready = await first.next('ready');
    await first.close();
    const entry = await questionOf(member);
    await answer(entry.id);
    // Eleven minutes pass: the event the page last saw and the reply after it are past the window.
    await t.db
      .update(liveEvents)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(sql`${liveEvents.id} >= ${Number(ready.id)}`);
    const again = await stream('A', member.cookie, { lastEventId: ready.id });
    expect(JSON.parse((await again.next('ready')).data)).toEqual({ resync: true });
    expect(again.seen.some((m) => m.event === 'reply')).toBe(false);
  });
});

describe('a stream ends with its session, on every instance', () => {
  it('closes within a second when an administrator bans the member on the other instance', async () => {
    const member = await signedInMember();
    const onB = await stream('B', member.cookie);
    await onB.next('ready');
    const started = Date.now();
    const banned = await t.call(MEMBER_ENDPOINTS.ban, { cookie: adminCookie, body: { email: member.email } });
    expect(banned.status).toBe(200);
    await onB.next('ended', 1000);
    expect(await onB.closedWithin(1000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await stream('B', member.cookie)).status).toBe(403);
  });

  it('closes within a second at sign-out and at a password change that ends other sessions', async () => {
    const member = await signedInMember();
    const onA = await stream('A', member.cookie);
    await onA.next('ready');
    expect(
      (
        await b.app.request('/api/auth/sign-out', {
          method: 'POST',
          headers: { origin: TEST_ORIGIN, cookie: member.cookie, 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(200);
    await onA.next('ended', 1000);
    expect(await onA.closedWithin(1000)).toBe(true);

    const other = await signedInMember();
    const second = await t.signIn(other.email, other.password);
    const onB = await stream('B', other.cookie);
    await onB.next('ready');
    const changed = await t.request('/api/auth/change-password', {
      cookie: second.cookie,
      json: { currentPassword: other.password, newPassword: 'another-pass-42', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    await onB.next('ended', 1000);
  });

  it('keeps going when the member only changes their name', async () => {
    const member = await signedInMember();
    const onA = await stream('A', member.cookie);
    await onA.next('ready');
    await t.db.update(attendees).set({ firstName: 'Renamed' }).where(eq(attendees.userId, member.userId));
    const entry = await questionOf(member);
    await answer(entry.id);
    await onA.next('reply');
    expect(onA.seen.some((m) => m.event === 'ended')).toBe(false);
  });

  it('closes every stream when the server stops, without an ended message (pages reconnect elsewhere)', async () => {
    const config = t.config;
    const mailer = createMailer(config.mail);
    const c = createApp({ config, database: t.database, mailer, now: t.clock.now });
    await c.live!.bus.ready();
    const member = await signedInMember();
    const onC = await openLiveStream(c.app, member.cookie);
    await onC.next('ready');
    await c.live!.close();
    expect(await onC.closedWithin(1000)).toBe(true);
    expect(onC.seen.some((m) => m.event === 'ended')).toBe(false);
    mailer.close();
  });
});

describe('limits and resources', () => {
  it(`holds at most ${LIVE_STREAMS_PER_MEMBER} streams per member on an instance, however many arrive at once`, async () => {
    const member = await signedInMember();
    const attempts = await Promise.all(Array.from({ length: 20 }, () => stream('A', member.cookie)));
    const statuses = attempts.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIVE_STREAMS_PER_MEMBER);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIVE_STREAMS_PER_MEMBER);
    const refused = attempts.find((a) => a.status === 429)!;
    expect(await refused.response.json()).toMatchObject({ error: { code: 'TOO_MANY_STREAMS' } });
    // Another member is not affected, and a closed tab frees its place.
    const other = await signedInMember();
    expect((await stream('A', other.cookie)).status).toBe(200);
    const held = attempts.filter((a) => a.status === 200);
    await held[0].close();
    await waitUntil(async () => (await stream('A', member.cookie)).status === 200);
  });

  it('keeps memory flat over 1,000 streams opened and dropped', async () => {
    const member = await signedInMember();
    const hub = t.live!.hub;
    const cycle = async () => {
      const opened = await openLiveStream(t.app, member.cookie);
      await opened.next('ready');
      await opened.close();
    };
    for (let i = 0; i < 100; i++) await cycle();
    const heapBefore = settledHeap();
    const before = hub.count();
    for (let i = 0; i < 1000; i++) await cycle();
    await waitUntil(async () => hub.count() === before);
    const growth = settledHeap() - heapBefore;
    expect(hub.count()).toBe(before);
    // A leaked stream holds its buffers and closures (tens of KB): 1,000 of them would be tens of MB.
    expect(growth).toBeLessThan(4 * 1024 * 1024);
  }, 120_000);
});

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 2000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function settledHeap(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
