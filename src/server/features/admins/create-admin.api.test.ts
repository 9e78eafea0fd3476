import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, attendees, users } from '../../db/schema';
import { createMember, uniqueEmail } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createAdministrator } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('creating an administrator', () => {
  it('creates an account that signs in to the dashboard; running it twice changes nothing', async () => {
    const email = uniqueEmail('boss');
    const first = await createAdministrator(t, {
      email: email.toUpperCase(),
      password: 'secret123',
      firstName: 'Ola',
      lastName: 'Bello',
    });
    expect(first).toMatchObject({ email, outcome: 'created' });
    const second = await createAdministrator(t, { email, password: 'secret123' });
    expect(second.outcome).toBe('unchanged');
    expect(await t.db.select().from(adminUsers).where(eq(adminUsers.userId, first.userId))).toHaveLength(1);
    const [attendee] = await t.db.select().from(attendees).where(eq(attendees.email, email));
    expect(attendee).toMatchObject({ firstName: 'Ola', lastName: 'Bello', onboardingCompleted: true, userId: first.userId });
    const { body } = await t.signIn(email, 'secret123');
    expect(body.redirectTo).toBe('/admin/dashboard');
  });

  it('promotes an existing member without touching their password', async () => {
    const member = await createMember(t);
    const result = await createAdministrator(t, { email: member.email, password: 'ignored-password' });
    expect(result.outcome).toBe('promoted');
    const { body } = await t.signIn(member.email, member.password);
    expect(body.redirectTo).toBe('/admin/dashboard');
  });

  it('refuses a bad email, a short password and one of spaces only with clear messages', async () => {
    await expect(createAdministrator(t, { email: 'not-an-email', password: 'secret123' })).rejects.toThrow(
      'Please enter a valid email address',
    );
    await expect(createAdministrator(t, { email: uniqueEmail(), password: '12345' })).rejects.toThrow(
      'Password must be at least 6 characters long',
    );
    const email = uniqueEmail('blank');
    await expect(createAdministrator(t, { email, password: '        ' })).rejects.toThrow(
      'Password must contain at least one character that is not a space',
    );
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('leaves no account behind when a later step fails, so running it again starts clean', async () => {
    const broken = await createTestApp();
    try {
      const email = uniqueEmail('boss');
      await broken.db.execute(sql`alter table admin_users rename to admin_users_gone`);
      await expect(createAdministrator(broken, { email, password: 'secret123' })).rejects.toThrow();
      expect(await broken.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      await broken.db.execute(sql`alter table admin_users_gone rename to admin_users`);
      expect((await createAdministrator(broken, { email, password: 'secret123' })).outcome).toBe('created');
    } finally {
      await broken.close();
    }
  });
});
