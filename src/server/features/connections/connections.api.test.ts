// Connections (issue 17): each transition and its refusals per kind of caller, the pair's uniqueness and
// the one outcome of racing answers under 20 concurrent calls, the weekly limit, the privacy of 'Not
// now', expiry at 30 days on the test clock, and the emails as they arrive at a real SMTP server in this
// process (addresses only after acceptance, notes as text).
import { and, eq, or } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_ENDPOINTS as C,
  type ConnectionActionResult,
  type ConnectionRequestView,
  type ConnectResult,
} from '../../../common/contracts/connections';
import { RECOMMENDATION_ENDPOINTS } from '../../../common/contracts/recommendations';
import { fallbackRecommendationText } from '../../ai/recommendation-text';
import { attendees, connectionRequests, recommendationTexts, users } from '../../db/schema';
import {
  banForTest,
  createAdmin,
  createAttendeeRows,
  createMember,
  createMemberWithProfile,
} from '../../../../tests/support/factories';
import { startSmtpServer, type SmtpStandIn } from '../../../../tests/support/smtp-server';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app';

const DAY = 86_400_000;
const START = new Date('2026-03-10T12:00:00Z');

type Member = Awaited<ReturnType<typeof createMember>> & { attendeeId: string; cookie: string };

let t: TestApp;
let smtp: SmtpStandIn;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
afterEach(() => t.clock.reset());

/** A signed-in, onboarded member with a profile of their own. */
async function member(overrides: Parameters<typeof createMember>[1] = {}): Promise<Member> {
  counter += 1;
  const created = await createMember(t, { firstName: `Person${counter}`, lastName: 'Example', ...overrides });
  const { cookie } = await t.signIn(created.email, created.password);
  return { ...created, attendeeId: created.attendeeId!, cookie };
}

/** Members to be asked, who never sign in here: rows without accounts (as the old product's data has). */
async function targets(count: number) {
  return (
    await createAttendeeRows(
      t,
      Array.from({ length: count }, () => ({})),
    )
  ).map((row) => ({ attendeeId: row.id }));
}

const connect = (from: Member, to: { attendeeId: string }, note?: string) =>
  t.call(C.connect, { cookie: from.cookie, body: { toAttendeeId: to.attendeeId, ...(note === undefined ? {} : { note }) } });
const act = (who: Member, id: string, action: 'accept' | 'decline' | 'withdraw') =>
  t.call(C[action], { params: { id }, cookie: who.cookie });
const remove = (who: Member, id: string) => t.call(C.remove, { params: { id }, cookie: who.cookie });
const received = async (who: Member) => (await t.call(C.received, { cookie: who.cookie, expect: 200 })).body;
const sent = async (who: Member) => (await t.call(C.sent, { cookie: who.cookie, expect: 200 })).body;
const connectionsOf = async (who: Member, search?: string) =>
  (await t.call(C.list, { query: { search }, cookie: who.cookie, expect: 200 })).body;
const summary = async (who: Member) => (await t.call(C.summary, { cookie: who.cookie, expect: 200 })).body;
const view = (who: Member, id: string) => t.call(C.request, { params: { id }, cookie: who.cookie });
const rowsBetween = (a: Member, b: Member) =>
  t.db
    .select()
    .from(connectionRequests)
    .where(
      or(
        and(eq(connectionRequests.fromAttendeeId, a.attendeeId), eq(connectionRequests.toAttendeeId, b.attendeeId)),
        and(eq(connectionRequests.fromAttendeeId, b.attendeeId), eq(connectionRequests.toAttendeeId, a.attendeeId)),
      ),
    );

/** Sends, checks the 201, and answers the new request's id. */
async function requestId(from: Member, to: Member, note?: string): Promise<string> {
  const body = { toAttendeeId: to.attendeeId, ...(note === undefined ? {} : { note }) };
  const { state } = (await t.call(C.connect, { cookie: from.cookie, body, expect: 201 })).body;
  return state.kind === 'sent' ? state.requestId : '';
}

// ---------------------------------------------------------------------------------------------------

