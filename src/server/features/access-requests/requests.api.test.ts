import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING_MESSAGES, tooManyRequestsFor } from '../../../common/messages';
import {
  ACCESS_REQUEST_ADMIN_MESSAGES as ADMIN,
  ACCESS_REQUEST_ENDPOINTS as E,
  REQUEST_ACCESS_MESSAGES,
} from '../../../common/contracts/access-requests';
import { auditLog, accessRequests, users } from '../../db/schema';
import { createAccessRequest, createAdmin, createMember, uniqueEmail } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  const a = await createAdmin(t);
  admin = (await t.signIn(a.email, a.password)).cookie;
  const m = await createMember(t);
  member = (await t.signIn(m.email, m.password)).cookie;
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each request from its own address, so only the tests about limits meet them. */
const ask = (body: Record<string, unknown>, ip = `198.51.100.${nextAddress++}`) =>
  t.call(E.submit, { body: body as never, headers: { 'x-forwarded-for': ip } });
const approve = (id: string) => t.call(E.adminApprove, { params: { id }, cookie: admin });
const addUser = (body: { email: string; firstName?: string; lastName?: string }) =>
  t.call(E.adminCreate, { body, cookie: admin });
const verify = (token: string) => t.call(E.verifyLink, { params: { token } });
const rowsFor = (email: string) => t.db.select().from(accessRequests).where(eq(accessRequests.email, email));
const linkToken = (link: string) => link.split('/magic-link/')[1];

