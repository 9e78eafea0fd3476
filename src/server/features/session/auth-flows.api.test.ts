import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES, LOGIN_MESSAGES } from '../../../common/messages';
import { magicLinkRequests, sessions, users, verifications } from '../../db/schema';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { createAccessRequest, createAdmin, createMember, uniqueEmail } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('who is calling', () => {
  it('tells a visitor they are a visitor', async () => {
    const me = await t.request('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ kind: 'visitor', user: null });
  });

  it('tells a member who they are, and forgets them after sign-out', async () => {
    const member = await createMember(t, { firstName: 'Noor', lastName: 'Haddad' });
    const { cookie } = await t.signIn(member.email, member.password);
    const me = await t.request('/api/me', { cookie });
    expect(me.body).toEqual({
      kind: 'member',
      user: { id: member.userId, email: member.email, firstName: 'Noor', lastName: 'Haddad', attendeeId: member.attendeeId, onboarded: true, isAdmin: false },
    });
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { cookie })).body.kind).toBe('visitor');
  });
});

const GOOGLE = { method: 'oauth', oauth: { providerId: 'google' } } as never;

describe('account creation is never open', () => {
  it('does not expose direct sign-up', async () => {
    const email = uniqueEmail('walk-in');
    const response = await t.request('/api/auth/sign-up/email', { json: { email, password: 'secret123', name: 'Walk In' } });
    expect(response.status).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("keeps the auth library's own admin and account-deletion endpoints unreachable", async () => {
    for (const path of ['/api/auth/admin/list-users', '/api/auth/delete-user', '/api/auth/update-user']) {
      expect((await t.request(path, { method: 'POST', json: {} })).status).toBe(404);
    }
  });

  // A first Google sign-in creates its account through the auth library's internal adapter, as here.
  it('refuses an account for an email with no approved request, and allows one for an approved email', async () => {
    const context = await t.auth.$context;
    const email = uniqueEmail('unapproved');
    await expect(context.internalAdapter.createUser({ email, name: 'Un Approved', emailVerified: true }, GOOGLE)).rejects.toMatchObject({
      body: { code: 'ACCOUNT_NOT_FOUND', message: LOGIN_MESSAGES.accountNotFound },
    });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const request = await createAccessRequest(t, { firstName: 'Ines', lastName: 'Moreau' });
    const created = await context.internalAdapter.createUser({ email: request.email, name: 'From Google', emailVerified: true }, GOOGLE);
    expect(created).toMatchObject({ email: request.email, name: 'Ines Moreau', magicLinkSignup: true });
    const [spent] = await t.db.select().from(magicLinkRequests).where(eq(magicLinkRequests.id, request.id));
    expect(spent).toMatchObject({ status: 'signed_up', used: true });
  });

  it('refuses an account when the approved request has expired', async () => {
    const context = await t.auth.$context;
    const request = await createAccessRequest(t, { expiresAt: new Date(Date.now() - 60_000) });
    await expect(context.internalAdapter.createUser({ email: request.email, name: 'Late Comer', emailVerified: true }, GOOGLE)).rejects.toMatchObject({
      body: { code: 'ACCOUNT_NOT_FOUND' },
    });
  });

  it('says whether Google sign-in is offered, from configuration', async () => {
    expect((await t.request('/api/config')).body.auth.google).toBe(false);
    const withGoogle = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'id.apps.example', GOOGLE_CLIENT_SECRET: 'google-secret-value-that-must-stay-on-the-server' } });
    try {
      const config = await withGoogle.request('/api/config');
      expect(config.body.auth.google).toBe(true);
      expect(JSON.stringify(config.body)).not.toContain('google-secret-value');
      const start = await withGoogle.request('/api/auth/sign-in/social', { json: { provider: 'google', callbackURL: '/auth/continue' } });
      expect(start.status).toBe(200);
      expect(start.body.url).toMatch(/^https:\/\/accounts\.google\.com\//);
    } finally {
      await withGoogle.close();
    }
  });
});

