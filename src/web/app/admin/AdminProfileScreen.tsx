// /admin/profile: the profile feature's administrator page in the dashboard's frame.
import { AdminProfilePage } from '../../features/profile/admin/AdminProfilePage';
import { AdminFrame } from './AdminFrame';

export function AdminProfileScreen() {
  return (
    <AdminFrame width="narrow">
      <AdminProfilePage />
    </AdminFrame>
  );
}
