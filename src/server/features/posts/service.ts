// Newsletters (spec 2.4, 7.1 blogs, 7.2 newsletters insert; one kind of post, NOTES.md): members read
// the published posts, newest first; administrators write, edit, unpublish, publish and delete them.
// Every write leaves an audit entry. Content is stored exactly as written; the browser shows it as text.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { allowedLinkOrNull, LINK_RULES } from '../../../common/contracts/links';
import {
  ALREADY_EMAILED_CODE,
  DUPLICATE_TITLE_CODE,
  NOT_PUBLISHED_CODE,
  NEWSLETTER_MESSAGES,
  POST_MESSAGES,
  type AdminPost,
  type AdminPostListItem,
  type AdminPostListQuery,
  type AdminPostPage,
  type CreatePostInput,
  type NewsletterEmail,
  type PostDeleteResult,
  type PostDetail,
  type PostListQuery,
  type PostPage,
  type PostSummary,
  type PostWriteResult,
  type UpdatePostInput,
} from '../../../common/contracts/posts';
import { ADMIN_TOASTS } from '../../../common/messages';
import { paths } from '../../../common/routes';
import { changeOf, changesBetween, recordAudit, type AuditActor } from '../../audit/record';
import { likePattern } from '../../db/like';
import type { Database } from '../../db/client';
import { posts } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { LivePublisher } from '../../live/publish';
import {
  queueNewsletterEmail,
  queueNewsletterEmailIfNew,
  readNewsletterEmails,
  type NewsletterEmailDeps,
  type NewsletterJobs,
} from './newsletter-email';
import { recordNewsForEveryMember } from '../notifications/public';
import { numberedSlug, slugFromTitle } from './slug';

/** What an edit can change, as the Activity tab names it. */
const POST_FIELDS = { title: 'Title', description: 'Description', content: 'Text', imageUrl: 'Picture', tags: 'Tags' } as const;

export type PostDeps = NewsletterEmailDeps & { live: LivePublisher; newsletterJobs: NewsletterJobs };

/** Tells every member's open pages that the newsletters they can see changed (decision 041), with the change's transaction. */
const tellNewslettersChanged = (deps: PostDeps, tx: Tx, postId: string) =>
  deps.live.publishToMembers(tx, { type: 'newsletters-changed', postId });
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type PostRow = typeof posts.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toSummary(
  row: Pick<PostRow, 'id' | 'slug' | 'title' | 'description' | 'imageUrl' | 'tags' | 'publishedAt'>,
): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    // A stored image address that breaks the link rule (saved before it) is shown as none.
    imageUrl: allowedLinkOrNull(row.imageUrl, LINK_RULES.postImage),
    tags: row.tags ?? [],
    publishedAt: iso(row.publishedAt),
  };
}

function toAdminPost(row: PostRow, email: NewsletterEmail | null): AdminPost {
  return {
    ...toSummary(row),
    content: row.content,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    email,
  };
}

/** A post as administrators see it, with how its email went. */
async function adminPostOf(db: Database, row: PostRow): Promise<AdminPost> {
  return toAdminPost(row, (await readNewsletterEmails(db, [row.id])).get(row.id) ?? null);
}

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  description: posts.description,
  imageUrl: posts.imageUrl,
  tags: posts.tags,
  publishedAt: posts.publishedAt,
};

const isPublished = eq(posts.status, 'published');
/** Matches posts_published_idx (published_at desc nulls last, where published). */
const newestPublishedFirst = [sql`${posts.publishedAt} desc nulls last`, desc(posts.id)];
const newestFirst = [desc(posts.createdAt), desc(posts.id)];

/** One page and the total in one query (a window count); past the last page the total is counted alone. */
async function pageOf<T>(
  rows: Array<T & { total: number }>,
  countAll: () => Promise<number>,
  page: number,
): Promise<{ items: T[]; total: number }> {
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) total = await countAll();
  return { items: rows.map(({ total: _total, ...row }) => row as T), total };
}