describe('who may call each route', () => {
  let owner: Member;
  let other: Member;
  let requestIdOfPair: string;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    owner = await member();
    other = await member();
    requestIdOfPair = await requestId(owner, other);
    const pending = await member();
    cookies.notOnboarded = pending.cookie;
    await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.id, pending.attendeeId));
    const flagged = await member();
    cookies.deactivated = flagged.cookie;
    await t.db.update(users).set({ banned: true }).where(eq(users.id, flagged.userId));
  });

  /** Each route, called as `cookie` (a visitor without one). */
  const routes = (): Array<[string, (cookie?: string) => Promise<{ status: number; body: unknown }>]> => {
    const id = requestIdOfPair;
    return [
      ['connect', (cookie) => t.call(C.connect, { body: { toAttendeeId: other.attendeeId }, cookie })],
      ['received', (cookie) => t.call(C.received, { cookie })],
      ['sent', (cookie) => t.call(C.sent, { cookie })],
      ['request', (cookie) => t.call(C.request, { params: { id }, cookie })],
      ['accept', (cookie) => t.call(C.accept, { params: { id }, cookie })],
      ['decline', (cookie) => t.call(C.decline, { params: { id }, cookie })],
      ['withdraw', (cookie) => t.call(C.withdraw, { params: { id }, cookie })],
      ['summary', (cookie) => t.call(C.summary, { cookie })],
      ['list', (cookie) => t.call(C.list, { cookie })],
      ['remove', (cookie) => t.call(C.remove, { params: { id }, cookie })],
    ];
  };
  const errorOf = (answer: { body: unknown }) => (answer.body as { error: { code: string; message: string } }).error;

  it('answers a visitor 401, someone not onboarded 403 and a deactivated member 403, before touching anything', async () => {
    const before = await t.db.select().from(connectionRequests);
    for (const [name, send] of routes()) {
      expect((await send()).status, `visitor ${name}`).toBe(401);
      expect((await send(cookies.notOnboarded)).status, `not onboarded ${name}`).toBe(403);
      const deactivated = await send(cookies.deactivated);
      expect(deactivated.status, `deactivated ${name}`).toBe(403);
      expect(errorOf(deactivated).code).toBe('BANNED_USER');
    }
    expect(await t.db.select().from(connectionRequests)).toEqual(before);
  });

  it('answers another member 404 on a request that is not theirs, and changes nothing', async () => {
    const stranger = await member();
    for (const [name, send] of routes().filter(([name]) => !['connect', 'received', 'sent', 'summary', 'list'].includes(name))) {
      const response = await send(stranger.cookie);
      expect(response.status, name).toBe(404);
      expect(errorOf(response).message).toMatch(/not found/);
    }
    expect((await rowsBetween(owner, other))[0].status).toBe('pending');
  });

  it('gives each action to its side only: the requester cannot answer, the recipient cannot withdraw', async () => {
    expect((await act(owner, requestIdOfPair, 'accept')).status).toBe(404);
    expect((await act(owner, requestIdOfPair, 'decline')).status).toBe(404);
    expect((await act(other, requestIdOfPair, 'withdraw')).status).toBe(404);
    // Not a connection yet: nothing to remove.
    expect((await remove(owner, requestIdOfPair)).status).toBe(404);
    expect((await rowsBetween(owner, other))[0].status).toBe('pending');
  });

  it('lets an administrator use it like a member (they have a member row), and answers ids that cannot exist 404', async () => {
    const admin = await createAdmin(t);
    const cookie = (await t.signIn(admin.email, admin.password)).cookie;
    expect((await t.call(C.connect, { cookie, body: { toAttendeeId: other.attendeeId } })).status).toBe(201);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await view(owner, id)).status).toBe(404);
      expect((await act(owner, id, 'withdraw')).status).toBe(404);
    }
  });
});

