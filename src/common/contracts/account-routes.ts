// A member's own data and account (issue 37, decision 059): 'Download my data' and 'Delete my account',
// and the organisers' way to start a member's deletion, or call it off. No zod here; the schemas are in account.ts.
import type { ACCOUNT_SCHEMAS } from './account';
import { routeTable } from './endpoint';

export const ACCOUNT_ROUTES = routeTable<typeof ACCOUNT_SCHEMAS>()({
  exportStatus: { method: 'GET', path: '/api/account/export', access: 'member' },
  requestExport: { method: 'POST', path: '/api/account/export', access: 'member' },
  downloadExport: { method: 'GET', path: '/api/account/export/:id/download', access: 'member' },
  deletionStatus: { method: 'GET', path: '/api/account/deletion', access: 'member' },
  sendDeletionCode: { method: 'POST', path: '/api/account/deletion/code', access: 'member' },
  scheduleDeletion: { method: 'POST', path: '/api/account/deletion', access: 'member' },
  scheduleMemberDeletion: { method: 'POST', path: '/api/admin/members/delete-account', access: 'admin' },
  cancelMemberDeletion: { method: 'POST', path: '/api/admin/members/cancel-account-deletion', access: 'admin' },
});
