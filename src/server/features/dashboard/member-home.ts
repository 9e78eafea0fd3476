// The member's home (issue 19 item 1): the next event they are Going to, the newest newsletter (new since
// their last visit or not), their top recommended connection and what their profile still lacks, in one
// answer. Each part comes from its feature's public module; they are read at once, each a bounded query.
// Replies and introduction requests waiting are not here: the member area's layout already reads them for
// the sidebar's badges, and the dashboard shows the same counts.
import { sql } from 'drizzle-orm';
import { HOME_VISIT_GAP_MS, type HomeSeen, type MemberHome } from '../../../common/contracts/home';
import { missingProfileParts, PROFILE_MESSAGES } from '../../../common/contracts/profile';
import type { SignedInCaller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { attendees } from '../../db/schema';
import { notFound } from '../../http/errors';
import { findNextEventGoing } from '../events/public';
import { findNewestNewsletter } from '../posts/public';
import { getProfile } from '../profile/public';
import { findTopRecommendation, type RecommendationDeps } from '../recommendations/public';

export type MemberHomeDeps = RecommendationDeps;
type HomeCaller = Pick<SignedInCaller, 'userId' | 'attendee' | 'kind'>;

/** The previous visit as the row says it, for a view at `newVisitBefore` + the gap: the one SQL both the
 * read and the write use, so the home and the record agree. */
const previousVisitAt = (newVisitBefore: Date) => sql`case
  when home_seen_at is null or home_seen_at < ${newVisitBefore} then home_seen_at
  else home_previous_visit_at end`;

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * Records this view of the home (POST /api/home/seen) and answers when the visit before the current one
 * began. A view within HOME_VISIT_GAP_MS of the last belongs to the same visit, so reloading the page
 * keeps a newsletter 'New'.
 */
export async function recordHomeVisit(db: Database, attendeeId: string, now: Date): Promise<Date | null> {
  const newVisitBefore = new Date(now.getTime() - HOME_VISIT_GAP_MS);
  const result = await db.execute<{ previous: Date | string | null }>(sql`
    update ${attendees} set
      home_previous_visit_at = ${previousVisitAt(newVisitBefore)},
      home_seen_at = ${now}
    where id = ${attendeeId}
    returning home_previous_visit_at as previous`);
  const [row] = (result as unknown as { rows: Array<{ previous: Date | string | null }> }).rows;
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  return asDate(row.previous);
}

/**
 * When the visit before the one a view now belongs to began, without recording anything: what
 * recordHomeVisit would answer (a GET never changes anything, decision 041).
 */
export async function readPreviousVisit(db: Database, attendeeId: string, now: Date): Promise<Date | null> {
  const newVisitBefore = new Date(now.getTime() - HOME_VISIT_GAP_MS);
  const result = await db.execute<{ previous: Date | string | null }>(sql`
    select ${previousVisitAt(newVisitBefore)} as previous from ${attendees} where id = ${attendeeId}`);
  const [row] = (result as unknown as { rows: Array<{ previous: Date | string | null }> }).rows;
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  return asDate(row.previous);
}

/** POST /api/home/seen: records the view; an administrator without a member profile has no visits to keep. */
export async function markHomeSeen(deps: Pick<MemberHomeDeps, 'db' | 'now'>, caller: HomeCaller): Promise<HomeSeen> {
  const attendeeId = caller.attendee?.id;
  if (!attendeeId) return { previousVisitAt: null };
  const previous = await recordHomeVisit(deps.db, attendeeId, deps.now());
  return { previousVisitAt: previous ? previous.toISOString() : null };
}

export async function showMemberHome(deps: MemberHomeDeps, caller: HomeCaller): Promise<MemberHome> {
  const attendeeId = caller.attendee?.id;
  const now = deps.now();
  if (!attendeeId) {
    // An administrator without a member profile: the newsletter, and nothing that needs a profile.
    const newsletter = await findNewestNewsletter(deps.db);
    return {
      nextEvent: null,
      newsletter: newsletter && { ...newsletter, isNew: false },
      recommendation: null,
      missingProfileParts: [],
    };
  }
  const [previousVisit, nextEvent, newsletter, recommendation, profile] = await Promise.all([
    readPreviousVisit(deps.db, attendeeId, now),
    findNextEventGoing(deps.db, attendeeId, now),
    findNewestNewsletter(deps.db),
    findTopRecommendation(deps, caller),
    getProfile(deps.db, caller),
  ]);
  return {
    nextEvent,
    newsletter: newsletter && {
      ...newsletter,
      // A first visit has nothing to compare with: everything is new to a new member.
      isNew: newsletter.publishedAt !== null && (previousVisit === null || new Date(newsletter.publishedAt) > previousVisit),
    },
    recommendation,
    missingProfileParts: missingProfileParts(profile),
  };
}
