// Sessions from memory across two app instances on one database (issue 19 item 5, decision 024): instance
// B keeps the sessions it has verified in memory, and a sign-out, ban, password reset, expiry or change of
// role made through instance A (or straight in the database) is refused by B within a second, because the
// database's triggers announce it on the channel B listens to. With the channel down, B reads the
// database again. `node scripts/test-postgres.mjs` runs it with each instance on its own LISTEN connection.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ROUTES } from '../../common/contracts/session-routes';
import { MEMBER_ENDPOINTS } from '../../common/contracts/members';
import { createAdmin, createMember } from '../../../tests/support/factories';
import { allowConsole } from '../../../tests/support/fail-on-console';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/support/test-app';
import { createApp } from '../app';
import { LISTENER_APPLICATION_NAME } from '../db/client';
import { adminUsers, sessions } from '../db/schema';
import { createMailer, type MailTransport } from '../mail/mailer';

let t: TestApp;
let mailerB: MailTransport;
let b: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE: 'true' } });
  mailerB = createMailer(t.config.mail);
  b = createApp({ config: t.config, database: t.database, mailer: mailerB, now: t.clock.now });
  await Promise.all([t.live!.bus.ready(), b.live!.bus.ready()]);
});
afterAll(async () => {
  await b.afterAnswer.settled();
  await b.live?.close();
  mailerB.close();
  await t.close();
});

/** Who instance B says is calling. */
async function kindOnB(cookie: string): Promise<string> {
  const response = await b.app.request(SESSION_ROUTES.me.path, { headers: { origin: TEST_ORIGIN, cookie } });
  return ((await response.json()) as { kind: string }).kind;
}

/** How long until B answers `kind` for the cookie (throws after 2 s). */
async function msUntilB(cookie: string, kind: string): Promise<number> {
  const started = Date.now();
  while ((await kindOnB(cookie)) !== kind) {
    if (Date.now() - started > 2000) throw new Error(`instance B still does not say ${kind}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

/** Deletes a session row with triggers off, so no announcement is made: only memory can still know it. */
async function deleteSessionSilently(userId: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

async function rememberedOnB() {
  const member = await createMember(t);
  const { cookie } = await t.signIn(member.email, member.password);
  expect(await kindOnB(cookie)).toBe('member');
  return { ...member, cookie };
}

describe('sessions from memory on instance B', () => {
  it('answers a verified session from memory: a row removed behind the channel is not read again', async () => {
    const member = await rememberedOnB();
    expect(b.sessionMemory!.size()).toBeGreaterThan(0);
    await deleteSessionSilently(member.userId);
    // No announcement, so B still answers from memory (within its one-minute bound); A reads the row.
    expect(await kindOnB(member.cookie)).toBe('member');
    expect((await t.request(SESSION_ROUTES.me.path, { cookie: member.cookie })).body.kind).toBe('visitor');
  });

  it('refuses a session signed out on instance A within a second', async () => {
    const member = await rememberedOnB();
    expect((await t.request('/api/auth/sign-out', { cookie: member.cookie, json: {} })).status).toBe(200);
    expect(await msUntilB(member.cookie, 'visitor')).toBeLessThan(1000);
  });

  it('says deactivated within a second once an administrator bans the member on A', async () => {
    const member = await rememberedOnB();
    const admin = await createAdmin(t);
    const { cookie: adminCookie } = await t.signIn(admin.email, admin.password);
    expect((await t.call(MEMBER_ENDPOINTS.ban, { cookie: adminCookie, body: { email: member.email } })).status).toBe(200);
    expect(await msUntilB(member.cookie, 'deactivated')).toBeLessThan(1000);
  });

  it('refuses every session of the account within a second after a password reset on A', async () => {
    const member = await rememberedOnB();
    expect(
      (await t.request('/api/auth/request-password-reset', { json: { email: member.email, redirectTo: '/reset-password' } }))
        .status,
    ).toBe(200);
    const link = t
      .outbox()
      .findLast((m) => m.to.includes(member.email))!
      .links.find((l) => l.includes('/reset-password'))!;
    const token = new URL(link).searchParams.get('token');
    expect((await t.request('/api/auth/reset-password', { json: { newPassword: 'a-new-password-7', token } })).status).toBe(200);
    expect(await msUntilB(member.cookie, 'visitor')).toBeLessThan(1000);
  });

  it('refuses an expired session within a second, and follows a change of role', async () => {
    const member = await rememberedOnB();
    await t.db.insert(adminUsers).values({ userId: member.userId });
    expect(await msUntilB(member.cookie, 'admin')).toBeLessThan(1000);
    await t.db.delete(adminUsers).where(eq(adminUsers.userId, member.userId));
    expect(await msUntilB(member.cookie, 'member')).toBeLessThan(1000);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, member.userId));
    expect(await msUntilB(member.cookie, 'visitor')).toBeLessThan(1000);
  });

  it('reads the database again while the channel is down', async () => {
    const mailer = createMailer(t.config.mail);
    const c = createApp({ config: t.config, database: t.database, mailer, now: t.clock.now });
    await c.live!.bus.ready();
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    const kindOnC = async () =>
      (
        (await (await c.app.request(SESSION_ROUTES.me.path, { headers: { origin: TEST_ORIGIN, cookie } })).json()) as {
          kind: string;
        }
      ).kind;
    expect(await kindOnC()).toBe('member');
    expect(c.sessionMemory!.size()).toBe(1);
    await c.live!.close();
    expect(c.sessionMemory!.size()).toBe(0);
    // A removal nobody announces is seen at once: every request reads the session again.
    await deleteSessionSilently(member.userId);
    expect(await kindOnC()).toBe('visitor');
    const again = await t.signIn(member.email, member.password);
    await (await c.app.request(SESSION_ROUTES.me.path, { headers: { origin: TEST_ORIGIN, cookie: again.cookie } })).json();
    expect(c.sessionMemory!.size()).toBe(0);
    mailer.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'listens again after its connection is cut, and a sign-out after that still reaches it',
    async () => {
      allowConsole(/\[live\] the notification channel was lost/, /\[db\] connection lost/);
      const member = await rememberedOnB();
      const cut = (await t.db.execute(
        sql`select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      )) as unknown as { rows: unknown[] };
      expect(cut.rows.length).toBeGreaterThan(0);
      const started = Date.now();
      while (b.live!.bus.healthy()) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(b.sessionMemory!.size()).toBe(0);
      while (!b.live!.bus.healthy() || !t.live!.bus.healthy()) {
        if (Date.now() - started > 5000) throw new Error('the channel did not come back');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await kindOnB(member.cookie)).toBe('member');
      expect((await t.request('/api/auth/sign-out', { cookie: member.cookie, json: {} })).status).toBe(200);
      expect(await msUntilB(member.cookie, 'visitor')).toBeLessThan(1000);
    },
  );
});
