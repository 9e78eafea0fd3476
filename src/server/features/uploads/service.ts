// Storing one administrator's upload: every check first (name, kind, size, real type), then the object
// and its audit row, so a refused upload leaves neither behind.
import { randomBytes } from 'node:crypto';
import {
  formatBytes,
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  uploadSizeProblem,
  uploadTypeProblem,
  type UploadLimits,
  type UploadPurpose,
  type UploadResult,
} from '../../../common/contracts/uploads';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { HttpError, badRequest } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { bytesMatchExtension, extensionsOf, typeForExtension } from './sniff';

// The limits, their words and the kind-by-extension rule are shared with the browser, which checks first.
export { formatBytes, type UploadLimits };

export const isUploadPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && Object.hasOwn(UPLOAD_PURPOSES, value);

/** A control character or a path separator: never in a file's name. */
// eslint-disable-next-line no-control-regex
const NOT_IN_A_NAME = /[\u0000-\u001f\u007f/\\]/;

/** The original name's extension, lower-cased; refuses names that try to be paths or hide characters. */
export function extensionOf(originalName: string): string {
  if (!originalName || originalName.length > 255 || NOT_IN_A_NAME.test(originalName) || originalName.includes('..')) {
    throw badRequest(UPLOAD_MESSAGES.badName, 'INVALID_FILE_NAME', { file: UPLOAD_MESSAGES.badName });
  }
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(originalName);
  return match ? match[1].toLowerCase() : '';
}

export async function storeUpload(
  deps: { db: Database; storage: Storage; limits: UploadLimits; now: Date },
  actor: AuditActor,
  input: { purpose: UploadPurpose; originalName: string; bytes: Uint8Array },
): Promise<UploadResult> {
  const { folder, kind } = UPLOAD_PURPOSES[input.purpose];
  const extension = extensionOf(input.originalName);
  const type = typeForExtension(extension);
  const wrongKind = uploadTypeProblem(kind, extension);
  if (!type || type.kind !== kind || wrongKind) {
    const message = wrongKind ?? uploadTypeProblem(kind, '')!;
    throw new HttpError(415, 'UNSUPPORTED_FILE_TYPE', message, { file: message });
  }
  const tooLarge = uploadSizeProblem(kind, input.bytes.byteLength, deps.limits);
  if (tooLarge) throw new HttpError(413, 'FILE_TOO_LARGE', tooLarge, { file: tooLarge });
  if (input.bytes.byteLength === 0 || !bytesMatchExtension(input.bytes, extension)) {
    const message = UPLOAD_MESSAGES.notReally(type.label, extensionsOf(kind));
    throw new HttpError(415, 'FILE_CONTENT_MISMATCH', message, { file: message });
  }

  const name = `${deps.now.getTime()}-${randomBytes(8).toString('hex')}.${extension}`;
  // Stored first, then recorded. Not one transaction: with the embedded database a transaction holds
  // the only connection, and a slow bucket would stall every other request. Every refusal happens
  // above, so a refused upload leaves neither a file nor a row; a failed insert after a stored
  // object leaves an unreferenced file, which is harmless.
  // Documents are downloaded, never opened on a page's origin; images are shown in place.
  const stored = await deps.storage.put({
    folder,
    name,
    body: input.bytes,
    contentType: type.contentType,
    download: kind === 'document',
  });
  await recordAudit(deps.db, {
    actor,
    action: 'upload.create',
    details: {
      purpose: input.purpose,
      key: stored.key,
      contentType: type.contentType,
      size: input.bytes.byteLength,
      originalName: input.originalName,
    },
    at: deps.now,
  });
  return { url: stored.url, path: stored.key, contentType: type.contentType, size: input.bytes.byteLength };
}

export { extensionsOf };