describe('the administrators’ routes', () => {
  it('answer a visitor 401, members 403, and an administrator the counts without a single note', async () => {
    const a = await member();
    const b = await member();
    await requestId(a, b, 'A private note for B only');
    const admin = await createAdmin(t);
    const adminCookie = (await t.signIn(admin.email, admin.password)).cookie;
    const reads = [
      (cookie?: string) => t.call(C.adminSummary, { cookie }),
      (cookie?: string) => t.call(C.adminMember, { params: { id: a.attendeeId }, cookie }),
    ];
    for (const read of reads) {
      expect((await read()).status).toBe(401);
      expect((await read(a.cookie)).status).toBe(403);
      const answer = await read(adminCookie);
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain('private note');
    }
    const unknown = await t.call(C.adminMember, { params: { id: '00000000-0000-4000-8000-000000000000' }, cookie: adminCookie });
    expect(unknown.status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------------

describe('Connect, and the email that asks', () => {
  let ana: Member;
  let ben: Member;
  let id: string;

  beforeAll(async () => {
    ana = await member({ firstName: 'Ana', lastName: 'Able', jobTitle: 'Franchise Developer', company: 'Acme Franchising' });
    ben = await member({ firstName: 'Ben', lastName: 'Bold', jobTitle: 'Producer', company: 'Bolt Media' });
    smtp.clear();
  });

  it('creates one request; a second click answers the same one', async () => {
    const first = await connect(ana, ben, '  <b>Hello</b> & "welcome" —\nlet’s talk podcasts.  ');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      outcome: 'sent',
      created: true,
      message: 'Connection request sent',
      state: { kind: 'sent' },
    });
    id = ((first.body as ConnectResult).state as { requestId: string }).requestId;
    const again = await connect(ana, ben);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      outcome: 'sent',
      created: false,
      message: 'Connection request already sent',
      state: { kind: 'sent', requestId: id },
    });
    const rows = await rowsBetween(ana, ben);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', note: '<b>Hello</b> & "welcome" —\nlet’s talk podcasts.' });
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(30 * DAY);
  });

  it('emails the other member at once: who, their role, the note, why connect, Accept and Not now; never an address', async () => {
    const mails = smtp.to(ben.email);
    expect(mails).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Ana Able would like to connect');
    expect(mail.text).toContain('Ana Able (Franchise Developer at Acme Franchising) would like to be introduced to you on FMC.');
    expect(mail.text).toContain('<b>Hello</b> & "welcome" —\nlet’s talk podcasts.');
    // 'Why Connect?' as Ben reads it: the recommendations' text from Ben's side, kept in their cache.
    const [benRow] = await t.db.select().from(attendees).where(eq(attendees.id, ben.attendeeId));
    const [anaRow] = await t.db.select().from(attendees).where(eq(attendees.id, ana.attendeeId));
    const reason = fallbackRecommendationText(
      { ...benRow, interests: [], summary: null },
      { ...anaRow, interests: [], summary: null },
    );
    expect(mail.text).toContain(`Why connect?:\n${reason}`);
    const kept = await t.db.select().from(recommendationTexts).where(eq(recommendationTexts.attendeeId, ben.attendeeId));
    expect(kept.map((k) => [k.recommendedAttendeeId, k.text])).toEqual([[ana.attendeeId, reason]]);
    // Both buttons open the request's page in the product; a link never decides.
    expect(mail.links).toEqual([
      `${TEST_ORIGIN}/connections/requests/${id}?answer=accept`,
      `${TEST_ORIGIN}/connections/requests/${id}?answer=not-now`,
      // The footer every news email has (decision 051): the settings and the unsubscribe page.
      `${TEST_ORIGIN}/settings/notifications`,
      expect.stringContaining('/unsubscribe/'),
    ]);
    expect(mail.html).toContain(`href="${TEST_ORIGIN}/connections/requests/${id}?answer=accept"`);
    expect(mail.html).toContain(`href="${TEST_ORIGIN}/connections/requests/${id}?answer=not-now"`);
    // The note is text: escaped in the HTML, never markup.
    expect(mail.html).toContain('&lt;b&gt;Hello&lt;/b&gt; &amp; &quot;welcome&quot;');
    expect(mail.html).not.toContain('<b>Hello</b>');
    // No address but the recipient's own envelope: not Ana's, anywhere in the message.
    expect(mail.raw.toLowerCase()).not.toContain(ana.email.toLowerCase());
    expect(mail.headers).not.toMatch(/^reply-to:/im);
  });

  it("shows on the recipient's Requests list, sidebar count and the request's page; on the requester's sent list", async () => {
    expect(await received(ben)).toMatchObject({
      total: 1,
      items: [
        {
          id,
          from: {
            attendeeId: ana.attendeeId,
            fullName: 'Ana Able',
            jobTitle: 'Franchise Developer',
            company: 'Acme Franchising',
          },
        },
      ],
    });
    expect((await received(ben)).items[0].reason).toMatch(/^You and Ana Able/);
    expect(await summary(ben)).toEqual({ openRequests: 1, newestRequestFrom: 'Ana Able', connections: 0 });
    expect(await sent(ana)).toMatchObject({ total: 1, items: [{ id, to: { fullName: 'Ben Bold' } }] });
    expect((await received(ana)).total).toBe(0);
    const forBen = (await view(ben, id)).body as ConnectionRequestView;
    expect(forBen).toMatchObject({ side: 'received', state: 'open', email: null, person: { fullName: 'Ana Able' } });
    const forAna = (await view(ana, id)).body as ConnectionRequestView;
    expect(forAna).toMatchObject({ side: 'sent', state: 'sent', email: null, person: { fullName: 'Ben Bold' } });
    expect(JSON.stringify(forBen) + JSON.stringify(forAna)).not.toContain('@');
  });

  it('accepting introduces them: one email each, with the other’s address, the note and the reason', async () => {
    smtp.clear();
    const accepted = await act(ben, id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ changed: true, message: 'You and Ana Able are now connected' });
    expect(smtp.received).toHaveLength(2);
    const [toAna] = smtp.to(ana.email);
    const [toBen] = smtp.to(ben.email);
    expect(toAna.subject).toBe('You and Ben Bold are connected');
    expect(toAna.text).toContain('Ben Bold (Producer at Bolt Media) accepted your request');
    expect(toAna.text).toContain(`You can write to Ben at ${ben.email}.`);
    expect(toAna.text).toContain('Your note:\n<b>Hello</b>');
    expect(toAna.text).toMatch(/Why connect\?:\nYou and Ben Bold/);
    expect(toAna.html).toContain('&lt;b&gt;Hello&lt;/b&gt;');
    expect(toBen.subject).toBe('You and Ana Able are connected');
    expect(toBen.text).toContain("You accepted Ana Able (Franchise Developer at Acme Franchising)'s request");
    expect(toBen.text).toContain(`You can write to Ana at ${ana.email}.`);
    expect(toBen.text).toContain("Ana's note:\n<b>Hello</b>");
    expect(toBen.text).toMatch(/Why connect\?:\nYou and Ana Able/);
    // Each email goes to its reader alone.
    expect(toAna.envelopeTo).toEqual([ana.email]);
    expect(toBen.envelopeTo).toEqual([ben.email]);
  });

  it('both find each other under Your connections, with the email; the requests are gone', async () => {
    const forAna = await connectionsOf(ana);
    expect(forAna).toMatchObject({
      total: 1,
      items: [{ id, person: { fullName: 'Ben Bold', email: ben.email, company: 'Bolt Media' } }],
    });
    expect(new Date(forAna.items[0].connectedAt).getTime()).toBeGreaterThan(0);
    expect((await connectionsOf(ben)).items.map((c) => c.person.email)).toEqual([ana.email]);
    expect((await sent(ana)).total).toBe(0);
    expect((await received(ben)).total).toBe(0);
    expect(await summary(ben)).toEqual({ openRequests: 0, newestRequestFrom: null, connections: 1 });
    expect((await view(ana, id)).body).toMatchObject({ side: 'sent', state: 'connected', email: ben.email });
    // Connect again: already connected, nothing new.
    expect((await connect(ana, ben)).body).toMatchObject({
      outcome: 'connected',
      created: false,
      state: { kind: 'connected', connectionId: id },
    });
    expect((await connect(ben, ana)).body).toMatchObject({ outcome: 'connected', created: false });
    expect(await rowsBetween(ana, ben)).toHaveLength(1);
  });

  it('accepting twice changes nothing and sends nothing more; the other answers are refused with their reason', async () => {
    smtp.clear();
    expect((await act(ben, id, 'accept')).body).toEqual({ changed: false, message: 'You are already connected' });
    const decline = await act(ben, id, 'decline');
    expect(decline.status).toBe(409);
    expect(decline.body).toMatchObject({ error: { message: 'You are already connected' } });
    expect((await act(ana, id, 'withdraw')).status).toBe(409);
    expect(smtp.received).toHaveLength(0);
  });

  it('searches the connections in SQL by name, company or email, with % and _ as plain characters', async () => {
    expect((await connectionsOf(ana, 'bolt')).total).toBe(1);
    expect((await connectionsOf(ana, 'BEN b')).total).toBe(1);
    expect((await connectionsOf(ana, 'nobody')).total).toBe(0);
    expect((await connectionsOf(ana, '%')).total).toBe(0);
    expect((await t.call(C.list, { query: { search: 'x'.repeat(201) }, cookie: ana.cookie })).status).toBe(400);
    expect((await t.call(C.list, { query: { page: 0 }, cookie: ana.cookie })).status).toBe(400);
  });

  it('either member removes the connection; the pair may then ask again', async () => {
    const removed = await remove(ben, id);
    expect(removed.body).toEqual({ changed: true, message: 'Ana Able is no longer one of your connections' });
    expect((await remove(ana, id)).body).toEqual({ changed: false, message: 'This connection was already removed' });
    expect((await connectionsOf(ana)).total).toBe(0);
    expect((await connectionsOf(ben)).total).toBe(0);
    const again = await connect(ana, ben);
    expect(again.status).toBe(201);
    expect((await rowsBetween(ana, ben)).map((r) => r.status).sort()).toEqual(['pending', 'removed']);
  });
});

