// Two-factor sign-in (issue 37, decision 060): an authenticator app's code after the password, recovery
// codes that work once, the administrators' requirement, the organisers' reset, and the attempts' limit.
// The codes are computed here as a phone would (tests/support/totp.ts), not by the auth library.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_ENDPOINTS } from '../../../common/contracts/security';
import { SESSION_ENDPOINTS } from '../../../common/contracts/session';
import { AUTH_ROUTES } from '../../../common/contracts/auth-routes';
import { ROUTES } from '../../../common/routes';
import { auditLog, twoFactors, users } from '../../db/schema';
import { createCookieJar } from '../../../../tests/support/browser-cookies';
import { createAdmin, createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { secretOfUri, totpCode } from '../../../../tests/support/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Browser = ReturnType<typeof createCookieJar>;

/** Sends a request as `browser`, keeping what the answer sets. */
async function as(browser: Browser, path: string, init: { method?: string; json?: unknown } = {}) {
  const answer = await t.request(path, { ...init, cookie: browser.header() });
  browser.keep(answer.headers);
  return answer;
}

async function signInWithPassword(browser: Browser, email: string, password: string) {
  return as(browser, AUTH_ROUTES.signInEmail.path, { json: { email, password } });
}

/** A member who turned on an authenticator app; answers its secret and recovery codes. */
async function memberWithAuthenticator(overrides: { admin?: boolean } = {}) {
  const person = overrides.admin ? await createAdmin(t) : await createMember(t);
  const browser = createCookieJar();
  expect((await signInWithPassword(browser, person.email, person.password)).status).toBe(200);
  const enabled = await as(browser, AUTH_ROUTES.twoFactorEnable.path, { json: { password: person.password } });
  expect(enabled.status).toBe(200);
  const secret = secretOfUri(enabled.body.totpURI);
  const confirmed = await as(browser, AUTH_ROUTES.twoFactorVerifyTotp.path, { json: { code: totpCode(secret) } });
  expect(confirmed.status).toBe(200);
  return { ...person, secret, recoveryCodes: enabled.body.backupCodes as string[], browser };
}

const me = (browser: Browser) => t.call(SESSION_ENDPOINTS.me, { cookie: browser.header(), expect: 200 });

describe('an authenticator app', () => {
  it('is asked for after the password: the password alone gives no session and says nothing but that a code is due', async () => {
    const member = await memberWithAuthenticator();
    expect((await me(member.browser)).body.user?.twoFactorEnabled).toBe(true);
    // The secret and the codes are stored encrypted, not as given.
    const [stored] = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, member.userId));
    expect(stored.secret).not.toContain(member.secret);
    expect(stored.backupCodes).not.toContain(member.recoveryCodes[0]);

    const browser = createCookieJar();
    const password = await signInWithPassword(browser, member.email, member.password);
    expect(password.status).toBe(200);
    expect(password.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(browser.has('.session_token')).toBe(false);
    expect((await me(browser)).body.kind).toBe('visitor');

    const wrong = await as(browser, AUTH_ROUTES.twoFactorVerifyTotp.path, { json: { code: '000000' } });
    expect(wrong.status).toBe(401);
    const right = await as(browser, AUTH_ROUTES.twoFactorVerifyTotp.path, { json: { code: totpCode(member.secret) } });
    expect(right.status).toBe(200);
    // Where to go, and nothing else: no token, no account in the answer.
    expect(right.body).toEqual({ redirectTo: '/' });
    expect((await me(browser)).body.kind).toBe('member');
  });

  it('without the password step, a code alone opens nothing', async () => {
    const member = await memberWithAuthenticator();
    const stranger = createCookieJar();
    const answer = await as(stranger, AUTH_ROUTES.twoFactorVerifyTotp.path, { json: { code: totpCode(member.secret) } });
    expect(answer.status).toBe(401);
    expect((await me(stranger)).body.kind).toBe('visitor');
  });

  it('turning it off needs the password', async () => {
    const member = await memberWithAuthenticator();
    expect((await as(member.browser, AUTH_ROUTES.twoFactorDisable.path, { json: { password: 'not-the-password' } })).status).toBe(
      400,
    );
    expect((await as(member.browser, AUTH_ROUTES.twoFactorDisable.path, { json: { password: member.password } })).status).toBe(
      200,
    );
    expect((await me(member.browser)).body.user?.twoFactorEnabled).toBe(false);
  });
});

