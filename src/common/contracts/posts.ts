// Newsletters and blogs are one kind of post (NOTES.md): the contract of /api/posts (members read the
// published ones) and /api/admin/posts (administrators write them), the limits, and the date texts of
// spec 9 that the browser shows.
import { z } from 'zod';
import { pageQuery, pageSizeQuery } from './paging';
import { ADMIN_TOASTS, PAGING_MESSAGES } from '../messages';
import { LINK_RULES } from './links';
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
export const postSlugSchema = text({ max: 120, tooLong: NEWSLETTER_MESSAGES.blogNotFound, required: NEWSLETTER_MESSAGES.blogNotFound, keepSpaces: true }).regex(
  /^[a-z0-9-]+$/,
  NEWSLETTER_MESSAGES.blogNotFound,
);

// ---------------------------------------------------------------------------------------------------
// Writes

/** A cover image: a path on this site (/uploads/…, /demo/…) or an https address; empty means none. */
const imageUrl = linkText({ rule: LINK_RULES.postImage, max: POST_LIMITS.imageUrl, tooLong: M.imageUrlTooLong, invalid: M.imageUrlInvalid })
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
  content: text({ max: POST_LIMITS.content, tooLong: M.contentTooLong, required: M.contentRequired, keepSpaces: true, shape: 'multi-line' }),
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

/** POST /api/admin/posts: published now unless the administrator keeps it as a draft. */
export const createPostSchema = postFieldsSchema.extend({
  status: z.enum(POST_STATUSES, { error: M.statusInvalid }).default('published'),
  allowDuplicateTitle,
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

/** A published post as the grid shows it. Dates are ISO 8601. */
export type PostSummary = {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  tags: string[];
  publishedAt: string | null;
};

/** GET /api/posts/:slug. `content` is plain text: show it as text, never as markup. */
export type PostDetail = PostSummary & { content: string };

export type PostPage = { items: PostSummary[]; total: number; page: number; pageSize: number };

/** What administrators see of any post, whatever its status. */
export type AdminPost = PostDetail & { status: PostStatus; createdAt: string; updatedAt: string };
export type AdminPostListItem = Omit<AdminPost, 'content'>;
export type AdminPostPage = { items: AdminPostListItem[]; total: number; page: number; pageSize: number };

/** Every write answers the post as it now is. */
export type PostWriteResult = { success: true; message: string; post: AdminPost };
export type PostDeleteResult = { success: true; message: string };

// ---------------------------------------------------------------------------------------------------
// Spec 9 'Dates': short on listings (12 Mar 2024), long US on the detail (March 12, 2024).

export function formatPostDateShort(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).formatToParts(new Date(iso));
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

// ---------------------------------------------------------------------------------------------------
// Paths

const query = (params: Record<string, string | number | undefined>) => {
  const pairs = Object.entries(params).filter(([, v]) => v !== undefined && v !== '');
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')}` : '';
};

export const POST_API = {
  list: (params: { page?: number; pageSize?: number } = {}) => `/api/posts${query(params)}`,
  bySlug: (slug: string) => `/api/posts/${encodeURIComponent(slug)}`,
  adminList: (params: { search?: string; page?: number; pageSize?: number } = {}) => `/api/admin/posts${query(params)}`,
  adminCreate: '/api/admin/posts',
  adminPost: (id: string) => `/api/admin/posts/${encodeURIComponent(id)}`,
  adminPublish: (id: string) => `/api/admin/posts/${encodeURIComponent(id)}/publish`,
  adminUnpublish: (id: string) => `/api/admin/posts/${encodeURIComponent(id)}/unpublish`,
} as const;
