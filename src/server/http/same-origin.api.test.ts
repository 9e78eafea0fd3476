// Writes under /api come from the site's own pages, as JSON (same-origin.ts). The attack this stops: a
// page on another port of the same host auto-submitted <form enctype="text/plain" method="post"> to
// 'Add User', and the signed-in administrator's browser created a link for the attacker's address.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES } from '../../common/messages';
import { attendees, accessRequests, sessions } from '../db/schema';
import { createAccessRequest, createAdmin, createMember, uniqueEmail } from '../../../tests/support/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let admin: string;
let member: { cookie: string; attendeeId: string };
beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdmin(t);
  admin = (await t.signIn(a.email, a.password)).cookie;
  const m = await createMember(t, { firstName: 'Rosa', lastName: 'Okafor' });
  member = { cookie: (await t.signIn(m.email, m.password)).cookie, attendeeId: m.attendeeId! };
});
afterAll(() => t.close());

type Sent = { method?: string; cookie?: string; origin?: string; secFetchSite?: string; contentType?: string; body?: string };

/** A request exactly as given: no Origin or content type unless the test names one. */
async function send(pathname: string, { method = 'POST', cookie, origin, secFetchSite, contentType, body }: Sent) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin !== undefined) headers.origin = origin;
  if (secFetchSite) headers['sec-fetch-site'] = secFetchSite;
  if (contentType) headers['content-type'] = contentType;
  const response = await t.app.request(pathname, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

const FOREIGN_ORIGINS: Array<[string, Partial<Sent>]> = [
  ['another site', { origin: 'https://attacker.example' }],
  ['another port of the same host', { origin: 'http://localhost:3001' }],
  ['the same host over https', { origin: 'https://localhost:3000' }],
  ['an opaque origin (null)', { origin: 'null' }],
  ['no Origin at all', {}],
  ['no Origin, and a request from the same site but another origin', { secFetchSite: 'same-site' }],
];

const linksFor = (email: string) => t.db.select().from(accessRequests).where(eq(accessRequests.email, email));

describe('writes from anywhere but the site itself are refused, and write nothing', () => {
  it.each(FOREIGN_ORIGINS)("an administrator's 'Add User' from %s", async (_, from) => {
    const email = uniqueEmail('victim-link');
    const before = t.outbox().length;
    const response = await send('/api/admin/access-requests', {
      cookie: admin,
      contentType: 'application/json',
      body: JSON.stringify({ email }),
      ...from,
    });
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({ code: 'FOREIGN_ORIGIN', message: GENERAL_MESSAGES.foreignOrigin });
    expect(await linksFor(email)).toHaveLength(0);
    expect(t.outbox()).toHaveLength(before);
  });

  it.each(FOREIGN_ORIGINS)("a member's profile save from %s", async (_, from) => {
    const response = await send('/api/profile', {
      method: 'PUT',
      cookie: member.cookie,
      contentType: 'application/json',
      body: JSON.stringify({ firstName: 'Hijacked', lastName: 'Name' }),
      ...from,
    });
    expect(response.status).toBe(403);
    const [row] = await t.db.select().from(attendees).where(eq(attendees.id, member.attendeeId));
    expect(row).toMatchObject({ firstName: 'Rosa', lastName: 'Okafor' });
  });

  it('a DELETE from another port deletes nothing', async () => {
    const request = await createAccessRequest(t);
    const response = await send(`/api/admin/access-requests/${request.id}`, {
      method: 'DELETE',
      cookie: admin,
      origin: 'http://localhost:8080',
    });
    expect(response.status).toBe(403);
    expect(await linksFor(request.email)).toHaveLength(1);
  });

  it("the auth library's routes too: a sign-in from another port makes no session", async () => {
    const m = await createMember(t);
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;
    const response = await send('/api/auth/sign-in/email', {
      origin: 'http://localhost:3001',
      contentType: 'application/json',
      body: JSON.stringify({ email: m.email, password: m.password }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n).toBe(before);
  });
});

describe('the same writes from the site itself', () => {
  it("'Add User' and a profile save work with the site's Origin", async () => {
    const email = uniqueEmail('own-origin');
    const created = await send('/api/admin/access-requests', {
      cookie: admin,
      origin: TEST_ORIGIN,
      contentType: 'application/json',
      body: JSON.stringify({ email }),
    });
    expect(created.status).toBe(201);
    expect(await linksFor(email)).toHaveLength(1);
    const saved = await send('/api/profile', {
      method: 'PUT',
      cookie: member.cookie,
      origin: TEST_ORIGIN,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ firstName: 'Rosa', lastName: 'Okafor' }),
    });
    expect(saved.status).toBe(200);
  });

  it('work without Origin when the browser says Sec-Fetch-Site: same-origin', async () => {
    const email = uniqueEmail('fetch-metadata');
    const created = await send('/api/admin/access-requests', {
      cookie: admin,
      secFetchSite: 'same-origin',
      contentType: 'application/json',
      body: JSON.stringify({ email }),
    });
    expect(created.status).toBe(201);
  });

  it('need no content type when they carry no body', async () => {
    const request = await createAccessRequest(t, { approved: false });
    const approved = await send(`/api/admin/access-requests/${request.id}/approve`, { cookie: admin, origin: TEST_ORIGIN });
    expect(approved.status).toBe(200);
    const deleted = await send(`/api/admin/access-requests/${request.id}`, {
      method: 'DELETE',
      cookie: admin,
      origin: TEST_ORIGIN,
    });
    expect(deleted.status).toBe(200);
    expect(await linksFor(request.email)).toHaveLength(0);
  });
});

describe('a JSON route refuses a body that is not JSON', () => {
  it.each([
    ['text/plain (what a cross-site form can send)', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
  ])('%s is a 415 from the site itself, and writes nothing', async (_, contentType) => {
    const email = uniqueEmail('text-plain');
    // The text/plain form trick: a field named '{"email":"…","x":"' whose value is '"}'.
    const response = await send('/api/admin/access-requests', {
      cookie: admin,
      origin: TEST_ORIGIN,
      contentType,
      body: `{"email":"${email}","x":"="}`,
    });
    expect(response.status).toBe(415);
    expect(response.body.error).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: GENERAL_MESSAGES.notJson });
    expect(await linksFor(email)).toHaveLength(0);
  });

  it('a body with no content type at all is refused too', async () => {
    const email = uniqueEmail('untyped');
    const response = await t.app.request('/api/admin/access-requests', {
      method: 'POST',
      headers: { cookie: admin, origin: TEST_ORIGIN, 'content-length': '30' },
      body: new Blob([JSON.stringify({ email })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(415);
    expect(await linksFor(email)).toHaveLength(0);
  });

  it('the upload route keeps its multipart body', async () => {
    const form = new FormData();
    form.set('purpose', 'spotlight-image');
    const response = await t.app.request('/api/admin/uploads', {
      method: 'POST',
      headers: { cookie: admin, origin: TEST_ORIGIN },
      body: form,
    });
    // Past both checks: the route itself answers that no file was chosen.
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('You must select an image to upload.');
  });
});

describe('what may come from elsewhere', () => {
  it("an OAuth provider's form post to the callback, which only turns it into the GET callback", async () => {
    const response = await send('/api/auth/callback/google', {
      origin: 'https://appleid.apple.com',
      contentType: 'application/x-www-form-urlencoded',
      body: 'state=abc&code=xyz',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${TEST_ORIGIN}/api/auth/callback/google?code=xyz&state=abc`);
  });

  it('leaves reads to the read rule: an Origin alone (a script, no Sec-Fetch-Site) is not refused by the write rule', async () => {
    const response = await send('/api/config', { method: 'GET', origin: 'https://attacker.example' });
    expect(response.status).toBe(200);
  });
});
