// Recommended connections (spec 2.4, 3 'Recommendation', 7.7, 9): up to three other members with the
// server-written 'Why Connect?' text. Connect itself belongs to the connections contract (connections.ts).

/** Recommended connections (spec 2.4). */
export const RECOMMENDATION_MESSAGES = {
  loading: 'Loading recommendations...',
  none: 'No recommendations available at this time.',
} as const;

/** Spec 9: recommendations returned. */
export const MAX_RECOMMENDATIONS = 3;

/** One recommended member: what the card and its dialog show. */
export type Recommendation = {
  attendeeId: string;
  fullName: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  company: string | null;
  industry: string | null;
  /** 'Background', shown only when present. */
  summary: string | null;
  /** 'Why Connect?': written by the server (an AI model when configured, else from the two profiles). */
  whyConnect: string;
};

/**
 * GET /api/recommendations: at most three other members (onboarded, not archived, not deactivated), with
 * whom the caller has no request or connection either way, ever: same industry first, then most shared
 * interests, then newest. Empty: 'No recommendations available at this time.'
 */
export type RecommendationList = { items: Recommendation[] };

export const RECOMMENDATION_API = {
  list: '/api/recommendations',
} as const;
