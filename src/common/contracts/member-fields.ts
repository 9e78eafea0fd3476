// Who sees each part of a member's profile (issue 33, decision 043). No zod here: the member home, the
// directory, the profile form and the server all name the fields and audiences from this one list.
//
// A member chooses, per field, who sees it: every member, only their connections, or only the organisers.
// The member always sees their own profile whole, and organisers (administrators) see every field, as they
// always have. The name is not a choice: a member in the directory is known by it. Leaving the directory is a
// separate switch (`inDirectory`): then a member is in no directory list or search, and their profile page
// answers 404 to members who are not their connections.
import { endpointUrl } from './endpoint';
import { PHOTO_ROUTES } from './photos-routes';

/** Who may see a field, from the widest to the narrowest. */
export const AUDIENCES = ['members', 'connections', 'organisers'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<Audience, string> = {
  members: 'Members',
  connections: 'My connections',
  organisers: 'Only the organisers',
};

/**
 * The fields a member can show or hide, each with its default audience (the issue's: name, headline,
 * company and photo to members; email to connections, as before; the rest to members too, since a
 * directory of empty cards helps nobody and each field is optional). Each one is a column pair on the
 * attendees table: the value(s) and `<field>_visible_to` (migration 0020).
 */
export const MEMBER_FIELDS = [
  'photo',
  'headline',
  'company',
  'jobTitle',
  'industry',
  'summary',
  'location',
  'interests',
  'offering',
  'lookingFor',
  'links',
  'email',
] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];

export const DEFAULT_AUDIENCES: Record<MemberField, Audience> = {
  photo: 'members',
  headline: 'members',
  company: 'members',
  jobTitle: 'members',
  industry: 'members',
  summary: 'members',
  location: 'members',
  interests: 'members',
  offering: 'members',
  lookingFor: 'members',
  links: 'members',
  email: 'connections',
};

/** How the profile form names each field (and the visibility menu beside it). */
export const MEMBER_FIELD_LABELS: Record<MemberField, string> = {
  photo: 'Photo',
  headline: 'Headline',
  company: 'Company',
  jobTitle: 'Job title',
  industry: 'Industry',
  summary: 'Bio',
  location: 'City and country',
  interests: 'Skills and topics',
  offering: 'Offering',
  lookingFor: 'Looking for',
  links: 'Links',
  email: 'Email',
};

/** Each member's audiences, one per field. */
export type FieldAudiences = Record<MemberField, Audience>;

/**
 * Where the viewer stands with the member they look at: the member themself, an organiser, one of the
 * member's connections, any other member, or a member the member blocked (who sees their name and nothing
 * else, whatever the audiences say: decision 055). Visitors and members not yet onboarded see no member at
 * all (the routes refuse them first).
 */
export type ViewerRelation = 'self' | 'organiser' | 'connection' | 'member' | 'blocked';

/** Whether a viewer standing in `relation` sees a field shown to `audience`. */
export function audienceIncludes(audience: Audience, relation: ViewerRelation): boolean {
  if (relation === 'self' || relation === 'organiser') return true;
  if (relation === 'blocked') return false;
  if (audience === 'members') return true;
  return audience === 'connections' && relation === 'connection';
}

/** The fields a viewer in `relation` sees of a member with these audiences. */
export function visibleFields(audiences: FieldAudiences, relation: ViewerRelation): Set<MemberField> {
  return new Set(MEMBER_FIELDS.filter((field) => audienceIncludes(audiences[field], relation)));
}

/** The sizes a photo is stored in (square WebP, pixels): a list's avatar, a card, a profile page. */
export const PHOTO_SIZES = [96, 256, 512] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/**
 * The address of a member's photo at one size. `photoKey` is the stored photo's key prefix (a new photo, a
 * new key), so its last part names the version and the answer may be cached for long; the route checks
 * who may see it each time it is asked (the photos route, issue 33).
 */
export function memberPhotoUrl(attendeeId: string, photoKey: string, size: PhotoSize): string {
  return endpointUrl(PHOTO_ROUTES.serve, { attendeeId, size: String(size) }, { v: photoVersionOf(photoKey) });
}

/** The last part of a photo's key: the version its address carries (`?v=`). */
export const photoVersionOf = (photoKey: string) => photoKey.slice(photoKey.lastIndexOf('/') + 1);
