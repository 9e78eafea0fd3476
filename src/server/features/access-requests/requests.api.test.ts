import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_EXTRA_MESSAGES, GENERAL_MESSAGES, MAGIC_LINK_ADMIN_MESSAGES as ADMIN, REQUEST_ACCESS_MESSAGES } from '../../../common/messages';
import { auditLog, magicLinkRequests } from '../../db/schema';
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
  t.request('/api/access-requests', { json: body, headers: { 'x-forwarded-for': ip } });
const rowsFor = (email: string) => t.db.select().from(magicLinkRequests).where(eq(magicLinkRequests.email, email));
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

  it('tells an email that already has an account so', async () => {
    const existing = await createMember(t);
    const response = await ask({ email: existing.email, firstName: 'A', lastName: 'B' });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(ACCESS_REQUEST_EXTRA_MESSAGES.accountExists);
  });

  it.each([
    [{ email: '', firstName: 'A', lastName: 'B' }, REQUEST_ACCESS_MESSAGES.fillAllFields],
    [{ email: 'a@b.co', firstName: ' ', lastName: 'B' }, REQUEST_ACCESS_MESSAGES.fillAllFields],
    [{ firstName: 'A', lastName: 'B' }, REQUEST_ACCESS_MESSAGES.fillAllFields],
    [{ email: 'no-at-sign.com', firstName: 'A', lastName: 'B' }, REQUEST_ACCESS_MESSAGES.invalidEmail],
    [{ email: 'a@nodot', firstName: 'A', lastName: 'B' }, REQUEST_ACCESS_MESSAGES.invalidEmail],
    [{ email: 'a@b.co', firstName: 'A'.repeat(81), lastName: 'B' }, 'First name must be at most 80 characters'],
  ])('refuses %o with its message', async (body, message) => {
    const response = await ask(body, '198.51.100.50');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });

  it('limits a flood from one address and for one email with 429', async () => {
    const limited = await createTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT: 'true' } });
    try {
      const fromOneAddress = [];
      for (let i = 0; i < 6; i++) {
        fromOneAddress.push((await limited.request('/api/access-requests', { json: { email: uniqueEmail('flood'), firstName: 'F', lastName: 'L' }, headers: { 'x-forwarded-for': '203.0.113.7' } })).status);
      }
      expect(fromOneAddress).toEqual([201, 201, 201, 201, 201, 429]);
      const email = uniqueEmail('same');
      const forOneEmail = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.request('/api/access-requests', { json: { email, firstName: 'F', lastName: 'L' }, headers: { 'x-forwarded-for': `203.0.113.${20 + i}` } });
        forOneEmail.push(response.status);
        if (response.status === 429) {
          expect(response.body.error.message).toBe(GENERAL_MESSAGES.tooManyRequests);
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
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
      const list = await fresh.request('/api/admin/access-requests', { cookie });
      expect(list.status).toBe(200);
      expect(list.body.items.map((r: { displayStatus: string }) => r.displayStatus)).toEqual(['expired', 'approved', 'pending']);
      expect(list.body).toMatchObject({ total: 3, pendingCount: 1, page: 1 });
      expect(list.body.items[1].link).toMatch(/^http:\/\/localhost:3000\/magic-link\/[\w-]{43}$/);
      expect(list.body.items[0].link).toBeNull();
      const paged = await fresh.request('/api/admin/access-requests?page=2&pageSize=2', { cookie });
      expect(paged.body.items).toHaveLength(1);
      expect((await fresh.request('/api/admin/access-requests?pageSize=1000', { cookie })).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });

  it('approves a pending request once, emails the 72-hour link, and audits it', async () => {
    const request = await createAccessRequest(t, { approved: false, firstName: 'Kemi' });
    t.clock.set(new Date('2026-11-22T12:00:00Z'));
    const approved = await t.request(`/api/admin/access-requests/${request.id}/approve`, { method: 'POST', cookie: admin });
    t.clock.reset();
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ success: true, message: ADMIN.approved, emailed: true });
    expect(approved.body.token).toMatch(/^[\w-]{43}$/);
    const [row] = await rowsFor(request.email);
    expect(row).toMatchObject({ status: 'approved', approved: true, used: false });
    expect(row.expiresAt?.toISOString()).toBe('2026-11-25T12:00:00.000Z');

    const mail = t.outbox().findLast((m) => m.to.includes(request.email))!;
    expect(mail.subject).toBe('Your invitation to FMC');
    expect(mail.text).toContain('Hello Kemi,');
    expect(mail.links).toContain(approved.body.link);

    const again = await t.request(`/api/admin/access-requests/${request.id}/approve`, { method: 'POST', cookie: admin });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(ADMIN.requestNotFoundOrProcessed);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetEmail, request.email));
    expect(audits.map((a) => a.action)).toEqual(['access-request.approve']);
  });

  it('creates a link for an email, refusing an existing account or a live link', async () => {
    const email = uniqueEmail('added');
    const created = await t.request('/api/admin/access-requests', { cookie: admin, json: { email } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: ADMIN.created, emailed: true });
    expect((await t.request(`/api/access-links/${created.body.token}`)).status).toBe(200);

    const twice = await t.request('/api/admin/access-requests', { cookie: admin, json: { email } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(ADMIN.activeLinkExists);

    const existing = await createMember(t);
    const forMember = await t.request('/api/admin/access-requests', { cookie: admin, json: { email: existing.email } });
    expect(forMember.body.error.message).toBe(ADMIN.userHasAccount);

    expect((await t.request('/api/admin/access-requests', { cookie: admin, json: { email: '' } })).body.error.message).toBe(ADMIN.enterEmail);
    expect((await t.request('/api/admin/access-requests', { cookie: admin, json: { email: 'nope' } })).body.error.message).toBe(ADMIN.invalidEmail);
  });

  it('creates a new link once the old one has expired', async () => {
    const email = uniqueEmail('late');
    await t.request('/api/admin/access-requests', { cookie: admin, json: { email } });
    t.clock.set(new Date(Date.now() + 73 * 3600_000));
    try {
      const again = await t.request('/api/admin/access-requests', { cookie: admin, json: { email } });
      expect(again.status).toBe(201);
    } finally {
      t.clock.reset();
    }
  });

  it('regenerates a link: the old one dies at once, the new one works for 72 hours', async () => {
    const request = await createAccessRequest(t);
    const regenerated = await t.request(`/api/admin/access-requests/${request.id}/regenerate`, { method: 'POST', cookie: admin });
    expect(regenerated.body).toMatchObject({ success: true, message: ADMIN.regenerated });
    expect(regenerated.body.token).not.toBe(request.token);
    expect((await t.request(`/api/access-links/${request.token}`)).status).toBe(410);
    expect((await t.request(`/api/access-links/${linkToken(regenerated.body.link)}`)).status).toBe(200);
  });

  it('regenerates an expired link', async () => {
    const request = await createAccessRequest(t, { expiresAt: new Date(Date.now() - 1000) });
    const regenerated = await t.request(`/api/admin/access-requests/${request.id}/regenerate`, { method: 'POST', cookie: admin });
    expect(regenerated.body.request.displayStatus).toBe('approved');
    expect((await t.request(`/api/access-links/${regenerated.body.token}`)).status).toBe(200);
  });

  it('deletes a request, and answers unknown or malformed ids with 404', async () => {
    const request = await createAccessRequest(t, { approved: false });
    const deleted = await t.request(`/api/admin/access-requests/${request.id}`, { method: 'DELETE', cookie: admin });
    expect(deleted.body).toMatchObject({ success: true });
    expect(await rowsFor(request.email)).toHaveLength(0);
    for (const id of [request.id, 'not-a-uuid']) {
      const response = await t.request(`/api/admin/access-requests/${id}`, { method: 'DELETE', cookie: admin });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Record not found');
    }
    const regenerateMissing = await t.request(`/api/admin/access-requests/${request.id}/regenerate`, { method: 'POST', cookie: admin });
    expect(regenerateMissing.body.error.message).toBe(ADMIN.requestNotFound);
  });

  const ADMIN_ACTIONS: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/access-requests'],
    ['POST', '/api/admin/access-requests', { email: 'x@example.com' }],
    ['POST', '/api/admin/access-requests/00000000-0000-4000-8000-000000000000/approve'],
    ['POST', '/api/admin/access-requests/00000000-0000-4000-8000-000000000000/regenerate'],
    ['DELETE', '/api/admin/access-requests/00000000-0000-4000-8000-000000000000'],
  ];
  it.each(ADMIN_ACTIONS)('%s %s: visitor 401, member 403', async (method, path, json) => {
    expect((await t.request(path, { method, json })).status).toBe(401);
    expect((await t.request(path, { method, json, cookie: member })).status).toBe(403);
  });
});
