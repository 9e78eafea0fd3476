// /api/posts (members read published newsletters) and /api/admin/posts (administrators write them), as
// defined in common/contracts/posts.ts: the adapter checks the caller and parses the input; each handler
// calls one operation in service.ts.
import { POST_ENDPOINTS } from '../../../common/contracts/posts';
import { endpointRoutes } from '../../http/endpoints';
import {
  createPost,
  deletePost,
  emailPublishedPost,
  getAdminPost,
  getPublishedPost,
  listAdminPosts,
  listPublishedPosts,
  setPostPublished,
  updatePost,
  type PostDeps,
} from './service';
import { countNewsletterRecipients } from './newsletter-email';

export function postRoutes(deps: PostDeps) {
  const { db } = deps;
  return endpointRoutes(POST_ENDPOINTS, {
    list: async ({ c, query }) => {
      c.header('Cache-Control', 'private, no-cache');
      return listPublishedPosts(db, query);
    },
    bySlug: async ({ c, params }) => {
      c.header('Cache-Control', 'private, no-cache');
      return getPublishedPost(db, params.slug);
    },
    adminList: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listAdminPosts(db, query);
    },
    adminCreate: ({ caller, body }) => createPost(deps, caller, body),
    adminRecipients: async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return { count: await countNewsletterRecipients(db) };
    },
    adminPost: async ({ c, params }) => {
      c.header('Cache-Control', 'no-store');
      return getAdminPost(db, params.id);
    },
    adminUpdate: ({ caller, params, body }) => updatePost(deps, caller, params.id, body),
    adminPublish: ({ caller, params }) => setPostPublished(deps, caller, params.id, true),
    adminUnpublish: ({ caller, params }) => setPostPublished(deps, caller, params.id, false),
    adminEmail: ({ caller, params }) => emailPublishedPost(deps, caller, params.id),
    adminDelete: ({ caller, params }) => deletePost(deps, caller, params.id),
  });
}
