// POST /api/password-reset/check: the reset page learns whether its link works when it opens, and the
// check never spends the link.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES, SESSION_ENDPOINTS } from '../../../common/contracts/session';
import { verifications } from '../../db/schema';
import { createMember } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Held to the definition by t.call; typed loosely here, as the tests send tokens of the wrong type too. */
const check = (
  token: unknown,
  app: TestApp = t,
  headers?: Record<string, string>,
): Promise<{ status: number; body: any; headers: Headers }> =>
  app.call(SESSION_ENDPOINTS.passwordResetCheck, { body: { token } as never, headers });

async function resetTokenFor(app: TestApp, email: string) {
  expect((await app.request('/api/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } })).status).toBe(
    200,
  );
  const link = app
    .outbox()
    .findLast((m) => m.to.includes(email))
    ?.links.find((l) => l.includes('/reset-password'));
  expect(link, `no reset email to ${email}`).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

const INVALID = { valid: false, message: PASSWORD_RESET_MESSAGES.invalidOrExpired };

describe('checking a reset link', () => {
  it('says a fresh link is verified, and checking it does not spend it', async () => {
    const member = await createMember(t);
    const token = await resetTokenFor(t, member.email);
    for (let i = 0; i < 3; i++) {
      const answer = await check(token);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ valid: true, message: PASSWORD_RESET_MESSAGES.verified });
    }
    // Still good for the reset itself, and spent by it.
    expect((await t.request('/api/auth/reset-password', { json: { newPassword: 'fresh-password', token } })).status).toBe(200);
    expect((await check(token)).body).toEqual(INVALID);
  });

  it('answers unknown and expired links alike', async () => {
    const member = await createMember(t);
    const token = await resetTokenFor(t, member.email);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `reset-password:${token}`));
    const expired = await check(token);
    const unknown = await check('abcdefghijklmnopqrstuvwx');
    expect(expired.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(expired.body).toEqual(INVALID);
    expect(unknown.body).toEqual(INVALID);
  });

  it('refuses a missing, blank, overlong or non-text token with the invalid-link message', async () => {
    for (const token of [undefined, '', '   ', 'x'.repeat(300), 42]) {
      const answer = await check(token);
      expect(answer.status, JSON.stringify(token)).toBe(400);
      expect(answer.body.error.message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
    }
  });

  it('needs the site origin, like every write', async () => {
    // Raw HTTP: a write from another origin.
    const foreign = await t.app.request(SESSION_ENDPOINTS.passwordResetCheck.path, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'abcdefghijklmnopqrstuvwx' }),
    });
    expect(foreign.status).toBe(403);
  });

  it('is rate-limited per address like the reset itself', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT: 'true', TRUST_PROXY: 'true' } });
    try {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      for (let i = 0; i < 10; i++)
        expect((await check(`guess-${i}-abcdefghijklmnop`, limited, from('203.0.113.7'))).status).toBe(200);
      const refused = await check('guess-10-abcdefghijklmnop', limited, from('203.0.113.7'));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(refused.body.error.message).toMatch(/^Too many attempts/);
      // Another address is not held by the first one's guesses.
      expect((await check('guess-11-abcdefghijklmnop', limited, from('203.0.113.8'))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
