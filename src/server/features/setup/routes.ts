// /api/setup, as defined in common/contracts/setup.ts (decision 037).
import { homePathFor } from '../../../common/caller';
import { SETUP_ENDPOINTS, SETUP_MESSAGES, setupAdministratorSchema } from '../../../common/contracts/setup';
import { ROUTES } from '../../../common/routes';
import { endpointRoutes } from '../../http/endpoints';
import { readJson } from '../../http/validation';
import { checkSetupLink, createFirstAdministrator, loadDemoContent, startAdministratorSession, type SetupDeps } from './service';

/**
 * The link is checked before the details, as this route always has: a refused link answers 404 or 409
 * whatever the body holds. The adapter reads a definition's body before its handler runs, so this route is
 * registered without it and reads the body itself, with the same schema, once the link has passed. (Its
 * definition keeps the body: the browser's call, the tests' client and the input rules read it there.)
 */
const createAdministrator = {
  ...SETUP_ENDPOINTS.createAdministrator,
  body: undefined,
  rawBody: {
    contentType: 'application/json',
    description: 'The administrator: firstName, lastName, email and password. Read once the link has passed its check.',
  },
};

/**
 * The setup link's routes answer only while no administrator exists and only with a live token, whoever
 * calls: any other token is a 404 whether or not an administrator exists, and a real link's holder learns
 * 409 once one does. The demo content is for administrators.
 */
export function setupRoutes(deps: SetupDeps) {
  return endpointRoutes(
    { ...SETUP_ENDPOINTS, createAdministrator },
    {
      demoContent: ({ caller }) => loadDemoContent(deps, caller),
      checkLink: async ({ c, params }) => {
        c.header('Cache-Control', 'no-store');
        return checkSetupLink(deps, params.token);
      },
      createAdministrator: async ({ c, params: { token } }) => {
        await checkSetupLink(deps, token);
        const input = await readJson(c, setupAdministratorSchema);
        const { email } = await createFirstAdministrator(deps, token, input);
        const cookies = await startAdministratorSession(deps.auth, input, c.req.raw.headers);
        for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
        return {
          success: true as const,
          message: SETUP_MESSAGES.created,
          email,
          redirectTo: cookies.length ? homePathFor('admin') : ROUTES.login,
        };
      },
    },
  );
}
