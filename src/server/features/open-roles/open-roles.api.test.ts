// Open roles (issue 39, decision 069): who may call each route, posting and its rules, the list's filters,
// search and pages, expiry at 30 days on the test clock with renew and close, 'I'm interested' (exactly one
// introduction request under concurrency, no address before the poster accepts, a role attached to an open
// request without a second email, a conversation when connected), the Looking for matches as each member
// chose, and the organisers' pin, edit and remove with the Activity log and the poster told why.
import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONNECTION_ENDPOINTS as C } from '../../../common/contracts/connections';
import { MESSAGE_REPORT_ENDPOINTS as REPORTS, type MessageReportPage } from '../../../common/contracts/message-reports';
import {
  OPEN_ROLE_ENDPOINTS as R,
  OPEN_ROLES_TEXTS as T,
  ROLES_PAGE,
  ROLES_PER_DAY,
  type OpenRole,
  type RoleInput,
  type RoleInterestResult,
  type RoleList,
} from '../../../common/contracts/open-roles';
import { createAdmin, createMember } from '../../../../tests/support/factories';
import { startSmtpServer, type SmtpStandIn } from '../../../../tests/support/smtp-server';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  attendees,
  auditLog,
  connectionRequests,
  memberBlocks,
  notificationSettings,
  notifications,
  topics,
  users,
} from '../../db/schema';

type Member = { attendeeId: string; userId: string; email: string; cookie: string; name: string };

