// Community health (issue 20 item 3, decision 030): how people join, meet and come back, over the last 30
// or 90 days. GET /api/admin/community-health answers the figures; GET /api/admin/community-health/list
// answers the people or records behind any one figure, paged. Each figure's name, label and meaning is
// written once here; the server counts and lists a figure with the same SQL predicate.
import { z } from 'zod';
import { pageQuery, pageSizeQuery } from './paging';
import { COMMUNITY_HEALTH_ROUTES } from './community-health-routes';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { text } from './text';

export const HEALTH_WINDOWS = [30, 90] as const;
export type HealthWindow = (typeof HEALTH_WINDOWS)[number];
export const DEFAULT_HEALTH_WINDOW: HealthWindow = 30;

export const COMMUNITY_HEALTH_MESSAGES = {
  invalidDays: 'The period must be 30 or 90 days.',
  invalidFigure: 'Choose one of the figures shown on the Health tab.',
  invalidWeek: 'Choose a week shown on the Health tab (its Monday, as YYYY-MM-DD).',
  invalidPage: 'The page must be a whole number from 1.',
  invalidPageSize: 'The page size must be a whole number from 1 to 100.',
  loadFailed: 'The community’s health could not be loaded. Try again.',
  listFailed: 'This list could not be loaded. Try again.',
  emptyList: 'Nobody is counted in this figure for the period.',
  offersFailed: 'The offers and asks could not be loaded. Try again.',
  noOffers: 'No member has written what they offer or look for yet.',
  openQuestionsFailed: 'The open questions’ figures could not be loaded. Try again.',
  noOpenQuestions:
    'No member asked an open question in this period. When they do, you will see here how members answer each other.',
  noHelpersYet: 'No answer was marked helpful this month yet.',
} as const;
const M = COMMUNITY_HEALTH_MESSAGES;

/** Every figure of the tab, in the order shown, with its label and what it counts. */
export const HEALTH_FIGURES = {
  requested: {
    label: 'Asked to join',
    meaning: 'People whose access request was made in the period (an administrator’s Add user counts as a request).',
  },
  approved: { label: 'Approved', meaning: 'Of those, people an administrator approved: they were sent a sign-up link.' },
  signedUp: { label: 'Signed up', meaning: 'Of those, people who created their account with the link.' },
  profileComplete: {
    label: 'Profile complete',
    meaning: 'Of those who signed up, members whose profile has a company, job title, industry, interests and a summary now.',
  },
  firstQuestion: {
    label: 'Asked a question',
    meaning: 'Of those who signed up, members who have sent at least one question in Ask.',
  },
  firstIntroduction: {
    label: 'Sent or received an introduction',
    meaning: 'Of those who signed up, members who have asked for, or been asked for, at least one introduction.',
  },
  firstRsvp: {
    label: 'Answered an event',
    meaning: 'Of those who signed up, members who have answered at least one event’s RSVP.',
  },
  introductionsRequested: { label: 'Introductions requested', meaning: 'Introduction requests sent in the period.' },
  introductionsAccepted: { label: 'Accepted', meaning: 'Of those, the requests the other member accepted (by now).' },
  rsvpsGoing: {
    label: 'Going to past events',
    meaning: 'Members Going to the events that took place in the period (cancelled events left out).',
  },
  rsvpsAttended: { label: 'Checked in', meaning: 'Of those, the members an administrator checked in at the event.' },
  weeklyActive: {
    label: 'Active members',
    meaning:
      'Members not deactivated who signed in, asked a question, answered an event or sent or answered an introduction in the week.',
  },
  activeMembers: {
    label: 'All members',
    meaning: 'Every member now: onboarded, neither deactivated nor archived, not an administrator.',
  },
} as const satisfies Record<string, { label: string; meaning: string }>;

export type HealthFigure = keyof typeof HEALTH_FIGURES;
export const HEALTH_FIGURE_NAMES = Object.keys(HEALTH_FIGURES) as [HealthFigure, ...HealthFigure[]];

/** The joining funnel's stages, in order; `of` is the stage each one's share is taken of. */
export const FUNNEL_STAGES = [
  { figure: 'requested', of: null },
  { figure: 'approved', of: 'requested' },
  { figure: 'signedUp', of: 'approved' },
  { figure: 'profileComplete', of: 'signedUp' },
  { figure: 'firstQuestion', of: 'signedUp' },
  { figure: 'firstIntroduction', of: 'signedUp' },
  { figure: 'firstRsvp', of: 'signedUp' },
] as const satisfies ReadonlyArray<{ figure: HealthFigure; of: HealthFigure | null }>;

const daysSchema = text({ max: 3, tooLong: M.invalidDays, notText: M.invalidDays })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return DEFAULT_HEALTH_WINDOW;
    const days = Number(value);
    if (!HEALTH_WINDOWS.includes(days as HealthWindow) || String(days) !== value) {
      ctx.addIssue({ code: 'custom', message: M.invalidDays });
      return z.NEVER;
    }
    return days as HealthWindow;
  });

/** GET /api/admin/community-health?days=30|90 */
export const communityHealthQuerySchema = z.object({ days: daysSchema });
export type CommunityHealthQuery = z.output<typeof communityHealthQuerySchema>;

