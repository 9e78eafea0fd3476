// /api/members/:attendeeId/block and /api/blocks, as defined in common/contracts/blocks.ts (decision 037):
// the adapter checks that the caller is a member and parses the input; each handler calls one operation.
import { BLOCK_ENDPOINTS } from '../../../common/contracts/blocks';
import { endpointRoutes } from '../../http/endpoints';
import { blockMember, getBlockStatus, listBlockedMembers, unblockMember, type BlockDeps } from './service';

export function blockRoutes(deps: BlockDeps) {
  return endpointRoutes(BLOCK_ENDPOINTS, {
    status: async ({ c, caller, params }) => {
      c.header('Cache-Control', 'no-store');
      return getBlockStatus(deps, caller, params.attendeeId);
    },
    block: ({ caller, params }) => blockMember(deps, caller, params.attendeeId),
    unblock: ({ caller, params }) => unblockMember(deps, caller, params.attendeeId),
    list: async ({ c, caller, query }) => {
      c.header('Cache-Control', 'no-store');
      return listBlockedMembers(deps, caller, query);
    },
  });
}
