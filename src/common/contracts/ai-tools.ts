// AI Tools (issue 39 item 2, decision 071). The same words everywhere: a **tool** is in the **library** once
// an organiser approved it; until then it is a **suggestion** (pending), and it may be **declined** (the
// suggester reads why) or, once in the library, **removed**. Members say they **use** a tool: 'Used by 12
// members', with the names of the caller's connections who use it (never a member either of them blocked,
// nor a deactivated or archived one). Who suggested a tool is the organisers' to know: no member-facing
// answer names them. The route table is ai-tools-routes.ts.
import { z } from 'zod';
import {
  AI_TOOL_CATEGORIES_MAX,
  AI_TOOL_CATEGORY_MAX_LENGTH,
  AI_TOOL_LINK_MAX_LENGTH,
  AI_TOOL_NAME_MAX_LENGTH,
  AI_TOOL_PRICE_BANDS,
  AI_TOOL_PURPOSE_MAX_LENGTH,
  AI_TOOL_REASON_MAX_LENGTH,
  AI_TOOL_ROUTES,
  AI_TOOL_SUGGESTIONS_PER_DAY,
  AI_TOOL_TOPICS_MAX,
  AI_TOOLS_PAGE,
} from './ai-tools-routes';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { LINK_RULES } from './links';
import { pageQuery, pageSizeQuery } from './paging';
import { linkText, recordId, text } from './text';

export * from './ai-tools-routes';

export const AI_TOOL_STATUSES = ['pending', 'approved', 'declined', 'removed'] as const;
export type AiToolStatus = (typeof AI_TOOL_STATUSES)[number];

/** The feature's texts, in the product's voice. */
export const AI_TOOL_TEXTS = {
  toolNotFound: 'Tool not found',
  categoryNotFound: 'Category not found',
  noProfile: 'AI Tools are for members: your account has no member profile.',
  nameRequired: 'Enter the tool’s name.',
  nameTooLong: `A tool’s name can be at most ${AI_TOOL_NAME_MAX_LENGTH} characters.`,
  linkRequired: 'Enter the tool’s address, starting with https://',
  linkTooLong: `An address can be at most ${AI_TOOL_LINK_MAX_LENGTH} characters.`,
  linkInvalid: 'Enter a full https:// address, like https://example.com',
  purposeRequired: 'Say in a sentence or two what members use it for.',
  purposeTooLong: `What it is for can be at most ${AI_TOOL_PURPOSE_MAX_LENGTH} characters.`,
  priceRequired: 'Choose free, freemium, paid or enterprise.',
  topicInvalid: 'Choose topics from the list.',
  tooManyTopics: `Choose at most ${AI_TOOL_TOPICS_MAX} topics.`,
  searchTooLong: 'The search can be at most 60 characters.',
  reasonTooLong: `A reason can be at most ${AI_TOOL_REASON_MAX_LENGTH} characters.`,
  categoryRequired: 'Enter the category’s name.',
  categoryTooLong: `A category’s name can be at most ${AI_TOOL_CATEGORY_MAX_LENGTH} characters.`,
  categoryDuplicate: 'There is already a category with this name.',
  tooManyCategories: `There can be at most ${AI_TOOL_CATEGORIES_MAX} categories.`,
  positionInvalid: 'Choose a place in the list.',
  outcomeRequired: 'Choose approve or decline.',
  duplicate: 'This tool is in the library already, or waiting for the organisers.',
  tooManySuggestions: `You can suggest at most ${AI_TOOL_SUGGESTIONS_PER_DAY} tools a day. Try again tomorrow.`,
  suggested: 'Thank you. The organisers will look at your suggestion, and you will hear what they decide.',
  added: 'Added to the library.',
  notInLibrary: 'This tool is not in the library: members cannot mark it.',
  notPending: 'This suggestion was decided already.',
  notApproved: 'Only a tool in the library can be removed.',
  approved: 'Approved: it is in the library, and its suggester is told.',
  declined: 'Declined: its suggester is told why.',
  updated: 'Saved.',
  removed: 'Removed from the library: its suggester is told why.',
  categoryCreated: 'Category added.',
  categoryRenamed: 'Category renamed.',
  categoryMoved: 'Category moved.',
  categoryDeleted: 'Category deleted: its tools are uncategorised now.',
  removedAfterReport: 'A member reported it, and the organisers removed it from the library.',
  /** What the suggester is told. */
  approvedTitle: (name: string) => `${name} is in AI Tools`,
  approvedBody: 'The organisers approved the tool you suggested: members can find it and say they use it.',
  declinedTitle: (name: string) => `The organisers declined ${name}`,
  declinedBody: (reason: string | null) =>
    reason
      ? `They did not add the tool you suggested to AI Tools. Their reason: ${reason}`
      : 'They did not add the tool you suggested to AI Tools.',
  removedTitle: (name: string) => `${name} was removed from AI Tools`,
  removedBody: (reason: string | null) =>
    reason
      ? `The organisers removed the tool you suggested. Their reason: ${reason}`
      : 'The organisers removed the tool you suggested.',
} as const;
const T = AI_TOOL_TEXTS;

