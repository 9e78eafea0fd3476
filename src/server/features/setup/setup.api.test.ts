// First run: the setup link the server logs while no administrator exists. Who may use it (anyone holding
// a live link, only until an administrator exists), what it creates, the race, and the demo content.
import { TIME_ZONE_ENDPOINTS, TIME_ZONE_MESSAGES } from '../../../common/contracts/time-zone';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDPOINTS } from '../../../common/contracts/session';
import { SETUP_ENDPOINTS as E, SETUP_MESSAGES } from '../../../common/contracts/setup';
import { adminUsers, attendees, auditLog, users, verifications } from '../../db/schema';
import { createAdmin, createMember, uniqueEmail } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { issueSetupLink, SETUP_LINK_IDENTIFIER, SETUP_LINK_TTL_HOURS } from './service';

/** Each scenario needs a network without an administrator: a fresh database each. */
const opened: TestApp[] = [];
async function freshApp() {
  const t = await createTestApp();
  opened.push(t);
  return t;
}
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

async function newSetupToken(t: TestApp): Promise<string> {
  const link = await issueSetupLink({ db: t.db, config: t.config, now: t.clock.now });
  expect(link).not.toBeNull();
  const url = new URL(link!);
  expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicBaseUrl}/setup`);
  return url.searchParams.get('token')!;
}

const administrator = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Okoro',
  email: uniqueEmail('owner'),
  password: 'first-admin-pass',
  ...overrides,
});

/** Held to the definitions by t.call; typed loosely here, as these tests read each refusal after its status. */
type Answer = { status: number; body: any; headers: Headers };
const createWith = (t: TestApp, token: string, body: unknown, cookie?: string): Promise<Answer> =>
  t.call(E.createAdministrator, { params: { token }, body: body as never, cookie });
const openLink = (t: TestApp, token: string, cookie?: string): Promise<Answer> =>
  t.call(E.checkLink, { params: { token }, cookie });

async function countOf(t: TestApp, table: typeof users | typeof adminUsers | typeof attendees) {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
}

const setupRows = (t: TestApp) => t.db.select().from(verifications).where(eq(verifications.identifier, SETUP_LINK_IDENTIFIER));

describe('the setup link at start', () => {
  it('is issued while no administrator exists, stored only as a hash, and not at all once one exists', async () => {
    const t = await freshApp();
    const token = await newSetupToken(t);
    const rows = await setupRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0].value).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeGreaterThan((SETUP_LINK_TTL_HOURS - 1) * 3600_000);

    await createAdmin(t);
    expect(await issueSetupLink({ db: t.db, config: t.config, now: t.clock.now })).toBeNull();
    expect(await setupRows(t)).toHaveLength(0);
  });

  it('gives each server that starts its own link, and every one of them works', async () => {
    const t = await freshApp();
    const [first, second] = await Promise.all([newSetupToken(t), newSetupToken(t)]);
    expect(first).not.toBe(second);
    expect((await openLink(t, first)).status).toBe(200);
    expect((await openLink(t, second)).status).toBe(200);
  });
});

describe('opening the setup link', () => {
  it('checks the link without spending it, however often it is opened', async () => {
    const t = await freshApp();
    const token = await newSetupToken(t);
    for (let i = 0; i < 5; i++) {
      const response = await openLink(t, token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ valid: true, timeZone: { timeZone: 'UTC', source: 'default' } });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(await setupRows(t)).toHaveLength(1);
    expect((await createWith(t, token, administrator())).status).toBe(201);
  });

  it('answers an unknown, malformed or expired link 404 with a way forward, for visitors and members alike', async () => {
    const t = await freshApp();
    const token = await newSetupToken(t);
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    for (const bad of ['not-the-token', `${token}x`, '%00', 'a'.repeat(500)]) {
      for (const caller of [undefined, cookie]) {
        // Raw HTTP: the links as they would be typed into the address, '%00' included.
        const response = await t.request(`/api/setup/${bad}`, { cookie: caller });
        expect(response.status).toBe(404);
        expect(response.body.error.message).toBe(SETUP_MESSAGES.invalidLink);
        expect(response.body.error.message).toContain('npm run admin:create');
      }
    }
    t.clock.set(new Date(Date.now() + SETUP_LINK_TTL_HOURS * 3600_000 + 1000));
    expect((await openLink(t, token)).status).toBe(404);
    expect((await createWith(t, token, administrator())).status).toBe(404);
    expect(await countOf(t, adminUsers)).toBe(0);
  });

  it('answers 409 to everyone once an administrator exists, even with a link issued before', async () => {
    const t = await freshApp();
    const token = await newSetupToken(t);
    const admin = await createAdmin(t);
    const member = await createMember(t);
    const callers = [
      undefined,
      (await t.signIn(member.email, member.password)).cookie,
      (await t.signIn(admin.email, admin.password)).cookie,
    ];
    for (const cookie of callers) {
      const opened = await openLink(t, token, cookie);
      expect(opened.status).toBe(409);
      expect(opened.body.error).toMatchObject({ code: 'SETUP_DONE', message: SETUP_MESSAGES.alreadyDone });
      expect((await createWith(t, token, administrator(), cookie)).status).toBe(409);
    }
    expect(await countOf(t, adminUsers)).toBe(1);
  });
});

describe('a wrong link learns nothing', () => {
  /** Everything a caller sees of an answer: its status, its body and its headers. */
  const seen = async (response: Promise<{ status: number; body: unknown; headers: Headers }>) => {
    const { status, body, headers } = await response;
    // Every answer has an id of its own (decision 076); everything else must be the same.
    const { 'x-request-id': _id, ...rest } = Object.fromEntries(headers);
    return { status, body, headers: rest };
  };
  const wrongLinks = ['not-the-token', 'A'.repeat(43), '%00'];

  async function answersToWrongLinks(t: TestApp, realToken: string) {
    const answers = [];
    // Raw HTTP: the links as they would be typed into the address, '%00' included.
    for (const wrong of [...wrongLinks, `${realToken}x`]) {
      answers.push(await seen(t.request(`/api/setup/${wrong}`)));
      answers.push(await seen(t.request(`/api/setup/${wrong}/administrator`, { json: administrator() })));
    }
    return answers;
  }

  it('gets the same answer whether or not an administrator exists', async () => {
    const t = await freshApp();
    const token = await newSetupToken(t);
    const before = await answersToWrongLinks(t, token);
    for (const answer of before) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'NOT_FOUND', message: SETUP_MESSAGES.invalidLink } });
    }
    expect((await createWith(t, token, administrator())).status).toBe(201);
    expect(await answersToWrongLinks(t, token)).toEqual(before);
  });

  it('while the real link, spent, still says setup is done, after a restart too, until it would have expired', async () => {
    const t = await freshApp();
    const token = await newSetupToken(t);
    expect((await createWith(t, token, administrator())).status).toBe(201);
    // The next start finds the administrator and issues no link.
    expect(await issueSetupLink({ db: t.db, config: t.config, now: t.clock.now })).toBeNull();
    const spent = await openLink(t, token);
    expect(spent.status).toBe(409);
    expect(spent.body.error).toMatchObject({ code: 'SETUP_DONE', message: SETUP_MESSAGES.alreadyDone });
    t.clock.set(new Date(Date.now() + SETUP_LINK_TTL_HOURS * 3600_000 + 1000));
    expect((await openLink(t, token)).status).toBe(404);
  });
});

describe('the community time zone at setup (decision 040)', () => {
  it('keeps the zone the first administrator chose, as theirs in the Activity tab', async () => {
    const t = await freshApp();
    const token = await newSetupToken(t);
    const input = administrator({ timeZone: 'Europe/Lisbon' });
    const created = await createWith(t, token, input);
    expect(created.status).toBe(201);
    const cookie = created.headers.get('set-cookie')!.split(';')[0];
    expect((await t.call(TIME_ZONE_ENDPOINTS.read, { cookie, expect: 200 })).body).toEqual({
      timeZone: 'Europe/Lisbon',
      source: 'chosen',
    });
    expect((await t.call(SESSION_ENDPOINTS.config, { expect: 200 })).body.timeZone).toBe('Europe/Lisbon');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.time-zone'));
    expect(audit).toMatchObject({ actorEmail: input.email });
  });

  it('shows TIME_ZONE when the server sets it, and keeps it whatever the form sends', async () => {
    const t = await createTestApp({ env: { TIME_ZONE: 'America/Chicago' } });
    opened.push(t);
    const token = await newSetupToken(t);
    expect((await openLink(t, token)).body).toEqual({
      valid: true,
      timeZone: { timeZone: 'America/Chicago', source: 'environment' },
    });
    const created = await createWith(t, token, administrator({ timeZone: 'Asia/Tokyo' }));
    expect(created.status).toBe(201);
    expect((await t.call(SESSION_ENDPOINTS.config, { expect: 200 })).body.timeZone).toBe('America/Chicago');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.time-zone'))).toEqual([]);
  });
});

describe('creating the first administrator', () => {
  it('creates the administrator, signs them in, and every setup link dies with it', async () => {
    const t = await freshApp();
    const token = await newSetupToken(t);
    const other = await newSetupToken(t);
    const input = administrator({ email: `  ${uniqueEmail('Owner').toUpperCase()} ` });
    const created = await createWith(t, token, input);
    expect(created.status).toBe(201);
    const email = input.email.trim().toLowerCase();
    expect(created.body).toEqual({ success: true, message: SETUP_MESSAGES.created, email, redirectTo: '/admin/dashboard' });

    // The answer signed this browser in as the administrator.
    const cookie = created.headers.get('set-cookie')!.split(';')[0];
    const me = await t.call(SESSION_ENDPOINTS.me, { cookie, expect: 200 });
    expect(me.body).toMatchObject({ kind: 'admin', user: { email, firstName: 'Ada', lastName: 'Okoro', isAdmin: true } });

    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ name: 'Ada Okoro', accessLinkSignUp: false });
    expect(await t.db.select().from(adminUsers).where(eq(adminUsers.userId, account.id))).toHaveLength(1);
    const [row] = await t.db.select().from(attendees).where(eq(attendees.userId, account.id));
    expect(row).toMatchObject({ email, firstName: 'Ada', lastName: 'Okoro', onboardingCompleted: true });
    expect(row.lastLogin).not.toBeNull();

    // The Activity tab's record of it, by the new administrator themselves.
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'setup.administrator'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: account.id, actorEmail: email, targetEmail: email, subject: email });

    expect(await setupRows(t)).toHaveLength(0);
    for (const used of [token, other]) {
      expect((await openLink(t, used)).status).toBe(409);
      expect((await createWith(t, used, administrator())).status).toBe(409);
    }
    // The password chosen on the page is the one that signs in.
    const { body } = await t.signIn(email, input.password);
    expect(body.redirectTo).toBe('/admin/dashboard');
  });

  it('refuses bad details with the field’s message, creates nothing and keeps the link', async () => {
    const t = await freshApp();
    const token = await newSetupToken(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: '  ' }, 'Please enter your first name'],
      [{ lastName: undefined }, 'Please enter your last name'],
      [{ email: 'not-an-email' }, SETUP_MESSAGES.invalidEmail],
      [{ email: `${'a'.repeat(300)}@example.com` }, 'The email address is too long'],
      [{ password: '12345' }, 'Password must be at least 6 characters long'],
      [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters long'],
      [{ timeZone: 'Mars/Olympus' }, TIME_ZONE_MESSAGES.invalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await createWith(t, token, administrator(overrides));
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    // Raw HTTP: a JSON request without a body.
    expect(
      (await t.request(`/api/setup/${token}/administrator`, { method: 'POST', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
    expect(await countOf(t, users)).toBe(0);
    expect((await openLink(t, token)).status).toBe(200);
  });

  it('refuses an email that already has an account, and the link still works for another', async () => {
    const t = await freshApp();
    const token = await newSetupToken(t);
    const member = await createMember(t);
    const taken = await createWith(t, token, administrator({ email: member.email.toUpperCase() }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(SETUP_MESSAGES.accountExists);
    expect(await countOf(t, adminUsers)).toBe(0);
    expect((await createWith(t, token, administrator())).status).toBe(201);
  });

  it('makes a member row that was already there for the email the administrator’s own', async () => {
    const t = await freshApp();
    const token = await newSetupToken(t);
    const email = uniqueEmail('imported');
    await t.db.insert(attendees).values({ email, firstName: 'Imported', lastName: 'Person', company: 'Acme' });
    expect((await createWith(t, token, administrator({ email }))).status).toBe(201);
    const rows = await t.db.select().from(attendees).where(eq(attendees.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].userId).not.toBeNull();
    expect(rows[0]).toMatchObject({ onboardingCompleted: true, company: 'Acme' });
  });

  it('makes exactly one administrator out of 20 simultaneous attempts, whatever link each used', async () => {
    const t = await freshApp();
    const tokens = [await newSetupToken(t), await newSetupToken(t)];
    const attempts = Array.from({ length: 20 }, (_, i) =>
      createWith(t, tokens[i % 2], administrator({ email: uniqueEmail(`racer${i}`) })),
    );
    const answers = await Promise.all(attempts);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await countOf(t, adminUsers)).toBe(1);
    expect(await countOf(t, users)).toBe(1);
    expect(await countOf(t, attendees)).toBe(1);
    expect(await setupRows(t)).toHaveLength(0);
  });
});

describe('loading the demo content', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const token = await newSetupToken(t);
    const created = await createWith(t, token, administrator());
    adminCookie = created.headers.get('set-cookie')!.split(';')[0];
  });
  afterAll(() => t.close());

  it('is for administrators only: a visitor gets 401 and a member 403, and nothing is added', async () => {
    expect((await t.call(E.demoContent, {})).status).toBe(401);
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    expect((await t.call(E.demoContent, { cookie })).status).toBe(403);
    expect(await countOf(t, attendees)).toBe(2);
  });

  it('refuses while the network has members', async () => {
    const refused = await t.call(E.demoContent, { cookie: adminCookie, expect: 409 });
    expect(refused.body.error).toMatchObject({ code: 'MEMBERS_EXIST', message: SETUP_MESSAGES.membersExist });
  });

  it('loads the demo content and answers two demo members’ sign-ins once, which work', async () => {
    const fresh = await freshApp();
    const created = await createWith(fresh, await newSetupToken(fresh), administrator());
    const cookie = created.headers.get('set-cookie')!.split(';')[0];
    const loaded = await fresh.call(E.demoContent, { cookie, expect: 201 });
    expect(loaded.body.message).toBe(SETUP_MESSAGES.demoLoaded);
    expect(loaded.body.added.members).toBeGreaterThanOrEqual(25);
    expect(loaded.body.signIns).toHaveLength(2);
    for (const signIn of loaded.body.signIns) {
      const { body } = await fresh.signIn(signIn.email, signIn.password);
      expect(body.redirectTo).toBe('/');
    }
    const again = await fresh.call(E.demoContent, { cookie, expect: 409 });
    expect(again.body).not.toHaveProperty('signIns');
  });
});

describe('what the public configuration tells the browser about email and contact', () => {
  it('says email only goes to the outbox and there is no contact address, until both are configured', async () => {
    const t = await freshApp();
    const config = (await t.call(SESSION_ENDPOINTS.config, { expect: 200 })).body;
    expect(config.mail).toEqual({ delivery: 'outbox' });
    expect(config.links.contactEmail).toBeNull();

    const configured = await createTestApp({
      env: { SMTP_URL: 'smtp://mail.example.com:587', CONTACT_EMAIL: 'organisers@example.org' },
    });
    opened.push(configured);
    const answer = (await configured.call(SESSION_ENDPOINTS.config, { expect: 200 })).body;
    expect(answer.mail).toEqual({ delivery: 'smtp' });
    expect(answer.links.contactEmail).toBe('organisers@example.org');
  });
});
