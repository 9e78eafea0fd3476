// Issue 33: the directory's profile fields on PUT/GET /api/profile, who sees each, and leaving the directory.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUDIENCES } from '../../../common/contracts/member-fields';
import { PROFILE_ENDPOINTS as E, PROFILE_FIELD_MESSAGES as F } from '../../../common/contracts/profile';
import { attendees, recommendationTexts, topics } from '../../db/schema';
import { createMember } from '../../../../tests/support/factories';
import { signInEachKind } from '../../../../tests/support/guards';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { memberViewColumns, viewMemberAs, type MemberViewRow } from './public';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof signInEachKind>>['cookies'];
let admin: Awaited<ReturnType<typeof signInEachKind>>['admin'];
beforeAll(async () => {
  t = await createTestApp();
  ({ cookies, admin } = await signInEachKind(t, { deactivated: true }));
});
afterAll(() => t.close());

type Answer = { status: number; body: any };
const put = (cookie: string | undefined, body: unknown): Promise<Answer> => t.call(E.update, { cookie, body: body as never });
const names = { firstName: 'Lena', lastName: 'Ortiz' };

async function signedInMember() {
  const member = await createMember(t, names);
  const { cookie } = await t.signIn(member.email, member.password);
  return { ...member, attendeeId: member.attendeeId!, cookie };
}

describe('who may read and change a profile', () => {
  it('refuses a visitor 401, a member not onboarded and a deactivated member 403, before anything is saved', async () => {
    expect((await t.call(E.get, {})).status).toBe(401);
    expect((await put(undefined, { ...names, headline: 'x' })).status).toBe(401);
    for (const cookie of [cookies.notOnboarded, cookies.deactivated!]) {
      expect((await t.call(E.get, { cookie })).status).toBe(403);
      expect((await put(cookie, { ...names, headline: 'Refused' })).status).toBe(403);
    }
    const refused = await t.db.select({ id: attendees.id }).from(attendees).where(eq(attendees.headline, 'Refused'));
    expect(refused).toEqual([]);
  });

  it('answers a member and an administrator their own row, every field and audience included', async () => {
    for (const cookie of [cookies.member, cookies.admin]) {
      const saved = await put(cookie, { ...names, headline: 'Own headline', audiences: { location: 'organisers' } });
      expect(saved.status).toBe(200);
      const own = await t.call(E.get, { cookie, expect: 200 });
      expect(own.body).toMatchObject({ headline: 'Own headline', audiences: { ...DEFAULT_AUDIENCES, location: 'organisers' } });
    }
    expect((await t.call(E.get, { cookie: cookies.admin, expect: 200 })).body.attendeeId).toBe(admin.attendeeId);
  });

  it('changes only the caller’s row: another member’s fields stay as they were', async () => {
    const other = await signedInMember();
    await put(other.cookie, { ...names, headline: 'Theirs', city: 'Lisbon', audiences: { location: 'connections' } });
    const me = await signedInMember();
    await put(me.cookie, {
      ...names,
      headline: 'Mine',
      city: 'Porto',
      audiences: { location: 'organisers' },
      inDirectory: false,
    });
    const [row] = await t.db.select().from(attendees).where(eq(attendees.id, other.attendeeId));
    expect(row).toMatchObject({ headline: 'Theirs', city: 'Lisbon', locationVisibleTo: 'connections', inDirectory: true });
  });
});