// ---------------------------------------------------------------------------------------------------
// Requests

const toolIdSchema = recordId(T.toolNotFound);
const categoryIdSchema = recordId(T.categoryNotFound);
const topicName = text({ max: 80, tooLong: T.topicInvalid, required: T.topicInvalid });
const search = text({ max: 60, tooLong: T.searchTooLong });

/** GET /api/ai-tools: searched by name and purpose, by topic and category, most used first. */
export const aiToolListQuerySchema = z.object({
  search: search.optional(),
  topic: topicName.optional(),
  category: categoryIdSchema.optional(),
  page: pageQuery,
  pageSize: pageSizeQuery(AI_TOOLS_PAGE, 50),
});
export type AiToolListQuery = z.output<typeof aiToolListQuerySchema>;
export type AiToolListQueryInput = z.input<typeof aiToolListQuerySchema>;

/** A tool as a member suggests it, and as an organiser edits it. */
export const aiToolSchema = z.object({
  name: text({ max: AI_TOOL_NAME_MAX_LENGTH, tooLong: T.nameTooLong, required: T.nameRequired }),
  link: linkText({
    rule: LINK_RULES.aiToolLink,
    max: AI_TOOL_LINK_MAX_LENGTH,
    tooLong: T.linkTooLong,
    invalid: T.linkInvalid,
    required: T.linkRequired,
  }),
  purpose: text({
    max: AI_TOOL_PURPOSE_MAX_LENGTH,
    tooLong: T.purposeTooLong,
    required: T.purposeRequired,
    shape: 'multi-line',
  }),
  priceBand: z.enum(AI_TOOL_PRICE_BANDS, { error: T.priceRequired }),
  topics: z.array(topicName, { error: T.topicInvalid }).max(AI_TOOL_TOPICS_MAX, T.tooManyTopics).default([]),
  categoryId: categoryIdSchema.nullable().default(null),
});
export type AiToolInput = z.input<typeof aiToolSchema>;

export const aiToolUseSchema = z.object({ using: z.boolean({ error: 'Say whether you use it.' }) });
export type AiToolUse = z.input<typeof aiToolUseSchema>;

/** GET /api/admin/ai-tools: one state's tools, searched, a page at a time (suggestions oldest first). */
export const adminAiToolQuerySchema = z.object({
  status: z.enum(AI_TOOL_STATUSES, { error: 'Choose pending, approved, declined or removed.' }).default('pending'),
  search: search.optional(),
  page: pageQuery,
  pageSize: pageSizeQuery(AI_TOOLS_PAGE, 50),
});
export type AdminAiToolQuery = z.output<typeof adminAiToolQuerySchema>;
export type AdminAiToolQueryInput = z.input<typeof adminAiToolQuerySchema>;

const reasonText = text({ max: AI_TOOL_REASON_MAX_LENGTH, tooLong: T.reasonTooLong, shape: 'multi-line' });

export const aiToolDecisionSchema = z.object({
  decision: z.enum(['approve', 'decline'], { error: T.outcomeRequired }),
  /** Declining: why, which the suggester reads. */
  reason: reasonText.optional(),
});
export type AiToolDecision = z.input<typeof aiToolDecisionSchema>;

/** Removing, and the dialog of declining: why, which the suggester reads ('' for no reason given). */
export const aiToolReasonSchema = z.object({ reason: reasonText });
export type AiToolReason = z.input<typeof aiToolReasonSchema>;

