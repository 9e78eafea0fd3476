// POST /api/admin/uploads, as defined in common/contracts/uploads.ts: a multipart body, which the handler
// reads itself. Who is calling is checked before a byte of the body is read (the guard below runs ahead of
// the body's own limit, larger than the JSON one the rest of /api keeps; the adapter checks it again).
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_ENDPOINTS, UPLOAD_MESSAGES, UPLOAD_PURPOSES } from '../../../common/contracts/uploads';
import { requireAdmin, type AppEnv } from '../../auth/caller';
import type { Database } from '../../db/client';
import { endpointRoutes } from '../../http/endpoints';
import { badRequest } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { formatBytes, isUploadPurpose, storeUpload, type UploadLimits } from './service';

/** Room for the multipart boundaries, headers and the purpose field around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const adminsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};

export function uploadRoutes({
  db,
  storage,
  limits,
  now,
}: {
  db: Database;
  storage: Storage;
  limits: UploadLimits;
  now: () => Date;
}) {
  const largest = Math.max(limits.maxImageBytes, limits.maxDocumentBytes);
  const tooLarge = UPLOAD_MESSAGES.requestTooLarge(formatBytes(limits.maxDocumentBytes), formatBytes(limits.maxImageBytes));
  const { upload } = UPLOAD_ENDPOINTS;
  return new Hono<AppEnv>()
    .post(
      upload.path.slice('/api'.length),
      adminsOnly,
      bodyLimit({
        maxSize: largest + MULTIPART_OVERHEAD_BYTES,
        onError: (c) => c.json({ error: { code: 'PAYLOAD_TOO_LARGE', message: tooLarge, fields: { file: tooLarge } } }, 413),
      }),
    )
    .route(
      '/',
      endpointRoutes(UPLOAD_ENDPOINTS, {
        upload: async ({ c, caller }) => {
          if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw badRequest(UPLOAD_MESSAGES.notMultipart);
          let form: Record<string, string | File>;
          try {
            form = await c.req.parseBody();
          } catch {
            throw badRequest(UPLOAD_MESSAGES.notMultipart);
          }
          const purpose = form.purpose;
          if (!isUploadPurpose(purpose))
            throw badRequest(UPLOAD_MESSAGES.unknownPurpose, 'INVALID_INPUT', { purpose: UPLOAD_MESSAGES.unknownPurpose });
          const file = form.file;
          if (!(file instanceof File) || (file.size === 0 && !file.name)) {
            const message = UPLOAD_PURPOSES[purpose].kind === 'image' ? UPLOAD_MESSAGES.selectImage : UPLOAD_MESSAGES.selectFile;
            throw badRequest(message, 'INVALID_INPUT', { file: message });
          }
          const bytes = new Uint8Array(await file.arrayBuffer());
          return storeUpload({ db, storage, limits, now: now() }, caller, { purpose, originalName: file.name, bytes });
        },
      }),
    );
}