describe('when the other member asked first', () => {
  it('Connect accepts their request instead of making a second one, and introduces them', async () => {
    const cai = await member({ firstName: 'Cai' });
    const dee = await member({ firstName: 'Dee' });
    const id = await requestId(cai, dee, 'From Cai');
    smtp.clear();
    const answer = await connect(dee, cai, 'A note that is not kept');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      outcome: 'connected',
      created: false,
      message: 'You and Cai Example are now connected',
      state: { kind: 'connected', connectionId: id },
    });
    const rows = await rowsBetween(cai, dee);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, status: 'accepted', fromAttendeeId: cai.attendeeId, note: 'From Cai' });
    expect(smtp.to(cai.email)).toHaveLength(1);
    expect(smtp.to(dee.email)).toHaveLength(1);
  });
});

describe('the requests Connect refuses', () => {
  let asker: Member;
  beforeAll(async () => {
    asker = await member();
  });

  it('oneself (400), and hidden, unknown or organiser members (404, as if they did not exist)', async () => {
    const self = await connect(asker, asker);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ error: { message: 'You cannot connect with yourself.' } });
    const archived = await member();
    await t.db.update(attendees).set({ archived: true }).where(eq(attendees.id, archived.attendeeId));
    const deactivated = await member();
    await banForTest(t, deactivated.userId, deactivated.email);
    const notOnboarded = await member();
    await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.id, notOnboarded.attendeeId));
    const organiser = await createAdmin(t);
    for (const id of [
      archived.attendeeId,
      deactivated.attendeeId,
      notOnboarded.attendeeId,
      organiser.attendeeId!,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await connect(asker, { attendeeId: id });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: { message: 'Member not found' } });
    }
    expect(await t.db.select().from(connectionRequests).where(eq(connectionRequests.fromAttendeeId, asker.attendeeId))).toEqual(
      [],
    );
  });

  it('input it cannot use, with a clear message and nothing written', async () => {
    const target = await member();
    for (const json of [{}, { toAttendeeId: 'not-a-uuid' }, { toAttendeeId: 42 }]) {
      // Raw HTTP: bodies the contract's type would not let t.call send.
      const response = await t.request(C.connect.path, { cookie: asker.cookie, json });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { message: 'Please choose a member to connect with.' } });
    }
    const long = await connect(asker, target, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: { message: 'The note must be at most 500 characters' } });
    const nul = await connect(asker, target, 'a\u0000b');
    expect(nul.status).toBe(400);
    expect((await connect(asker, target, 'y'.repeat(500))).status).toBe(201);
    // A blank note is no note.
    const other = await member();
    await connect(asker, other, '   ');
    expect((await rowsBetween(asker, other))[0].note).toBeNull();
  });
});