describe('recovery codes', () => {
  it('are ten, and each works once', async () => {
    const member = await memberWithAuthenticator();
    expect(member.recoveryCodes).toHaveLength(10);
    expect(new Set(member.recoveryCodes).size).toBe(10);

    const first = createCookieJar();
    await signInWithPassword(first, member.email, member.password);
    const used = await as(first, AUTH_ROUTES.twoFactorVerifyBackupCode.path, { json: { code: member.recoveryCodes[0] } });
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ redirectTo: '/' });
    expect((await me(first)).body.kind).toBe('member');

    const again = createCookieJar();
    await signInWithPassword(again, member.email, member.password);
    expect(
      (await as(again, AUTH_ROUTES.twoFactorVerifyBackupCode.path, { json: { code: member.recoveryCodes[0] } })).status,
    ).toBe(401);
    expect((await me(again)).body.kind).toBe('visitor');
    expect(
      (await as(again, AUTH_ROUTES.twoFactorVerifyBackupCode.path, { json: { code: member.recoveryCodes[1] } })).status,
    ).toBe(200);
  });
});

describe('the administrators’ requirement', () => {
  it('leads an administrator without a second factor to set one up, and refuses the dashboard until then', async () => {
    const organiser = await memberWithAuthenticator({ admin: true });
    await t.call(SECURITY_ENDPOINTS.setRequirement, {
      body: { requiredFor: 'administrators' },
      cookie: organiser.browser.header(),
      expect: 200,
    });

    const newcomer = await createAdmin(t);
    const browser = createCookieJar();
    const signedIn = await signInWithPassword(browser, newcomer.email, newcomer.password);
    expect(signedIn.body.redirectTo).toBe(ROUTES.adminSecurity);
    expect((await me(browser)).body.user).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: true });
    const refused = await t.call(SECURITY_ENDPOINTS.requirement, { cookie: browser.header(), expect: 403 });
    expect(refused.body.error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    // Their devices stay theirs to see meanwhile.
    expect((await t.call(SECURITY_ENDPOINTS.sessions, { cookie: browser.header() })).status).toBe(200);
    // Members are not covered by 'administrators'.
    const member = await createMember(t);
    expect((await t.signIn(member.email, member.password)).body.redirectTo).toBe('/');

    // Set up: the dashboard opens.
    const enabled = await as(browser, AUTH_ROUTES.twoFactorEnable.path, { json: { password: newcomer.password } });
    await as(browser, AUTH_ROUTES.twoFactorVerifyTotp.path, { json: { code: totpCode(secretOfUri(enabled.body.totpURI)) } });
    expect((await me(browser)).body.user?.twoFactorSetupRequired).toBe(false);
    expect((await t.call(SECURITY_ENDPOINTS.requirement, { cookie: browser.header() })).body).toEqual({
      requiredFor: 'administrators',
    });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'security.two-factor-requirement'));
    expect(audit.at(-1)?.changes).toEqual([{ field: 'Required of', from: 'Nobody', to: 'Administrators' }]);
    await t.call(SECURITY_ENDPOINTS.setRequirement, {
      body: { requiredFor: 'nobody' },
      cookie: organiser.browser.header(),
      expect: 200,
    });
  });

  it('is the administrators’ alone to read and change', async () => {
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    expect((await t.call(SECURITY_ENDPOINTS.requirement, {})).status).toBe(401);
    expect((await t.call(SECURITY_ENDPOINTS.requirement, { cookie })).status).toBe(403);
    expect((await t.call(SECURITY_ENDPOINTS.setRequirement, { body: { requiredFor: 'everyone' }, cookie })).status).toBe(403);
    const admin = await createAdmin(t);
    const adminCookie = (await t.signIn(admin.email, admin.password)).cookie;
    const bad = await t.call(SECURITY_ENDPOINTS.setRequirement, { body: { requiredFor: 'some' } as never, cookie: adminCookie });
    expect(bad.status).toBe(400);
  });
});