/** GET /api/admin/community-health/list?figure=…&days=…&week=…&page=…&pageSize=… */
export const healthListQuerySchema = z.object({
  days: daysSchema,
  figure: z.enum(HEALTH_FIGURE_NAMES, { error: M.invalidFigure }),
  /** weeklyActive only: the week's Monday; by default the latest full week. */
  week: text({ max: 10, tooLong: M.invalidWeek, notText: M.invalidWeek })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.invalidWeek)
    .optional(),
  page: pageQuery,
  pageSize: pageSizeQuery(25),
});
export type HealthListQuery = z.output<typeof healthListQuerySchema>;
export type HealthListQueryInput = { figure: HealthFigure; days: HealthWindow; week?: string; page?: number; pageSize?: number };

// Answers. Strict objects: in tests and development the server checks each answer against them (decision 037).

const healthWindowSchema = z.union([z.literal(30), z.literal(90)]);

/** One week (Monday to Sunday in the community's time zone) of active members. */
const activeWeekSchema = z.strictObject({
  /** The Monday, 'YYYY-MM-DD'. */
  weekStart: z.string(),
  active: z.number().int(),
  /** The week now under way: its count is still growing. */
  current: z.boolean(),
});
export type ActiveWeek = z.infer<typeof activeWeekSchema>;

const countedFigures = HEALTH_FIGURE_NAMES.filter((figure) => figure !== 'weeklyActive') as Exclude<
  HealthFigure,
  'weeklyActive'
>[];

const communityHealthSchema = z.strictObject({
  days: healthWindowSchema,
  /** The first instant counted (now minus `days`) and the last (now). */
  since: z.string(),
  until: z.string(),
  counts: z.strictObject(
    Object.fromEntries(countedFigures.map((figure) => [figure, z.number().int()])) as Record<
      Exclude<HealthFigure, 'weeklyActive'>,
      z.ZodNumber
    >,
  ),
  /** Oldest first: every community week the period touches, the current one included. */
  weeks: z.array(activeWeekSchema),
  /** The latest full week: the headline figure. */
  lastWeek: activeWeekSchema,
});
export type CommunityHealth = z.infer<typeof communityHealthSchema>;

/** One person or record behind a figure. `at` is the date that puts them in it; `what` says what it is. */
const healthListRowSchema = z.strictObject({ name: z.string(), email: z.string(), at: z.string().nullable(), what: z.string() });
export type HealthListRow = z.infer<typeof healthListRowSchema>;
const healthListPageSchema = z.strictObject({
  figure: z.enum(HEALTH_FIGURE_NAMES),
  days: healthWindowSchema,
  week: z.string().nullable(),
  items: z.array(healthListRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type HealthListPage = z.infer<typeof healthListPageSchema>;

/** How many words and phrases the offers-and-asks table shows. */
export const OFFERS_AND_ASKS_TOP = 20;

/**
 * One word or two-word phrase members use in their profile's Offering ('what I can help with') or Looking
 * for ('what I need now'): how many members use it in each. Words are counted by their stem ('founders' and
 * 'founder' together) and shown in their commonest form; common English words are left out.
 */
const offerPhraseSchema = z.strictObject({ phrase: z.string(), offering: z.number().int(), lookingFor: z.number().int() });
export type OfferPhrase = z.infer<typeof offerPhraseSchema>;
const offersAndAsksSchema = z.strictObject({
  /** The most used first (both columns together), at most OFFERS_AND_ASKS_TOP. */
  items: z.array(offerPhraseSchema),
  /** Members who wrote an Offering, and members who wrote what they are Looking for. */
  membersOffering: z.number().int(),
  membersLooking: z.number().int(),
});
export type OffersAndAsks = z.infer<typeof offersAndAsksSchema>;

/** Open questions (issue 36): how members answer each other, over the window. */
const openQuestionHealthSchema = z.strictObject({
  days: healthWindowSchema,
  /** Open questions asked in the window. */
  asked: z.number().int(),
  /** …of which a member (not the team, not the asker) answered. */
  answeredByMembers: z.number().int(),
  /** The median time from asking to the first member's answer, in minutes; null: none answered. */
  medianMinutesToFirstMemberAnswer: z.number().nullable(),
  /** The members whose answers the askers marked helpful most since the first of this month, at most 5. */
  topHelpersThisMonth: z.array(z.strictObject({ name: z.string(), email: z.string(), helped: z.number().int() })),
});
export type OpenQuestionHealth = z.infer<typeof openQuestionHealthSchema>;

export const COMMUNITY_HEALTH_SCHEMAS = {
  figures: {
    summary: 'How people join, meet and come back over the last 30 or 90 days',
    query: communityHealthQuerySchema,
    responses: {
      200: { description: 'Every figure of the Health tab, and the weeks of active members.', schema: communityHealthSchema },
    },
  },
  list: {
    summary: 'The people or records behind one figure, a page at a time',
    query: healthListQuerySchema,
    responses: { 200: { description: 'One page and the total.', schema: healthListPageSchema } },
  },
  openQuestions: {
    summary: 'How members answer each other’s open questions: the share answered, the median time, the top helpers',
    query: communityHealthQuerySchema,
    responses: { 200: { description: 'The window’s figures and this month’s top helpers.', schema: openQuestionHealthSchema } },
  },
  offersAndAsks: {
    summary: 'The words and phrases members use most in what they offer and what they look for',
    description: 'Members only (onboarded, neither deactivated nor archived, not administrators), whatever their audiences.',
    responses: {
      200: { description: 'The top words and phrases, with how many members use each.', schema: offersAndAsksSchema },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const COMMUNITY_HEALTH_ENDPOINTS = defineEndpoints('community-health', COMMUNITY_HEALTH_ROUTES, COMMUNITY_HEALTH_SCHEMAS);

/** '42%', or '–' when there is nothing to take a share of. */
export const formatHealthShare = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);
