import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '../../../common/messages';
import { SESSION_ENDPOINTS } from '../../../common/contracts/session';
import { attendees } from '../../db/schema';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { createAdmin, createConversation, createMember, uniqueEmail } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInResponse = (email: string, password: string) => t.request('/api/auth/sign-in/email', { json: { email, password } });

describe('the sign-in decision (spec 4.2), decided by the server', () => {
  it('refuses a banned member with the ban message and no session', async () => {
    const member = await createMember(t, { banned: true });
    const response = await signInResponse(member.email, member.password);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(LOGIN_MESSAGES.banned);
    expect(response.headers.get('set-cookie') ?? '').not.toContain('session_token=');
  });

  it('sends an administrator to /admin/dashboard', async () => {
    const admin = await createAdmin(t);
    const { body, cookie } = await t.signIn(admin.email, admin.password);
    expect(body.redirectTo).toBe('/admin/dashboard');
    const me = await t.call(SESSION_ENDPOINTS.me, { cookie, expect: 200 });
    expect(me.body).toMatchObject({ kind: 'admin', user: { email: admin.email, isAdmin: true } });
  });

  it('sends an onboarded member to their home (/) and records the login', async () => {
    const member = await createMember(t);
    t.clock.set(new Date('2026-05-04T10:00:00Z'));
    const { body } = await t.signIn(member.email, member.password);
    t.clock.reset();
    expect(body.redirectTo).toBe('/');
    const [row] = await t.db.select().from(attendees).where(eq(attendees.email, member.email));
    expect(row.lastLogin?.toISOString()).toBe('2026-05-04T10:00:00.000Z');
  });

  it('signs in with the email in any case', async () => {
    const member = await createMember(t);
    const { body } = await t.signIn(member.email.toUpperCase(), member.password);
    expect(body.redirectTo).toBe('/');
  });

  it('onboards a member whose past conversation has a real full name, splitting it', async () => {
    const member = await createMember(t, { onboarded: false, firstName: 'New', lastName: 'User' });
    await createConversation(t, { name: 'Priya Raman Shah', email: member.email, step: 'question_selected' });
    const { body } = await t.signIn(member.email, member.password);
    expect(body.redirectTo).toBe('/');
    const [row] = await t.db.select().from(attendees).where(eq(attendees.email, member.email));
    expect(row).toMatchObject({ firstName: 'Priya', lastName: 'Raman Shah', onboardingCompleted: true });
    expect(row.lastLogin).not.toBeNull();
  });

  it('onboards a member with a finished conversation and keeps their real names', async () => {
    const member = await createMember(t, { onboarded: false, firstName: 'Dana', lastName: 'Okafor' });
    await createConversation(t, { name: 'Dana', userId: member.userId, step: 'name_completed' });
    await t.signIn(member.email, member.password);
    const [row] = await t.db.select().from(attendees).where(eq(attendees.email, member.email));
    expect(row).toMatchObject({ firstName: 'Dana', lastName: 'Okafor', onboardingCompleted: true });
  });

  it('refuses a member who is not onboarded and has no qualifying conversation', async () => {
    const member = await createMember(t, { onboarded: false });
    await createConversation(t, { name: 'X', email: member.email, step: 'question_selected' });
    const response = await signInResponse(member.email, member.password);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'SETUP_INCOMPLETE', message: LOGIN_MESSAGES.setupIncomplete });
  });

  it('creates the member row for an account that came from an approved request', async () => {
    const member = await createMember(t, { withAttendee: false, accessLinkSignUp: true, firstName: 'Lee', lastName: 'Chen Wu' });
    const { body } = await t.signIn(member.email, member.password);
    expect(body.redirectTo).toBe('/');
    const [row] = await t.db.select().from(attendees).where(eq(attendees.email, member.email));
    expect(row).toMatchObject({ firstName: 'Lee', lastName: 'Chen Wu', onboardingCompleted: true, userId: member.userId });
  });

  it("uses the email's local part when the approved account has no full name", async () => {
    const email = uniqueEmail('solo');
    const member = await createMember(t, { email, withAttendee: false, accessLinkSignUp: true, firstName: 'Solo', lastName: '' });
    await t.signIn(member.email, member.password);
    const [row] = await t.db.select().from(attendees).where(eq(attendees.email, email));
    expect(row.firstName).toBe(email.split('@')[0]);
  });

  it('refuses an account with no member row and no approval', async () => {
    const member = await createMember(t, { withAttendee: false });
    const response = await signInResponse(member.email, member.password);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: LOGIN_MESSAGES.accountNotFound });
  });

  it('answers a wrong password with 401 and no session', async () => {
    allowConsole(/Invalid password/);
    const member = await createMember(t);
    const response = await signInResponse(member.email, 'not-the-password');
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie') ?? '').not.toContain('session_token=');
  });
});

describe('a sign-in decision that fails', () => {
  it('refuses with the login error, never a session', async () => {
    allowConsole(/sign-in decision failed/);
    const broken = await createTestApp();
    try {
      const member = await createMember(broken, { onboarded: false });
      // The decision reads past conversations for a member who is not onboarded: break that read.
      await broken.db.execute(sql`alter table conversations rename to conversations_gone`);
      const response = await broken.request('/api/auth/sign-in/email', {
        json: { email: member.email, password: member.password },
      });
      expect(response.status).toBe(500);
      expect(response.body).toMatchObject({ code: 'LOGIN_ERROR', message: LOGIN_MESSAGES.loginError });
      expect(response.headers.get('set-cookie') ?? '').not.toContain('session_token=');
    } finally {
      await broken.close();
    }
  });
});
