import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUDIENCES } from '../../../common/contracts/member-fields';
import { PROFILE_ENDPOINTS as E, type Profile } from '../../../common/contracts/profile';
import { SESSION_ENDPOINTS } from '../../../common/contracts/session';
import { PASSWORD_MESSAGES } from '../../../common/messages';
import { attendees, recommendationTexts, users } from '../../db/schema';
import { allowConsole } from '../../../../tests/support/fail-on-console';
import { createAdmin, createMember, createMemberWithProfile } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Held to the definition by t.call; typed loosely here, as these tests read each refusal after its status. */
type Answer = { status: number; body: any; headers: Headers };
const put = (cookie: string, body: unknown): Promise<Answer> => t.call(E.update, { cookie, body: body as never });

describe('the member profile', () => {
  it('answers the caller their own row, with interests and summary', async () => {
    const member = await createMemberWithProfile(t, {
      firstName: 'Noor',
      lastName: 'Haddad',
      company: 'Cedar Media',
      jobTitle: 'Editor',
      industry: 'Media',
      interests: ['Podcasts', { name: 'Franchising', category: 'Industry' }],
      summary: 'Edits things.',
    });
    const { cookie } = await t.signIn(member.email, member.password);
    const response = await t.call(E.get, { cookie, expect: 200 });
    expect(response.body).toEqual({
      attendeeId: member.attendeeId,
      firstName: 'Noor',
      lastName: 'Haddad',
      email: member.email,
      company: 'Cedar Media',
      jobTitle: 'Editor',
      industry: 'Media',
      interests: [
        { name: 'Podcasts', category: null },
        { name: 'Franchising', category: 'Industry' },
      ],
      summary: 'Edits things.',
      headline: null,
      city: null,
      country: null,
      offering: null,
      lookingFor: null,
      websiteUrl: null,
      linkedinUrl: null,
      audiences: DEFAULT_AUDIENCES,
      inDirectory: true,
    } satisfies Profile);
    expect((await t.call(E.get, {})).status).toBe(401);
  });

  it('saves the profile, replacing interests and summary, and answers the saved row', async () => {
    const member = await createMemberWithProfile(t, { interests: ['Old interest'], summary: 'Old summary.' });
    const { cookie } = await t.signIn(member.email, member.password);
    const response = await put(cookie, {
      firstName: '  Ines ',
      lastName: 'Moreau',
      company: 'Atelier Nord',
      jobTitle: 'Founder',
      industry: 'Creator Economy',
      interests: [{ name: 'Brand deals', category: 'Growth' }, { name: 'Video' }, { name: 'brand DEALS' }],
      summary: 'Builds creator brands.',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Your profile has been updated successfully.',
      profile: {
        attendeeId: member.attendeeId,
        firstName: 'Ines',
        lastName: 'Moreau',
        email: member.email,
        company: 'Atelier Nord',
        jobTitle: 'Founder',
        industry: 'Creator Economy',
        interests: [
          { name: 'Brand deals', category: 'Growth' },
          { name: 'Video', category: null },
        ],
        summary: 'Builds creator brands.',
        headline: null,
        city: null,
        country: null,
        offering: null,
        lookingFor: null,
        websiteUrl: null,
        linkedinUrl: null,
        audiences: DEFAULT_AUDIENCES,
        inDirectory: true,
      },
    });
    const [account] = await t.db.select().from(users).where(eq(users.id, member.userId));
    expect(account.name).toBe('Ines Moreau');
    expect((await t.call(SESSION_ENDPOINTS.me, { cookie, expect: 200 })).body.user).toMatchObject({
      firstName: 'Ines',
      lastName: 'Moreau',
    });
  });

  it('keeps fields that are left out, and clears those sent blank or null', async () => {
    const member = await createMemberWithProfile(t, {
      company: 'Keep Co',
      jobTitle: 'Keeper',
      industry: 'Retail',
      interests: ['Kept'],
      summary: 'Kept.',
    });
    const { cookie } = await t.signIn(member.email, member.password);
    const kept = await put(cookie, { firstName: 'Sam', lastName: 'Okafor' });
    expect(kept.body.profile).toMatchObject({
      company: 'Keep Co',
      jobTitle: 'Keeper',
      industry: 'Retail',
      interests: [{ name: 'Kept', category: null }],
      summary: 'Kept.',
    });
    const cleared = await put(cookie, {
      firstName: 'Sam',
      lastName: 'Okafor',
      company: '  ',
      jobTitle: null,
      interests: [],
      summary: '',
    });
    expect(cleared.body.profile).toMatchObject({
      company: null,
      jobTitle: null,
      industry: 'Retail',
      interests: [],
      summary: null,
    });
  });

  it('requires both names and reports every length problem by field', async () => {
    const member = await createMember(t);
    const { cookie } = await t.signIn(member.email, member.password);
    const blank = await put(cookie, { firstName: ' ', lastName: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Please enter your first name');
    expect(blank.body.error.fields).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
    });

    const long = await put(cookie, {
      firstName: 'x'.repeat(81),
      lastName: 'y'.repeat(81),
      company: 'c'.repeat(121),
      jobTitle: 'j'.repeat(121),
      industry: 'i'.repeat(121),
      interests: [{ name: 'ok' }, { name: 'n'.repeat(61) }],
      summary: 's'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({
      firstName: 'First name must be at most 80 characters',
      lastName: 'Last name must be at most 80 characters',
      company: 'Company must be at most 120 characters',
      jobTitle: 'Job title must be at most 120 characters',
      industry: 'Industry must be at most 120 characters',
      'interests.1.name': 'Each interest must be at most 60 characters',
      summary: 'Your summary must be at most 1000 characters',
    });
    const many = await put(cookie, {
      firstName: 'A',
      lastName: 'B',
      interests: Array.from({ length: 13 }, (_, i) => ({ name: `i${i}` })),
    });
    expect(many.body.error.fields).toEqual({ interests: 'You can list at most 12 interests' });

    // Exactly at the limits is fine, and nothing was saved by the refused attempts.
    const [before] = await t.db.select().from(attendees).where(eq(attendees.id, member.attendeeId!));
    expect(before.firstName).toBe(member.firstName);
    const atLimits = await put(cookie, {
      firstName: 'x'.repeat(80),
      lastName: 'y'.repeat(80),
      company: 'c'.repeat(120),
      interests: Array.from({ length: 12 }, (_, i) => ({ name: `${i}`.padEnd(60, 'n') })),
      summary: 's'.repeat(1000),
    });
    expect(atLimits.status).toBe(200);
  });
});

describe('only ever the caller’s own row', () => {
  it("ignores another member's id or email in the body, and never changes the caller's email", async () => {
    const victim = await createMemberWithProfile(t, { firstName: 'Victor', lastName: 'Im', company: 'Victim Co' });
    const attacker = await createMember(t, { firstName: 'Mallory', lastName: 'Bad' });
    const { cookie } = await t.signIn(attacker.email, attacker.password);
    const response = await put(cookie, {
      attendeeId: victim.attendeeId,
      id: victim.attendeeId,
      userId: victim.userId,
      email: victim.email,
      firstName: 'Owned',
      lastName: 'Account',
      company: 'Pwned',
    });
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({ attendeeId: attacker.attendeeId, email: attacker.email, firstName: 'Owned' });

    const [victimRow] = await t.db.select().from(attendees).where(eq(attendees.id, victim.attendeeId));
    expect(victimRow).toMatchObject({ firstName: 'Victor', lastName: 'Im', company: 'Victim Co', email: victim.email });
    const [attackerRow] = await t.db.select().from(attendees).where(eq(attendees.id, attacker.attendeeId!));
    expect(attackerRow.email).toBe(attacker.email);
  });

  it('offers no route that takes an id', async () => {
    const victim = await createMember(t);
    const attacker = await createMember(t);
    const { cookie } = await t.signIn(attacker.email, attacker.password);
    // Raw HTTP: addresses no definition has, with an id in them.
    for (const path of [`/api/profile/${victim.attendeeId}`, `/api/profile?attendeeId=${victim.attendeeId}`]) {
      const response = await t.request(path, { method: 'PUT', cookie, json: { firstName: 'Owned', lastName: 'Row' } });
      if (response.status === 200) expect(response.body.profile.attendeeId).toBe(attacker.attendeeId);
      else expect(response.status).toBe(404);
    }
    const [victimRow] = await t.db.select().from(attendees).where(eq(attendees.id, victim.attendeeId!));
    expect(victimRow.firstName).toBe(victim.firstName);
  });

  it('answers an administrator without a member row 404 with the sign-in-again message', async () => {
    const admin = await createAdmin(t);
    const { cookie } = await t.signIn(admin.email, admin.password);
    await t.db.delete(attendees).where(eq(attendees.id, admin.attendeeId!));
    for (const send of [() => t.call(E.get, { cookie }), () => put(cookie, { firstName: 'A', lastName: 'B' })]) {
      const response: Answer = await send();
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('User not found. Please log in again.');
    }
  });
});

describe('editing a profile forgets the recommendation texts about it', () => {
  it('deletes the texts written for and about the member, and no others', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const c = await createMember(t);
    await t.db.insert(recommendationTexts).values([
      { attendeeId: a.attendeeId!, recommendedAttendeeId: b.attendeeId!, text: 'a→b', profilesFingerprint: 'x' },
      { attendeeId: b.attendeeId!, recommendedAttendeeId: a.attendeeId!, text: 'b→a', profilesFingerprint: 'x' },
      { attendeeId: b.attendeeId!, recommendedAttendeeId: c.attendeeId!, text: 'b→c', profilesFingerprint: 'x' },
    ]);
    const { cookie } = await t.signIn(a.email, a.password);
    expect((await put(cookie, { firstName: 'New', lastName: 'Name', jobTitle: 'Changed' })).status).toBe(200);
    const left = await t.db
      .select({ text: recommendationTexts.text })
      .from(recommendationTexts)
      .where(or(eq(recommendationTexts.attendeeId, b.attendeeId!), eq(recommendationTexts.attendeeId, a.attendeeId!)));
    expect(left.map((r) => r.text)).toEqual(['b→c']);
  });
});

describe('the administrator profile', () => {
  it("reads and renames the administrator's own member row and account", async () => {
    const admin = await createAdmin(t, { firstName: 'Avery', lastName: 'Admin' });
    const { cookie } = await t.signIn(admin.email, admin.password);
    expect((await t.call(E.adminGet, { cookie, expect: 200 })).body).toEqual({
      firstName: 'Avery',
      lastName: 'Admin',
      email: admin.email,
    });

    const saved = await t.call(E.adminUpdate, {
      cookie,
      body: { firstName: ' Jordan ', lastName: 'Blake', email: 'x@example.com' } as never,
      expect: 200,
    });
    expect(saved.body).toEqual({
      success: true,
      message: 'Profile updated successfully!',
      profile: { firstName: 'Jordan', lastName: 'Blake', email: admin.email },
    });
    const [account] = await t.db.select().from(users).where(eq(users.id, admin.userId));
    expect(account).toMatchObject({ name: 'Jordan Blake', email: admin.email });
    const [row] = await t.db.select().from(attendees).where(eq(attendees.id, admin.attendeeId!));
    expect(row).toMatchObject({ firstName: 'Jordan', lastName: 'Blake' });

    const blank = await t.call(E.adminUpdate, { cookie, body: { firstName: '', lastName: 'Blake' }, expect: 400 });
    expect(blank.body.error.fields).toEqual({ firstName: 'Please enter your first name' });
  });

  it('falls back to the account name when the administrator has no member row', async () => {
    const admin = await createAdmin(t, { firstName: 'Robin', lastName: 'Hale Jones' });
    const { cookie } = await t.signIn(admin.email, admin.password);
    await t.db.delete(attendees).where(eq(attendees.id, admin.attendeeId!));
    expect((await t.call(E.adminGet, { cookie, expect: 200 })).body).toEqual({
      firstName: 'Robin',
      lastName: 'Hale Jones',
      email: admin.email,
    });
    const saved = await t.call(E.adminUpdate, { cookie, body: { firstName: 'Robin', lastName: 'Hale' }, expect: 200 });
    expect(saved.body.profile).toEqual({ firstName: 'Robin', lastName: 'Hale', email: admin.email });
  });

  it("changes the administrator's password through the auth library, and refuses a wrong current password", async () => {
    allowConsole(/Invalid password/, /Password is too short/);
    const admin = await createAdmin(t);
    const { cookie } = await t.signIn(admin.email, admin.password);
    const other = await t.signIn(admin.email, admin.password);

    const wrong = await t.request('/api/auth/change-password', {
      cookie,
      json: { currentPassword: 'not-the-password', newPassword: 'brand-new-pass', revokeOtherSessions: true },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');
    await t.signIn(admin.email, admin.password);

    const tooShort = await t.request('/api/auth/change-password', {
      cookie,
      json: { currentPassword: admin.password, newPassword: '12345' },
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.code).toBe('PASSWORD_TOO_SHORT');

    const spaces = await t.request('/api/auth/change-password', {
      cookie,
      json: { currentPassword: admin.password, newPassword: ' '.repeat(8) },
    });
    expect(spaces.status).toBe(400);
    expect(spaces.body).toMatchObject({ code: 'PASSWORD_ONLY_SPACES', message: PASSWORD_MESSAGES.onlySpaces });
    await t.signIn(admin.email, admin.password);

    const changed = await t.request('/api/auth/change-password', {
      cookie,
      json: { currentPassword: admin.password, newPassword: 'brand-new-pass', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    await expect(t.signIn(admin.email, admin.password)).rejects.toThrow(/401/);
    const { body } = await t.signIn(admin.email, 'brand-new-pass');
    expect(body.redirectTo).toBe('/admin/dashboard');
    // Other sessions end; the one that changed it is renewed.
    expect((await t.call(SESSION_ENDPOINTS.me, { cookie: other.cookie, expect: 200 })).body.kind).toBe('visitor');

    expect(
      (await t.request('/api/auth/change-password', { json: { currentPassword: 'x', newPassword: 'yyyyyyy' } })).status,
    ).toBe(401);
  });
});
