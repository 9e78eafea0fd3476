// The members' directory (issue 33, decision 047): a page of members as the viewer may see them, searched
// over the fields the viewer may see, with facets whose counts are what each filter would return; and one
// member's page, with the events and connections the two share and where they stand.
import { z } from 'zod';
import { pairStateSchema } from './connections';
import { DIRECTORY_PAGE_SIZE, DIRECTORY_ROUTES } from './directory-routes';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { memberViewSchema } from './member-view';
import { pageQuery, pageSizeQuery } from './paging';
import { recordId, text } from './text';

export { DIRECTORY_PAGE_SIZE } from './directory-routes';

export const DIRECTORY_MESSAGES = {
  /** A profile's credit from open questions (issue 36): answers the askers marked helpful. */
  helpedMembers: (n: number) => `Helped ${n} ${n === 1 ? 'member' : 'members'}`,
  searchTooLong: 'The search must be at most 200 characters.',
  filterTooLong: 'A filter must be at most 200 characters.',
  invalidSort: 'Sort by relevance, newest or place.',
  invalidNewThisMonth: 'New this month is true or false.',
  eventNotFound: 'Event not found',
  memberNotFound: 'Member not found',
  loading: 'Loading members...',
  loadFailed: 'Failed to load the directory',
  memberLoadFailed: 'Failed to load this member',
} as const;
const M = DIRECTORY_MESSAGES;

const MAX_SEARCH_LENGTH = 200;
/** The most values a facet lists (the most common first). */
export const MAX_FACET_VALUES = 12;
/** The most names 'connections in common' and 'shared events' list beside their counts. */
export const MAX_SHARED_NAMES = 5;

export const DIRECTORY_SORTS = ['relevance', 'newest', 'place'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

const filter = text({ max: MAX_SEARCH_LENGTH, tooLong: M.filterTooLong });

/** GET /api/directory: a search and the filters, each facet one value at a time. */
export const directoryQuerySchema = z.object({
  q: text({ max: MAX_SEARCH_LENGTH, tooLong: M.searchTooLong }).optional(),
  industry: filter.optional(),
  topic: filter.optional(),
  /** 'City, Country', 'City' or 'Country', as the place facet names it. */
  place: filter.optional(),
  newThisMonth: z
    .enum(['true', 'false'], { error: M.invalidNewThisMonth })
    .transform((value) => value === 'true')
    .optional(),
  eventId: recordId(M.eventNotFound).optional(),
  sort: z.enum(DIRECTORY_SORTS, { error: M.invalidSort }).default('relevance'),
  page: pageQuery,
  pageSize: pageSizeQuery(DIRECTORY_PAGE_SIZE, 60),
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;
export type DirectoryQueryInput = z.input<typeof directoryQuerySchema>;

const facetValueSchema = z.strictObject({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValueSchema>;
const eventFacetSchema = z.strictObject({ eventId: z.string(), title: z.string(), date: z.string(), count: z.number().int() });
export type EventFacet = z.infer<typeof eventFacetSchema>;

/** The facets: each count is the total the list would have with that value chosen (the other filters kept). */
const directoryFacetsSchema = z.strictObject({
  industries: z.array(facetValueSchema),
  topics: z.array(facetValueSchema),
  places: z.array(facetValueSchema),
  newThisMonth: z.number().int(),
  /** The events the viewer is going to (upcoming), with how many listed members are going too. */
  events: z.array(eventFacetSchema),
});
export type DirectoryFacets = z.infer<typeof directoryFacetsSchema>;

const directoryPageSchema = z.strictObject({
  items: z.array(memberViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: directoryFacetsSchema,
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

const sharedEventSchema = z.strictObject({ eventId: z.string(), title: z.string(), date: z.string() });
const commonConnectionSchema = z.strictObject({ attendeeId: z.string(), fullName: z.string() });

/** GET /api/directory/:attendeeId: the member's page. */
const directoryMemberSchema = z.strictObject({
  member: memberViewSchema,
  isSelf: z.boolean(),
  /** Where the viewer stands with them (Connect's state); 'none' for the member themself. */
  connection: pairStateSchema,
  /** Events both are going to (the member listed on it), newest first: the total and a few. */
  sharedEvents: z.strictObject({ total: z.number().int(), items: z.array(sharedEventSchema) }),
  /** Members connected to both: the total and a few names. */
  connectionsInCommon: z.strictObject({ total: z.number().int(), people: z.array(commonConnectionSchema) }),
  /** How many members an answer of theirs helped (open questions, issue 36): marked helpful by the asker. */
  helpedMembers: z.number().int(),
});
export type DirectoryMember = z.infer<typeof directoryMemberSchema>;

const noSuchMember = { 404: { description: `No member this caller may see has this id: "${M.memberNotFound}".` } };

export const DIRECTORY_SCHEMAS = {
  list: {
    summary: 'Members in the directory, searched and filtered over what the caller may see',
    description:
      'Search (q) matches every word in the name, headline, offering, looking for, company, job title, skills or bio, only where the member shows that field to the caller. Facet counts follow the same rule.',
    query: directoryQuerySchema,
    responses: {
      200: { description: 'One page, the total and the facets.', schema: directoryPageSchema },
      404: { description: `The event filter names an event the caller is not going to: "${M.eventNotFound}".` },
    },
  },
  member: {
    summary: 'One member as the caller may see them, with what the two share',
    params: z.object({ attendeeId: recordId(M.memberNotFound) }),
    paramRefused: { status: 404, message: M.memberNotFound },
    responses: { 200: { description: 'The member’s page.', schema: directoryMemberSchema }, ...noSuchMember },
  },
} satisfies Record<string, EndpointSchemas>;

export const DIRECTORY_ENDPOINTS = defineEndpoints('directory', DIRECTORY_ROUTES, DIRECTORY_SCHEMAS);