const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);

// ---------------------------------------------------------------------------------------------------
// Members

export async function listPublishedPosts(db: Database, query: PostListQuery): Promise<PostPage> {
  const { page, pageSize } = query;
  const rows = await db
    .select({ ...summaryColumns, total: windowTotal })
    .from(posts)
    .where(isPublished)
    .orderBy(...newestPublishedFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const { items, total } = await pageOf(rows, () => countPosts(db, isPublished), page);
  return { items: items.map(toSummary), total, page, pageSize };
}

/** Every member's notification of a newsletter published (decision 050): the in-product row only; the
 * email is the newsletter's own sending. */
function recordNewsletterNews(tx: Database, post: Pick<PostRow, 'title' | 'description' | 'slug'>, now: Date) {
  return recordNewsForEveryMember(
    tx,
    'newsletter',
    { title: `New newsletter: ${post.title}`, body: post.description || null, link: paths.newsletterPost(post.slug) },
    now,
  );
}

/** The newest published newsletter, or null while there is none. */
export async function findNewestNewsletter(db: Database): Promise<PostSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(posts)
    .where(isPublished)
    .orderBy(...newestPublishedFirst)
    .limit(1);
  return row ? toSummary(row) : null;
}

export async function getPublishedPost(db: Database, slug: string): Promise<PostDetail> {
  const [row] = await db
    .select({ ...summaryColumns, content: posts.content })
    .from(posts)
    .where(and(eq(posts.slug, slug), isPublished))
    .limit(1);
  if (!row) throw notFound(NEWSLETTER_MESSAGES.blogNotFound);
  return { ...toSummary(row), content: row.content };
}

async function countPosts(db: Database, filter: SQL | undefined): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(posts)
    .where(filter);
  return counted.total;
}

// ---------------------------------------------------------------------------------------------------
// Administrators: reads

export async function listAdminPosts(db: Database, query: AdminPostListQuery): Promise<AdminPostPage> {
  const { page, pageSize, search } = query;
  const filter = search ? sql`${posts.title} ilike ${likePattern(search)}` : undefined;
  const rows = await db
    .select({
      ...summaryColumns,
      status: posts.status,
      createdAt: posts.createdAt,
      updatedAt: posts.updatedAt,
      total: windowTotal,
    })
    .from(posts)
    .where(filter)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const { items, total } = await pageOf(rows, () => countPosts(db, filter), page);
  const emails = await readNewsletterEmails(
    db,
    items.map((row) => row.id),
  );
  return {
    items: items.map((row): AdminPostListItem => ({
      ...toSummary(row),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      email: emails.get(row.id) ?? null,
    })),
    total,
    page,
    pageSize,
  };
}

export async function getAdminPost(db: Database, id: string): Promise<AdminPost> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  if (!row) throw notFound(ADMIN_TOASTS.recordNotFound);
  return adminPostOf(db, row);
}

// ---------------------------------------------------------------------------------------------------
// Administrators: writes

const auditDetails = (row: Pick<PostRow, 'id' | 'slug' | 'title'>) => ({ postId: row.id, slug: row.slug, title: row.title });

