// /api/account/…, /api/admin/members/delete-account and cancel-account-deletion, as defined in common/contracts/account.ts (decision
// 037): the adapter checks the caller and parses the input; each handler calls one operation.
import { ACCOUNT_ENDPOINTS } from '../../../common/contracts/account';
import { endpointRoutes, reply } from '../../http/endpoints';
import type { AccountDeps } from './deps';
import {
  cancelMemberDeletion,
  getDeletionStatus,
  scheduleMemberDeletion,
  scheduleOwnDeletion,
  sendDeletionCode,
  type DeletionJobs,
} from './deletion';
import { downloadDataExport, getExportStatus, requestDataExport, type ExportJobs } from './exports';

export function accountRoutes(deps: AccountDeps, jobs: { exports: ExportJobs; deletion: DeletionJobs }) {
  return endpointRoutes(ACCOUNT_ENDPOINTS, {
    exportStatus: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return getExportStatus(deps, caller);
    },
    requestExport: async ({ caller }) => reply(202, await requestDataExport(deps, jobs.exports, caller)),
    downloadExport: ({ caller, params }) => downloadDataExport(deps, caller, params.id),
    deletionStatus: async ({ c, caller }) => {
      c.header('Cache-Control', 'no-store');
      return getDeletionStatus(deps, caller);
    },
    sendDeletionCode: ({ caller }) => sendDeletionCode(deps, caller),
    scheduleDeletion: ({ c, caller, body }) => scheduleOwnDeletion(deps, jobs.deletion, caller, body, c.req.raw.headers),
    scheduleMemberDeletion: ({ caller, body }) => scheduleMemberDeletion(deps, jobs.deletion, caller, body),
    cancelMemberDeletion: ({ caller, body }) => cancelMemberDeletion(deps, caller, body),
  });
}
