// Newsletters and blogs are one kind of post (NOTES.md): the contract of /api/posts (members read the
// published ones) and /api/admin/posts (administrators write them), the limits, and the date texts of
// spec 9 that the browser shows.
import { z } from 'zod';
import { pageQuery, pageSizeQuery } from './paging';
import { ADMIN_TOASTS, PAGING_MESSAGES } from '../messages';
import { LINK_RULES } from './links';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { POST_ROUTES } from './posts-routes';
import { linkText, recordId, text } from './text';

/** Spec 8 'Newsletter' and the newsletter pages' texts (spec 2.4, 5), word for word. */
export const NEWSLETTER_MESSAGES = {
  published: 'Newsletter published successfully!',
  publishFailed: 'Failed to publish newsletter',
  notAuthenticated: 'Not authenticated',
  blogNotFound: 'Blog not found',
  backToNewsletters: 'Back to Newsletters',
  loading: 'Loading...',
} as const;

/** Newsletter texts the spec leaves unwritten (field checks, the dashboard's actions), in its voice. */
export const POST_MESSAGES = {
  titleRequired: 'Please enter a newsletter title',
  titleTooLong: 'The title must be at most 200 characters',
  contentRequired: 'Please enter the content',
  contentTooLong: 'The content must be at most 50000 characters',
  descriptionTooLong: 'The description must be at most 500 characters',
  imageUrlInvalid: 'Enter an https address or a path on this site starting with /',
  imageUrlTooLong: 'The image address must be at most 1000 characters',
  tagsInvalid: 'Tags must be a list of words',
  tagInvalid: 'Each tag must be text',
  tagTooLong: 'Each tag must be at most 40 characters',
  tooManyTags: 'A newsletter can have at most 10 tags',
  statusInvalid: 'The status must be draft or published',
  duplicateTitle: (title: string) => `A newsletter titled “${title}” already exists.`,
  allowDuplicateTitleInvalid: 'allowDuplicateTitle must be true or false.',
  searchTooLong: 'The search must be at most 200 characters.',
  invalidPage: PAGING_MESSAGES.invalidPage,
  invalidPageSize: PAGING_MESSAGES.invalidPageSize(100),
  saved: 'Newsletter saved',
  saveFailed: 'Failed to save newsletter',
  draftSaved: 'Newsletter saved as a draft',
  publishedAgain: 'Newsletter published',
  unpublished: 'Newsletter unpublished',
  unpublishFailed: 'Failed to unpublish newsletter',
  deleted: 'Newsletter deleted',
  deleteFailed: 'Failed to delete newsletter',
  loadFailed: 'Failed to load newsletters',
  emailMembersInvalid: 'emailMembers must be true or false.',
  emailNeedsPublishing: 'Only a published newsletter can be emailed to members.',
  alreadyEmailed: 'This newsletter was already emailed to members. It is never sent twice.',
  emailFailed: 'Failed to email the newsletter',
  emailed: (count: number) => `The newsletter is being emailed to ${count} ${count === 1 ? 'member' : 'members'}.`,
  publishedAndEmailed: (count: number) =>
    `Newsletter published successfully! It is being emailed to ${count} ${count === 1 ? 'member' : 'members'}.`,
} as const;
const M = POST_MESSAGES;

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_LIMITS = {
  title: 200,
  description: 500,
  content: 50_000,
  imageUrl: 1000,
  tags: 10,
  tagLength: 40,
  search: 200,
} as const;

export const POSTS_PAGE_SIZE = 12;

export const ADMIN_POSTS_PAGE_SIZE = 20;

/** A post's id in the path; anything else is the same 404 as an unknown one. */
export const postIdSchema = recordId(ADMIN_TOASTS.recordNotFound);
/** A post's slug in the path: what slugify makes. Anything else cannot be a post. */
export const postSlugSchema = text({
  max: 120,
  tooLong: NEWSLETTER_MESSAGES.blogNotFound,
  required: NEWSLETTER_MESSAGES.blogNotFound,
  keepSpaces: true,
}).regex(/^[a-z0-9-]+$/, NEWSLETTER_MESSAGES.blogNotFound);

