// Files sent as multipart (not JSON, so not call()): `sendForm` sends a form to a route of the tables
// (POST /api/admin/uploads here, the member's photo in the profile) and turns failures into the same
// ApiError as JSON calls: a refusal (4xx) whose message says what is wrong with the file. `uploadFile`
// is the admin's upload (src/common/contracts/uploads.ts): the server checks what the file really is and
// answers where it can be read; the file's kind and size are checked here first, with the server's
// limits (public config) and words, so a file it would refuse is never sent.
import type { RouteDef, SuccessBody } from '../../common/contracts/endpoint';
import { checkUpload, type UploadLimits, type UploadPurpose } from '../../common/contracts/uploads';
import { UPLOAD_ROUTES } from '../../common/contracts/uploads-routes';
import { GENERAL_MESSAGES } from '../../common/messages';
import { ApiError, toApiError } from './api';

type UploadResult = SuccessBody<typeof UPLOAD_ROUTES.upload>;

/** Sends `form` to `route` (a route without parameters) and answers its JSON body. */
export async function sendForm<R extends RouteDef>(route: R, form: FormData): Promise<SuccessBody<R>> {
  let response: Response;
  try {
    response = await fetch(route.path, {
      method: route.method,
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', GENERAL_MESSAGES.unavailable);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body);
  return body as SuccessBody<R>;
}

export async function uploadFile(purpose: UploadPurpose, file: File, limits: UploadLimits): Promise<UploadResult> {
  const problem = checkUpload(purpose, file, limits);
  if (problem) throw new ApiError(422, 'FILE_REFUSED', problem, { file: problem });
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', file);
  const body = await sendForm(UPLOAD_ROUTES.upload, form);
  // A 201 whose body is not the stored file's address (a proxy's page): not stored as far as we can tell.
  if (typeof body?.url !== 'string' || !body.url) throw new ApiError(201, 'NOT_JSON', GENERAL_MESSAGES.serverError);
  return body;
}