describe('the weekly limit', () => {
  it('allows 20 requests in any seven days, then says when the next one can go', async () => {
    t.clock.set(START);
    const busy = await member();
    const asked = await targets(22);
    for (const [i, target] of asked.slice(0, 20).entries()) {
      t.clock.set(new Date(START.getTime() + i * 3600_000));
      expect((await connect(busy, target)).status).toBe(201);
    }
    const refused = await connect(busy, asked[20]);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: {
        code: 'WEEKLY_LIMIT',
        message: 'You can send at most 20 connection requests a week. You can send the next one on Tuesday, March 17.',
      },
    });
    // A second click on a request already sent is not a new request.
    expect((await connect(busy, asked[0])).status).toBe(200);
    // Withdrawing does not give the week back.
    const [first] = await t.db.select().from(connectionRequests).where(eq(connectionRequests.toAttendeeId, asked[0].attendeeId));
    await act(busy, first.id, 'withdraw');
    expect((await connect(busy, asked[20])).status).toBe(429);
    // Seven days after the first, one more may go.
    t.clock.set(new Date(START.getTime() + 7 * DAY + 1));
    expect((await connect(busy, asked[20])).status).toBe(201);
    expect((await connect(busy, asked[21])).status).toBe(429);
  });

  it('holds when 25 requests are sent at once: exactly 20 are made', async () => {
    const eager = await member();
    const answers = await Promise.all((await targets(25)).map((target) => connect(eager, target)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    expect(
      await t.db.select().from(connectionRequests).where(eq(connectionRequests.fromAttendeeId, eager.attendeeId)),
    ).toHaveLength(20);
  });
});

