// /admin/api: the api-docs feature's reference page in the administrators' frame. Loaded on its own
// (app/router.tsx), so neither the dashboard nor any member downloads it.
import { ApiReferencePage } from '../../features/api-docs/ApiReferencePage';
import { AdminFrame } from './AdminFrame';

export function AdminApiScreen() {
  return (
    <AdminFrame width="wide">
      <ApiReferencePage />
    </AdminFrame>
  );
}