describe('an organiser’s reset, for a member who lost their device', () => {
  it('turns the second factor off, signs them out, is audited with the reason, and emails them', async () => {
    const member = await memberWithAuthenticator();
    const admin = await createAdmin(t);
    const adminCookie = (await t.signIn(admin.email, admin.password)).cookie;

    const reset = await t.call(SECURITY_ENDPOINTS.resetTwoFactor, {
      body: { email: member.email.toUpperCase(), reason: 'Lost their phone; checked by a video call' },
      cookie: adminCookie,
      expect: 200,
    });
    expect(reset.body.message).toContain(member.email);
    expect((await me(member.browser)).body.kind).toBe('visitor');
    const [user] = await t.db.select().from(users).where(eq(users.id, member.userId));
    expect(user.twoFactorEnabled).toBe(false);
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, member.userId))).toHaveLength(0);
    // The password alone works again.
    expect((await t.signIn(member.email, member.password)).body.redirectTo).toBe('/');

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'security.two-factor-reset'));
    expect(entry).toMatchObject({ actorEmail: admin.email, targetEmail: member.email, reason: expect.stringContaining('video') });
    const email = t.outbox().find((message) => message.to === member.email && /turned off/.test(message.subject));
    expect(email?.text).toContain(ROUTES.security);

    const again = await t.call(SECURITY_ENDPOINTS.resetTwoFactor, {
      body: { email: member.email },
      cookie: adminCookie,
      expect: 400,
    });
    expect(again.body.error.code).toBe('NOT_ENABLED');
  });

  it('refuses visitors, members, one’s own, and unknown emails', async () => {
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    expect((await t.call(SECURITY_ENDPOINTS.resetTwoFactor, { body: { email: member.email } })).status).toBe(401);
    expect((await t.call(SECURITY_ENDPOINTS.resetTwoFactor, { body: { email: member.email }, cookie })).status).toBe(403);
    const admin = await createAdmin(t);
    const adminCookie = (await t.signIn(admin.email, admin.password)).cookie;
    const self = await t.call(SECURITY_ENDPOINTS.resetTwoFactor, {
      body: { email: admin.email },
      cookie: adminCookie,
      expect: 400,
    });
    expect(self.body.error.code).toBe('SELF_RESET');
    const unknown = await t.call(SECURITY_ENDPOINTS.resetTwoFactor, {
      body: { email: 'nobody@example.com' },
      cookie: adminCookie,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('attempts at a code', () => {
  it('are limited per address, beside the library’s own count per sign-in', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT: 'true' } });
    try {
      const member = await createMember(limited);
      const browser = createCookieJar();
      const send = async (path: string, json: unknown) => {
        const answer = await limited.request(path, { json, cookie: browser.header() });
        browser.keep(answer.headers);
        return answer;
      };
      await send(AUTH_ROUTES.signInEmail.path, { email: member.email, password: member.password });
      const enabled = await send(AUTH_ROUTES.twoFactorEnable.path, { password: member.password });
      await send(AUTH_ROUTES.twoFactorVerifyTotp.path, { code: totpCode(secretOfUri(enabled.body.totpURI)) });

      const stranger = createCookieJar();
      const signIn = await limited.request(AUTH_ROUTES.signInEmail.path, {
        json: { email: member.email, password: member.password },
      });
      stranger.keep(signIn.headers);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const answer = await limited.request(AUTH_ROUTES.twoFactorVerifyTotp.path, {
          json: { code: String(100000 + i) },
          cookie: stranger.header(),
        });
        statuses.push(answer.status);
        if (answer.status === 429) {
          expect(answer.body.message).toMatch(/try again/i);
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(statuses.slice(0, 3).every((status) => status === 401)).toBe(true);
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
