// A member as a given viewer may see them (issue 33, decision 043). Every answer that carries another member
// (the directory, a profile page, recommendations, attendees, introductions, exports for members) selects
// `memberViewColumns` and passes each row through `viewMemberAs`: a field hidden from this viewer is dropped
// here, on the server, before the answer is built; the browser never receives it.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  audienceIncludes,
  type Audience,
  memberPhotoUrl,
  type FieldAudiences,
  type MemberField,
  type PhotoSize,
  type ViewerRelation,
} from '../../../common/contracts/member-fields';
import { memberCardShape, type MemberCard, type MemberView } from '../../../common/contracts/member-view';
import type { Database } from '../../db/client';
import { attendees } from '../../db/schema';
import { blockerIdsOf } from '../blocks/public';
import { audienceColumns, interestNamesOf, latestSummaryOf } from './columns';

/** What `viewMemberAs` needs of a member row: select these (and add `connected` for the viewer). */
export const memberViewColumns = {
  attendeeId: attendees.id,
  firstName: attendees.firstName,
  lastName: attendees.lastName,
  email: attendees.email,
  photoKey: attendees.photoKey,
  headline: attendees.headline,
  company: attendees.company,
  jobTitle: attendees.jobTitle,
  industry: attendees.industry,
  summary: sql<string | null>`${latestSummaryOf(attendees.id)}`,
  city: attendees.city,
  country: attendees.country,
  interests: sql<string[] | null>`${interestNamesOf(attendees.id)}`,
  offering: attendees.offering,
  lookingFor: attendees.lookingFor,
  websiteUrl: attendees.websiteUrl,
  linkedinUrl: attendees.linkedinUrl,
  inDirectory: attendees.inDirectory,
  audiences: audienceColumns,
};

export type MemberViewRow = {
  attendeeId: string;
  firstName: string;
  lastName: string;
  email: string;
  photoKey: string | null;
  headline: string | null;
  company: string | null;
  jobTitle: string | null;
  industry: string | null;
  summary: string | null;
  city: string | null;
  country: string | null;
  interests: string[] | null;
  offering: string | null;
  lookingFor: string | null;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  inDirectory: boolean;
  audiences: FieldAudiences;
};

/** Who is looking: an organiser sees every field; a member sees what each member lets them, and of a member
 * who blocked them (`blockedBy`, from loadViewer) the name alone (decision 055). */
export type Viewer = { attendeeId: string | null; isOrganiser: boolean; blockedBy?: ReadonlySet<string> };

/** Where `viewer` stands with the member of `row`; `connected` is true when the two are connected. */
export function relationOf(viewer: Viewer, attendeeId: string, connected: boolean): ViewerRelation {
  if (viewer.isOrganiser) return 'organiser';
  if (viewer.attendeeId === attendeeId) return 'self';
  if (viewer.blockedBy?.has(attendeeId)) return 'blocked';
  return connected ? 'connection' : 'member';
}

/** The member as a viewer in `relation` sees them: hidden or empty fields absent. */
export function viewMemberAs(row: MemberViewRow, relation: ViewerRelation, photoSize: PhotoSize = 256): MemberView {
  const sees = (field: MemberField) => audienceIncludes(row.audiences[field], relation);
  const view: MemberView = {
    attendeeId: row.attendeeId,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
  };
  const put = <K extends keyof MemberView>(key: K, value: MemberView[K] | null | undefined) => {
    if (value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)) view[key] = value;
  };
  if (sees('photo') && row.photoKey) put('photoUrl', memberPhotoUrl(row.attendeeId, row.photoKey, photoSize));
  if (sees('headline')) put('headline', row.headline);
  if (sees('company')) put('company', row.company);
  if (sees('jobTitle')) put('jobTitle', row.jobTitle);
  if (sees('industry')) put('industry', row.industry);
  if (sees('summary')) put('summary', row.summary);
  if (sees('location')) {
    put('city', row.city);
    put('country', row.country);
  }
  if (sees('interests')) put('interests', row.interests ?? undefined);
  if (sees('offering')) put('offering', row.offering);
  if (sees('lookingFor')) put('lookingFor', row.lookingFor);
  if (sees('links')) {
    put('websiteUrl', row.websiteUrl);
    put('linkedinUrl', row.linkedinUrl);
  }
  if (sees('email')) put('email', row.email);
  return view;
}

/** Who is looking, from the signed-in caller: an administrator is an organiser. Without the members who
 * blocked them: an answer that shows other members builds its viewer with loadViewer. */
export function viewerOf(caller: { kind: string; attendee: { id: string } | null }): Viewer {
  return { attendeeId: caller.attendee?.id ?? null, isOrganiser: caller.kind === 'admin' };
}

/** `viewer` with the members who blocked them read (one indexed read; none for an organiser, whom a block
 * hides nothing from, or when they are read already). */
export async function withBlockers(db: Database, viewer: Viewer): Promise<Viewer> {
  if (viewer.isOrganiser || !viewer.attendeeId || viewer.blockedBy) return viewer;
  return { ...viewer, blockedBy: new Set(await blockerIdsOf(db, viewer.attendeeId)) };
}

/** Who is looking, from the signed-in caller, with the members who blocked them: what every answer that
 * shows other members starts from. */
export const loadViewer = (db: Database, caller: { kind: string; attendee: { id: string } | null }) =>
  withBlockers(db, viewerOf(caller));

const CARD_KEYS = Object.keys(memberCardShape) as Array<keyof MemberCard>;

/** A list's card of a member: the view's card fields, still only those present. */
export function memberCardOf(view: MemberView): MemberCard {
  const card: Partial<Record<keyof MemberCard, unknown>> = {};
  for (const key of CARD_KEYS) if (view[key] !== undefined) card[key] = view[key];
  return card as MemberCard;
}

/**
 * The members `ids` as `viewer` sees them, by id, for answers whose rows are read in plain SQL (the
 * connections' lists): one more query, by primary key. `connectedIds` are the ones the viewer is connected
 * with (the caller knows: a connection list is all connections, a request none).
 */
export async function readMemberViews(
  db: Database,
  viewer: Viewer,
  ids: string[],
  connected: (attendeeId: string) => boolean,
  photoSize: PhotoSize = 96,
): Promise<Map<string, MemberView>> {
  const views = new Map<string, MemberView>();
  if (ids.length === 0) return views;
  viewer = await withBlockers(db, viewer);
  const rows: MemberViewRow[] = await db.select(memberViewColumns).from(attendees).where(inArray(attendees.id, ids));
  for (const row of rows)
    views.set(row.attendeeId, viewMemberAs(row, relationOf(viewer, row.attendeeId, connected(row.attendeeId)), photoSize));
  return views;
}

/**
 * SQL true when a field shown to `audience` (a `…VisibleTo` column) may be read by the viewer; `connected` is
 * SQL true when the viewer and the row's member are connected; `memberId` is the row's member (attendees.id,
 * or the column that copies it, as directory_entries.attendee_id). For searches and facets in SQL: they match
 * only what the viewer may see, so a search never reveals a hidden value.
 */
export function audienceAllows(
  audience: SQL | AnyPgColumn,
  viewer: Viewer,
  connected: SQL,
  memberId: AnyPgColumn = attendees.id,
): SQL {
  if (viewer.isOrganiser) return sql`true`;
  return sql`(${audience} = ${'members' satisfies Audience} or (${audience} = ${'connections' satisfies Audience} and ${connected}) or ${memberId} = ${viewer.attendeeId})`;
}
