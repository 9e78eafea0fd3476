// /admin/profile: the profile feature's administrator page in the dashboard's frame, and a link to the
// API's reference for whoever scripts against it.
import { Link } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { AdminProfilePage } from '../../features/profile/admin/AdminProfilePage';
import { AdminFrame } from './AdminFrame';

export function AdminProfileScreen() {
  return (
    <AdminFrame width="narrow">
      <AdminProfilePage />
      <p className="mt-10 text-sm text-stone">
        Scripting against the site? The{' '}
        <Link to={ROUTES.adminApi} className="underline">
          API reference
        </Link>{' '}
        lists every endpoint, who may call it and what it answers.
      </p>
    </AdminFrame>
  );
}
