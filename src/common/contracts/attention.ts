// The admin home, 'Needs attention' (decision 039): what waits for the organisers, each list bounded and
// each count exact. Its route table is attention-routes.ts.
import { z } from 'zod';
import { ATTENTION_ROUTES } from './attention-routes';
import { defineEndpoints, type EndpointSchemas } from './endpoint';

/** How many of the oldest waiting questions and access requests the home lists (the totals are exact). */
export const ATTENTION_LIST_LIMIT = 5;
/** A week rarely holds more events than this; past it the home says how many more there are. */
export const ATTENTION_EVENTS_LIMIT = 8;
/** How much of a member's own words the home shows for a waiting question. */
export const ATTENTION_EXCERPT_CHARS = 140;

const isoInstant = z.iso.datetime({ offset: true });

const waitingQuestionSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** The start of what the member wrote, cut with an ellipsis. */
  excerpt: z.string(),
  askedAt: isoInstant,
  /** Waiting longer than the response target (decision 029). */
  pastTarget: z.boolean(),
});
export type WaitingQuestion = z.infer<typeof waitingQuestionSchema>;

const waitingAccessRequestSchema = z.strictObject({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  requestedAt: isoInstant,
});
export type WaitingAccessRequest = z.infer<typeof waitingAccessRequestSchema>;

const eventThisWeekSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  date: isoInstant,
  going: z.number().int(),
  /** Null: no limit. */
  capacity: z.number().int().nullable(),
  waitlist: z.number().int(),
  checkedIn: z.number().int(),
  started: z.boolean(),
});
export type EventThisWeek = z.infer<typeof eventThisWeekSchema>;

const needsAttentionSchema = z.strictObject({
  questions: z.strictObject({
    total: z.number().int(),
    pastTarget: z.number().int(),
    targetHours: z.number().int(),
    oldest: z.array(waitingQuestionSchema),
  }),
  accessRequests: z.strictObject({ total: z.number().int(), oldest: z.array(waitingAccessRequestSchema) }),
  /** The community's week (Monday to Sunday in its time zone), as the response times count weeks. */
  week: z.strictObject({ start: isoInstant, end: isoInstant }),
  events: z.strictObject({ total: z.number().int(), items: z.array(eventThisWeekSchema) }),
  introductions: z.strictObject({ acceptedThisWeek: z.number().int() }),
  /** Reported messages waiting for a decision (decision 055): how many, and since when. No message text. */
  messageReports: z.strictObject({ total: z.number().int(), oldestAt: isoInstant.nullable() }),
});
export type NeedsAttention = z.infer<typeof needsAttentionSchema>;

export const ATTENTION_MESSAGES = {
  loadFailed: 'We couldn’t load what needs your attention. Please try again.',
} as const;

export const ATTENTION_SCHEMAS = {
  needsAttention: {
    summary:
      'The admin home: the oldest questions and access requests waiting, the reported messages waiting, this week’s events and the introductions accepted this week',
    responses: { 200: { description: 'What needs the organisers, with exact totals.', schema: needsAttentionSchema } },
  },
} satisfies Record<string, EndpointSchemas>;

export const ATTENTION_ENDPOINTS = defineEndpoints('attention', ATTENTION_ROUTES, ATTENTION_SCHEMAS);
