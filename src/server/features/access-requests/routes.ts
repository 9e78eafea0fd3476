import { Hono } from 'hono';
import { accessLinkSignUpSchema } from '../../../common/contracts/access-links';
import type { AppEnv } from '../../auth/caller';
import { readJson } from '../../http/validation';
import { signUpWithAccessLink, verifyAccessLink, type AccessLinkDeps } from './service';

export function accessLinkRoutes(deps: AccessLinkDeps) {
  return new Hono<AppEnv>()
    .get('/access-links/:token', async (c) => c.json(await verifyAccessLink(deps, c.req.param('token'))))
    .post('/access-links/:token/sign-up', async (c) => {
      const input = await readJson(c, accessLinkSignUpSchema);
      return c.json(await signUpWithAccessLink(deps, c.req.param('token'), input), 201);
    });
}