// ---------------------------------------------------------------------------------------------------
// Writes

/** A cover image: a path on this site (/uploads/…, /demo/…) or an https address; empty means none. */
const imageUrl = linkText({
  rule: LINK_RULES.postImage,
  max: POST_LIMITS.imageUrl,
  tooLong: M.imageUrlTooLong,
  invalid: M.imageUrlInvalid,
})
  .transform((value) => value || null)
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** Trimmed, blanks dropped, the same tag only once (compared without case), at most 10 of 40 characters. */
const tags = z
  .array(text({ max: POST_LIMITS.tagLength, tooLong: M.tagTooLong, notText: M.tagInvalid }), { error: M.tagsInvalid })
  // Blanks and repeats are dropped below; far more than that is refused before any work.
  .max(POST_LIMITS.tags * 5, M.tooManyTags)
  .optional()
  .transform((values) => {
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const raw of values ?? []) {
      const tag = raw.trim().replace(/\s+/g, ' ');
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) continue;
      seen.add(key);
      kept.push(tag);
    }
    return kept;
  })
  .refine((kept) => kept.length <= POST_LIMITS.tags, M.tooManyTags);

/** The fields an administrator writes. Content is kept exactly as written; it only must not be blank. */
export const postFieldsSchema = z.object({
  title: text({ max: POST_LIMITS.title, tooLong: M.titleTooLong, required: M.titleRequired }),
  content: text({
    max: POST_LIMITS.content,
    tooLong: M.contentTooLong,
    required: M.contentRequired,
    keepSpaces: true,
    shape: 'multi-line',
  }),
  description: text({ max: POST_LIMITS.description, tooLong: M.descriptionTooLong })
    .nullable()
    .optional()
    .transform((value) => value || null),
  imageUrl,
  tags,
});

/**
 * Two newsletters with the same title (compared without case) look like one published twice: a write
 * that would make a second is refused with 409 DUPLICATE_TITLE unless the administrator has confirmed it.
 */
const allowDuplicateTitle = z.boolean({ error: M.allowDuplicateTitleInvalid }).optional().default(false);

/** The 409 code of a title that another newsletter already has. */
export const DUPLICATE_TITLE_CODE = 'DUPLICATE_TITLE';
/** The 409 codes of 'Email it to members' on a draft, and on a newsletter emailed already. */
export const NOT_PUBLISHED_CODE = 'NOT_PUBLISHED';
export const ALREADY_EMAILED_CODE = 'ALREADY_EMAILED';

/** 'Also email it to members' (issue 34): the members whose newsletter emails are on get it, in batches. */
const emailMembers = z.boolean({ error: M.emailMembersInvalid }).optional().default(false);

/** The editor's fields: what is written, and for a new newsletter whether to email it. */
export const newsletterDraftSchema = postFieldsSchema.extend({ emailMembers });

/** POST /api/admin/posts: published now unless the administrator keeps it as a draft; emailed if asked. */
export const createPostSchema = postFieldsSchema
  .extend({
    status: z.enum(POST_STATUSES, { error: M.statusInvalid }).default('published'),
    allowDuplicateTitle,
    emailMembers,
  })
  .refine((input) => !input.emailMembers || input.status === 'published', {
    message: M.emailNeedsPublishing,
    path: ['emailMembers'],
  });
export type CreatePostRequest = z.input<typeof createPostSchema>;
export type CreatePostInput = z.output<typeof createPostSchema>;

/** PUT /api/admin/posts/:id: the same fields; the slug and the status stay as they are. */
export const updatePostSchema = postFieldsSchema.extend({ allowDuplicateTitle });
export type UpdatePostRequest = z.input<typeof updatePostSchema>;
export type UpdatePostInput = z.output<typeof updatePostSchema>;

