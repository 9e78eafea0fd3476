// The member's home (issue 19 item 1): the next event they are Going to, the newest newsletter (new since
// their last visit or not), their top recommended connection and what their profile still lacks, in one
// answer. Each part comes from its feature's public module; they are read at once, each a bounded query.
// Replies and introduction requests waiting are not here: the member area's layout already reads them for
// the sidebar's badges, and the dashboard shows the same counts.
import { sql } from 'drizzle-orm';
import { HOME_VISIT_GAP_MS, type MemberHome } from '../../../common/contracts/home';
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

/**
 * Records this view of the home and answers when the visit before the current one began. A view within
 * HOME_VISIT_GAP_MS of the last belongs to the same visit, so reloading the page keeps a newsletter 'New'.
 */
export async function recordHomeVisit(db: Database, attendeeId: string, now: Date): Promise<Date | null> {
  const newVisitBefore = new Date(now.getTime() - HOME_VISIT_GAP_MS);
  const result = await db.execute<{ previous: Date | string | null }>(sql`
    update ${attendees} set
      home_previous_visit_at = case
        when home_seen_at is null or home_seen_at < ${newVisitBefore} then home_seen_at
        else home_previous_visit_at end,
      home_seen_at = ${now}
    where id = ${attendeeId}
    returning home_previous_visit_at as previous`);
  const [row] = (result as unknown as { rows: Array<{ previous: Date | string | null }> }).rows;
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  return row.previous === null ? null : new Date(row.previous);
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
    recordHomeVisit(deps.db, attendeeId, now),
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