export const aiToolCategorySchema = z.object({
  name: text({ max: AI_TOOL_CATEGORY_MAX_LENGTH, tooLong: T.categoryTooLong, required: T.categoryRequired }),
});
export type AiToolCategoryInput = z.input<typeof aiToolCategorySchema>;

export const aiToolCategoryPositionSchema = z.object({
  position: z
    .number({ error: T.positionInvalid })
    .int(T.positionInvalid)
    .min(0, T.positionInvalid)
    .max(AI_TOOL_CATEGORIES_MAX, T.positionInvalid),
});
export type AiToolCategoryPosition = z.input<typeof aiToolCategoryPositionSchema>;

// ---------------------------------------------------------------------------------------------------
// Answers (strict: checked against the server's answers in tests and development, decision 037)

const categorySchema = z.strictObject({ id: z.string(), name: z.string() });
export type AiToolCategory = z.infer<typeof categorySchema>;

const toolFields = {
  id: z.string(),
  name: z.string(),
  link: z.string(),
  purpose: z.string(),
  topics: z.array(z.string()),
  priceBand: z.enum(AI_TOOL_PRICE_BANDS),
  category: categorySchema.nullable(),
  useCount: z.number().int(),
};

const memberToolSchema = z.strictObject({
  ...toolFields,
  usedByMe: z.boolean(),
  /** Up to AI_TOOL_CONNECTIONS_NAMED of the caller's connections who use it, by name. */
  connections: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  /** How many of the caller's connections use it in all (the named ones among them). */
  connectionCount: z.number().int(),
});
export type AiTool = z.infer<typeof memberToolSchema>;

