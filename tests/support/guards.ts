// The check every admin route needs: each kind of caller that is not an administrator is refused
// before any data is touched.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/common/contracts/endpoint';
import { attendees, users } from '../../src/server/db/schema';
import type { CallOptions } from './call';
import { createAdmin, createMember } from './factories';
import type { TestApp } from './test-app';

/** What a guard test sends a defined route: the caller is refused before any of it is read. */
type GuardInput = { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };
/** A route by its definition and an input (decision 037), or, for routes not yet defined, by hand. */
export type AdminRoute = [method: string, path: string, json?: unknown] | [endpoint: Endpoint, input: GuardInput];

function describeRoute(route: AdminRoute) {
  const [first, second, json] = route;
  if (typeof first === 'string') {
    return {
      title: `${first} ${second as string}`,
      send: (t: TestApp, cookie?: string) => t.request(second as string, { method: first, cookie, json }),
    };
  }
  return {
    title: `${first.method} ${first.path}`,
    send: (t: TestApp, cookie?: string) => t.call(first, { ...(second as GuardInput), cookie } as CallOptions<Endpoint>),
  };
}
export type CallerCookies = { member: string; notOnboarded: string; deactivated?: string };

/** `withDeactivated`: the file signs in a deactivated caller too (cookies.deactivated). */
export function describeAdminOnly(
  routes: AdminRoute[],
  context: () => { t: TestApp; cookies: CallerCookies },
  { withDeactivated = false } = {},
) {
  describe.each(routes.map(describeRoute))('$title', ({ send }) => {
    const call = async (cookie?: string): Promise<{ status: number; body: any }> => send(context().t, cookie);

    it('answers a visitor 401', async () => {
      expect((await call()).status).toBe(401);
    });
    it('answers a member 403', async () => {
      const response = await call(context().cookies.member);
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('Only administrators can do that.');
    });
    it('answers a signed-in member who is not onboarded 403', async () => {
      expect((await call(context().cookies.notOnboarded)).status).toBe(403);
    });
    if (withDeactivated) {
      it('answers a deactivated member 403 with the ban code', async () => {
        const response = await call(context().cookies.deactivated);
        expect(response.status).toBe(403);
        expect(response.body.error.code).toBe('BANNED_USER');
      });
    }
  });
}

/** Signs in one caller of each kind an admin route must tell apart: an administrator, a member, a member
 * who is not onboarded and (with `deactivated`) a member deactivated while their session is open. */
export async function signInEachKind(t: TestApp, { deactivated = false } = {}) {
  const admin = await createAdmin(t);
  const member = await createMember(t);
  const pending = await createMember(t);
  const cookies: CallerCookies & { admin: string } = {
    admin: (await t.signIn(admin.email, admin.password)).cookie,
    member: (await t.signIn(member.email, member.password)).cookie,
    notOnboarded: (await t.signIn(pending.email, pending.password)).cookie,
  };
  await t.db.update(attendees).set({ onboardingCompleted: false }).where(eq(attendees.id, pending.attendeeId!));
  if (deactivated) {
    const flagged = await createMember(t);
    cookies.deactivated = (await t.signIn(flagged.email, flagged.password)).cookie;
    await t.db.update(users).set({ banned: true }).where(eq(users.id, flagged.userId));
  }
  return { admin, member, cookies };
}