describe("'Not now' stays private", () => {
  it('the requester’s every view is the same as for a request still waiting, until it expires at 30 days', async () => {
    t.clock.set(START);
    const eve = await member({ firstName: 'Eve' });
    const fay = await member({ firstName: 'Fay' });
    const id = await requestId(eve, fay, 'Hello Fay');
    const eveSees = async () => ({
      sent: await sent(eve),
      page: (await view(eve, id)).body,
      summary: await summary(eve),
      again: (await connect(eve, fay)).body,
      connections: await connectionsOf(eve),
      recommendations: (await t.call(RECOMMENDATION_ENDPOINTS.list, { cookie: eve.cookie })).body,
    });
    const before = await eveSees();
    expect(before.sent.items.map((r) => r.id)).toEqual([id]);

    smtp.clear();
    t.clock.set(new Date(START.getTime() + 2 * DAY));
    const declined = await act(fay, id, 'decline');
    expect(declined.body).toEqual({ changed: true, message: 'Request set aside. Eve Example will not be told.' });
    expect((await act(fay, id, 'decline')).body).toEqual({ changed: false, message: 'You already set this request aside' });
    expect(smtp.received).toEqual([]);
    expect(await eveSees()).toEqual(before);
    // Fay no longer has it to answer, but may still change her mind while it is open.
    expect((await received(fay)).total).toBe(0);
    expect((await view(fay, id)).body).toMatchObject({ side: 'received', state: 'declined' });

    // At 30 days it expires, for Eve as for any request: then nothing.
    t.clock.set(new Date(START.getTime() + 30 * DAY - 1));
    expect((await sent(eve)).total).toBe(1);
    t.clock.set(new Date(START.getTime() + 30 * DAY));
    expect((await sent(eve)).total).toBe(0);
    expect((await view(eve, id)).body).toMatchObject({ side: 'sent', state: 'closed' });

    // Asking again within 90 days of 'Not now' is answered as if it went, and reaches no one.
    t.clock.set(new Date(START.getTime() + 40 * DAY));
    const retry = await connect(eve, fay, 'Second try');
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual({
      outcome: 'sent',
      created: true,
      message: 'Connection request sent',
      state: { kind: 'sent', requestId: expect.any(String) },
    });
    expect((await sent(eve)).items.map((r) => r.to.fullName)).toEqual(['Fay Example']);
    expect((await view(eve, ((retry.body as ConnectResult).state as { requestId: string }).requestId)).body).toMatchObject({
      side: 'sent',
      state: 'sent',
    });
    expect((await received(fay)).total).toBe(0);
    expect((await summary(fay)).openRequests).toBe(0);
    expect(smtp.received).toEqual([]);

    // 90 days after the answer, a request reaches Fay again.
    t.clock.set(new Date(START.getTime() + 2 * DAY + 90 * DAY + 1));
    const later = await connect(eve, fay);
    expect(later.status).toBe(201);
    expect((await received(fay)).items.map((r) => r.from.fullName)).toEqual(['Eve Example']);
    expect(smtp.to(fay.email)).toHaveLength(1);
  });

  it('the recipient may still accept while it is open, and Connect from their side accepts it too', async () => {
    const gus = await member();
    const hal = await member();
    const id = await requestId(gus, hal);
    await act(hal, id, 'decline');
    smtp.clear();
    const answer = await connect(hal, gus);
    expect(answer.body).toMatchObject({ outcome: 'connected', state: { kind: 'connected', connectionId: id } });
    expect(smtp.received).toHaveLength(2);
  });
});

describe('expiry at 30 days', () => {
  it('takes an unanswered request off both lists; it can no longer be answered or withdrawn; a new one may go', async () => {
    t.clock.set(START);
    const ivy = await member();
    const jon = await member();
    const id = await requestId(ivy, jon);
    t.clock.set(new Date(START.getTime() + 30 * DAY));
    expect((await received(jon)).total).toBe(0);
    expect((await summary(jon)).openRequests).toBe(0);
    expect((await sent(ivy)).total).toBe(0);
    for (const [who, action] of [
      [jon, 'accept'],
      [jon, 'decline'],
      [ivy, 'withdraw'],
    ] as const) {
      const response = await act(who, id, action);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: { message: 'This request has expired.' } });
    }
    expect((await view(jon, id)).body).toMatchObject({ state: 'closed' });
    const again = await connect(ivy, jon);
    expect(again.status).toBe(201);
    expect((await rowsBetween(ivy, jon)).map((r) => r.status).sort()).toEqual(['expired', 'pending']);
  });
});

describe('withdraw', () => {
  it('takes the request back from both lists; it can then be neither answered nor withdrawn again', async () => {
    const kim = await member();
    const lou = await member();
    const id = await requestId(kim, lou);
    expect((await act(kim, id, 'withdraw')).body).toEqual({ changed: true, message: 'Request withdrawn' });
    expect((await act(kim, id, 'withdraw')).body).toEqual({ changed: false, message: 'This request was already withdrawn' });
    expect((await received(lou)).total).toBe(0);
    expect((await sent(kim)).total).toBe(0);
    const accept = await act(lou, id, 'accept');
    expect(accept.status).toBe(409);
    expect(accept.body).toMatchObject({ error: { message: 'This request was withdrawn.' } });
  });
});

