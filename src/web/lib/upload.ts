// POST /api/admin/uploads as multipart (src/common/contracts/uploads.ts; not JSON, so not call()): the server checks what the file
// really is and answers where it can be read. The file's kind and size are checked here first, with the
// server's limits (public config) and words, so a file it would refuse is never sent. Failures become the
// same ApiError as JSON calls: a refusal (4xx) whose message says what is wrong with the file.
import type { SuccessBody } from '../../common/contracts/endpoint';
import { checkUpload, type UploadLimits, type UploadPurpose } from '../../common/contracts/uploads';
import { UPLOAD_ROUTES } from '../../common/contracts/uploads-routes';
import { GENERAL_MESSAGES } from '../../common/messages';
import { ApiError, toApiError } from './api';

type UploadResult = SuccessBody<typeof UPLOAD_ROUTES.upload>;

export async function uploadFile(purpose: UploadPurpose, file: File, limits: UploadLimits): Promise<UploadResult> {
  const problem = checkUpload(purpose, file, limits);
  if (problem) throw new ApiError(422, 'FILE_REFUSED', problem, { file: problem });
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', file);
  let response: Response;
  try {
    response = await fetch(UPLOAD_ROUTES.upload.path, {
      method: UPLOAD_ROUTES.upload.method,
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', GENERAL_MESSAGES.unavailable);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body);
  const url = (body as Partial<UploadResult> | undefined)?.url;
  if (typeof url !== 'string' || !url) throw new ApiError(response.status, 'NOT_JSON', GENERAL_MESSAGES.serverError);
  return body as UploadResult;
}
