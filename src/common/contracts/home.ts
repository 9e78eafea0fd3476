// The member dashboard as the member's home (issue 19 item 1): what is new for this member, in one
// request, GET /api/home. Replies and introduction requests waiting are the sidebar's own counts, already
// read by the member area's layout; this carries the rest. Each part is null (or empty) when there is
// nothing to show, and the page says something useful instead.
// The browser imports only this file's types (`import type`) and home-routes.ts: the member home's
// bundle carries no zod (decision 026's budget).
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { EVENT_ANSWER_PARTS } from './events';
import { HOME_ROUTES } from './home-routes';
import { postSummaryFields } from './posts';
import { PROFILE_PARTS } from './profile';
import { recommendationFields } from './recommendations';

/** The next event: the events contract's EventBase, and the member's online link. */
const homeEventSchema = EVENT_ANSWER_PARTS.eventBase.extend({ onlineLink: z.string().nullable() });

/** The newest newsletter, as the newsletters grid shows it, and whether it is new to this member. */
const homeNewsletterSchema = z.strictObject({ ...postSummaryFields, isNew: z.boolean() });

/** The top recommendation, as the recommendations contract describes one. */
const homeRecommendationSchema = z.strictObject(recommendationFields);

const memberHomeSchema = z.strictObject({
  /** The next event the member is Going to, not cancelled, not started. `onlineLink` is theirs to see. */
  nextEvent: homeEventSchema.nullable(),
  /** The newest newsletter; `isNew` when it was published since the member's last visit. */
  newsletter: homeNewsletterSchema.nullable(),
  /** The member's top recommended connection, with its 'Why Connect?' text. */
  recommendation: homeRecommendationSchema.nullable(),
  /** The profile parts still empty (common/contracts/profile.ts PROFILE_PARTS); empty once complete. */
  missingProfileParts: z.array(z.enum(PROFILE_PARTS)),
});
export type MemberHome = z.infer<typeof memberHomeSchema>;

/** A visit is over after this long away: the next home view starts a new one (for 'New' newsletters). */
export const HOME_VISIT_GAP_MS = 30 * 60_000;

/** The visit a view of the home belongs to, once recorded. */
const homeSeenSchema = z.strictObject({
  /** When the visit before this one began (null on a first visit): a newsletter published after it is 'New'. */
  previousVisitAt: z.string().datetime().nullable(),
});
export type HomeSeen = z.infer<typeof homeSeenSchema>;

export const HOME_SCHEMAS = {
  home: {
    summary: "The member's home: the next event they are Going to, the newest newsletter, their top recommendation",
    description:
      "Reads only (decision 041): a newsletter is 'New' when it was published after the visit before this one began, as the views recorded with POST /api/home/seen tell.",
    responses: {
      200: { description: 'What is new for this member; each part null or empty when there is none.', schema: memberHomeSchema },
    },
  },
  seen: {
    summary: 'Record that the member opened their home',
    description:
      "The home page sends this once each time it opens. A view more than 30 minutes after the last starts a new visit, which is what makes a newsletter 'New'; views within a visit change nothing a member would notice.",
    responses: {
      200: { description: 'The view is recorded.', schema: homeSeenSchema },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const HOME_ENDPOINTS = defineEndpoints('dashboard', HOME_ROUTES, HOME_SCHEMAS);