describe('archiving a member hides their requests and connections from the others', () => {
  it('and unarchiving brings them back', async () => {
    const max = await member({ firstName: 'Max' });
    const ned = await member({ firstName: 'Ned' });
    const ola = await member({ firstName: 'Ola' });
    const connectionId = await requestId(max, ned);
    await act(ned, connectionId, 'accept');
    const waitingId = await requestId(max, ola);
    await t.db.update(attendees).set({ archived: true }).where(eq(attendees.id, max.attendeeId));
    expect((await connectionsOf(ned)).total).toBe(0);
    expect((await summary(ned)).connections).toBe(0);
    expect((await received(ola)).total).toBe(0);
    expect((await view(ola, waitingId)).status).toBe(404);
    expect((await act(ola, waitingId, 'accept')).status).toBe(404);
    expect((await remove(ned, connectionId)).status).toBe(404);
    await t.db.update(attendees).set({ archived: false }).where(eq(attendees.id, max.attendeeId));
    expect((await connectionsOf(ned)).total).toBe(1);
    expect((await received(ola)).total).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------------

describe('under concurrency (20 calls at once)', () => {
  it('asking both ways at once makes one pair: the first request, accepted by the other side', async () => {
    const pia = await member();
    const quin = await member();
    smtp.clear();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? connect(pia, quin) : connect(quin, pia))));
    expect(
      answers.every((a) => a.status === 200 || a.status === 201),
      JSON.stringify(answers.map((a) => a.body)),
    ).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => 'message' in a.body && a.body.message.endsWith('are now connected'))).toHaveLength(1);
    const rows = await rowsBetween(pia, quin);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('accepted');
    // One request email and one introduction each, at most; never two introductions.
    expect(smtp.received.filter((m) => m.subject.includes('are connected'))).toHaveLength(2);
  });

  it('accepting 20 times at once accepts once and introduces once', async () => {
    const ray = await member();
    const sam = await member();
    const id = await requestId(ray, sam);
    smtp.clear();
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(sam, id, 'accept')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => 'changed' in a.body && a.body.changed)).toHaveLength(1);
    expect(smtp.received).toHaveLength(2);
  });

  it('accept racing withdraw has exactly one outcome, and emails only if the acceptance won', async () => {
    for (let round = 0; round < 3; round++) {
      const tia = await member();
      const uma = await member();
      const id = await requestId(tia, uma);
      smtp.clear();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? act(uma, id, 'accept') : act(tia, id, 'withdraw'))),
      );
      expect(
        answers.every((a) => a.status === 200 || a.status === 409),
        JSON.stringify(answers.map((a) => a.body)),
      ).toBe(true);
      const changed = answers.filter((a) => a.status === 200 && 'changed' in a.body && a.body.changed);
      expect(changed).toHaveLength(1);
      const [row] = await rowsBetween(tia, uma);
      if ((changed[0].body as ConnectionActionResult).message === 'Request withdrawn') {
        expect(row.status).toBe('withdrawn');
        expect(smtp.received).toHaveLength(0);
        expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.message === 'This request was withdrawn.')).toBe(
          true,
        );
      } else {
        expect(row.status).toBe('accepted');
        expect(smtp.received).toHaveLength(2);
        expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.message === 'You are already connected')).toBe(
          true,
        );
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------------

describe('recommendations leave out everyone the member has asked or been asked by, either way', () => {
  it('fills the three places from the next best, same industry first', async () => {
    const room = await createTestApp();
    try {
      const join = async (firstName: string, industry: string, createdAt: Date) => {
        const m = await createMemberWithProfile(room, { firstName, lastName: 'Room', industry, createdAt });
        return { ...m, cookie: (await room.signIn(m.email, m.password)).cookie };
      };
      // The viewer is the newest member: first in everyone's list, unless left out.
      const viewer = await join('Vic', 'Podcasting', new Date('2026-02-01'));
      const [p1, p2, p3, p4, p5] = await Promise.all(
        ['One', 'Two', 'Three', 'Four', 'Five'].map((name, i) => join(name, 'Podcasting', new Date(Date.UTC(2026, 0, 10 - i)))),
      );
      await join('Out', 'Retail', new Date('2026-02-01'));
      const shown = async (who: { cookie: string }) =>
        (await room.call(RECOMMENDATION_ENDPOINTS.list, { cookie: who.cookie, expect: 200 })).body.items.map((r) => r.firstName);
      expect(await shown(viewer)).toEqual(['One', 'Two', 'Three']);

      /** Sends a request and answers its id. */
      const ask = async (from: { cookie: string }, to: { attendeeId: string }) => {
        const { state } = (
          await room.call(C.connect, { cookie: from.cookie, body: { toAttendeeId: to.attendeeId }, expect: 201 })
        ).body;
        return state.kind === 'sent' ? state.requestId : '';
      };
      // An open request from the viewer, one to the viewer (now accepted), one set aside ('Not now').
      await ask(viewer, p1);
      await room.call(C.accept, { params: { id: await ask(p2, viewer) }, cookie: viewer.cookie, expect: 200 });
      await room.call(C.decline, { params: { id: await ask(viewer, p3) }, cookie: p3.cookie, expect: 200 });
      expect(await shown(viewer)).toEqual(['Four', 'Five', 'Out']);
      // Either side: the others do not see the viewer any more.
      expect(await shown(p4)).toEqual(['Vic', 'One', 'Two']);
      // Vic would come first for each of them.
      expect(await shown(p1)).toEqual(['Two', 'Three', 'Four']);
      expect(await shown(p2)).toEqual(['One', 'Three', 'Four']);
      expect(await shown(p3)).toEqual(['One', 'Two', 'Four']);
      // Withdrawn, expired: still never again.
      await room.call(C.withdraw, { params: { id: await ask(viewer, p4) }, cookie: viewer.cookie, expect: 200 });
      expect(await shown(viewer)).toEqual(['Five', 'Out']);
      expect(await shown(p4)).toEqual(['One', 'Two', 'Three']);
      expect(await shown(p5)).toEqual(['Vic', 'One', 'Two']);
    } finally {
      await room.close();
    }
  });
});