// ---------------------------------------------------------------------------------------------------
// Reads

/** GET /api/posts?page&pageSize */
export const postListQuerySchema = z.object({ page: pageQuery, pageSize: pageSizeQuery(POSTS_PAGE_SIZE) });
export type PostListQuery = z.output<typeof postListQuerySchema>;

/** GET /api/admin/posts?search&page&pageSize: search is a case-insensitive part of the title. */
export const adminPostListQuerySchema = z.object({
  search: text({ max: POST_LIMITS.search, tooLong: M.searchTooLong })
    .optional()
    .transform((value) => value || undefined),
  page: pageQuery,
  pageSize: pageSizeQuery(ADMIN_POSTS_PAGE_SIZE),
});
export type AdminPostListQuery = z.output<typeof adminPostListQuerySchema>;

// Answers. Strict objects: in tests and development the server checks each answer against them, so a
// field added on one side only fails there (decision 037). Dates are ISO 8601.

const isoDate = z.iso.datetime({ offset: true });

/** A published post as the grid shows it. */
const postSummarySchema = z.strictObject({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  publishedAt: isoDate.nullable(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;
/** Its fields, for an answer that carries a post summary with more beside it (the member home's newest). */
export const postSummaryFields = postSummarySchema.shape;

/** GET /api/posts/:slug. `content` is plain text: show it as text, never as markup. */
const postDetailSchema = postSummarySchema.extend({ content: z.string() });
export type PostDetail = z.infer<typeof postDetailSchema>;

const postPageSchema = z.strictObject({
  items: z.array(postSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PostPage = z.infer<typeof postPageSchema>;

/**
 * How a newsletter's email went (null: never emailed): members it was queued for, and of them how many were
 * sent it, how many the mail server refused (or the send was cut off), how many were skipped (they turned
 * newsletter emails off, or left, before their turn), how many the mail server asked to wait and are being
 * tried again (counted failed if the last try fails too), and how many are still waiting for their batch.
 */
const newsletterEmailSchema = z.strictObject({
  queuedAt: isoDate,
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  retrying: z.number().int(),
  waiting: z.number().int(),
});
export type NewsletterEmail = z.infer<typeof newsletterEmailSchema>;

/** What administrators see of any post, whatever its status. */
const adminPostSchema = postDetailSchema.extend({
  status: z.enum(POST_STATUSES),
  createdAt: isoDate,
  updatedAt: isoDate,
  email: newsletterEmailSchema.nullable(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;
const adminPostListItemSchema = adminPostSchema.omit({ content: true });
export type AdminPostListItem = z.infer<typeof adminPostListItemSchema>;
const adminPostPageSchema = postPageSchema.extend({ items: z.array(adminPostListItemSchema) });
export type AdminPostPage = z.infer<typeof adminPostPageSchema>;

/** Every write answers the post as it now is. */
const postWriteResultSchema = z.strictObject({ success: z.literal(true), message: z.string(), post: adminPostSchema });
export type PostWriteResult = z.infer<typeof postWriteResultSchema>;
const postDeleteResultSchema = z.strictObject({ success: z.literal(true), message: z.string() });
export type PostDeleteResult = z.infer<typeof postDeleteResultSchema>;

/** GET /api/admin/newsletter-recipients: who 'Also email it to members' would reach now. */
const newsletterRecipientCountSchema = z.strictObject({ count: z.number().int() });
export type NewsletterRecipientCount = z.infer<typeof newsletterRecipientCountSchema>;

// ---------------------------------------------------------------------------------------------------
// The endpoints (their route table, with methods, paths and access, is posts-routes.ts)

const slugParams = z.object({ slug: postSlugSchema });
const idParams = z.object({ id: postIdSchema });
const unknownPost = { status: 404, message: ADMIN_TOASTS.recordNotFound } as const;
const noSuchPost = { 404: { description: 'No post has this id (or the id is malformed).' } };
const written = { 200: { description: 'The post as it now is.', schema: postWriteResultSchema } };

export const POST_SCHEMAS = {
  list: {
    summary: 'The published newsletters, newest first, a page at a time',
    query: postListQuerySchema,
    responses: { 200: { description: 'One page and the total.', schema: postPageSchema } },
  },
  bySlug: {
    summary: 'One published newsletter by its slug',
    params: slugParams,
    paramRefused: { status: 404, message: NEWSLETTER_MESSAGES.blogNotFound },
    responses: {
      200: { description: 'The newsletter, content included.', schema: postDetailSchema },
      404: { description: 'No published newsletter has this slug: "Blog not found".' },
    },
  },
  adminList: {
    summary: 'Every post, drafts included, newest first; searched by title',
    query: adminPostListQuerySchema,
    responses: { 200: { description: 'One page and the total.', schema: adminPostPageSchema } },
  },
  adminCreate: {
    summary: 'Write a newsletter: published now (and emailed to members if asked), or kept as a draft',
    body: createPostSchema,
    responses: {
      201: { description: 'The new post.', schema: postWriteResultSchema },
      409: { description: `${DUPLICATE_TITLE_CODE}: another newsletter has this title, and allowDuplicateTitle was not given.` },
    },
  },
  adminRecipients: {
    summary: "How many members 'Also email it to members' would reach now (their newsletter emails are on)",
    responses: { 200: { description: 'The count.', schema: newsletterRecipientCountSchema } },
  },
  adminPost: {
    summary: 'One post, whatever its status, to edit',
    params: idParams,
    paramRefused: unknownPost,
    responses: { 200: { description: 'The post.', schema: adminPostSchema }, ...noSuchPost },
  },
  adminUpdate: {
    summary: 'Edit what a post says; its slug and status stay',
    params: idParams,
    paramRefused: unknownPost,
    body: updatePostSchema,
    responses: {
      ...written,
      ...noSuchPost,
      409: { description: `${DUPLICATE_TITLE_CODE}: another newsletter has this title, and allowDuplicateTitle was not given.` },
    },
  },
  adminPublish: {
    summary: 'Publish a post (dated the first time)',
    params: idParams,
    paramRefused: unknownPost,
    responses: { ...written, ...noSuchPost },
  },
  adminUnpublish: {
    summary: 'Hide a post from members again',
    params: idParams,
    paramRefused: unknownPost,
    responses: { ...written, ...noSuchPost },
  },
  adminEmail: {
    summary: 'Email a published newsletter that was never emailed to the members whose newsletter emails are on',
    description: 'Once per newsletter: it is queued in batches as at publishing, and never sent twice.',
    params: idParams,
    paramRefused: unknownPost,
    responses: {
      ...written,
      ...noSuchPost,
      409: {
        description: `${NOT_PUBLISHED_CODE}: a draft is published before it is emailed. ${ALREADY_EMAILED_CODE}: it was emailed already.`,
      },
    },
  },
  adminDelete: {
    summary: 'Delete a post for good',
    params: idParams,
    paramRefused: unknownPost,
    responses: { 200: { description: 'Deleted.', schema: postDeleteResultSchema }, ...noSuchPost },
  },
} satisfies Record<string, EndpointSchemas>;

export const POST_ENDPOINTS = defineEndpoints('posts', POST_ROUTES, POST_SCHEMAS);

// ---------------------------------------------------------------------------------------------------
// Spec 9 'Dates': short on listings (12 Mar 2024), long US on the detail (March 12, 2024).

export function formatPostDateShort(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).formatToParts(
    new Date(iso),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

export function formatPostDateLong(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
}

/** Paragraphs at line breaks; blank lines only separate them. */
export function postParagraphs(content: string): string[] {
  return content
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