/** A unique violation on the slug, however the driver wraps it. */
function isSlugTaken(error: unknown): boolean {
  for (
    let current = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    depth++
  ) {
    if (
      current.code === '23505' &&
      (current.constraint === 'posts_slug_unique' || /posts_slug_unique/.test(current.message ?? ''))
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** The first free slug for a base as this transaction sees it: 'base', else one past the highest 'base-N'. */
async function nextSlug(tx: Tx, base: string): Promise<string> {
  // The base holds only [a-z0-9-], so it is safe inside the LIKE and the regular expression.
  const [row] = await tx
    .select({
      baseTaken: sql<boolean>`coalesce(bool_or(${posts.slug} = ${base}), false)`,
      highest: sql<number>`coalesce(max(substring(${posts.slug} from ${`^${base}-([0-9]{1,9})$`})::int), 1)`,
    })
    .from(posts)
    .where(sql`${posts.slug} = ${base} or ${posts.slug} like ${`${base}-%`}`);
  if (!row?.baseTaken) return base;
  return numberedSlug(base, Math.max(Number(row.highest), 1) + 1);
}

/** Refuses a title another post already has (without case), unless the administrator confirmed it. */
async function refuseDuplicateTitle(db: Database | Tx, title: string, allowed: boolean, exceptId?: string): Promise<void> {
  if (allowed) return;
  const sameTitle = sql`lower(${posts.title}) = lower(${title})`;
  const [found] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(exceptId ? and(sameTitle, sql`${posts.id} <> ${exceptId}`) : sameTitle)
    .limit(1);
  if (found) throw conflict(POST_MESSAGES.duplicateTitle(title), DUPLICATE_TITLE_CODE);
}

/** Attempts before giving up on numbered slugs; each lost race means another publish just took one. */
const SLUG_ATTEMPTS = 8;

/**
 * Publishes (or drafts) a post with a slug from its title. Two posts with the same title get 'base' and
 * 'base-2'. Concurrent publishes may pick the same free slug: the unique constraint refuses all but one,
 * and the others try again with what is now free. A last attempt adds a random suffix.
 */
export async function createPost(deps: PostDeps, actor: AuditActor, input: CreatePostInput): Promise<PostWriteResult> {
  const now = deps.now();
  // A warning, not a rule: two administrators publishing the same title at once may both get through.
  await refuseDuplicateTitle(deps.db, input.title, input.allowDuplicateTitle);
  const base = slugFromTitle(input.title);
  for (let attempt = 0; attempt <= SLUG_ATTEMPTS; attempt++) {
    try {
      const row = await deps.db.transaction(async (tx) => {
        const slug = attempt < SLUG_ATTEMPTS ? await nextSlug(tx, base) : `${base}-${randomBytes(4).toString('hex')}`;
        const [inserted] = await tx
          .insert(posts)
          .values({
            slug,
            title: input.title,
            description: input.description,
            content: input.content,
            imageUrl: input.imageUrl,
            tags: input.tags,
            status: input.status,
            authorId: actor.userId,
            publishedAt: input.status === 'published' ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'post.create',
          details: { ...auditDetails(inserted), ...(input.emailMembers ? { emailMembers: true } : {}) },
          at: now,
        });
        if (inserted.status === 'published') {
          await tellNewslettersChanged(deps, tx, inserted.id);
          await recordNewsletterNews(tx, inserted, now);
        }
        return inserted;
      });
      if (input.emailMembers) {
        const count = await queueNewsletterEmail(deps, deps.newsletterJobs, row.id, actor.userId);
        return { success: true, message: POST_MESSAGES.publishedAndEmailed(count), post: await adminPostOf(deps.db, row) };
      }
      const message = row.status === 'published' ? NEWSLETTER_MESSAGES.published : POST_MESSAGES.draftSaved;
      return { success: true, message, post: toAdminPost(row, null) };
    } catch (error) {
      if (!isSlugTaken(error)) throw error;
    }
  }
  throw conflict(NEWSLETTER_MESSAGES.publishFailed, 'SLUG_TAKEN');
}

/**
 * Edits what a post says. The slug stays, so links already shared keep working; so does the status. A
 * new title that another post has is refused unless confirmed; keeping the title it has never is.
 */
export async function updatePost(
  deps: PostDeps,
  actor: AuditActor,
  id: string,
  input: UpdatePostInput,
): Promise<PostWriteResult> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(posts).where(eq(posts.id, id)).for('update').limit(1);
    if (!current) throw notFound(ADMIN_TOASTS.recordNotFound);
    if (current.title.toLowerCase() !== input.title.toLowerCase())
      await refuseDuplicateTitle(tx, input.title, input.allowDuplicateTitle, id);
    const [updated] = await tx
      .update(posts)
      .set({
        title: input.title,
        description: input.description,
        content: input.content,
        imageUrl: input.imageUrl,
        tags: input.tags,
        updatedAt: now,
      })
      .where(eq(posts.id, id))
      .returning();
    if (!updated) throw notFound(ADMIN_TOASTS.recordNotFound);
    await recordAudit(tx, {
      actor,
      action: 'post.update',
      changes: changesBetween(current, updated, POST_FIELDS),
      details: auditDetails(updated),
      at: now,
    });
    if (updated.status === 'published') await tellNewslettersChanged(deps, tx, updated.id);
    return updated;
  });
  return { success: true, message: POST_MESSAGES.saved, post: await adminPostOf(deps.db, row) };
}

