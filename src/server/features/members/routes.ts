// The Members Log (/api/admin/members), as defined in common/contracts/members.ts: administrators only
// (the adapter checks, before anything is parsed); each handler calls one operation.
import { MEMBER_ENDPOINTS } from '../../../common/contracts/members';
import { endpointRoutes } from '../../http/endpoints';
import { csvDownloadHeaders } from '../../http/csv';
import { exportMembersCsv, getMemberDetail, listMembers, type MemberDeps } from './service';
import { archiveMember, banMember, unarchiveMember, unbanMember } from './status';

export function memberAdminRoutes(deps: MemberDeps) {
  const { db, now } = deps;
  return endpointRoutes(MEMBER_ENDPOINTS, {
    list: async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listMembers(deps, query);
    },
    export: async ({ c, caller, query }) => {
      const { fileName, stream } = await exportMembersCsv(deps, caller, query);
      return c.body(stream, 200, csvDownloadHeaders(fileName));
    },
    detail: async ({ c, params }) => {
      c.header('Cache-Control', 'no-store');
      return getMemberDetail(deps, params.id);
    },
    ban: ({ caller, body }) => banMember(deps, caller, body),
    unban: ({ caller, body }) => unbanMember(db, caller, body, now()),
    archive: ({ caller, body }) => archiveMember(deps, caller, body.email),
    unarchive: ({ caller, body }) => unarchiveMember(deps, caller, body.email),
  });
}
