import { Hono } from 'hono';
import { SETUP_MESSAGES, setupAdministratorSchema, type SetupAdministratorResult } from '../../../common/contracts/setup';
import { homePathFor } from '../../../common/caller';
import { ROUTES } from '../../../common/routes';
import { requireAdmin, type AppEnv } from '../../auth/caller';
import { readJson } from '../../http/validation';
import { checkSetupLink, createFirstAdministrator, loadDemoContent, startAdministratorSession, type SetupDeps } from './service';

/**
 * The setup link's routes answer only while no administrator exists and only with a live token, whoever
 * calls: any other token is a 404 whether or not an administrator exists, and a real link's holder learns
 * 409 once one does. The demo content is for administrators.
 */
export function setupRoutes(deps: SetupDeps) {
  return new Hono<AppEnv>()
    .post('/setup/demo-content', async (c) => {
      const actor = requireAdmin(c);
      return c.json(await loadDemoContent(deps, actor), 201);
    })
    .get('/setup/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await checkSetupLink(deps, c.req.param('token')));
    })
    .post('/setup/:token/administrator', async (c) => {
      const token = c.req.param('token');
      await checkSetupLink(deps, token);
      const input = await readJson(c, setupAdministratorSchema);
      const { email } = await createFirstAdministrator(deps, token, input);
      const cookies = await startAdministratorSession(deps.auth, input, c.req.raw.headers);
      for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
      const answer: SetupAdministratorResult = {
        success: true,
        message: SETUP_MESSAGES.created,
        email,
        redirectTo: cookies.length ? homePathFor('admin') : ROUTES.login,
      };
      return c.json(answer, 201);
    });
}
