// The member dashboard as the member's home (issue 19 item 1): what is new for this member, in one
// request, GET /api/home. Replies and introduction requests waiting are the sidebar's own counts, already
// read by the member area's layout; this carries the rest. Each part is null (or empty) when there is
// nothing to show, and the page says something useful instead.
import type { EventBase } from './events';
import type { PostSummary } from './posts';
import type { ProfilePart } from './profile';
import type { Recommendation } from './recommendations';

export type MemberHome = {
  /** The next event the member is Going to, not cancelled, not started. `onlineLink` is theirs to see. */
  nextEvent: (EventBase & { onlineLink: string | null }) | null;
  /** The newest newsletter; `isNew` when it was published since the member's last visit. */
  newsletter: (PostSummary & { isNew: boolean }) | null;
  /** The member's top recommended connection, with its 'Why Connect?' text. */
  recommendation: Recommendation | null;
  /** The profile parts still empty (common/contracts/profile.ts PROFILE_PARTS); empty once complete. */
  missingProfileParts: ProfilePart[];
};

/** A visit is over after this long away: the next home view starts a new one (for 'New' newsletters). */
export const HOME_VISIT_GAP_MS = 30 * 60_000;
