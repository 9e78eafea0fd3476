// /api/setup, as defined in common/contracts/setup.ts (decision 037).
import { homePathFor } from '../../../common/caller';
import { SETUP_ENDPOINTS, SETUP_MESSAGES } from '../../../common/contracts/setup';
import { ROUTES } from '../../../common/routes';
import { endpointRoutes } from '../../http/endpoints';
import { chooseTimeZone } from '../time-zone/public';
import { checkSetupLink, createFirstAdministrator, loadDemoContent, startAdministratorSession, type SetupDeps } from './service';

/**
 * The setup link's routes answer only while no administrator exists and only with a live token, whoever
 * calls: any other token is a 404 whether or not an administrator exists, and a real link's holder learns
 * 409 once one does. The demo content is for administrators.
 */
export function setupRoutes(deps: SetupDeps) {
  return endpointRoutes(SETUP_ENDPOINTS, {
    demoContent: ({ caller }) => loadDemoContent(deps, caller),
    checkLink: async ({ c, params }) => {
      c.header('Cache-Control', 'no-store');
      return checkSetupLink(deps, params.token);
    },
    createAdministrator: {
      // The link is checked before the details, as this route always has: a refused link answers 404 or
      // 409 whatever the body holds.
      beforeBody: async ({ params }) => {
        await checkSetupLink(deps, params.token);
        return undefined;
      },
      answer: async ({ c, params: { token }, body: input }) => {
        const { email, userId } = await createFirstAdministrator(deps, token, input);
        // The zone the first administrator chose (their browser's, proposed); TIME_ZONE, when set, wins.
        if (input.timeZone && deps.communityTimeZone.source() !== 'environment')
          await chooseTimeZone(deps, { userId, email }, input.timeZone);
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
  });
}
