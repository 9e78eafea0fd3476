import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIENCES, DEFAULT_AUDIENCES, MEMBER_FIELDS, type ViewerRelation } from '../../../common/contracts/member-fields';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { PHOTO_ROUTES } from '../../../common/contracts/photos-routes';
import { attendees } from '../../db/schema';
import { relationOf, viewMemberAs, type MemberViewRow } from './visibility';

const row = (audiences: Partial<MemberViewRow['audiences']> = {}): MemberViewRow => ({
  attendeeId: 'a1',
  firstName: 'Ada',
  lastName: 'Stone',
  email: 'ada@example.com',
  photoKey: 'photos/a1/v7',
  headline: 'Franchise lawyer',
  company: 'Stone & Co',
  jobTitle: 'Partner',
  industry: 'Legal',
  summary: 'Twenty years of franchise agreements.',
  city: 'Leeds',
  country: 'United Kingdom',
  interests: ['Contracts'],
  offering: 'Reviewing franchise agreements',
  lookingFor: 'A bookkeeper',
  websiteUrl: 'https://stone.example',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  inDirectory: true,
  audiences: { ...DEFAULT_AUDIENCES, ...audiences },
});

describe('who sees a member field', () => {
  it('keeps the database defaults and the shared list of defaults the same', () => {
    const columns = getTableColumns(attendees) as Record<string, { default?: unknown }>;
    for (const field of MEMBER_FIELDS) expect(columns[`${field}VisibleTo`]?.default, field).toBe(DEFAULT_AUDIENCES[field]);
  });

  it('by default shows members everything but the email, which connections see', () => {
    const asMember = viewMemberAs(row(), 'member');
    expect(asMember.headline).toBe('Franchise lawyer');
    expect(asMember.photoUrl).toBe(endpointUrl(PHOTO_ROUTES.serve, { attendeeId: 'a1', size: '256' }, { v: 'v7' }));
    expect(asMember).not.toHaveProperty('email');
    expect(viewMemberAs(row(), 'connection').email).toBe('ada@example.com');
  });

  const keysOf: Record<string, string[]> = {
    location: ['city', 'country'],
    links: ['websiteUrl', 'linkedinUrl'],
    photo: ['photoUrl'],
  };
  const cases: Array<[ViewerRelation, (typeof AUDIENCES)[number], boolean]> = [
    ['member', 'members', true],
    ['member', 'connections', false],
    ['member', 'organisers', false],
    ['connection', 'connections', true],
    ['connection', 'organisers', false],
    ['organiser', 'organisers', true],
    ['self', 'organisers', true],
    // A member the member blocked sees the name alone (decision 055).
    ['blocked', 'members', false],
    ['blocked', 'connections', false],
  ];
  for (const field of MEMBER_FIELDS) {
    for (const [relation, audience, sees] of cases) {
      it(`${field} shown to ${audience}: ${sees ? 'seen' : 'absent, key and all'} for a ${relation}`, () => {
        const view = viewMemberAs(row({ [field]: audience }), relation);
        for (const key of keysOf[field] ?? [field]) {
          if (sees) expect(view, key).toHaveProperty(key);
          else expect(view, key).not.toHaveProperty(key);
        }
      });
    }
  }

  it('leaves empty fields out rather than sending nulls', () => {
    const view = viewMemberAs({ ...row(), headline: null, interests: [], photoKey: null }, 'self');
    expect(view).not.toHaveProperty('headline');
    expect(view).not.toHaveProperty('interests');
    expect(view).not.toHaveProperty('photoUrl');
  });

  it('names the relation from the viewer', () => {
    expect(relationOf({ attendeeId: 'x', isOrganiser: true }, 'a1', false)).toBe('organiser');
    expect(relationOf({ attendeeId: 'a1', isOrganiser: false }, 'a1', false)).toBe('self');
    expect(relationOf({ attendeeId: 'x', isOrganiser: false }, 'a1', true)).toBe('connection');
    expect(relationOf({ attendeeId: 'x', isOrganiser: false }, 'a1', false)).toBe('member');
    // Blocked by the member: name only, connected or not; an organiser is never blocked from seeing.
    expect(relationOf({ attendeeId: 'x', isOrganiser: false, blockedBy: new Set(['a1']) }, 'a1', true)).toBe('blocked');
    expect(relationOf({ attendeeId: 'x', isOrganiser: true, blockedBy: new Set(['a1']) }, 'a1', false)).toBe('organiser');
  });

  it('shows a blocked viewer the name alone', () => {
    const everything = Object.fromEntries(MEMBER_FIELDS.map((field) => [field, 'members']));
    expect(Object.keys(viewMemberAs(row(everything), 'blocked')).sort()).toEqual([
      'attendeeId',
      'firstName',
      'fullName',
      'lastName',
    ]);
  });
});
