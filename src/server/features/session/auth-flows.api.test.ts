import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASK_ROUTES } from '../../../common/contracts/ask-routes';
import { MEMBER_ROUTES } from '../../../common/contracts/members-routes';
import { LOGIN_MESSAGES, PASSWORD_MESSAGES, tooManyRequestsFor } from '../../../common/messages';
import { SESSION_ENDPOINTS } from '../../../common/contracts/session';
import { accessRequests, requestLimits, sessions, users, verifications } from '../../db/schema';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { createAccessRequest, createAdmin, createMember, uniqueEmail } from '../../../../tests/support/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('who is calling', () => {
  it('tells a visitor they are a visitor', async () => {
    const me = await t.call(SESSION_ENDPOINTS.me, { expect: 200 });
    expect(me.body).toEqual({ kind: 'visitor', user: null });
  });

  it('tells a member who they are, and forgets them after sign-out', async () => {
    const member = await createMember(t, { firstName: 'Noor', lastName: 'Haddad' });
    const { cookie } = await t.signIn(member.email, member.password);
    const me = await t.call(SESSION_ENDPOINTS.me, { cookie, expect: 200 });
    expect(me.body).toEqual({
      kind: 'member',
      user: {
        id: member.userId,
        email: member.email,
        firstName: 'Noor',
        lastName: 'Haddad',
        attendeeId: member.attendeeId,
        onboarded: true,
        isAdmin: false,
        twoFactorEnabled: false,
        twoFactorSetupRequired: false,
      },
    });
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await t.call(SESSION_ENDPOINTS.me, { cookie, expect: 200 })).body.kind).toBe('visitor');
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
    await expect(
      context.internalAdapter.createUser({ email, name: 'Un Approved', emailVerified: true }, GOOGLE),
    ).rejects.toMatchObject({
      body: { code: 'ACCOUNT_NOT_FOUND', message: LOGIN_MESSAGES.accountNotFound },
    });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const request = await createAccessRequest(t, { firstName: 'Ines', lastName: 'Moreau' });
    const created = await context.internalAdapter.createUser(
      { email: request.email, name: 'From Google', emailVerified: true },
      GOOGLE,
    );
    expect(created).toMatchObject({ email: request.email, name: 'Ines Moreau', accessLinkSignUp: true });
    const [spent] = await t.db.select().from(accessRequests).where(eq(accessRequests.id, request.id));
    expect(spent).toMatchObject({ status: 'signed_up', used: true });
  });

  it('refuses an account when the approved request has expired', async () => {
    const context = await t.auth.$context;
    const request = await createAccessRequest(t, { expiresAt: new Date(Date.now() - 60_000) });
    await expect(
      context.internalAdapter.createUser({ email: request.email, name: 'Late Comer', emailVerified: true }, GOOGLE),
    ).rejects.toMatchObject({
      body: { code: 'ACCOUNT_NOT_FOUND' },
    });
  });

  it('says whether Google sign-in is offered, from configuration', async () => {
    expect((await t.call(SESSION_ENDPOINTS.config, { expect: 200 })).body.auth.google).toBe(false);
    const withGoogle = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'id.apps.example', GOOGLE_CLIENT_SECRET: 'google-secret-value-that-must-stay-on-the-server' },
    });
    try {
      const config = await withGoogle.call(SESSION_ENDPOINTS.config, { expect: 200 });
      expect(config.body.auth.google).toBe(true);
      expect(JSON.stringify(config.body)).not.toContain('google-secret-value');
      const start = await withGoogle.request('/api/auth/sign-in/social', {
        json: { provider: 'google', callbackURL: '/auth/continue' },
      });
      expect(start.status).toBe(200);
      expect(start.body.url).toMatch(/^https:\/\/accounts\.google\.com\//);
    } finally {
      await withGoogle.close();
    }
  });
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    t.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });

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
    expect(body.redirectTo).toBe('/');
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
    const member = await createMember(t);
    const known = await requestReset(member.email);
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(t.outbox()).toHaveLength(before + 1);
  });

  it('answers before looking the email up, so the answer takes as long for a member as for a stranger', async () => {
    allowConsole(/User not found/);
    const member = await createMember(t);
    const tokensOf = async (userId: string) =>
      (await t.db.select().from(verifications).where(eq(verifications.value, userId))).length;
    const answers = [];
    for (const email of [member.email, uniqueEmail('nobody')]) {
      const before = t.outbox().length;
      const response = await t.app.request('/api/auth/request-password-reset', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email, redirectTo: '/reset-password' }),
      });
      // Answered, and the email not even looked at yet: nothing sent (read at once, before anything else runs).
      expect(t.outbox()).toHaveLength(before);
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(await tokensOf(member.userId)).toBe(0);
    // Then the work is done, on this server, and the member's email arrives.
    await t.settled();
    expect(await tokensOf(member.userId)).toBe(1);
    expect(t.outbox().findLast((m) => m.to.includes(member.email))?.subject).toBe('Reset your FMC password');
  });

  it('still refuses a malformed email at once', async () => {
    const response = await t.request('/api/auth/request-password-reset', {
      json: { email: 'not-an-email', redirectTo: '/reset-password' },
    });
    expect(response.status).toBe(400);
  });

  it('refuses a new password of spaces only', async () => {
    const member = await createMember(t);
    await requestReset(member.email);
    const token = (await resetLinkFor(member.email)).searchParams.get('token')!;
    const reset = await t.request('/api/auth/reset-password', { json: { newPassword: '      ', token } });
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({ code: 'PASSWORD_ONLY_SPACES', message: PASSWORD_MESSAGES.onlySpaces });
    // The link is not spent by the refusal, and the old password still works.
    await t.signIn(member.email, member.password);
    expect((await t.request('/api/auth/reset-password', { json: { newPassword: ' a new one ', token } })).status).toBe(200);
    await t.signIn(member.email, ' a new one ');
  });

  it('ends the sessions that were open when the password is reset', async () => {
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    await requestReset(member.email);
    const token = (await resetLinkFor(member.email)).searchParams.get('token')!;
    await t.request('/api/auth/reset-password', { json: { newPassword: 'brand-new-pass', token } });
    expect((await t.call(SESSION_ENDPOINTS.me, { cookie, expect: 200 })).body.kind).toBe('visitor');
  });
});