describe('a visitor requests access', () => {
  it('creates one pending request and answers the success text', async () => {
    const email = uniqueEmail('asker');
    const response = await ask({ email: email.toUpperCase(), firstName: ' Zara ', lastName: 'Idowu' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, message: REQUEST_ACCESS_MESSAGES.submitted });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', approved: false, used: false, token: null, firstName: 'Zara' });
  });

  it('does not duplicate a pending or approved request', async () => {
    const email = uniqueEmail('twice');
    await ask({ email, firstName: 'Ana', lastName: 'Lima' });
    await ask({ email, firstName: 'Ana', lastName: 'Lima' });
    expect(await rowsFor(email)).toHaveLength(1);
    const approved = await createAccessRequest(t);
    await ask({ email: approved.email, firstName: 'Jordan', lastName: 'Blake' });
    expect(await rowsFor(approved.email)).toHaveLength(1);
  });

  it('answers a member, someone who asked already and a stranger exactly alike, so no one learns who is a member', async () => {
    const existing = await createMember(t);
    const asked = uniqueEmail('asked');
    await ask({ email: asked, firstName: 'Pat', lastName: 'Lee' });
    const answers = [];
    for (const email of [existing.email, existing.email.toUpperCase(), asked, uniqueEmail('stranger')]) {
      const { status, body, headers } = await ask({ email, firstName: 'Pat', lastName: 'Lee' });
      answers.push({ status, body, type: headers.get('content-type') });
    }
    expect(answers).toEqual(
      Array(4).fill({
        status: 201,
        body: { success: true, message: REQUEST_ACCESS_MESSAGES.submitted },
        type: 'application/json',
      }),
    );
    // Nothing harmful: no request for the member, still one for the person who asked twice.
    expect(await rowsFor(existing.email)).toHaveLength(0);
    expect(await rowsFor(asked)).toHaveLength(1);
  });

  it('emails the member instead, after the answer, with the sign-in and reset-password links', async () => {
    const existing = await createMember(t);
    const before = t.outbox().length;
    // Raw HTTP on the app itself: t.request would wait for the work left for after the answer.
    const response = await t.app.request(E.submit.path, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
      body: JSON.stringify({ email: existing.email, firstName: 'Someone', lastName: 'Else' }),
    });
    expect(response.status).toBe(201);
    // The answer left before the email was written (its time does not tell either); it is sent after.
    expect(t.outbox()).toHaveLength(before);
    await t.settled();
    const mail = t.outbox().findLast((m) => m.to.includes(existing.email))!;
    expect(mail.subject).toBe('You already have a FMC account');
    expect(mail.text).toContain(
      `Someone asked to join Franchise, Media & Creator Collective with this email address (${existing.email}).`,
    );
    expect(mail.text).toContain('If you did not ask to join, you can ignore this email.');
    const [signInLink, resetLink] = mail.links;
    expect(signInLink).toBe('http://localhost:3000/login');
    expect(resetLink).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+$/);
    // The reset link works, once, like the one the reset form sends.
    const token = new URL(resetLink).searchParams.get('token')!;
    expect((await t.request('/api/auth/reset-password', { json: { newPassword: 'chosen-again-7', token } })).status).toBe(200);
    expect((await t.signIn(existing.email, 'chosen-again-7')).body.redirectTo).toBe('/');
    expect((await t.request('/api/auth/reset-password', { json: { newPassword: 'once-more-8', token } })).status).toBe(400);
  });

  it('keeps one pending request when the same person asks several times at once', async () => {
    const email = uniqueEmail('eager');
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask({ email, firstName: 'Eli', lastName: 'Moss' })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    [{ email: '', firstName: 'A', lastName: 'B' }, REQUEST_ACCESS_MESSAGES.fillAllFields],
    [{ email: 'a@b.co', firstName: ' ', lastName: 'B' }, REQUEST_ACCESS_MESSAGES.fillAllFields],
    [{ firstName: 'A', lastName: 'B' }, REQUEST_ACCESS_MESSAGES.fillAllFields],
    [{ email: 'no-at-sign.com', firstName: 'A', lastName: 'B' }, REQUEST_ACCESS_MESSAGES.invalidEmail],
    [{ email: 'a@nodot', firstName: 'A', lastName: 'B' }, REQUEST_ACCESS_MESSAGES.invalidEmail],
    [{ email: 'a@b.co', firstName: 'A'.repeat(81), lastName: 'B' }, 'First name must be at most 80 characters'],
  ])('refuses %o with its message', async (body, message) => {
    const response = await t.call(E.submit, {
      body: body as never,
      headers: { 'x-forwarded-for': '198.51.100.50' },
      expect: 400,
    });
    expect(response.body.error.message).toBe(message);
  });

  it('limits a flood from one address and for one email with 429', async () => {
    const limited = await createTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT: 'true' } });
    try {
      const fromOneAddress = [];
      for (let i = 0; i < 6; i++) {
        fromOneAddress.push(
          (
            await limited.call(E.submit, {
              body: { email: uniqueEmail('flood'), firstName: 'F', lastName: 'L' },
              headers: { 'x-forwarded-for': '203.0.113.7' },
            })
          ).status,
        );
      }
      expect(fromOneAddress).toEqual([201, 201, 201, 201, 201, 429]);
      const email = uniqueEmail('same');
      const forOneEmail = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.call(E.submit, {
          body: { email, firstName: 'F', lastName: 'L' },
          headers: { 'x-forwarded-for': `203.0.113.${20 + i}` },
        });
        forOneEmail.push(response.status);
        if (response.status === 429) {
          // The text names the same wait as the header: an hour's window, just started.
          const retryAfter = Number(response.headers.get('retry-after'));
          expect(retryAfter).toBeGreaterThan(3500);
          expect(response.body.error.message).toBe(tooManyRequestsFor(retryAfter));
          expect(response.body.error.message).toBe('Too many attempts. Please try again in 1 hour.');
        }
      }
      expect(forOneEmail).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('administrators manage requests', () => {
  it('lists open requests newest first with derived statuses and the pending count', async () => {
    const fresh = await createTestApp();
    try {
      const a = await createAdmin(fresh);
      const cookie = (await fresh.signIn(a.email, a.password)).cookie;
      const base = Date.now();
      await createAccessRequest(fresh, { approved: false, createdAt: new Date(base - 4000) });
      await createAccessRequest(fresh, { createdAt: new Date(base - 3000) });
      await createAccessRequest(fresh, { createdAt: new Date(base - 2000), expiresAt: new Date(base - 1000) });
      await createAccessRequest(fresh, { createdAt: new Date(base - 1000), status: 'signed_up', used: true });
      const list = await fresh.call(E.adminList, { cookie, expect: 200 });
      expect(list.body.items.map((r) => r.displayStatus)).toEqual(['expired', 'approved', 'pending']);
      expect(list.body).toMatchObject({ total: 3, pendingCount: 1, page: 1 });
      expect(list.body.items[1].link).toMatch(/^http:\/\/localhost:3000\/magic-link\/[\w-]{43}$/);
      expect(list.body.items[0].link).toBeNull();
      const paged = await fresh.call(E.adminList, { query: { page: 2, pageSize: 2 }, cookie, expect: 200 });
      expect(paged.body.items).toHaveLength(1);
      const tooBig = await fresh.call(E.adminList, { query: { pageSize: 1000 }, cookie, expect: 400 });
      expect(tooBig.body.error.message).toBe(PAGING_MESSAGES.invalidPageSize(100));
      const noPage = await fresh.call(E.adminList, { query: { page: 0 }, cookie, expect: 400 });
      expect(noPage.body.error.message).toBe(PAGING_MESSAGES.invalidPage);
    } finally {
      await fresh.close();
    }
  });

  it('approves a pending request once, emails the 72-hour link, and audits it', async () => {
    const request = await createAccessRequest(t, { approved: false, firstName: 'Kemi' });
    t.clock.set(new Date('2026-11-22T12:00:00Z'));
    const approved = await t.call(E.adminApprove, { params: { id: request.id }, cookie: admin, expect: 200 });
    t.clock.reset();
    expect(approved.body).toMatchObject({ success: true, message: ADMIN.approved, emailed: true });
    expect(approved.body.token).toMatch(/^[\w-]{43}$/);
    const [row] = await rowsFor(request.email);
    expect(row).toMatchObject({ status: 'approved', approved: true, used: false });
    expect(row.expiresAt?.toISOString()).toBe('2026-11-25T12:00:00.000Z');

    const mail = t.outbox().findLast((m) => m.to.includes(request.email))!;
    expect(mail.subject).toBe('Your sign-up link for FMC');
    expect(mail.text).toContain('Hello Kemi,');
    expect(mail.links).toContain(approved.body.link);

    const again = await t.call(E.adminApprove, { params: { id: request.id }, cookie: admin, expect: 404 });
    expect(again.body.error.message).toBe(ADMIN.requestNotFoundOrProcessed);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetEmail, request.email));
    expect(audits.map((a) => a.action)).toEqual(['access-request.approve']);
  });

  it('creates a link for an email, refusing an existing account or a live link', async () => {
    const email = uniqueEmail('added');
    const created = await t.call(E.adminCreate, { body: { email }, cookie: admin, expect: 201 });
    expect(created.body).toMatchObject({ success: true, message: ADMIN.created, emailed: true });
    expect((await verify(created.body.token)).status).toBe(200);

    const twice = await t.call(E.adminCreate, { body: { email }, cookie: admin, expect: 409 });
    expect(twice.body.error.message).toBe(ADMIN.activeLinkExists);

    const existing = await createMember(t);
    const forMember = await t.call(E.adminCreate, { body: { email: existing.email }, cookie: admin, expect: 409 });
    expect(forMember.body.error.message).toBe(ADMIN.userHasAccount);

    expect((await t.call(E.adminCreate, { body: { email: '' }, cookie: admin, expect: 400 })).body.error.message).toBe(
      ADMIN.enterEmail,
    );
    expect((await t.call(E.adminCreate, { body: { email: 'nope' }, cookie: admin, expect: 400 })).body.error.message).toBe(
      ADMIN.invalidEmail,
    );
  });

  it("approves the person's own pending request on 'Add User', instead of making a second link", async () => {
    const request = await createAccessRequest(t, { approved: false, firstName: 'Ngozi', lastName: null });
    const created = await t.call(E.adminCreate, {
      cookie: admin,
      body: { email: request.email.toUpperCase(), lastName: 'Eze' },
      expect: 201,
    });
    expect(created.body).toMatchObject({ success: true, message: ADMIN.created, recordId: request.id, emailed: true });
    const rows = await rowsFor(request.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: request.id,
      status: 'approved',
      approved: true,
      token: created.body.token,
      firstName: 'Ngozi',
      lastName: 'Eze',
    });
    expect(t.outbox().findLast((m) => m.to.includes(request.email))!.links).toContain(created.body.link);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetEmail, request.email));
    expect(audit).toMatchObject({ action: 'access-request.approve', details: { via: 'add-user' } });
    // Now that it is live, neither 'Add User' nor approving again makes another.
    expect((await addUser({ email: request.email })).status).toBe(409);
  });

  it('refuses to approve or regenerate a second live link for an email', async () => {
    const email = uniqueEmail('second-link');
    // An expired link and, later, a pending request for the same email (as an old request and a new one).
    const expired = await createAccessRequest(t, { email, expiresAt: new Date(Date.now() - 1000) });
    const pending = await createAccessRequest(t, { email, approved: false });
    expect((await approve(pending.id)).status).toBe(200);
    const regenerated = await t.call(E.adminRegenerate, { params: { id: expired.id }, cookie: admin, expect: 409 });
    expect(regenerated.body.error.message).toBe(ADMIN.activeLinkExists);
    expect((await verify(expired.token!)).status).toBe(410);

    const other = await createAccessRequest(t, { email, approved: false });
    const refused = await t.call(E.adminApprove, { params: { id: other.id }, cookie: admin, expect: 409 });
    expect(refused.body.error.message).toBe(ADMIN.activeLinkExists);
    const live = (await rowsFor(email)).filter((r) => r.approved && !r.used && r.expiresAt! > new Date());
    expect(live.map((r) => r.id)).toEqual([pending.id]);
  });

  it('makes one live link from simultaneous approvals and Add Users for one email', async () => {
    const email = uniqueEmail('race');
    const pending = await createAccessRequest(t, { email, approved: false });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => approve(pending.id)),
      ...Array.from({ length: 5 }, () => addUser({ email })),
    ]);
    expect(answers.filter((a) => a.status < 300)).toHaveLength(1);
    expect(answers.every((a) => a.status < 300 || a.status === 409 || a.status === 404)).toBe(true);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: pending.id, status: 'approved' });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('creates a new link once the old one has expired', async () => {
    const email = uniqueEmail('late');
    await addUser({ email });
    t.clock.set(new Date(Date.now() + 73 * 3600_000));
    try {
      expect((await addUser({ email })).status).toBe(201);
    } finally {
      t.clock.reset();
    }
  });

  it('regenerates a link: the old one dies at once, the new one works for 72 hours', async () => {
    const request = await createAccessRequest(t);
    const regenerated = await t.call(E.adminRegenerate, { params: { id: request.id }, cookie: admin, expect: 200 });
    expect(regenerated.body).toMatchObject({ success: true, message: ADMIN.regenerated });
    expect(regenerated.body.token).not.toBe(request.token);
    expect((await verify(request.token!)).status).toBe(410);
    expect((await verify(linkToken(regenerated.body.link))).status).toBe(200);
  });

  it('regenerates an expired link', async () => {
    const request = await createAccessRequest(t, { expiresAt: new Date(Date.now() - 1000) });
    const regenerated = await t.call(E.adminRegenerate, { params: { id: request.id }, cookie: admin, expect: 200 });
    expect(regenerated.body.request.displayStatus).toBe('approved');
    expect((await verify(regenerated.body.token)).status).toBe(200);
  });

  it('deletes a request, and answers unknown or malformed ids with 404', async () => {
    const request = await createAccessRequest(t, { approved: false });
    const deleted = await t.call(E.adminDelete, { params: { id: request.id }, cookie: admin, expect: 200 });
    expect(deleted.body).toMatchObject({ success: true });
    expect(await rowsFor(request.email)).toHaveLength(0);
    for (const id of [request.id, 'not-a-uuid']) {
      const response = await t.call(E.adminDelete, { params: { id }, cookie: admin, expect: 404 });
      expect(response.body.error.message).toBe('Record not found');
    }
    const regenerateMissing = await t.call(E.adminRegenerate, { params: { id: request.id }, cookie: admin, expect: 404 });
    expect(regenerateMissing.body.error.message).toBe(ADMIN.requestNotFound);
  });

  const someId = { params: { id: '00000000-0000-4000-8000-000000000000' } };
  const ADMIN_ACTIONS = [
    ['adminList', (cookie?: string) => t.call(E.adminList, { cookie })],
    ['adminCreate', (cookie?: string) => t.call(E.adminCreate, { body: { email: 'x@example.com' }, cookie })],
    ['adminApprove', (cookie?: string) => t.call(E.adminApprove, { ...someId, cookie })],
    ['adminRegenerate', (cookie?: string) => t.call(E.adminRegenerate, { ...someId, cookie })],
    ['adminDelete', (cookie?: string) => t.call(E.adminDelete, { ...someId, cookie })],
  ] as const;
  it.each(ADMIN_ACTIONS)('%s: visitor 401, member 403', async (_name, send) => {
    expect((await send()).status).toBe(401);
    expect((await send(member)).status).toBe(403);
  });
});
