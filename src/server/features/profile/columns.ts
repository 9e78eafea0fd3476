// The parts of a member row that live beside it, and who sees each field: what the owner's profile
// (service.ts) and a member as others see them (visibility.ts) both select.
import { sql } from 'drizzle-orm';
import type { Profile } from '../../../common/contracts/profile';
import { attendeeInterests, attendees, attendeeSummaries } from '../../db/schema';

// The nested data, by correlated subqueries. They are built as their own SQL fragments on purpose: in a
// single-table select, drizzle writes the field's own columns without their table name, which inside a
// subquery would make "id" mean the subquery's table.
export const interestsOf = (attendeeId: typeof attendees.id) => sql<Profile['interests'] | null>`(
  select json_agg(json_build_object('name', ${attendeeInterests.interestName}, 'category', ${attendeeInterests.category})
    order by ${attendeeInterests.createdAt}, ${attendeeInterests.id})
  from ${attendeeInterests} where ${attendeeInterests.attendeeId} = ${attendeeId})`;
/** The member's interests' names in their order, or null when there are none. */
export const interestNamesOf = (attendeeId: typeof attendees.id) => sql<string[] | null>`(
  select json_agg(${attendeeInterests.interestName} order by ${attendeeInterests.createdAt}, ${attendeeInterests.id})
  from ${attendeeInterests} where ${attendeeInterests.attendeeId} = ${attendeeId})`;
/** The member's latest summary (the bio), or null. */
export const latestSummaryOf = (attendeeId: typeof attendees.id) => sql<string | null>`(
  select ${attendeeSummaries.summaryText} from ${attendeeSummaries} where ${attendeeSummaries.attendeeId} = ${attendeeId}
  order by ${attendeeSummaries.createdAt} desc, ${attendeeSummaries.id} desc limit 1)`;

/** Each field's audience column (decision 043), by the field's name. */
export const audienceColumns = {
  photo: attendees.photoVisibleTo,
  headline: attendees.headlineVisibleTo,
  company: attendees.companyVisibleTo,
  jobTitle: attendees.jobTitleVisibleTo,
  industry: attendees.industryVisibleTo,
  summary: attendees.summaryVisibleTo,
  location: attendees.locationVisibleTo,
  interests: attendees.interestsVisibleTo,
  offering: attendees.offeringVisibleTo,
  lookingFor: attendees.lookingForVisibleTo,
  links: attendees.linksVisibleTo,
  email: attendees.emailVisibleTo,
};