describe('the introductions the organisers see', () => {
  it('counts requested, accepted and expired this month and overall, and the acceptance rate', async () => {
    const room = await createTestApp({ env: { TIME_ZONE: 'America/New_York' } });
    try {
      const join = async () => {
        const m = await createMember(room);
        return { ...m, attendeeId: m.attendeeId!, cookie: (await room.signIn(m.email, m.password)).cookie };
      };
      const [a, b, c, d, e] = await Promise.all([join(), join(), join(), join(), join()]);
      const ask = async (from: typeof a, to: typeof a) => {
        const { state } = (
          await room.call(C.connect, { cookie: from.cookie, body: { toAttendeeId: to.attendeeId }, expect: 201 })
        ).body;
        return state.kind === 'sent' ? state.requestId : '';
      };
      const answer = (who: typeof a, id: string, action: 'accept' | 'decline' | 'withdraw') =>
        room.call(C[action], { params: { id }, cookie: who.cookie, expect: 200 });
      // February (New York): three requests; one accepted, one set aside, one left unanswered.
      room.clock.set(new Date('2026-02-01T12:00:00Z'));
      const feb1 = await ask(a, b);
      const feb2 = await ask(a, c);
      await ask(a, d);
      await answer(b, feb1, 'accept');
      await answer(c, feb2, 'decline');
      // March: the two from February expire on March 3; one new request accepted, one withdrawn.
      room.clock.set(new Date('2026-03-10T12:00:00Z'));
      const mar1 = await ask(b, e);
      const mar2 = await ask(c, e);
      await answer(e, mar1, 'accept');
      await answer(c, mar2, 'withdraw');
      const admin = await createAdmin(room);
      const cookie = (await room.signIn(admin.email, admin.password)).cookie;
      const figures = (await room.call(C.adminSummary, { cookie, expect: 200 })).body;
      expect(figures).toEqual({
        thisMonth: { requested: 2, accepted: 1, expired: 2, acceptanceRate: 1 / 3 },
        overall: { requested: 5, accepted: 2, expired: 2, acceptanceRate: 0.5 },
        monthStart: '2026-03-01T05:00:00.000Z',
      });
      const count = async (m: typeof a) =>
        (await room.call(C.adminMember, { params: { id: m.attendeeId }, cookie, expect: 200 })).body;
      expect(await count(b)).toEqual({ attendeeId: b.attendeeId, connections: 2 });
      expect(await count(d)).toEqual({ attendeeId: d.attendeeId, connections: 0 });
    } finally {
      await room.close();
    }
  });
});

describe('the emails say only what each member shows the other (issue 33, decision 043)', () => {
  it('names a role its member shows to connections only after they connect, and never an address kept for the organisers', async () => {
    const gil = await member({ firstName: 'Gil', lastName: 'Grey', jobTitle: 'Franchise Counsel', company: 'Grey Law' });
    const hana = await member({ firstName: 'Hana', lastName: 'Hart', jobTitle: 'Founder', company: 'Hart Bakes' });
    await t.db
      .update(attendees)
      .set({ jobTitleVisibleTo: 'connections', companyVisibleTo: 'connections', emailVisibleTo: 'organisers' })
      .where(eq(attendees.id, gil.attendeeId));
    smtp.clear();
    const asked = await connect(gil, hana);
    const requestId = ((asked.body as ConnectResult).state as { requestId: string }).requestId;
    const [request] = smtp.to(hana.email);
    // Before they connect, Hana is any member to Gil: no role.
    expect(request.text).toContain('Gil Grey would like to be introduced to you on FMC.');
    expect(request.raw).not.toContain('Grey Law');
    expect(request.raw).not.toContain('Franchise Counsel');

    smtp.clear();
    await act(hana, requestId, 'accept');
    const [toHana] = smtp.to(hana.email);
    const [toGil] = smtp.to(gil.email);
    // Connected: the role shown to connections, but not the address Gil keeps for the organisers.
    expect(toHana.text).toContain("You accepted Gil Grey (Franchise Counsel at Grey Law)'s request");
    expect(toHana.text).toContain('Gil keeps their email address private; you will find them among your connections.');
    expect(toHana.raw.toLowerCase()).not.toContain(gil.email.toLowerCase());
    // Hana shows hers to connections (the default): Gil may write to her.
    expect(toGil.text).toContain(`You can write to Hana at ${hana.email}.`);
  });
});