let t: TestApp;
let smtp: SmtpStandIn;
let counter = 0;
const START = new Date('2031-05-01T09:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { TIME_ZONE: 'UTC', SMTP_URL: smtp.url } });
  t.clock.set(START);
  await t.db.insert(topics).values([{ name: 'Fintech' }, { name: 'Hiring' }]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => smtp.clear());

async function member(options: { admin?: boolean; lookingFor?: string } = {}): Promise<Member> {
  counter += 1;
  const firstName = `Rola${counter}`;
  const created = await (options.admin ? createAdmin : createMember)(t, { firstName, lastName: 'Sample' });
  if (options.lookingFor)
    await t.db.update(attendees).set({ lookingFor: options.lookingFor }).where(eq(attendees.id, created.attendeeId!));
  const { cookie } = await t.signIn(created.email, created.password);
  return { attendeeId: created.attendeeId!, userId: created.userId, email: created.email, cookie, name: `${firstName} Sample` };
}

const role = (overrides: Partial<RoleInput> = {}): RoleInput => ({
  title: 'Head of Payments',
  company: 'Northwind',
  place: 'Lisbon',
  remote: false,
  kind: 'full-time',
  description: 'Lead our payments team. More at https://northwind.example/jobs and write to us.',
  apply: 'introduction',
  topics: ['Fintech'],
  ...overrides,
});

async function post(who: Member, overrides: Partial<RoleInput> = {}) {
  const answer = await t.call(R.post, { cookie: who.cookie, body: role(overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { role: OpenRole }).role;
}

const list = async (who: Member, query: Parameters<typeof t.call<typeof R.list>>[1]['query'] = {}) =>
  (await t.call(R.list, { cookie: who.cookie, query, expect: 200 })).body as RoleList;

/** The shared error shape of a refusal. */
const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

const requestsBetween = (a: string, b: string) =>
  t.db
    .select()
    .from(connectionRequests)
    .where(
      or(
        and(eq(connectionRequests.fromAttendeeId, a), eq(connectionRequests.toAttendeeId, b)),
        and(eq(connectionRequests.fromAttendeeId, b), eq(connectionRequests.toAttendeeId, a)),
      ),
    );

describe('who may call', () => {
  it('refuses visitors (401), members not onboarded and deactivated members (403); organiser routes refuse members (403)', async () => {
    const poster = await member();
    const { id } = await post(poster);
    const pending = await member();
    await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.id, pending.attendeeId));
    const banned = await member();
    const calls = (cookie?: string) => [
      t.call(R.list, { cookie }),
      t.call(R.post, { cookie, body: role() }),
      t.call(R.role, { cookie, params: { id } }),
      t.call(R.renew, { cookie, params: { id } }),
      t.call(R.close, { cookie, params: { id } }),
      t.call(R.interested, { cookie, params: { id } }),
      t.call(R.adminPin, { cookie, params: { id }, body: { pinned: true } }),
      t.call(R.adminEdit, { cookie, params: { id }, body: role() }),
      t.call(R.adminRemove, { cookie, params: { id }, body: { reason: 'Spam' } }),
    ];
    expect((await Promise.all(calls())).map((r) => r.status)).toEqual(Array(9).fill(401));
    expect((await Promise.all(calls(pending.cookie))).map((r) => r.status)).toEqual(Array(9).fill(403));
    await t.db.update(users).set({ banned: true }).where(eq(users.id, banned.userId));
    expect((await Promise.all(calls(banned.cookie))).map((r) => r.status)).toEqual(Array(9).fill(403));

    // Another member reads, but may not renew or close it; organiser routes are 403 to members.
    const other = await member();
    await t.call(R.role, { cookie: other.cookie, params: { id }, expect: 200 });
    expect((await t.call(R.renew, { cookie: other.cookie, params: { id } })).status).toBe(403);
    expect((await t.call(R.close, { cookie: other.cookie, params: { id } })).status).toBe(403);
    for (const call of [
      t.call(R.adminPin, { cookie: other.cookie, params: { id }, body: { pinned: true } }),
      t.call(R.adminEdit, { cookie: other.cookie, params: { id }, body: role() }),
      t.call(R.adminRemove, { cookie: other.cookie, params: { id }, body: { reason: 'Spam' } }),
    ])
      expect((await call).status).toBe(403);
    // An unknown or malformed id is a 404.
    expect((await t.call(R.role, { cookie: other.cookie, params: { id: 'nope' } })).status).toBe(404);
    expect((await t.call(R.role, { cookie: other.cookie, params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(
      404,
    );
    // An organiser reads it and may pin it.
    const admin = await member({ admin: true });
    await t.call(R.adminPin, { cookie: admin.cookie, params: { id }, body: { pinned: false }, expect: 200 });
  });
});

describe('posting', () => {
  it('refuses bad input with 400 and writes nothing; takes https links only; follows the shared text rules', async () => {
    const poster = await member();
    const before = (await t.db.execute(sql`select count(*)::int as n from open_roles`)) as unknown as { rows: [{ n: number }] };
    const refused = [
      role({ title: '' }),
      role({ title: 'x'.repeat(121) }),
      role({ title: 'Two\nlines' }),
      role({ place: '', remote: false }),
      role({ kind: 'intern' as never }),
      role({ apply: 'link', applyUrl: '' }),
      role({ apply: 'link', applyUrl: 'http://northwind.example/apply' }),
      role({ apply: 'link', applyUrl: 'javascript:alert(1)' }),
      role({ topics: ['Not a topic'] }),
      role({ description: '' }),
    ];
    for (const body of refused) {
      const answer = await t.call(R.post, { cookie: poster.cookie, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const after = (await t.db.execute(sql`select count(*)::int as n from open_roles`)) as unknown as { rows: [{ n: number }] };
    expect(after.rows[0].n).toBe(before.rows[0].n);

    const posted = await post(poster, { apply: 'link', applyUrl: 'https://northwind.example/apply', remote: true, place: '' });
    expect(posted).toMatchObject({ apply: 'link', applyUrl: 'https://northwind.example/apply', remote: true, state: 'open' });
    expect(new Date(posted.expiresAt).getTime() - new Date(posted.createdAt).getTime()).toBe(30 * DAY);
    // No address in what anyone reads of a role.
    expect(JSON.stringify(posted)).not.toContain(poster.email);
  });

  it(`limits a member to ${ROLES_PER_DAY} roles a day (429)`, async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT: 'true' } });
    try {
      const created = await createMember(limited);
      const { cookie } = await limited.signIn(created.email, created.password);
      for (let i = 0; i < ROLES_PER_DAY; i++)
        expect((await limited.call(R.post, { cookie, body: role({ topics: [] }) })).status).toBe(201);
      const refused = await limited.call(R.post, { cookie, body: role({ topics: [] }) });
      expect(refused.status).toBe(429);
      expect(errorOf(refused.body).message).toBe(T.tooManyRoles);
    } finally {
      await limited.close();
    }
  });
});

describe('the list', () => {
  it('filters by kind, place (a beginning, or remote), topic and search words, pinned first, a page at a time', async () => {
    const poster = await member();
    const viewer = await member();
    const word = `quokka${counter}`;
    // Posted a minute apart, so newest first is one order.
    t.clock.set(new Date(START.getTime() + 60_000));
    const board = await post(poster, { title: `Board seat ${word}`, kind: 'board', place: 'Porto', topics: [] });
    t.clock.set(new Date(START.getTime() + 120_000));
    const remote = await post(poster, {
      title: `Advisor ${word}`,
      kind: 'advisory',
      place: '',
      remote: true,
      topics: ['Hiring'],
    });
    t.clock.set(new Date(START.getTime() + 180_000));
    const lisbon = await post(poster, { title: `Engineer ${word}`, kind: 'contract', place: 'Lisbon', topics: ['Fintech'] });
    const ids = (answer: RoleList) => answer.items.map((item) => item.id);

    expect(ids(await list(viewer, { q: word }))).toEqual([lisbon.id, remote.id, board.id]);
    expect(ids(await list(viewer, { q: word, kind: 'board' }))).toEqual([board.id]);
    expect(ids(await list(viewer, { q: word, place: 'remote' }))).toEqual([remote.id]);
    expect(ids(await list(viewer, { q: word, place: 'lis' }))).toEqual([lisbon.id]);
    expect(ids(await list(viewer, { q: word, topic: 'hiring' }))).toEqual([remote.id]);
    expect(ids(await list(viewer, { q: word.slice(0, 5), kind: 'contract', place: 'LISBON' }))).toEqual([lisbon.id]);
    expect(ids(await list(viewer, { q: `${word} nothing-like-it` }))).toEqual([]);
    // A LIKE wildcard is a character like any other.
    expect(ids(await list(viewer, { q: word, place: '%' }))).toEqual([]);

    // Pinned first.
    const admin = await member({ admin: true });
    await t.call(R.adminPin, { cookie: admin.cookie, params: { id: board.id }, body: { pinned: true }, expect: 200 });
    expect(ids(await list(viewer, { q: word }))).toEqual([board.id, lisbon.id, remote.id]);
    await t.call(R.adminPin, { cookie: admin.cookie, params: { id: board.id }, body: { pinned: false }, expect: 200 });

    // Pages follow one another without a gap or a repeat.
    const pager = await member();
    const pageWord = `pagewalk${counter}`;
    for (let i = 0; i < ROLES_PAGE + 3; i++) {
      t.clock.set(new Date(START.getTime() + i * 1000));
      await t.db.execute(sql`
        insert into open_roles (poster_id, title, company, place, remote, kind, description, apply, topics, topic_keys, created_at, expires_at)
        values (${pager.attendeeId}, ${`Role ${i} ${pageWord}`}, 'Acme', 'Berlin', false, 'contract', 'Work', 'introduction', '{}', '{}',
          ${new Date(START.getTime() + i * 1000).toISOString()}, ${new Date(START.getTime() + 30 * DAY).toISOString()})`);
    }
    t.clock.set(START);
    const first = await list(viewer, { q: pageWord });
    expect(first.items).toHaveLength(ROLES_PAGE);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(viewer, { q: pageWord, cursor: first.nextCursor! });
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(ROLES_PAGE + 3);
    expect((await t.call(R.list, { cookie: viewer.cookie, query: { cursor: 'bad' } })).status).toBe(400);
  });

  it('hides a blocked pair’s roles from each other, and a deactivated poster’s from everyone', async () => {
    const poster = await member();
    const blocked = await member();
    const viewer = await member();
    const word = `wombat${counter}`;
    const posted = await post(poster, { title: `Analyst ${word}` });
    await t.db.insert(memberBlocks).values({ blockerId: poster.attendeeId, blockedId: blocked.attendeeId });
    expect((await list(blocked, { q: word })).items).toHaveLength(0);
    expect((await t.call(R.role, { cookie: blocked.cookie, params: { id: posted.id } })).status).toBe(404);
    expect((await list(viewer, { q: word })).items).toHaveLength(1);
    await t.db.update(users).set({ banned: true }).where(eq(users.id, poster.userId));
    expect((await list(viewer, { q: word })).items).toHaveLength(0);
  });
});

describe('expiry, renew and close', () => {
  it('is open for 30 days on the test clock, then gone from the list until its poster renews it; closing hides it', async () => {
    const poster = await member();
    const viewer = await member();
    const word = `expiry${counter}`;
    t.clock.set(START);
    const posted = await post(poster, { title: `Role ${word}` });
    t.clock.set(new Date(START.getTime() + 30 * DAY - 1000));
    expect((await list(viewer, { q: word })).items).toHaveLength(1);
    t.clock.set(new Date(START.getTime() + 30 * DAY));
    expect((await list(viewer, { q: word })).items).toHaveLength(0);
    expect((await t.call(R.role, { cookie: viewer.cookie, params: { id: posted.id } })).status).toBe(404);
    expect((await t.call(R.interested, { cookie: viewer.cookie, params: { id: posted.id } })).status).toBe(404);
    // The poster still has it, expired, among their own.
    const mine = await list(poster, { show: 'mine' });
    expect(mine.items.find((item) => item.id === posted.id)?.state).toBe('expired');

    const renewed = await t.call(R.renew, { cookie: poster.cookie, params: { id: posted.id }, expect: 200 });
    expect(renewed.body.role.state).toBe('open');
    expect(renewed.body.role.expiresAt).toBe(new Date(START.getTime() + 60 * DAY).toISOString());
    expect((await list(viewer, { q: word })).items).toHaveLength(1);

    await t.call(R.close, { cookie: poster.cookie, params: { id: posted.id }, expect: 200 });
    expect((await list(viewer, { q: word })).items).toHaveLength(0);
    expect((await list(poster, { show: 'mine' })).items.find((item) => item.id === posted.id)?.state).toBe('closed');
    t.clock.set(START);
  });
});

describe('I’m interested', () => {
  it('sends exactly one introduction request under concurrency, with one email, and reveals no address until the poster accepts', async () => {
    const poster = await member();
    const seeker = await member();
    const first = await post(poster, { title: 'Head of Risk' });
    const second = await post(poster, { title: 'Board advisor', kind: 'board' });
    smtp.clear();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => t.call(R.interested, { cookie: seeker.cookie, params: { id: first.id } })),
      ...Array.from({ length: 2 }, () => t.call(R.interested, { cookie: seeker.cookie, params: { id: second.id } })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const results = answers.map((a) => a.body as RoleInterestResult);
    expect(results.filter((r) => r.outcome === 'requested')).toHaveLength(1);
    const requests = await requestsBetween(seeker.attendeeId, poster.attendeeId);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ fromAttendeeId: seeker.attendeeId, status: 'pending' });
    // It carries the role whose call came first (either, under real concurrency); the other role is attached.
    expect(requests[0].note).toMatch(/Head of Risk|Board advisor/);
    expect(new Set(results.map((r) => r.requestId))).toEqual(new Set([requests[0].id]));
    await t.settled();
    // One email to the poster, naming the role, and no address of the member who is interested.
    const mails = smtp.to(poster.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).not.toContain(seeker.email);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(poster.email);

    // The poster sees who is interested in each role, with the request, and no address.
    const own = (await t.call(R.role, { cookie: poster.cookie, params: { id: second.id }, expect: 200 })).body as OpenRole;
    expect(own.interests).toEqual([
      { member: { id: seeker.attendeeId, name: seeker.name }, at: expect.any(String), requestId: requests[0].id },
    ]);
    expect(JSON.stringify(own)).not.toContain(seeker.email);
    // Another member sees no one's interest.
    const other = await member();
    expect(
      ((await t.call(R.role, { cookie: other.cookie, params: { id: second.id }, expect: 200 })).body as OpenRole).interests,
    ).toEqual([]);

    // The request as the poster reads it shows no address before they accept, and both do after.
    const request = await t.call(C.request, { cookie: poster.cookie, params: { id: requests[0].id }, expect: 200 });
    expect(JSON.stringify(request.body)).not.toContain(seeker.email);
    await t.call(C.accept, { cookie: poster.cookie, params: { id: requests[0].id }, expect: 200 });
    await t.settled();
    expect(smtp.to(seeker.email).some((mail) => mail.text.includes(poster.email))).toBe(true);
    expect(smtp.to(poster.email).some((mail) => mail.text.includes(seeker.email))).toBe(true);

    // Connected now: interest in a new role opens their conversation with a draft, and sends no request.
    const third = await post(poster, { title: 'Product lead' });
    smtp.clear();
    const again = await t.call(R.interested, { cookie: seeker.cookie, params: { id: third.id }, expect: 200 });
    expect(again.body).toMatchObject({ outcome: 'message', requestId: null, conversationId: expect.any(String) });
    expect(again.body.draft).toContain('Product lead');
    expect(await requestsBetween(seeker.attendeeId, poster.attendeeId)).toHaveLength(1);
    await t.settled();
    expect(smtp.to(poster.email)).toHaveLength(0);
  });

  it('attaches the role to a request the poster sent first, with no email, and refuses one’s own role, a link role and a closed one', async () => {
    const poster = await member();
    const seeker = await member();
    const sent = await t.call(C.connect, { cookie: poster.cookie, body: { toAttendeeId: seeker.attendeeId }, expect: 201 });
    const posted = await post(poster, { title: 'Growth lead' });
    smtp.clear();
    const answer = await t.call(R.interested, { cookie: seeker.cookie, params: { id: posted.id }, expect: 200 });
    expect(answer.body).toMatchObject({ outcome: 'attached', requestId: (sent.body.state as { requestId: string }).requestId });
    await t.settled();
    expect(smtp.received).toHaveLength(0);
    // Still the poster's request, not accepted by it.
    expect((await requestsBetween(seeker.attendeeId, poster.attendeeId)).map((r) => r.status)).toEqual(['pending']);

    expect(errorOf((await t.call(R.interested, { cookie: poster.cookie, params: { id: posted.id } })).body).code).toBe(
      'OWN_ROLE',
    );
    const linked = await post(poster, { apply: 'link', applyUrl: 'https://northwind.example/apply' });
    expect(errorOf((await t.call(R.interested, { cookie: seeker.cookie, params: { id: linked.id } })).body).code).toBe(
      'APPLY_BY_LINK',
    );
    await t.call(R.close, { cookie: poster.cookie, params: { id: posted.id }, expect: 200 });
    expect((await t.call(R.interested, { cookie: seeker.cookie, params: { id: posted.id } })).status).toBe(404);
  });
});

describe('Looking for', () => {
  it('tells the members whose Looking for matches a new role, as each chose, and never the poster', async () => {
    const poster = await member({ lookingFor: 'A zebrafish payments role' });
    const word = `zebrafish${counter}`;
    const matching = await member({ lookingFor: `Looking for a ${word} role in payments` });
    const emailOff = await member({ lookingFor: `${word} opportunities` });
    await t.db
      .insert(notificationSettings)
      .values({ userId: emailOff.userId, kind: 'role-match', channel: 'email', enabled: false });
    const unrelated = await member({ lookingFor: 'Nothing of the sort' });
    smtp.clear();
    const posted = await post(poster, { title: `Senior ${word} engineer` });
    await t.settled();
    const told = await t.db.select().from(notifications).where(eq(notifications.kind, 'role-match'));
    const toldUsers = told.filter((n) => n.link.endsWith(posted.id)).map((n) => n.userId);
    expect(toldUsers.sort()).toEqual([matching.userId, emailOff.userId].sort());
    expect(toldUsers).not.toContain(unrelated.userId);
    expect(toldUsers).not.toContain(poster.userId);
    expect(smtp.to(matching.email)).toHaveLength(1);
    expect(smtp.to(matching.email)[0].text).toContain(word);
    expect(smtp.to(emailOff.email)).toHaveLength(0);
  });
});

describe('organisers', () => {
  it('edit and remove a role, in the Activity log; its poster is told why and it leaves the list', async () => {
    const poster = await member();
    const viewer = await member();
    const admin = await member({ admin: true });
    const word = `moderate${counter}`;
    const posted = await post(poster, { title: `Role ${word}` });
    const edited = await t.call(R.adminEdit, {
      cookie: admin.cookie,
      params: { id: posted.id },
      body: role({ title: `Edited ${word}`, kind: 'contract' }),
      expect: 200,
    });
    expect(edited.body.role).toMatchObject({ title: `Edited ${word}`, kind: 'contract' });
    smtp.clear();
    await t.call(R.adminRemove, {
      cookie: admin.cookie,
      params: { id: posted.id },
      body: { reason: 'Not a real role' },
      expect: 200,
    });
    await t.settled();
    expect((await list(viewer, { q: word })).items).toHaveLength(0);
    const own = (await t.call(R.role, { cookie: poster.cookie, params: { id: posted.id }, expect: 200 })).body as OpenRole;
    expect(own).toMatchObject({ state: 'removed', removedReason: 'Not a real role' });
    expect(smtp.to(poster.email)[0].text).toContain('Not a real role');
    expect((await t.call(R.renew, { cookie: poster.cookie, params: { id: posted.id } })).status).toBe(409);
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.userId));
    expect(actions.map((a) => a.action).sort()).toEqual(['open-role.edit', 'open-role.remove']);
    expect(actions.find((a) => a.action === 'open-role.remove')?.reason).toBe('Not a real role');
  });
});