/**
 * Unpublishing hides a post from members and keeps it (and its first published date) for the
 * administrators; publishing it again brings it back where it was in the list. A draft that was never
 * published is dated when it is first published. Doing either twice changes nothing.
 */
export async function setPostPublished(
  deps: PostDeps,
  actor: AuditActor,
  id: string,
  publish: boolean,
): Promise<PostWriteResult> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(posts).where(eq(posts.id, id)).for('update').limit(1);
    if (!current) throw notFound(ADMIN_TOASTS.recordNotFound);
    const status = publish ? 'published' : 'draft';
    if (current.status === status) return current;
    const [updated] = await tx
      .update(posts)
      .set({ status, publishedAt: publish ? (current.publishedAt ?? now) : current.publishedAt, updatedAt: now })
      .where(eq(posts.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: publish ? 'post.publish' : 'post.unpublish',
      changes: [changeOf('Status', publish ? 'Draft' : 'Published', publish ? 'Published' : 'Draft')],
      details: auditDetails(updated),
      at: now,
    });
    await tellNewslettersChanged(deps, tx, updated.id);
    // News the first time only: publishing again what members were already told of is no news.
    if (publish && !current.publishedAt) await recordNewsletterNews(tx, updated, now);
    return updated;
  });
  return {
    success: true,
    message: publish ? POST_MESSAGES.publishedAgain : POST_MESSAGES.unpublished,
    post: await adminPostOf(deps.db, row),
  };
}

/**
 * 'Email it to members' for a newsletter published without its email: queued as at publishing, to the
 * members whose newsletter emails are on now. Once per newsletter: a second request (or a newsletter emailed
 * when it was published) is refused, and only the request that queued it is audited.
 */
export async function emailPublishedPost(deps: PostDeps, actor: AuditActor, id: string): Promise<PostWriteResult> {
  const now = deps.now();
  const [post] = await deps.db.select().from(posts).where(eq(posts.id, id)).limit(1);
  if (!post) throw notFound(ADMIN_TOASTS.recordNotFound);
  if (post.status !== 'published') throw conflict(POST_MESSAGES.emailNeedsPublishing, NOT_PUBLISHED_CODE);
  const count = await queueNewsletterEmailIfNew(deps, deps.newsletterJobs, id, actor.userId, (tx) =>
    recordAudit(tx, { actor, action: 'post.email', details: auditDetails(post), at: now }),
  );
  if (count === null) throw conflict(POST_MESSAGES.alreadyEmailed, ALREADY_EMAILED_CODE);
  return { success: true, message: POST_MESSAGES.emailed(count), post: await adminPostOf(deps.db, post) };
}

/** Deletes for good: its address answers 'Blog not found' from now on. */
export async function deletePost(deps: PostDeps, actor: AuditActor, id: string): Promise<PostDeleteResult> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(posts)
      .where(eq(posts.id, id))
      .returning({ id: posts.id, slug: posts.slug, title: posts.title, status: posts.status });
    if (!deleted) throw notFound(ADMIN_TOASTS.recordNotFound);
    if (deleted.status === 'published') await tellNewslettersChanged(deps, tx, deleted.id);
    await recordAudit(tx, { actor, action: 'post.delete', details: auditDetails(deleted), at: now });
  });
  return { success: true, message: POST_MESSAGES.deleted };
}
