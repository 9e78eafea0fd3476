// The directory (issue 33), as defined in common/contracts/directory.ts: members and organisers may read it;
// each handler calls one operation. Answers depend on the caller and change as members edit: never cached.
import { DIRECTORY_ENDPOINTS } from '../../../common/contracts/directory';
import { endpointRoutes } from '../../http/endpoints';
import { getDirectoryMember, listDirectory, type DirectoryDeps } from './service';

export function directoryRoutes(deps: DirectoryDeps) {
  return endpointRoutes(DIRECTORY_ENDPOINTS, {
    list: async ({ c, caller, query }) => {
      c.header('Cache-Control', 'no-store');
      return listDirectory(deps, caller, query);
    },
    member: async ({ c, caller, params }) => {
      c.header('Cache-Control', 'no-store');
      return getDirectoryMember(deps, caller, params.attendeeId);
    },
  });
}
