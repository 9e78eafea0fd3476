// /api/access-requests, /api/access-links (visitors) and /api/admin/access-requests (administrators), as
// defined in common/contracts/access-requests.ts: the adapter checks the caller and parses the input
// (decision 037); each handler calls one operation.
import { ACCESS_REQUEST_ENDPOINTS } from '../../../common/contracts/access-requests';
import { homePathFor } from '../../../common/caller';
import { ROUTES } from '../../../common/routes';
import { startPasswordSession } from '../../auth/accounts';
import { clientAddress } from '../../http/client-address';
import { endpointRoutes } from '../../http/endpoints';
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

export function accessRequestRoutes(deps: AccessRequestDeps & AccessLinkDeps) {
  return endpointRoutes(ACCESS_REQUEST_ENDPOINTS, {
    submit: ({ c, body }) => submitAccessRequest(deps, body, clientAddress(c, deps.config.trustProxy)),
    verifyLink: ({ params }) => verifyAccessLink(deps, params.token),
    signUp: async ({ c, params, body }) => {
      const created = await signUpWithAccessLink(deps, params.token, body);
      // The new member goes straight in, not to an empty sign-in form (issue 16).
      const cookies = await startPasswordSession(
        deps.auth,
        { email: created.email, password: body.password },
        c.req.raw.headers,
        'a new member',
      );
      for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
      const signedIn = cookies.length > 0;
      return { ...created, signedIn, redirectTo: signedIn ? homePathFor('member') : ROUTES.login };
    },
    adminList: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listAccessRequests(deps, query.page, query.pageSize);
    },
    adminCreate: ({ caller, body }) => createAccessLink(deps, caller, body),
    adminApprove: ({ caller, params }) => approveAccessRequest(deps, caller, params.id),
    adminRegenerate: ({ caller, params }) => regenerateAccessLink(deps, caller, params.id),
    adminDelete: ({ caller, params }) => deleteAccessRequest(deps, caller, params.id),
  });
}
