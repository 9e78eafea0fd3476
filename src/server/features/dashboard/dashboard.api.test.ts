// Every admin route decides who may call it before it touches data: one test per kind of caller.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROUTES } from '../../../common/contracts/members-routes';
import { SESSION_ROUTES } from '../../../common/contracts/session-routes';
import { DASHBOARD_ENDPOINTS } from '../../../common/contracts/dashboard';
import { attendees, users } from '../../db/schema';
import { createAccessRequest, createAdmin, createConversation, createMember } from '../../../../tests/support/factories';
import { describeAdminOnly, type AdminRoute } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  cookies.admin = (await t.signIn(admin.email, admin.password)).cookie;
  const member = await createMember(t);
  cookies.member = (await t.signIn(member.email, member.password)).cookie;
  // Signed in, then their member row loses onboarding: the server must treat them as not onboarded.
  const pending = await createMember(t, { onboarded: true });
  cookies.notOnboarded = (await t.signIn(pending.email, pending.password)).cookie;
  await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.email, pending.email));
  // A member flagged deactivated while a session is still open (a ban written outside the product).
  const flagged = await createMember(t);
  cookies.deactivated = (await t.signIn(flagged.email, flagged.password)).cookie;
  await t.db.update(users).set({ banned: true }).where(eq(users.id, flagged.userId));
});
afterAll(() => t.close());

const ADMIN_ROUTES: AdminRoute[] = [
  [DASHBOARD_ENDPOINTS.summary, {}],
  ['POST', MEMBER_ROUTES.ban.path, { email: 'someone@example.com' }],
  ['POST', MEMBER_ROUTES.unban.path, { email: 'someone@example.com' }],
];

describeAdminOnly(
  ADMIN_ROUTES,
  () => ({ t, cookies: cookies as { member: string; notOnboarded: string; deactivated: string } }),
  { withDeactivated: true },
);

describe('the dashboard summary', () => {
  it('counts pending questions and pending access requests for an administrator', async () => {
    await createConversation(t, { name: 'Ada Obi', status: 'pending', step: 'complete' });
    await createConversation(t, { name: 'Ada Obi', status: 'pending', step: 'name_completed' });
    await createConversation(t, { name: 'Ada Obi', status: 'pending', step: 'complete', archived: true });
    await createConversation(t, { name: 'Ada Obi', status: 'answered', step: 'complete', adminResponse: 'Yes' });
    await createAccessRequest(t, { approved: false });
    await createAccessRequest(t);
    const response = await t.call(DASHBOARD_ENDPOINTS.summary, { cookie: cookies.admin, expect: 200 });
    expect(response.body).toEqual({ pendingConversations: 1, pendingAccessRequests: 1 });
  });

  it('tells each kind of caller who they are', async () => {
    expect((await t.request(SESSION_ROUTES.me.path, { cookie: cookies.notOnboarded })).body.kind).toBe('not_onboarded');
    expect((await t.request(SESSION_ROUTES.me.path, { cookie: cookies.deactivated })).body.kind).toBe('deactivated');
    expect((await t.request(SESSION_ROUTES.me.path, { cookie: cookies.member })).body.kind).toBe('member');
    expect((await t.request(SESSION_ROUTES.me.path, { cookie: cookies.admin })).body.kind).toBe('admin');
  });
});