describe('password reset', () => {
  const requestReset = (email: string) => t.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });

  async function resetLinkFor(email: string) {
    const message = t.outbox().findLast((m) => m.to.includes(email));
    expect(message, `no email to ${email}`).toBeDefined();
    const link = message!.links.find((l) => l.includes('/reset-password'));
    return new URL(link!);
  }

  it('emails a single-use link that sets a new password', async () => {
    const member = await createMember(t);
    expect((await requestReset(member.email)).status).toBe(200);
    const link = await resetLinkFor(member.email);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/reset-password');
    expect(t.mailLog.some((line) => line.includes(member.email) && line.includes('Reset your FMC password'))).toBe(true);

    const token = link.searchParams.get('token')!;
    const reset = await t.request('/api/auth/reset-password', { json: { newPassword: 'brand-new-pass', token } });
    expect(reset.status).toBe(200);
    const { body } = await t.signIn(member.email, 'brand-new-pass');
    expect(body.redirectTo).toBe('/user/dashboard');
    allowConsole(/Invalid password/);
    await expect(t.signIn(member.email, member.password)).rejects.toThrow(/401/);

    const again = await t.request('/api/auth/reset-password', { json: { newPassword: 'another-pass', token } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired link', async () => {
    const member = await createMember(t);
    await requestReset(member.email);
    const token = (await resetLinkFor(member.email)).searchParams.get('token')!;
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `reset-password:${token}`));
    const reset = await t.request('/api/auth/reset-password', { json: { newPassword: 'brand-new-pass', token } });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('INVALID_TOKEN');
  });

  it('refuses a new password under 6 characters', async () => {
    allowConsole(/Password is too short/);
    const member = await createMember(t);
    await requestReset(member.email);
    const token = (await resetLinkFor(member.email)).searchParams.get('token')!;
    const reset = await t.request('/api/auth/reset-password', { json: { newPassword: '12345', token } });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    allowConsole(/User not found/);
    const before = t.outbox().length;
    const response = await requestReset(uniqueEmail('nobody'));
    expect(response.status).toBe(200);
    expect(t.outbox()).toHaveLength(before);
  });

  it('ends the sessions that were open when the password is reset', async () => {
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    await requestReset(member.email);
    const token = (await resetLinkFor(member.email)).searchParams.get('token')!;
    await t.request('/api/auth/reset-password', { json: { newPassword: 'brand-new-pass', token } });
    expect((await t.request('/api/me', { cookie })).body.kind).toBe('visitor');
  });
});

describe('deactivation', () => {
  it("ends the member's open session at once and refuses their next sign-in", async () => {
    const admin = await createAdmin(t);
    const member = await createMember(t);
    const adminSession = await t.signIn(admin.email, admin.password);
    const memberSession = await t.signIn(member.email, member.password);
    expect((await t.request('/api/me', { cookie: memberSession.cookie })).body.kind).toBe('member');

    const ban = await t.request('/api/admin/members/ban', { cookie: adminSession.cookie, json: { email: member.email.toUpperCase() } });
    expect(ban.body).toMatchObject({ success: true, message: 'User has been banned successfully' });

    // The session is gone; the browser still holding its cookie is told why, and no route serves it.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(0);
    expect((await t.request('/api/me', { cookie: memberSession.cookie })).body.kind).toBe('deactivated');
    const refused = await t.request('/api/conversations', { cookie: memberSession.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('BANNED_USER');
    const retry = await t.request('/api/auth/sign-in/email', { json: { email: member.email, password: member.password } });
    expect(retry.status).toBe(403);
    expect(retry.body.message).toBe(LOGIN_MESSAGES.banned);

    const again = await t.request('/api/admin/members/ban', { cookie: adminSession.cookie, json: { email: member.email } });
    expect(again.body.message).toBe('User was already banned');

    const unban = await t.request('/api/admin/members/unban', { cookie: adminSession.cookie, json: { email: member.email } });
    expect(unban.body.message).toBe('User has been unbanned successfully');
    expect((await t.request('/api/me', { cookie: memberSession.cookie })).body.kind).toBe('visitor');
    await t.signIn(member.email, member.password);

    const unbanAgain = await t.request('/api/admin/members/unban', { cookie: adminSession.cookie, json: { email: member.email } });
    expect(unbanAgain.status).toBe(400);
    expect(unbanAgain.body.error.message).toBe('User is not currently banned');
  });

  it('asks for an email to ban', async () => {
    const admin = await createAdmin(t);
    const { cookie } = await t.signIn(admin.email, admin.password);
    const response = await t.request('/api/admin/members/ban', { cookie, json: {} });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Email is required to ban a user');
    const malformed = await t.request('/api/admin/members/ban', { cookie, method: 'POST', headers: { 'content-type': 'application/json' }, json: undefined });
    expect(malformed.status).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers a flood of sign-ins with 429 and a clear message, shared through the database', async () => {
    allowConsole(/Invalid password/);
    const limited = await createTestApp({ env: { RATE_LIMIT: 'true' } });
    try {
      const member = await createMember(limited);
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 12; i++) {
        last = await limited.request('/api/auth/sign-in/email', {
          json: { email: member.email, password: 'wrong-password' },
          headers: { 'x-client-ip': '203.0.113.9' },
        });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(last!.body.message).toBe(GENERAL_MESSAGES.tooManyRequests);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('limits password-reset requests too', async () => {
    allowConsole(/User not found/);
    const limited = await createTestApp({ env: { RATE_LIMIT: 'true' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await limited.request('/api/auth/request-password-reset', { json: { email: uniqueEmail('flood'), redirectTo: '/reset-password' } });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
