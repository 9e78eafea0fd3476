// Recommended connections (spec 2.4, 3 'Recommendation', 7.7, 9): up to three other members with the
// server-written 'Why Connect?' text. Connect itself belongs to the connections contract (connections.ts).
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { memberViewShape } from './member-view';
import { RECOMMENDATION_ROUTES } from './recommendations-routes';

/** Recommended connections (spec 2.4). */
export const RECOMMENDATION_MESSAGES = {
  loading: 'Loading recommendations...',
  none: 'No recommendations available at this time.',
} as const;

/** Spec 9: recommendations returned. */
export const MAX_RECOMMENDATIONS = 3;

/**
 * One recommended member: what the card and its dialog show. The member as the caller may see them
 * (decision 043: a hidden or empty field is absent; `summary` is 'Background'), and why.
 */
const recommendationSchema = z.strictObject({
  ...memberViewShape,
  /** 'Why Connect?': written by the server (an AI model when configured, else from the two profiles). When
   * one's Offering answers the other's Looking for, its first sentence says so with the words they share. */
  whyConnect: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
/** Its fields, for the answers that carry a recommended member too (events' people to meet, the home). */
export const recommendationFields = recommendationSchema.shape;

/**
 * GET /api/recommendations: at most three other members (onboarded, not archived, not deactivated), with
 * whom the caller has no request or connection either way, ever, and who are in the directory: those whose
 * Offering answers the caller's Looking for (or the other way) first, then same industry, then most shared
 * interests, then newest (matching only what each lets the caller see). Empty: 'No recommendations available at this time.'
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
