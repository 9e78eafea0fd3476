// The administrators' upload (decision 037): a multipart body, not JSON. No zod here: the schemas are in
// uploads.ts.
import type { UPLOAD_SCHEMAS } from './uploads';
import { routeTable } from './endpoint';

export const UPLOAD_ROUTES = routeTable<typeof UPLOAD_SCHEMAS>()({
  upload: { method: 'POST', path: '/api/admin/uploads', access: 'admin' },
});
