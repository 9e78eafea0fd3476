// Open roles (issue 39), as defined in common/contracts/open-roles.ts: the adapter checks who may call and
// parses the input; each handler calls one operation. Every answer depends on the caller: no-store.
import { OPEN_ROLE_ENDPOINTS } from '../../../common/contracts/open-roles';
import { endpointRoutes, reply } from '../../http/endpoints';
import type { OpenRoleDeps } from './deps';
import { sayInterested } from './interest';
import { editRole, pinRole, removeRole } from './moderation';
import { closeRole, listRoles, postRole, readRole, renewRole } from './roles';

export function openRoleRoutes(deps: OpenRoleDeps) {
  return endpointRoutes(OPEN_ROLE_ENDPOINTS, {
    list: async ({ c, caller, query }) => {
      c.header('Cache-Control', 'no-store');
      return listRoles(deps, caller, query);
    },
    post: async ({ caller, body }) => reply(201, await postRole(deps, caller, body)),
    role: async ({ c, caller, params }) => {
      c.header('Cache-Control', 'no-store');
      return readRole(deps, caller, params.id);
    },
    renew: ({ caller, params }) => renewRole(deps, caller, params.id),
    close: ({ caller, params }) => closeRole(deps, caller, params.id),
    interested: async ({ caller, params }) => {
      const result = await sayInterested(deps, caller, params.id);
      return result.created ? reply(201, result) : result;
    },
    adminPin: ({ caller, params, body }) => pinRole(deps, caller, params.id, body.pinned),
    adminEdit: ({ caller, params, body }) => editRole(deps, caller, params.id, body),
    adminRemove: ({ caller, params, body }) => removeRole(deps, caller, params.id, body.reason),
  });
}
