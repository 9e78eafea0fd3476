import { Hono } from 'hono';
import { z } from 'zod';
import { accessLinkSignUpSchema, accessRequestListQuerySchema, accessRequestSchema, adminCreateLinkSchema } from '../../../common/contracts/access-links';
import { ADMIN_TOASTS } from '../../../common/messages';
import { requireAdmin, type AppEnv } from '../../auth/caller';
import { clientAddress } from '../../http/client-address';
import { notFound } from '../../http/errors';
import { TooManyRequestsError } from '../../http/rate-limit';
import { parseInput, readJson } from '../../http/validation';
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

const idSchema = z.uuid();
/** Unknown or malformed ids are the same 404 to the caller. */
const requestId = (raw: string) => {
  if (!idSchema.safeParse(raw).success) throw notFound(ADMIN_TOASTS.recordNotFound);
  return raw;
};

export function accessRequestRoutes(deps: AccessRequestDeps & AccessLinkDeps) {
  return new Hono<AppEnv>()
    .post('/access-requests', async (c) => {
      const input = await readJson(c, accessRequestSchema);
      try {
        return c.json(await submitAccessRequest(deps, input, clientAddress(c, deps.config.trustProxy)), 201);
      } catch (error) {
        if (error instanceof TooManyRequestsError) c.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    })
    .get('/access-links/:token', async (c) => c.json(await verifyAccessLink(deps, c.req.param('token'))))
    .post('/access-links/:token/sign-up', async (c) => {
      const input = await readJson(c, accessLinkSignUpSchema);
      return c.json(await signUpWithAccessLink(deps, c.req.param('token'), input), 201);
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