const toolListSchema = z.strictObject({
  items: z.array(memberToolSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /** Whether the library has any tool at all (an empty first page then means 'no match', not 'empty'). */
  libraryEmpty: z.boolean(),
});
export type AiToolList = z.infer<typeof toolListSchema>;

const categoriesSchema = z.strictObject({
  items: z.array(categorySchema.extend({ position: z.number().int(), tools: z.number().int() })),
});
export type AiToolCategories = z.infer<typeof categoriesSchema>;

const adminToolSchema = z.strictObject({
  ...toolFields,
  status: z.enum(AI_TOOL_STATUSES),
  suggestedBy: z.strictObject({ id: z.string(), name: z.string() }),
  suggestedAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AdminAiTool = z.infer<typeof adminToolSchema>;

const adminToolListSchema = z.strictObject({
  items: z.array(adminToolSchema),
  total: z.number().int(),
  /** Suggestions waiting, whatever the state shown. */
  pending: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAiToolList = z.infer<typeof adminToolListSchema>;

const suggestedSchema = z.strictObject({ id: z.string(), message: z.string(), status: z.enum(AI_TOOL_STATUSES) });
export type AiToolSuggested = z.infer<typeof suggestedSchema>;
const usedSchema = z.strictObject({ usedByMe: z.boolean(), useCount: z.number().int() });
export type AiToolUsed = z.infer<typeof usedSchema>;
const adminDoneSchema = z.strictObject({ message: z.string(), tool: adminToolSchema });
const categoryDoneSchema = z.strictObject({ message: z.string(), category: categorySchema });
const doneSchema = z.strictObject({ message: z.string() });

// ---------------------------------------------------------------------------------------------------
// The endpoints

const idParams = z.object({ id: toolIdSchema });
const categoryParams = z.object({ id: categoryIdSchema });
const unknownTool = { status: 404, message: T.toolNotFound } as const;
const unknownCategory = { status: 404, message: T.categoryNotFound } as const;
const noSuchTool = { 404: { description: `No tool the caller may see has this id: "${T.toolNotFound}".` } } as const;
const noSuchCategory = { 404: { description: `No category has this id: "${T.categoryNotFound}".` } } as const;
const unknownTopic = { 400: { description: 'UNKNOWN_TOPIC: a topic not in the directory’s list; or the input.' } } as const;

export const AI_TOOL_SCHEMAS = {
  list: {
    summary: 'The library of AI tools, most used first, searched and filtered by topic and category',
    description:
      'Approved tools only. Each names up to three of the caller’s connections who use it (never a member either blocked, nor a deactivated or archived one), and never who suggested it.',
    query: aiToolListQuerySchema,
    responses: { 200: { description: 'One page, and whether there is another.', schema: toolListSchema } },
  },
  suggest: {
    summary: 'Suggest a tool for the library (an organiser’s goes straight in)',
    body: aiToolSchema,
    responses: {
      201: { description: 'Suggested (or, by an organiser, added).', schema: suggestedSchema },
      ...unknownTopic,
      404: { description: `CATEGORY: "${T.categoryNotFound}"` },
      409: { description: `DUPLICATE: "${T.duplicate}"` },
      429: { description: `More than ${AI_TOOL_SUGGESTIONS_PER_DAY} suggestions in a day.` },
    },
  },
  use: {
    summary: 'Say the caller uses a tool, or no longer does',
    description: 'Idempotent: the count changes once per member, whatever the number of calls.',
    params: idParams,
    paramRefused: unknownTool,
    body: aiToolUseSchema,
    responses: { 200: { description: 'As it is now.', schema: usedSchema }, ...noSuchTool },
  },
  categories: {
    summary: 'The categories, in the organisers’ order, with how many tools of the library each holds',
    responses: { 200: { description: 'Every category.', schema: categoriesSchema } },
  },
  adminList: {
    summary: 'Tools in one state: suggestions waiting (oldest first), the library, declined or removed ones',
    query: adminAiToolQuerySchema,
    responses: { 200: { description: 'One page, the total and how many suggestions wait.', schema: adminToolListSchema } },
  },
  adminDecide: {
    summary: 'Approve a suggestion into the library, or decline it with a reason its suggester reads',
    params: idParams,
    paramRefused: unknownTool,
    body: aiToolDecisionSchema,
    responses: {
      200: { description: 'Decided; the suggester is told.', schema: adminDoneSchema },
      ...noSuchTool,
      409: { description: `NOT_PENDING: "${T.notPending}"; DUPLICATE: "${T.duplicate}"` },
    },
  },
  adminUpdate: {
    summary: 'Edit a tool: name, address, what it is for, topics, price band, category',
    params: idParams,
    paramRefused: unknownTool,
    body: aiToolSchema,
    responses: {
      200: { description: 'Saved.', schema: adminDoneSchema },
      ...unknownTopic,
      ...noSuchTool,
      409: { description: `DUPLICATE: "${T.duplicate}"` },
    },
  },
  adminRemove: {
    summary: 'Remove a tool from the library, with a reason its suggester reads',
    params: idParams,
    paramRefused: unknownTool,
    body: aiToolReasonSchema,
    responses: {
      200: { description: 'Removed.', schema: adminDoneSchema },
      ...noSuchTool,
      409: { description: `NOT_APPROVED: "${T.notApproved}"` },
    },
  },
  adminCreateCategory: {
    summary: 'Add a category (last in the order)',
    body: aiToolCategorySchema,
    responses: {
      201: { description: 'Added.', schema: categoryDoneSchema },
      409: { description: `DUPLICATE: "${T.categoryDuplicate}"; TOO_MANY: "${T.tooManyCategories}"` },
    },
  },
  adminRenameCategory: {
    summary: 'Rename a category',
    params: categoryParams,
    paramRefused: unknownCategory,
    body: aiToolCategorySchema,
    responses: {
      200: { description: 'Renamed.', schema: categoryDoneSchema },
      ...noSuchCategory,
      409: { description: `DUPLICATE: "${T.categoryDuplicate}"` },
    },
  },
  adminMoveCategory: {
    summary: 'Move a category to a place in the order (0 is first)',
    params: categoryParams,
    paramRefused: unknownCategory,
    body: aiToolCategoryPositionSchema,
    responses: { 200: { description: 'Moved.', schema: categoryDoneSchema }, ...noSuchCategory },
  },
  adminDeleteCategory: {
    summary: 'Delete a category: its tools stay in the library, uncategorised',
    params: categoryParams,
    paramRefused: unknownCategory,
    responses: { 200: { description: 'Deleted.', schema: doneSchema }, ...noSuchCategory },
  },
} satisfies Record<string, EndpointSchemas>;

export const AI_TOOL_ENDPOINTS = defineEndpoints('ai-tools', AI_TOOL_ROUTES, AI_TOOL_SCHEMAS);