describe('the directory’s fields', () => {
  it('saves each field, answers them, keeps fields left out and clears fields sent blank', async () => {
    const me = await signedInMember();
    const saved = await put(me.cookie, {
      ...names,
      headline: '  Helps founders raise their first round ',
      city: 'Lisbon',
      country: 'Portugal',
      offering: 'Pitch deck reviews.\n\nIntroductions to angels.',
      lookingFor: 'A designer for a brand refresh.',
      websiteUrl: 'https://lena.example.com/about',
      linkedinUrl: 'https://www.linkedin.com/in/lena-ortiz',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({
      headline: 'Helps founders raise their first round',
      city: 'Lisbon',
      country: 'Portugal',
      offering: 'Pitch deck reviews.\n\nIntroductions to angels.',
      lookingFor: 'A designer for a brand refresh.',
      websiteUrl: 'https://lena.example.com/about',
      linkedinUrl: 'https://www.linkedin.com/in/lena-ortiz',
      audiences: DEFAULT_AUDIENCES,
      inDirectory: true,
    });

    const kept = await put(me.cookie, { ...names, city: '  ', websiteUrl: null });
    expect(kept.body.profile).toMatchObject({
      headline: 'Helps founders raise their first round',
      city: null,
      country: 'Portugal',
      websiteUrl: null,
      linkedinUrl: 'https://www.linkedin.com/in/lena-ortiz',
      lookingFor: 'A designer for a brand refresh.',
    });
    expect((await t.call(E.get, { cookie: me.cookie, expect: 200 })).body).toMatchObject({ city: null, country: 'Portugal' });
  });

  it('refuses links that are not https, a LinkedIn address elsewhere, and texts too long, each under its field', async () => {
    const me = await signedInMember();
    await put(me.cookie, { ...names, headline: 'Before' });
    const refused = await put(me.cookie, {
      ...names,
      headline: 'h'.repeat(121),
      city: 'c'.repeat(81),
      country: 'Line\nbreak',
      offering: 'o'.repeat(501),
      websiteUrl: 'http://lena.example.com',
      linkedinUrl: 'https://linkedin.com.evil.example/in/lena',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toMatchObject({
      headline: F.headlineTooLong,
      city: F.cityTooLong,
      offering: F.offeringTooLong,
      websiteUrl: F.websiteInvalid,
      linkedinUrl: F.linkedinInvalid,
    });
    expect(refused.body.error.fields.country).toBeTruthy();
    for (const linkedinUrl of ['javascript:alert(1)', 'www.linkedin.com/in/lena', 'http://www.linkedin.com/in/lena']) {
      const answer = await put(me.cookie, { ...names, linkedinUrl });
      expect(answer.body.error.fields).toEqual({ linkedinUrl: F.linkedinInvalid });
    }
    const website = await put(me.cookie, { ...names, websiteUrl: 'ftp://files.example.com' });
    expect(website.body.error.fields).toEqual({ websiteUrl: F.websiteInvalid });
    // Nothing of the refused attempts was saved.
    const [row] = await t.db.select().from(attendees).where(eq(attendees.id, me.attendeeId));
    expect(row).toMatchObject({ headline: 'Before', city: null, websiteUrl: null, linkedinUrl: null });
    // A LinkedIn subdomain is LinkedIn.
    expect((await put(me.cookie, { ...names, linkedinUrl: 'https://uk.linkedin.com/in/lena' })).status).toBe(200);
  });

  it('saves the audiences sent, keeps the others, and refuses an unknown audience or field', async () => {
    const me = await signedInMember();
    const first = await put(me.cookie, { ...names, audiences: { location: 'connections', offering: 'organisers' } });
    expect(first.body.profile.audiences).toEqual({ ...DEFAULT_AUDIENCES, location: 'connections', offering: 'organisers' });
    const second = await put(me.cookie, { ...names, audiences: { email: 'members' } });
    expect(second.body.profile.audiences).toEqual({
      ...DEFAULT_AUDIENCES,
      location: 'connections',
      offering: 'organisers',
      email: 'members',
    });

    const badAudience = await put(me.cookie, { ...names, audiences: { location: 'everyone' } });
    expect(badAudience.status).toBe(400);
    expect(badAudience.body.error.fields).toEqual({ 'audiences.location': F.audienceInvalid });
    const badField = await put(me.cookie, { ...names, audiences: { firstName: 'organisers' } });
    expect(badField.status).toBe(400);
    expect(badField.body.error.fields).toEqual({ audiences: F.unknownField });
    const badSwitch = await put(me.cookie, { ...names, inDirectory: 'no' });
    expect(badSwitch.body.error.fields).toEqual({ inDirectory: F.inDirectoryInvalid });
  });

  it('drops what the member hid from other members, and keeps it for their connections and organisers', async () => {
    const me = await signedInMember();
    await put(me.cookie, {
      ...names,
      headline: 'Growth advisor',
      city: 'Lisbon',
      country: 'Portugal',
      offering: 'Growth plans',
      audiences: { location: 'connections', offering: 'organisers' },
    });
    const [row] = (await t.db
      .select(memberViewColumns)
      .from(attendees)
      .where(eq(attendees.id, me.attendeeId))) as MemberViewRow[];
    const asMember = viewMemberAs(row, 'member');
    expect(asMember.headline).toBe('Growth advisor');
    expect(asMember).not.toHaveProperty('city');
    expect(asMember).not.toHaveProperty('country');
    expect(asMember).not.toHaveProperty('offering');
    expect(viewMemberAs(row, 'connection')).toMatchObject({ city: 'Lisbon', country: 'Portugal' });
    expect(viewMemberAs(row, 'connection')).not.toHaveProperty('offering');
    expect(viewMemberAs(row, 'organiser')).toMatchObject({ city: 'Lisbon', offering: 'Growth plans' });
  });

  it('leaves the directory and comes back', async () => {
    const me = await signedInMember();
    expect((await put(me.cookie, { ...names, inDirectory: false })).body.profile.inDirectory).toBe(false);
    expect((await put(me.cookie, { ...names })).body.profile.inDirectory).toBe(false);
    expect((await put(me.cookie, { ...names, inDirectory: true })).body.profile.inDirectory).toBe(true);
  });

  it('spells an interest that names an organisers’ topic as the topic is spelled', async () => {
    await t.db.insert(topics).values({ name: 'Product Design' });
    const me = await signedInMember();
    const saved = await put(me.cookie, { ...names, interests: [{ name: 'product design' }, { name: 'Sailing' }] });
    expect(saved.body.profile.interests).toEqual([
      { name: 'Product Design', category: null },
      { name: 'Sailing', category: null },
    ]);
  });

  it('forgets the recommendation texts about the member when Looking for changes', async () => {
    const me = await signedInMember();
    const other = await createMember(t);
    await t.db.insert(recommendationTexts).values([
      { attendeeId: me.attendeeId, recommendedAttendeeId: other.attendeeId!, text: 'me→other', profilesFingerprint: 'x' },
      { attendeeId: other.attendeeId!, recommendedAttendeeId: me.attendeeId, text: 'other→me', profilesFingerprint: 'x' },
    ]);
    await put(me.cookie, { ...names, lookingFor: 'An editor' });
    const left = await t.db
      .select()
      .from(recommendationTexts)
      .where(eq(recommendationTexts.recommendedAttendeeId, me.attendeeId));
    expect(left).toEqual([]);
    expect(await t.db.select().from(recommendationTexts).where(eq(recommendationTexts.attendeeId, me.attendeeId))).toEqual([]);
  });
});
