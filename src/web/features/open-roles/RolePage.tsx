// /openRoles/:id (issue 39): one role in full, where the 'role-match' notification and email lead. A role
// that is no longer open (or never was, or is hidden from the caller) is 'not here', with the way back.
import { Briefcase } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { OpenRole } from '../../../common/contracts/open-roles';
import { ROUTES } from '../../../common/routes';
import { ArrowLink } from '../../components/ui/ArrowLink';
import { NotFoundState, ReadStates } from '../../components/ui/ListStates';
import { usePageTitle } from '../../lib/use-page-title';
import { useRole } from './api';
import { RoleCard } from './RoleCard';

export function RolePage({ renderReport }: { renderReport?: (role: OpenRole) => ReactNode }) {
  const { id = '' } = useParams();
  const read = useRole(id);
  usePageTitle(read.data ? read.data.title : 'Open Roles');
  return (
    <div className="animate-rise">
      <ArrowLink to={ROUTES.openRoles} direction="back">
        Open Roles
      </ArrowLink>
      <div className="mt-6">
        <ReadStates
          read={read}
          loadingLabel="Loading the role..."
          failedMessage="The role could not be loaded."
          notFound={
            <NotFoundState
              icon={Briefcase}
              title="This role is not here"
              back={{ to: ROUTES.openRoles, label: 'See the open roles' }}
            >
              Its poster may have closed it, or its 30 days ended.
            </NotFoundState>
          }
        >
          {(role) => <RoleCard role={role} full report={!role.mine && renderReport ? renderReport(role) : null} />}
        </ReadStates>
      </div>
    </div>
  );
}
