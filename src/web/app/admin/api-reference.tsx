// /admin/api: the api-docs feature's reference page in the administrators' frame. Part of the admin
// area's chunk (so the app's router names no new file), with the page itself a chunk of its own that only
// this screen loads.
import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/ui/Spinner';
import { AdminFrame } from './AdminFrame';

const ApiReferencePage = lazy(() =>
  import('../../features/api-docs/ApiReferencePage').then((m) => ({ default: m.ApiReferencePage })),
);

export function AdminApiScreen() {
  return (
    <AdminFrame width="wide">
      <Suspense fallback={<LoadingState label="Loading the API reference" />}>
        <ApiReferencePage />
      </Suspense>
    </AdminFrame>
  );
}
