import { Hono } from 'hono';
import {
  ACCESS_REQUEST_ADMIN_MESSAGES as ADMIN,
  accessLinkSignUpSchema,
  accessLinkTokenSchema,
  accessRequestIdSchema,
  accessRequestListQuerySchema,
  accessRequestSchema,
  adminCreateLinkSchema,
  type AccessLinkSignedUp,
} from '../../../common/contracts/access-requests';
import { homePathFor } from '../../../common/caller';
import { ROUTES } from '../../../common/routes';
import { startPasswordSession } from '../../auth/accounts';
import { ADMIN_TOASTS } from '../../../common/messages';
import { requireAdmin, type AppEnv } from '../../auth/caller';
import { clientAddress } from '../../http/client-address';
import { HttpError, notFound } from '../../http/errors';
import { parseInput, parseParam, readJson } from '../../http/validation';
import {
  approveAccessRequest,
  createAccessLink,
  deleteAccessRequest,
  listAccessRequests,
  regenerateAccessLink,
  submitAccessRequest,
  type AccessRequestDeps,
} from './requests';
import { signUpWithAccessLink, verifyAccessLink, type AccessLinkDeps } from './sign-up';

/** Unknown or malformed ids are the same 404 to the caller. */
const requestId = (raw: string) => parseParam(accessRequestIdSchema, raw, () => notFound(ADMIN_TOASTS.recordNotFound));
/** A token that could never have been issued is as unusable as a spent one. */
const linkToken = (raw: string) =>
  parseParam(accessLinkTokenSchema, raw, () => new HttpError(410, 'INVALID_LINK', ADMIN.invalidOrExpired));

export function accessRequestRoutes(deps: AccessRequestDeps & AccessLinkDeps) {
  return new Hono<AppEnv>()
    .post('/access-requests', async (c) => {
      const input = await readJson(c, accessRequestSchema);
      return c.json(await submitAccessRequest(deps, input, clientAddress(c, deps.config.trustProxy)), 201);
    })
    .get('/access-links/:token', async (c) => c.json(await verifyAccessLink(deps, linkToken(c.req.param('token')))))
    .post('/access-links/:token/sign-up', async (c) => {
      const token = linkToken(c.req.param('token'));
      const input = await readJson(c, accessLinkSignUpSchema);
      const created = await signUpWithAccessLink(deps, token, input);
      // The new member goes straight in, not to an empty sign-in form (issue 16).
      const cookies = await startPasswordSession(
        deps.auth,
        { email: created.email, password: input.password },
        c.req.raw.headers,
        'a new member',
      );
      for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
      const signedIn = cookies.length > 0;
      const answer: AccessLinkSignedUp = { ...created, signedIn, redirectTo: signedIn ? homePathFor('member') : ROUTES.login };
      return c.json(answer, 201);
    })
    .get('/admin/access-requests', async (c) => {
      requireAdmin(c);
      const { page, pageSize } = parseInput(accessRequestListQuerySchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await listAccessRequests(deps, page, pageSize));
    })
    .post('/admin/access-requests', async (c) => {
      const actor = requireAdmin(c);
      return c.json(await createAccessLink(deps, actor, await readJson(c, adminCreateLinkSchema)), 201);
    })
    .post('/admin/access-requests/:id/approve', async (c) => {
      const actor = requireAdmin(c);
      return c.json(await approveAccessRequest(deps, actor, requestId(c.req.param('id'))));
    })
    .post('/admin/access-requests/:id/regenerate', async (c) => {
      const actor = requireAdmin(c);
      return c.json(await regenerateAccessLink(deps, actor, requestId(c.req.param('id'))));
    })
    .delete('/admin/access-requests/:id', async (c) => {
      const actor = requireAdmin(c);
      return c.json(await deleteAccessRequest(deps, actor, requestId(c.req.param('id'))));
    });
}