describe('reports', () => {
  it('go to the one moderation queue; removing there takes the role from members and tells its poster why', async () => {
    const poster = await member();
    const reporter = await member();
    const admin = await member({ admin: true });
    const word = `reported${counter}`;
    const posted = await post(poster, { title: `Role ${word}` });
    const first = await t.call(REPORTS.reportRole, {
      cookie: reporter.cookie,
      params: { id: posted.id },
      body: { reason: 'A scam' },
    });
    expect(first.status).toBe(201);
    const again = await t.call(REPORTS.reportRole, {
      cookie: reporter.cookie,
      params: { id: posted.id },
      body: { reason: 'A scam' },
    });
    expect(again.status).toBe(200);
    expect(
      errorOf(
        (await t.call(REPORTS.reportRole, { cookie: poster.cookie, params: { id: posted.id }, body: { reason: 'Mine' } })).body,
      ).code,
    ).toBe('OWN_ROLE');
    expect((await t.call(REPORTS.reportRole, { params: { id: posted.id }, body: { reason: 'x' } })).status).toBe(401);

    const queue = (await t.call(REPORTS.queue, { cookie: admin.cookie, query: { pageSize: 50 }, expect: 200 }))
      .body as MessageReportPage;
    const report = queue.items.find((item) => item.role?.id === posted.id)!;
    expect(report).toMatchObject({
      subject: 'role',
      status: 'open',
      author: { attendeeId: poster.attendeeId },
      reason: 'A scam',
    });
    expect(report.role).toMatchObject({ title: `Role ${word}`, removed: false });

    smtp.clear();
    await t.call(REPORTS.decide, {
      cookie: admin.cookie,
      params: { id: report.id },
      body: { outcome: 'hide', note: 'Not a real opening' },
      expect: 200,
    });
    await t.settled();
    expect((await list(reporter, { q: word })).items).toHaveLength(0);
    const own = (await t.call(R.role, { cookie: poster.cookie, params: { id: posted.id }, expect: 200 })).body as OpenRole;
    expect(own).toMatchObject({ state: 'removed', removedReason: 'Not a real opening' });
    expect(smtp.to(poster.email).some((mail) => mail.text.includes('Not a real opening'))).toBe(true);
    expect(smtp.to(reporter.email).some((mail) => mail.text.includes('removed it from Open Roles'))).toBe(true);
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.userId));
    expect(actions.map((a) => a.action).sort()).toEqual(['message-report.hide', 'open-role.remove']);
  });
});
