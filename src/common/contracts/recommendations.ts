// Recommended connections (spec 2.4, 3 'Recommendation', 7.7, 9): up to three other members with the
// server-written 'Why Connect?' text, and the Connect button.
import { z } from 'zod';
import { RECOMMENDATION_MESSAGES as M } from '../messages';
import { recordId } from './text';

/** Spec 9: recommendations returned. */
export const MAX_RECOMMENDATIONS = 3;

export const CONNECTION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

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
  /** The caller's connection request to this member, if they already clicked Connect. */
  connectionStatus: ConnectionStatus | null;
};

/**
 * GET /api/recommendations: at most three other members (onboarded, not archived, not deactivated),
 * same industry first, then most shared interests, then newest. Empty: 'No recommendations available at
 * this time.'
 */
export type RecommendationList = { items: Recommendation[] };

/** POST /api/connections */
export const connectRequestSchema = z.object({
  toAttendeeId: recordId(M.chooseMember),
});
export type ConnectRequest = z.input<typeof connectRequestSchema>;

export type Connection = {
  id: string;
  fromAttendeeId: string;
  toAttendeeId: string;
  status: ConnectionStatus;
  /** ISO 8601. */
  createdAt: string;
};

/** 201 for a new request; 200 with the same row when it was already sent (a second click). */
export type ConnectResult = { success: true; message: string; created: boolean; connection: Connection };

export const RECOMMENDATION_API = {
  list: '/api/recommendations',
  connect: '/api/connections',
} as const;
