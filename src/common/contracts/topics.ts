// The skills and topics the organisers curate (issue 33, item 2 and 7). Members pick from this list on
// their profile, and may add free ones; both are kept as the member's interests, by name. Renaming a topic
// or merging one into another rewrites the interests of that name (without regard to case), so the
// directory's facets count one topic once. The endpoints' route table is topics-routes.ts.
import { z } from 'zod';
import { ADMIN_TOASTS } from '../messages';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { pageQuery, pageSizeQuery } from './paging';
import { MAX_INTEREST_LENGTH } from './profile';
import { recordId, text } from './text';
import { TOPIC_ROUTES } from './topics-routes';

export const TOPIC_MESSAGES = {
  nameRequired: 'Enter the topic’s name',
  nameTooLong: `A topic’s name must be at most ${MAX_INTEREST_LENGTH} characters`,
  searchTooLong: 'The search must be at most 60 characters',
  duplicate: 'There is already a topic with this name. Merge the two instead.',
  mergeIntoItself: 'Choose another topic to merge this one into',
  mergeTargetRequired: 'Choose the topic to merge this one into',
  created: 'Topic added.',
  renamed: 'Topic renamed.',
  merged: 'Topics merged.',
  loadFailed: 'The topics could not be loaded. Try again.',
  /** A topic chosen for a question, a role or a tool that is not on the list. */
  unknownTopic: (name: string) => `“${name}” is not one of the community’s topics. Choose topics from the list.`,
} as const;
const M = TOPIC_MESSAGES;

export const topicIdSchema = recordId(ADMIN_TOASTS.recordNotFound);
const topicName = text({ max: MAX_INTEREST_LENGTH, tooLong: M.nameTooLong, required: M.nameRequired });
const search = text({ max: 60, tooLong: M.searchTooLong }).optional();

/** GET /api/topics?search=…: the first matches by name, for the profile's picker. */
export const topicsQuerySchema = z.object({ search, pageSize: pageSizeQuery(24, 50) });
/** GET /api/admin/topics?search=…&page=…&pageSize=… */
export const adminTopicsQuerySchema = z.object({ search, page: pageQuery, pageSize: pageSizeQuery(25) });
/** POST /api/admin/topics, PUT /api/admin/topics/:id */
export const topicNameSchema = z.object({ name: topicName });
export type TopicNameRequest = z.input<typeof topicNameSchema>;
/** POST /api/admin/topics/:id/merge: this topic goes into `intoId`'s. */
export const mergeTopicSchema = z.object({
  intoId: recordId(M.mergeTargetRequired),
});
export type MergeTopicRequest = z.input<typeof mergeTopicSchema>;

const topicSchema = z.strictObject({ id: z.string(), name: z.string() });
export type Topic = z.infer<typeof topicSchema>;
const topicsSchema = z.strictObject({ items: z.array(topicSchema), total: z.number().int() });
export type Topics = z.infer<typeof topicsSchema>;

/** A topic as organisers see it: how many members list it among their skills and topics. */
const adminTopicSchema = z.strictObject({ id: z.string(), name: z.string(), members: z.number().int() });
export type AdminTopic = z.infer<typeof adminTopicSchema>;
const adminTopicsSchema = z.strictObject({
  items: z.array(adminTopicSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminTopics = z.infer<typeof adminTopicsSchema>;
const topicSavedSchema = z.strictObject({
  message: z.string(),
  topic: adminTopicSchema,
  /** Members' interests rewritten to the new name. */
  rewritten: z.number().int(),
});
export type TopicSaved = z.infer<typeof topicSavedSchema>;

const params = z.object({ id: topicIdSchema });
const unknownTopic = { status: 404, message: ADMIN_TOASTS.recordNotFound } as const;
const noSuchTopic = { 404: { description: 'No topic has this id (or the id is malformed): "Record not found".' } };
const duplicate = { 409: { description: 'Another topic has this name (without regard to case).' } };

export const TOPIC_SCHEMAS = {
  list: {
    summary: 'The organisers’ topics whose name holds the search, by name',
    query: topicsQuerySchema,
    responses: { 200: { description: 'The first matches and how many match.', schema: topicsSchema } },
  },
  adminList: {
    summary: 'The topics, each with how many members list it, a page at a time',
    query: adminTopicsQuerySchema,
    responses: { 200: { description: 'One page and the total.', schema: adminTopicsSchema } },
  },
  adminCreate: {
    summary: 'Add a topic',
    body: topicNameSchema,
    responses: { 201: { description: 'Added.', schema: topicSavedSchema }, ...duplicate },
  },
  adminRename: {
    summary: 'Rename a topic, and the members’ interests of its name',
    params,
    paramRefused: unknownTopic,
    body: topicNameSchema,
    responses: { 200: { description: 'Renamed.', schema: topicSavedSchema }, ...noSuchTopic, ...duplicate },
  },
  adminMerge: {
    summary: 'Merge a topic into another: its members’ interests take the other’s name, and it goes',
    params,
    paramRefused: unknownTopic,
    body: mergeTopicSchema,
    responses: {
      200: { description: 'Merged; the topic that stays.', schema: topicSavedSchema },
      ...noSuchTopic,
      409: { description: 'The topic would be merged into itself.' },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const TOPIC_ENDPOINTS = defineEndpoints('topics', TOPIC_ROUTES, TOPIC_SCHEMAS);
