// Recommended connections (spec 2.4, 3 'Recommendation', 7.7, 9): up to three other members with the
// server-written 'Why Connect?' text. Connect itself belongs to the connections contract (connections.ts).
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { RECOMMENDATION_ROUTES } from './recommendations-routes';

/** Recommended connections (spec 2.4). */
export const RECOMMENDATION_MESSAGES = {
  loading: 'Loading recommendations...',
  none: 'No recommendations available at this time.',
} as const;

/** Spec 9: recommendations returned. */
export const MAX_RECOMMENDATIONS = 3;

/** One recommended member: what the card and its dialog show. */
const recommendationSchema = z.strictObject({
  attendeeId: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  industry: z.string().nullable(),
  /** 'Background', shown only when present. */
  summary: z.string().nullable(),
  /** 'Why Connect?': written by the server (an AI model when configured, else from the two profiles). */
  whyConnect: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
/** Its fields, for the answers that carry a recommended member too (events' people to meet, the home). */
export const recommendationFields = recommendationSchema.shape;

/**
 * GET /api/recommendations: at most three other members (onboarded, not archived, not deactivated), with
 * whom the caller has no request or connection either way, ever: same industry first, then most shared
 * interests, then newest. Empty: 'No recommendations available at this time.'
 */
const recommendationListSchema = z.strictObject({ items: z.array(recommendationSchema).max(MAX_RECOMMENDATIONS) });
export type RecommendationList = z.infer<typeof recommendationListSchema>;

export const RECOMMENDATION_SCHEMAS = {
  list: {
    summary: 'Up to three members to meet, each with why',
    responses: {
      200: { description: 'The recommendations, best first; none is an empty list.', schema: recommendationListSchema },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const RECOMMENDATION_ENDPOINTS = defineEndpoints('recommendations', RECOMMENDATION_ROUTES, RECOMMENDATION_SCHEMAS);
