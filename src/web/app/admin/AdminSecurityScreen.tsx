// /admin/security: the security feature's page in the dashboard's frame (decision 060). An administrator
// the organisers require two-factor sign-in of is led here before the dashboard opens.
import { SecurityPage } from '../../features/security/SecurityPage';
import { AdminFrame } from './AdminFrame';

export function AdminSecurityScreen() {
  return (
    <AdminFrame width="narrow">
      <SecurityPage inAdmin />
    </AdminFrame>
  );
}