describe('deactivation', () => {
  it("ends the member's open session at once and refuses their next sign-in", async () => {
    const admin = await createAdmin(t);
    const member = await createMember(t);
    const adminSession = await t.signIn(admin.email, admin.password);
    const memberSession = await t.signIn(member.email, member.password);
    expect((await t.call(SESSION_ENDPOINTS.me, { cookie: memberSession.cookie, expect: 200 })).body.kind).toBe('member');

    const ban = await t.request(MEMBER_ROUTES.ban.path, {
      cookie: adminSession.cookie,
      json: { email: member.email.toUpperCase() },
    });
    expect(ban.body).toMatchObject({ success: true, message: 'User has been banned successfully' });

    // The session is gone; the browser still holding its cookie is told why, and no route serves it.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(0);
    expect((await t.call(SESSION_ENDPOINTS.me, { cookie: memberSession.cookie, expect: 200 })).body.kind).toBe('deactivated');
    const refused = await t.request(ASK_ROUTES.list.path, { cookie: memberSession.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('BANNED_USER');
    const retry = await t.request('/api/auth/sign-in/email', { json: { email: member.email, password: member.password } });
    expect(retry.status).toBe(403);
    expect(retry.body.message).toBe(LOGIN_MESSAGES.banned);

    const again = await t.request(MEMBER_ROUTES.ban.path, { cookie: adminSession.cookie, json: { email: member.email } });
    expect(again.body.message).toBe('User was already banned');

    const unban = await t.request(MEMBER_ROUTES.unban.path, { cookie: adminSession.cookie, json: { email: member.email } });
    expect(unban.body.message).toBe('User has been unbanned successfully');
    expect((await t.call(SESSION_ENDPOINTS.me, { cookie: memberSession.cookie, expect: 200 })).body.kind).toBe('visitor');
    await t.signIn(member.email, member.password);

    const unbanAgain = await t.request(MEMBER_ROUTES.unban.path, {
      cookie: adminSession.cookie,
      json: { email: member.email },
    });
    expect(unbanAgain.status).toBe(400);
    expect(unbanAgain.body.error.message).toBe('User is not currently banned');
  });

  it('asks for an email to ban', async () => {
    const admin = await createAdmin(t);
    const { cookie } = await t.signIn(admin.email, admin.password);
    const response = await t.request(MEMBER_ROUTES.ban.path, { cookie, json: {} });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Email is required to ban a user');
    const malformed = await t.request(MEMBER_ROUTES.ban.path, {
      cookie,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      json: undefined,
    });
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
      // The text says the wait the header gives (the limiter's window is a minute).
      const retryAfter = Number(last!.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(last!.body.message).toBe(tooManyRequestsFor(retryAfter));
    } finally {
      await limited.close();
    }
  });

  it('holds one account after 10 wrong passwords from as many addresses, until the window ends or a reset', async () => {
    allowConsole(/Invalid password/);
    const limited = await createTestApp({ env: { RATE_LIMIT: 'true', TRUST_PROXY: 'true' } });
    try {
      const member = await createMember(limited);
      const other = await createMember(limited);
      let address = 1;
      const signIn = (email: string, password: string) =>
        limited.request('/api/auth/sign-in/email', {
          json: { email, password },
          headers: { 'x-forwarded-for': `203.0.113.${address++}` },
        });
      limited.clock.set(new Date('2026-12-01T10:00:00Z'));
      for (let i = 0; i < 10; i++) expect((await signIn(member.email.toUpperCase(), `guess-${i}`)).status).toBe(401);
      // Held now, even with the right password: otherwise the eleventh guess would just be let in.
      const held = await signIn(member.email, member.password);
      expect(held.status).toBe(429);
      expect(held.headers.get('retry-after')).toBe('900');
      expect(held.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
      // Only this account: another member signs in as usual.
      expect((await signIn(other.email, other.password)).status).toBe(200);

      limited.clock.advance(10 * 60_000);
      const later = await signIn(member.email, member.password);
      expect(later.headers.get('retry-after')).toBe('300');
      expect(later.body.message).toBe(tooManyRequestsFor(300));
      limited.clock.advance(5 * 60_000);
      expect((await signIn(member.email, member.password)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('forgets the failures when the owner signs in or resets the password, and keeps the count in the database', async () => {
    allowConsole(/Invalid password/);
    const limited = await createTestApp({ env: { RATE_LIMIT: 'true', TRUST_PROXY: 'true' } });
    try {
      const member = await createMember(limited);
      let address = 1;
      const signIn = (password: string) =>
        limited.request('/api/auth/sign-in/email', {
          json: { email: member.email, password },
          headers: { 'x-forwarded-for': `198.51.100.${address++}` },
        });
      for (let i = 0; i < 9; i++) await signIn(`guess-${i}`);
      expect(
        (
          await limited.db
            .select()
            .from(requestLimits)
            .where(eq(requestLimits.key, `sign-in:account:${member.email}`))
        )[0].count,
      ).toBe(9);
      expect((await signIn(member.password)).status).toBe(200);
      for (let i = 0; i < 10; i++) expect((await signIn(`guess-${i}`)).status).toBe(401);
      expect((await signIn(member.password)).status).toBe(429);

      // A reset by email proves who they are: the hold ends with it.
      await limited.request('/api/auth/request-password-reset', {
        json: { email: member.email, redirectTo: '/reset-password' },
        headers: { 'x-forwarded-for': '198.51.100.250' },
      });
      const link = new URL(
        limited
          .outbox()
          .findLast((m) => m.to.includes(member.email))!
          .links.find((l) => l.includes('/reset-password'))!,
      );
      const reset = await limited.request('/api/auth/reset-password', {
        json: { newPassword: 'fresh-start-9', token: link.searchParams.get('token') },
      });
      expect(reset.status).toBe(200);
      expect((await signIn('fresh-start-9')).status).toBe(200);
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
        const response = await limited.request('/api/auth/request-password-reset', {
          json: { email: uniqueEmail('flood'), redirectTo: '/reset-password' },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
