// /api/posts (members read published newsletters) and /api/admin/posts (administrators write them).
// Each handler checks the caller first, then parses, then calls one operation in service.ts.
import { Hono } from 'hono';
import {
  adminPostListQuerySchema,
  createPostSchema,
  NEWSLETTER_MESSAGES,
  postIdSchema,
  postListQuerySchema,
  postSlugSchema,
  updatePostSchema,
} from '../../../common/contracts/posts';
import { ADMIN_TOASTS } from '../../../common/messages';
import { requireAdmin, requireMember, type AppEnv } from '../../auth/caller';
import { notFound } from '../../http/errors';
import { parseInput, parseParam, readJson } from '../../http/validation';
import {
  createPost,
  deletePost,
  getAdminPost,
  getPublishedPost,
  listAdminPosts,
  listPublishedPosts,
  setPostPublished,
  updatePost,
  type PostDeps,
} from './service';

/** Unknown and malformed ids are the same 404. */
const postId = (raw: string) => parseParam(postIdSchema, raw, () => notFound(ADMIN_TOASTS.recordNotFound));
/** A slug we could never have made is simply not found. */
const slugParam = (raw: string) => parseParam(postSlugSchema, raw, () => notFound(NEWSLETTER_MESSAGES.blogNotFound));

export function postRoutes(deps: PostDeps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .get('/posts', async (c) => {
        requireMember(c);
        const query = parseInput(postListQuerySchema, c.req.query());
        c.header('Cache-Control', 'private, no-cache');
        return c.json(await listPublishedPosts(db, query));
      })
      .get('/posts/:slug', async (c) => {
        requireMember(c);
        c.header('Cache-Control', 'private, no-cache');
        return c.json(await getPublishedPost(db, slugParam(c.req.param('slug'))));
      })
      .get('/admin/posts', async (c) => {
        requireAdmin(c);
        const query = parseInput(adminPostListQuerySchema, c.req.query());
        c.header('Cache-Control', 'no-store');
        return c.json(await listAdminPosts(db, query));
      })
      .post('/admin/posts', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await createPost(deps, actor, await readJson(c, createPostSchema)), 201);
      })
      .get('/admin/posts/:id', async (c) => {
        requireAdmin(c);
        c.header('Cache-Control', 'no-store');
        return c.json(await getAdminPost(db, postId(c.req.param('id'))));
      })
      .put('/admin/posts/:id', async (c) => {
        const actor = requireAdmin(c);
        const id = postId(c.req.param('id'));
        return c.json(await updatePost(deps, actor, id, await readJson(c, updatePostSchema)));
      })
      .post('/admin/posts/:id/publish', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await setPostPublished(deps, actor, postId(c.req.param('id')), true));
      })
      .post('/admin/posts/:id/unpublish', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await setPostPublished(deps, actor, postId(c.req.param('id')), false));
      })
      .delete('/admin/posts/:id', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await deletePost(deps, actor, postId(c.req.param('id'))));
      })
  );
}
