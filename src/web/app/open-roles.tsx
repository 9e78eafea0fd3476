// /openRoles and /openRoles/:id composed (issue 39): the open roles' pages, with the message-reports feature's
// Report action (the one moderation queue, decision 069) on another member's role.
import type { OpenRole } from '../../common/contracts/open-roles';
import { ReportAction } from '../features/message-reports/ReportAction';
import { RolePage as RolePageOf, RolesPage as RolesPageOf } from '../features/open-roles/pages';

const report = (role: OpenRole) => (
  <ReportAction subject="role" roleId={role.id} authorName={role.poster.name.split(' ')[0] || null} />
);

export function RolesPage() {
  return <RolesPageOf renderReport={report} />;
}

export function RolePage() {
  return <RolePageOf renderReport={report} />;
}
